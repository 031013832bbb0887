"""The Centrix board without a kernel or a browser (games_lib.widgets.centrix_table, games_lib.widgets.centrix):
the table rules (hidden hands, what reveals, what may be taken back, which bot reasons a seat may read), equivalent
inputs read as one action, hand-over and undo through the table core, and that no projection of any seat, over whole
games, holds a card hidden from that seat. Rules are asserted by rule id, never by wording."""
from __future__ import annotations
import json, subprocess, sys
from pathlib import Path

import pytest

import games_lib
from games_lib.widgets.table import Screen, Table, table_rules
from games_lib.widgets.centrix_table import CentrixTable, CentrixTableRules, projection_leaks, turn_cards

ROOT = Path(__file__).resolve().parent.parent


def play(card, rotate=None, move=None):
    return {'type': 'play', 'card': card, 'rotate': None if rotate is None else {'ring': rotate[0], 'steps': rotate[1]},
            'move': None if move is None else {'pawn': move[0], 'to': move[1]}}
END = {'type': 'end_turn'}
def mv(move, **kw): return {'type': 'move', 'move': move, **kw}

# Seed 6 deals player 1 (seat 0) the any-colour wild, red 3 and the spin wild.
def seed6(seats=('human', 'random'), **opts) -> CentrixTable:
    t = CentrixTable('centrix', list(seats), seed=6, first_player=0, **opts)
    assert t.state.hands[0] == ('ANY', 'R3', 'SPIN')
    return t


def test_the_table_module_imports_no_widget_library():
    code = ("import sys, games_lib.widgets.centrix_table; "
            "print([m for m in ('anywidget', 'ipywidgets', 'traitlets') if m in sys.modules])")
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert out.strip() == '[]'


def test_the_table_rules_are_found_by_game_name():
    g = games_lib.load('centrix')
    r = table_rules(g)
    assert isinstance(r, CentrixTableRules) and r.hides_hands(g)
    assert r.can_take_back(g, play('R3', None, (0, [1, 0]))) and not r.can_take_back(g, END)


# ---- equivalent inputs ---------------------------------------------------------------------------------------
def test_a_spin_of_minus_9_and_any_reserve_pawn_are_the_listed_actions():
    t = seed6()
    assert t.intent(0, mv(play('R3', None, (2, [1, 0])))) is None          # the third reserve pawn enters
    assert t.intent(0, mv(play('SPIN', (1, -9)))) is None                  # counter-clockwise by 9 = clockwise by 3
    assert t.moves == [play('R3', None, (0, [1, 0])), play('SPIN', (1, 3))]
    assert t.g.to_json(t.state)['pawns'][0] == [[1, 3], None, None]
    listed = {json.dumps(m, sort_keys=True) for m in t.g.legal_moves(t.states[1])}
    assert all(json.dumps(m, sort_keys=True) in listed for m in t.moves[1:])
    t2 = seed6()
    t2.intent(0, mv(play('R3', None, (1, [1, 6]))))
    assert t2.intent(0, mv(play('SPIN', (1, 7)))) is None                 # clockwise by 7 = counter-clockwise by 5
    assert t2.moves[1] == play('SPIN', (1, -5))


def test_what_is_not_equivalent_is_refused_quoting_the_players_input():
    t = seed6()
    r = t.intent(0, mv(play('ANY', (1, 9))))
    assert r['rule'] == 'centrix.rotate.any_wild' and r['move']['rotate'] == {'ring': 1, 'steps': 9}
    assert set(r['messages']) == {'en', 'fr'} and r['messages']['en'] != r['messages']['fr']
    t.intent(0, mv(play('R3', None, (0, [1, 0]))))
    r = t.intent(0, mv(play('SPIN', (3, 2))))
    assert r['rule'] == 'centrix.rotate.no_pawn' and r['focus'] == [[3, k] for k in range(12)]
    assert t.intent(0, mv({'type': 'play', 'card': 'SPIN'}))['rule'] == 'board.invalid_move'
    assert t.intent(0, mv('end_turn'))['rule'] == 'board.invalid_move'
    assert t.ply == 1


