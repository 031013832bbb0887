"""Shared pytest fixtures: a Voilà server on a free loopback port, Debian Chromium for pytest-playwright,
and a page that cannot reach anything but loopback; `Checked`, the legal-move guard of the bot tests; `assert_refused` and
`assert_just_legal`, the one check of a rule's refusal and of its just-legal twin that every game's refusal table uses."""
from __future__ import annotations
import fcntl, json, os, shutil, signal, socket, subprocess, sys, time, urllib.error, urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect
from games_lib import IllegalMove


class Checked:
    "Wraps a bot: asserts every move it returns is one of the legal moves it was given, from a JSON view; passes observations on"
    def __init__(self, g, b): self.g, self.b, self.moves = g, b, 0
    def __call__(self, view, legal, rng):
        json.dumps(view)
        m = self.b(view, legal, rng)
        assert any(self.g.move_key(m) == self.g.move_key(x) for x in legal), f"{m} is not a legal move"
        self.moves += 1
        return m
    def observe(self, view):
        if hasattr(self.b, 'observe'): self.b.observe(view)

# ---- games that exist only in the tests ---------------------------------------------------------------------
# A test module that registers games of its own (tests/plugin_games.py, tests/hand_games.py, a class in the module) must
# not leave them in the registries while other modules' tests run: those enumerate the library's games (conformance,
# golden playthroughs, every message in both languages) and would find them. Registrations made at import are kept
# apart, and a module's autouse fixture puts them back for its own tests only.
import importlib
from contextlib import contextmanager

class Unfollowed(urllib.request.HTTPRedirectHandler):
    "An opener's handler that leaves a redirect as the answer it is"
    def redirect_request(self, *a, **k): return None

def answers(url: str, timeout: float = 2) -> int | None:
    "The status a server answers `url` with, its redirects not followed (the lobby's root leads to a page that starts a kernel), or None if it does not answer yet"
    try:
        with urllib.request.build_opener(Unfollowed).open(url, timeout=timeout) as r: return r.status
    except urllib.error.HTTPError as e: return e.code
    except (urllib.error.URLError, ConnectionError, TimeoutError, OSError): return None

def _registries() -> dict:
    from games_lib.core import GAMES, INFO, MESSAGES
    return {'GAMES': GAMES, 'INFO': INFO, 'MESSAGES': MESSAGES}

@contextmanager
def kept_apart():
    "What is registered inside the block is taken out again at its end, and kept in the dict it yields"
    regs, env = _registries(), os.environ.get('GAMES_LIB_IMPORT')     # `--import` in this process adds to GAMES_LIB_IMPORT too
    before, entries = {n: dict(r) for n, r in regs.items()}, {}
    yield entries
    if env is None: os.environ.pop('GAMES_LIB_IMPORT', None)
    else: os.environ['GAMES_LIB_IMPORT'] = env
    for n, r in regs.items():
        entries[n] = {k: v for k, v in r.items() if before[n].get(k) is not v}
        for k in entries[n]:
            if k in before[n]: r[k] = before[n][k]
            else: del r[k]

_APART: dict = {}

def import_apart(name: str):
    "`(module, entries)`: a module of test-only games imported once, its registrations kept apart"
    if name not in _APART:
        with kept_apart() as entries: module = importlib.import_module(name)
        _APART[name] = (module, entries)
    return _APART[name]

@contextmanager
def registered(*entries):
    "The registrations kept apart in `entries`, back in the registries for the block; whatever the block registers itself goes at its end"
    regs = _registries()
    for e in entries:
        for n, d in e.items(): regs[n].update(d)
    try:
        with kept_apart(): yield
    finally:
        for e in entries:
            for n, d in e.items():
                for k in d: regs[n].pop(k, None)


