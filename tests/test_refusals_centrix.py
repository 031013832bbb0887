"""Centrix: every rule's refusal asserted by its rule id, and bumps, finishing order and placings asserted directly.

`REFUSALS` holds one row per refused play: a hand-written position (`from_json` with pawns and hands only, unless more
matters), the options the rule belongs to, the move, and its "just legal" twin where one exists (same position, the
move changed so the rule holds). A rule switched off fails the refusal; a rule made too strict fails the twin.
`OPTION_OFF` plays option rules under their option's other value, `NEAR_LEGAL` lists legal plays right at a rule's
edge. The coverage test ties the tables to `games_lib.MESSAGES`: a new `centrix.*` rule without a row fails it.
Default layout: sector s of every ring is R O Y G B W [s % 6] while the offsets are 0. Players A, B, C... = seats 0, 1, 2...
"""
from dataclasses import dataclass, field
from itertools import product

import pytest
from conftest import assert_just_legal, assert_refused

import games_lib
from games_lib import MESSAGES

END = {'type': 'end_turn'}
def play(card, rotate=None, move=None):
    "A play: `rotate` as (ring, steps), `move` as (pawn, to)"
    return {'type': 'play', 'card': card, 'rotate': None if rotate is None else {'ring': rotate[0], 'steps': rotate[1]},
            'move': None if move is None else {'pawn': move[0], 'to': move[1]}}

def centrix(**opts):
    "The game, under the looser top rule unless told: these rows are about other rules (the default, a wild only, has its own test)"
    return games_lib.load('centrix', **{'top_entry': 'any_card', **opts})
def pos(pawns, hands=None, n=3, **fields):
    "A position: `pawns` {player: [positions]} (missing pawns in the reserve), `hands` {player: cards}"
    rows = [(list(pawns.get(p, [])) + [None] * 3)[:3] for p in range(n)]
    return {'pawns': rows, 'hands': [list((hands or {}).get(p, [])) for p in range(n)], **fields}
def pawns(g, s): return g.to_json(s)['pawns']
def is_listed(g, s, m): return g.move_key(m) in {g.move_key(x) for x in g.legal_moves(s)}


# ---- 1. refusals by rule id, each with its just-legal twin -----------------------------------------------------------
@dataclass(frozen=True)
class Refusal:
    rule: str
    state: dict
    move: dict
    twin: dict | None = None            # same position, the move changed so the rule holds: legal
    opts: dict = field(default_factory=dict)
    focus: list | None = None           # what the board should highlight, where meaningful

def A10(*cards): return pos({0: [[1, 0]]}, {0: list(cards)})       # A on (1,0), holding `cards`
ENTER = pos({0: [[1, 0]]}, {0: ['R1']})                              # pawn 0 on the board, pawns 1 and 2 in reserve
JUMP = pos({0: [[1, 4]], 1: [[2, 4]], 2: [[3, 4]]}, {0: ['B1']})     # (4,4) and (5,4) are both blue
JUMP_ONTO = pos({0: [[1, 4]], 1: [[2, 4], [4, 4]], 2: [[3, 4]]}, {0: ['B1']})
# A on (1,2) and (2,2), B on (1,3) and (2,3), (x,3) is green; A's third pawn is in the reserve
BUMPS = pos({0: [[1, 2], [2, 2]], 1: [[1, 3], [2, 3]]}, {0: ['G1']})
# under ring1_protection='bumper': A on (1,2) and (2,3), B on (2,2) and (1,3); (x,2) yellow, (x,3) green
BUMPER = pos({0: [[1, 2], [2, 3]], 1: [[2, 2], [1, 3]]}, {0: ['Y1', 'G1']})
# under chain_ring1='blocks': bumping B off (3,7) drops him onto C's ring-1 pawn on (1,7); B on (3,1) drops onto (1,1),
# empty. (x,7) and (x,1) are orange.
CHAIN = pos({0: [[3, 6], [3, 0]], 1: [[3, 7], [3, 1]], 2: [[1, 7]]}, {0: ['O1']})
TOP6 = pos({0: [[6, 3]]}, {0: ['G1', 'ANY']})                         # A on ring 6, (6,3) green
ON_TOP = pos({0: ['top', [6, 3]]}, {0: ['G1']})
RING5 = pos({0: [[5, 3]]}, {0: ['G1']})                               # ring 6 above is empty
OVER = pos({0: ['top'] * 3, 1: [[1, 0]]}, {1: ['R1']}, n=2, finished=[0], phase='over')
PLAYED = {**A10('B2'), 'played': 1}                                  # one card played this turn

