"""Les Pigments de Kayaîn's rules guarded by their rule ids (issue 14 "Guards first").

Each refusal is a hand-written position and a move that breaks exactly one rule, paired where one exists with its
"just legal" twin: a rule switched off fails the first test, a rule made too strict the second. Every `kayain.*` id of
`games_lib.MESSAGES` is either refused here or an ending with its own test. The mixing recipes are the seed's own lines
checked by collecting palettes; scores and tie-breaks are worked out by hand from the rulebook."""
from collections import Counter
from typing import NamedTuple

import pytest
from conftest import assert_just_legal, assert_refused

from games_lib import MESSAGES, load

# ---- positions and moves ------------------------------------------------------------------------
def painting(pid, value, *colours): return {'id': pid, 'value': value, 'colours': list(colours)}

A, B = painting('a', 5, 'green', 'yellow'), painting('b', 10, 'red', 'orange')   # one painting in each hand

def palettes(**placed):
    "The 12 slots: `p3=(None, 'black')` lays black on palette 3, side 1, by player 1 (each card by the player of its side)"
    out = [[None, None] for _ in range(6)]
    for name, pair in placed.items():
        out[int(name[1:])] = [None if c is None else {'card': c, 'by': k} for k, c in enumerate(pair)]
    return out

def pos(hand0, hand1, paintings=([A], [B]), **fields):
    "A hand-written position: both hands of gouache, the paintings held (default: A and B), any other fields"
    return {'hands': [list(hand0), list(hand1)], 'paintings': [list(p) for p in paintings], **fields}

def place(card, palette, side, announce=None):
    return {'type': 'place', 'card': card, 'palette': palette, 'side': side, 'announce': announce or card}
def collect(palette): return {'type': 'collect', 'palette': palette}
def draw(colour): return {'type': 'draw', 'colour': colour}
def declare(pid): return {'type': 'declare', 'painting': pid}
PASS = {'type': 'pass'}


# ---- the refusal table --------------------------------------------------------------------------
class Case(NamedTuple):
    rule: str
    state: dict
    move: dict
    twin: dict | None = None          # the same position, the move changed so that the rule holds
    focus: list | None = None         # what the rejection must highlight
    params: dict | None = None        # template parameters that must be exact
    options: dict = {}
    twin_state: dict | None = None    # when the twin needs another position (said in its id)
    twin_options: dict | None = None  # when the twin is the same move under another option

# player 0 holds no card and no painting, the palettes are empty, the base piles too: nothing to do but pass
NOTHING_TO_DO = pos([], ['cyan'], paintings=([], [B]), supply={c: 0 for c in ('cyan', 'yellow', 'magenta', 'black', 'white')})
C = painting('c', 5, 'yellow')   # complete with the yellow in hand
FRIENDLY = {'friendly': True}