def test_the_plain_table_would_refuse_the_same_gestures():
    "What CentrixTable adds: without it the engine's written form alone is accepted"
    t = Table('centrix', ['human', 'random'], seed=6, first_player=0)
    assert t.intent(0, mv(play('R3', None, (2, [1, 0]))))['rule'] == 'centrix.move.reserve_pawn'


# ---- undo, reveals ------------------------------------------------------------------------------------------
def test_a_play_may_be_taken_back_until_the_turn_ends():
    t = seed6()
    start = t.projection(0)
    t.intent(0, mv(play('R3', None, (0, [1, 0]))))
    t.intent(0, mv(play('SPIN', (1, 3))))
    assert t.projection(0)['can_undo']
    assert t.intent(0, {'type': 'undo'}) is None
    assert t.ply == 1 and t.g.to_json(t.state)['pawns'][0] == [[1, 0], None, None]
    t.intent(0, mv(END))
    t.run()
    assert t.to_move == 0 and not t.projection(0)['can_undo']      # the draw cannot be taken back
    assert t.intent(0, {'type': 'undo'})['rule'] == 'board.no_undo'
    assert start['view']['hands'][0] == ['ANY', 'R3', 'SPIN']


def test_a_play_that_finishes_a_player_reveals_their_hand():
    g, rules = games_lib.load('centrix', top_entry='any_card'), CentrixTableRules()   # red 1 takes the pawn to the top: the looser top rule
    s = g.from_json({'pawns': [['top', 'top', [6, 0]], [[1, 0], None, None], [[1, 6], None, None]],
                     'hands': [['R1', 'B2', 'SPIN'], ['ANY'], ['ANY']], 'deck': ['G1'] * 2})
    last = play('R1', None, (2, 'top'))
    after = g.apply(s, last)
    assert g.view(after, None)['finished'] == [0]
    assert rules.reveals(g, s, last, after)
    quiet = play('SPIN', None, (2, [6, 1]))
    assert not rules.reveals(g, s, quiet, g.apply(s, quiet))
    assert rules.reveals(g, s, END, s)


# ---- bots' reasons -------------------------------------------------------------------------------------------
def test_turn_cards_are_the_plays_since_the_turn_began():
    log = [{'event': 'start', 'first_player': 0}, {'event': 'play', 'player': 0, 'card': 'R1'}]
    assert turn_cards(log) == ['R1']
    assert turn_cards(log + [{'event': 'end_turn', 'player': 0, 'drew': 1}]) == []
    assert turn_cards(log + [{'event': 'end_turn', 'player': 0, 'drew': 1}, {'event': 'reshuffle', 'cards': 30}]) == []
    fin = log + [{'event': 'finish', 'player': 0, 'place': 1}]
    assert turn_cards(fin) == ['R1'] and turn_cards(fin + [{'event': 'play', 'player': 1, 'card': 'G2'}]) == ['G2']


def cards_played_this_turn(t: Table, k: int) -> set:
    "From the record, not from any view: the cards the player of move k played in their turn, up to move k"
    p, out = t.g.to_move(t.states[k]), set()
    for j in range(k, -1, -1):
        if t.g.to_move(t.states[j]) != p or (j < k and t.moves[j]['type'] == 'end_turn'): break
        if t.moves[j]['type'] == 'play': out.add(t.moves[j]['card'])
    return out


