"""A designer's variants, end to end: a subclass of a game with a name of its own inherits its base game's bots, board,
table and words, and is played by its OWN rules everywhere (bots' playouts, workers, a table server started with
`GAMES_LIB_IMPORT`). Two variants: `kayain_honest` (hidden hands, a rule changed: no bluffing) from tests/plugin_games.py,
and a Kids variant registered here (Kids' tables need their own grab windows)."""
from __future__ import annotations
import json, os, subprocess, sys, time, urllib.request
from pathlib import Path

import pytest
from websockets.sync.client import connect

import games_lib
from games_lib.core import GAMES, INFO, lineage
from games_lib.kayain import COLOURS

sys.path.insert(0, str(Path(__file__).parent))
from conftest import import_apart, registered                         # noqa: E402
plugin_games, PLUGINS = import_apart('plugin_games')                  # the test games, registered for this module's tests only
HonestKayain = plugin_games.HonestKayain

pytestmark = [pytest.mark.timeout(240), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]
ROOT = Path(__file__).resolve().parent.parent
LIES = lambda rec: sum(m['announce'] != m['card'] for m in rec.moves if m['type'] == 'place')


@pytest.fixture(autouse=True, scope='module')
def _test_games():
    "This module's test-only games are registered while its tests run, and only then"
    with registered(PLUGINS): yield


def test_the_bots_play_a_hidden_hand_variant_by_its_own_rules():
    "Greedy and the search bot play the variant with the base game's strategy, and never break the variant's rule"
    honest = [games_lib.play(HonestKayain(), ['greedy', 'mcts:simulations=40'], seed=s) for s in range(3)]
    assert all(r.outcome for r in honest) and sum(LIES(r) for r in honest) == 0
    base = [games_lib.play('kayain', ['greedy', 'mcts:simulations=40'], seed=s) for s in range(3)]
    assert sum(LIES(r) for r in base) > 0                     # the same bots bluff under the base rules: the check can fail
    for r in honest: games_lib.replay(r)                      # registered: replayed by its name


def test_an_inherited_playout_is_checked_against_the_variants_rules():
    "Kayaîn's playout helper proposes lies; the search's playouts of the variant replace them by legal moves"
    from games_lib.bots.search import PLAYOUTS, playout
    import random
    g, rng = HonestKayain(), random.Random(0)
    assert 'kayain' in PLAYOUTS and 'kayain_honest' not in PLAYOUTS
    s = g.setup(2, seed=3)
    picks = [playout(g)(s, rng) for _ in range(300)]
    assert all(g.explain(s, m) is None for m in picks)
    base = games_lib.load('kayain')
    s0 = base.setup(2, seed=3)                                 # the base game's helper on the same deal does propose lies
    assert any(m['type'] == 'place' and m['announce'] != m['card'] for m in (playout(base)(s0, rng) for _ in range(300)))


def test_the_variants_refusal_and_its_inherited_words():
    g = HonestKayain()
    s = g.setup(2, seed=1)
    m = next(m for m in g.legal_moves(s) if m['type'] == 'place')
    lie = {**m, 'announce': next(c for c in COLOURS if c != m['card'])}
    r = g.explain(s, lie)
    assert r.rule == 'kayain_honest.place.truth'
    assert r.text('en') == f"In this variant every announcement tells the truth: announce {m['card']}."
    assert r.text('fr').startswith("Dans cette variante, chaque annonce dit vrai : annoncez ")
    over = games_lib.Rejection('kayain_honest.end.over')   # a rule id written from the variant's name: the base game's words
    assert over.text('en') == games_lib.Rejection('kayain.end.over').text('en') != 'kayain_honest.end.over'