REFUSALS = [
    pytest.param(Refusal('centrix.end.over', OVER, play('R1', None, (0, [1, 6]))), id='game-over'),
    pytest.param(Refusal('centrix.hand.not_held', ENTER, play('G1', None, (1, [1, 3])), play('R1', None, (1, [1, 6]))),
                 id='card-not-held'),
    pytest.param(Refusal('centrix.play.nothing', A10('B2'), play('B2'), play('B2', (1, 2))), id='neither-turn-nor-move'),
    pytest.param(Refusal('centrix.move.required', A10('Y2'), play('Y2', (1, 2)), play('Y2', (1, 2), (0, [2, 2])),
                         opts={'move_optional': False}), id='rotation-alone'),
    pytest.param(Refusal('centrix.rotate.any_wild', A10('ANY'), play('ANY', (1, 1), (0, [2, 1])), play('ANY', None, (0, [2, 0]))),
                 id='ANY-turns-nothing'),
    pytest.param(Refusal('centrix.rotate.no_pawn', A10('B2'), play('B2', (3, 2)), play('B2', (1, 2)),
                         focus=[[3, k] for k in range(12)]), id='ring-without-own-pawn'),
    pytest.param(Refusal('centrix.rotate.no_pawn', pos({0: [[1, 0]], 1: [[2, 5]]}, {0: ['B2']}), play('B2', (2, 2)),
                         play('B2', (1, -2))), id='ring-with-only-anothers-pawn'),
    # exactly the number, either way: 2 and -2 are fine, 1, 3 and -1 are not
    pytest.param(Refusal('centrix.rotate.amount', A10('B2'), play('B2', (1, 1)), play('B2', (1, 2))), id='B2-by-1'),
    pytest.param(Refusal('centrix.rotate.amount', A10('B2'), play('B2', (1, 3)), play('B2', (1, -2))), id='B2-by-3'),
    pytest.param(Refusal('centrix.rotate.amount', A10('B2'), play('B2', (1, -1)), play('B2', (1, -2))), id='B2-by-minus-1'),
    pytest.param(Refusal('centrix.rotate.clockwise', A10('B2'), play('B2', (1, -1)), play('B2', (1, 2)),
                         opts={'rotation_direction': 'clockwise'}), id='clockwise-B2-by-minus-1'),
    pytest.param(Refusal('centrix.rotate.clockwise', A10('B2'), play('B2', (1, 3)), play('B2', (1, 2)),
                         opts={'rotation_direction': 'clockwise'}), id='clockwise-B2-by-3'),
    pytest.param(Refusal('centrix.rotate.clockwise', A10('B2'), play('B2', (1, -2)), play('B2', (1, 2)),
                         opts={'rotation_direction': 'clockwise'}), id='clockwise-only'),
    pytest.param(Refusal('centrix.rotate.zero', A10('B2'), play('B2', (1, 0)), play('B2', (1, 2))), id='B2-by-0'),
    pytest.param(Refusal('centrix.rotate.zero', A10('SPIN'), play('SPIN', (1, 12)), play('SPIN', (1, 6))), id='SPIN-by-12'),
    # a spin is written -5..6: 6 and -5 are fine, 7 (= -5) and -6 (= 6) are not
    pytest.param(Refusal('centrix.rotate.spin_range', A10('SPIN'), play('SPIN', (1, 7)), play('SPIN', (1, -5))), id='SPIN-by-7'),
    pytest.param(Refusal('centrix.rotate.spin_range', A10('SPIN'), play('SPIN', (1, -6)), play('SPIN', (1, 6))), id='SPIN-by-minus-6'),
    pytest.param(Refusal('centrix.rotate.spin_range', A10('SPIN'), play('SPIN', (1, -1)), play('SPIN', (1, 11)),
                         opts={'rotation_direction': 'clockwise'}), id='clockwise-SPIN-by-minus-1'),
    # from the reserve, the top is reached only by jumping a whole column: five pawns in sector 5 are not enough, six are
    pytest.param(Refusal('centrix.top.from_reserve', pos({1: [[1, 5], [2, 5], [3, 5]], 2: [[4, 5], [5, 5]]}, {0: ['R1']}),
                         play('R1', None, (0, 'top'))), id='reserve-to-top-without-a-full-column'),
    pytest.param(Refusal('centrix.move.reserve_pawn', ENTER, play('R1', None, (2, [1, 6])), play('R1', None, (1, [1, 6]))),
                 id='reserve-first-pawn-enters'),
    pytest.param(Refusal('centrix.move.rotated_ring', pos({0: [[1, 0], [2, 3]]}, {0: ['Y2']}), play('Y2', (1, 2), (1, [2, 2])),
                         play('Y2', (1, 2), (0, [2, 2])), opts={'rotated_pawn_moves': True}, focus=[[2, 3]]),
                 id='moving-pawn-not-on-turned-ring'),
    pytest.param(Refusal('centrix.move.same_square', A10('R1'), play('R1', None, (0, [1, 0])), play('R1', None, (0, [2, 0])),
                         focus=[[1, 0]]), id='same-square'),
    pytest.param(Refusal('centrix.move.not_adjacent', A10('O1'), play('O1', None, (0, [2, 1])), play('O1', None, (0, [1, 1])),
                         focus=[[1, 0], [2, 1]]), id='diagonal'),
    pytest.param(Refusal('centrix.move.not_adjacent', A10('Y2'), play('Y2', None, (0, [2, 2])), play('Y2', (1, 2), (0, [2, 2]))),
                 id='yellow-above-only-after-the-turn'),
    pytest.param(Refusal('centrix.move.colour', A10('G1', 'R2'), play('G1', None, (0, [2, 0])), play('R2', None, (0, [2, 0])),
                         focus=[[2, 0]]), id='green-card-red-square'),
    pytest.param(Refusal('centrix.move.colour', pos({0: [[1, 4]], 1: [[2, 4]], 2: [[3, 4]]}, {0: ['R1', 'B1']}),
                         play('R1', None, (0, [4, 4])), play('B1', None, (0, [4, 4])), focus=[[4, 4]]), id='jump-landing-colour'),
    pytest.param(Refusal('centrix.jump.first_empty', JUMP, play('B1', None, (0, [5, 4])), play('B1', None, (0, [4, 4])),
                         focus=[[4, 4], [5, 4]]), id='jump-past-the-first-empty'),
    pytest.param(Refusal('centrix.jump.first_empty', RING5, play('G1', None, (0, 'top')), play('G1', None, (0, [6, 3])),
                         focus=[[6, 3], 'top']), id='top-from-ring-5-over-nobody'),
    # a pawn two squares away needs a jump to the first empty square, never a jump-and-bump onto (4,4)
    pytest.param(Refusal('centrix.jump.no_bump', JUMP_ONTO, play('B1', None, (0, [4, 4])), play('B1', None, (0, [5, 4])),
                         focus=[[4, 4]]), id='jump-onto-a-pawn'),
    pytest.param(Refusal('centrix.bump.ring1', BUMPS, play('G1', None, (0, [1, 3])), play('G1', None, (1, [2, 3])),
                         focus=[[1, 3]]), id='bump-on-ring-1'),
    pytest.param(Refusal('centrix.bump.ring1', BUMPS, play('G1', None, (2, [1, 3])), play('G1', None, (1, [2, 3])),
                         focus=[[1, 3]]), id='enter-onto-a-ring-1-pawn'),
    pytest.param(Refusal('centrix.bump.from_ring1', BUMPER, play('Y1', None, (0, [2, 2])), play('G1', None, (1, [1, 3])),
                         opts={'ring1_protection': 'bumper'}, focus=[[1, 2]]), id='bumper-ring-1-pawn-bumps'),
    # (focus not pinned: this path highlights the target, the ring-1 path above the bumper; reported as inconsistent)
    pytest.param(Refusal('centrix.bump.from_ring1', BUMPER, play('G1', None, (2, [1, 3])), play('G1', None, (1, [1, 3])),
                         opts={'ring1_protection': 'bumper'}), id='bumper-reserve-pawn-bumps'),
    pytest.param(Refusal('centrix.bump.chain_ring1', CHAIN, play('O1', None, (0, [3, 7])), play('O1', None, (1, [3, 1])),
                         opts={'chain_ring1': 'blocks'}, focus=[[3, 7]]), id='chain-onto-ring-1-blocked'),
    pytest.param(Refusal('centrix.top.wild_only', TOP6, play('G1', None, (0, 'top')), play('ANY', None, (0, 'top')),
                         opts={'top_entry': 'wild_only'}, focus=['top']), id='top-wild-only'),
    pytest.param(Refusal('centrix.pawn.top', ON_TOP, play('G1', None, (0, [6, 3])), play('G1', None, (1, 'top')), focus=['top']),
                 id='pawn-on-top-stays'),
    pytest.param(Refusal('centrix.turn.play_one', A10('B2'), END, play('B2', (1, 2))), id='end-before-any-card'),
    pytest.param(Refusal('centrix.turn.play_all', PLAYED, END, play('B2', (1, 2)), opts={'must_play_all_possible': True}),
                 id='end-with-a-playable-card'),
]

