"""Warm kernels (games_lib.kernels): a page's kernel forked from a fork server, as `games-lib play` serves them.

What each test guards:
- a forked kernel is a working kernel: its parent is the fork server, the boards are imported before the page's code,
  each kernel draws its own random numbers;
- a kernel never outlives its launcher (SIGKILL included), and kernels end with the fork server;
- the launcher ends as its kernel did (exit code, or the signal that killed it), which jupyter_client reads;
- with no fork server to answer, the launcher becomes a cold kernel;
- a malformed request is refused in a sentence in the fork server's log, and the server goes on forking.
"""
from __future__ import annotations
import contextlib, json, os, signal, socket, sys, time
from pathlib import Path

import psutil
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager

from games_lib.kernels import Forks, kernel_spec


@pytest.fixture(scope='module')
def forks(tmp_path_factory):
    log = tmp_path_factory.mktemp('forks')/'forks.log'
    with open(log, 'wb') as f:
        fs = Forks(log=f)
    fs.log_path = log
    yield fs
    fs.stop()


def start(forks, env=None) -> tuple:
    "A kernel from the fork server's spec, as Voilà starts one; (manager, client)"
    km = KernelManager(kernel_name='python3', kernel_spec_manager=KernelSpecManager(kernel_dirs=[str(forks.kernels)]), transport='ipc',
                       ip=str(forks.folder/'k'))
    km.start_kernel(env={**os.environ, **(env or {})})
    kc = km.client(); kc.start_channels(); kc.wait_for_ready(timeout=60)
    return km, kc


def run(kc, code: str) -> str:
    out = []
    def hook(m):
        if m['msg_type'] == 'error': out.append(f"{m['content']['ename']}: {m['content']['evalue']}")
        else: out.append(m['content'].get('text', ''))
    kc.execute_interactive(code, timeout=60, output_hook=hook)
    return ''.join(out).strip()


def stop(km, kc):
    with contextlib.suppress(Exception): kc.stop_channels()
    with contextlib.suppress(Exception): km.shutdown_kernel(now=True)


def gone(pid: int, timeout: float = 10) -> bool:
    "True once `pid` has ended (reaped, or a zombie waiting for its parent)"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE: return True
        except psutil.NoSuchProcess: return True
        time.sleep(0.1)
    return False


def test_a_forked_kernel_works(forks):
    km, kc = start(forks, {'QUERY_STRING': 'seed=5'})
    km2, kc2 = start(forks)
    try:
        seen = json.loads(run(kc, "import os, sys, json, random; print(json.dumps([os.getppid(), 'games_lib.widgets.kids' in sys.modules, "
                                  "os.environ['QUERY_STRING'], os.getcwd(), random.random()]))"))
        parent, preloaded, query, cwd, r1 = seen
        assert (parent, preloaded, query) == (forks.proc.pid, True, 'seed=5')
        assert cwd == os.getcwd()                                   # the folder jupyter_client gave the kernel
        assert km.provisioner.pid != parent and psutil.Process(km.provisioner.pid).ppid() == os.getpid()   # Voilà's child is the launcher
        r2 = float(run(kc2, "import random; print(random.random())"))
        assert r1 != r2                                              # Python reseeds `random` in each fork
        assert run(kc, "import comm; print(sorted(comm.get_comm_manager().targets))") == "['jupyter.widget', 'jupyter.widget.control']"   # the page asks for the widgets' states through these
        board = run(kc, "from games_lib.widgets.chromino import ChrominoBoard; b = ChrominoBoard(); print(b.comm is not None, b.comm.target_name)")
        assert board == 'True jupyter.widget', board                 # a board opens its comm to the page, as in a cold kernel
    finally:
        stop(km, kc); stop(km2, kc2)


def test_a_kernel_never_outlives_its_launcher(forks):
    km, kc = start(forks)
    try:
        child = int(run(kc, 'import os; print(os.getpid())'))
        assert psutil.Process(child).ppid() == forks.proc.pid
        os.kill(km.provisioner.pid, signal.SIGKILL)                  # the launcher dies without a word
        assert gone(child), "the forked kernel outlived its launcher"
    finally: stop(km, kc)


@pytest.mark.parametrize('code, status', [('import os; os._exit(3)', 3), ('import os, signal; os.kill(os.getpid(), signal.SIGKILL)', -9)])
def test_the_launcher_ends_as_its_kernel(forks, code, status):
    km, kc = start(forks)
    try:
        launcher = km.provisioner.process
        kc.execute(code)
        deadline = time.monotonic() + 20
        while launcher.poll() is None and time.monotonic() < deadline: time.sleep(0.1)
        assert launcher.poll() == status
    finally: stop(km, kc)


