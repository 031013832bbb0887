"""A class opening an app at once, printed as JSON (a benchmark, not a timed test).

    python bench/load.py [--app chromino] [--n 1,5,10,20] [--max-n 20] [--timeout 120] [--server-part | --html-only] [--cold-kernels]

Starts `games-lib play` (the server `make play` runs, with its settings; without JupyterLab, the table server on a free
port) on a free loopback port, then for each N
opens N pages of each app at the same moment in Debian's Chromium (/usr/bin/chromium, through Playwright's
`executable_path`) and reports, per app and N:

- board_s: p50, p95 and max of the time from the common start to each page's board drawn (`[data-ready="1"]`);
  the goal is that 20 pages of the Chromino app all see a board within 10 s on a 2-core machine;
- kernel_cpu_s / kernel_rss_mb: CPU time (user + system) and resident memory of each page's kernel, p50 and max;
- kernels_open: kernels alive with the N pages open; kernels_after: kernels alive 10 s after the pages are left
  (their shutdown requests) — 0 means nothing leaked;
- failed: pages with no board within --timeout (errors: why, once each);
- kernels: 'forked' (games_lib.kernels, what `games-lib play` serves) or 'cold' (--cold-kernels: each kernel a new Python);
- cpu_s: CPU seconds the wave cost the Voilà server process, the kernels, their launchers, the fork server, Chromium (all its
  processes) and, with --class-browsers, this benchmark's own process emulating the rest of the class (emulating_client), and
  loadavg_1min before and after it: the 2 cores are shared, so compare figures of one run only. A page costs Chromium
  2 to 3 CPU s (Voilà's JupyterLab-based front end), two to three times what it costs the server (kernel and Voilà): with
  the 20 pages' browser on the serving machine, the browser is most of the wait, which in a class is spread over 20 devices.

--server-part: no browser (but for one page first, to record the files a page asks for); N pages at once, each asking
the server for all its browser asks before it draws: the page's HTML and its files (scripts, styles, fonts), then the widgets' states over the kernel's websocket (a `jupyter.widget.control` comm and `request_states`, as Voilà's
page does), timed to the states (states_s). In a class each pupil's device draws its own page; what the 20 share is this
server part, so a class's wait is states_s at N=20 plus one device's own drawing (board_s minus states_s at N=1).

--class-browsers B: a class on its own devices. Of the N pages, B open in Chromium and the N-B others as --server-part
clients, all at the same moment: board_s is what a pupil sees while the whole class opens the app, with only B pages'
drawing on the serving machine (a device's own work, which in a class is not the server's), the rest of the class's
load on the server as real requests.

--html-only: no browser; N plain requests at once, timing each page's HTML until complete (html_s), which is the server's
part of a page (kernel start, imports, the notebook's execution, Voilà's template), the part a class shares; each
page's kernel is then ended as a page's unload does (Voilà's shutdown request with the page's _xsrf cookie).

Bounded: N is at most --max-n (default 20), each page waits at most --timeout seconds, and every N starts from a
server with no kernel. Loopback only; nothing but 127.0.0.1 is reached (other requests are aborted).
"""
from __future__ import annotations
import argparse, asyncio, json, os, platform, socket, statistics, subprocess, sys, tempfile, time, urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]   # loopback only (no request routing: it would hold the unload beacons)
READY = {'index': '.gl-app', 'lab': '.gl-app'}       # apps without a board: their main box; boards: [data-ready="1"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def serve(log, max_kernels: int, cold: bool = False):
    port = free_port()
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')]))}
    proc = subprocess.Popen([sys.executable, '-c', 'import sys; from games_lib.cli import main; sys.exit(main(sys.argv[1:]))', 'play',
                             '--port', str(port), '--max-kernels', str(max_kernels), '--no-lab', '--tables-port', str(free_port())] + (['--cold-kernels'] if cold else []),
                            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=ROOT, env=env, start_new_session=True)
    base = f'http://127.0.0.1:{port}'
    for _ in range(600):
        if proc.poll() is not None: raise SystemExit(f'games-lib play exited with {proc.returncode}')
        try:
            with urllib.request.urlopen(base + '/', timeout=2): return proc, base
        except OSError: time.sleep(0.1)
    proc.terminate()
    raise SystemExit('games-lib play did not start')