@pytest.mark.parametrize('case', REFUSALS)
def test_refusal(case):
    g = centrix(**case.opts)
    r = assert_refused(g, g.from_json(case.state), case.move, case.rule)
    if case.focus is not None: assert r.focus == case.focus

@pytest.mark.parametrize('case', [p for p in REFUSALS if p.values[0].twin is not None])
def test_just_legal_twin(case):
    "The same position with the move changed so the rule holds: explained None, listed, and it applies"
    g = centrix(**case.opts)
    assert_just_legal(g, g.from_json(case.state), case.twin)

# A rule that belongs to an option: under the option's other value the very same move is legal.
OPTION_OFF = [
    pytest.param('centrix.move.required', {'move_optional': False}, A10('Y2'), play('Y2', (1, 2)), id='move-optional'),
    pytest.param('centrix.rotate.clockwise', {'rotation_direction': 'clockwise'}, A10('B2'), play('B2', (1, -2)), id='either-way'),
    pytest.param('centrix.rotate.spin_range', {'rotation_direction': 'clockwise'}, A10('SPIN'), play('SPIN', (1, -1)),
                 id='spin-either-way'),
    pytest.param('centrix.move.rotated_ring', {'rotated_pawn_moves': True}, pos({0: [[1, 0], [2, 3]]}, {0: ['Y2']}),
                 play('Y2', (1, 2), (1, [2, 2])), id='any-own-pawn-moves'),
    pytest.param('centrix.bump.from_ring1', {'ring1_protection': 'bumper'}, BUMPER, play('Y1', None, (0, [2, 2])),
                 id='ring-1-pawn-may-bump'),
    pytest.param('centrix.bump.chain_ring1', {'chain_ring1': 'blocks'}, CHAIN, play('O1', None, (0, [3, 7])), id='chain-drops'),
    pytest.param('centrix.top.wild_only', {'top_entry': 'wild_only'}, TOP6, play('G1', None, (0, 'top')), id='any-card-tops'),
    pytest.param('centrix.turn.play_all', {'must_play_all_possible': True}, PLAYED, END, id='may-stop'),
]