def test_kernels_end_with_the_fork_server(tmp_path):
    fs = Forks()
    km, kc = start(fs)
    try:
        child = int(run(kc, 'import os; print(os.getpid())'))
        os.kill(fs.proc.pid, signal.SIGKILL)
        assert gone(child), "a kernel outlived the fork server"
        launcher = km.provisioner.process
        deadline = time.monotonic() + 10
        while launcher.poll() is None and time.monotonic() < deadline: time.sleep(0.1)
        assert launcher.poll() is not None, "the launcher of a dead kernel is still running"
    finally:
        stop(km, kc); fs.stop()


def test_without_a_fork_server_the_kernel_starts_cold(tmp_path):
    spec = kernel_spec(tmp_path, str(tmp_path/'no-such-socket'))              # a spec whose fork server is not there
    km = KernelManager(kernel_name='python3', kernel_spec_manager=KernelSpecManager(kernel_dirs=[str(spec)]))
    km.start_kernel()
    kc = km.client(); kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        assert run(kc, 'print(6 * 7)') == '42'
        proc = psutil.Process(km.provisioner.pid)
        assert 'ipykernel_launcher' in proc.cmdline() and proc.ppid() == os.getpid()   # the launcher became the kernel
    finally: stop(km, kc)


def _ask(path: str, payload: bytes, fds: list) -> bytes:
    with socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET) as s:
        s.connect(path)
        socket.send_fds(s, [payload], fds) if fds else s.send(payload)
        s.settimeout(10)
        return s.recv(1 << 16)


def test_bad_requests_are_refused_and_the_server_goes_on(forks):
    null = os.open(os.devnull, os.O_RDWR)
    try:
        good = json.dumps({'argv': ['-f', '/nonexistent.json'], 'cwd': '/', 'env': {}}).encode()
        assert _ask(forks.socket, good, []) == b''                          # no descriptors
        assert _ask(forks.socket, good, [null, null]) == b''                # two descriptors
        assert _ask(forks.socket, b'{not json', [null, null, null]) == b''
        assert _ask(forks.socket, b'[1, 2]', [null, null, null]) == b''
        assert _ask(forks.socket, json.dumps({'argv': 'x', 'cwd': '/', 'env': {}}).encode(), [null, null, null]) == b''
    finally: os.close(null)
    log = forks.log_path.read_text()
    assert log.count('games-lib kernels: a request was refused:') == 5, log
    assert '0 file descriptors instead of 3' in log and '2 file descriptors instead of 3' in log and "not a launcher's request" in log
    assert 'Traceback' not in log
    km, kc = start(forks)                                                   # still forking
    try: assert run(kc, 'import os; print(os.getppid())') == str(forks.proc.pid)
    finally: stop(km, kc)


def test_an_import_that_starts_a_thread_means_cold_kernels(tmp_path):
    "Forking a process with a thread is unsafe: a fork server whose imports started one says so and forks nothing"
    (tmp_path/'starts_thread.py').write_text("import threading, time\nthreading.Thread(target=time.sleep, args=(60,), daemon=True).start()\n")
    log = tmp_path/'forks.log'
    with open(log, 'wb') as f:
        fs = Forks(preload=('starts_thread',), log=f, env={**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(tmp_path), os.environ.get('PYTHONPATH')]))})
    try:
        assert fs.proc.wait(20) is not None
        assert 'an import started a thread' in log.read_text()
        km, kc = start(fs)
        try:
            proc = psutil.Process(km.provisioner.pid)
            assert 'ipykernel_launcher' in proc.cmdline() and run(kc, 'print(6 * 7)') == '42'
        finally: stop(km, kc)
    finally: fs.stop()


def test_the_fork_server_imports_a_designers_games_and_their_boards(tmp_path):
    "$GAMES_LIB_IMPORT (what `games-lib play --import` sets) reaches the fork server: its kernels know the game and its board is imported"
    tests = Path(__file__).resolve().parent
    env = {**os.environ, 'GAMES_LIB_IMPORT': 'plugin_games', 'PYTHONPATH': os.pathsep.join(filter(None, [str(tests), os.environ.get('PYTHONPATH')]))}
    with open(tmp_path/'forks.log', 'wb') as f:
        fs = Forks(log=f, env=env)
    try:
        km, kc = start(fs, env)
        try:
            seen = json.loads(run(kc, "import sys, json, games_lib; print(json.dumps(['tictactoe' in games_lib.GAMES, 'games_lib.widgets.generic' in sys.modules, "
                                      "'games_lib.widgets.chromino' in sys.modules, 'plugin_games' in sys.modules]))"))
            assert seen == [True, True, True, True], (seen, (tmp_path/'forks.log').read_text())
        finally: stop(km, kc)
    finally: fs.stop()