def kernels(proc) -> list:
    "The pages' kernels: forked by the fork server (games_lib.kernels), or cold `ipykernel_launcher` processes"
    out = []
    for p in psutil.Process(proc.pid).children(recursive=True):
        try:
            if 'ipykernel_launcher' in ' '.join(p.cmdline()) or 'serve_forks' in ' '.join(p.parent().cmdline()): out.append(p)
        except (psutil.Error, AttributeError): pass
    return out


def helpers(proc) -> dict:
    "The fork server and the kernels' launchers (each page's kernel process as Voilà sees it), by kind"
    out = {'fork_server': [], 'launchers': []}
    for p in psutil.Process(proc.pid).children(recursive=True):
        try: cmd = ' '.join(p.cmdline())
        except psutil.Error: continue
        if 'serve_forks' in cmd and 'serve_forks' not in ' '.join(p.parent().cmdline()): out['fork_server'].append(p)
        elif 'games_lib/kernels.py' in cmd: out['launchers'].append(p)
    return out


def browser_procs() -> list:
    "Chromium's processes (children of Playwright's driver, itself our child)"
    out = []
    for p in psutil.Process().children(recursive=True):
        try:
            if 'chrom' in p.name().lower() or 'headless' in p.name().lower(): out.append(p)
        except psutil.Error: pass
    return out


def cpu_of(procs) -> float:
    t = 0.
    for p in procs:
        try: c = p.cpu_times(); t += c.user + c.system
        except psutil.Error: pass
    return t


def pct(xs, q):
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, max(0, round(q * (len(xs) - 1))))], 2) if xs else None


async def wave(browser, base, app, n, timeout, others=None):
    """Open n pages of `app` at once; the seconds each took to draw its board (None: none within `timeout`);
    `others`: a coroutine started at the same moment (the rest of a class, emulated), whose result is `wave.others`"""
    sel = READY.get(app, '[data-ready="1"]')
    errors = []
    contexts = [await browser.new_context(viewport={'width': 1280, 'height': 900}) for _ in range(n)]
    pages = []
    for c in contexts:
        pages.append(await c.new_page())
    t0 = time.perf_counter()
    async def one(i, p):
        try:
            await p.goto(f'{base}/voila/render/{app}.ipynb?seed={i + 1}', timeout=timeout * 1000)
            await p.wait_for_selector(sel, timeout=timeout * 1000)
            return time.perf_counter() - t0
        except Exception as e:
            errors.append(str(e).splitlines()[0][:100])
            return None
    times = await asyncio.gather(*(one(i, p) for i, p in enumerate(pages)), *([others] if others else []))
    wave.others = times.pop() if others else None
    wave.errors = sorted(set(errors))
    return times, pages, contexts


def html_wave(base, app, n, timeout):
    """Fetch n pages of `app` at once without a browser: the seconds until each page's HTML is complete, i.e. the server's
    part of a page (kernel start, imports, the notebook's execution, the template), which a class shares, while every
    student's browser draws on its own device; and, per page, (opener, kernel id) to end its kernel as a page's unload does"""
    import http.cookiejar, re, threading
    from concurrent.futures import ThreadPoolExecutor
    start = threading.Barrier(n)
    def one(i):
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        start.wait()
        t0 = time.perf_counter()
        try:
            with opener.open(f'{base}/voila/render/{app}.ipynb?seed={i + 1}', timeout=timeout) as r: body = r.read().decode()
        except Exception as e: return None, str(e)[:100], None
        m = re.search(r'"kernelId": "([0-9a-f-]+)"', body)
        if 'application/vnd.jupyter.widget-view+json' not in body:     # the app's output lost: this page could never draw
            return None, 'no widget in the page (its output was lost)', (opener, jar, m and m.group(1))
        return time.perf_counter() - t0, None, (opener, jar, m and m.group(1))
    with ThreadPoolExecutor(n) as ex: out = list(ex.map(one, range(n)))
    return [t for t, _, _ in out], sorted({e for _, e, _ in out if e}), [k for _, _, k in out if k]   # failed: no page or no widget


