"""The exercise checks (`games_lib.exercises`): each passes the answer its source notebook marks and catches a planted
wrong answer, naming in words the position, the move and the rule (never the check's code); the release writes pupils'
copies whose checks say "not done yet" and teachers' keys whose checks pass, every one executed in a real kernel."""
import json, re, time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

import pytest

from games_lib.core import Rejection
from games_lib.exercises import BEGIN, EXERCISES, cell_lang, check_bot, check_contact_rule, check_nim_rule, engine_contact, keep_answers, release

EXERCISES_DIR = Path(__file__).resolve().parent.parent/'nbs'/'exercises'


def answer(nb:str, name:str):
    "The function `name` defined by the notebook's answer cell (the one holding the answer markers), as the teacher's key has it"
    cells = json.loads((EXERCISES_DIR/nb).read_text())['cells']
    src = next(''.join(c['source']) for c in cells if c['cell_type'] == 'code' and BEGIN in ''.join(c['source']))
    ns = {}
    exec(keep_answers(src), {'Rejection': Rejection}, ns)
    return ns[name]


def words_only(v):
    "A verdict is sentences for a pupil: no code of the check, no traceback"
    text = repr(v)
    assert 'Traceback' not in text and 'assert' not in text and 'def ' not in text and 'File "' not in text
    assert v.en and v.fr and v.en != v.fr
    return v.en


# --- Nim ---

def test_the_shipped_nim_answer_passes():
    v = check_nim_rule(answer('02_nim_rule.ipynb', 'take_rule'))
    assert v and 'agrees' in v.en and 'Bravo' in v.fr


def test_taking_more_stones_than_are_left():
    def wrong(state, move): return None if 1 <= move['n'] <= 3 else Rejection('nim.take.range', {'most': 3})
    v = check_nim_rule(wrong)
    assert not v
    assert v.position.stones < v.move['n'] <= 3, (v.position, v.move)
    assert words_only(v) == (f"With {v.position.stones} stones left, taking {v.move['n']}: your rule allows it, "
                             f"but Nim's rule refuses it: “Take from 1 to {v.position.stones} stones”.")
    assert f"en prendre {v.move['n']} : votre règle l'autorise" in v.fr


def test_taking_nothing():
    def wrong(state, move):
        most = min(3, state.stones)
        return None if 0 <= move['n'] <= most else Rejection('nim.take.range', {'most': most})
    v = check_nim_rule(wrong)
    assert not v and v.move == {'type': 'take', 'n': 0} and 'taking 0: your rule allows it' in words_only(v)


def test_refusing_a_legal_move():
    def wrong(state, move): return None if move['n'] in (1, 2) else Rejection('nim.take.range', {'most': 2})
    v = check_nim_rule(wrong)
    assert not v and v.move['n'] == 3 and v.position.stones >= 3
    assert 'taking 3: your rule refuses it: “Take from 1 to 2 stones”, but Nim\'s rule allows it.' in words_only(v)


def test_the_wrong_sentence():
    def wrong(state, move): return None if 1 <= move['n'] <= min(3, state.stones) else Rejection('nim.take.range', {'most': 3})
    v = check_nim_rule(wrong)
    assert not v and v.position.stones < 3
    # both rules refuse the move: the verdict says so, and names the sentence's number as the one difference
    assert (f"your rule refuses it, as Nim's does, but its sentence says “Take from 1 to 3 stones” where Nim's says "
            f"“Take from 1 to {v.position.stones} stones”: check the number you give the refusal.") in words_only(v)
    assert "but Nim's rule refuses it" not in v.en and "mais la règle de Nim le refuse" not in v.fr


def test_a_rule_that_raises_or_answers_nonsense():
    v = check_nim_rule(lambda state, move: 1 / 0)
    assert not v and 'your rule raises ZeroDivisionError: division by zero' in words_only(v)
    v = check_nim_rule(lambda state, move: move['n'] <= state.stones)
    assert not v and 'returns True, which is neither None nor a Rejection' in words_only(v)


