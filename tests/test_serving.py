"""Serving a class safely: `games-lib play` (what `make play` runs) started for real, on a free loopback port,
over a copy of `voila_apps/` with a stray notebook, a stray file and one broken app added.

What each test guards:
- only the curated apps render and no file of the folder is served (a stray notebook is a 404);
- loopback only by default, and a warning when `--host` makes the apps public;
- a busy port fails with one sentence instead of Voilà moving to another port;
- a failing app shows a sentence, never a traceback or the exception's text;
- a board page is not sent plotly's JupyterLab extension (4.8 MB of JS no app needs), only the widget extensions, and asks
  nothing of another server (no CDN: the games_lib template);
- a page's kernel is forked from the fork server (games_lib.kernels), and a closed page's kernel goes away (Voilà's
  shutdown request carries the `_xsrf` cookie the page guard sets), its launcher and its forked process both;
- idle culling ends kernels whose page is gone and never one whose page is open; a page beyond
  `--max-kernels` is refused in words.
"""
from __future__ import annotations
import contextlib, http.cookiejar, io, json, os, re, shutil, signal, socket, subprocess, sys, time, urllib.error, urllib.request
from pathlib import Path

import psutil
import pytest

from games_lib import cli
from conftest import answers

ROOT = Path(__file__).resolve().parent.parent
BOARD = '[data-testid=chromino][data-ready="1"]'
LAUNCH = [sys.executable, '-c', 'import sys; from games_lib.cli import main; sys.exit(main(sys.argv[1:]))', 'play']


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


@pytest.fixture(scope='module')
def apps(tmp_path_factory) -> Path:
    "A copy of voila_apps/ plus a notebook and a file that are not curated, and the lab replaced by a broken app"
    d = tmp_path_factory.mktemp('apps')
    for f in (ROOT/'voila_apps').glob('*.ipynb'): shutil.copy(f, d/f.name)
    shutil.copy(ROOT/'voila_apps'/'index.ipynb', d/'stray.ipynb')
    (d/'pic.png').write_bytes(b'\x89PNG not really')
    nb = {'cells': [{'cell_type': 'code', 'execution_count': None, 'id': 'broken', 'metadata': {}, 'outputs': [],
                     'source': ["raise RuntimeError('secret-detail-42')"]}],
          'metadata': {'kernelspec': {'display_name': 'python3', 'language': 'python', 'name': 'python3'}},
          'nbformat': 4, 'nbformat_minor': 5}
    (d/'lab.ipynb').write_text(json.dumps(nb))
    return d


class Server:
    "`games-lib play` in its own session on a free loopback port; its log is kept"
    def __init__(self, apps: Path, log: Path, *args, cwd: Path | None = None):
        self.port, self.tables_port, self.log_path = _free_port(), _free_port(), log
        self.base = f'http://127.0.0.1:{self.port}'
        env = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [os.environ.get('PYTHONPATH'), str(ROOT)]))}
        with open(log, 'wb') as f:
            self.proc = subprocess.Popen(LAUNCH + ['--port', str(self.port), '--apps', str(apps), '--tables-port', str(self.tables_port),
                                          '--db', str(log.parent/'tables.db'), '--no-lab', *args], stdout=f, stderr=subprocess.STDOUT,
                                         stdin=subprocess.DEVNULL, cwd=cwd or apps, env=env, start_new_session=True)
        deadline = time.monotonic() + 60
        while True:
            assert self.proc.poll() is None, f"games-lib play exited with {self.proc.returncode}:\n{self.log()}"
            if answers(self.base + '/') is not None: break
            assert time.monotonic() < deadline, f"no answer within 60 s:\n{self.log()}"
            time.sleep(0.1)

    def log(self) -> str: return self.log_path.read_text(errors='replace')

    def kernels(self) -> list:
        "The kernel processes of this server, as Voilà sees them: each kernel's launcher (games_lib.kernels), or a cold kernel"
        out = []
        for p in psutil.Process(self.proc.pid).children(recursive=True):
            with contextlib.suppress(psutil.Error):
                cmd = ' '.join(p.cmdline())
                if 'ipykernel_launcher' in cmd or 'games_lib/kernels.py' in cmd: out.append(p)
        return out

    def forked(self) -> list:
        "The kernels forked by this server's fork server"
        for p in psutil.Process(self.proc.pid).children():
            with contextlib.suppress(psutil.Error):
                if 'serve_forks' in ' '.join(p.cmdline()): return p.children()
        return []

    def get(self, path: str, opener=None):
        "(status, body) of a GET"
        try:
            with (opener or urllib.request.build_opener()).open(self.base + path, timeout=60) as r: return r.status, r.read().decode()
        except urllib.error.HTTPError as e: return e.code, e.read().decode(errors='replace')

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try: self.proc.wait(15)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError): os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)


