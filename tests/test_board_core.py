"""The transport-free table core (games_lib.widgets.table), without a kernel or a widget:
intents in, projections out, for fixed seats (the table server's way) and for one shared screen (hot-seat).
What it guards: every refusal and its kind, seq ordering, undo limits, hand-over, bot pacing without a clock,
the replay, and that no projection of any seat (bots' reasons included) ever holds a tile hidden from that seat."""
from __future__ import annotations
import json, random, re, subprocess, sys
from pathlib import Path

import pytest

import games_lib
from games_lib.chromino import canon
from games_lib.core import Nim
from games_lib.widgets.table import Screen, Table, TableRules, TABLE_RULES, register_table_rules, static_file, table_rules
from games_lib.widgets.chromino_table import COLOURS, ChrominoTableRules, board_svg

ROOT = Path(__file__).resolve().parent.parent
MOVE = {'type': 'move'}


def chromino(seats=('human', 'random'), seed=1, **options) -> Table:
    return Table('chromino', list(seats), seed=seed, **{'first_player': 0, **options})


def hidden_from(t: Table, seat, state=None) -> set:
    """The tiles `seat` (None: a spectator) may not know in `state`, from the full state and the rulebook alone
    (not from any view): the bag, every other hand unless hands are open, less the tiles the log revealed to all"""
    full = t.g.to_json(t.state if state is None else state)
    hidden = set(full['bag'])
    if not t.g.opts['open_hands']:
        for q, h in enumerate(full['hands']):
            if q != seat: hidden |= set(h)
    revealed = {e['tile'] for e in full['log'] if e.get('event') == 'reveal'}
    return {canon(x) for x in hidden} - {canon(x) for x in revealed}


def leaks(obj, hidden: set) -> list:
    text = json.dumps(obj)
    return sorted(x for x in hidden if f'"{x}"' in text or f'"{x[::-1]}"' in text)


# ---- no transport ---------------------------------------------------------------------------------------
def test_the_core_imports_no_widget_library():
    code = ("import sys, games_lib.widgets.table, games_lib.widgets.chromino_table, games_lib.widgets.setup; "
            "print([m for m in ('anywidget', 'ipywidgets', 'traitlets') if m in sys.modules])")
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert out.strip() == '[]'


# ---- projections ------------------------------------------------------------------------------------------
def test_a_projection_is_the_seats_view_and_its_moves_only_when_it_is_to_move():
    t = chromino(['human', 'human'])
    keys = {'seq', 'seat', 'view', 'legal', 'to_move', 'outcome', 'ply', 'can_undo', 'thinking', 'why', 'words', 'seed'}
    for w in (0, 1, None):
        p = t.projection(w)
        assert set(p) == keys and p['seat'] == w and p['view'] == t.g.view(t.state, w)
        assert p['words'] == {'phase': None, 'log': {}}                    # Chromino's board has its own words for all of it
        assert (p['to_move'], p['seq'], p['ply'], p['outcome'], p['thinking'], p['why'], p['seed']) == (0, 0, 0, {}, None, [], None)
    assert t.projection(0)['legal'] == t.g.legal_moves(t.state) != []
    assert t.projection(1)['legal'] == [] and t.projection(None)['legal'] == []
    json.dumps(t.projection(0))


def test_a_bot_seat_never_gets_legal_moves_and_thinking_names_the_due_bot():
    t = chromino(['random', 'human'])
    p = t.projection(0)
    assert p['to_move'] == 0 and p['legal'] == [] and p['thinking'] == 0 and t.bot_due == 0


# ---- intents ------------------------------------------------------------------------------------------------
def refused_without_change(t: Table, seat, msg) -> dict:
    before = (t.seq, t.ply, t.state, t.projection(seat))
    r = t.intent(seat, msg)
    assert r is not None, f'{msg!r} was accepted'
    assert (t.seq, t.ply, t.state, t.projection(seat)) == before, f'{msg!r} changed the table'
    assert set(r['messages']) == {'en', 'fr'} and all(r['messages'].values())
    assert (r['seat'], r['ply'], r['seq']) == (seat, t.ply, t.seq)
    return r


