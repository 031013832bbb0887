"""The table server for real: `games-lib serve`'s process on a free loopback port over a real SQLite file, spoken to
over HTTP and websockets (the `websockets` client), killed with SIGKILL and restarted."""
from __future__ import annotations
import json, os, signal, subprocess, sys, time, urllib.error, urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psutil
import pytest
from conftest import run_async
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

import games_lib
from games_lib.tables.store import Store

# websockets 17 asks for `with connect(...)`; these tests close their sockets themselves
pytestmark = [pytest.mark.timeout(180), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]
ROOT = Path(__file__).resolve().parent.parent
from games_lib.play_server import SERVE      # what `games-lib serve` runs: the server, with the classroom's pages handed in


def free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0)); return s.getsockname()[1]


class Server:
    "A table server process over `db` on a free loopback port (start, kill -9, start again)"
    def __init__(self, db: Path, pace=0.0, workers=1, extra=(), serve=SERVE):
        self.db, self.pace, self.workers, self.port, self.proc, self.extra, self.serve = db, pace, workers, free_port(), None, list(extra), serve
        self.base = f'http://127.0.0.1:{self.port}'

    def start(self):
        self.log = open(self.db.with_suffix('.log'), 'ab')
        self.proc = subprocess.Popen([sys.executable, '-c', self.serve, '--port', str(self.port), '--db', str(self.db), '--pace', str(self.pace),
                                      '--workers', str(self.workers), *self.extra], stdout=self.log, stderr=subprocess.STDOUT, cwd=ROOT)
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(self.base + '/', timeout=1): return self
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError(f'the table server did not start: {self.db.with_suffix(".log").read_text()[-2000:]}')
                time.sleep(0.1)

    def stop(self, sig=signal.SIGTERM):
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig); self.proc.wait(20)
        self.log.close()

    def post(self, body) -> tuple[int, dict]:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        req = urllib.request.Request(self.base + '/api/tables', data=data, method='POST', headers={'Content-Type': 'application/json'})
        try:
            with urllib.request.urlopen(req, timeout=10) as r: return r.status, json.load(r)
        except urllib.error.HTTPError as e: return e.code, json.load(e)

    def ws(self, table, key):
        return connect(f'ws://127.0.0.1:{self.port}/ws/{table}?key={key}', open_timeout=10)


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db').start()
    yield s
    s.stop()


def recv(ws, timeout=10) -> dict: return json.loads(ws.recv(timeout=timeout))


def until(ws, pred, timeout=20) -> dict:
    "The first frame satisfying `pred`"
    end = time.monotonic() + timeout
    while True:
        f = recv(ws, max(0.1, end - time.monotonic()))
        if pred(f): return f


def test_creating_a_table_gives_a_link_per_seat_and_refuses_bad_input_in_words(server):
    status, t = server.post({'game': 'chromino', 'players': 3, 'seed': 4, 'seats': ['human', 'human', 'greedy']})
    assert status == 201
    assert [s['label'] for s in t['seats']] == ['Player 1', 'Player 2', 'Player 3'] and t['seats'][2]['kind'] == 'greedy'
    keys = [s['key'] for s in t['seats']] + [t['watch']['key'], t['host']['key']]
    assert len(set(keys)) == 5 and all(len(k) >= 20 for k in keys)
    assert t['seats'][0]['url'] == f"{server.base}/t/{t['table']}?key={keys[0]}"
    for body, words in [(b'{"game": ', 'not JSON'), ({'game': 'go'}, 'game must be one of'), ({'game': 'kids', 'players': 9}, 'players must be'),
                        ({'game': 'chromino', 'seats': ['human', 'alphago']}, 'alphago'), ({'game': 'chromino', 'options': {'first_player': 'me'}}, 'first_player')]:
        status, err = server.post(body)
        assert status == 400 and words in err['error'] and err['error'].endswith('.'), (body, err)


