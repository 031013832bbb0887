"""Every game at a shared table: a real table server, two people on their own websockets (and a bot where the game
has room), random legal moves until the game ends; every frame a seat receives is checked by that game's own leak
check (the same checks the boards' tests use). Kids' grab windows are answered by each device for its own seat."""
from __future__ import annotations
import json, random, time

import pytest

import games_lib
from games_lib.core import Record
from games_lib.tables.store import Store
from games_lib.widgets import centrix_table, kayain_table, kids_table
from test_tables import Server, recv

pytestmark = [pytest.mark.timeout(240), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db', pace=0.0, workers=0).start()
    yield s
    s.stop()


def play_out(server, spec, humans, max_moves=400, seed=0, stall=60):
    """Two devices play random legal moves (and pass every grab window) until the game ends; every frame, per seat.

    A device acts only on the newest state any device has seen, once per state: frames to two sockets arrive in any
    order, and a device acting on an older frame (or waiting on one device for a change only the other can make)
    would wait for ever. The run fails if no frame comes for `stall` seconds (a grab window closes in 6)."""
    _, t = server.post(spec)
    socks = {p: server.ws(t['table'], t['seats'][p]['key']) for p in humans}
    frames, last, rng, acted = {p: [] for p in humans}, {}, random.Random(seed), set()
    for p, ws in socks.items():
        last[p] = recv(ws); frames[p].append(last[p])
    sent, heard = 0, time.monotonic()
    while sent < max_moves and not last[humans[0]]['outcome']:
        newest = max(f['seq'] for f in last.values())
        for p, ws in socks.items():
            f, w = last[p], last[p].get('window') or {}
            if f['seq'] != newest or (p, f['seq']) in acted: continue
            if any(x['seat'] == p and not x['answered'] for x in w.get('seats', [])):
                ws.send(json.dumps({'type': 'grab', 'seat': p, 'slots': [], 'seq': f['seq']})); acted.add((p, f['seq']))
            elif f['legal'] and not w:
                ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': rng.choice(f['legal'])})); acted.add((p, f['seq'])); sent += 1
        for p, ws in socks.items():                     # whatever has come, on every device
            while True:
                try: f = recv(ws, timeout=0.02)
                except TimeoutError: break
                frames[p].append(f); heard = time.monotonic()
                if f['type'] == 'rejected' and f['rule'] in ('board.kids.no_window', 'board.kids.answered', 'board.kids.window_open'): continue
                assert f['type'] in ('state', 'replay', 'stale'), f   # stale: a move sent just before another device's window opened
                if f['type'] == 'state': last[p] = f
        assert time.monotonic() - heard < stall, f"no frame for {stall} s; the devices' last states: {[(p, f['seq'], f['ply'], f['to_move'], f.get('window')) for p, f in last.items()]}"
    for ws in socks.values(): ws.close()
    time.sleep(0.2)
    row = next(r for r in Store(server.db).tables() if r['id'] == t['table'])
    return t, frames, row


def states_of(row):
    rec = Record(row['game'], row['options'], len(row['seats']), row['seed'], row['moves'])
    return games_lib.replay(rec)


def test_kids_at_a_shared_table_each_device_answers_its_windows(server):
    t, frames, row = play_out(server, {'game': 'kids', 'seats': ['human', 'human', 'greedy'], 'seed': 3, 'options': {'demo': True, 'first_player': 0}},
                              humans=[0, 1], max_moves=40)
    states = [f for fs in frames.values() for f in fs if f['type'] == 'state']
    assert states[-1]['ply'] > 40
    assert any(f.get('window') for f in states), 'grab windows opened and were answered from each device'
    assert all(f['type'] != 'error' for fs in frames.values() for f in fs), [f for fs in frames.values() for f in fs if f['type'] == 'error'][:3]
    problems = [f"seat {f['seat']} ply {f['ply']}: {x}" for f in states for x in kids_table.leaks(f['view'])]
    assert problems == []
    assert states[-1]['grab_seconds'] == 6 and 'reveal_log' in states[-1], 'the page gets the board settings'
    assert len(row['moves']) == states[-1]['ply'], 'every move of the windows was committed'


def test_kayain_at_a_shared_table_never_shows_a_true_colour_or_the_other_hand(server):
    t, frames, row = play_out(server, {'game': 'kayain', 'players': 2, 'seed': 5, 'options': {'first_player': 0}}, humans=[0, 1], max_moves=200)
    states = states_of(row)
    g = games_lib.load('kayain', **row['options'])
    checked = 0
    for p, fs in frames.items():
        for f in fs:
            if f['type'] != 'state': continue
            assert f['chart'], 'the page gets the colour chart'
            ids = kayain_table.secret_ids(g, states[f['ply']], p)
            assert kayain_table.leaks(f, p, ids) == [], (p, f['ply'])
            checked += 1
    assert checked > 20 and len(row['moves']) == max(f['ply'] for f in frames[0] if f['type'] == 'state')


def test_centrix_at_a_shared_table_writes_moves_one_way_and_hides_hands(server):
    _, t = server.post({'game': 'centrix', 'players': 2, 'seats': ['human', 'human'], 'seed': 2, 'options': {'first_player': 0}})
    socks = [server.ws(t['table'], t['seats'][p]['key']) for p in (0, 1)]
    last, rng = [recv(ws) for ws in socks], random.Random(1)
    for _ in range(60):                                                      # play on until a ring may turn one step
        p = last[0]['to_move']
        turn = next((m for m in last[p]['legal'] if (m.get('rotate') or {}).get('steps') == 1), None)
        if turn: break
        socks[p].send(json.dumps({'type': 'move', 'seq': last[p]['seq'], 'move': rng.choice(last[p]['legal'])}))
        last = [until_state(ws, last[q]['seq']) for q, ws in enumerate(socks)]
    assert turn, 'no turn of one step came up'
    socks[p].send(json.dumps({'type': 'move', 'seq': last[p]['seq'], 'move': {**turn, 'rotate': {**turn['rotate'], 'steps': -11}}}))
    f = until_state(socks[p], last[p]['seq'])                                # -11 steps is one step: accepted, written as 1
    assert Store(server.db).tables()[0]['moves'][-1] == turn, Store(server.db).tables()[0]['moves'][-1]
    for ws in socks: ws.close()
    _, frames, row = play_out(server, {'game': 'centrix', 'players': 3, 'seats': ['human', 'human', 'random'], 'seed': 4,
                                       'options': {'first_player': 0}}, humans=[0, 1], max_moves=150)
    problems = [f"seat {f['seat']} ply {f['ply']}: {x}" for fs in frames.values() for f in fs if f['type'] == 'state'
                for x in centrix_table.projection_leaks(f)]
    assert problems == [] and sum(len(fs) for fs in frames.values()) > 30


def until_state(ws, seq):
    "The first state frame after `seq`"
    while True:
        f = recv(ws)
        if f['type'] == 'state' and f['seq'] > seq: return f
        assert f['type'] == 'state', f


def test_the_servers_pace_sets_how_soon_bots_answer_a_grab_window(tmp_path):
    """A server whose bots move at once (`--pace 0`) has them answer Kids' grab windows at once too, as the board in
    Jupyter does (the window is due at once, not at its limit); at the usual pace they take their reaction time; the
    speed holds for tables read back from the file"""
    from games_lib.tables.server import TableServer
    from games_lib.widgets.kids_table import reaction_time
    for pace, speed in ((0.0, 0.0), (0.6, 1.0), (1.2, 2.0)):
        db = tmp_path/f'{pace}.db'
        ts = TableServer(db, pace=pace, workers=0)
        live = ts.create({'game': 'kids', 'seats': ['human', 'greedy', 'greedy'], 'seed': 3, 'options': {'first_player': 0}})
        t = live.table
        assert t.bot_speed == pytest.approx(speed)
        for _ in range(60):                               # the bots and the person's first legal move, until a window opens
            if t.window is not None: break
            if t.bot_due is not None: t.step()
            else: assert t.intent(0, {'type': 'move', 'seq': t.seq, 'move': t.g.legal_moves(t.state)[0]}) is None
        w = t.window
        assert w is not None and w['bots'], w
        for q, due in w['bots'].items():                  # each bot's reaction time, scaled by the speed (0.8 to 1.25 of it)
            assert 0.8 * speed * reaction_time('greedy') - 1e-9 <= due - w['opened'] <= 1.25 * speed * reaction_time('greedy') + 1e-9, (pace, q, w)
        if speed == 0: assert t.next_due() == 0, w       # due at once: the server's timer must not wait for the window's limit
        ts.close()
        again = TableServer(db, pace=pace, workers=0)
        assert again.tables[live.id].table.bot_speed == pytest.approx(speed)
        again.close()