@pytest.mark.parametrize('seat,msg,rule,kind', [
    (0, 'hello', 'board.bad_message', 'error'),
    (0, None, 'board.bad_message', 'error'),
    (0, {'type': 'cheat'}, 'board.bad_message', 'error'),
    (0, {'type': 'take_seat'}, 'board.bad_message', 'error'),          # a fixed seat never waits for the device
    (0, {**MOVE, 'move': {'type': 'place', 'tile': 'QQQ', 'cells': [[0, 1], [1, 1], [2, 1]]}}, 'board.invalid_move', 'rejected'),
    (0, {**MOVE, 'move': 'draw'}, 'board.invalid_move', 'rejected'),
    (0, {**MOVE, 'move': {'type': 'draw'}}, 'chromino.draw.must_place', 'rejected'),
    (0, {**MOVE, 'move': {'type': 'draw'}, 'seq': 7}, 'board.stale', 'stale'),
    (0, {**MOVE, 'move': {'type': 'draw'}, 'ply': 3}, 'board.stale', 'stale'),
    (1, {**MOVE, 'move': {'type': 'draw'}}, 'board.not_your_turn', 'rejected'),
    (None, {**MOVE, 'move': {'type': 'draw'}}, 'board.not_your_turn', 'rejected'),
    (0, {'type': 'undo'}, 'board.no_undo', 'rejected'),
])
def test_every_refused_intent_names_its_rule_and_kind_and_changes_nothing(seat, msg, rule, kind):
    t = chromino(['human', 'human'])
    r = refused_without_change(t, seat, msg)
    assert (r['rule'], r['kind']) == (rule, kind)


def test_an_illegal_move_comes_back_with_the_rule_and_the_squares_to_highlight():
    t = chromino()
    tile = t.projection(0)['view']['hands'][0][0]
    r = refused_without_change(t, 0, {**MOVE, 'move': {'type': 'place', 'tile': tile, 'cells': [[1, -1], [1, 0], [1, 1]]}})
    assert (r['rule'], r['focus'], r['move']['tile'], r['kind']) == ('chromino.place.occupied', [[1, 0]], tile, 'rejected')


def test_no_move_while_a_bot_is_due_nor_after_the_end():
    t = chromino(['human', 'random'])
    assert t.intent(0, {**MOVE, 'move': t.projection(0)['legal'][0], 'seq': 0}) is None
    assert t.bot_due == 1
    assert refused_without_change(t, 1, {**MOVE, 'move': {'type': 'draw'}})['rule'] == 'board.bots_playing'
    over = Table(Nim(), ['random', 'random'], seed=5).run()
    assert refused_without_change(over, 0, {**MOVE, 'move': {'type': 'take', 'n': 1}})['rule'] == 'board.over'


def test_seq_counts_every_change_so_a_move_chosen_before_an_undo_is_stale():
    t = chromino()
    first = t.projection(0)['legal'][0]
    assert t.intent(0, {**MOVE, 'move': first, 'seq': 0}) is None and t.seq == 1
    t.run()
    assert t.seq == 2 and t.projection(0)['can_undo']
    assert t.intent(0, {'type': 'undo'}) is None
    assert (t.ply, t.seq) == (0, 3)
    assert refused_without_change(t, 0, {**MOVE, 'move': first, 'seq': 1})['rule'] == 'board.stale'
    assert t.intent(0, {**MOVE, 'move': first, 'seq': 3}) is None


def test_two_intents_racing_for_one_seq_apply_exactly_once():
    t = chromino(['human', 'human'], open_hands=True)
    legal = t.projection(0)['legal']
    a = t.intent(0, {**MOVE, 'move': legal[0], 'seq': 0})
    b = t.intent(0, {**MOVE, 'move': legal[-1], 'seq': 0})
    assert a is None and b['rule'] in ('board.stale', 'board.not_your_turn') and t.ply == 1


# ---- bots: due, stepped by the transport, explained ------------------------------------------------------
def test_the_table_has_no_clock_a_bot_moves_only_when_stepped():
    t = chromino(['human', 'random', 'random'])
    t.intent(0, {**MOVE, 'move': t.projection(0)['legal'][0]})
    assert (t.ply, t.bot_due, t.projection(0)['thinking']) == (1, 1, 1)
    assert t.step() is None and (t.ply, t.bot_due) == (2, 2)
    t.run()
    assert t.bot_due is None and t.to_move == 0 and t.projection(0)['thinking'] is None


def test_a_failing_bot_stops_the_table_with_an_error_until_an_undo():
    t = chromino()
    t.match.bots[1] = lambda view, legal, rng: 1 / 0
    t.intent(0, {**MOVE, 'move': t.projection(0)['legal'][0]})
    err = t.step()
    assert (err['rule'], err['kind'], err['seat']) == ('board.bad_message', 'error', 1) and 'ZeroDivisionError' in err['message']
    assert (t.bot_due, t.failure, t.ply) == (None, err, 1)
    t.run()                                                 # returns: nothing is due
    assert t.intent(0, {'type': 'undo'}) is None and t.failure is None and t.ply == 0