def test_by_default_only_a_wild_takes_a_pawn_to_the_top():
    "The seed read closely: the top is black, a card must match the square, and only the wilds are said to reach the top"
    g = games_lib.load('centrix')
    s = g.from_json(TOP6)
    assert g.opts['top_entry'] == 'wild_only'
    assert_refused(g, s, play('G1', None, (0, 'top')), 'centrix.top.wild_only')
    assert g.explain(s, play('ANY', None, (0, 'top'))) is None


@pytest.mark.parametrize('rule, on, state, move', OPTION_OFF)
def test_option_rule_follows_its_option(rule, on, state, move):
    g_on, g_off = centrix(**on), centrix()
    assert g_on.explain(g_on.from_json(state), move).rule == rule
    s = g_off.from_json(state)
    assert g_off.explain(s, move) is None and is_listed(g_off, s, move)

# Legal plays right at the edge of a rule, in positions of their own.
NEAR_LEGAL = [
    pytest.param({}, pos({0: [[5, 3]], 1: [[6, 3]]}, {0: ['G1']}), play('G1', None, (0, 'top')), id='jump-ring-6-onto-the-top'),
    pytest.param({}, pos({0: [[4, 3]], 1: [[5, 3], [6, 3]]}, {0: ['G1']}), play('G1', None, (0, 'top')), id='jump-two-onto-the-top'),
    pytest.param({}, TOP6, play('G1', None, (0, 'top')), id='coloured-card-tops-from-ring-6'),
    pytest.param({}, pos({1: [[1, 0]]}, {0: ['R1']}), play('R1', None, (0, [2, 0])), id='jump-in-from-the-reserve'),
    pytest.param({}, pos({0: [[2, 0]], 1: [[2, 11]]}, {0: ['B1']}), play('B1', None, (0, [2, 10])), id='sideways-jump-wraps'),
    pytest.param({}, pos({0: [[2, 2]], 1: [[2, 3]]}, {0: ['G1']}), play('G1', None, (0, [2, 3])), id='bump-a-ring-2-pawn'),
    pytest.param({}, pos({0: [[3, 3]], 1: [[2, 3]]}, {0: ['G1']}), play('G1', None, (0, [2, 3])), id='bump-downwards'),
    pytest.param({'ring1_protection': 'bumper'}, BUMPER, play('G1', None, (1, [1, 3])), id='bumper-bump-onto-ring-1'),
    pytest.param({}, PLAYED, END, id='end-after-one-card'),
    pytest.param({'must_play_all_possible': True}, {**pos({1: [[1, 0], [1, 6]]}, {0: ['R1']}, n=2), 'played': 1,
                                                     'offsets': [0, 1, 0, 0, 0, 0]}, END, id='play-all-nothing-playable'),
    pytest.param({}, pos({1: [[1, 0], [1, 6]]}, {0: ['R1']}, n=2, offsets=[0, 1, 0, 0, 0, 0]), END, id='nothing-playable-at-all'),
]