def test_a_wrong_key_opens_nothing(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 1})
    for url in (f"/t/{t['table']}?key=nope", f"/t/{t['table']}", f"/t/{t['table']}?key={t['seats'][0]['key'][:-1]}"):
        with pytest.raises(urllib.error.HTTPError) as e: urllib.request.urlopen(server.base + url)
        assert e.value.code == 403 and 'key' in e.value.read().decode()
    with pytest.raises(InvalidStatus) as e: server.ws(t['table'], 'nope')
    assert e.value.response.status_code == 403
    with urllib.request.urlopen(server.base + f"/t/{t['table']}?key={t['seats'][1]['key']}") as r:
        page = r.read().decode()
    assert '/static/table-host.js' in page and 'http' not in page.replace(server.base, '').split('<body', 1)[1].lower()


def test_each_key_sees_its_own_view_and_bad_frames_keep_the_connection(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 7, 'options': {'first_player': 0}})
    g = games_lib.load('chromino', first_player=0)
    hands = g.to_json(g.setup(n_players=2, seed=7))['hands']
    a, b, w = server.ws(t['table'], t['seats'][0]['key']), server.ws(t['table'], t['seats'][1]['key']), server.ws(t['table'], t['watch']['key'])
    fa, fb, fw = recv(a), recv(b), recv(w)
    assert (fa['seat'], fb['seat'], fw['seat'], fw['role']) == (0, 1, None, 'watch')
    assert fa['view']['hands'] == [hands[0], None] and fb['view']['hands'] == [None, hands[1]] and fw['view']['hands'] == [None, None]
    assert fa['legal'] and fb['legal'] == [] and fw['legal'] == []
    assert not any(f'"{tile}"' in json.dumps(fb) for tile in hands[0])
    for bad, words in [('{"type": "move", ', 'not JSON'), ('[1, 2]', 'type must be'), ('{"type": "move", "move": {"type": "draw"}}', 'seq'),
                       ('{"type": "fly"}', 'expected type move')]:
        a.send(bad)
        f = recv(a)
        assert f['type'] == 'error' and words in f['message']['en'] and f['message']['fr'], (bad, f)
    w.send(json.dumps({'type': 'move', 'seq': 0, 'move': fa['legal'][0]}))
    assert recv(w)['rule'] == 'tables.watching'
    b.send(json.dumps({'type': 'move', 'seq': 0, 'move': fa['legal'][0]}))
    f = recv(b)
    assert (f['type'], f['rule']) == ('rejected', 'board.not_your_turn') and f['message']['fr'].startswith("C'est au tour du joueur 1")
    a.send(json.dumps({'type': 'move', 'seq': 0, 'move': {'type': 'place', 'tile': hands[0][0], 'cells': [[50, 50], [51, 50], [52, 50]]}}))
    f = recv(a)
    assert f['type'] == 'rejected' and f['rule'].startswith('chromino.') and f['message']['en'] != f['message']['fr']
    a.send(json.dumps({'type': 'move', 'seq': 0, 'move': fa['legal'][0]}))      # still connected: a good move plays
    for ws in (a, b, w): assert until(ws, lambda f: f['type'] == 'state')['ply'] == 1
    for ws in (a, b, w): ws.close()


def test_racing_moves_one_is_applied_the_other_is_stale(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 3, 'options': {'first_player': 0}})
    key = t['seats'][0]['key']
    one, two = server.ws(t['table'], key), server.ws(t['table'], key)           # the same seat on two devices
    legal = recv(one)['legal']; recv(two)
    moves = [m for m in legal if m['type'] == 'place'][:2]
    with ThreadPoolExecutor(2) as ex: list(ex.map(lambda p: p[0].send(json.dumps({'type': 'move', 'seq': 0, 'move': p[1]})), [(one, moves[0]), (two, moves[1])]))
    answers = [until(ws, lambda f: f['type'] in ('stale', 'state') and f.get('seq', 0) >= 1 or f['type'] == 'stale') for ws in (one, two)]
    kinds = sorted(f['type'] for f in answers)
    assert kinds in (['stale', 'state'], ['state', 'state']), answers
    time.sleep(0.3)
    rows = Store(server.db).tables()
    assert len(rows[0]['moves']) == 1 and rows[0]['seq'] == 1, 'exactly one of the two racing moves was applied'