async def asset_urls(base, app) -> list:
    "The files a page of `app` asks the server for besides its HTML and its kernel (scripts, styles, fonts), recorded once in Chromium"
    from playwright.async_api import async_playwright
    urls = []
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = await browser.new_page()
        page.on('request', lambda r: urls.append(r.url))
        await page.goto(f'{base}/voila/render/{app}.ipynb?seed=1')
        await page.wait_for_selector(READY.get(app, '[data-ready="1"]'), timeout=120_000)
        await page.goto('about:blank')
        await browser.close()
    return sorted({u for u in urls if u.startswith(base + '/') and '/voila/render/' not in u and '/api/' not in u})


async def server_part(base, app, i, timeout, pool, assets=()):
    """One page's server part as its browser asks for it, with no browser: the page's HTML (kernel start, imports, the
    notebook's run, the template) and its files (`assets`, over 6 connections), then, over the kernel's websocket, the
    widgets' states, asked as Voilà's page asks them (a `jupyter.widget.control` comm and `request_states`).
    (seconds to the states, widgets, error, (opener, jar, kernel id))"""
    import http.cookiejar, re, uuid
    import websockets
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    t0 = time.perf_counter()
    fetch = lambda: opener.open(f'{base}/voila/render/{app}.ipynb?seed={i + 1}', timeout=timeout).read().decode()
    def files(part):                         # a browser's 6 connections to a server: each fetches a sixth of the page's files
        for u in assets[part::6]: urllib.request.urlopen(u, timeout=timeout).read()
    loop = asyncio.get_running_loop()
    try:                                     # the browser fetches the page's files while the HTML streams in (the kernel runs mid-page)
        body, *_ = await asyncio.gather(loop.run_in_executor(pool, fetch), *(loop.run_in_executor(pool, files, k) for k in range(6)))
    except Exception as e: return None, 0, str(e)[:100], None
    m = re.search(r'"kernelId": "([0-9a-f-]+)"', body)
    handle = (opener, jar, m and m.group(1))
    if not m or 'application/vnd.jupyter.widget-view+json' not in body: return None, 0, 'no widget in the page (its output was lost)', handle
    session, comm = uuid.uuid4().hex, uuid.uuid4().hex
    def msg(kind, content, metadata=None):
        return json.dumps({'header': {'msg_id': uuid.uuid4().hex, 'msg_type': kind, 'username': 'bench', 'session': session,
                                      'date': '', 'version': '5.3'}, 'parent_header': {}, 'metadata': metadata or {},
                           'content': content, 'channel': 'shell', 'buffers': []})
    cookie = '; '.join(f'{c.name}={c.value}' for c in jar)
    url = base.replace('http://', 'ws://') + f'/api/kernels/{m.group(1)}/channels?session_id={session}'
    try:
        async with asyncio.timeout(timeout):
            async with websockets.connect(url, additional_headers={'Cookie': cookie}, max_size=None, origin=base) as ws:
                await ws.send(msg('comm_open', {'comm_id': comm, 'target_name': 'jupyter.widget.control', 'data': {}}, {'version': '1.0.0'}))
                await ws.send(msg('comm_msg', {'comm_id': comm, 'data': {'method': 'request_states'}}))
                while True:
                    frame = await ws.recv()
                    if isinstance(frame, bytes):               # a message with buffers: a count, offsets, then the JSON
                        n = int.from_bytes(frame[:4], 'big'); start = int.from_bytes(frame[4:8], 'big')
                        end = int.from_bytes(frame[8:12], 'big') if n > 1 else len(frame)
                        frame = frame[start:end].decode()
                    reply = json.loads(frame)
                    data = reply.get('content', {}).get('data', {})
                    if reply.get('msg_type') == 'comm_msg' and data.get('method') == 'update_states':
                        return time.perf_counter() - t0, len(data.get('states', {})), None, handle
    except Exception as e: return None, 0, f'widget states: {type(e).__name__} {str(e)[:80]}', handle


async def server_wave(base, app, n, timeout, assets, first=0):
    "n pages' server parts at once: (seconds each or None, widgets per page, errors, handles to end their kernels)"
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(7 * n) as pool: out = await asyncio.gather(*(server_part(base, app, first + i, timeout, pool, assets) for i in range(n)))
    return [t for t, _, _, _ in out], [w for _, w, _, _ in out], sorted({e for _, _, e, _ in out if e}), [h for _, _, _, h in out if h]