@pytest.mark.parametrize('opts, state, move', NEAR_LEGAL)
def test_near_legal(opts, state, move):
    g = centrix(**opts)
    s = g.from_json(state)
    assert g.explain(s, move) is None, g.explain(s, move)
    assert is_listed(g, s, move)


# ---- 2. coverage: every centrix.* rule id has a refusal row or an ending test ------------------------------------------
def _outcome_placings():
    "Two players: A's third pawn reaches the top; only B is left unfinished"
    g = centrix()
    return g.outcome(g.apply(g.from_json(pos({0: ['top', 'top', [6, 0]], 1: [[1, 0]]}, {0: ['R1']}, n=2)),
                             play('R1', None, (2, 'top'))))

def _outcome_first_winner():
    "Three players, stop_at_first_winner: A finishes and the game stops there, B and C unfinished"
    g = centrix(stop_at_first_winner=True)
    return g.outcome(g.apply(g.from_json(pos({0: ['top', 'top', [6, 0]], 1: [[1, 0]]}, {0: ['R1']})),
                             play('R1', None, (2, 'top'))))

def _outcome_timeout():
    "max_turns=3: A ends the third turn; nobody has finished"
    g = centrix(max_turns=3)
    return g.outcome(g.apply(g.from_json({**pos({0: [[2, 5]], 1: [[1, 3]]}, n=2), 'turn': 2, 'played': 1}), END))

ENDINGS = {'centrix.end.placings': _outcome_placings, 'centrix.end.first_winner': _outcome_first_winner,
           'timeout': _outcome_timeout}
# The rule ids no move can produce, each with its reason; test_never_produced_rules_stay_unproduced checks them.
NEVER_PRODUCED = {
    'centrix.move.unreachable': "fallback of _move_rejection: an in-reach target refused by the bump options is always "
                                "named bump.ring1, bump.from_ring1 or bump.chain_ring1 first",
}

@pytest.mark.parametrize('reason', ENDINGS)
def test_ending(reason):
    o = ENDINGS[reason]()
    assert o is not None and o.reason == reason and o.winners == [0] and o.ranking[0] == [0]
    assert reason in MESSAGES and MESSAGES[reason]['en'] != MESSAGES[reason]['fr']

def test_every_centrix_rule_is_guarded():
    refused = {p.values[0].rule for p in REFUSALS}
    ids = {k for k in MESSAGES if k.startswith('centrix.')}
    assert ids - refused - set(ENDINGS) - set(NEVER_PRODUCED) == set(), "a centrix rule without a refusal row or an ending test"
    assert (refused | set(NEVER_PRODUCED)) <= ids, "a row names a rule with no FR/EN sentences"
    assert not refused & set(NEVER_PRODUCED)