def test_a_killed_server_comes_back_with_every_acknowledged_move(tmp_path):
    s = Server(tmp_path/'t.db', workers=1).start()
    _, t = s.post({'game': 'chromino', 'players': 3, 'seed': 11, 'seats': ['human', 'greedy', 'random'], 'options': {'first_player': 0}})
    a = s.ws(t['table'], t['seats'][0]['key'])
    f = recv(a)
    for _ in range(3):                                                          # our move, then both bots reply on the server
        a.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
        f = until(a, lambda x: x['type'] == 'state' and x['to_move'] == 0 and x['ply'] > 0 and x['seq'] > f['seq'], timeout=60)
    acknowledged = f
    workers = [c for c in psutil.Process(s.proc.pid).children() if 'spawn_main' in ' '.join(c.cmdline())]
    assert workers, "the bots did not think in a worker process"
    s.stop(signal.SIGKILL)
    gone, alive = psutil.wait_procs(workers, timeout=10)
    assert alive == [], f"bot workers outlived their killed server: {alive}"   # they would wait on their queue forever
    s.start()
    b = s.ws(t['table'], t['seats'][0]['key'])
    again = recv(b)
    assert (again['seq'], again['ply'], again['view'], again['legal']) == (acknowledged['seq'], acknowledged['ply'], acknowledged['view'], acknowledged['legal'])
    b.send(json.dumps({'type': 'move', 'seq': again['seq'], 'move': again['legal'][0]}))   # and the game goes on
    assert until(b, lambda x: x['type'] == 'state' and x['ply'] > again['ply'])['seq'] > again['seq']
    s.stop()
    said = s.db.with_suffix('.log').read_text()                                   # what each start said it found
    assert '(0 tables from' in said and '(1 table from' in said, said[-2000:]