def end_kernels(base, handles):
    "POST Voilà's shutdown of each page's kernel with the page's _xsrf cookie, as a page's unload does"
    for opener, jar, kid in handles:
        xsrf = next((c.value for c in jar if c.name == '_xsrf'), '')
        if not kid: continue
        try: opener.open(urllib.request.Request(f'{base}/voila/api/shutdown/{kid}', data=b'', method='POST', headers={'X-XSRFToken': xsrf}), timeout=10).close()
        except OSError: pass


async def run(args):
    from playwright.async_api import async_playwright
    results = []
    with tempfile.TemporaryDirectory() as tmp, open(Path(tmp)/'play.log', 'wb') as log:
        proc, base = serve(log, max_kernels=max(args.ns) + 5, cold=args.cold_kernels)
        kind = 'cold' if args.cold_kernels else 'forked'
        try:
            if args.html_only or args.server_part:
                assets = {app: await asset_urls(base, app) for app in args.app} if args.server_part else {}
                for app in args.app:
                    for n in args.ns:
                        deadline = time.monotonic() + 60
                        while kernels(proc) and time.monotonic() < deadline: await asyncio.sleep(0.5)
                        load0, server0, forks0 = os.getloadavg()[0], cpu_of([psutil.Process(proc.pid)]), cpu_of(helpers(proc)['fork_server'])
                        if args.server_part: times, widgets, errors, handles = await server_wave(base, app, n, args.timeout, assets[app])
                        else: (times, errors, handles), widgets = await asyncio.to_thread(html_wave, base, app, n, args.timeout), None
                        server_cpu, ks, hs = cpu_of([psutil.Process(proc.pid)]) - server0, kernels(proc), helpers(proc)
                        launch_cpu, forks_cpu = cpu_of(hs['launchers']), cpu_of(hs['fork_server']) - forks0
                        cpu = [cpu_of([k]) for k in ks]
                        end_kernels(base, handles)
                        await asyncio.sleep(5)
                        ok = [t for t in times if t is not None]
                        key = 'states_s' if args.server_part else 'html_s'
                        results.append({'app': app, 'n': n, 'mode': 'server' if args.server_part else 'html', 'kernels': kind,
                                        key: {'p50': pct(ok, .5), 'p95': pct(ok, .95), 'max': pct(ok, 1)}, **({'widgets': max(widgets)} if widgets else {}),
                                        'failed': len(times) - len(ok), **({'errors': errors} if errors else {}), 'kernels_open': len(ks),
                                        'kernel_cpu_s': {'p50': pct(cpu, .5), 'max': pct(cpu, 1)}, 'kernels_after': len(kernels(proc)),
                                        'cpu_s': {'voila': round(server_cpu, 1), 'kernels': round(sum(cpu), 1), 'launchers': round(launch_cpu, 1), 'fork_server': round(forks_cpu, 1)},
                                        'loadavg_1min': {'before': round(load0, 2), 'after': round(os.getloadavg()[0], 2)}})
                        print(json.dumps(results[-1]), file=sys.stderr, flush=True)
                return results
            async with async_playwright() as pw:
                browser = await pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                assets = {app: await asset_urls(base, app) for app in args.app} if args.class_browsers else {}
                for app in args.app:
                    for n in args.ns:
                        deadline = time.monotonic() + 60
                        while kernels(proc) and time.monotonic() < deadline: await asyncio.sleep(0.5)
                        load0, server0, browser0 = os.getloadavg()[0], cpu_of([psutil.Process(proc.pid)]), cpu_of(browser_procs())
                        client0 = cpu_of([psutil.Process()])
                        forks0 = cpu_of(helpers(proc)['fork_server'])
                        b = min(n, args.class_browsers) if args.class_browsers else n      # pages in Chromium; the rest emulated
                        times, pages, contexts = await wave(browser, base, app, b, args.timeout,
                                                            server_wave(base, app, n - b, args.timeout, assets[app], first=b) if n > b else None)
                        emulated = wave.others
                        ks, hs = kernels(proc), helpers(proc)
                        launch_cpu, forks_cpu = cpu_of(hs['launchers']), cpu_of(hs['fork_server']) - forks0
                        client_cpu = cpu_of([psutil.Process()]) - client0
                        server_cpu, browser_cpu = cpu_of([psutil.Process(proc.pid)]) - server0, cpu_of(browser_procs()) - browser0
                        cpu, rss = [], []
                        for k in ks:
                            try:
                                t = k.cpu_times(); cpu.append(t.user + t.system); rss.append(k.memory_info().rss / 2**20)
                            except psutil.Error: pass
                        open_n = len(ks)
                        for p in pages:
                            try: await p.goto('about:blank', timeout=10_000)   # leaving the page: Voilà asks for its kernel's shutdown
                            except Exception: pass
                        for c in contexts: await c.close()
                        if emulated: end_kernels(base, emulated[3])
                        await asyncio.sleep(10)
                        ok = [t for t in times if t is not None]
                        class_part = {'browsers': b, 'emulated_states_s': {'p50': pct([t for t in emulated[0] if t], .5), 'max': pct([t for t in emulated[0] if t], 1)},
                                      'emulated_failed': sum(t is None for t in emulated[0])} if emulated else {}
                        results.append({'app': app, 'n': n, 'kernels': kind, **class_part, 'board_s': {'p50': pct(ok, .5), 'p95': pct(ok, .95), 'max': pct(ok, 1)},
                                        'failed': len(times) - len(ok), **({'errors': wave.errors} if wave.errors else {}), 'kernels_open': open_n,
                                        'kernel_cpu_s': {'p50': pct(cpu, .5), 'max': pct(cpu, 1)},
                                        'kernel_rss_mb': {'p50': pct(rss, .5), 'max': pct(rss, 1)},
                                        'kernels_after': len(kernels(proc)),
                                        'cpu_s': {'voila': round(server_cpu, 1), 'kernels': round(sum(cpu), 1), 'launchers': round(launch_cpu, 1), 'fork_server': round(forks_cpu, 1), 'browser': round(browser_cpu, 1),
                                                  **({'emulating_client': round(client_cpu, 1)} if emulated else {})},
                                        'loadavg_1min': {'before': round(load0, 2), 'after': round(os.getloadavg()[0], 2)}})
                        print(json.dumps(results[-1]), file=sys.stderr, flush=True)
                await browser.close()
        finally:
            proc.terminate()
            try: proc.wait(20)
            except subprocess.TimeoutExpired: os.killpg(proc.pid, 9)
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--app', action='append', help="an app of voila_apps/ (repeatable; default chromino)")
    ap.add_argument('--n', default='1,5,10,20', help="page counts, comma-separated (default 1,5,10,20)")
    ap.add_argument('--max-n', type=int, default=20, help="never more pages than this at once (default 20)")
    ap.add_argument('--html-only', action='store_true', help="no browser: time each page's HTML (the server's part of a page: kernel start, imports, execution, template)")
    ap.add_argument('--server-part', action='store_true', help="no browser: each page's HTML, then its widgets' states over the kernel's websocket, "
                    "as the page asks for them (states_s): all a page asks of the server before its browser draws the board")
    ap.add_argument('--class-browsers', type=int, default=0, metavar='B', help="a class on its own devices: of the N pages, only B open in Chromium "
                    "(on this machine, as a pupil's device would, but sharing its 2 cores), the others as --server-part clients (default 0: all N in Chromium)")
    ap.add_argument('--cold-kernels', action='store_true', help="serve with `games-lib play --cold-kernels` (every kernel started from scratch) to compare")
    ap.add_argument('--timeout', type=float, default=120, help="seconds a page may take to draw its board (default 120)")
    args = ap.parse_args()
    args.app = args.app or ['chromino']
    args.ns = [n for n in (int(x) for x in args.n.split(',') if x.strip()) if 1 <= n <= args.max_n]
    if not args.ns: raise SystemExit('no page count within --max-n')
    results = asyncio.run(run(args))
    print(json.dumps({'machine': {'cpus': os.cpu_count(), 'python': platform.python_version(), 'mem_gb': round(psutil.virtual_memory().total / 2**30, 1)},
                      'results': results}, indent=1))


if __name__ == '__main__':
    main()