def test_never_produced_rules_stay_unproduced():
    "Every pawn of A to every square and the top, with three cards, on crowded boards, under every bump and top option"
    seen = set()
    targets = [[L, k] for L in range(1, 7) for k in range(12)] + ['top']
    boards = [pos({0: [[1, 2], [2, 3], [6, 3]], 1: [[1, 3], [2, 2], [3, 3]], 2: [[3, 2], [1, 4], [5, 3]]}, {0: ['G1', 'Y2', 'ANY']}),
              pos({0: [[3, 6], [2, 7]], 1: [[3, 7], [1, 6]], 2: [[1, 7], [4, 7], [2, 6]]}, {0: ['O1', 'R1', 'ANY']})]
    for protection, chain, top in product(('target', 'bumper'), ('drops', 'blocks'), ('any_card', 'wild_only')):
        g = centrix(ring1_protection=protection, chain_ring1=chain, top_entry=top)
        for b in boards:
            s = g.from_json(b)
            for card, pawn, to in product(b['hands'][0], range(3), targets):
                r = g.explain(s, play(card, None, (pawn, to)))
                if r: seen.add(r.rule)
    assert not seen & set(NEVER_PRODUCED)
    assert {'centrix.bump.ring1', 'centrix.bump.from_ring1', 'centrix.bump.chain_ring1'} <= seen   # the sweep reaches bumps


# ---- 3. bumps and chains ----------------------------------------------------------------------------------------------
def test_bump_chain_scenario_13():
    # B on (4,5), C on (2,5); A on (4,4) plays white (the colour of (4,5)): A takes (4,5), B drops two levels to (2,5),
    # C, falling two levels from ring 2, goes back to the reserve
    g = centrix()
    s = g.apply(g.from_json(pos({0: [[4, 4]], 1: [[4, 5]], 2: [[2, 5]]}, {0: ['W1']})), play('W1', None, (0, [4, 5])))
    assert pawns(g, s) == [[[4, 5], None, None], [[2, 5], None, None], [None, None, None]]
    assert g.to_json(s)['log'][-1]['bumped'] == [{'player': 1, 'pawn': 0, 'to': [2, 5]}, {'player': 2, 'pawn': 0, 'to': None}]

def test_bump_chain_three_links_own_pawn_included():
    # A on (6,4) bumps B off (6,5): B -> (4,5), where A's own pawn stands: it -> (2,5), where C stands: C -> reserve
    g = centrix()
    s = g.apply(g.from_json(pos({0: [[6, 4], [4, 5]], 1: [[6, 5]], 2: [[2, 5]]}, {0: ['W1']})), play('W1', None, (0, [6, 5])))
    assert pawns(g, s) == [[[6, 5], [2, 5], None], [[4, 5], None, None], [None, None, None]]

def test_chain_falling_on_a_ring1_pawn_drops_it():
    # chain_ring1='drops' (default): B off (3,7) falls onto C on (1,7), and C goes to the reserve; B takes (1,7)
    g = centrix()
    s = g.apply(g.from_json(CHAIN), play('O1', None, (0, [3, 7])))
    assert pawns(g, s)[1][0] == [1, 7] and pawns(g, s)[2] == [None, None, None]

def test_combined_climb_and_bump():
    # A on (1,0) plays Y2: ring 1 turns by +2 (A rides to (1,2)), then A climbs onto the yellow (2,2), bumping B there:
    # B drops two levels from ring 2, to the reserve; B's pawn on (4,2) is not in the chain (it is above)
    g = centrix()
    s = g.apply(g.from_json(pos({0: [[1, 0]], 1: [[2, 2], [4, 2]]}, {0: ['Y2']})), play('Y2', (1, 2), (0, [2, 2])))
    assert pawns(g, s)[0][0] == [2, 2] and pawns(g, s)[1] == [None, [4, 2], None]
    assert g.to_json(s)['offsets'] == [2, 0, 0, 0, 0, 0]