CASES = {   # id: the refusal, then its just-legal twin
    'place-a-card-not-held-vs-a-held-card-lying': Case(
        'kayain.place.not_held', pos(['cyan'], ['yellow']), place('magenta', 3, 1), twin=place('cyan', 3, 1, 'yellow'), focus=['magenta']),
    'place-on-a-filled-slot-vs-the-other-side': Case(
        'kayain.place.occupied', pos(['cyan'], ['yellow'], slots=palettes(p3=(None, 'black'))), place('cyan', 3, 1),
        twin=place('cyan', 3, 0), focus=[[3, 1]]),
    'collect-one-card-vs-a-pair': Case(
        'kayain.collect.two_cards', pos([], [], slots=palettes(p0=('cyan', 'yellow'), p2=('cyan', None))), collect(2),
        twin=collect(0), focus=[[2, 0], [2, 1]], params={'palette': 3, 'count': 1}),   # palettes count from 1 in words
    'collect-an-empty-palette': Case(
        'kayain.collect.two_cards', pos([], [], slots=palettes(p0=('cyan', 'yellow'))), collect(4),
        twin=collect(0), params={'palette': 5, 'count': 0}),
    'draw-a-mixed-colour-vs-a-base': Case('kayain.draw.base_only', pos([], []), draw('green'), twin=draw('cyan'), focus=['green']),
    'draw-from-an-empty-pile-vs-another': Case(
        'kayain.draw.empty', pos([], [], supply={'white': 0}), draw('white'), twin=draw('black'), focus=['white']),
    'declare-the-opponents-painting': Case('kayain.declare.not_held', pos([], []), declare('b'), twin=declare('a')),
    'declare-an-unknown-painting': Case('kayain.declare.not_held', pos([], []), declare('zzz'), twin=declare('a')),
    # the friendly option refuses a declaration whose gouache is missing; without it the same declaration is legal (and loses)
    'friendly-missing-green-vs-a-complete-painting': Case(
        'kayain.declare.missing', pos(['yellow'], [], paintings=([A, C], [B])), declare('a'), twin=declare('c'),
        focus=['green'], options=FRIENDLY),
    'friendly-missing-vs-default-rules': Case(
        'kayain.declare.missing', pos(['yellow'], [], paintings=([A, C], [B])), declare('a'), twin=declare('a'),
        focus=['green'], options=FRIENDLY, twin_options={}),
    'pass-with-a-card-vs-nothing-to-do': Case('kayain.pass.can_act', pos(['cyan'], []), PASS, twin=PASS, twin_state=NOTHING_TO_DO),
    'move-after-the-end': Case('kayain.end.over', pos(['cyan'], [], phase='over', to_move=None), draw('cyan')),
}
TWINS = {k: c for k, c in CASES.items() if c.twin is not None}


@pytest.mark.parametrize('case', CASES.values(), ids=CASES.keys())
def test_refused_by_its_rule_and_nothing_changes(case):
    g = load('kayain', **case.options)
    r = assert_refused(g, g.from_json(case.state), case.move, case.rule)
    if case.focus is not None: assert r.focus == case.focus
    if case.params is not None: assert {k: r.params[k] for k in case.params} == case.params


@pytest.mark.parametrize('case', TWINS.values(), ids=TWINS.keys())
def test_just_legal_twin_is_accepted_and_listed(case):
    g = load('kayain', **(case.options if case.twin_options is None else case.twin_options))
    assert_just_legal(g, g.from_json(case.state if case.twin_state is None else case.twin_state), case.twin)


def test_a_wrong_declaration_loses_the_painting_and_keeps_the_gouache():
    "default rules: A needs green + yellow, player 0 holds only yellow: A is discarded, yellow stays in hand"
    g = load('kayain')
    d = g.to_json(g.apply(g.from_json(pos(['yellow'], [], paintings=([A, C], [B]))), declare('a')))
    assert [x['id'] for x in d['discarded']] == ['a'] and d['hands'][0] == ['yellow'] and d['completed'][0] == []


# ---- mixing (the seed's lines) ----------------------------------------------------
SEED_RECIPES = [                          # "Cyan+jaune = vert", ... "Noir+blanc=gris"
    ('cyan', 'yellow', 'green'), ('yellow', 'magenta', 'orange'), ('cyan', 'magenta', 'mauve'), ('magenta', 'black', 'red'),
    ('cyan', 'black', 'night_blue'),      # "Bleu+noir = bleu nuit", read as cyan (K-A2)
    ('yellow', 'black', 'khaki'), ('green', 'black', 'dark_green'), ('orange', 'black', 'brown'), ('mauve', 'white', 'pink'),
    ('black', 'white', 'grey'),
]

def collected(a, b, **options):
    "The cards player 0 gains collecting palette 0 with `a` (side 0) and `b` (side 1); both go back to their piles, the palette empties"
    g = load('kayain', **options)
    s = g.from_json(pos([], [], slots=palettes(p0=(a, b))))
    before, after = g.to_json(s), g.to_json(g.apply(s, collect(0)))
    assert after['slots'][0] == [None, None]
    gained = Counter(after['hands'][0]) - Counter(before['hands'][0])
    back = {c: after['supply'][c] - before['supply'][c] + gained[c] for c in {a, b}}   # returned to the piles
    assert back == dict(Counter([a, b]))
    return sorted(gained.elements())

