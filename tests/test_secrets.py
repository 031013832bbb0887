"""The seed is hidden information: one seed deals a game again, every hand, the bag's or the deck's order, the die's rolls.
At a real table server (its own process, a real SQLite file), a seat and a watcher of a game with hidden cards never
receive the seed while the game is on, nor anything from which the deal can be rebuilt: every number any of their frames
carries, and every small seed a pupil might try, is dealt again and compared with the true deal. The host receives the
seed, and the end of the game gives it to everyone (the record names it)."""
from __future__ import annotations
import json, sqlite3, time

import pytest
from websockets.sync.client import connect

import games_lib
from test_tables import Server

pytestmark = [pytest.mark.timeout(240), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]
TRIED = 5000          # small seeds a player might try one after the other, besides every number the frames hold
GAMES = {'chromino': {}, 'kids': {'max_turns': 6}, 'kayain': {'max_turns': 8}, 'centrix': {'max_turns': 8}}


@pytest.fixture(scope='module')
def server(tmp_path_factory):
    s = Server(tmp_path_factory.mktemp('secrets')/'tables.db', pace=0).start()
    yield s
    s.stop()


def numbers(x) -> set:
    "Every whole number in a JSON value (numbers written as text too)"
    out, todo = set(), [x]
    while todo:
        v = todo.pop()
        if isinstance(v, bool): continue
        if isinstance(v, int): out.add(v)
        elif isinstance(v, str) and v.isdigit(): out.add(int(v))
        elif isinstance(v, dict): todo += list(v.values())
        elif isinstance(v, list): todo += v
    return out


def play_as_seat(server, t, key, watch) -> tuple[list, list]:
    """Seat 1 of table `t` plays its first legal move whenever it may, and passes a grab window as soon as it opens (as
    a player who has nothing to grab: the window would otherwise wait 6 s for it), until the game is over; every frame
    it and the watcher got (the watcher's up to the end of the game)"""
    me, eye = connect(f"ws://127.0.0.1:{server.port}/ws/{t['table']}?key={key}", open_timeout=10), \
              connect(f"ws://127.0.0.1:{server.port}/ws/{t['table']}?key={watch}", open_timeout=10)
    mine, seen, deadline = [], [], time.monotonic() + 150
    while time.monotonic() < deadline:
        f = json.loads(me.recv(timeout=30))
        mine.append(f)
        if f['type'] == 'state' and f['outcome']: break
        if f['type'] == 'state' and any(x['seat'] == 0 and not x['answered'] for x in (f.get('window') or {}).get('seats', [])):
            me.send(json.dumps({'type': 'grab', 'seat': 0, 'slots': [], 'seq': f['seq']}))
        elif f['type'] == 'state' and f['legal']:
            me.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
    try:                                      # the watcher's frames up to the end (after it, the seed is everyone's)
        while not (seen and seen[-1]['type'] == 'state' and seen[-1]['outcome']): seen.append(json.loads(eye.recv(timeout=10)))
    except TimeoutError: pass
    me.close(); eye.close()
    return mine, seen


def rebuilds(game, options, n, truth, candidates) -> list:
    "The candidate seeds that deal the true game again"
    g = games_lib.load(game, **options)
    return [k for k in candidates if g.to_json(g.setup(n, seed=k)) == truth]


@pytest.mark.parametrize('game', list(GAMES))
def test_a_seat_and_a_watcher_cannot_rebuild_the_deal_until_the_game_is_over(server, game):
    options = GAMES[game]
    status, t = server.post({'game': game, 'players': 2, 'options': options, 'seats': ['human', 'greedy']})   # no seed: the server draws one
    assert status == 201, t
    with sqlite3.connect(server.db) as db: seed = db.execute('SELECT seed FROM tables WHERE id = ?', (t['table'],)).fetchone()[0]
    g = games_lib.load(game, **options)
    truth = g.to_json(g.setup(2, seed=seed))
    mine, seen = play_as_seat(server, t, t['seats'][0]['key'], t['watch']['key'])
    assert len(seen) > 2 and seen[-1]['type'] == 'state' and seen[-1]['outcome'], 'the watcher did not follow the game to its end'
    states = [f for f in mine + seen if f['type'] == 'state']
    during = [f for f in states if not f['outcome']]
    assert during and all(f.get('seed') is None for f in during), 'a frame sent the seed while the game was on'
    found = numbers(during)
    assert rebuilds(game, options, 2, truth, found | set(range(TRIED))) == [], f'{game}: the deal can be rebuilt from the frames'
    last = states[-1]
    assert last['outcome'] and last['seed'] == seed                           # over: everyone may know it, the record names it
    assert rebuilds(game, options, 2, truth, {last['seed']}) == [seed]      # ...and it does rebuild the deal: the check can fail


def test_the_host_sees_the_seed_and_a_seed_is_a_large_random_number(server):
    seeds = []
    for _ in range(3):
        status, t = server.post({'game': 'chromino', 'players': 2, 'seats': ['human', 'greedy']})
        host = connect(f"ws://127.0.0.1:{server.port}/ws/{t['table']}?key={t['host']['key']}", open_timeout=10)
        f = json.loads(host.recv(timeout=10)); host.close()
        assert f['type'] == 'state' and isinstance(f['seed'], int)
        seeds.append(f['seed'])
    assert len(set(seeds)) == 3 and min(seeds) > 2**32                   # not 1 to a million: nobody tries them all


def test_a_game_with_nothing_hidden_shows_its_seed():
    "Nim deals nothing hidden: its seed tells nothing, and the table shows it from the start"
    from games_lib.widgets.table import Table
    t = Table(games_lib.core.Nim(stones=9), ['human', 'random'], seed=12)
    assert (t.seed_is_secret(), t.projection(0)['seed'], t.projection(None)['seed']) == (False, 12, 12)