def test_an_illegal_bot_move_is_a_failure_too():
    t = Table(Nim(), ['human', 'random'], seed=1)
    t.match.bots[1] = lambda view, legal, rng: {'type': 'take', 'n': 5}
    t.intent(0, {**MOVE, 'move': {'type': 'take', 'n': 1}})
    assert t.step()['rule'] == 'board.bad_message' and t.ply == 1


def test_why_shows_only_the_candidates_the_watching_seat_may_see():
    t = chromino(['human', 'greedy'])
    t.intent(0, {**MOVE, 'move': t.projection(0)['legal'][0]})
    t.run()
    said = t.explained[1][1]
    mine = hidden_from(t, 0, t.states[2])
    assert any(canon(c['move']['tile']) in mine for c in said if c['move']['type'] == 'place'), \
        'precondition: the greedy bot weighed a tile seat 0 may not see (else this test proves nothing)'
    why = t.projection(0)['why']
    assert len(why) == 1 and (why[0]['seat'], why[0]['bot'], why[0]['index'], why[0]['move']) == (1, 'greedy', 1, t.moves[1])
    assert why[0]['candidates'] and not leaks(why, mine)
    assert all(set(c) <= {'move', 'score', 'visits', 'value'} for c in why[0]['candidates'])
    assert len(t.projection(1)['why'][0]['candidates']) == len(said), 'the bot itself may read all its reasons'
    o = chromino(['human', 'greedy'], open_hands=True)
    o.intent(0, {**MOVE, 'move': o.projection(0)['legal'][0]})
    o.run()
    assert len(o.projection(0)['why'][0]['candidates']) == len(o.explained[1][1]), 'open hands: nothing to hide'


def test_why_keeps_only_known_numbers_and_lists_the_bot_moves_since_the_last_person():
    class Talker:
        def __call__(self, view, legal, rng): return legal[0]
        def explain(self): return [{'move': {'type': 'take', 'n': 1}, 'score': 1.0, 'remembers': {'secret': 1}, 'played': 'x'}, 'junk']

    class Mute:
        def __call__(self, view, legal, rng): return legal[0]
        def explain(self): return 'not a list'

    class ShowAll(TableRules):
        def shows(self, g, view, move): return True

    t = Table(Nim(stones=20), ['human', 'random', 'random'], seed=1, rules=ShowAll())
    t.match.bots[1], t.match.bots[2] = Talker(), Mute()
    t.run()
    assert t.intent(0, {**MOVE, 'move': {'type': 'take', 'n': 1}}) is None
    t.run()
    why = t.projection(0)['why']
    said = {'en': 'take — n: 1', 'fr': 'take — n : 1'}             # Nim has no board: its page draws it in words
    assert [(w['seat'], w['candidates']) for w in why] == [(1, [{'move': {'type': 'take', 'n': 1}, 'score': 1.0, 'words': said}]), (2, [])]
    assert why[0]['words'] == said
    assert Table(Nim(), ['human', 'random'], seed=1).projection(0)['why'] == []


class UnsaidNim(Nim):
    "Nim as a game that does not say what it keeps from its players"
    information = None

class PlainNim(Nim):
    "Nim as a game that says it hides nothing and draws nothing"
    information = frozenset()


def test_an_unregistered_game_gets_the_cautious_rules_unless_it_says_what_it_hides():
    assert type(table_rules(games_lib.load('chromino'))) is ChrominoTableRules
    r = table_rules(UnsaidNim())
    assert type(r) is TableRules and r.hides_hands(UnsaidNim()) and not r.can_take_back(UnsaidNim(), {}) and not r.shows(UnsaidNim(), {}, {})
    said = {}
    for game in (UnsaidNim, Nim, PlainNim):                  # says nothing; hides nothing but draws who starts; hides and draws nothing
        t = Table(game(stones=20), ['human', 'random'], seed=1).run()
        assert t.intent(0, {**MOVE, 'move': {'type': 'take', 'n': 1}}) is None
        t.run()
        said[game.__name__] = (t.undo_point(0) is not None, t.projection(0)['why'][0]['move'] is not None)
    assert said == {'UnsaidNim': (False, False), 'Nim': (False, True), 'PlainNim': (True, True)}, said