@pytest.fixture(scope='module')
def server(apps, tmp_path_factory):
    s = Server(apps, tmp_path_factory.mktemp('log')/'play.log')
    yield s
    s.stop()


def _wait(pred, timeout: float, step=0.25) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred(): return True
        time.sleep(step)
    return pred()


# ---- what is served ------------------------------------------------------------------------------
def test_only_curated_apps_and_no_files(server, apps):
    test_set = set(cli.curated(apps))
    assert {'index.ipynb', 'chromino.ipynb', 'lab.ipynb'} <= test_set and 'stray.ipynb' not in test_set
    assert test_set == {f'{n}.ipynb' for n in cli.app_names() if (apps/f'{n}.ipynb').exists()}
    code, body = server.get('/voila/render/chromino.ipynb')
    assert code == 200 and 'application/vnd.jupyter.widget-view+json' in body
    assert 'cdn.jsdelivr.net' not in body and 'cdnjs.cloudflare.com' not in body and 'voila-style.js' in body   # games_lib template
    for path in ('/voila/render/stray.ipynb', '/voila/render/../voila_apps/stray.ipynb', '/voila/render/sub/stray.ipynb'):
        code, body = server.get(path)
        assert code == 404, (path, code)
    assert "There is no page at this address" in body and "Il n'y a pas de page à cette adresse" in body and 'cdn' not in body   # not Voilà's English page
    for path in ('/voila/files/pic.png', '/voila/files/chromino.ipynb', '/voila/files/stray.ipynb'):
        assert server.get(path)[0] in (403, 404), path
    assert 'stray' not in server.log().split('\n', 1)[0]        # the banner lists the curated apps only


def test_loopback_only(server):
    listening = [c.laddr for c in psutil.Process(server.proc.pid).net_connections(kind='inet') if c.status == psutil.CONN_LISTEN]
    assert listening and all(a.ip == '127.0.0.1' for a in listening), listening
    assert f'http://127.0.0.1:{server.port}/voila/render/index.ipynb' in server.log()


def test_public_host_warns(monkeypatch, apps):
    "`--host 0.0.0.0` serves (here: would serve) with a warning; nothing listens publicly in this test"
    from voila.app import Voila
    seen = {}
    monkeypatch.setattr(Voila, 'launch_instance', classmethod(lambda cls, argv=None, config=None: seen.update(argv=argv, config=config)))
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        assert cli.main(['play', '--host', '0.0.0.0', '--port', str(_free_port()), '--apps', str(apps), '--no-tables', '--no-lab']) == 0
    assert 'WARNING' in err.getvalue() and 'public' in err.getvalue()
    assert seen['config'].Voila.ip == '0.0.0.0' and seen['argv'] == [str(apps)]
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        assert cli.main(['play', '--port', str(_free_port()), '--apps', str(apps), '--no-tables', '--no-lab']) == 0
    assert err.getvalue() == '' and seen['config'].Voila.ip == '127.0.0.1'


def test_busy_port_is_one_sentence(server, apps):
    r = subprocess.run(LAUNCH + ['--port', str(server.port), '--apps', str(apps), '--no-tables', '--no-lab'], capture_output=True, text=True, timeout=60,
                       env={**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [os.environ.get('PYTHONPATH'), str(ROOT)]))})
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert f'port {server.port} on 127.0.0.1 is already in use' in r.stderr and 'Traceback' not in r.stderr
    assert 'lobby' not in r.stdout          # no banner announcing a server that is not there


