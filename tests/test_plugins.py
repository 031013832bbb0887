"""Games of one's own, found everywhere: the games of tests/plugin_games.py (a new game, `tictactoe`, and a variant of
Chromino, `chromino_quick`) are registered only by that module, the way a designer's module registers theirs, and no
file of the library names them.

What each test guards:
- every `games-lib` command takes `--import MODULE`, found in the folder the command runs in (the console script's own
  folder is what Python would search): simulate and report a game of one's own, a contest of it; a module that cannot be
  imported, or a game nobody imported, is one sentence and exit code 2;
- an installed package's entry point (group `games_lib.games`) is found with no `--import`;
- `games-lib serve --import` opens tables of the game and its bots move (bot workers are spawned processes: they import
  the module through $GAMES_LIB_IMPORT), the classroom's form names it in words; started again without the module,
  the server leaves its table aside in one sentence and opens every other table;
- `games-lib report --tables` reports every other game and leaves a table of a game not loaded aside in one sentence
  (it exited with 2 for every game), and reports it when given `--import`;
- the lobby lists it with its words, pitch and player range, and links a game without an app of its own to the app of
  any game (`play.ipynb?game=<name>`); that app plays it (a variant on its base game's board, a new game on the board of
  any game), and says in both languages when the game named is unknown or missing;
- the lab's game menu has it, in words, and runs it; its lesson is built by tools/lessons.py and served at
  /lessons/<game>.html.
"""
from __future__ import annotations
import json, os, re, shutil, socket, subprocess, sys, threading, time, urllib.request
from pathlib import Path

import pytest
from websockets.sync.client import connect

import games_lib

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT/'tests'
sys.path.insert(0, str(TESTS))
from conftest import import_apart, registered, run_async             # noqa: E402
plugin_games, PLUGINS = import_apart('plugin_games')                  # the test games, in this process too (for this module's tests)

pytestmark = [pytest.mark.timeout(300), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]
GAMES_LIB = shutil.which('games-lib') or str(Path(sys.executable).parent/'games-lib')   # the console script, as a designer runs it
PLAIN = {k: v for k, v in os.environ.items() if k != 'GAMES_LIB_IMPORT'}               # a shell that never heard of the test games


@pytest.fixture(autouse=True, scope='module')
def _test_games():
    "This module's test-only games are registered while its tests run, and only then"
    with registered(PLUGINS): yield


def run(args, cwd=TESTS, env=None, timeout=240) -> subprocess.CompletedProcess:
    return subprocess.run([GAMES_LIB, *args], capture_output=True, text=True, cwd=cwd, env=env or PLAIN, timeout=timeout)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0)); return s.getsockname()[1]


# ---- the command line ------------------------------------------------------------------------------
def test_simulate_report_and_contest_a_game_of_ones_own(tmp_path):
    "Run in the designer's folder (tests/, where plugin_games.py is), with no PYTHONPATH pointing there"
    r = run(['simulate', 'tictactoe', '--import', 'plugin_games', '--games', '6', '--workers', '2', '--no-progress', '--out', str(tmp_path/'t.parquet')])
    assert r.returncode == 0, r.stderr
    assert '6 games of tictactoe' in r.stdout
    r = run(['report', str(tmp_path/'t.parquet'), '--import', 'plugin_games', '--html', str(tmp_path/'t.html')])
    assert r.returncode == 0 and (tmp_path/'t.html').is_file(), r.stderr
    r = run(['simulate', 'chromino_quick', '-o', 'draw_mode=one', '--import=plugin_games', '--games', '2', '--workers', '1', '--no-progress',
             '--out', str(tmp_path/'q.parquet')])
    assert r.returncode == 0 and 'options {' in r.stdout and "'draw_mode': 'one'" in r.stdout, r.stdout + r.stderr
    r = run(['contest', 'tictactoe', '--import', 'plugin_games', '--bots', 'a=random,b=mcts:simulations=20', '--games', '4'])
    assert r.returncode == 0 and 'win_rate' in r.stdout, r.stdout + r.stderr


def test_a_module_that_cannot_be_imported_or_a_game_nobody_imported_is_one_sentence(tmp_path):
    r = run(['simulate', 'tictactoe', '--import', 'no_such_rules'])
    assert r.returncode == 2 and r.stdout == ''
    assert r.stderr.count('\n') == 1 and r.stderr.startswith("games-lib: error: cannot import 'no_such_rules'"), r.stderr
    r = run(['simulate', 'tictactoe', '--games', '2'])
    assert r.returncode == 2 and r.stderr.count('\n') == 1 and 'unknown game' in r.stderr and '--import' in r.stderr, r.stderr
    r = run(['serve', '--import'])
    assert r.returncode == 2 and '--import needs the name of a module' in r.stderr, r.stderr


