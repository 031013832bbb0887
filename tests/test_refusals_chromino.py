"""Chromino's rules guarded by their rule ids (issue 14 "Guards first").

Each refusal is a hand-written position and a move that breaks exactly one rule, paired where one exists with its
"just legal" twin (the move changed so the rule is satisfied): a rule switched off fails the first test, a rule made
too strict the second. Every `chromino.*` id of `games_lib.MESSAGES` is either refused here or an ending with its own
test. Expert scoring and the rankings are worked out by hand from the rulebook."""
from typing import NamedTuple

import pytest
from conftest import assert_just_legal, assert_refused

from games_lib import MESSAGES, load

# ---- positions and moves ------------------------------------------------------------------------
START = {'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}   # chameleon B-*-Y on (0,0) (1,0) (2,0)
RRR = {'tile': 'RRR', 'cells': [[0, 0], [1, 0], [2, 0]]}     # a normal tile, for the Bambino ends

def pos(*hands, board=(START,), **fields):
    "A hand-written position: the table (default: the start chameleon), one hand per player, any other fields"
    return {'board': list(board), 'hands': [list(h) for h in hands], **fields}

def row(tile, x, y):
    "Place `tile` left to right from (x, y): tile[i] covers (x + i, y)"
    return {'type': 'place', 'tile': tile, 'cells': [[x + i, y] for i in range(3)]}

def col(tile, x, y):
    "Place `tile` top to bottom from (x, y): tile[i] covers (x, y + i)"
    return {'type': 'place', 'tile': tile, 'cells': [[x, y + i] for i in range(3)]}

DRAW, PASS = {'type': 'draw'}, {'type': 'pass'}

def key(m):
    "A move up to spelling: a placement is the set of (cell, colour) it lays (BRY on a row = YRB on the reversed row)"
    return ('place', frozenset(zip(map(tuple, m['cells']), m['tile']))) if m['type'] == 'place' else (m['type'],)

def listed(g, s, move): return key(move) in {key(m) for m in g.legal_moves(s)}


def cells(xs): return sorted(map(list, xs))


# ---- the refusal table --------------------------------------------------------------------------
class Case(NamedTuple):
    rule: str
    state: dict
    move: dict
    twin: dict | None = None          # the same position, the move changed so that the rule holds
    focus: list | None = None         # the cells the rejection must highlight (any order)
    params: dict | None = None        # template parameters that must be exact (e.g. the contact count)
    options: dict = {}
    twin_state: dict | None = None    # when the twin needs another position (said in its id)
    twin_options: dict | None = None  # when the twin is the same move under another option

HANDS = (['RYG', 'YGG', 'GRY', 'BRY'], ['PPP'])   # RYG fits (1,1)-(3,1), BRY fits (0,1)-(2,1); PPP fits nowhere
BAMBINO = {'variant': 'bambino'}
DRAWN = pos(['PPP', 'BRY'], ['GGG'], phase='place_drawn', drawn='BRY')   # player 0 just drew BRY, which fits

CASES = {   # id: the refusal, then its just-legal twin
    'occupied-two-squares-vs-one-row-lower': Case(
        'chromino.place.occupied', pos(*HANDS), row('RYG', 1, 0), twin=row('RYG', 1, 1), focus=[[1, 0], [2, 0]]),
    'colour-G-on-B-vs-BRY-three-matching': Case(
        'chromino.contact.colour', pos(*HANDS), row('GRY', 0, 1), twin=row('BRY', 0, 1), focus=[[0, 1], [0, 0]]),
    # the rulebook's second figure: P-R-R under G-R-R has two matching contacts and one mismatch: forbidden
    'colour-official-figure-2': Case(
        'chromino.contact.colour', pos(['PRR', 'RRR'], ['GGG'], board=[{'tile': 'GRR', 'cells': [[0, 0], [1, 0], [2, 0]]}]),
        row('PRR', 0, 1), twin=row('RRR', 1, 1), focus=[[0, 1], [0, 0]]),
    # the near case: one square side in contact (Y under Y) is one too few; R under the wild centre makes two
    'two-squares-one-contact-vs-two': Case(
        'chromino.contact.two_squares', pos(*HANDS), row('YGG', 2, 1), twin=row('RYG', 1, 1), focus=[[2, 0]], params={'count': 1}),
    'two-squares-end-to-end': Case(
        'chromino.contact.two_squares', pos(*HANDS), col('YGG', 3, 0), twin=row('RYG', 1, 1), focus=[[2, 0]], params={'count': 1}),
    'two-squares-corner-is-no-contact': Case(
        'chromino.contact.two_squares', pos(*HANDS), row('YGG', 3, 1), twin=row('RYG', 1, 1), focus=[], params={'count': 0}),
    'not-held-vs-held': Case('chromino.hand.not_held', pos(['RYG'], ['PPP']), row('BRY', 0, 1), twin=row('RYG', 1, 1)),
    # a chameleon may not be the last tile: Y*P fits (1,1)-(3,1) (Y under *, * under Y)
    'chameleon-last-vs-with-another-tile': Case(
        'chromino.chameleon.last', pos(['P*Y'], ['GGG'], bag=['PPP']), row('Y*P', 1, 1),
        twin=row('Y*P', 1, 1), twin_state=pos(['P*Y', 'PPP'], ['GGG'], bag=['RRR'])),
    'draw-while-a-tile-fits': Case('chromino.draw.must_place', pos(['RYG'], ['PPP'], bag=['GGG']), DRAW, twin=row('RYG', 1, 1)),
    'pass-while-a-tile-fits': Case('chromino.pass.must_place', pos(['RYG'], ['PPP']), PASS, twin=row('RYG', 1, 1)),
    'pass-with-a-bag-vs-draw': Case('chromino.pass.must_draw', pos(['PPP'], ['GGG'], bag=['RRR']), PASS, twin=DRAW),
    'draw-from-empty-bag-vs-pass': Case('chromino.draw.bag_empty', pos(['PPP'], ['GGG']), DRAW, twin=PASS),
    'place-drawn-another-tile-vs-the-drawn': Case('chromino.draw.place_drawn', DRAWN, row('PPP', 0, 1), twin=row('BRY', 0, 1)),
    'place-drawn-keep-vs-drawn-tile-optional': Case(
        'chromino.draw.place_drawn', DRAWN, PASS, twin=PASS, twin_options={'drawn_tile_optional': True}),
    'place-drawn-draw-again': Case('chromino.draw.place_drawn', DRAWN, DRAW, twin=row('BRY', 0, 1)),
    # Bambino: exactly one contact, port to port; R-Y-G on (1,1) is legal in classic (2 contacts)
    'bambino-two-contacts-vs-crosswise-on-the-chameleon': Case(
        'chromino.bambino.one_contact', pos(['RYG', 'RGB'], ['PPP']), row('RYG', 1, 1), twin=col('RGB', 1, 1),
        focus=[[1, 0], [2, 0]], params={'count': 2}, options=BAMBINO),
    'bambino-on-a-long-side-vs-end-to-end': Case(
        'chromino.bambino.ends', pos(['RGB'], ['PPP'], board=[RRR]), col('RGB', 1, 1), twin=row('RGB', 3, 0),
        focus=[[1, 1], [1, 0]], options=BAMBINO),
    'bambino-end-square-from-below': Case(
        'chromino.bambino.ends', pos(['RGB'], ['PPP'], board=[RRR]), col('RGB', 2, 1), twin=row('RGB', 3, 0),
        focus=[[2, 1], [2, 0]], options=BAMBINO),
    'bambino-new-tile-middle-vs-its-end': Case(
        'chromino.bambino.ends', pos(['BRR'], ['PPP'], board=[RRR]), col('BRR', 3, -1), twin=row('RRB', 3, 0),
        focus=[[3, 0], [2, 0]], options=BAMBINO),
    'move-after-the-end': Case('chromino.end.over', pos(['RYG'], [], out=[1], phase='over', to_move=None), row('RYG', 1, 1)),
}
TWINS = {k: c for k, c in CASES.items() if c.twin is not None}


@pytest.mark.parametrize('case', CASES.values(), ids=CASES.keys())
def test_refused_by_its_rule_and_nothing_changes(case):
    g = load('chromino', **case.options)
    r = assert_refused(g, g.from_json(case.state), case.move, case.rule)
    if case.focus is not None: assert cells(r.focus) == cells(case.focus)
    if case.params is not None: assert {k: r.params[k] for k in case.params} == case.params


@pytest.mark.parametrize('case', TWINS.values(), ids=TWINS.keys())
def test_just_legal_twin_is_accepted_and_listed(case):
    g = load('chromino', **(case.options if case.twin_options is None else case.twin_options))
    assert_just_legal(g, g.from_json(case.state if case.twin_state is None else case.twin_state), case.twin)


def test_focus_of_a_forced_play_is_a_legal_placement_of_the_named_tile():
    "'You can lay a tile (RYG)': the cells highlighted are a placement of that tile the player may make"
    g = load('chromino')
    s = g.from_json(pos(['RYG', 'PPP'], ['GGG'], bag=['RRR']))
    for m in (DRAW, PASS):
        r = g.explain(s, m)
        tile = r.params['tile']
        assert r.rule.endswith('.must_place') and tile in ('RYG', 'GYR')   # R-Y-G, either spelling
        spelled = [{'type': 'place', 'tile': t, 'cells': r.focus} for t in (tile, tile[::-1])]
        assert any(g.explain(s, x) is None for x in spelled)


def test_a_chameleon_and_another_tile_lay_the_other_then_the_chameleon_may_not_go():
    "with a chameleon and another tile, lay the other; left with the chameleon alone, draw, or pass on an empty bag"
    g = load('chromino')
    s = g.from_json(pos(['P*Y', 'RYG'], ['PPP'], bag=['GGG']))
    assert g.explain(s, row('RYG', 1, 1)) is None and listed(g, s, row('RYG', 1, 1))
    left = g.to_json(g.apply(s, row('RYG', 1, 1)))
    assert left['hands'][0] == ['P*Y']
    chameleon = row('Y*P', 2, 2)   # Y under the Y of R-Y-G, the wild centre under its G: two contacts
    two = g.from_json({**left, 'to_move': 0, 'hands': [['P*Y', 'BBB'], ['PPP']]})
    assert g.explain(two, chameleon) is None   # the same spot is fine while another tile stays in hand
    alone = g.from_json({**left, 'to_move': 0})
    assert g.explain(alone, chameleon).rule == 'chromino.chameleon.last'
    assert g.legal_moves(alone) == [DRAW]
    assert g.legal_moves(g.from_json({**left, 'to_move': 0, 'bag': []})) == [PASS]


# ---- endings --------------------------------------------------------------------
# three players, player 0 starts: the round ends after player 2 (the seat before the starter) has played
def ended_by_going_out():
    "Player 1 lays their last tile (B-R-Y); player 2 cannot lay and the bag is empty, passes: the round is complete"
    g = load('chromino')
    s = g.from_json(pos(['RRR', 'GPG'], ['BRY'], ['PPP', 'GGG'], to_move=1, first_player=0))
    s = g.apply(s, row('BRY', 0, 1))
    assert g.to_move(s) == 2 and g.outcome(s) is None   # player 2 still plays in this round
    return g, g.apply(s, PASS)

def ended_blocked():
    "The bag is empty and nobody can lay: three passes in a row end the game"
    g = load('chromino')
    s = g.from_json(pos(['PPP', 'GGG'], ['RRR'], ['GPG']))
    s = g.apply(g.apply(s, PASS), PASS)
    assert g.outcome(s) is None and g.to_move(s) == 2   # two passes are not yet a full cycle
    return g, g.apply(s, PASS)

ENDINGS = {'chromino.end.out': ended_by_going_out, 'chromino.end.blocked': ended_blocked}


@pytest.mark.parametrize('reason', ENDINGS)
def test_each_ending_gives_its_reason(reason):
    g, s = ENDINGS[reason]()
    o = g.outcome(s)
    assert o is not None and o.reason == reason and g.to_move(s) is None and g.legal_moves(s) == []


def test_every_chromino_rule_id_is_refused_here_or_is_a_tested_ending():
    ids = {k for k in MESSAGES if k.startswith('chromino.')}
    assert ids == {c.rule for c in CASES.values()} | set(ENDINGS)


def test_going_out_classic_ranking_fewest_tiles_ties_share():
    "Player 1 is out (0 tiles); players 0 and 2 hold 2 tiles each and share second place; no points without expert scoring"
    g, s = ended_by_going_out()
    o = g.outcome(s)
    assert (o.winners, o.ranking, o.scores) == ([1], [[1], [0, 2]], None)


def test_blocked_ranking_fewest_tiles_ties_share():
    "Hands of 2, 1 and 1 tiles: players 1 and 2 share the win"
    g, s = ended_blocked()
    o = g.outcome(s)
    assert (o.winners, o.ranking) == ([1, 2], [[1, 2], [0]])


def test_blocked_solo_game_is_lost():
    g = load('chromino')
    s = g.apply(g.from_json(pos(['PPP'])), PASS)
    o = g.outcome(s)
    assert (o.winners, o.reason) == ([], 'chromino.end.blocked')


def test_another_player_going_out_in_the_same_round_shares_the_win():
    "B (1) goes out, C (2) also empties their hand in that round: winners {B, C}; A (0) plays no more"
    g = load('chromino')
    s = g.from_json(pos(['RRR', 'GPG'], ['BRY'], ['GYY'], to_move=1, first_player=0))
    s = g.apply(g.apply(s, row('BRY', 0, 1)), col('YYG', 3, 0))   # Y-Y-G down from (3,0): Y beside Y twice
    o = g.outcome(s)
    assert (o.winners, o.ranking, o.reason) == ([1, 2], [[1, 2], [0]], 'chromino.end.out')


def test_the_seat_before_the_starter_going_out_ends_the_game_at_once():
    g = load('chromino')
    s = g.apply(g.from_json(pos(['RRR', 'GPG'], ['PPP', 'GGG'], ['BRY'], to_move=2, first_player=0)), row('BRY', 0, 1))
    assert g.to_move(s) is None and g.outcome(s).winners == [2]


def test_each_other_player_once_gives_the_starter_a_turn_too():
    "final_round='each_other_player_once': B (1) goes out, then C (2) and A (0) play once more each"
    g = load('chromino', final_round='each_other_player_once')
    s = g.apply(g.from_json(pos(['RRR', 'GPG'], ['BRY'], ['PPP', 'GGG'], to_move=1, first_player=0)), row('BRY', 0, 1))
    s = g.apply(s, PASS)
    assert g.to_move(s) == 0
    s = g.apply(s, PASS)
    assert g.to_move(s) is None and g.outcome(s).winners == [1]


# ---- draw modes ---------------------------------------------------------------
BAG = ['RRR', 'GPG', 'PGP', 'BRY', 'YYY']   # three tiles that fit nowhere, then B-R-Y which fits

@pytest.mark.parametrize('options, hand, phase, to_move', [
    ({}, ['PPP', 'RRR'], 'play', 1),
    ({'draw_mode': 'until_playable'}, ['PPP', 'RRR', 'GPG', 'PGP', 'BRY'], 'place_drawn', 0),
    ({'draw_mode': 'until_playable', 'draw_limit': 3}, ['PPP', 'RRR', 'GPG', 'PGP'], 'play', 1),
], ids=['one', 'until-playable', 'until-playable-limit-3'])
def test_draw_modes(options, hand, phase, to_move):
    g = load('chromino', **options)
    d = g.to_json(g.apply(g.from_json(pos(['PPP'], ['GGG'], bag=BAG)), DRAW))
    assert (sorted(d['hands'][0]), d['phase'], d['to_move']) == (sorted(hand), phase, to_move)
    if phase == 'place_drawn':
        assert d['drawn'] == 'BRY' and g.explain(g.from_json(d), PASS).rule == 'chromino.draw.place_drawn'


# ---- expert scoring -----------------------------------------------------------
# value = distinct colours (1, 2, 3), a chameleon 3; points = value(laid) + value of each distinct tile it touches
@pytest.mark.parametrize('board, move, points', [
    ([{'tile': 'RGG', 'cells': [[0, 0], [1, 0], [2, 0]]}], row('GGG', 1, 1), 1 + 2),                 # official: G-G-G under R-G-G
    ([{'tile': 'YRB', 'cells': [[0, 0], [0, 1], [0, 2]]}], col('RBG', 1, 1), 3 + 3),                 # official: R-B-G beside Y-R-B
    ([{'tile': 'YYR', 'cells': [[0, 2], [1, 2], [2, 2]]}, {'tile': 'YRR', 'cells': [[1, 3], [2, 3], [3, 3]]}],
     col('RRR', 3, 0), 1 + 2 + 2),                                                                     # official: R-R-R on two tiles
    ([START], row('BRY', 0, 1), 3 + 3),              # three contacts with one chameleon: it counts once, worth 3
    ([{'tile': 'GGG', 'cells': [[0, 0], [1, 0], [2, 0]]}], row('R*G', -1, 1), 3 + 1),                # a chameleon laid: 3
], ids=['GGG-under-RGG', 'RBG-beside-YRB', 'RRR-touching-two', 'BRY-on-the-chameleon', 'chameleon-laid-on-GGG'])
def test_expert_points_are_the_tile_plus_each_touched_tile(board, move, points):
    "Player 1 lays the tile (with another tile in hand) and had 7 points: they get the points, player 0 keeps 2"
    g = load('chromino', scoring='expert')
    s = g.from_json(pos(['PPP'], [move['tile'], 'GPG'], board=board, to_move=1, scores=[2, 7]))
    assert g.to_json(g.apply(s, move))['scores'] == [2, 7 + points]


OVER = dict(phase='over', to_move=None)

@pytest.mark.parametrize('winner_rule, state, ranking', [
    # points 10, 12, 12: players 1 and 2 tie on points, player 1 holds fewer tiles (1 < 2); player 0 went out but has least
    ('points', pos([], ['RRR'], ['GGG', 'BBB'], out=[0], scores=[10, 12, 12], **OVER), [[1], [2], [0]]),
    ('first_out', pos([], ['RRR'], ['GGG', 'BBB'], out=[0], scores=[10, 12, 12], **OVER), [[0], [1], [2]]),
    # points 9, 9, 20: player 2 leads; players 0 and 1 tie on points and tiles, player 1 went out first
    ('points', pos([], [], ['GGG'], out=[1, 0], scores=[9, 9, 20], **OVER), [[2], [1], [0]]),
    ('first_out', pos([], [], ['GGG'], out=[1, 0], scores=[9, 9, 20], **OVER), [[0, 1], [2]]),
], ids=['points-tie-fewer-tiles', 'first-out-wins', 'points-tie-first-out', 'first-out-both-out-share'])
def test_expert_winner(winner_rule, state, ranking):
    g = load('chromino', scoring='expert', expert_winner=winner_rule)
    o = g.outcome(g.from_json(state))
    assert (o.ranking, o.winners, o.scores) == (ranking, ranking[0], state['scores'])