def test_broken_app_shows_a_sentence_not_a_traceback(server):
    code, body = server.get('/voila/render/lab.ipynb')
    assert code == 200
    assert cli.CELL_ERROR in body
    for leak in ('Traceback', 'secret-detail-42', 'RuntimeError', 'show_tracebacks'):
        assert leak not in body, leak


@pytest.mark.browser
def test_a_board_page_fetches_nothing_outside_and_no_plotly_extension(server, browser):
    """Plotly's JupyterLab renderer (4.8 MB of JS, half a board page's bytes) is not sent: no app needs it; the widget extensions are.
    Nothing is asked of any other server (Voilà's template asks two CDNs for Font Awesome; the games_lib template does not)"""
    page = browser.new_page()
    urls = []
    page.on('request', lambda r: urls.append(r.url))
    page.goto(server.base + '/voila/render/chromino.ipynb?seed=3')
    page.wait_for_selector(BOARD, timeout=60_000)
    page.goto('about:blank')
    page.close()
    outside = [u for u in urls if not u.startswith((server.base + '/', 'data:', 'blob:', 'about:'))]
    assert outside == [], f"the page asked for files outside this server (offline, it would wait for them): {outside}"
    ext = {u.split('/voila/labextensions/', 1)[1].split('/static/')[0] for u in urls if '/voila/labextensions/' in u}
    assert '@jupyter-widgets/jupyterlab-manager' in ext and 'anywidget' in ext, ext
    assert 'jupyterlab-plotly' not in ext, ext


# ---- kernels -------------------------------------------------------------------------------------
@pytest.mark.browser
def test_reloading_or_leaving_a_page_ends_its_kernel(server, browser):
    "Voilà's page asks for its kernel's shutdown on unload: accepted (the page guard sets the _xsrf cookie), so no kernel is left"
    before, forked_before = {p.pid for p in server.kernels()}, {p.pid for p in server.forked()}
    mine = lambda: [p for p in server.kernels() if p.pid not in before]
    forked = lambda: [p for p in server.forked() if p.pid not in forked_before and p.status() != psutil.STATUS_ZOMBIE]
    page = browser.new_page()
    page.goto(server.base + '/voila/render/chromino.ipynb?seed=3')
    page.wait_for_selector(BOARD, timeout=60_000)
    assert any(c['name'] == '_xsrf' for c in page.context.cookies())
    first = mine()
    assert len(first) == 1 and len(forked()) == 1, "the page's kernel is not forked from the fork server"   # games_lib.kernels
    for _ in range(2):                                   # a reload: the old kernel goes, the new one stays
        page.reload()
        page.wait_for_selector(BOARD, timeout=60_000)
        assert _wait(lambda: len(mine()) == 1 and mine() != first, 15), f"{len(mine())} kernels for one page after a reload"
        first = mine()
    page.goto('about:blank')                             # leaving the page
    assert _wait(lambda: not mine() and not forked(), 15), "the page's kernel is still running after leaving it"
    page.close()
    assert ' 403 ' not in server.log()


