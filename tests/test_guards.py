"""Guards a mutation run showed missing (issue 14, item 0): the search takes a forced win in every game, and the
interval and test formulas of the analytics are checked off-centre against values worked out from their formulas.

Each guard was watched failing with its bug planted in a private copy of the package (`tools/mutate.py`):
the UCT sign flipped in `Node.ucb` (`bots.uct.sign`) or in the root's prior-steered selection, the Wilson centre
correction or the z²/4n² term dropped, the sign of prop_test's or mean_test's effect flipped."""
import math, random

import pytest

from games_lib import bot, load
from games_lib.analytics import mean_test, prop_test, wilson


# ---- forced wins: one move (or one clearly marked set) ends the game with the mover winning ------------------------
def chromino_expert_last_tile():
    """Expert scoring, player 0 lays her last tile BGR and, player 1 having started, the round ends at once: most points win.
    The tile fits three spots, each against two tiles (a tile scores its distinct colours, a chameleon 3):
      the corner between YGR's R (2,0) and RPB's R (3,1): 3 (BGR) + 3 (YGR) + 3 (RPB) = 9 > 7, player 0 wins;
      the corner between BBB's B (12,0) and BYY's B (13,1), below or above: 3 + 1 (BBB) + 2 (BYY) = 6 < 7, player 1 wins.
    (YYY above RPB closes the other corner of YGR and RPB: any tile of the hand touching it mismatches.)"""
    g = load('chromino', scoring='expert')
    s = g.from_json({'board': [
        {'tile': 'YGR', 'cells': [[0, 0], [1, 0], [2, 0]]}, {'tile': 'RPB', 'cells': [[3, 1], [4, 1], [5, 1]]},
        {'tile': 'YYY', 'cells': [[3, -1], [4, -1], [5, -1]]}, {'tile': 'BBB', 'cells': [[10, 0], [11, 0], [12, 0]]},
        {'tile': 'BYY', 'cells': [[13, 1], [14, 1], [15, 1]]}],
        'hands': [['BGR'], ['PPP', 'GGG']], 'bag': ['RRR', 'PGG'], 'to_move': 0, 'first_player': 1, 'scores': [0, 7]})
    win = {'type': 'place', 'tile': 'BGR', 'cells': [[2, 3], [2, 2], [2, 1]]}
    return g, s, 0, [win], {'points': {g.move_key(win): 9}, 'others_points': 6, 'scores': [9, 7]}

def kids_last_steal():
    """The table and the deck are empty; player 0 won a 3-card flip and takes 2 cards from the others, then the game ends.
    Won cards 3, 5, 5: from 1 and 2 -> 5, 4, 4, player 0 alone wins; from 1 twice -> 5, 3, 5 and from 2 twice -> 5, 5, 3: shared."""
    g = load('kids')
    s = g.from_json({'won': [['red', 'blue', 'green'], ['red', 'blue', 'green', 'pink', 'black'], ['red', 'blue', 'green', 'pink', 'yellow']],
                     'deck': [], 'table': [None, None], 'phase': 'steal', 'active': 0, 'steals': 2, 'die': 'red'})
    return g, s, 0, [{'type': 'steal', 'from': [1, 2]}], {}

def _painting(pid, value, colours): return {'id': pid, 'value': value, 'colours': colours}

def kayain_last_turn():
    """Player 0 (the brush) completed her 4th painting: player 1 has this one last turn, then pigments decide.
    Player 0: 5 + 10 + 15 + 25 = 55, no mixed card in hand. Player 1: 5 + 10 + 15 = 30 with green and orange in hand
    (2 mixed: -10). Declaring 'win' (green + orange, 30): 60 - 0 = 60 > 55. Anything else leaves at most 30 - 5 = 25.
    The log shows player 0's declarations, so a bot knows her paintings; the supply (by default every card not in a hand)
    tells it her hand."""
    g = load('kayain')
    done = [_painting('a5', 5, ['green', 'cyan']), _painting('a10', 10, ['green', 'orange']),
            _painting('a15', 15, ['red', 'khaki', 'grey']), _painting('a25', 25, ['brown', 'green', 'mauve'])]
    log = [{'event': 'declare', 'player': 0, 'painting': x['id'], 'value': x['value'], 'colours': x['colours'], 'title': None,
            'correct': True, 'shown': x['colours']} for x in done]
    s = g.from_json({'hands': [['cyan', 'white'], ['green', 'orange']],
                     'paintings': [[_painting('a30', 30, ['pink', 'brown', 'grey'])],
                                   [_painting('win', 30, ['green', 'orange']), _painting('miss', 25, ['brown', 'pink', 'grey'])]],
                     'completed': [done, [_painting('b5', 5, ['green', 'yellow']), _painting('b10', 10, ['mauve', 'red']),
                                          _painting('b15', 15, ['grey', 'khaki', 'orange'])]],
                     'brush': 0, 'phase': 'last_turn', 'to_move': 1, 'log': log})
    return g, s, 1, [{'type': 'declare', 'painting': 'win'}], {'scores': [55, 60]}