def test_an_installed_package_declares_its_games_by_entry_point(tmp_path):
    "A fake installed distribution on the path: its `games_lib.games` entry point registers the game, no --import"
    site = tmp_path/'site'
    dist = site/'designer_games-0.1.dist-info'
    dist.mkdir(parents=True)
    (dist/'METADATA').write_text('Metadata-Version: 2.1\nName: designer-games\nVersion: 0.1\n')
    (dist/'entry_points.txt').write_text('[games_lib.games]\ntictactoe = plugin_games:TicTacToe\n')
    env = {**PLAIN, 'PYTHONPATH': os.pathsep.join([str(site), str(TESTS), str(ROOT)])}
    r = run(['simulate', 'tictactoe', '--games', '3', '--workers', '1', '--no-progress', '--out', str(tmp_path/'e.parquet')], cwd=tmp_path, env=env)
    assert r.returncode == 0 and '3 games of tictactoe' in r.stdout, r.stderr


# ---- people's games at the tables ---------------------------------------------------------------------
def _tables_file(path: Path) -> Path:
    "A tables file with a finished Chromino game and a finished tic-tac-toe game (played here, where both are loaded)"
    import asyncio
    from games_lib.tables.server import TableServer
    srv = TableServer(path, pace=0, workers=0)
    async def play():
        for game in ('chromino', 'tictactoe'):
            live = srv.create({'game': game, 'players': 2, 'seed': 3, 'seats': ['human', 'greedy' if game == 'chromino' else 'random']})
            seat = live.table.seats.index('human')
            while live.table.g.outcome(live.table.state) is None:
                if live.table.to_move == seat:
                    await srv.handle(live, 'seat', seat, json.dumps({'type': 'move', 'seq': live.table.seq, 'move': live.table.projection(seat)['legal'][0]}))
                else: await srv.bots(live)
    run_async(play())
    srv.close()
    return path


def test_the_report_of_the_tables_leaves_a_game_not_loaded_aside_in_one_sentence(tmp_path):
    db = _tables_file(tmp_path/'t.db')
    r = run(['report', '--tables', str(db), '--html', str(tmp_path/'p.html')])
    assert r.returncode == 0, r.stderr
    said = [l for l in r.stderr.splitlines() if l.strip()]
    assert len(said) == 1 and 'left aside (tictactoe (1))' in said[0] and '--import MODULE' in said[0], r.stderr
    page = (tmp_path/'p.html').read_text()
    assert 'People and bots on the same rules: Chromino' in page and 'Tic-tac-toe' not in page
    r = run(['report', '--tables', str(db), '--import', 'plugin_games', '--lang', 'fr', '--html', str(tmp_path/'p2.html')])
    assert r.returncode == 0 and 'left aside' not in r.stderr, r.stderr
    page = (tmp_path/'p2.html').read_text()
    assert 'Joueurs et robots sur les mêmes règles : Morpion' in page and 'laissées de côté' not in page


# ---- the table server ---------------------------------------------------------------------------------
class Serve:
    "`games-lib serve` in the designer's folder (tests/), on a free port, over `db`"
    def __init__(self, db: Path, *args):
        self.port, self.log_path = free_port(), db.with_suffix(f'.{time.monotonic_ns()}.log')
        self.base = f'http://127.0.0.1:{self.port}'
        with open(self.log_path, 'wb') as log:
            self.proc = subprocess.Popen([GAMES_LIB, 'serve', '--port', str(self.port), '--db', str(db), '--pace', '0', '--workers', '1', *args],
                                         stdout=log, stderr=subprocess.STDOUT, cwd=TESTS, env=PLAIN)
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(self.base + '/', timeout=1): return
            except OSError:
                assert self.proc.poll() is None and time.monotonic() < deadline, f'no table server: {self.log()}'
                time.sleep(0.1)

    def log(self) -> str: return self.log_path.read_text(errors='replace')

    def get(self, path: str) -> tuple[int, str]:
        try:
            with urllib.request.urlopen(self.base + path, timeout=10) as r: return r.status, r.read().decode()
        except urllib.error.HTTPError as e: return e.code, e.read().decode()

    def post(self, body: dict) -> tuple[int, dict]:
        req = urllib.request.Request(self.base + '/api/tables', json.dumps(body).encode(), {'Content-Type': 'application/json'}, method='POST')
        try:
            with urllib.request.urlopen(req, timeout=10) as r: return r.status, json.load(r)
        except urllib.error.HTTPError as e: return e.code, json.load(e)

    def stop(self):
        self.proc.terminate(); self.proc.wait(20)