@pytest.mark.parametrize('bots', [('greedy', 'mcts'), ('random', 'greedy')])
def test_a_bots_reasons_name_only_the_cards_it_laid_face_up(bots):
    t = CentrixTable('centrix', ['human', *bots], seed=2, first_player=1, max_turns=12)
    shown_plays, candidates = 0, 0
    while t.to_move is not None:
        for w in (0, None):
            for entry in t.why(w):
                k, allowed = entry['index'], cards_played_this_turn(t, entry['index'])
                assert entry['move'] is not None, 'a bot move is public: it must be readable'
                named = [entry['move']] + [c['move'] for c in entry['candidates']]
                assert {m['card'] for m in named if m['type'] == 'play'} <= allowed, (k, named, allowed)
                shown_plays += entry['move']['type'] == 'play'; candidates += len(entry['candidates'])
        if t.bot_due is not None: t.step()
        else: t.intent(0, mv(t.projection(0)['legal'][0]))
    assert shown_plays > 5 and candidates > shown_plays     # the filter kept what may be read


# ---- hand-over ------------------------------------------------------------------------------------------------
def test_two_humans_share_a_screen_turn_by_turn():
    sc = Screen(CentrixTable('centrix', ['human', 'human', 'random'], seed=4, first_player=0))
    assert (sc.handover, sc.seat) == (0, None) and sc.projection()['view']['hands'] == [None, None, None]
    assert sc.intent(mv(sc.table.projection(0)['legal'][0]))['rule'] == 'board.hand_over'
    assert sc.intent({'type': 'take_seat'}) is None
    p = sc.projection()
    assert p['seat'] == 0 and p['view']['hands'][0] and p['view']['hands'][1] is None
    assert sc.intent(mv(p['legal'][0])) is None
    assert (sc.seat, sc.handover) == (0, None)                       # a turn of several cards, one screen
    assert sc.intent(mv(END)) is None
    assert (sc.seat, sc.handover) == (None, 1)
    p = sc.projection()
    assert p['view']['hands'] == [None, None, None] and p['legal'] == []
    assert not p['can_undo']


# ---- leaks over whole games -------------------------------------------------------------------------------------
@pytest.mark.parametrize('n', [2, 3, 4, 5, 6])
def test_no_projection_of_any_seat_leaks_over_a_whole_game(n):
    seats = ['human', 'human'] + ['random', 'greedy'] * 2
    t = CentrixTable('centrix', seats[:n], seed=10 + n, max_turns=8 * n)
    found, steps = [], 0
    while t.to_move is not None:
        for w in [*range(n), None]:
            p = t.projection(w)
            found += [(steps, w, x) for x in projection_leaks(p)]
            assert len(p['view']['pawns']) == n and len(p['view']['hand_sizes']) == n
        if t.bot_due is not None: t.step()
        else: t.intent(t.to_move, mv(t.projection(t.to_move)['legal'][-1]))
        steps += 1
    assert found == [] and steps > 10 and t.g.outcome(t.state) is not None


def test_the_leak_check_finds_a_leak():
    "The guard of the test above: a projection showing another hand, the deck or a foreign card is caught"
    t = seed6(seats=('human', 'greedy'))
    p = t.projection(0)
    assert projection_leaks(p) == []
    full = {**p, 'view': t.g.to_json(t.state)}
    assert projection_leaks(full) == ['the hand of player 2', 'the deck', 'the rng']
    stolen = t.state.hands[1][0]
    bad = {**p, 'legal': [play(stolen, None, (0, [1, 0]))]} if stolen not in t.state.hands[0] else None
    if bad: assert projection_leaks(bad) == [f'a legal move with {stolen}, not in the hand']


def test_the_board_widget_uses_the_centrix_table_and_front_end():
    from games_lib.widgets.centrix import CentrixBoard, leaks
    b = CentrixBoard(seats=['human', 'random'], seed=6, first_player=0, pace=0)
    assert isinstance(b.table, CentrixTable) and leaks(b) == []
    assert b.intent(mv(play('R3', None, (1, [1, 6])), ply=0)) and b.view['pawns'][0] == [[1, 6], None, None]
    assert 'centrix_default as default' in b._esm and '.gl-centrix' in b._css
