"""The playtest lab in two languages, without a kernel or a browser (the widgets work in plain Python).

What each test guards:
- the lab's words table and analytics' words table say the same things in English and French (same keys, same
  `{placeholders}`, same number of forms) with French spaces before : ; ! ?;
- a lab preset to French by its query (`lang=fr`) shows no English word of its panel, and one switched to English by its
  toggle shows no French one: labels, tooltips, titles, bot menus (`bot_name`), option controls (the schema's words);
- the toggle keeps every value the controls show (game, players, bots, size, seed, A/B, both option panels);
- after a small A/B run the status, run labels, summary rows, meanings, A/B rows and effects, notes and the chart's
  titles, axes, ticks and legends are in the language chosen, and are said again (not played again) when it changes;
- the People view on the lab's page follows the lab's toggle and has none of its own.
"""
from __future__ import annotations
import html, re

import ipywidgets as W
import pytest

import games_lib
from games_lib import analytics
from games_lib.bots import bot_name
from games_lib.core import typeset, word_gaps
from games_lib.lab import ROWS, WORDS, Lab, PeopleView
from games_lib.widgets.app import read_option

OTHER = {'en': 'fr', 'fr': 'en'}
in_lang = lambda table, lang: {k: w[lang] for k, w in table.items()}       # a words table's texts in one language
as_shown = lambda table, lang: {k: typeset(w) if isinstance(w, str) else w for k, w in in_lang(table, lang).items()}   # ...as a page shows them
TABLES = (WORDS, analytics.WORDS, analytics.MEANING_WORDS, analytics.AB_ROW_WORDS, analytics.EFFECT_WORDS)
PANEL = ['setup', 'game', 'players', 'games', 'games_tip', 'seed', 'seed_tip', 'workers', 'workers_tip', 'ab', 'ab_tip', 'run', 'run_tip',
         'bot', 'options', 'options_a', 'options_b', 'progress']


def shown(w, skip=()) -> list:
    "Every text a person can read in a widget tree (labels, tooltips, menu items, titles, HTML text), the language toggle aside"
    if w in skip or isinstance(w, W.ToggleButtons): return []
    out = [getattr(w, a) for a in ('description', 'tooltip', 'placeholder') if isinstance(getattr(w, a, None), str)]
    if isinstance(w, W.HTML): out.append(html.unescape(re.sub(r'<[^>]+>', ' ', re.sub(r'<style>.*?</style>', '', w.value, flags=re.S))).strip())
    if isinstance(w, W.Dropdown): out += list(w._options_labels)
    for c in getattr(w, 'children', ()): out += shown(c, skip)
    return [t for t in out if t.strip('\u200b \n')]


def fragments(text: str) -> list:
    "The words of a template, its {placeholders} cut out: 'Bot {n}' gives ['Bot']"
    return [f.strip(' :;,.—·') for f in re.split(r'%?\{[^}]*\}', text) if len(f.strip(' :;,.—·')) >= 3]


def foreign(texts: list, lang: str, keys=PANEL) -> list:
    "Words of the other language's panel (those that differ from this language's) found in `texts`"
    other, mine = in_lang(WORDS, OTHER[lang]), in_lang(WORDS, lang)
    words = {f for k in keys for f in fragments(other[k])} - {f for k in keys for f in fragments(mine[k])}
    found = []
    for t in (t.replace('Board Game Arena', '') for t in texts):              # a name, in both languages
        found += [(f, t) for f in words if re.search(r'(?<!\w)' + re.escape(f) + r'(?!\w)', t)]
    return found


def flat(words, path=''):
    "(key path, text) of every text of a words table"
    if isinstance(words, dict):
        for k, v in words.items(): yield from flat(v, f'{path}{k}.')
    elif isinstance(words, (list, tuple)):
        for k, v in enumerate(words): yield from flat(v, f'{path}{k}.')
    else: yield path[:-1], words


def test_both_languages_have_the_same_words():
    for table in TABLES: assert word_gaps(table) == []
    assert all(set(w) == {'en', 'fr'} for table in TABLES for w in table.values())
    # a French entry left in English is found too: only these are the same words in both languages
    for words, same in ((WORDS, {'ab_head.0', 'ab_head.1', 'ab_head.2', 'ab_head.3', 'ab_head.5', 'note'}), (analytics.WORDS, {'score', 'nan'}),   # a dash reads the same in both
                        *((t, set()) for t in TABLES[2:])):
        en, fr = dict(flat(in_lang(words, 'en'))), dict(flat(in_lang(words, 'fr')))
        assert {k for k in en if en[k] == fr[k]} == same
    # the guard itself: a forgotten French key, a lost placeholder, a colon stuck to its word are each found
    assert word_gaps({'a': {'en': 'x'}, 'b': {'en': 'Bot {n}', 'fr': 'Robot: {k}'}}) == [
        "'a' needs exactly 'en' and 'fr' words, got ['en']", "'b': fields ['n'] in English, ['k'] in French", "'b': no space before ':' in French"]


