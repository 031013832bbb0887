"""Every registered message reads in its own language: rendered in English and French with sample parameters, every
parameter is filled, no English colour word appears in French and no French one in English, and no message speaks
the engine's language."""
from __future__ import annotations
import json, random, re, string

import pytest

import games_lib
from games_lib import IllegalMove, InvalidMove
from games_lib.core import MESSAGES

for _name in games_lib.GAMES: games_lib.load(_name)        # every game registers its messages

EN_COLOURS = {'red', 'yellow', 'green', 'blue', 'purple', 'orange', 'white', 'black', 'pink', 'grey', 'brown', 'khaki'}
FR_COLOURS = {'rouge', 'jaune', 'vert', 'verte', 'bleu', 'bleue', 'violet', 'blanc', 'blanche', 'noir', 'noire', 'rose', 'gris',
              'grise', 'marron', 'kaki'}
ENGINE_WORDS = ('null', 'rotate', 'one name per card', '(place)', '(draw)', 'None', 'True', 'False')
SAMPLE = {'player': 2, 'slot': 3, 'palette': 4, 'side': 1, 'pawn': 2, 'first': 1, 'ring': 3, 'count': 2, 'have': 1, 'most': 3,
          'n': 2, 'steps': 3, 'low': -5, 'high': 6, 'same': -3, 'card': 'orange 1', 'tile': 'RYB', 'painting': '“Le Pré” (5 pigments)'}


def fields(template: str) -> set:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def sample(rule: str, lang: str) -> str:
    "The message filled with sample values: a French-only parameter (`*_fr`, `couleur`...) gets a French word, the others English"
    t = MESSAGES[rule][lang]
    names = fields(t)
    vals = {k: SAMPLE.get(k, 'x') for k in names}
    return t.format(**vals)


def test_every_message_has_both_languages_and_the_same_meaningful_parameters():
    for rule, langs in MESSAGES.items():
        assert set(langs) == {'en', 'fr'}, rule
        for lang in ('en', 'fr'):
            text = sample(rule, lang)
            assert '{' not in text and '}' not in text, f'{rule} [{lang}]: a parameter is not filled: {text}'


def words(text: str) -> set:
    return set(re.findall(r"[a-zàâçéèêëîïôûùüÿœ]+", text.lower()))


@pytest.mark.parametrize('rule', sorted(MESSAGES))
def test_no_colour_word_of_the_other_language(rule):
    "The templates themselves: a French template names no English colour, an English one no French colour"
    en, fr = MESSAGES[rule]['en'], MESSAGES[rule]['fr']
    assert not words(fr) & EN_COLOURS - {'orange', 'rose'}, f'{rule}: English colour in French: {fr}'
    assert not words(en) & FR_COLOURS - {'rose', 'orange'}, f'{rule}: French colour in English: {en}'


def test_colour_parameters_are_given_in_the_message_language():
    "Kayaîn's colour parameters: the French text has the French word, agreeing with its noun (la pile blanche, l'orange)"
    from games_lib.kayain import _named, COLOURS
    w, v, o = (_named(COLOURS.index(c)) for c in ('white', 'green', 'orange'))
    assert MESSAGES['kayain.draw.empty']['fr'].format(**w) == 'La pile blanche est vide.'
    assert MESSAGES['kayain.place.not_held']['fr'].format(**v) == "Vous n'avez pas de carte verte en main."
    assert "l'orange s'obtient" in MESSAGES['kayain.draw.base_only']['fr'].format(**o)
    assert not words(MESSAGES['kayain.draw.base_only']['fr'].format(**o)) & {'the'}


@pytest.mark.parametrize('rule', sorted(MESSAGES))
def test_no_message_speaks_the_engine_language(rule):
    for lang in ('en', 'fr'):
        text = MESSAGES[rule][lang]
        for w in ENGINE_WORDS:
            assert not re.search(r'(?<![\w-])' + re.escape(w) + r'(?![\w-])', text), f'{rule} [{lang}] says {w!r}: {text}'



def test_chromino_names_tiles_in_french_with_the_letters_the_board_shows():
    "A French message names a tile by the French initials the board prints (widgets/src/common/colours.json), not R Y G B P"
    from pathlib import Path
    from games_lib.chromino import LETTERS_FR, tile_name
    palette = json.loads((Path(__file__).resolve().parent.parent/'widgets/src/common/colours.json').read_text(encoding='utf-8'))
    assert {c: palette[c]['letter']['fr'] for c in palette} == LETTERS_FR
    assert (tile_name('GPY'), tile_name('GPY', 'fr'), tile_name('B*Y', 'fr')) == ('GPY', 'VeViJ', 'B*J')
    g = games_lib.load('chromino')
    s = g.from_json({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['PPP'], ['GGG']]})
    r = g.explain(s, {'type': 'place', 'tile': 'GPY', 'cells': [[0, 1], [1, 1], [2, 1]]})
    assert (r.text('en'), r.text('fr')) == ("You do not hold the tile GPY.", "Vous n'avez pas la tuile VeViJ.")