def test_a_variant_inherits_the_base_games_board_table_and_descriptor():
    from games_lib.widgets.board import board_for
    from games_lib.widgets.kayain import KayainBoard
    from games_lib.widgets.table import table_class, table_rules
    from games_lib.widgets.kids_table import KidsTable
    from games_lib.kids import Kids
    info = games_lib.game_info('kayain_honest')
    assert (info.base, info.board, info.table, info.lesson, info.app) == ('kayain', 'kayain', INFO['kayain'].table, None, None)
    Board = board_for(HonestKayain)
    assert issubclass(Board, KayainBoard) and Board.game_name == 'kayain_honest'
    b = Board(seats=['human', 'greedy'], seed=2, pace=0)
    assert type(b.g) is HonestKayain and b.view['hands'][1] is None          # the other painter's cards stay hidden
    assert type(table_rules(HonestKayain())) is type(table_rules(games_lib.load('kayain')))

    @games_lib.register
    class KidsTwoColours(Kids):
        "Kids with a smaller deck: a variant of a game whose table needs grab windows"
        name = 'kids_small'
    try:
        assert table_class('kids_small') is KidsTable and lineage('kids_small') == ('kids_small', 'kids')
        games_lib.bot('memory', KidsTwoColours())                              # the Kids memory bot plays Kids' variants
    finally:
        del GAMES['kids_small'], INFO['kids_small']


def test_a_variant_simulated_with_two_workers_is_played_by_its_rules():
    df = games_lib.simulate(HonestKayain(), ['greedy', 'greedy'], 8, seed=4, workers=2, records=True, progress=False)
    records = [games_lib.Record.from_json(json.loads(r)) for r in df['record']]
    assert len(records) == 8 and {r.game for r in records} == {'kayain_honest'}
    assert sum(LIES(r) for r in records) == 0
    for r in records: games_lib.replay(r, game=HonestKayain)


# ---- at a shared table: the server learns the variant from GAMES_LIB_IMPORT, so do its spawned bot workers ----------
def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0)); return s.getsockname()[1]


@pytest.fixture
def plugin_server(tmp_path):
    port = _free_port()
    env = {**os.environ, 'GAMES_LIB_IMPORT': 'plugin_games',
           'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT/'tests'), str(ROOT), os.environ.get('PYTHONPATH')]))}
    log = open(tmp_path/'server.log', 'wb')
    proc = subprocess.Popen([sys.executable, '-c', 'import sys; from games_lib.tables.server import main; sys.exit(main(sys.argv[1:]))',
                             '--port', str(port), '--db', str(tmp_path/'t.db'), '--pace', '0', '--workers', '1'],
                            stdout=log, stderr=subprocess.STDOUT, env=env, cwd=tmp_path)
    base = f'http://127.0.0.1:{port}'
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + '/', timeout=1): break
        except OSError:
            assert proc.poll() is None and time.monotonic() < deadline, (tmp_path/'server.log').read_text()
            time.sleep(0.1)
    yield port
    proc.terminate(); proc.wait(20); log.close()


def _post(port, body) -> dict:
    req = urllib.request.Request(f'http://127.0.0.1:{port}/api/tables', json.dumps(body).encode(), {'Content-Type': 'application/json'}, method='POST')
    with urllib.request.urlopen(req, timeout=10) as r: return json.load(r)


def test_a_variant_at_a_shared_table_with_a_bot_in_a_worker_process(plugin_server):
    t = _post(plugin_server, {'game': 'kayain_honest', 'players': 2, 'seed': 5, 'seats': ['human', 'greedy'], 'options': {'first_player': 1}})
    ws = connect(f"ws://127.0.0.1:{plugin_server}/ws/{t['table']}?key={t['seats'][0]['key']}", open_timeout=10)
    frames, deadline = [], time.monotonic() + 60
    while True:                                       # the bot (player 2) opens: its move comes from the worker process
        f = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
        frames.append(f)
        if f['type'] == 'state' and f['to_move'] == 0: break
    assert f['ply'] >= 1 and f['game'] == 'kayain_honest'
    assert all(fr['view']['hands'][1] is None for fr in frames if fr['type'] == 'state')      # never the bot's hand
    place = next(m for m in f['legal'] if m['type'] == 'place')
    assert all(m['announce'] == m['card'] for m in f['legal'] if m['type'] == 'place')
    lie = {**place, 'announce': next(c for c in COLOURS if c != place['card'])}
    ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': lie}))
    answer = json.loads(ws.recv(timeout=10))
    assert answer['type'] == 'rejected' and answer['rule'] == 'kayain_honest.place.truth'
    assert answer['message']['fr'].startswith('Dans cette variante, chaque annonce dit vrai : annoncez ')
    ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': place}))
    after = json.loads(ws.recv(timeout=10))
    assert after['type'] == 'state' and after['ply'] == f['ply'] + 1
    ws.close()
