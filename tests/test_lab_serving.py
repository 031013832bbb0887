"""Lessons and runnable notebooks: what `games-lib play` (what `make play` runs) serves next to the apps.

What each test guards:
- `games_lib.lessons` (what `make play` runs) builds a rules notebook into offline HTML pages with its outputs (executed: a rule's check is on
  the page as a sentence, not only its code), in English and French, with its rules sheet, and builds them again only
  when the key changes or a page is missing;
- Voilà's server serves them at `/lessons/<game>.html` and `/lessons/<game>.sheet.html` (`?lang=fr`: in French), with no
  CDN script or stylesheet and a Content-Security-Policy that allows no script; a language we do not have is a 400 in
  both languages; any other name is a 404; a lesson not built is a 404 in words; from a checkout, `games-lib play`
  builds no lesson itself (`make play` did, before it);
- JupyterLab answers on 127.0.0.1 with the token printed in the console, refuses without it, opens on `nbs/`;
  the token is in no page the apps serve and on no command line;
- JupyterLab listens on 127.0.0.1 only even when the apps are public (`--host 0.0.0.0`), and stops with Voilà;
- a busy lab port is an error in one sentence, before anything starts.
"""
from __future__ import annotations
import contextlib, html, json, os, re, signal, socket, subprocess, sys, time, urllib.error, urllib.request
from pathlib import Path

import psutil
import pytest
from conftest import Unfollowed


ROOT = Path(__file__).resolve().parent.parent
LAUNCH = [sys.executable, '-c', 'import sys; from games_lib.cli import main; sys.exit(main(sys.argv[1:]))', 'play']
ENV = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [os.environ.get('PYTHONPATH'), str(ROOT)]))}
CDN = re.compile(r'cdnjs|unpkg|jsdelivr|cdn\.|mathjax|require\.js|googleapis', re.I)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def _get(url: str, headers=None):
    "(status, headers, body) of a GET, redirects not followed"
    try:
        with urllib.request.build_opener(Unfollowed).open(urllib.request.Request(url, headers=headers or {}), timeout=30) as r:
            return r.status, r.headers, r.read().decode()
    except urllib.error.HTTPError as e: return e.code, e.headers, e.read().decode(errors='replace')


def _wait(pred, timeout: float, step=0.25):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if (v := pred()): return v
        time.sleep(step)
    return pred()


def _lab_processes(parent: int) -> list:
    with contextlib.suppress(psutil.Error):
        return [p for p in psutil.Process(parent).children(recursive=True) if 'jupyterlab' in ' '.join(p.cmdline())]
    return []


def _listening(proc) -> list:
    with contextlib.suppress(psutil.Error):
        return [c.laddr for c in proc.net_connections(kind='inet') if c.status == psutil.CONN_LISTEN]
    return []


# ---- the lessons ---------------------------------------------------------------------------------
@pytest.fixture(scope='module')
def lessons(built_lessons, tmp_path_factory) -> Path:
    "Chromino's pages from the session's build (conftest's `built_lessons`), alone in a folder: the other lessons are left unbuilt"
    import shutil
    out = tmp_path_factory.mktemp('lessons')
    for f in built_lessons.glob('chromino.*'): shutil.copy(f, out/f.name)
    assert (out/'chromino.html').is_file() and (out/'chromino.fr.html').is_file() and not (out/'kids.html').exists()
    return out


def _said(page: str) -> list:
    "What the rulebook part says in sentences: each check's sentence and each picture's caption"
    found = re.findall(r'<(?:p class="gl-say"[^>]*|figcaption)>(.*?)</(?:p|figcaption)>', page, re.S)
    return [html.unescape(re.sub(r'<[^>]+>', '', a)) for a in found]