def centrix_last_pawn():
    "Two of player 0's pawns are on the top, the third on ring 6: any card takes it up (after an optional turn of ring 6), and she finishes first"
    g = load('centrix', top_entry='any_card')   # the reading where any card enters the top (by default only a wild does)
    s = g.from_json({'pawns': [['top', 'top', [6, 4]], [[5, 4], [2, 7], None]], 'hands': [['R1', 'B2', 'G3'], ['W1']]})
    wins = [m for m in g.legal_moves(s) if m['move'] == {'pawn': 2, 'to': 'top'}]
    return g, s, 0, wins, {}

FORCED = {'chromino': chromino_expert_last_tile, 'kids': kids_last_steal, 'kayain': kayain_last_turn, 'centrix': centrix_last_pawn}


@pytest.mark.parametrize('game', sorted(FORCED))
def test_exactly_the_marked_moves_win_at_once(game):
    "The position is what its docstring says: the marked moves end the game with the mover the only winner; no other move does"
    g, s, p, wins, facts = FORCED[game]()
    assert g.to_move(s) == p
    legal = g.legal_moves(s)
    keys = {g.move_key(m) for m in wins}
    assert keys and keys <= {g.move_key(m) for m in legal} and len(keys) < len(legal)
    for m in legal:
        after = g.apply(s, m)
        o = g.outcome(after)
        if g.move_key(m) in keys: assert o is not None and o.winners == [p], (m, o)
        else: assert o is None or o.winners != [p], (m, o)
        if game == 'chromino':   # the expert points of every spot, as worked out in the docstring
            placed = [e for e in g.to_json(after)['log'] if e.get('event') == 'place'][-1]
            assert placed['points'] == facts['points'].get(g.move_key(m), facts['others_points']), m
    if 'scores' in facts: assert g.outcome(g.apply(s, wins[0])).scores == facts['scores']


# The default search (the game's heuristic picks at most 8 root moves and, where the game says so, steers with them) and the
# bare search (every root move, no prior): the first catches a flipped sign in the steered root selection, the second one in UCT.
SEARCHES = {'default': dict(simulations=100), 'bare': dict(simulations=600, width=None, steer=0.0)}

@pytest.mark.parametrize('search', sorted(SEARCHES))
@pytest.mark.parametrize('game', sorted(FORCED))
def test_the_search_takes_the_forced_win(game, search):
    g, s, p, wins, _ = FORCED[game]()
    keys = {g.move_key(m) for m in wins}
    for seed in range(4):
        m = bot('mcts', g, **SEARCHES[search])(g.view(s, p), g.legal_moves(s), random.Random(seed))
        assert g.move_key(m) in keys, f"seed {seed}: the search chose {m}, not a winning move"
        assert g.outcome(g.apply(s, m)).winners == [p]

@pytest.mark.parametrize('game', ['centrix', 'kayain', 'kids'])   # Chromino's heuristic does not look at expert points
def test_greedy_takes_the_forced_win(game):
    g, s, p, wins, _ = FORCED[game]()
    for seed in range(4):
        m = bot('greedy', g)(g.view(s, p), g.legal_moves(s), random.Random(seed))
        assert g.outcome(g.apply(s, m)).winners == [p], f"seed {seed}: greedy chose {m}"