def test_bump_from_ring_4_down_to_ring_2():
    # B on (4,3) bumped from (4,4) sideways with green: B drops to (2,3), not further (nothing stands there)
    g = centrix()
    s = g.apply(g.from_json(pos({0: [[4, 4]], 1: [[4, 3]]}, {0: ['G1']})), play('G1', None, (0, [4, 3])))
    assert pawns(g, s)[1][0] == [2, 3]


# ---- 4. finishing order and placings ----------------------------------------------------------------------------------
def test_finishing_order_not_seat_order():
    # B finished first; A's third pawn now reaches the top: A is second, and C, the only one left, is last
    g = centrix()
    s = g.apply(g.from_json(pos({0: ['top', 'top', [6, 4]], 1: ['top'] * 3, 2: [[1, 6]]}, {0: ['ANY']}, finished=[1])),
                play('ANY', None, (2, 'top')))
    o = g.outcome(s)
    assert (o.winners, o.ranking, o.reason, o.scores) == ([1], [[1], [0], [2]], 'centrix.end.placings', None)
    assert g.to_json(s)['finished'] == [1, 0]

def test_play_goes_on_for_the_places_and_skips_finishers():
    # A finishes first with three players: the game goes on; A's turn ends at once, B plays, then C, then B again
    g = centrix()
    s = g.apply(g.from_json(pos({0: ['top', 'top', [6, 0]], 1: [[1, 0]], 2: [[1, 6]]}, {0: ['R1'], 1: ['ANY'], 2: ['ANY']},
                                deck=['G1', 'G2', 'G3', 'O1', 'O2', 'O3'])), play('R1', None, (2, 'top')))
    assert g.outcome(s) is None and g.to_move(s) == 1 and g.to_json(s)['hands'][0] == []
    s = g.apply(g.apply(s, play('ANY', None, (0, [2, 0]))), END)
    assert g.to_move(s) == 2
    s = g.apply(g.apply(s, play('ANY', None, (0, [2, 6]))), END)
    assert g.to_move(s) == 1

@pytest.mark.parametrize('b_pawns, ranking', [([[2, 0]], [[0], [1], [2]]), ([[1, 0]], [[0], [1, 2]])],
                         ids=['B-higher', 'B-and-C-level'])
def test_stop_at_first_winner(b_pawns, ranking):
    # A finishes: the game stops at once; B and C are ranked by height (B on ring 2 above C on ring 1, or level)
    g = centrix(stop_at_first_winner=True)
    s = g.apply(g.from_json(pos({0: ['top', 'top', [6, 0]], 1: b_pawns, 2: [[1, 6]]}, {0: ['R1']})), play('R1', None, (2, 'top')))
    o = g.outcome(s)
    assert g.to_move(s) is None and (o.winners, o.ranking, o.reason) == ([0], ranking, 'centrix.end.first_winner')

def test_timeout_placings_by_the_rules_order():
    # max_turns=10, turn 9 ends: the game stops. Finished players first, in finishing order (F before D); the others by
    # pawns on the top, then the sum of their levels (top 7, reserve 0), ties sharing a place:
    #   A: top + ring 1 + reserve = (1 pawn on top, 8)   B: rings 6, 6, 6 = (0, 18)   C: top = (1, 7)   E: top = (1, 7)
    # so A before C and E (tied), and B last despite the highest sum: a pawn on the top counts first.
    g = centrix(max_turns=10)
    state = pos({0: ['top', [1, 0]], 1: [[6, 0], [6, 1], [6, 2]], 2: ['top'], 3: ['top'] * 3, 4: [None, 'top'],
                 5: ['top'] * 3}, n=6, finished=[5, 3], turn=9, played=1)
    o = g.outcome(g.apply(g.from_json(state), END))
    assert (o.winners, o.ranking, o.reason) == ([5], [[5], [3], [0], [2, 4], [1]], 'timeout')


def test_a_reserve_pawn_jumps_a_whole_column_to_the_top():
    "The just-legal twin of 'reserve-to-top-without-a-full-column': with six pawns in sector 5 the jump from the reserve lands on the top"
    g = centrix()
    s = g.from_json(pos({1: [[1, 5], [2, 5], [3, 5]], 2: [[4, 5], [5, 5], [6, 5]]}, {0: ['R1']}))
    m = play('R1', None, (0, 'top'))
    assert g.explain(s, m) is None and is_listed(g, s, m)
    assert pawns(g, g.apply(s, m))[0][0] == 'top'