def test_a_foreign_database_stops_the_server_with_a_sentence(tmp_path):
    import sqlite3
    db = tmp_path/'shop.db'
    con = sqlite3.connect(db); con.execute('CREATE TABLE orders (id)'); con.commit(); con.close()
    out = subprocess.run([sys.executable, '-c', SERVE, '--port', str(free_port()), '--db', str(db)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and 'something else (it holds orders)' in out.stderr and 'Traceback' not in out.stderr
    busy = Server(tmp_path/'ok.db').start()
    out = subprocess.run([sys.executable, '-c', SERVE, '--port', str(busy.port), '--db', str(tmp_path/'other.db')], capture_output=True, text=True, timeout=60)
    busy.stop()
    assert out.returncode == 2 and 'is busy' in out.stderr


def test_the_host_pauses_restarts_and_replaces_a_seat(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 2, 'options': {'first_player': 0}})
    host, a = server.ws(t['table'], t['host']['key']), server.ws(t['table'], t['seats'][0]['key'])
    recv(host); f = recv(a)
    a.send(json.dumps({'type': 'pause'}))
    assert recv(a)['rule'] == 'tables.host_only'
    host.send(json.dumps({'type': 'pause'}))
    f = until(a, lambda x: x['type'] == 'state' and x['paused'])
    a.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
    assert recv(a)['rule'] == 'tables.paused'
    host.send(json.dumps({'type': 'resume'}))
    f = until(a, lambda x: x['type'] == 'state' and not x['paused'])
    a.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
    f = until(a, lambda x: x['type'] == 'state' and x['ply'] == 1)
    host.send(json.dumps({'type': 'replace', 'seat': 1, 'bot': 'greedy'}))      # player 2 left: a bot takes the seat and plays
    f = until(a, lambda x: x['type'] == 'state' and x['ply'] >= 2 and x['seats'] == ['human', 'greedy'], timeout=60)
    host.send(json.dumps({'type': 'restart', 'seed': 9}))
    until(host, lambda x: x['type'] == 'state' and x['seed'] == 9)             # the host sees the new seed...
    f = until(a, lambda x: x['type'] == 'state' and x['ply'] == 0)
    assert f['seed'] is None                                                    # ...a seat does not, while the game is on
    assert Store(server.db).tables()[0]['moves'] == [] and Store(server.db).tables()[0]['seed'] == 9


def test_the_host_methods_steer_a_table_and_refuse_in_both_languages(tmp_path):
    "What a host's frames do is a method of the server: each answers the table, each refusal is a `TableRefused` in both languages"
    from games_lib.tables.server import TableRefused, TableServer
    srv = TableServer(tmp_path/'t.db', pace=0, workers=0)

    async def steer():
        live = srv.create({'game': 'chromino', 'players': 3, 'seed': 4, 'seats': ['human'] * 3})
        tid, said = live.id, {}
        assert (await srv.pause(tid)) is live and live.paused and live.table.seq == 1
        assert not (await srv.resume(tid)).paused and live.table.seq == 2
        assert (await srv.restart(tid, 77)).table.seed == 77 and live.table.seq == 3
        assert (await srv.replace(tid, 2, 'greedy')).table.seats == ['human', 'human', 'greedy']
        assert (await srv.replace(tid, 2)).table.seats == ['human'] * 3
        for name, act in {'seed': lambda: srv.restart(tid, MAX_SEED + 1), 'seed text': lambda: srv.restart(tid, '7'),
                          'seat': lambda: srv.replace(tid, 3, 'greedy'), 'seat text': lambda: srv.replace(tid, '0', 'greedy'),
                          'bot': lambda: srv.replace(tid, 0, 'deep blue'), 'long search': lambda: srv.replace(tid, 0, 'mcts:seconds=60'),
                          'pause elsewhere': lambda: srv.pause('nope'), 'resume elsewhere': lambda: srv.resume('nope'),
                          'restart elsewhere': lambda: srv.restart('nope'), 'replace elsewhere': lambda: srv.replace('nope', 0, 'greedy')}.items():
            with pytest.raises(TableRefused) as e: await act()
            said[name] = e.value
        stored = [r for r in srv.store.tables() if r['id'] == tid][0]
        assert (live.table.seed, live.table.seats, live.table.seq) == (stored['seed'], stored['seats'], stored['seq']) == (77, ['human'] * 3, 5)   # nothing refused was done
        srv.delete(tid)
        assert live.gone and tid not in srv.tables and all(r['id'] != tid for r in srv.store.tables())
        for act in (srv.pause, srv.resume, srv.restart):
            with pytest.raises(TableRefused, match="There is no table"): await act(tid)
        srv.delete(tid)                                                         # already gone: nothing to do, nothing refused
        return said

    from games_lib.widgets.setup import MAX_SEED
    try: said = run_async(steer())
    finally: srv.close()
    assert all(e.rule == 'tables.bad_frame' for k, e in said.items() if 'elsewhere' not in k)
    assert all(e.rule == 'tables.no_table' and "'nope'" in str(e) and "Il n'y a pas de table 'nope'" in e.messages['fr'] for k, e in said.items() if 'elsewhere' in k)
    assert f"seed is a whole number from 0 to {MAX_SEED}" in str(said['seed']) and 'graine' in said['seed text'].messages['fr']
    assert 'from 0 to 2' in str(said['seat']) and 'de 0 à 2' in said['seat text'].messages['fr']
    assert "'deep blue'" in str(said['bot']) and 'at most 5 s a move' in str(said['long search']) and "n'est pas proposé" in said['bot'].messages['fr']
    assert said['seat'].frame == {'type': 'error', 'rule': 'tables.bad_frame', 'message': said['seat'].messages}     # what a host's socket gets


def test_the_host_frames_are_the_methods(tmp_path):
    "A host's frame calls the method of its name: the same refusal comes back as the frame, and a seat may not send one"
    from games_lib.tables.server import TableServer
    srv = TableServer(tmp_path/'t.db', pace=0, workers=0)
    calls = []

    async def frames():
        live = srv.create({'game': 'chromino', 'players': 2, 'seed': 4, 'seats': ['human', 'human']})
        for name in ('pause', 'resume', 'restart', 'replace'):
            method = getattr(srv, name)
            async def spy(*a, _m=method, _n=name): calls.append((_n, a)); return await _m(*a)
            setattr(srv, name, spy)
        out = [await srv.handle(live, 'host', None, json.dumps(f)) for f in (
            {'type': 'pause'}, {'type': 'resume'}, {'type': 'restart', 'seed': 5}, {'type': 'restart'}, {'type': 'replace', 'seat': 1, 'bot': 'greedy'},
            {'type': 'replace', 'seat': 1}, {'type': 'replace', 'seat': 7, 'bot': 'greedy'}, {'type': 'restart', 'seed': -1})]
        seat = await srv.handle(live, 'seat', 0, json.dumps({'type': 'pause'}))
        gone = live.id
        await srv.handle(live, 'host', None, json.dumps({'type': 'delete'}))
        return out, seat, gone

    try: out, seat, gone = run_async(frames())
    finally: srv.close()
    assert [n for n, _ in calls] == ['pause', 'resume', 'restart', 'restart', 'replace', 'replace', 'replace', 'restart']
    assert [a[1:] for _, a in calls[2:]] == [(5,), (None,), (1, 'greedy'), (1, 'human'), (7, 'greedy'), (-1,)]
    assert out[:6] == [([], False)] * 6
    assert [f[0][0]['rule'] for f in out[6:]] == ['tables.bad_frame'] * 2
    assert 'replace needs a seat from 0 to 1' in out[6][0][0]['message']['en'] and "a restart's seed is" in out[7][0][0]['message']['en']
    assert seat == ([{'type': 'error', 'rule': 'tables.host_only', 'message': seat[0][0]['message']}], False) and len(calls) == 8
    assert gone not in srv.tables


def test_tables_from_python(server):
    from games_lib.tables import TableServerError, create
    t = create('kayain', seats=['human', 'greedy'], seed=3, url=server.base)
    assert [s['kind'] for s in t['seats']] == ['human', 'greedy'] and t['game'] == 'kayain'
    with urllib.request.urlopen(t['watch']['url']) as r: assert r.status == 200
    with pytest.raises(TableServerError, match='players must be a whole number from 2 to 2') as refused: create('kayain', players=5, url=server.base)
    assert refused.value.fr == "Cette table ne peut pas être créée : le nombre de joueurs doit être un entier de 2 à 2 pour kayain, et non 5."
    with pytest.raises(TableServerError) as refused: create('kayain', seats=['human', 'greedy:x=1'], url=server.base)   # a reason told in English only
    assert refused.value.fr.startswith("Cette table ne peut pas être créée (la raison, en anglais : bot 'greedy:x=1' is not offered here")


def test_notebooks_join_a_table_as_boards(server):
    "Two RemoteBoard widgets (what a Jupyter user gets) at one table: same projections as a page, moves through the server"
    import asyncio
    from games_lib.widgets.remote import RemoteBoard
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 6, 'options': {'first_player': 0}})

    async def until_(cond, timeout=15):
        end = time.monotonic() + timeout
        while not cond():
            assert time.monotonic() < end, 'the board did not get the expected frame'
            await asyncio.sleep(0.02)

    async def main():
        a, b = RemoteBoard(t['seats'][0]['url']), RemoteBoard(t['seats'][1]['url'], lang='fr')
        await until_(lambda: a.view and b.view)
        assert (a.seat, b.seat, a.game) == (0, 1, 'chromino') and a.view['hands'][1] is None and b.view['hands'][0] is None
        assert a.legal and b.legal == [] and type(a).__name__ == 'ChrominoRemoteBoard' and 'gl-chromino' in a._css and 'render' in a._esm
        b.intent({'type': 'move', 'move': a.legal[0], 'ply': 0})
        await until_(lambda: b.feedback)
        assert b.feedback['rule'] == 'board.not_your_turn' and b.feedback['messages']['fr'].startswith("C'est au tour du joueur 1")
        a.intent({'type': 'move', 'move': a.legal[0], 'ply': 0})
        await until_(lambda: a.ply == 1 and b.ply == 1 and b.legal)
        assert a.legal == [] and b.view['hands'][0] is None
        b.replay_step = 0
        await until_(lambda: b.replay.get('step') == 0)
        assert b.replay['hands'] == [None, None]
        a.close(); b.close()
    run_async(main())