@pytest.mark.browser
def test_culling_ends_orphans_never_an_open_page_and_caps_pages(apps, tmp_path, browser):
    s = Server(apps, tmp_path/'play.log', '--cull-idle', '3', '--cull-interval', '1', '--max-kernels', '2')
    try:
        page = browser.new_page()
        page.goto(s.base + '/voila/render/chromino.ipynb?seed=5&players=2&seats=human,human')
        page.wait_for_selector(BOARD, timeout=60_000)
        open_kernel = s.kernels()
        assert len(open_kernel) == 1
        code, _ = s.get('/voila/render/chromino.ipynb')      # a page fetched and never opened: its kernel has no websocket
        assert code == 200 and len(s.kernels()) == 2
        code, body = s.get('/voila/render/chromino.ipynb')    # one page too many: refused in words
        assert code == 503 and 'as many pages as its limit allows (2): close a page' in body and 'Traceback' not in body, (code, body[:300])
        assert 'que sa limite le permet (2) : fermez une page' in body and '<html lang="en">' in body and 'cdn' not in body   # both languages, offline
        assert _wait(lambda: len(s.kernels()) == 1, 20), "the orphan kernel was not culled"
        time.sleep(4)                                          # well past the idle timeout, the open page's kernel stays
        assert [p.pid for p in s.kernels()] == [open_kernel[0].pid]
        seed = page.locator('.gl-setup-seed input')               # and it still answers: the dice button is a kernel round trip
        before = seed.input_value()
        page.locator('.gl-setup-dice').first.click()
        assert _wait(lambda: seed.input_value() != before, 10), "the open page's kernel no longer answers"
        assert 'Culling' in s.log()
        code, _ = s.get('/voila/render/chromino.ipynb')       # room again after the culling
        assert code == 200
        page.close(run_before_unload=True)
    finally:
        s.stop()


def test_play_serves_shared_tables_next_to_the_lobby(apps, tmp_path):
    "`games-lib play` starts the table server on --tables-port and stops it with Voilà"
    s = Server(apps, tmp_path/'play.log')
    try:
        with urllib.request.urlopen(f'http://127.0.0.1:{s.tables_port}/', timeout=10) as r: assert 'table server' in r.read().decode()
        assert (tmp_path/'tables.db').is_file()
    finally: s.stop()
    assert _wait(lambda: not _answers(s.tables_port), 15), 'the table server outlived games-lib play'


def _answers(port) -> bool:
    try:
        with urllib.request.urlopen(f'http://127.0.0.1:{port}/', timeout=1): return True
    except OSError: return False


def test_serve_alone(tmp_path):
    "`games-lib serve` runs the table server in the foreground; SIGINT stops it cleanly"
    port = _free_port()
    p = subprocess.Popen([sys.executable, '-c', 'import sys; from games_lib.cli import main; sys.exit(main(sys.argv[1:]))', 'serve', '--port', str(port),
                          '--db', str(tmp_path/'t.db')], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try: assert _wait(lambda: _answers(port), 30), p.stderr.read() if p.poll() is not None else 'no answer'
    finally: p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=20)
    assert p.returncode == 0 and f'127.0.0.1:{port}' in out and 'Traceback' not in err, (out, err)
    assert not _answers(port), 'the table server outlived games-lib serve'


@pytest.mark.browser
@pytest.mark.parametrize('kernels', [(), ('--cold-kernels',)], ids=['forked', 'cold'])
def test_play_imports_a_designers_game_into_every_page(apps, tmp_path, browser, kernels):
    """`games-lib play --import plugin_games`, run in the designer's folder: the pages' kernels (forked, or started cold in
    the apps' folder, where only $PYTHONPATH leads to the designer's folder) know the game, the lobby lists it and links
    the app of any game, which draws it on the board of any game"""
    designer = tmp_path/'designer'
    designer.mkdir()
    for f in ('plugin_games.py', 'plugin_lesson.ipynb'): shutil.copy(ROOT/'tests'/f, designer/f)
    s = Server(apps, tmp_path/'play.log', '--import', 'plugin_games', *kernels, cwd=designer)
    try:
        page = browser.new_page()
        page.goto(s.base + '/voila/render/index.ipynb?lang=fr')
        link = page.locator('a[href="play.ipynb?game=tictactoe&lang=fr"]')
        link.wait_for(timeout=60_000)
        assert 'Morpion' in page.locator('tr[data-game=tictactoe]').inner_text()
        link.click()
        page.wait_for_selector('[data-ready="1"]', timeout=60_000)
        page.wait_for_selector('[data-testid=moves] button', timeout=30_000)   # the bot may open: its turn lists no move
        assert page.locator('[data-testid=moves] button').count() in (8, 9)     # nine squares, less one if the bot opened
        assert 'Traceback' not in page.content() and cli.CELL_ERROR not in page.content()
        page.close()
    finally:
        s.stop()