def test_the_conformance_kit_runs_on_the_rule():
    "A rule that answers like Nim's but changes the position is caught by the kit itself (nothing to compare differs)"
    right = answer('02_nim_rule.ipynb', 'take_rule')
    def meddles(state, move):
        state.last = 99
        return right(state, move)
    v = check_nim_rule(meddles)
    assert not v and words_only(v).startswith('The conformance check of Nim fails with your rule') and 'changed the state' in v.en


# --- Chromino contact ---

def test_the_shipped_contact_answer_passes():
    v = check_contact_rule(answer('03_chromino_contact.ipynb', 'contact_rule'))
    assert v and 'agrees' in v.en
    assert int(v.en.split(' all ')[1].split()[0]) > 1000          # thousands of placements tried, not a handful


def _rule(covered=True, chameleon=True, least=2):
    "Contact rules with one planted mistake"
    def rule(squares, placement):
        if covered and any(c in squares for c in placement): return 'chromino.place.occupied'
        sides = [(placement[(x, y)], squares[(x + dx, y + dy)]) for (x, y) in placement
                 for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (x + dx, y + dy) in squares]
        if any(a != b and not (chameleon and '*' in (a, b)) for a, b in sides): return 'chromino.contact.colour'
        if len(sides) < least: return 'chromino.contact.two_squares'
        return None
    return rule


@pytest.mark.parametrize('planted, mine, engine', [
    (dict(chameleon=False), 'refuses it: two colours in contact differ', 'allows it'),
    (dict(covered=False), 'refuses it: two colours in contact differ', 'refuses it: a square is covered already'),
    (dict(least=1), 'allows it', 'refuses it: fewer than two sides in contact'),
])
def test_a_wrong_contact_rule_is_named(planted, mine, engine):
    rule = _rule(**planted)
    v = check_contact_rule(rule)
    assert not v
    assert rule(v.position, v.move) != engine_contact(v.position, v.move)      # the verdict's own example shows the difference
    text = words_only(v)
    assert text.startswith('On a table of ') and f"your rule {mine}, but the contact rule {engine}." in text
    for (x, y), c in v.move.items(): assert f"{c} at [{x}, {y}]" in text


def test_a_rejection_is_read_by_its_rule():
    base = _rule()
    def with_rejections(squares, placement):
        r = base(squares, placement)
        return r and Rejection(r)
    assert check_contact_rule(with_rejections)


# --- bots ---

def test_the_shipped_bot_passes():
    v = check_bot(answer('10_chromino_bot.ipynb', 'my_bot'), 'chromino')
    assert v and 'only legal moves in 4 games of Chromino' in v.en


def test_a_bot_playing_illegal_moves_is_caught():
    def draws(view, legal, rng): return {'type': 'draw'}
    v = check_bot(draws, 'chromino')
    assert not v
    assert words_only(v).startswith('In game 1 of 4 (Chromino), at move ')
    assert 'your bot played an illegal move {"type": "draw"}: You can lay a tile' in v.en
    assert 'votre bot a joué un coup interdit {"type": "draw"} : Vous pouvez poser une tuile' in v.fr and 'anglais' not in v.fr
    assert v.position.moves[v.move:] == []                     # the record stops before the refused move


def test_a_crashing_or_slow_bot_is_caught():
    v = check_bot(lambda view, legal, rng: legal[99], 'kids')
    assert not v and 'your bot crashed: IndexError' in words_only(v)
    t0 = time.perf_counter()
    v = check_bot(lambda view, legal, rng: time.sleep(3) or legal[0], 'chromino', move_seconds=0.1)
    assert not v and 'time limit of 0.1 s' in v.en and time.perf_counter() - t0 < 2
    assert not check_bot('no_such_bot', 'chromino')


def test_a_crash_is_said_in_french_too():
    v = check_bot(lambda view, legal, rng: legal[99], 'kids')
    assert 'votre bot a planté : IndexError' in v.fr


# --- the release: pupils' copies and the teacher's key, executed ---

VERDICT = re.compile(r'^([✔✘…]) ', re.M)


def run_notebook(path:Path) -> list:
    "Execute the notebook at `path` in a fresh kernel (its folder as the working folder); the verdict marks its outputs show"
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name='python3', resources={'metadata': {'path': str(path.parent)}}).execute()
    text = '\n'.join(o.get('text', '') + o.get('data', {}).get('text/plain', '') for c in nb.cells if c.cell_type == 'code' for o in c.outputs)
    errors = [o for c in nb.cells if c.cell_type == 'code' for o in c.outputs if o.output_type == 'error']
    assert not errors, errors
    return VERDICT.findall(text), text