def test_the_host_deletes_a_table_and_all_its_data(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 2, 'options': {'first_player': 0}})
    a, host = server.ws(t['table'], t['seats'][0]['key']), server.ws(t['table'], t['host']['key'])
    f = recv(a); recv(host)
    a.send(json.dumps({'type': 'move', 'seq': 0, 'move': {'type': 'pass'}}))     # refused: a tile fits
    assert recv(a)['type'] == 'rejected'
    a.send(json.dumps({'type': 'move', 'seq': 0, 'move': f['legal'][0]}))
    until(a, lambda x: x['type'] == 'state' and x['ply'] == 1)
    assert len(games_lib.playtests(server.db)) == 2
    host.send(json.dumps({'type': 'delete'}))
    with pytest.raises(Exception): until(a, lambda x: False, timeout=5)           # the table's sockets close
    assert len(games_lib.playtests(server.db)) == 0 and Store(server.db).tables() == []
    with pytest.raises(urllib.error.HTTPError) as e: urllib.request.urlopen(t['seats'][0]['url'])
    assert e.value.code == 404


def test_the_command_line_reports_peoples_games(server, tmp_path):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 8, 'options': {'first_player': 0}})
    a = server.ws(t['table'], t['seats'][0]['key'])
    recv(a)
    a.send(json.dumps({'type': 'move', 'seq': 0, 'move': {'type': 'pass'}}))
    assert recv(a)['rule'] == 'chromino.pass.must_place'
    a.close()
    out = subprocess.run([sys.executable, '-c', 'import sys; from games_lib.cli import main; sys.exit(main(sys.argv[1:]))', 'report', '--tables',
                          str(server.db), '--html', str(tmp_path/'people.html'), '--lang', 'fr', '--session', str(tmp_path/'session.json')],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and '1 refused' in out.stdout and 'session.json' in out.stdout, (out.stdout, out.stderr)
    shared = games_lib.read_session(tmp_path/'session.json')           # the session to share, read back by pandas
    assert shared['attempts'][['seat', 'rule']].values.tolist() == [[0, 'chromino.pass.must_place']]
    page = (tmp_path/'people.html').read_text()
    assert '<title>Les joueurs aux tables</title>' in page and 'Temps de décision' in page


def test_the_command_line_runs_a_contest(tmp_path, capsys):
    from games_lib.cli import main
    assert main(['contest', 'chromino', '--bots', 'r=random,g=greedy', '--games', '4', '--seed', '1', '--html', str(tmp_path/'board.html')]) == 0
    assert 'win_rate' in capsys.readouterr().out and (tmp_path/'board.html').is_file()
    assert main(['contest', 'chess', '--bots', 'r=random,g=greedy']) == 2
    with pytest.raises(SystemExit) as e: main(['contest', '--help'])        # a leading option reaches the contest's own parser
    assert e.value.code == 0 and 'usage: games-lib contest' in capsys.readouterr().out
    with pytest.raises(SystemExit) as e: main(['simulate', 'chromino', '--bogus'])
    assert e.value.code == 2 and 'unrecognized arguments: --bogus' in capsys.readouterr().err


def reply_seconds(s: Server, t: dict, moves=3) -> list:
    "Seconds from a person's move at table `t` (a person, then a bot) to the bot's answer, `moves` times"
    ws = s.ws(t['table'], t['seats'][0]['key'])
    f, out = recv(ws), []
    for _ in range(moves):
        t0 = time.monotonic()
        ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
        f = until(ws, lambda x: x['type'] == 'state' and x['to_move'] == 0 and x['seq'] > f['seq'] + 1, timeout=60)
        out.append(time.monotonic() - t0)
    ws.close()
    return out


def test_bots_from_the_open_api_are_bounded(server):
    for seats, words in [(['human', 'mcts:seconds=20'], "would think 20 s a move; bots on this server think at most 5 s a move"),
                         (['human', 'mcts:simulations=1000000'], "is not offered here; a seat's bot is greedy, mcts"),
                         (['human', {'name': 'mcts', 'seconds': 20}], "a seat is 'human' or a bot's name as text")]:
        status, err = server.post({'game': 'chromino', 'seats': seats})
        assert status == 400 and words in err['error'], (seats, err)
    status, t = server.post({'game': 'chromino', 'seats': ['mcts:difficulty=hard', 'mcts:seconds=5']})
    assert status == 201 and [s['kind'] for s in t['seats']] == ['mcts:difficulty=hard', 'mcts:seconds=5']
    _, t = server.post({'game': 'kids', 'seats': ['human', 'memory:preset=child', 'greedy']})
    host = server.ws(t['table'], t['host']['key']); recv(host)
    host.send(json.dumps({'type': 'replace', 'seat': 0, 'bot': 'mcts:seconds=60'}))
    e = until(host, lambda x: x['type'] == 'error')
    assert 'at most 5 s a move' in e['message']['en'] and 'proposé sur ce serveur' in e['message']['fr'], e
    host.close()


def test_a_search_never_delays_another_tables_quick_bot(tmp_path):
    s = Server(tmp_path/'t.db', pace=0.1, workers=2, extra=['--bot-seconds', '2']).start()
    try:
        _, quick = s.post({'game': 'chromino', 'seats': ['human', 'greedy'], 'seed': 5, 'options': {'first_player': 0}})
        alone = reply_seconds(s, quick, 2)
        for seed in (1, 2): _, search = s.post({'game': 'chromino', 'seats': ['mcts:seconds=2', 'mcts:seconds=2'], 'seed': seed})  # two tables search all along
        w = s.ws(search['table'], search['watch']['key']); recv(w)
        time.sleep(0.5)
        behind = reply_seconds(s, quick, 3)
        plies = [until(w, lambda x: x['type'] == 'state' and x['ply'] >= k, timeout=15)['ply'] for k in (1, 2)]   # the searches play on
        w.close()
        assert max(behind) < 1.5, f"a greedy reply took {behind} s beside a 2 s search (alone: {alone})"
    finally: s.stop()


def test_a_deleted_tables_search_stops_at_once(tmp_path):
    s = Server(tmp_path/'t.db', pace=0, workers=1, extra=['--bot-seconds', '5']).start()    # one worker: the greedy bot waits behind the search
    try:
        _, search = s.post({'game': 'chromino', 'seats': ['mcts:seconds=5', 'mcts:seconds=5'], 'seed': 1})
        _, quick = s.post({'game': 'chromino', 'seats': ['human', 'greedy'], 'seed': 5, 'options': {'first_player': 0}})
        host = s.ws(search['table'], search['host']['key']); recv(host)
        time.sleep(1.0)                                                                  # it is searching
        host.send(json.dumps({'type': 'delete'}))
        with pytest.raises(Exception): until(host, lambda x: False, timeout=5)
        took = reply_seconds(s, quick, 2)
        assert max(took) < 2, f"a greedy reply took {took} s after the table searching 5 s a move was deleted"
        text = s.db.with_suffix('.log').read_text()
        assert 'Traceback' not in text, text[-3000:]
    finally: s.stop()


def test_a_search_past_the_cap_is_stopped_and_plays(tmp_path):
    s = Server(tmp_path/'t.db', pace=0, workers=1, extra=['--bot-seconds', '0.2']).start()   # a hard search thinks about 1 s a move here
    try:
        _, t = s.post({'game': 'chromino', 'seats': ['human', 'mcts:difficulty=hard'], 'seed': 5, 'options': {'first_player': 0}})
        took = reply_seconds(s, t, 4)[1:]                                               # the first waits for the worker to start
        assert max(took) < 0.2 + 0.6, f"the hard search answered in {took} s with a 0.2 s cap"
        assert (s.post({'game': 'chromino', 'seats': ['human', 'mcts:seconds=0.5']})[0]) == 400
    finally: s.stop()


@pytest.mark.parametrize('option, value, said', [
    ('--port', '99999', "--port must be a port number from 1 to 65535, not 99999"),     # the lookup took it modulo 65536: 34463
    ('--pace', '-1', "--pace must be seconds from 0 to 10, not -1"),
    ('--workers', '-2', "--workers must be a number of processes from 0 to 32, not -2"),
    ('--bot-seconds', '0', "--bot-seconds must be more than 0 and at most 600, not 0"),
])
def test_games_lib_serve_refuses_a_setting_out_of_bounds_in_one_sentence(tmp_path, option, value, said):
    "`games-lib serve` with a setting out of bounds: exit 2 and the sentence naming it, before it listens or opens its file"
    exe = Path(sys.executable).with_name('games-lib')
    r = subprocess.run([str(exe), 'serve', '--db', str(tmp_path/'t.db'), option, value], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and f"games-lib serve: {said}" in r.stderr, (r.returncode, r.stdout, r.stderr)
    assert 'Traceback' not in r.stderr and 'tables on' not in r.stdout and not (tmp_path/'t.db').exists()