# ---- intervals and tests, off-centre, against their formulas worked out by hand -----------------------------------------
def test_wilson_off_centre():
    """3 wins in 20, z = 1.96: the centre moves from p = 0.15 towards 1/2 (the correction that vanishes at p = 0.5)
    p = 3/20 = 0.15; z² = 3.8416; d = 1 + z²/n = 1 + 0.19208 = 1.19208
    centre = (p + z²/2n) / d = (0.15 + 0.09604) / 1.19208 = 0.24604 / 1.19208 = 0.206396
    half = z √(p(1-p)/n + z²/4n²) / d = 1.96 √(0.1275/20 + 3.8416/1600) / 1.19208 = 1.96 √0.008776 / 1.19208 = 0.154029
    -> [0.052367, 0.360424], the published [0.0524, 0.3604]"""
    centre, half = 0.24604 / 1.19208, 1.96 * math.sqrt(0.008776) / 1.19208
    lo, hi = wilson(3, 20)
    assert lo == pytest.approx(centre - half, abs=1e-9) and hi == pytest.approx(centre + half, abs=1e-9)
    assert (round(lo, 4), round(hi, 4)) == (0.0524, 0.3604)
    assert (lo + hi) / 2 == pytest.approx(0.206396, abs=1e-6) and (lo + hi) / 2 > 0.15 + 0.05   # not centred on p
    # the mirror image: 17 wins in 20
    assert wilson(17, 20) == pytest.approx((1 - hi, 1 - lo), abs=1e-9)

def test_wilson_at_zero_and_all_wins_keeps_a_width():
    """0 wins in 20: p = 0, so the half-width is z √(z²/4n²) / d = z²/2n / d, the centre's own correction:
    centre = half = 0.09604 / 1.19208 = 0.080565 -> [0, 0.161130]; 20 wins in 20 mirrors it: [0.838870, 1]"""
    top = 2 * 0.09604 / 1.19208
    lo, hi = wilson(0, 20)
    assert lo == pytest.approx(0, abs=1e-9) and hi == pytest.approx(top, abs=1e-9) and hi - lo > 0.16
    lo, hi = wilson(20, 20)
    assert lo == pytest.approx(1 - top, abs=1e-9) and hi == pytest.approx(1, abs=1e-9) and hi - lo > 0.16
    assert (round(top, 4)) == 0.1611

def test_prop_test_off_centre_and_its_sign():
    """10 of 50 (A) against 20 of 50 (B): p1 = 0.2, p2 = 0.4, pooled 30/100 = 0.3
    se = √(0.3 · 0.7 · (1/50 + 1/50)) = √0.0084 = 0.091652; z = (0.4 - 0.2) / se = 2.182179; two-sided p = erfc(z/√2) = 0.029096
    Cohen h = 2 asin √0.4 - 2 asin √0.2 = 1.369438 - 0.927295 = 0.442143 (B - A: positive when B is higher)"""
    h, p = prop_test(10, 50, 20, 50)
    assert h == pytest.approx(2 * math.asin(math.sqrt(0.4)) - 2 * math.asin(math.sqrt(0.2)), abs=1e-12)
    assert h == pytest.approx(0.442143, abs=1e-6) and p == pytest.approx(0.029096, abs=1e-6)
    assert p == pytest.approx(math.erfc(0.2 / math.sqrt(0.0084) / math.sqrt(2)), abs=1e-12)
    h2, p2 = prop_test(20, 50, 10, 50)
    assert h2 == pytest.approx(-h) and p2 == pytest.approx(p)

def test_mean_test_off_centre_and_its_sign():
    """A = 1, 2, 3, 4 (mean 2.5, variance 5/3); B = 2, 4, 6, 8 (mean 5, variance 20/3); B - A = 2.5
    Cohen d = 2.5 / √((5/3 + 20/3) / 2) = 2.5 / √(25/6) = √6 / 2 = 1.224745
    Welch se = √(5/3/4 + 20/3/4) = √(25/12); z = 2.5 / se = √3; two-sided p = erfc(√3/√2) = 0.083265"""
    d, p = mean_test([1, 2, 3, 4], [2, 4, 6, 8])
    assert d == pytest.approx(math.sqrt(6) / 2, abs=1e-12) and p == pytest.approx(math.erfc(math.sqrt(1.5)), abs=1e-12)
    assert p == pytest.approx(0.083265, abs=1e-6)
    d2, p2 = mean_test([2, 4, 6, 8], [1, 2, 3, 4])
    assert d2 == pytest.approx(-d) and p2 == pytest.approx(p)