def test_a_registered_rule_set_is_found_by_the_games_name():
    @register_table_rules('nim')
    class Open(TableRules):
        def hides_hands(self, g): return False
    try:
        s = Screen(Table(Nim(), ['human', 'human'], seed=3))
        assert s.handover is None and s.seat == s.table.to_move
    finally: del TABLE_RULES['nim']


# ---- undo ------------------------------------------------------------------------------------------------------
def test_undo_takes_back_your_placement_and_the_bots_replies_but_not_another_persons_move():
    t = chromino(['human', 'random'])
    start = t.projection(0)
    t.intent(0, {**MOVE, 'move': start['legal'][0]}); t.run()
    assert t.undo_point(0) == 0 and t.undo_point(1) is None and t.undo_point(None) is None
    assert t.intent(0, {'type': 'undo'}) is None
    assert t.projection(0)['view'] == start['view'] and t.explained == {}
    two = chromino(['human', 'human'], open_hands=True)
    two.intent(0, {**MOVE, 'move': two.projection(0)['legal'][0]})
    two.intent(1, {**MOVE, 'move': two.projection(1)['legal'][0]})
    assert two.undo_point(0) is None and two.undo_point(1) == 1


def test_undo_never_goes_back_past_a_draw():
    t = chromino(['human', 'random'], seed=2)
    for _ in range(300):
        if t.to_move is None: break
        legal = t.projection(0)['legal']
        if legal and legal[0]['type'] == 'draw':
            t.intent(0, {**MOVE, 'move': legal[0]}); t.run()
            break
        t.intent(0, {**MOVE, 'move': legal[0]}); t.run()
    assert any(m['type'] == 'draw' for m in t.moves), 'precondition: a draw was played'
    last_draw = max(i for i, m in enumerate(t.moves) if m['type'] == 'draw')
    assert t.undo_point(0) is None or t.undo_point(0) > last_draw
    assert ChrominoTableRules().reveals(t.g, t.state, {'type': 'draw'}, t.state)


# ---- one screen, several people ------------------------------------------------------------------------------
def test_hot_seat_hides_every_hand_until_the_next_person_takes_the_device():
    s = Screen(chromino(['human', 'human', 'random'], seed=4))
    p = s.projection()
    assert (p['seat'], p['handover'], p['legal'], p['view']['hands']) == (None, 0, [], [None, None, None])
    assert s.intent({**MOVE, 'move': {'type': 'draw'}})['rule'] == 'board.hand_over'
    assert s.feedback['rule'] == 'board.hand_over'
    assert s.intent({'type': 'take_seat'}) is None and (s.seat, s.handover, s.feedback) == (0, None, {})
    assert s.intent({'type': 'take_seat'})['rule'] == 'board.bad_message'
    assert s.intent({**MOVE, 'move': s.projection()['legal'][0]}) is None
    while s.table.bot_due is not None: s.step()
    p = s.projection()
    assert (p['seat'], p['handover'], p['legal'], p['view']['hands']) == (None, 1, [], [None, None, None])


def test_the_holder_may_take_back_their_move_before_passing_the_device():
    s = Screen(chromino(['human', 'human'], seed=4))
    s.intent({'type': 'take_seat'})
    start = s.projection()
    s.intent({**MOVE, 'move': start['legal'][0]})
    p = s.projection()
    assert (p['seat'], p['handover'], p['can_undo']) == (None, 1, True)
    assert s.intent({'type': 'undo'}) is None
    assert (s.seat, s.handover, s.projection()['view']) == (0, None, start['view'])
    s.intent({**MOVE, 'move': start['legal'][0]})
    s.intent({'type': 'take_seat'})
    assert s.seat == 1 and s.projection()['can_undo'] is False, 'once the device changed hands, the move is kept'
    assert s.intent({'type': 'undo'})['rule'] == 'board.no_undo'


def test_one_person_with_bots_keeps_the_screen_and_open_hands_need_no_hand_over():
    s = Screen(chromino(['random', 'human', 'random'], first_player=0))
    assert s.seat is None and s.handover is None and s.table.bot_due == 0
    while s.table.bot_due is not None: s.step()
    assert s.seat == 1 and s.handover is None and s.projection()['legal']
    o = Screen(chromino(['human', 'human'], open_hands=True))
    assert (o.seat, o.handover) == (0, None)
    o.intent({**MOVE, 'move': o.projection()['legal'][0]})
    assert (o.seat, o.handover) == (1, None)
    assert Screen(Table(Nim(), ['random', 'random'], seed=1).run()).seat is None