def run_async(coro):
    """Run `coro` in a fresh event loop of its own thread (a kernel's loop, as far as a board can tell): in one pytest
    session Playwright's sync API keeps a loop running in the main thread, so `asyncio.run` there would refuse."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def is_sentence(text: str, rule: str) -> bool:
    "A rule's message reads as a sentence: not the rule id, no template left unfilled, a capital first and a stop last"
    return text != rule and rule not in text and '{' not in text and text[:1].isupper() and text.rstrip()[-1:] in '.!?'


def assert_refused(g, s, move, rule):
    """`move` is refused in `s` by `rule`, and refused alike everywhere: `explain` names it, `apply` raises `IllegalMove`
    naming it and changes nothing, `legal_moves` does not list the move, and its French and English messages are
    different sentences. Returns the `Rejection` for further checks (focus, parameters)."""
    before = json.dumps(g.to_json(s), sort_keys=True)
    r = g.explain(s, move)
    assert r is not None and r.rule == rule, f"expected {rule}, got {r}"
    with pytest.raises(IllegalMove) as e:
        g.apply(s, move)
    assert e.value.rejection.rule == rule
    assert json.dumps(g.to_json(s), sort_keys=True) == before, "a refused move changed the state"
    assert g.move_key(move) not in {g.move_key(m) for m in g.legal_moves(s)}, "a refused move is listed"
    en, fr = r.text('en'), r.text('fr')
    assert is_sentence(en, rule) and is_sentence(fr, rule) and en != fr, (en, fr)
    return r


def assert_just_legal(g, s, move):
    "The twin of a refusal: `move` explains to None, is listed, and applies"
    assert g.explain(s, move) is None, g.explain(s, move)
    assert g.move_key(move) in {g.move_key(m) for m in g.legal_moves(s)}, "a legal move is not listed"
    return g.apply(s, move)


ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT/'test-results'
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')   # Debian's chromium; never `playwright install`
CHROME_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync"]
VOILA_START_TIMEOUT = 60
WORKER = os.environ.get('PYTEST_XDIST_WORKER', '')   # 'gw0', 'gw1'... under `make test`'s pytest-xdist, '' in one process


# ---- running on several workers (pytest-xdist) ---------------------------------------------------
def pytest_sessionstart(session):
    "test-results/ is emptied once, by the process that leads the run (each worker would empty it at its first test)"
    if not hasattr(session.config, 'workerinput'): shutil.rmtree(RESULTS, ignore_errors=True)


@pytest.fixture(scope='session', autouse=True)
def delete_output_dir():
    """pytest-playwright's fixture of this name empties test-results/ at each worker's first test: a worker that starts
    late would delete the logs the other is writing (and open() fails on a folder just removed). Emptied in
    `pytest_sessionstart` instead"""


# ---- browser -----------------------------------------------------------------------------------
@pytest.fixture(scope='session')
def browser_type_launch_args(browser_type_launch_args):
    "pytest-playwright hook: launch the system Chromium (no --user-data-dir: Playwright uses a fresh profile)"
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"Chromium not found at {CHROMIUM}: `make test` installs Debian's chromium "
                    f"(apt-get install -y chromium), or set CHROMIUM=/path/to/chromium")
    return {**browser_type_launch_args, 'executable_path': CHROMIUM, 'args': CHROME_ARGS}


LOOPBACK = {'127.0.0.1', 'localhost', '::1', '[::1]'}

def _known_cdn(url: str) -> bool:
    """Voilà's page asks jsDelivr for FontAwesome CSS (`/npm/@fortawesome/fontawesome-free@^5/css/...`);
    it is harmless when it fails, so we abort it quietly"""
    u = urlsplit(url)
    return u.hostname == 'cdn.jsdelivr.net' and 'fontawesome' in u.path.lower().replace('-', '')


@pytest.fixture
def offline_page(page):
    """`page`, with every request to a non-loopback host aborted; the test fails if any such request
    (other than Voilà's known FontAwesome CDN stylesheet) was attempted, so no CDN dependency sneaks in."""
    external = []
    def handle(route):
        url = route.request.url
        u = urlsplit(url)
        if u.scheme in ('http', 'https', 'ws', 'wss') and u.hostname not in LOOPBACK:
            if not _known_cdn(url): external.append(url)
            return route.abort()
        return route.continue_()
    page.route('**/*', handle)
    page.set_default_timeout(30_000)
    yield page
    assert not external, f"the page tried to reach non-loopback hosts: {external}"


@pytest.fixture
def board_app(offline_page, voila_url):
    """`board_app(game, height)` gives `open_(query)`: the game's Voilà app opened with `query`, its board drawn; it keeps
    every websocket frame the page receives (`open_.frames`) and fails the test on any uncaught page error"""
    page, errors, frames = offline_page, [], []
    page.on('pageerror', lambda e: errors.append(str(e)))
    page.on('websocket', lambda ws: ws.on('framereceived', lambda payload: frames.append(payload)))

    def make(game: str, height: int = 1400):
        page.set_viewport_size({'width': 1280, 'height': height})
        def open_(query: str):
            page.goto(f'{voila_url}/voila/render/{game}.ipynb{query}')
            expect(page.locator(f'[data-testid={game}][data-ready="1"]')).to_be_visible(timeout=60_000)
            return page
        open_.errors, open_.frames = errors, frames
        return open_
    yield make
    assert errors == [], f'uncaught page errors: {errors}'


# ---- Voilà server ------------------------------------------------------------------------------
def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def _tail(path: Path, n=40) -> str:
    try: return '\n'.join(path.read_text(errors='replace').splitlines()[-n:])
    except OSError: return '(no log)'


def _stop(proc: subprocess.Popen):
    "SIGTERM (Voilà then shuts its kernels down); SIGKILL the whole process group if it hangs"
    if proc.poll() is not None: return
    proc.terminate()
    try: proc.wait(15)
    except subprocess.TimeoutExpired:
        try: os.killpg(proc.pid, signal.SIGKILL)   # its own session: only Voilà and its kernels
        except ProcessLookupError: pass
        proc.wait(10)


@pytest.fixture(scope='session')
def tables_url(tmp_path_factory):
    "Base URL of a table server (`games-lib serve`) on a free loopback port over a fresh SQLite file; the lobby's Voilà uses it"
    port, db = _free_port(), tmp_path_factory.mktemp('tables')/'tables.db'
    RESULTS.mkdir(exist_ok=True)
    log = open(RESULTS/f'tables{WORKER}.log', 'wb')
    from games_lib.play_server import SERVE        # what `games-lib serve` runs: the server, with the classroom's pages handed in
    proc = subprocess.Popen([sys.executable, '-c', SERVE,
                             '--port', str(port), '--db', str(db), '--pace', '0.2'], stdout=log, stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True)
    base = f'http://127.0.0.1:{port}'
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + '/', timeout=1): break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline: pytest.fail(f"the table server did not start: {_tail(RESULTS/f'tables{WORKER}.log')}")
            time.sleep(0.1)
    os.environ['GAMES_LIB_TABLES_DB'] = str(db)       # the lab's People view reads it (Voilà's kernels inherit it)
    yield base
    _stop(proc)
    log.close()