@pytest.fixture(scope='module')
def released(tmp_path_factory):
    out = tmp_path_factory.mktemp('released')
    return out, release(out)


def test_the_release_writes_every_exercise_twice(released):
    out, made = released
    assert [p.name for p in made['pupils']] == [p.name for p in made['key']] == [f'{n}.ipynb' for n in EXERCISES]
    assert sorted(p.stem for p in EXERCISES_DIR.glob('[0-9]*.ipynb')) == sorted(EXERCISES)      # the catalogue is the folder
    for pupil, key in zip(made['pupils'], made['key']):
        p, k = pupil.read_text(), key.read_text()
        assert BEGIN not in p and 'END SOLUTION' not in p and BEGIN not in k and 'END SOLUTION' not in k
        assert 'not_done()' in p or 'NOT_DONE' in p
        src = json.loads((EXERCISES_DIR/pupil.name).read_text())
        marked = [''.join(c['source']) for c in src['cells'] if BEGIN in ''.join(c['source'])]
        answers = [l.strip() for text in marked for l in text.split(BEGIN)[1].split('### END SOLUTION')[0].splitlines()]
        pupil_text = ''.join(''.join(c['source']) for c in json.loads(p)['cells'])
        leaked = [l for l in answers if len(l) > 20 and l in pupil_text]
        assert not leaked, (pupil.name, leaked)                  # no line of an answer reaches the pupils' copy


@pytest.mark.parametrize('name', list(EXERCISES))
def test_a_pupils_copy_runs_and_says_not_done(released, name):
    out, _ = released
    marks, text = run_notebook(out/'pupils'/f'{name}.ipynb')
    assert marks and set(marks) == {'…'}, (marks, text[-2000:])
    assert 'Not done yet' in text and 'Pas encore fait' in text


@pytest.mark.parametrize('name', list(EXERCISES))
def test_the_key_passes(released, name):
    out, _ = released
    marks, text = run_notebook(out/'key'/f'{name}.ipynb')
    assert marks and set(marks) == {'✔'}, (marks, text[-2000:])


def test_a_copy_in_one_language(tmp_path):
    release(tmp_path, lang='fr')
    nb = json.loads((tmp_path/'pupils'/'02_nim_rule.ipynb').read_text())
    prose = '\n'.join(''.join(c['source']) for c in nb['cells'] if c['cell_type'] == 'markdown')
    assert 'une règle de Nim' in prose and 'a rule of Nim' not in prose
    assert "reader('fr')" in ''.join(nb['cells'][0]['source'])


def test_every_exercise_speaks_both_languages():
    "Each prose cell marked for one language has a twin in the other, and every exercise has a title and a theme in both"
    for name, ex in EXERCISES.items():
        assert ex.title['en'] and ex.title['fr'] and ex.title['en'] != ex.title['fr'] and ex.theme['en'] and ex.theme['fr']
        cells = json.loads((EXERCISES_DIR/f'{name}.ipynb').read_text())['cells']
        langs = [cell_lang(c) for c in cells]
        assert langs.count('en') == langs.count('fr') > 0, name
        for i, l in enumerate(langs):                  # twins sit side by side: an English cell, then its French one
            if l == 'en': assert langs[i + 1] == 'fr', (name, i)


# --- the teacher's guide, rendered as the lessons are ---