@pytest.mark.parametrize('lang', ['en', 'fr'])
def test_a_lab_preset_by_its_query_speaks_one_language(lang):
    lab = Lab(f'lang={lang}&game=kids&players=3&bots=greedy,random,memory&games=4&ab=1&workers=1')
    assert lab.lang.value == lang
    texts = shown(lab)
    assert not foreign(texts, lang), foreign(texts, lang)
    w = in_lang(WORDS, lang)
    assert (lab.run_button.description, lab.players.description, lab.n_games.description, lab.seed.description, lab.workers.description,
            lab.ab.description, lab.bar.description) == (w['run'], w['players'], w['games'], w['seed'], w['workers'], w['ab'], w['progress'])
    assert w['setup'] in texts and w['options_a'] in texts and w['options_b'] in texts
    assert [m.description for m in lab.seat_menus] == [w['bot'].format(n=k) for k in (1, 2, 3)]       # people count from 1
    for m in lab.seat_menus: assert [label for label, _ in m.options] == [bot_name(b, lang) for _, b in m.options]
    schema = games_lib.GAMES['kids'].options
    for box in (lab.inputs_a, lab.inputs_b):
        for k, c in box.items():
            name = c.children[0].value.rstrip(':').rstrip() if isinstance(c, W.HBox) else c.description   # « Couleurs : » in French
            assert name == schema[k].title(k, lang), (k, name)


def test_the_toggle_relabels_everything_and_keeps_every_value():
    lab = Lab('game=chromino&players=3&bots=greedy,random,greedy&games=7&seed=9&workers=1&ab=1&b.draw_mode=until_playable&draw_limit=3')
    schema = games_lib.GAMES['chromino'].options
    read = lambda box: {k: read_option(c, k, schema[k]) for k, c in box.items()}
    before = lambda: (lab.game.value, lab.players.value, [m.value for m in lab.seat_menus], lab.n_games.value, lab.seed.value,
                      lab.workers.value, lab.ab.value, read(lab.inputs_a), read(lab.inputs_b))
    kept = before()
    assert kept[7]['draw_limit'] == 3 and kept[8]['draw_mode'] == 'until_playable'
    english = shown(lab)
    lab.lang.value = 'fr'
    assert before() == kept
    french = shown(lab)
    assert not foreign(french, 'fr'), foreign(french, 'fr')
    assert french != english and 'Options des règles — B' in french and 'glouton' in french and 'Pioche' in french
    assert lab.figure.layout.annotations[-1].text == analytics.WORDS['empty']['fr']      # the empty chart speaks French too
    lab.lang.value = 'en'
    assert before() == kept and shown(lab) == english


def test_a_small_run_is_shown_in_french_then_in_english():
    "Kayain stopped at 6 turns (A) or 30 (B): every game hits the limit, so the notes speak too"
    lab = Lab('lang=fr&game=kayain&players=2&bots=greedy,random&games=6&seed=3&workers=1&ab=1&max_turns=6&b.max_turns=30')
    empty = lab.figure
    lab.run()
    assert lab.figure is not empty and lab.figure in lab.children and empty not in lab.children   # a new figure widget, drawn whole by the page:
    assert 'gl-lab-figure' in lab.figure._dom_classes     # plotly's updates in place of the empty one could be lost on a busy page
    assert lab.errors.value == ''
    frames = list(lab.results.values())
    rows = lambda lang: {k[len('row_'):]: w for k, w in as_shown(WORDS, lang).items() if k.startswith('row_')}
    fr, en = ({**as_shown(WORDS, l), 'rows': rows(l)} for l in ('fr', 'en'))
    A = {l: {**as_shown(analytics.WORDS, l), 'ab_rows': as_shown(analytics.AB_ROW_WORDS, l), 'meanings': as_shown(analytics.MEANING_WORDS, l)} for l in ('en', 'fr')}
    assert list(lab.results) == ['A · Limite de tours : 6', 'B · Limite de tours : 30']
    assert 'Terminé\u00a0: 12 parties (Les Pigments de Kayaîn)' in lab.status.value
    summary = html.unescape(lab.summary.value)
    for key, _ in ROWS:
        assert fr['rows'][key] in summary and en['rows'][key] not in summary, key
    for metric in ('first-seat win rate', 'timeouts', 'draws', 'game length (moves)', 'balance'):
        assert A['fr']['ab_rows'][metric] in summary and f'>{metric}<' not in summary, metric
    assert 'taux de victoire du robot 1 de la composition (glouton / glouton)' in summary          # the bots named in French too
    assert A['fr']['ab_note'] in summary and fr['green'] in summary and A['en']['ab_note'] not in summary
    assert 'h de Cohen' in summary and 'Cohen h' not in summary
    assert A['fr']['meanings']['balance'] in summary and A['en']['meanings']['balance'] not in summary
    assert 'A · Limite de tours\u00a0: 6 — 6 parties sur 6 (100\xa0%) ont atteint la limite de tours' in summary and 'hit the turn limit' not in summary
    assert re.search(r'\d,\d\xa0%', summary) and not re.search(r'\d\.\d%', summary)               # 45,0 % in French
    fig = lab.figure.layout
    assert [a.text for a in fig.annotations[:3]] == [A['fr']['by_seat'], 'Durée des parties (coups)', A['fr']['scores']]
    assert (fig.xaxis.title.text, fig.yaxis.title.text, fig.yaxis2.title.text) == ("place, dans l'ordre de jeu", 'taux de victoire', 'part des parties')
    assert fig.title.text == '12 parties · 12 à la limite de tours (hachures)' and fig.separators == ',\xa0'
    names = [t.name for t in lab.figure.data]
    assert lab.figure.data[0].x[0] == '1er à jouer' and 'A · Limite de tours : 6 (à la limite de tours)' in names and names[0] == 'A · Limite de tours : 6'

    french_figure = lab.figure
    lab.lang.value = 'en'
    assert lab.figure is not french_figure and lab.figure in lab.children and french_figure not in lab.children
    assert [df is f for df, f in zip(lab.results.values(), frames)] == [True, True]         # said again, not played again
    assert list(lab.results) == ['A · Turn limit: 6', 'B · Turn limit: 30']
    assert 'Done: 12 games of Les Pigments de Kayaîn' in lab.status.value
    summary = html.unescape(lab.summary.value)
    assert all(en['rows'][k] in summary for k in en['rows']) and not any(f'>{v}<' in lab.summary.value for v in fr['rows'].values())
    assert A['en']['ab_note'] in summary and 'Cohen h' in summary and 'hit the turn limit' in summary and '(greedy / greedy)' in summary
    assert lab.figure.layout.annotations[0].text == A['en']['by_seat'] and lab.figure.data[0].x[0] == '1st to move'
    assert lab.figure.layout.title.text == '12 games · 12 timeouts (hatched)' and lab.figure.data[0].name == list(lab.results)[0]


