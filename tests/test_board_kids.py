"""The Kids table without a kernel (games_lib.widgets.kids_table, issue 15): its TableRules, the public log a seat sees,
the grab window collected at one screen (any answering order, time limit, claims, bots' reaction times, the engine's
messages), undo, no hand-over, the bots' reasons, and a whole game where no projection of any seat, nor any replay
step, carries a face-down card's colour (except from the action that showed it), the deck or the die's future."""
from __future__ import annotations
import itertools, json, random, subprocess, sys
from pathlib import Path

import pytest

import games_lib
from games_lib.kids import HIDDEN
from games_lib.widgets.table import table_rules
from games_lib.widgets.kids_table import (GRAB_KEYS, KidsScreen, KidsTable, KidsTableRules, claims, face_down, leaks, log_end,
                                          poll_order, public_log, reaction_time)

ROOT = Path(__file__).resolve().parent.parent


class Clock:
    "Time as a number the test moves on"
    def __init__(self): self.t = 100.0
    def __call__(self): return self.t


def truth(t) -> list:
    "The table as it really is (the test reads the full state; the page never does)"
    return t.g.to_json(t.state)['table']


def phase(t) -> str: return t.g.view(t.state, None)['phase']


def kids(seats, seed=3, clock=None, **kw):
    clock = clock or Clock()
    t = KidsTable('kids', list(seats), seed=seed, clock=clock, **{'first_player': 0, **kw})
    return t, KidsScreen(t), clock


def cheat_move(t, rng):
    "A person's move who remembers perfectly (read from the full state): mostly flip the die's colour, else draw, else any"
    legal = t.g.legal_moves(t.state)
    if phase(t) == 'choose':
        die, table = t.state.die, truth(t)
        good = [i for i, c in enumerate(table) if c == die][:2]
        if good and {'type': 'flip', 'slots': good} in legal and (rng.random() < 0.6 or not t.state.deck): return {'type': 'flip', 'slots': good}
        if {'type': 'draw'} in legal: return {'type': 'draw'}
    return rng.choice(legal)


def answers(t, rng):
    "Each asked person's answer: the right slot, a wrong one, or a pass"
    out, table, die = {}, truth(t), t.state.die
    for q in t.window['seats']:
        if t.is_bot(q): continue
        down = t.window_json()['slots']
        right, wrong = [i for i in down if table[i] == die], [i for i in down if table[i] != die]
        out[q] = rng.choice([[], right[:1], wrong[:1]])
    return out


def act(t, scr, clock, rng):
    "One action at the table: a window answered by every person and closed, or a bot's step, or the move of the person to move"
    if t.window:
        for q, slots in answers(t, rng).items(): assert scr.intent({'type': 'grab', 'seat': q, 'slots': slots}) is None
        clock.t += 60
        scr.tick()
    elif t.bot_due is not None: scr.step()
    else: assert scr.intent({'type': 'move', 'move': cheat_move(t, rng), 'ply': t.ply}) is None


def until(t, scr, clock, rng, done, limit=400):
    for _ in range(limit):
        if done(): return
        assert t.g.outcome(t.state) is None, "the game ended first"
        act(t, scr, clock, rng)
    raise AssertionError("never reached")


def window_with(t, scr, clock, rng, humans=2, slots=2, kind=None, right=False):
    "Play until a window asks at least `humans` people, with `slots` face-down cards (`right`: one of the die's colour)"
    def ready():
        if not t.window or sum(not t.is_bot(q) for q in t.window['seats']) < humans or kind not in (None, t.window['kind']): return False
        down = t.window_json()['slots']
        return len(down) >= slots and (not right or any(truth(t)[i] == t.state.die for i in down))
    until(t, scr, clock, rng, ready, limit=1500)


# ---- the table rules --------------------------------------------------------------------------------------
def test_the_kids_table_rules_are_found_by_name_and_hide_no_hand():
    g = games_lib.load('kids')
    r = table_rules(g)
    assert isinstance(r, KidsTableRules) and r.hides_hands(g) is False
    assert [r.can_take_back(g, {'type': k}) for k in ('steal', 'give', 'bet', 'roll', 'flip', 'draw', 'grab', 'pass')] == [True] * 3 + [False] * 5