def test_kayain_names_a_painting_by_its_title_or_its_value_and_colours_never_its_id():
    "A painting of a designer's deck may have no title: the message names its value and colours; a title comes with its value"
    deck = [{'id': 'a1', 'value': 5, 'colours': ['dark_green', 'khaki']}, {'id': 'b2', 'value': 5, 'colours': ['green', 'black'], 'title': 'Le Pré'}]
    g = games_lib.load('kayain', paintings=deck, dealt=1, friendly=True)
    s = g.from_json({'hands': [['cyan'], []], 'paintings': [[deck[1]], [deck[0]]]})
    texts = [g.explain(s, {'type': 'declare', 'painting': pid}) for pid in ('a1', 'b2', 'zz')]
    assert [(r.text('en'), r.text('fr')) for r in texts] == [
        ("You do not hold the painting worth 5 pigments (dark green and khaki).", "Vous n'avez pas l'œuvre de 5 pigments (vert foncé et kaki)."),
        ("Friendly rule: your painting 1, “Le Pré” (5 pigments), still needs black and green.",
         "Règle amicale : il manque encore le noir et le vert pour votre œuvre 1, « Le Pré » (5 pigments)."),
        ("You do not hold the painting you named.", "Vous n'avez pas l'œuvre demandée.")]


# ---- real refusals -----------------------------------------------------------------------------------------------
# Seeded random games of each game; at many positions, moves the rules refuse (legal moves mutated, moves listed at
# other positions and for other seats, moves of every kind with values in range) go through `explain`, and each
# `Rejection` met, with its real parameters, is read in both languages. `apply` must refuse it alike.

FR_IN_EN = FR_COLOURS - {'rose', 'orange'}      # 'rose' is in a painting's title ("Désert rose"); orange is both
EN_IN_FR = EN_COLOURS - {'orange'}
ARTEFACTS = [(re.compile(r'\b(None|True|False|null)\b'), 'a Python or JSON value'),
             (re.compile(r'\(\s*-?\d+\s*,\s*-?\d+\s*\)|\[\s*-?\d+\s*,\s*-?\d+\s*\]'), 'a pair of coordinates'),
             (re.compile(r'[\[\]{}]'), 'a bracket'), (re.compile(r"(?<!\w)'[^'\s]*'"), 'a quoted name'),
             (re.compile(r'\bp\d+-\d+\b'), "a painting's id"), (re.compile(r'\w_\w'), 'an identifier'),
             (re.compile(r'\b(player|joueur|seat|siège|pawn|pion|palette|ring|anneau|slot|place)\s+0(?!\d)', re.I), 'a number counted from 0')]


def bad_words(text: str, lang: str) -> list:
    "What keeps `text` from reading as a sentence of `lang` a class can read; [] when it reads well"
    out = [why for rx, why in ARTEFACTS if rx.search(text)]
    if not text[:1].isupper(): out.append('no capital first')
    if text.rstrip()[-1:] not in '.!?': out.append('no stop last')
    other = words(text) & (EN_IN_FR if lang == 'fr' else FR_IN_EN)
    if other: out.append(f"colour words of the other language: {sorted(other)}")
    return out