def frames_until(ws, pred, timeout=30) -> dict:
    end = time.monotonic() + timeout
    while True:
        f = json.loads(ws.recv(timeout=max(0.1, end - time.monotonic())))
        if f.get('type') == 'state' and pred(f): return f


def test_the_table_server_serves_a_game_of_ones_own_with_bots_and_leaves_it_aside_without_it(tmp_path):
    db = tmp_path/'tables.db'
    s = Serve(db, '--import', 'plugin_games')
    try:
        code, t = s.post({'game': 'tictactoe', 'players': 2, 'seed': 4, 'seats': ['human', 'random']})
        assert code == 201, t
        with connect(f'ws://127.0.0.1:{s.port}/ws/{t["table"]}?key={t["seats"][0]["key"]}', open_timeout=10) as ws:
            f = frames_until(ws, lambda f: True)
            if f['to_move'] != 0: f = frames_until(ws, lambda f: f['to_move'] == 0)     # the bot opened: it moved already
            ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
            after = frames_until(ws, lambda g: g['ply'] >= f['ply'] + 2 or g.get('outcome'))   # the bot, in its spawned worker, answered
            assert after['ply'] >= f['ply'] + 2 and not after.get('failure'), after
        code, q = s.post({'game': 'chromino_quick', 'players': 2, 'seed': 1, 'seats': ['greedy', 'greedy']})
        assert code == 201, q
        with connect(f'ws://127.0.0.1:{s.port}/ws/{q["table"]}?key={q["watch"]["key"]}', open_timeout=10) as ws:
            frames_until(ws, lambda f: f['ply'] >= 3)                          # the variant's bots play with Chromino's strategy
        code, page = s.get('/class/new?lang=fr')
        assert code == 200 and '<option value="tictactoe">Morpion</option>' in page and 'Les Pigments de Kayaîn</option>' in page
        code, c = s.post({'game': 'chromino', 'players': 2, 'seats': ['human', 'random']})
        assert code == 201
    finally: s.stop()
    s = Serve(db)                                                                # started again without the module
    try:
        said = [l for l in s.log().splitlines() if 'left aside' in l]
        assert len(said) == 1 and 'tictactoe (1)' in said[0] and 'chromino_quick (1)' in said[0] and '--import MODULE' in said[0], s.log()
        assert 'Traceback' not in s.log()
        code, info = s.get(f'/api/tables/{c["table"]}?key={c["host"]["key"]}')
        assert code == 200 and json.loads(info)['game'] == 'chromino'            # every other table opens
        assert s.get(f'/api/tables/{t["table"]}?key={t["host"]["key"]}')[0] == 404
    finally: s.stop()


# ---- the Voilà apps, run as their pages run them ---------------------------------------------------------
APP_RUNNER = r"""
import json, os, sys
from execnb.shell import CaptureShell
shell = CaptureShell()
for cell in json.load(open(sys.argv[1]))['cells']:
    if cell['cell_type'] != 'code': continue
    shell.run(''.join(cell['source']))
    if shell.exc: raise shell.exc
print('\x00' + json.dumps(eval(sys.argv[2], shell.user_ns)))
"""


def app(notebook: str, expr: str, query: str = '', plugins=True):
    "The JSON value of `expr` after the app `notebook` ran in a fresh process, its page's query in $QUERY_STRING"
    env = {**PLAIN, 'QUERY_STRING': query, 'PYTHONPATH': os.pathsep.join([str(TESTS), str(ROOT)]),
           **({'GAMES_LIB_IMPORT': 'plugin_games'} if plugins else {})}
    r = subprocess.run([sys.executable, '-c', APP_RUNNER, notebook, expr], capture_output=True, text=True, cwd=ROOT/'voila_apps', env=env, timeout=120)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout.rpartition('\x00')[2])


def test_the_lobby_lists_a_game_of_ones_own_with_its_words_and_links_the_app_of_any_game():
    head, menu = app('index.ipynb', "[lobby.header.value, lobby.tables.game.options]", 'lang=fr')
    row = re.search(r'<tr data-game="tictactoe">(.*?)</tr>', head)[1]
    assert '<b>Morpion</b>' in row and "2 joueurs · Deux joueurs marquent tour à tour les cases" in row, row
    assert 'href="play.ipynb?game=tictactoe&amp;lang=fr"' in row
    quick = re.search(r'<tr data-game="chromino_quick">(.*?)</tr>', head)[1]
    assert '<b>Chromino rapide</b>' in quick and 'de 1 à 8 joueurs' in quick and 'href="play.ipynb?game=chromino_quick&amp;lang=fr"' in quick
    assert 'href="chromino.ipynb?lang=fr"' in head and 'href="../../lessons/tictactoe.html?lang=fr">Morpion</a>' in head
    assert ['Morpion', 'tictactoe'] in menu and ['Les Pigments de Kayaîn', 'kayain'] in menu