@pytest.mark.parametrize('a, b, result', SEED_RECIPES + [(b, a, r) for a, b, r in SEED_RECIPES],
                         ids=[f"{a}+{b}" for a, b, _ in SEED_RECIPES] + [f"{b}+{a}" for a, b, _ in SEED_RECIPES])
def test_collecting_a_seed_recipe_gives_its_colour(a, b, result):
    assert collected(a, b) == [result]


@pytest.mark.parametrize('a, b, options', [
    ('cyan', 'cyan', {}), ('magenta', 'white', {}), ('yellow', 'white', {}), ('green', 'yellow', {}), ('grey', 'black', {}),
    ('cyan', 'black', {'bleu_as_cyan': False}),
], ids=['cyan+cyan', 'magenta+white', 'yellow+white', 'green+yellow', 'grey+black', 'cyan+black-bleu-not-cyan'])
def test_a_pair_without_recipe_gives_nothing(a, b, options):
    "both cards go back to their piles, nothing is gained"
    assert collected(a, b, **options) == []


def test_an_empty_result_pile_gives_nothing():
    "mauve + white makes pink, but the pink pile is empty"
    g = load('kayain')
    s = g.from_json(pos([], [], slots=palettes(p0=('mauve', 'white')), supply={'pink': 0}))
    assert g.to_json(g.apply(s, collect(0)))['hands'][0] == []


# ---- endings and scores ---------------------------------------------------------
# score = completed values - 5 per mixed card in hand; ties: fewer mixed cards, then fewer cards, then the brush holder
def done(*per_player):
    "Completed paintings of the given values for each player (their colours do not matter once completed)"
    return [[painting(f"done-{p}-{i}", v, 'grey') for i, v in enumerate(vs)] for p, vs in enumerate(per_player)]

def ended_by_the_target():
    "Default target 4. Player 1 (not the brush) completes a 4th painting (red): the game ends at once"
    g = load('kayain')
    s = g.from_json(pos(['orange'], ['red', 'cyan'], paintings=([B], [painting('r', 5, 'red')]), brush=0, to_move=1,
                        completed=done((5, 10), (5, 10, 15))))
    return g, g.apply(s, declare('r'))

def ended_without_paintings():
    "Player 0 (not the brush) completes the last painting held by either player: nothing is left to paint, the game ends"
    g = load('kayain')
    s = g.from_json(pos(['green', 'cyan'], [], paintings=([painting('last', 5, 'green')], []), brush=1, to_move=0,
                        completed=done((10,), (15,))))
    return g, g.apply(s, declare('last'))

ENDINGS = {'kayain.end.target': ended_by_the_target, 'kayain.end.no_paintings': ended_without_paintings}


@pytest.mark.parametrize('reason', ENDINGS)
def test_each_ending_gives_its_reason(reason):
    g, s = ENDINGS[reason]()
    o = g.outcome(s)
    assert o is not None and o.reason == reason and g.to_move(s) is None and g.legal_moves(s) == []


def test_every_kayain_rule_id_is_refused_here_or_is_a_tested_ending():
    ids = {k for k in MESSAGES if k.startswith('kayain.')}
    assert ids == {c.rule for c in CASES.values()} | set(ENDINGS)


def test_the_target_reached_by_the_second_player_scores_at_once():
    "Player 0: 5 + 10 completed, 1 mixed (orange) -> 15 - 5 = 10. Player 1: 5 + 10 + 15 + 5 = 35, the red returned, 0 mixed -> 35"
    g, s = ended_by_the_target()
    o = g.outcome(s)
    assert (o.scores, o.winners, o.ranking) == ([10, 35], [1], [[1], [0]])


