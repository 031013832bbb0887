"""The package plays without the repository: `pip install` of this project, then `games-lib play` in another folder.

What the test guards (one server for every assert):
- the source archive (sdist) and the wheel pip builds from it carry what `games-lib play` serves (pyproject's package-data): the lobby and the apps, the rules notebooks the
  lessons are built from and the exercises, as copies of their one source (in the repository, `games_lib/notebooks/` holds
  symbolic links to `voila_apps/`, `nbs/<lesson>.ipynb` and `nbs/exercises/`);
- the installed command, run from a folder that is not the repository with only the installed package and the
  dependencies of this interpreter on its path (nothing downloaded), serves the lobby, an app, a pupil's copy of an
  exercise, and a lesson page that it builds itself from the packaged rules notebook while the apps are served;
- no path of the repository appears in what it serves or prints (the interpreter's own packages, under `.venv/`, are not
  the repository's files);
- stopping it stops the lesson builder it started.
"""
from __future__ import annotations
import contextlib, json, os, re, shutil, signal, site, socket, subprocess, sys, time, urllib.error, urllib.request
from pathlib import Path

import psutil
import pytest
from conftest import answers

ROOT = Path(__file__).resolve().parent.parent
# a path of the repository's own files: the interpreter's packages in ROOT/.venv are not the repository's
REPO_PATH = re.compile(re.escape(str(ROOT)) + r'(?!/\.venv/)')


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def _get(url: str):
    "(status, headers, body) of a GET"
    try:
        with urllib.request.urlopen(url, timeout=120) as r: return r.status, r.headers, r.read().decode()
    except urllib.error.HTTPError as e: return e.code, e.headers, e.read().decode(errors='replace')


def _alive(p: psutil.Process) -> bool:
    with contextlib.suppress(psutil.Error): return p.is_running() and p.status() != psutil.STATUS_ZOMBIE
    return False


def _source_tree(dest: Path) -> Path:
    """What `pip install .` reads, copied from the repository as it is: pyproject, README, the package with its links, and
    the sources the links lead to (so that the build follows the links as it does in the repository)"""
    for f in ('pyproject.toml', 'README.md'): shutil.copy(ROOT/f, dest/f)
    shutil.copytree(ROOT/'games_lib', dest/'games_lib', symlinks=True, ignore=shutil.ignore_patterns('__pycache__'))
    for folder, dirs, files in os.walk(ROOT/'games_lib'/'notebooks'):
        for name in dirs + files:
            link = Path(folder)/name
            if not link.is_symlink(): continue
            target = link.resolve().relative_to(ROOT)
            (dest/target).parent.mkdir(parents=True, exist_ok=True)
            if link.is_dir(): shutil.copytree(ROOT/target, dest/target, dirs_exist_ok=True)
            else: shutil.copy(ROOT/target, dest/target)
    return dest