def _tries_chromino(g, s, j, legal, seen, rng):
    hand = j['hands'][g.to_move(s)]
    places = [m for m in legal + seen if m['type'] == 'place']
    out = [{'type': 'draw'}, {'type': 'pass'}]
    for m in rng.sample(places, min(len(places), 10)):                  # a placement moved a square, or with another tile
        for dx, dy in rng.sample([(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (0, 0)], 3):
            tile = rng.choice([m['tile'], m['tile'], *hand])
            out.append({'type': 'place', 'tile': tile, 'cells': [[x + dx, y + dy] for x, y in m['cells']]})
    return out

def _tries_kids(g, s, j, legal, seen, rng):
    n, t = len(j['won']), len(j['table'])
    out = [{'type': k} for k in ('roll', 'draw', 'pass')] + [{'type': 'bet', 'amount': a} for a in (0, 2, 60)]
    out += [{'type': 'flip', 'slots': rng.sample(range(t + 1), min(t + 1, k))} for k in (1, 2, 4)]
    out += [{'type': 'grab', 'slot': rng.randrange(t + 1)} for _ in range(3)]
    out += [{'type': 'steal', 'from': [rng.randrange(n) for _ in range(k)]} for k in (1, 2, 3)]
    return out + [{'type': 'give', 'card': c} for c in j['options']['colours']] + seen[-6:]

def _tries_kayain(g, s, j, legal, seen, rng):
    colours, p = list(j['supply']), g.to_move(s)
    out = [{'type': 'pass'}] + [{'type': 'collect', 'palette': i} for i in range(6)] + [{'type': 'draw', 'colour': c} for c in colours]
    out += [{'type': 'place', 'card': rng.choice(colours), 'palette': rng.randrange(6), 'side': rng.randrange(2),
             'announce': rng.choice(colours)} for _ in range(6)]
    ids = [x['id'] for ps in j['paintings'] + j['completed'] for x in ps] + ['p99-1']   # mine, the other seat's, none's
    return out + [{'type': 'declare', 'painting': i} for i in ids]

CENTRIX_CARDS = [f"{c}{v}" for c in 'ROYGBW' for v in (1, 2, 3)] + ['ANY', 'SPIN']

def _tries_centrix(g, s, j, legal, seen, rng):
    hand = j['hands'][g.to_move(s)]
    plays = [m for m in legal + seen if m['type'] == 'play']
    out = [{'type': 'end_turn'}]
    for m in rng.sample(plays, min(len(plays), 10)):                    # a play with one part changed
        m, k = json.loads(json.dumps(m)), rng.randrange(5)
        if k == 0: m['card'] = rng.choice(hand + CENTRIX_CARDS)
        elif k == 1: m['rotate'] = {'ring': rng.randint(1, 6), 'steps': rng.randint(-12, 12)}
        elif k == 2: m['rotate' if rng.random() < 0.5 else 'move'] = None
        elif k == 3 and m['move']: m['move']['pawn'] = rng.randrange(3)
        elif m['move']: m['move']['to'] = 'top' if rng.random() < 0.3 else [rng.randint(1, 6), rng.randrange(12)]
        out.append(m)
        if hand: out.append({'type': 'play', 'card': rng.choice(hand), 'rotate': None,
                             'move': {'pawn': rng.randrange(3), 'to': [rng.randint(1, 6), rng.randrange(12)]}})
    taken = [at for row in j['pawns'] for at in row if isinstance(at, list)]
    return out + [{'type': 'play', 'card': rng.choice(hand), 'rotate': None, 'move': {'pawn': i, 'to': at}}   # bumps
                  for at in taken for i in range(3) if hand]

def _walk_kids(s, j, legal, rng):
    "Kids moves on to the deck's end: pass the grab windows, say 'nouvelle carte', flip what matches the die"
    if j['phase'] in ('announce', 'miss') and rng.random() < 0.9: return next(m for m in legal if m['type'] == 'pass')
    good = [m for m in legal if m['type'] == 'draw' or (m['type'] == 'flip' and all(j['table'][i] == j['die'] for i in m['slots']))]
    return rng.choice(good if good and rng.random() < 0.9 else legal)

def _walk_chromino(s, j, legal, rng):
    "Chromino moves on keeping its chameleons for last (a lone chameleon cannot be laid)"
    plain = [m for m in legal if m['type'] != 'place' or '*' not in m['tile']]
    return rng.choice(plain or legal)

def _walk_kayain(s, j, legal, rng):
    "Kayaîn moves on declaring what it can, collecting full palettes and drawing often, so that piles run out"
    for kind, p in (('declare', 1), ('draw', 0.7), ('collect', 0.4)):
        ms = [m for m in legal if m['type'] == kind]
        if ms and rng.random() < p: return rng.choice(ms)
    return rng.choice(legal)

def _walk_centrix(s, j, legal, rng):
    "Centrix moves on racing pawns up: most often the play that takes a pawn highest"
    up = lambda m: 7 if m.get('move') and m['move']['to'] == 'top' else (m['move']['to'][0] if m.get('move') else 0)
    if rng.random() < 0.8: return max(legal, key=lambda m: (up(m), rng.random()))
    return rng.choice(legal)

def _bag_emptied(g, j):
    "Chromino's end game sooner: the same position with the bag set aside (random play goes out before the bag is empty)"
    return g.from_json({**j, 'bag': []})

# per game: options played, seats, seeds, most moves a game, the moves tried, how the game moves on, and the rules a
# random search cannot meet (each with why): every other rule of the game must be met, so a new message gets read too
REAL = {
    'chromino': dict(options=[{}, {'variant': 'bambino', 'draw_mode': 'until_playable'}], seats=(2, 8, 5), seeds=3, plies=200,
                     tries=_tries_chromino, walk=_walk_chromino, late=(lambda seed: 5 + 25 * seed, _bag_emptied), unmet={}),
    'kids': dict(options=[{}, {'multi_flip': 'sequential', 'no_card_grab': 'forbidden', 'penalty_card': 'choose'}],
                 seats=(2, 4), seeds=3, plies=900, tries=_tries_kids, walk=_walk_kids,
                 unmet={'kids.grab.no_won_card': "with no_card_grab='forbidden' a grab window never asks a player who has won nothing"}),
    'kayain': dict(options=[{}, {'friendly': True, 'target': 1}], seats=(2,), seeds=3, plies=400, tries=_tries_kayain, walk=_walk_kayain,
                   unmet={}),
    'centrix': dict(options=[{'max_turns': 60}, {'rotation_direction': 'clockwise', 'move_optional': False, 'rotated_pawn_moves': True,
                                                 'top_entry': 'wild_only', 'must_play_all_possible': True, 'stop_at_first_winner': True},
                             {'chain_ring1': 'blocks'}, {'ring1_protection': 'bumper', 'chain_ring1': 'blocks'}],
                    seats=(2, 4), seeds=2, plies=300, every=2, tries=_tries_centrix, walk=_walk_centrix,
                    unmet={'centrix.move.unreachable': "a safety net: a target the pawn's reach finds and the bump options refuse is named by those"}),
}


def real_refusals(name: str) -> dict:
    "{rule: [(en, fr, move)...]} of the refusals met, each text once; the endings' reasons are read as well"
    spec, met = REAL[name], {}
    def read(rule, en, fr, move):
        texts = met.setdefault(rule, {})
        if (en, fr) not in texts: texts[(en, fr)] = move
    for options in spec['options']:
        g = games_lib.load(name, **options)
        for seed in range(spec['seeds']):
            rng = random.Random(f"{name}:{seed}:{sorted(options.items())}")
            n = spec['seats'][seed % len(spec['seats'])]
            s, seen = g.setup(n, seed=seed), []
            for ply in range(spec['plies']):
                if g.to_move(s) is None: break
                legal, j = g.legal_moves(s), g.to_json(s)
                if ply % spec.get('every', 1) == 0:
                    for m in spec['tries'](g, s, j, legal, seen, rng):
                        try: r = g.explain(s, m)
                        except InvalidMove: continue
                        if r is None: continue
                        if r.rule not in met:                       # apply refuses it alike, once per rule
                            with pytest.raises(IllegalMove) as e: g.apply(s, m)
                            assert e.value.rejection.text('fr') == r.text('fr'), (name, m)
                        read(r.rule, r.text('en'), r.text('fr'), m)
                seen = (seen + rng.sample(legal, min(3, len(legal))))[-40:]
                s = g.apply(s, spec['walk'](s, j, legal, rng) if 'walk' in spec else rng.choice(legal))
                if 'late' in spec and ply == spec['late'][0](seed) and g.to_move(s) is not None: s = spec['late'][1](g, g.to_json(s))
            if g.to_move(s) is None:                                 # the end: its reason, and a move after it
                o = g.outcome(s)
                read(o.reason, MESSAGES[o.reason]['en'], MESSAGES[o.reason]['fr'], None)
                r = g.explain(s, seen[-1])
                read(r.rule, r.text('en'), r.text('fr'), seen[-1])
    return met


@pytest.mark.parametrize('name', sorted(REAL))
def test_real_refusals_read_well_in_both_languages(name):
    "Every refusal met in real games reads as a sentence of its language, with every parameter in people's words"
    met = real_refusals(name)
    wrong = [(rule, lang, text, move, why) for rule, texts in met.items() for (en, fr), move in texts.items()
             for lang, text in (('en', en), ('fr', fr)) for why in [bad_words(text, lang)] if why]
    assert not wrong, '\n'.join(f"{rule} [{lang}] {text!r} ({', '.join(why)}; move {move})" for rule, lang, text, move, why in wrong[:12])
    same = [(rule, en) for rule, texts in met.items() for en, fr in texts if en == fr]
    assert not same, same
    ours = {r for r in MESSAGES if r.startswith(name + '.')}
    assert ours - set(met) == set(REAL[name]['unmet']), f"{name}: met {len(met)} rules; not met: {sorted(ours - set(met))}"