def test_rolls_flips_and_draws_reveal_and_candidates_naming_a_face_down_slot_are_hidden():
    g, r = games_lib.load('kids', first_player=0), KidsTableRules()
    s0 = g.setup(n_players=3, seed=4)
    s1 = g.apply(s0, {'type': 'roll'})
    assert r.reveals(g, s0, {'type': 'roll'}, s1)
    s2 = g.apply(s1, {'type': 'draw'})                       # nobody to ask: drawn at once
    assert r.reveals(g, s1, {'type': 'draw'}, s2)
    s3 = g.apply(g.apply(s2, {'type': 'roll'}), {'type': 'draw'})
    s3r = g.apply(s3, {'type': 'roll'})
    s4 = g.apply(s3r, {'type': 'draw'})                      # a window opens: nothing shown yet
    assert g.view(s4, None)['phase'] == 'announce' and not r.reveals(g, s3r, {'type': 'draw'}, s4)
    assert r.reveals(g, s4, {'type': 'flip', 'slots': [0]}, s4)
    v = g.view(s3, 1)
    assert v['table'] == [HIDDEN]
    assert not r.shows(g, v, {'type': 'flip', 'slots': [0]}) and not r.shows(g, v, {'type': 'grab', 'slot': 0})
    assert r.shows(g, v, {'type': 'draw'}) and r.shows(g, v, {'type': 'flip', 'slots': [5]})


def test_the_board_log_names_old_colours_of_hidden_cards_only_when_the_teacher_keeps_them():
    log = [{'event': 'flip', 'player': 0, 'slots': [1, 2], 'cards': ['red', 'blue'], 'match': False},
           {'event': 'draw', 'player': 1, 'card': 'pink', 'slot': 3}, {'event': 'draw', 'player': 1, 'card': 'red', 'won': True},
           {'event': 'grab', 'player': 2, 'slot': 1, 'card': 'red', 'won': False}, {'event': 'penalty', 'player': 2, 'card': 'green'},
           {'event': 'grab', 'player': 2, 'slot': 4, 'card': 'red', 'won': True}, {'event': 'win', 'player': 0, 'slots': [5], 'cards': ['blue']}]
    old = public_log(log, 10, 20)
    assert old[0]['cards'] == [HIDDEN, HIDDEN] and old[1]['card'] == HIDDEN and old[3]['card'] == HIDDEN and old[4]['card'] == HIDDEN
    assert old[2] == log[2] and old[5] == log[5] and old[6] == log[6]       # won cards lie face up
    assert public_log(log, 10, 20, keep=True) == log
    fresh = public_log(log, 10, 13)
    assert [e.get('fresh', False) for e in fresh] == [False] * 3 + [True] * 4 and fresh[3]['card'] == 'red'


# ---- the grab window ----------------------------------------------------------------------------------------
def test_a_window_asks_every_other_seat_at_once_with_its_key_and_no_legal_move():
    t, scr, clock = kids(['human', 'human', 'human', 'random'])
    window_with(t, scr, clock, random.Random(1), humans=2)
    v = t.g.view(t.state, None)
    w = scr.projection()['window']
    assert [x['seat'] for x in w['seats']] == poll_order(t.g, v) and v['active'] not in [x['seat'] for x in w['seats']]
    assert all(x['key'] == GRAB_KEYS[x['seat']] and x['human'] == (x['seat'] != 3) and not x['answered'] for x in w['seats'])
    assert w['slots'] == [i for i, c in enumerate(v['table']) if c == HIDDEN] and w['left'] == 6.0 and w['die'] == v['die']
    assert scr.projection()['legal'] == [] and t.bot_due is None and scr.handover is None
    assert scr.intent({'type': 'move', 'move': {'type': 'pass'}})['rule'] == 'board.kids.window_open'
    assert len(set(GRAB_KEYS)) == 6 and not set(GRAB_KEYS) & set('RDU0123456789')   # the turn's own keys stay free


@pytest.mark.parametrize('timing', ['simultaneous', 'turn_order'])
def test_the_order_of_the_answers_never_decides(timing):
    "Three people answer in each of the six orders: the engine gets the same moves, and ends in the same position"
    seats, rng = ['human', 'human', 'human', 'human'], random.Random(5)
    t, scr, clock = kids(seats, seed=11, grab_timing=timing)
    window_with(t, scr, clock, rng, humans=3, slots=2, right=True)
    k, table, die = t.ply, truth(t), t.state.die
    asked = [q for q in t.window['seats']]
    down = t.window_json()['slots']
    right = [i for i in down if table[i] == die]
    plan = {asked[0]: right[:1], asked[1]: right[:1], asked[2]: [i for i in down if i not in right][:1]}
    results = set()
    for order in itertools.permutations(asked):
        t2, scr2, clock2 = kids(seats, seed=11, grab_timing=timing)
        window_with(t2, scr2, clock2, random.Random(5), humans=3, slots=2, right=True)
        assert t2.ply == k
        for q in order: assert scr2.intent({'type': 'grab', 'seat': q, 'slots': plan[q]}) is None
        assert t2.window is None, "everyone answered: the window closes"
        results.add(json.dumps([t2.moves[k:], t2.g.to_json(t2.state)], sort_keys=True))
    assert len(results) == 1
    final = json.loads(results.pop())[1]
    before = [len(w) for w in t.state.won]
    gained = [len(final['won'][q]) - before[q] for q in asked[:2]]
    # both grabbed the right card: at once, nobody wins it; in turn order, the first the engine asks does
    assert gained == ([1, 0] if timing == 'turn_order' else [0, 0]), gained