@pytest.fixture(scope='module')
def installed(tmp_path_factory) -> Path:
    """The package as a user gets it from an index: the source archive (sdist) made from the repository's files, the wheel
    pip builds from that archive, installed with --target into a folder of its own (its dependencies: this interpreter's).
    Going through the archive checks that it carries copies of what the links lead to, not the links"""
    tmp = tmp_path_factory.mktemp('installed')
    src = _source_tree(tmp_path_factory.mktemp('src'))
    r = subprocess.run([sys.executable, '-c', 'import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))',
                        str(tmp/'sdist')], cwd=src, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    sdist = tmp/'sdist'/r.stdout.split()[-1]
    pip = [sys.executable, '-m', 'pip', '--disable-pip-version-check', '--no-input']
    r = subprocess.run(pip + ['wheel', str(sdist), '--no-deps', '--no-build-isolation', '-w', str(tmp/'dist')], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    wheel, = (tmp/'dist').glob('games_lib-*.whl')
    r = subprocess.run(pip + ['install', '--no-deps', '--target', str(tmp/'site'), str(wheel)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return tmp/'site'


class Installed:
    "The installed `games-lib play` in a folder of its own, on free loopback ports, without JupyterLab, its lessons built into a temporary folder"
    def __init__(self, site_dir: Path, home: Path):
        self.port, self.log_path, self.lessons = _free_port(), home/'play.log', home/'lessons'
        self.base = f'http://127.0.0.1:{self.port}'
        deps = [p for p in site.getsitepackages() if Path(p).is_dir()]
        self.env = {**{k: v for k, v in os.environ.items() if k != 'PYTHONPATH'}, 'PYTHONPATH': os.pathsep.join([str(site_dir), *deps])}
        self.cwd = home/'elsewhere'
        self.cwd.mkdir()
        with open(self.log_path, 'wb') as f:
            self.proc = subprocess.Popen([sys.executable, str(site_dir/'bin'/'games-lib'), 'play', '--port', str(self.port),
                                          '--tables-port', str(_free_port()), '--db', str(home/'tables.db'), '--no-lab', '--lessons', str(self.lessons)],
                                         stdout=f, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=self.cwd, env=self.env, start_new_session=True)
        try:
            deadline = time.monotonic() + 90
            while not self._answers():
                assert self.proc.poll() is None, f"games-lib play exited with {self.proc.returncode}:\n{self.log()}"
                assert time.monotonic() < deadline, f"no answer within 90 s:\n{self.log()}"
                time.sleep(0.2)
        except BaseException:
            self.stop()
            raise

    def _answers(self) -> bool:
        return answers(self.base + '/') is not None

    def log(self) -> str: return self.log_path.read_text(errors='replace')

    def builders(self) -> list:
        "The lesson builder this server started, with what it started in turn (the kernel of the notebook it runs)"
        with contextlib.suppress(psutil.Error):
            found = [p for p in psutil.Process(self.proc.pid).children() if 'games_lib.lessons' in ' '.join(p.cmdline())]
            return found + [c for p in found for c in p.children(recursive=True)]
        return []

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try: self.proc.wait(30)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError): os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)


def test_installed_package_plays_without_the_repository(installed, tmp_path):
    from games_lib.play_server import CELL_ERROR, lesson_names
    # the wheel carries the apps, each registered game's rules notebook and the exercises
    shipped = installed/'games_lib'/'notebooks'
    assert not any(p.is_symlink() for p in shipped.rglob('*'))
    assert {p.name for p in (shipped/'apps').glob('*.ipynb')} == {p.name for p in (ROOT/'voila_apps').glob('*.ipynb')}
    assert {p.name for p in (shipped/'exercises').glob('*.ipynb')} == {p.name for p in (ROOT/'nbs'/'exercises').glob('*.ipynb')}
    assert all((shipped/'rules'/f'{nb}.ipynb').read_bytes() == (ROOT/'nbs'/f'{nb}.ipynb').read_bytes() for nb in lesson_names().values())

    s = Installed(installed, tmp_path)
    try:
        found = subprocess.run([sys.executable, '-c', 'import games_lib; print(games_lib.__file__)'], capture_output=True, text=True,
                               cwd=s.cwd, env=s.env, timeout=60).stdout.strip()
        assert Path(found).is_relative_to(installed), found         # the installed package runs, not the repository's
        builders = s.builders()
        assert builders, f"no lesson builder started:\n{s.log()}"
        served = {}
        for path in ('/voila/render/index.ipynb', '/voila/render/chromino.ipynb', '/lessons/exercises/01_chromino_legal.ipynb?lang=fr'):
            code, headers, body = _get(s.base + path)
            assert code == 200, (path, code, body[-2000:], s.log())
            served[path] = body
        for path in ('/voila/render/index.ipynb', '/voila/render/chromino.ipynb'):   # the page ran: its widget is on it, no cell failed
            assert 'application/vnd.jupyter.widget-view+json' in served[path] and CELL_ERROR not in served[path] and 'Traceback' not in served[path], path
        copy = json.loads(served['/lessons/exercises/01_chromino_legal.ipynb?lang=fr'])
        assert copy['cells'] and 'BEGIN SOLUTION' not in served['/lessons/exercises/01_chromino_legal.ipynb?lang=fr']
        # the lesson, built by the installed package from its rules notebook while the apps were served
        deadline = time.monotonic() + 600
        while (got := _get(s.base + '/lessons/chromino.html'))[0] != 200:
            assert got[0] == 404 and 'not been built yet' in got[2], got
            assert time.monotonic() < deadline and s.proc.poll() is None, f"the lesson was not built within 600 s:\n{s.log()}"
            time.sleep(1)
        served['/lessons/chromino.html'] = lesson = got[2]
        assert '<html lang="en">' in lesson and 'must show the same colour' in lesson and '<script' not in lesson.lower()
        assert 'exercises/01_chromino_legal.ipynb?lang=en' in lesson
        builders = s.builders()                                            # building the next lesson now, in a kernel of its own
    finally:
        s.stop()
    time.sleep(1)
    left = [p for p in builders if _alive(p)]
    assert not left, f"the lesson builder or its kernel outlived games-lib play: {left}"
    printed = s.log()
    assert 'games_lib lobby: http://127.0.0.1:' in printed and 'Building the lessons' in printed
    for where, text in [*served.items(), ('the console', printed)]:
        leak = REPO_PATH.search(text)
        assert not leak, f"{where} names the repository: {text[max(0, leak.start() - 200):leak.end() + 200]}"