def test_lesson_is_built_with_outputs_offline_and_only_when_stale(lessons):
    import games_lib.chromino as chromino
    page, french = (lessons/'chromino.html').read_text(), (lessons/'chromino.fr.html').read_text()
    said = _said(page)
    assert len(said) >= 8, f"only {len(said)} sentences: was the notebook executed?"
    assert any(f"the {len(chromino.CHAMELEONS)} chameleons drawn here" in s for s in said)   # the tiles' check, computed
    assert any('must show the same colour' in s for s in said)        # the contact rule's refusal, in words, as an output
    assert any("doit être de la même couleur" in s for s in _said(french))   # the same, in French on the French page
    assert 'Rangées dans un sac en toile flexible' in page              # the rule's quote
    for p in (page, french, (lessons/'chromino.sheet.html').read_text()):
        assert '<script' not in p.lower() and not CDN.search(p)
        assert not re.search(r'<link[^>]+href=["\']?https?:', p, re.I)
    from games_lib import lessons as tool
    from games_lib.play_server import lesson_notebook
    key = lessons/'chromino.key'
    built = key.read_text()
    assert re.fullmatch(r'[0-9a-f]{64}', built)
    try:   # (the key is read again here: other work on the library between the build and now would change it)
        key.write_text(tool.key(lesson_notebook('chromino')))
        assert not tool.stale('chromino', lessons)                      # up to date: `make play` runs nothing
        key.write_text('0' * 64)                                         # as if the notebook or the library had changed
        assert tool.stale('chromino', lessons) and tool.stale('kids', lessons)
        key.write_text(tool.key(lesson_notebook('chromino')))
        (lessons/'chromino.sheet.fr.html').rename(lessons/'gone')         # a page missing: built again
        assert tool.stale('chromino', lessons)
    finally:
        key.write_text(built)
        if (lessons/'gone').exists(): (lessons/'gone').rename(lessons/'chromino.sheet.fr.html')


# ---- a real games-lib play -----------------------------------------------------------------------
class Play:
    "`games-lib play` with its lab, on free loopback ports, in its own session; its console is kept"
    def __init__(self, log: Path, lessons: Path, *args):
        self.port, self.lab_port, self.log_path, self.lessons = _free_port(), _free_port(), log, lessons
        self.base, self.lab = f'http://127.0.0.1:{self.port}', f'http://127.0.0.1:{self.lab_port}'
        with open(log, 'wb') as f:
            self.proc = subprocess.Popen(LAUNCH + ['--port', str(self.port), '--lab-port', str(self.lab_port), '--no-tables',
                                                   '--apps', str(ROOT/'voila_apps'), '--lessons', str(lessons), *args],
                                         stdout=f, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=ENV, cwd=log.parent,
                                         start_new_session=True)
        try: self._started()
        except BaseException:
            self.stop()                     # never leave a server behind a failed start
            raise

    def _started(self):
        assert _wait(lambda: self.proc.poll() is not None or self._answers(self.base + '/'), 60), f"Voilà did not answer:\n{self.log()}"
        assert self.proc.poll() is None, self.log()
        m = _wait(lambda: re.search(r'JupyterLab[^\n]*http://127\.0\.0\.1:(\d+)/lab/tree/\S*\?token=([\w-]+)', self.log()), 30)
        assert m and int(m.group(1)) == self.lab_port, self.log()
        self.token = m.group(2)
        assert _wait(lambda: self._answers(self.lab + '/api/status'), 60), f"JupyterLab did not answer:\n{self.log()}"

    @staticmethod
    def _answers(url) -> bool:
        try: return _get(url)[0] > 0
        except OSError: return False

    def log(self) -> str: return self.log_path.read_text(errors='replace')

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try: self.proc.wait(20)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError): os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)


@pytest.fixture(scope='module')
def play(lessons, tmp_path_factory):
    s = Play(tmp_path_factory.mktemp('play')/'play.log', lessons)
    yield s
    s.stop()