def test_two_people_grabbing_the_same_right_card_at_once_win_nothing():
    t, scr, clock = kids(['human'] * 4, seed=11)
    window_with(t, scr, clock, random.Random(5), humans=3, slots=2, right=True)
    table, die = truth(t), t.state.die
    right = [i for i in t.window_json()['slots'] if table[i] == die]
    a, b, c = t.window['seats']
    won = [len(w) for w in t.state.won]
    for q, slots in ((b, right[:1]), (a, right[:1]), (c, [])): scr.intent({'type': 'grab', 'seat': q, 'slots': slots})
    assert truth(t)[right[0]] == die, "a card grabbed by two stays on the table"
    assert [len(w) for w in t.state.won][a] == won[a] and [len(w) for w in t.state.won][b] == won[b]


def test_time_passes_the_silent_seats_and_a_claim_gives_more_time():
    t, scr, clock = kids(['human', 'human', 'human', 'random'], grab_seconds=4)
    window_with(t, scr, clock, random.Random(1), humans=2)
    people = [q for q in t.window['seats'] if not t.is_bot(q)]
    opened, k = clock.t, t.ply
    clock.t = opened + 3
    assert scr.intent({'type': 'claim', 'seat': people[0]}) is None and t.window['claims'] == {people[0]: opened + 3}
    clock.t = opened + 3.9; scr.tick()
    assert t.window is not None and abs(t.next_due() - 0.1) < 1e-9
    clock.t = opened + 4.0; scr.tick()
    assert t.window is not None, "the claimed seat still chooses"
    assert abs(t.next_due() - 3) < 1e-9
    clock.t = opened + 6.9; scr.tick()
    assert t.window is not None
    clock.t = opened + 7.0; scr.tick()
    assert t.window is None
    movers = [t.g.to_move(t.states[j]) for j in range(k, t.ply)]
    assert set(people) <= set(movers), "every silent person was asked by the engine"
    assert all(m == {'type': 'pass'} for q, m in zip(movers, t.moves[k:]) if q in people), "and passed"


def test_without_a_limit_only_the_answers_close_a_window():
    t, scr, clock = kids(['human', 'human', 'memory:preset=perfect'], grab_seconds=0)
    window_with(t, scr, clock, random.Random(2), humans=1)
    assert scr.projection()['window']['left'] is None
    clock.t += 10_000; scr.tick()
    assert t.window is not None and t.next_due() is None
    q = next(q for q in t.window['seats'] if not t.is_bot(q))
    scr.intent({'type': 'grab', 'seat': q, 'slots': []})
    assert t.window is None


def test_bots_answer_after_a_reaction_time_that_depends_on_their_level():
    assert reaction_time('memory:preset=child') > reaction_time('memory') > reaction_time('memory:preset=perfect')
    assert reaction_time('random') > reaction_time('greedy')
    t, scr, clock = kids(['human', 'memory:preset=child', 'human'], grab_seconds=0)
    window_with(t, scr, clock, random.Random(3), humans=1)
    if 1 not in t.window['seats']: pytest.fail("seat 1 should be asked in this window")
    at = t.window['bots'][1] - t.window['opened']
    assert 0.8 * 1.9 <= at <= 1.25 * 1.9
    clock.t += at - 0.05; scr.tick()
    assert not t.window_json()['seats'][[x['seat'] for x in t.window_json()['seats']].index(1)]['answered']
    clock.t += 0.1; scr.tick()
    assert [x['answered'] for x in t.window_json()['seats'] if x['seat'] == 1] == [True]
    fast, _, _ = kids(['human', 'memory:preset=child', 'human'], grab_seconds=0, bot_speed=0)
    assert fast.bot_speed == 0