# ---- replay --------------------------------------------------------------------------------------------------
def test_replay_is_a_spectators_view_of_any_step_and_nothing_else():
    t = Table('chromino', ['random'] * 3, seed=3).run()
    for k in (0, 5, t.ply):
        assert t.replay(k) == {**t.g.view(t.states[k], None), 'step': k, 'words': {'phase': None, 'log': {}}}
    assert t.replay(-1) == t.replay(t.ply + 1) == t.replay('2') == t.replay(True) == {}


# ---- nothing hidden, ever ------------------------------------------------------------------------------------
@pytest.mark.parametrize('seats,seed', [(['human', 'greedy', 'human'], 1), (['greedy', 'human', 'random', 'human'], 6),
                                        (['human', 'mcts:simulations=8', 'human'], 2)])
def test_no_projection_of_a_whole_game_holds_a_tile_hidden_from_its_seat(seats, seed):
    "Every seat and a spectator, after every move; the bots' reasons included; then every replay step"
    t = Table('chromino', seats, seed=seed)
    rng, watchers, steps, reasons = random.Random(seed), [None, *range(len(seats))], 0, 0
    while t.to_move is not None and steps < 400:
        for w in watchers:
            p = t.projection(w)
            assert leaks(p, hidden_from(t, w)) == [], f'step {steps}: seat {w} sees hidden tiles'
            reasons += sum(len(x['candidates']) for x in p['why'])
        if t.bot_due is not None: t.step()
        else:
            legal = t.projection(t.to_move)['legal']
            assert t.intent(t.to_move, {**MOVE, 'move': legal[rng.randrange(len(legal))], 'seq': t.seq}) is None
        steps += 1
    assert t.to_move is None and reasons > 0
    for k in range(t.ply + 1):
        assert leaks(t.replay(k), hidden_from(t, None, t.states[k])) == [], f'replay step {k}'


def test_the_leak_check_sees_a_leak():
    "The guard above would notice a hand in a projection (so a pass means something)"
    t = chromino(['human', 'random'])
    assert leaks(t.g.to_json(t.state), hidden_from(t, 0)) != []
    assert leaks(t.projection(0), hidden_from(t, 0)) == []


# ---- the bots' names, defined once -------------------------------------------------------------------------------
def test_the_bots_names_are_one_file_read_by_the_app_and_the_boards():
    from games_lib.bots import BOT_NAMES, bot_name
    src = json.loads((ROOT/'widgets'/'src'/'common'/'bots.json').read_text(encoding='utf-8'))
    assert BOT_NAMES == src == json.loads(static_file('bots.json').read_text(encoding='utf-8'))
    assert all(set(w) == {'en', 'fr'} for w in src.values()) and {'human', 'random', 'greedy', 'mcts', 'memory'} <= set(src)
    assert (bot_name('memory:preset=child', 'fr'), bot_name('greedy')) == ('mémoire (enfant)', 'greedy')
    i18n = (ROOT/'widgets'/'src'/'common'/'i18n.js').read_text(encoding='utf-8')
    assert 'from "./bots.json"' in i18n and 'glouton' not in i18n, "the boards' bot names come from bots.json"


# ---- the palette, defined once ------------------------------------------------------------------------------------
def test_the_palette_is_one_file_read_by_both_sides():
    src = json.loads((ROOT/'widgets'/'src'/'common'/'colours.json').read_text())
    assert COLOURS == src == json.loads(static_file('colours.json').read_text())
    fills = {v['fill'].lower() for v in src.values() if v['fill'].lower() != '#ffffff'}
    for f in (ROOT/'widgets'/'src').rglob('*.js'):
        assert not fills & set(re.findall(r'#[0-9a-f]{6}', f.read_text().lower())), f'{f} writes a palette colour itself'
    for f in (ROOT/'games_lib'/'widgets').glob('*.py'):
        assert not fills & set(re.findall(r'#[0-9a-f]{6}', f.read_text().lower())), f'{f} writes a palette colour itself'


def test_board_svg_draws_with_the_palette():
    g = games_lib.load('chromino')
    s = g.setup(n_players=2, seed=1)
    svg = board_svg(s)
    assert svg == board_svg(g.view(s, None)) and svg.count('<g class="tile"') == 1
    tile = g.to_json(s)['board'][0]['tile']
    assert all(f'fill="{COLOURS[c]["fill"]}"' in svg for c in tile)