def test_lessons_route(play):
    code, headers, page = _get(play.base + '/lessons/chromino.html')
    assert code == 200 and headers['Content-Type'].startswith('text/html') and '<html lang="en">' in page
    assert "default-src 'none'" in headers['Content-Security-Policy'] and 'script-src' not in headers['Content-Security-Policy']
    assert any('must show the same colour' in s for s in _said(page)) and '<script' not in page.lower() and not CDN.search(page)
    code, _, french = _get(play.base + '/lessons/chromino.html?lang=fr')   # the French lesson, as the lobby's French link opens it
    assert code == 200 and '<html lang="fr">' in french and any('doit être de la même couleur' in s for s in _said(french))
    for query, lang in (('', 'en'), ('?lang=fr', 'fr'), ('?lang=en', 'en')):   # the rules sheet, next to the lesson
        code, headers, sheet = _get(play.base + '/lessons/chromino.sheet.html' + query)
        assert code == 200 and f'<html lang="{lang}">' in sheet and '@page' in sheet and "default-src 'none'" in headers['Content-Security-Policy']
    code, _, body = _get(play.base + '/lessons/chromino.html?lang=de')   # a language we do not have: a 400 in both languages
    assert code == 400 and "lang=en (English) or lang=fr (French)" in body and "lang=fr (français)" in body and '<' not in body
    code, _, body = _get(play.base + '/lessons/kids.html')              # a lesson not built: a sentence that says how, in both languages
    assert code == 404 and 'python -m games_lib.lessons' in body and "Cette leçon n'est pas encore construite" in body
    code, _, body = _get(play.base + '/lessons/stray.html')             # no such lesson: the sentence names those there are
    assert code == 404 and "There is no lesson 'stray' here: the lessons are chromino, kids, kayain, centrix, guide." in body
    assert "Il n'y a pas de leçon 'stray' ici : les leçons sont chromino" in body
    code, _, body = _get(play.base + '/lessons/chromino.html?lang=%ff')  # an address that is not UTF-8: tornado's refusal, in words
    assert code == 400 and 'error 400' in body and 'rouvrez le lien du hall' in body and '<' not in body
    assert 'Building the lessons' not in play.log() and not list(play.lessons.glob('kids*'))   # from a checkout, make play builds them
    for path in ('/lessons/chromino.key', '/lessons/stray.html', '/lessons/../lessons/chromino.html', '/lessons/x/', '/lessons/chromino.ipynb',
                 '/lessons/stray.sheet.html', '/lessons/chromino.fr.html', '/lessons/chromino.sheet.fr.html'):
        code, _, body = _get(play.base + path)
        assert code == 404 and 'must show the same colour' not in body and 'même couleur' not in body, path
    assert f'http://127.0.0.1:{play.port}/lessons/' in play.log()
    for path, to in (('/', '/voila/render/index.ipynb'), ('/?lang=fr', '/voila/render/index.ipynb?lang=fr'),   # the address without a page:
                     ('/lessons/', '/voila/render/index.ipynb'), ('/lessons?lang=fr', '/voila/render/index.ipynb?lang=fr'),   # the lobby
                     ('/voila/tree', '/voila/render/index.ipynb'), ('/voila/tree/x?lang=fr', '/voila/render/index.ipynb?lang=fr')):
        code, headers, _ = _get(play.base + path)
        assert (code, headers['Location']) == (302, to), path
    for path in ('/nope', '/voila/nope', '/lessons/x/'):      # no page there: our error page, in both languages, a way back to the lobby
        code, headers, body = _get(play.base + path)
        assert code == 404 and '<html lang="en">' in body and "Il n'y a pas de page à cette adresse" in body and 'Retour au hall' in body, path
    # the lesson's exercise links lead to the pupils' copies, served beside the lessons
    link = re.search(r'href="(exercises/(\w+)\.ipynb\?lang=fr)"', french)
    code, headers, body = _get(play.base + '/lessons/' + link.group(1))
    assert code == 200 and headers['Content-Disposition'] == f'attachment; filename="{link.group(2)}.ipynb"'
    assert json.loads(body)['cells'] and 'BEGIN SOLUTION' not in body


def test_lab_needs_the_token_and_opens_on_nbs(play):
    url = play.lab + '/api/contents/10_chromino.ipynb?content=0'
    assert _get(url)[0] == 403
    assert _get(url, {'Authorization': 'token not-' + play.token})[0] == 403
    code, _, body = _get(url, {'Authorization': f'token {play.token}'})
    assert code == 200 and json.loads(body)['type'] == 'notebook'
    assert _get(play.lab + '/lab')[0] in (302, 403)                      # the page itself: to the login form
    code, _, body = _get(f'{play.lab}/lab/tree/10_chromino.ipynb?token={play.token}')
    assert code == 200 and 'JupyterLab' in body
    # the token is printed in the console only: not in a page the class sees, not on a command line
    for path in ('/voila/render/index.ipynb', '/lessons/chromino.html'):
        assert play.token not in _get(play.base + path)[2], path
    labs = _lab_processes(play.proc.pid)
    assert len(labs) == 1 and play.token not in ' '.join(labs[0].cmdline())
    assert {a.ip for a in _listening(labs[0])} == {'127.0.0.1'}