def test_a_bot_too_slow_for_the_limit_passes():
    t, scr, clock = kids(['human', 'memory:preset=child', 'human'], grab_seconds=1)
    window_with(t, scr, clock, random.Random(3), humans=1)
    k = t.ply
    q = next(q for q in t.window['seats'] if not t.is_bot(q))
    scr.intent({'type': 'grab', 'seat': q, 'slots': []})
    clock.t += 1.0; scr.tick()
    assert t.window is None and t.moves[k:] == [{'type': 'pass'}] * len(t.moves[k:])
    assert not any(k0 in t.explained for k0 in range(k, t.ply)), "the bot was not asked: it gives no reasons"


def test_a_wrong_answer_gets_the_engines_rule_and_changes_nothing():
    t, scr, clock = kids(['human', 'human', 'human'], seed=4)
    window_with(t, scr, clock, random.Random(4), humans=2, slots=2)
    q = next(q for q in t.window['seats'])
    n, seq = len(t.state.table), t.seq
    empty = [i for i, c in enumerate(truth(t)) if c is None]
    for slots, rule in (([n + 2], 'kids.grab.no_card'), ([t.window_json()['slots'][0]] * 2, 'kids.grab.again')) + \
                       ((([empty[0]], 'kids.grab.no_card'),) if empty else ()):
        err = scr.intent({'type': 'grab', 'seat': q, 'slots': slots})
        assert err['rule'] == rule and err['kind'] == 'rejected' and err['messages']['fr'] != err['messages']['en']
        assert scr.feedback['rule'] == rule and t.window['answers'] == {}
    assert scr.intent({'type': 'grab', 'seat': q, 'slots': [n + 2]})['focus'] == [n + 2]
    assert scr.intent({'type': 'grab', 'seat': q, 'slots': 'all'})['rule'] == 'board.bad_message'
    assert scr.intent({'type': 'grab', 'seat': t.state.active, 'slots': []})['rule'] == 'board.kids.not_asked'
    assert scr.intent({'type': 'grab', 'seat': q, 'slots': []}) is None
    assert scr.intent({'type': 'grab', 'seat': q, 'slots': []})['rule'] == 'board.kids.answered'
    assert t.seq == seq + 1
    one, scr1, clock1 = kids(['human', 'human', 'human'], seed=4, grabs='one')
    window_with(one, scr1, clock1, random.Random(4), humans=2, slots=2)
    q = one.window['seats'][0]
    assert scr1.intent({'type': 'grab', 'seat': q, 'slots': one.window_json()['slots'][:2]})['rule'] == 'board.kids.one_grab'


def test_a_device_answers_only_for_its_own_seat_and_a_table_without_window_refuses_answers():
    t, scr, clock = kids(['human', 'human', 'human'], seed=4)
    assert t.intent(0, {'type': 'grab', 'seat': 0, 'slots': []})['rule'] == 'board.kids.no_window'
    window_with(t, scr, clock, random.Random(4), humans=2)
    a, b = [q for q in t.window['seats'] if not t.is_bot(q)][:2]
    assert t.intent(a, {'type': 'grab', 'seat': b, 'slots': []})['rule'] == 'board.kids.not_asked'
    assert t.intent(a, {'type': 'claim', 'seat': a}) is None


# ---- no hand-over, undo ---------------------------------------------------------------------------------------
def test_people_share_the_screen_without_a_hand_over():
    t, scr, clock = kids(['human', 'human', 'human'], seed=6)
    rng = random.Random(6)
    seen = set()
    for _ in range(60):
        assert scr.handover is None and scr.projection()['handover'] is None
        if not t.window and t.to_move is not None: seen.add(scr.seat)
        act(t, scr, clock, rng)
    assert len(seen) >= 2


def test_a_steal_can_be_taken_back_until_the_die_is_rolled():
    t, scr, clock = kids(['human', 'human', 'human'], seed=8)
    rng = random.Random(8)
    until(t, scr, clock, rng, lambda: phase(t) == 'steal', limit=1500)
    p, k = t.to_move, t.ply
    assert scr.projection()['can_undo'] is False                       # the flip just before revealed
    victim = t.g.legal_moves(t.state)[0]
    assert scr.intent({'type': 'move', 'move': victim}) is None and scr.projection()['can_undo'] is True
    assert scr.intent({'type': 'undo'}) is None and t.ply == k and phase(t) == 'steal'
    scr.intent({'type': 'move', 'move': victim})
    scr.intent({'type': 'move', 'move': {'type': 'roll'}})
    assert scr.intent({'type': 'undo'})['rule'] == 'board.no_undo'