@pytest.fixture(scope='session')
def voila_url(tables_url, tmp_path_factory):
    """Base URL of the apps served by `games-lib play` itself (or $VOILA_URL): Voilà with the play server's settings (the page
    guard that gives pages the cookie their kernel's shutdown needs, culling, no plotly renderer, the fork server), on a free
    loopback port, its lobby on `tables_url` and its apps keeping their playtests in that server's file"""
    if os.environ.get('VOILA_URL'):
        yield os.environ['VOILA_URL'].rstrip('/')
        return
    RESULTS.mkdir(exist_ok=True)
    log_path = RESULTS/f'voila{WORKER}.log'
    port = _free_port()
    base = f'http://127.0.0.1:{port}'
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')])), 'GAMES_LIB_TABLES': tables_url}
    with open(log_path, 'wb') as log:
        proc = subprocess.Popen(
            [sys.executable, '-c', 'import sys; from games_lib.cli import main; sys.exit(main(sys.argv[1:]))', 'play',
             '--port', str(port), '--no-tables', '--no-lab', '--no-build-lessons', '--apps', str(ROOT/'voila_apps'),
             '--lessons', str(tmp_path_factory.mktemp('no-lessons')), '--db', os.environ['GAMES_LIB_TABLES_DB']],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=ROOT, env=env,
            start_new_session=True)
    try:
        deadline = time.monotonic() + VOILA_START_TIMEOUT
        while True:
            if proc.poll() is not None:
                pytest.fail(f"games-lib play exited with code {proc.returncode} before serving; "
                            f"{log_path}:\n{_tail(log_path)}")
            if answers(base + '/') == 302: break          # the root leads to the lobby
            if time.monotonic() > deadline:
                pytest.fail(f"games-lib play did not serve within {VOILA_START_TIMEOUT} s; {log_path}:\n{_tail(log_path)}")
            time.sleep(0.1)
        yield base
    finally:
        _stop(proc)


@pytest.fixture(scope='session')
def built_lessons(tmp_path_factory) -> Path:
    """Every registered game's lesson and rules sheet, in English and French, built by `tools/lessons.py` into a fresh folder,
    as a fresh checkout has none: one build per game, run side by side (each in its own kernel); a failed build fails the test"""
    from games_lib.cli import lesson_names
    if WORKER:      # several workers: the first to get here builds into their run's common folder, the others wait and read it
        shared = tmp_path_factory.getbasetemp().parent
        with open(shared/'lessons.lock', 'w') as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not (shared/'lessons.built').exists():
                _build_lessons(lesson_names(), shared/'lessons')
                (shared/'lessons.built').touch()
        return shared/'lessons'
    return _build_lessons(lesson_names(), tmp_path_factory.mktemp('lessons'))


def _build_lessons(games, out: Path) -> Path:
    "Build the lessons of `games` into `out`, side by side; a failed build fails the test"
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')]))}
    builds = {g: subprocess.Popen([sys.executable, str(ROOT/'tools'/'lessons.py'), g, '--out', str(out)], cwd=ROOT, env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) for g in games}
    failed = {}
    for g, proc in builds.items():
        text, _ = proc.communicate(timeout=600)
        if proc.returncode: failed[g] = text[-3000:]
    if failed: pytest.fail('lessons not built: ' + '\n'.join(f'{g}: {t}' for g, t in failed.items()))
    return out