# Run in a fresh interpreter (as the package a test is given through PYTHONPATH would be): `games-lib play --host 0.0.0.0`
# with Voilà's launch replaced by a probe, so that JupyterLab really starts and nothing listens publicly.
PUBLIC = """
import json, sys, time, psutil
from voila.app import Voila
from games_lib.cli import main
seen = {}
def launch(cls, argv=None, config=None):
    seen['ip'] = config.Voila.ip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        labs = [p for p in psutil.Process().children() if 'jupyterlab' in ' '.join(p.cmdline())]
        addrs = [list(c.laddr) for p in labs for c in p.net_connections(kind='inet') if c.status == psutil.CONN_LISTEN]
        if addrs: break
        time.sleep(0.25)
    seen.update(labs=[p.pid for p in labs], listening=addrs)
Voila.launch_instance = classmethod(launch)
rc = main(sys.argv[1:])
seen['after'] = [p.pid for p in psutil.Process().children() if p.status() != psutil.STATUS_ZOMBIE]
print('SEEN', json.dumps(seen), rc, flush=True)
for p in psutil.Process().children(recursive=True): p.kill()      # a lab left running (the bug this test catches) must not outlive it
"""


def test_lab_stays_on_loopback_when_the_apps_are_public(lessons, tmp_path):
    "`--host 0.0.0.0`: JupyterLab starts on 127.0.0.1 only, and stops with Voilà"
    lab_port = _free_port()
    r = subprocess.run([sys.executable, '-c', PUBLIC, 'play', '--host', '0.0.0.0', '--port', str(_free_port()), '--lab-port', str(lab_port),
                        '--no-tables', '--apps', str(ROOT/'voila_apps'), '--lessons', str(lessons)],
                       capture_output=True, text=True, timeout=120, env=ENV, cwd=tmp_path)
    m = re.search(r'^SEEN (.*) (\d+)$', r.stdout, re.M)
    assert m and m.group(2) == '0', r.stdout + r.stderr
    seen = json.loads(m.group(1))
    assert seen['ip'] == '0.0.0.0' and 'WARNING' in r.stderr and 'public' in r.stderr
    assert len(seen['labs']) == 1, seen
    assert seen['listening'] and {(ip, port) for ip, port in seen['listening']} == {('127.0.0.1', lab_port)}, seen['listening']
    assert f'http://127.0.0.1:{lab_port}/lab/tree/10_chromino.ipynb?token=' in r.stdout
    assert not set(seen['labs']) & set(seen['after']), "JupyterLab outlived Voilà"


def test_one_port_for_two_servers_is_one_sentence_before_anything_starts(lessons, tmp_path):
    "`make play LAB_PORT=8867` (the table server's port): refused in one sentence, no server started, rather than a lab link leading to the tables"
    port, tables = _free_port(), _free_port()
    r = subprocess.run(LAUNCH + ['--port', str(port), '--tables-port', str(tables), '--lab-port', str(tables), '--apps', str(ROOT/'voila_apps'),
                                 '--lessons', str(lessons)], capture_output=True, text=True, timeout=60, env=ENV, cwd=tmp_path)
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert f"--lab-port {tables} is also the table server's port (--tables-port {tables})" in r.stderr and 'Traceback' not in r.stderr
    assert 'lobby' not in r.stdout and 'JupyterLab' not in r.stdout and 'tables on' not in r.stdout + r.stderr


def test_busy_lab_port_is_one_sentence(lessons, tmp_path):
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0)); s.listen()
        busy = s.getsockname()[1]
        r = subprocess.run(LAUNCH + ['--port', str(_free_port()), '--lab-port', str(busy), '--no-tables', '--apps', str(ROOT/'voila_apps'),
                                     '--lessons', str(lessons)], capture_output=True, text=True, timeout=60, env=ENV, cwd=tmp_path)
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert f'port {busy} on 127.0.0.1 is already in use' in r.stderr and 'Traceback' not in r.stderr
    assert 'lobby' not in r.stdout and 'JupyterLab' not in r.stdout