def test_the_guide_is_a_lesson_page_in_both_languages(tmp_path):
    "tools/guide.py renders the guide with the lessons' own renderer: a page and a printable sheet per language, twins complete"
    import subprocess, sys
    root = EXERCISES_DIR.parent.parent
    out = subprocess.run([sys.executable, str(root/'tools'/'guide.py'), '--out', str(tmp_path)], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    en, fr = (tmp_path/'guide.html').read_text(), (tmp_path/'guide.fr.html').read_text()
    assert '<html lang="fr">' in fr and '<html lang="en">' in en
    for page, words in ((en, ('make play HOST=0.0.0.0', 'QR code', 'Common mistakes', 'rating', '45 min')),
                        (fr, ('make play HOST=0.0.0.0', 'QR code', 'Erreurs fréquentes', 'classement', '45 min', 'Les Pigments de Kayaîn'))):
        for w in words: assert w in page, w
    main_fr = fr.split('<main>')[1].split('gl-hood')[0]
    box = re.search(r'<div [^>]*class="gl-table"[^>]*><table', main_fr).group()                # the term's table in its scrolling box
    assert all(a in box for a in ('role="region"', 'tabindex="0"', 'aria-label="Tableau\u00a0: sur un petit écran, faites-le défiler de côté"')), box
    assert main_fr.count('<table') == main_fr.count('class="gl-table"') >= 1                  # the term's table scrolls on a phone
    assert 'Common mistakes' not in main_fr and 'How a session runs' not in main_fr        # the French page holds the French prose alone
    assert all(f'{i}. ' in main_fr for i in range(1, 11))                                  # ten sessions
    sheet = (tmp_path/'guide.sheet.fr.html').read_text()
    assert sheet.count('<h2>') == 12 and 'Erreurs fréquentes' not in sheet                  # the term on a page: each part's "En bref."
    assert '<title>Un trimestre avec games_lib\u00a0: le trimestre sur une page</title>' in sheet and 'fiche de règles' not in sheet
    # the guide links every pupil's copy, in the page's language
    for lang, page in (('en', en), ('fr', fr)):
        links = re.findall(r'href="exercises/(\w+)\.ipynb\?lang=(\w+)"', page)
        assert links == [(name, lang) for name in EXERCISES], links


def test_games_lib_play_serves_the_guide_beside_the_lessons(tmp_path):
    "The lessons' route of `games-lib play` serves the guide's pages (a page of the library, not a game's lesson); another name stays a 404"
    import asyncio
    import tornado.httpclient, tornado.testing, tornado.web
    from games_lib.cli import lesson_handler
    (tmp_path/'guide.html').write_text('<html lang="en">the guide</html>')
    (tmp_path/'guide.fr.html').write_text('<html lang="fr">le guide</html>')
    async def fetch_all():
        sock, port = tornado.testing.bind_unused_port()
        server = tornado.web.Application([(r'/lessons/(\w+)(\.sheet)?\.html', lesson_handler(), {'folder': str(tmp_path)})])
        http = tornado.httpserver.HTTPServer(server); http.add_sockets([sock])
        client, out = tornado.httpclient.AsyncHTTPClient(), []
        for path in ('/lessons/guide.html', '/lessons/guide.html?lang=fr', '/lessons/nothing.html'):
            r = await client.fetch(f'http://127.0.0.1:{port}{path}', raise_error=False)
            out.append((r.code, r.body.decode()))
        http.stop()
        return out
    import tornado.httpserver
    from conftest import run_async                 # Playwright's loop may be running in this thread: a loop of its own
    got = run_async(fetch_all())
    assert got[:2] == [(200, '<html lang="en">the guide</html>'), (200, '<html lang="fr">le guide</html>')]
    assert got[2][0] == 404 and got[2][1].startswith("There is no lesson 'nothing' here: the lessons are ") and ', guide.' in got[2][1], got[2]


def test_games_lib_play_hands_out_the_pupils_copies(tmp_path):
    "The lesson pages' links: `/lessons/exercises/<name>.ipynb?lang=fr` is the pupil's copy (no answer, one language); a wrong name or language is a sentence"
    import tornado.httpclient, tornado.httpserver, tornado.testing, tornado.web
    from games_lib.cli import exercise_handler
    async def fetch_all():
        sock, port = tornado.testing.bind_unused_port()
        http = tornado.httpserver.HTTPServer(tornado.web.Application([(r'/lessons/exercises/(\w+)\.ipynb', exercise_handler())]))
        http.add_sockets([sock])
        client, out = tornado.httpclient.AsyncHTTPClient(), []
        for path in ('07_kayain_score.ipynb?lang=fr', '07_kayain_score.ipynb', 'nothing.ipynb?lang=fr', '07_kayain_score.ipynb?lang=de'):
            r = await client.fetch(f'http://127.0.0.1:{port}/lessons/exercises/{path}', raise_error=False)
            out.append((r.code, r.headers.get('Content-Disposition'), r.body.decode()))
        http.stop()
        return out
    from conftest import run_async
    (fr, fr_head, fr_body), (both, _, both_body), (missing, _, missing_body), (german, _, german_body) = run_async(fetch_all())
    assert (fr, both, missing, german) == (200, 200, 404, 400)
    assert fr_head == 'attachment; filename="07_kayain_score.ipynb"'
    nb = json.loads(fr_body)
    assert [c for c in nb['cells'] if 'BEGIN SOLUTION' in ''.join(c['source'])] == []
    langs = [cell_lang(c) for c in nb['cells']]
    assert 'fr' in langs and 'en' not in langs and 'en' in [cell_lang(c) for c in json.loads(both_body)['cells']]
    assert 'nothing' in missing_body and '07_kayain_score' in missing_body
    assert "'de'" in german_body and 'lang=fr' in german_body and 'français' in german_body


# --- every exercise: a planted mistake is named in both languages, an answer not written is "not done yet" ---

def key_namespace(name: str) -> dict:
    "The names an exercise's key defines: its code cells run with their answers, up to (not including) its check"
    from games_lib import exercises
    ns = {}
    for c in json.loads((EXERCISES_DIR/f'{name}.ipynb').read_text())['cells']:
        src = ''.join(c['source'])
        if c['cell_type'] != 'code': continue
        if src.lstrip().startswith(('check_', 'verdict = check', 'contest_table', 'share_by_players')): break
        exec(keep_answers(src), ns)
    return ns


def all_legal(ns): return {i: 'A' for i in range(1, len(ns['quiz'].moves) + 1)}

PLANTED = {   # exercise -> (its check's name, a wrong answer made from the key's names)
    '01_chromino_legal': ('check_quiz', lambda ns: (ns['quiz'], all_legal(ns))),
    '02_nim_rule': ('check_nim_rule', lambda ns: (lambda s, m: None if 1 <= m['n'] <= 3 else Rejection('nim.take.range', {'most': 3}),)),
    '03_chromino_contact': ('check_contact_rule', lambda ns: (_rule(chameleon=False),)),
    '04_kids_legal': ('check_quiz', lambda ns: (ns['quiz'], all_legal(ns))),
    '05_kids_first_player': ('check_first_player', lambda ns: (lambda games: sum(0 in g['winners'] for g in games) / len(games),)),
    '06_kayain_legal': ('check_quiz', lambda ns: (ns['quiz'], all_legal(ns))),
    '07_kayain_score': ('check_pigments', lambda ns: (lambda done, hand: sum(p['value'] for p in done),)),
    '08_kayain_view': ('check_view', lambda ns: (lambda state, player: {**state, 'viewer': player},)),
    '09_centrix_legal': ('check_quiz', lambda ns: (ns['quiz'], all_legal(ns))),
    '10_chromino_bot': ('check_bot', lambda ns: (lambda view, legal, rng: {'type': 'draw'},)),
}
ENGLISH_IN_FRENCH = re.compile(r"\b(your|the|but|with|move|rules|refuses|allows|not done|player|game)\b")


def test_every_exercise_has_a_planted_mistake():
    assert set(PLANTED) == set(EXERCISES)


@pytest.mark.parametrize('name', list(EXERCISES))
def test_a_planted_mistake_is_named_in_both_languages_and_a_blank_answer_is_not_done(name):
    from games_lib import exercises
    check_name, wrong = PLANTED[name]
    check, ns = getattr(exercises, check_name), key_namespace(name)
    v = check(*wrong(ns))
    assert not v and not v.not_done
    text = words_only(v)
    french = re.sub(r'\{.*?\}|\[.*?\]|“.*?”|"[^"]*"', ' ', v.fr)                       # moves, positions and quoted values are data
    assert not ENGLISH_IN_FRENCH.findall(french), (text, v.fr)
    blank = check(*[exercises.NOT_DONE if callable(a) or isinstance(a, dict) else a for a in wrong(ns)])
    assert blank.not_done and blank.en.startswith('Not done yet') and blank.fr.startswith('Pas encore fait')