def test_no_paintings_left_scores_and_breaks_the_tie_on_cards_in_hand():
    "Player 0: 10 + 5 = 15, cyan left; player 1: 15, no card. Tied points and mixed (0, 0): fewer cards, player 1 wins"
    g, s = ended_without_paintings()
    o = g.outcome(s)
    assert (o.scores, o.winners) == ([15, 15], [1])


def test_the_brush_holder_reaching_the_target_gives_the_opponent_one_last_turn():
    "player 0 (brush) completes a 4th painting; player 1 plays exactly one more turn, then the end"
    g = load('kayain')
    s = g.from_json(pos(['red', 'cyan'], ['orange'], paintings=([painting('r', 5, 'red')], [B]), brush=0, to_move=0,
                        completed=done((5, 10, 15), (25,))))
    s = g.apply(s, declare('r'))
    assert g.to_move(s) == 1 and g.outcome(s) is None
    s = g.apply(s, draw('cyan'))
    o = g.outcome(s)
    # player 0: 5 + 10 + 15 + 5 = 35, cyan only; player 1: 25 - 5 (orange) = 20
    assert g.to_move(s) is None and (o.reason, o.scores, o.winners) == ('kayain.end.target', [35, 20], [0])


OVER = dict(phase='over', to_move=None, paintings=([], []))

@pytest.mark.parametrize('state, scores, ranking', [
    # 5 + 10 + 15 + 25 - 2 x 5 = 45 against 10 + 15 + 25 - 1 x 5 = 45: fewer mixed cards, player 1
    (pos(['green', 'red'], ['grey'], completed=done((5, 10, 15, 25), (10, 15, 25)), brush=0, **OVER), [45, 45], [[1], [0]]),
    # points first: 30 - 3 x 5 = 15 beats 10 with no mixed card
    (pos(['green', 'red', 'grey'], [], completed=done((30,), (10,)), brush=1, **OVER), [15, 10], [[0], [1]]),
    # 10 - 5 each, one mixed each: 3 cards against 2, player 1 wins although player 0 holds the brush
    (pos(['cyan', 'cyan', 'green'], ['cyan', 'green'], completed=done((10,), (10,)), brush=0, **OVER), [5, 5], [[1], [0]]),
    # all equal: the brush holder wins, whichever seat holds it
    (pos(['cyan', 'green'], ['black', 'red'], completed=done((10,), (10,)), brush=0, **OVER), [5, 5], [[0], [1]]),
    (pos(['cyan', 'green'], ['black', 'red'], completed=done((10,), (10,)), brush=1, **OVER), [5, 5], [[1], [0]]),
    # paintings still in hand and cards on palettes count nothing: 10 against 10 - 5 (the khaki in hand)
    (pos([], ['khaki'], completed=done((10,), (10,)), paintings=([painting('big', 30, 'grey')], []), slots=palettes(p0=('pink', 'brown')),
         brush=1, phase='over', to_move=None), [10, 5], [[0], [1]]),
], ids=['rulebook-scenario-15', 'points-before-mixed', 'fewer-cards-before-brush', 'brush-0', 'brush-1', 'unfinished-counts-nothing'])
def test_scores_and_tie_breaks(state, scores, ranking):
    g = load('kayain')
    o = g.outcome(g.from_json(state))
    assert (o.scores, o.ranking, o.winners) == (scores, ranking, ranking[0])


def test_timeout_ends_after_max_turns_each_by_the_rules_scoring():
    "max_turns=2: after turn 3 play goes on, after the 4th (2 each) the game ends; 10 - 5 = 5 ties 5 - 0, fewer mixed: player 1"
    g = load('kayain', max_turns=2)
    s = g.from_json(pos(['green'], [], completed=done((10,), (5,)), turn=2, brush=0, to_move=0))
    s = g.apply(s, draw('cyan'))
    assert g.outcome(s) is None and g.to_move(s) == 1
    o = g.outcome(g.apply(s, draw('cyan')))
    assert (o.reason, o.scores, o.winners, o.ranking) == ('timeout', [5, 5], [1], [[1], [0]])