def test_the_app_of_any_game_plays_a_variant_and_a_new_game_and_says_what_is_wrong():
    kinds, game, share = app('play.ipynb', "[[c.__name__ for c in type(app.board).__mro__], app.board.game, app.share.value]", 'game=chromino_quick&seed=3&bots=greedy')
    assert 'ChrominoBoard' in kinds and game == 'chromino_quick' and '?game=chromino_quick&amp;players=3&amp;seed=3' in share   # on its base game's board
    game, seats = app('play.ipynb', "[app.board.game, app.board.seats]", 'game=tictactoe&seed=2&bots=random&lang=fr')
    assert (game, seats) == ('tictactoe', ['human', 'random'])
    for query, en, fr in (('game=nope&lang=fr', "There is no game 'nope' here", "Il n&#x27;y a pas de jeu &#x27;nope&#x27; ici"),
                          ('', 'This page plays the game its address names', 'Cette page joue le jeu que nomme son adresse')):
        page = app('play.ipynb', 'app.value', query)
        assert en.replace("'", '&#x27;') in page and fr in page and 'Traceback' not in page
        assert 'play.ipynb?game=tictactoe' in page and 'play.ipynb?game=kids' in page
    assert "There is no game &#x27;tictactoe&#x27; here" in app('play.ipynb', 'app.value', 'game=tictactoe', plugins=False)   # a server without the module


def test_the_lab_menu_has_a_game_of_ones_own_in_words_and_runs_it():
    from games_lib.lab import Lab
    lab = Lab('lang=fr&game=tictactoe&players=2&bots=mcts&games=4&workers=1')
    assert ('Morpion', 'tictactoe') in lab.game.options and lab.game.label == 'Morpion' and lab.problems == []
    assert [m.value for m in lab.seat_menus] == ['mcts', 'mcts']              # one bot seats every seat, as --bots mcts does
    lab.seat_menus[1].value = 'random'
    lab.run()
    assert list(lab.results) and len(next(iter(lab.results.values()))) == 4, lab.errors.value


def test_the_menus_offer_a_game_of_ones_own_only_the_bots_that_can_play_it():
    "Tic-tac-toe has no greedy heuristic and is no Kids: the lab's seats and the lobby's table form leave greedy and the memory bot out"
    from games_lib.lab import Lab
    from games_lib.widgets.lobby import TablePanel
    assert [b for _, b in Lab('game=tictactoe&players=2').seat_menus[0].options] == ['mcts', 'random']
    form = TablePanel(games=['chromino', 'tictactoe'])
    form.bot.value = 'greedy'
    form.game.value = 'tictactoe'                                       # greedy cannot play it: the search takes its place
    assert [b for _, b in form.bot.options] == ['', 'random', 'mcts'] and form.bot.value == 'mcts'
    form.game.value = 'chromino'
    assert [b for _, b in form.bot.options] == ['', 'random', 'greedy', 'mcts'] and form.bot.value == 'mcts'


# ---- lessons -------------------------------------------------------------------------------------------
def test_a_game_of_ones_own_has_its_lesson_built_and_served(tmp_path):
    from games_lib import cli
    assert cli.lesson_names()['tictactoe'].endswith('plugin_lesson.ipynb')
    r = subprocess.run([sys.executable, str(ROOT/'tools'/'lessons.py'), 'tictactoe', '--import', 'plugin_games', '--out', str(tmp_path)],
                       capture_output=True, text=True, cwd=TESTS, env={**PLAIN, 'PYTHONPATH': str(ROOT)}, timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    page = (tmp_path/'tictactoe.html').read_text()
    assert 'Tic-tac-toe' in page and '.X.' in page                      # executed: the position after the first mark is on the page
    import asyncio, tornado.web
    from tornado.httpclient import AsyncHTTPClient, HTTPClientError
    port = free_port()
    async def fetch():
        server = tornado.web.Application([(r'/lessons/(\w+)\.html', cli.lesson_handler(), {'folder': str(tmp_path)})]).listen(port, '127.0.0.1')
        try:
            out = []
            for name in ('tictactoe', 'chromino', 'nope'):
                try: out.append((await AsyncHTTPClient().fetch(f'http://127.0.0.1:{port}/lessons/{name}.html')).code)
                except HTTPClientError as e: out.append((e.code, e.response.body.decode()))
            return out
        finally: server.stop()
    got = run_async(fetch())
    assert got[0] == 200 and got[1] == (404, cli.NO_LESSON) and got[2][0] == 404, got
    assert got[2][1].startswith("There is no lesson 'nope' here: the lessons are ") and 'tictactoe' in got[2][1], got   # a designer's game's lesson too