def test_setup_problems_and_run_refusals_follow_the_language():
    lab = Lab('lang=fr&game=chess&games=x')
    errors = lambda: html.unescape(lab.errors.value)
    assert "game='chess' n'est pas un de nos jeux" in errors() and "games='x' n'est pas un nombre entier" in errors()
    assert "Certains réglages n'ont pas pu être utilisés\u00a0:" in errors()
    lab.inputs_a['draw_limit'].value = 'lots'
    lab.run()
    assert 'Impossible de lancer ces réglages\u00a0: ' in errors()
    lab.lang.value = 'en'
    assert 'This setup cannot run: ' in errors() and 'Some of this setup could not be used:' in errors()


def test_the_people_view_follows_the_labs_toggle(tmp_path):
    lab = Lab('lang=fr&games=2&workers=1')
    people = PeopleView(tmp_path/'none.db', lang=lab.lang)
    assert people.lang is lab.lang and not [w for w in people.children[1].children if isinstance(w, W.ToggleButtons)]
    assert (people.read.description, people.path.description, people.game.options[0][0]) == ('Lire', 'Fichier des tables', 'tous les jeux')
    people.game.value = 'kids'
    lab.lang.value = 'en'
    assert (people.read.description, people.path.description, people.game.options[0][0], people.game.value) == ('Read', 'Tables file', 'every game', 'kids')
    alone = PeopleView(tmp_path/'none.db', lang='fr')              # on its own, it has its own toggle
    assert isinstance(alone.lang, W.ToggleButtons) and alone.lang in alone.children[1].children


def test_a_single_bot_in_a_link_seats_every_seat_as_on_the_command_line():
    "`bots=greedy` means what `games-lib simulate --bots greedy` means: greedy at every seat (it seated random, random, greedy)"
    from games_lib.cli import lineup
    lab = Lab('game=kids&players=3&bots=greedy&games=2&workers=1')
    assert [m.value for m in lab.seat_menus] == lineup('kids', 'greedy', 3) == ['greedy'] * 3
    lab = Lab('game=kids&players=3&bots=greedy,memory,random&games=2&workers=1')
    assert [m.value for m in lab.seat_menus] == lineup('kids', 'greedy,memory,random', 3)


def test_the_game_menus_name_every_registered_game_in_the_pages_language():
    lab = Lab('lang=fr&game=kayain&games=2&workers=1')
    assert lab.game.options == tuple((games_lib.game_info(g).words('fr'), g) for g in games_lib.GAMES)
    assert ('Les Pigments de Kayaîn', 'kayain') in lab.game.options and lab.game.value == 'kayain'
    seats = [m.value for m in lab.seat_menus]
    lab.lang.value = 'en'                                          # words change, not the game nor its seats
    assert (lab.game.value, [m.value for m in lab.seat_menus]) == ('kayain', seats)