# ---- the bots' reasons -------------------------------------------------------------------------------------------
def test_why_a_memory_bot_moved_says_only_what_the_seat_may_read():
    found = {'remembered_shown': 0, 'kept': 0, 'cands_hidden': 0}
    for reveal in (False, True):
        t, scr, clock = kids(['human', 'memory:preset=perfect', 'human'], seed=5, reveal_log=reveal, max_turns=40)
        rng = random.Random(5)
        for _ in range(300):
            if t.g.outcome(t.state) is not None: break
            act(t, scr, clock, rng)
            for seat in (0, 2, None):
                p = t.projection(seat)
                for e in p['why']:
                    assert e['move'] == t.moves[e['index']], "the move a bot played is public"
                    said = t.explained[e['index']][1]
                    then = t.g.view(t.states[e['index'] + 1], seat)
                    if 'remembers' in said[0] if said else False:
                        assert 'remembers' in e
                        if not reveal:
                            assert not any(face_down(p['view'], i) or face_down(then, i) for i, _ in e['remembers'])
                            assert e['remembers_hidden'] == len(said[0]['remembers']) - len(e['remembers'])
                            assert all(not any(face_down(then, i) for i in ([c['move'].get('slot')] + (c['move'].get('slots') or [])))
                                       for c in e['candidates'])
                            found['remembered_shown'] += len(e['remembers']); found['kept'] += e['remembers_hidden']
                            found['cands_hidden'] += len(said) - len(e['candidates'])
                        else:
                            assert e['remembers'] == sorted([int(i), c] for i, c in said[0]['remembers'].items())
                            assert len(e['candidates']) == len(said)
    assert found['kept'] > 0 and found['remembered_shown'] > 0 and found['cands_hidden'] > 0, found


# ---- the leak test ----------------------------------------------------------------------------------------------
def check_no_leak(t, since, seats):
    for seat in seats:
        p = t.projection(seat)
        assert leaks(p['view'], since) == [], (seat, leaks(p['view'], since))
        text = json.dumps(p)
        assert '"deck": null' in text and '"rng": null' in text
        for e in p['why']:
            assert not any(face_down(p['view'], i) for i, _ in e.get('remembers', []))


@pytest.mark.parametrize('seed', [1, 2])
def test_no_projection_of_a_whole_game_shows_a_face_down_card_or_the_deck(seed):
    """Four seats (three people, a perfect memory bot), a whole game: before every action the test notes where the
    log ends (from the full state); after it, no seat's projection names a face-down card's colour unless the
    event is of this action, and every fresh reveal names the true card. Windows, steals and penalties happen."""
    seats = ['human', 'memory:preset=perfect', 'human', 'human']
    t, scr, clock = kids(seats, seed=seed)
    rng, seen = random.Random(seed), {'windows': 0, 'steal': 0, 'fresh': 0, 'penalty': 0, 'hidden_again': 0}
    while t.g.outcome(t.state) is None and t.ply < 1500:
        since = log_end(t.g.view(t.state, None))
        seen['windows'] += bool(t.window)
        seen['steal'] += phase(t) == 'steal'
        seen['penalty'] += phase(t) == 'penalty'
        before = truth(t)
        act(t, scr, clock, rng)
        check_no_leak(t, since, range(len(seats)))
        check_no_leak(t, since, [None])
        v = t.projection(0)['view']
        for e in v['log']:
            if e.get('fresh') and e['event'] == 'flip':
                assert e['cards'] == [before[i] for i in e['slots']], "a fresh flip shows the true cards"
                seen['fresh'] += 1
                seen['hidden_again'] += any(face_down(v, i) for i in e['slots'])
    assert t.g.outcome(t.state) is not None
    assert min(seen.values()) > 0, seen
    for k in range(t.ply + 1):
        r = t.replay(k)
        assert r['step'] == k and leaks(r) == [], (k, leaks(r))
    assert t.replay(t.ply + 1) == {} and t.replay(-1) == {}


def test_the_kids_table_imports_no_widget_library():
    code = ("import sys, games_lib.widgets.kids_table; "
            "print([m for m in ('anywidget', 'ipywidgets', 'traitlets') if m in sys.modules])")
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert out.strip() == '[]'


def test_a_bot_asked_first_by_the_engine_waits_for_the_window_like_everyone():
    "The engine asks the bot first (it follows the hand); the table does not let it move before the window closes"
    t, scr, clock = kids(['human', 'random', 'human'], seed=4)
    until(t, scr, clock, random.Random(4), lambda: t.window is not None and t.to_move == 1 and 2 in t.window['seats'], limit=1500)
    k = t.ply
    assert t.bot_due is None and scr.step() is None and t.ply == k and scr.projection()['thinking'] is None
    clock.t += 0.5; scr.tick()
    assert t.ply == k, "nothing moves while a person has not answered and time is left"
