"""The table server under a class-sized load, printed as one JSON object (not a timed test: read the percentiles).

    python bench/tables.py [--tables 10] [--clients-per-table 3] [--moves 20] [--pace 0.1] [--no-browsers] [--voila]

Loopback only, bounded in count and time; every process it starts (server, Chromium, Voilà) is stopped on the way out.
It measures two things apart, each in its own part of the JSON, with the CPU seconds each side spent:

"server": the table server alone, no browser running. A `games-lib serve` on a free port over a temporary SQLite
  file; `--tables` Chromino tables of `--clients-per-table` human seats plus one greedy bot.
  - back_to_back_ms: one more table of two human seats, two Python websocket clients; each move is sent the moment
    its seat's state arrives, timed from the send to the other seat receiving the new state (TCP_NODELAY shows here:
    without it a state may wait ~40 ms for a delayed acknowledgement). Goal p95 <= 10 ms.
  - move_to_all_ms: Python websocket clients (one per seat and one watcher per table) play `--moves` human moves per
    table, all tables at once, the seat to move sending a random legal move from its own frame; from the send to the
    moment every client of the table has the state with the new seq. Goal p95 <= 50 ms.
  - rss_mb and cpu_s: the server's and its bot workers' memory and CPU time.
"browsers" (unless --no-browsers): the same server with Chromium pages (Debian's /usr/bin/chromium), one per seat.
  What costs here is mostly the browsers' own CPU (rendering a board per page), on the same cores as the server:
  cpu_s says how many CPU seconds the Chromium processes and the server each spent in the join and in the moves.
  - join_s: one Chromium opens every seat page at once (one browser context per seat index, one page per table in
    it), from `page.goto` to the board drawn (`[data-testid=chromino][data-ready="1"]`). Goal p95 <= 2 s.
  - move_to_browsers_ms: `--moves` more human moves per table by the Python clients, to the moment every browser
    page of the table received that state (a WebSocket hook in the page stamps each state frame on arrival, before
    the page draws it; same machine clock). Goal p95 <= 50 ms. move_to_all_ms beside it: the Python clients then.
"moves_lost": moves acknowledged to clients (the sender saw the state that follows its move) missing from, or
  different in, the SQLite `moves` table, plus plies seen by clients beyond the rows stored. Must be 0.
"voila_join_s" (--voila): the same join for `--voila-pages` Chromino app pages through a real Voilà (one kernel each),
  opened at once after the table server is stopped.
"""
from __future__ import annotations
import argparse, asyncio, json, math, os, platform, random, signal, socket, sqlite3, statistics, subprocess, sys, tempfile, time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SERVE = 'import sys; from games_lib.tables.server import main; sys.exit(main(sys.argv[1:]))'
READY = '[data-testid=chromino][data-ready="1"]'
HOOK = '''(() => {
  const W = window.WebSocket; window.__glSeen = [];
  window.WebSocket = class extends W {
    constructor(...a) {
      super(...a);
      this.addEventListener('message', (e) => {
        const at = performance.timeOrigin + performance.now();
        try { const f = JSON.parse(e.data); if (f.type === 'state') window.__glSeen.push([f.seq, at, Date.now(), document.visibilityState]); } catch (_) {}
      });
    }
  };
})();'''


def free_port() -> int:
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0)); return s.getsockname()[1]


def pct(xs, q):
    "The q-th percentile (nearest rank) of xs"
    if not xs: return None
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, math.ceil(q / 100 * len(xs)) - 1))]


def summary(xs, digits, goal=None, unit=1):
    xs = [x * unit for x in xs]
    out = {'n': len(xs), 'p50': round(statistics.median(xs), digits) if xs else None, 'p95': round(pct(xs, 95), digits) if xs else None,
           'max': round(max(xs), digits) if xs else None}
    if goal is not None: out['goal_p95'] = goal
    return out


def descendants(pid) -> list[int]:
    "Every live process below `pid` (from /proc)"
    kids = {}
    for d in os.listdir('/proc'):
        if not d.isdigit(): continue
        try:
            with open(f'/proc/{d}/stat') as f: ppid = int(f.read().rsplit(')', 1)[1].split()[1])
        except (OSError, ValueError, IndexError): continue
        kids.setdefault(ppid, []).append(int(d))
    out, todo = [], [pid]
    while todo:
        for k in kids.get(todo.pop(), []): out.append(k); todo.append(k)
    return out


def status_kb(pid, field) -> int:
    try:
        with open(f'/proc/{pid}/status') as f:
            for line in f:
                if line.startswith(field + ':'): return int(line.split()[1])
    except OSError: pass
    return 0


def rss(pid) -> dict:
    kids = descendants(pid)
    return {'server_mb': round(status_kb(pid, 'VmRSS') / 1024, 1), 'workers_mb': round(sum(status_kb(k, 'VmRSS') for k in kids) / 1024, 1),
            'workers': len(kids), 'total_mb': round((status_kb(pid, 'VmRSS') + sum(status_kb(k, 'VmRSS') for k in kids)) / 1024, 1),
            'server_peak_mb': round(status_kb(pid, 'VmHWM') / 1024, 1)}


def cpu_s(pids) -> float:
    "CPU seconds (user + system) the processes `pids` have spent so far (from /proc)"
    tick, total = os.sysconf('SC_CLK_TCK'), 0
    for pid in pids:
        try:
            with open(f'/proc/{pid}/stat') as f: fields = f.read().rsplit(')', 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
        except (OSError, ValueError, IndexError): pass
    return total


def cmdline(pid) -> str:
    try:
        with open(f'/proc/{pid}/cmdline', 'rb') as f: return f.read().replace(b'\0', b' ').decode(errors='replace')
    except OSError: return ''


def chromium_pids() -> list[int]:
    "The Chromium processes this bench started (below this process, through Playwright's driver)"
    return [p for p in descendants(os.getpid()) if 'chrom' in cmdline(p).lower()]


class Cpu:
    "CPU seconds spent by the server (and its workers) and by the browsers between `start` and `stop`"
    def __init__(self, server_pid): self.server_pid = server_pid
    def now(self): return cpu_s([self.server_pid, *descendants(self.server_pid)]), cpu_s(chromium_pids())
    def __enter__(self): self.t0, self.begin = time.perf_counter(), self.now(); return self
    def __exit__(self, *exc):
        end = self.now()
        self.result = {'wall_s': round(time.perf_counter() - self.t0, 2), 'server_cpu_s': round(end[0] - self.begin[0], 2),
                       'browsers_cpu_s': round(end[1] - self.begin[1], 2), 'cores': os.cpu_count()}


def start(cmd, log, url, timeout=60):
    "A process in its own session, once `url` answers"
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=ROOT, start_new_session=True,
                            env={**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')]))})
    end = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2): return proc
        except OSError:
            if proc.poll() is not None or time.monotonic() > end:
                stop(proc)
                raise SystemExit(f'{cmd[:3]} did not start (exit {proc.returncode}); see {log.name}')
            time.sleep(0.1)


def stop(proc):
    "SIGTERM to the process, then SIGKILL to it and to whatever it started that is still alive (each by its id)"
    if proc is None: return
    kids = descendants(proc.pid)
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try: proc.wait(15)
        except subprocess.TimeoutExpired: proc.kill(); proc.wait(5)
    for k in kids:
        try: os.kill(k, signal.SIGKILL)
        except ProcessLookupError: pass


def post(base, body) -> dict:
    req = urllib.request.Request(base + '/api/tables', data=json.dumps(body).encode(), method='POST', headers={'Content-Type': 'application/json'})
    with urllib.request.urlopen(req, timeout=30) as r:
        assert r.status == 201, r.status
        return json.load(r)


# ---------------------------------------------------------------- browsers

async def open_pages(browser, urls_by_context, base_prefix='http://127.0.0.1', hook=False, timeout_s=120):
    "Open every url at once (one context per list), each timed from goto to the board drawn; (times, pages, contexts, failures)"
    contexts, jobs = [], []
    for urls in urls_by_context:
        ctx = await browser.new_context(viewport={'width': 1000, 'height': 900})
        await ctx.route('**/*', lambda r: r.continue_() if r.request.url.startswith((base_prefix, base_prefix.replace('http', 'ws'), 'data:', 'blob:'))
                        else r.abort())
        if hook: await ctx.add_init_script(HOOK)
        contexts.append(ctx)
        for u in urls: jobs.append((await ctx.new_page(), u))

    async def one(page, url):
        t = time.perf_counter()
        try:
            await page.goto(url, timeout=timeout_s * 1000)
            await page.wait_for_selector(READY, timeout=timeout_s * 1000)
            return time.perf_counter() - t
        except Exception as e: return e

    res = await asyncio.gather(*(one(p, u) for p, u in jobs))
    times = [r for r in res if isinstance(r, float)]
    failures = [f'{type(r).__name__}: {str(r)[:200]}' for r in res if not isinstance(r, float)]
    return times, [p for p, _ in jobs], contexts, failures


# ---------------------------------------------------------------- websocket players

class Client:
    "One websocket of a table (a seat or the watcher): every state frame's arrival time, the latest state, other frames"
    def __init__(self, ws, seat):
        self.ws, self.seat, self.arrived, self.plies, self.latest, self.others = ws, seat, {}, {}, None, []

    async def read(self):
        try:
            async for raw in self.ws:
                at = time.time() * 1000
                f = json.loads(raw)
                if f.get('type') == 'state':
                    self.arrived.setdefault(f['seq'], at)
                    self.plies[f['seq']] = f['ply']
                    self.latest = f
                else: self.others.append(f)
        except Exception: pass            # closed at the end of the run


async def play_table(port, t, moves, seed, deadline, result):
    "Play `moves` human moves on table `t` through websocket clients; every send time, every ack, the clients' arrivals"
    import websockets
    url = lambda k: f'ws://127.0.0.1:{port}/ws/{t["table"]}?key={k}'
    humans = [s for s in t['seats'] if s['kind'] == 'human']
    clients = [Client(await websockets.connect(url(s['key']), max_size=None, open_timeout=30), s['seat']) for s in humans]
    clients.append(Client(await websockets.connect(url(t['watch']['key']), max_size=None, open_timeout=30), None))
    readers = [asyncio.create_task(c.read()) for c in clients]
    by_seat, rng = {c.seat: c for c in clients}, random.Random(seed)
    sends, acks, lags, ended = [], [], [], False
    try:
        while len(sends) < moves and time.monotonic() < deadline:
            w = clients[-1].latest
            if w is None: await asyncio.sleep(0.005); continue
            if w['outcome']: ended = True; break
            me = by_seat.get(w['to_move'])
            f = me and me.latest
            if not (f and f['seq'] == w['seq'] and f['legal'] and all(c.latest and c.latest['seq'] == w['seq'] for c in clients)):
                await asyncio.sleep(0.005); continue       # a bot is thinking, or a frame is on its way
            move, seq, ply = rng.choice(f['legal']), f['seq'], f['ply']
            t0 = time.time() * 1000
            await me.ws.send(json.dumps({'type': 'move', 'seq': seq, 'move': move}))
            sends.append(t0)
            end = time.monotonic() + 15
            while not all(any(s > seq for s in c.arrived) for c in clients) and time.monotonic() < end:
                await asyncio.sleep(0.002)
            got = [min(a for s, a in c.arrived.items() if s > seq) for c in clients if any(s > seq for s in c.arrived)]
            if len(got) == len(clients): lags.append((seq, t0, max(got) - t0))
            if any(s > seq and pl > ply for s, pl in list(me.plies.items())):
                acks.append({'ply': ply, 'move': move})       # the sender saw the state after its move: acknowledged
    finally:
        result.update({'table': t['table'], 'sends': len(sends), 'acks': acks, 'lags': lags, 'ended': ended,
                       'max_ply_seen': max((c.latest or {}).get('ply', 0) for c in clients),
                       'other_frames': [f for c in clients for f in c.others][:5]})
        for c in clients: await c.ws.close()
        for r in readers: r.cancel()


# ---------------------------------------------------------------- the run

async def back_to_back(port, t, moves, seed) -> list:
    "Milliseconds from each move's send to the other seat receiving the new state, each move sent as soon as its state arrives"
    import websockets
    url = lambda k: f'ws://127.0.0.1:{port}/ws/{t["table"]}?key={k}'
    socks = [await websockets.connect(url(s['key']), max_size=None, open_timeout=30) for s in t['seats']]
    last = [json.loads(await ws.recv()) for ws in socks]
    rng, lags = random.Random(seed), []
    try:
        for _ in range(moves):
            p = last[0]['to_move']
            if p is None or not last[p]['legal']: break
            seq, t0 = last[p]['seq'], time.perf_counter()
            await socks[p].send(json.dumps({'type': 'move', 'seq': seq, 'move': rng.choice(last[p]['legal'])}))
            for q, ws in ((1 - p, socks[1 - p]), (p, socks[p])):         # the other seat first: its arrival is the measure
                while last[q]['seq'] <= seq or last[q]['type'] != 'state':
                    f = json.loads(await asyncio.wait_for(ws.recv(), 15))
                    if f.get('type') == 'state': last[q] = f
                if q != p: lags.append((time.perf_counter() - t0) * 1000)
    finally:
        for ws in socks: await ws.close()
    return lags


async def move_phase(port, tables, a, seed0) -> list:
    "Every table plays `--moves` human moves at once through its Python clients: one result per table"
    results = [{} for _ in tables]
    deadline = time.monotonic() + a.time_limit
    await asyncio.gather(*(play_table(port, t, a.moves, seed0 + i, deadline, r) for i, (t, r) in enumerate(zip(tables, results))))
    return results


def moves_lost(db, results) -> dict:
    "Acknowledged moves against the SQLite file (read while the server still runs: WAL)"
    con = sqlite3.connect(f'file:{db}?mode=ro', uri=True)
    lost, rows_total, acks_total, details = 0, 0, 0, []
    for r in results:
        stored = {ply: json.loads(m) for ply, m in con.execute('SELECT ply, move FROM moves WHERE tbl = ?', (r['table'],))}
        acks_total += len(r['acks'])
        bad = [ack for ack in r['acks'] if stored.get(ack['ply']) != json.loads(json.dumps(ack['move'], sort_keys=True))]
        beyond = max(0, r['max_ply_seen'] - len(stored))
        lost += len(bad) + beyond
        if bad or beyond: details.append({'table': r['table'], 'acked_not_stored': bad[:3], 'plies_seen_beyond_rows': beyond})
    rows_total = sum(n for n, in con.execute('SELECT COUNT(*) FROM moves'))
    con.close()
    return {'lost': lost, 'human_moves_acknowledged': acks_total, 'human_moves_sent': sum(r['sends'] for r in results),
            'rows_in_sqlite': rows_total, 'games_ended_early': sum(r['ended'] for r in results), 'details': details,
            'unexpected_frames': [f for r in results for f in r['other_frames']][:5]}


async def tables_run(a, tmp, out):
    from playwright.async_api import async_playwright
    db, port = tmp/'tables.db', free_port()
    base = f'http://127.0.0.1:{port}'
    log = open(tmp/'server.log', 'wb')
    proc, results = None, []
    try:
        proc = start([sys.executable, '-c', SERVE, '--port', str(port), '--db', str(db), '--pace', str(a.pace), '--workers', str(a.workers)],
                     log, base + '/')
        server = out['server'] = {'what': 'the table server alone: Python websocket clients, no browser running', 'rss_mb': {'idle': rss(proc.pid)}}
        n = a.clients_per_table + 1
        tables = [post(base, {'game': 'chromino', 'players': n, 'seed': 100 + i, 'options': {'first_player': 0},
                              'seats': ['human'] * a.clients_per_table + ['greedy']}) for i in range(a.tables)]
        lags = []
        with Cpu(proc.pid) as cpu:
            for k in range(10):                                   # a game may end first: then another table
                if len(lags) >= a.back_to_back: break
                pair = post(base, {'game': 'chromino', 'players': 2, 'seed': 7 + k, 'options': {'first_player': 0}, 'seats': ['human', 'human']})
                lags += await back_to_back(port, pair, a.back_to_back - len(lags), 3 + k)
        server['back_to_back_ms'] = {**summary(lags, 1, goal=10), 'cpu': cpu.result,
                                     'note': 'one table, two seats: send -> the other seat has the new state; the next move is sent at once'}
        with Cpu(proc.pid) as cpu: results = await move_phase(port, tables, a, 7)
        server['move_to_all_ms'] = {**summary([l for r in results for _, _, l in r['lags']], 1, goal=50), 'clients_per_table': n, 'cpu': cpu.result,
                                    'note': 'send -> the state with the new seq received by every Python client of the table (seats + watcher)'}
        server['rss_mb']['after_moves'] = rss(proc.pid)
        if a.browsers:
            browsers = out['browsers'] = {'what': 'Chromium pages, one per seat, on the same machine as the server: their own CPU is most of the cost'}
            async with async_playwright() as p:
                browser = await p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                try:
                    # warm-up: Chromium's first page and the server's first page cost more than the others
                    _, _, wctx, wfail = await open_pages(browser, [[tables[0]['watch']['url']]], hook=False)
                    for c in wctx: await c.close()
                    urls = [[t['seats'][s]['url'] for t in tables] for s in range(a.clients_per_table)]
                    t0 = time.perf_counter()
                    with Cpu(proc.pid) as cpu: times, pages, contexts, failures = await open_pages(browser, urls, hook=True, timeout_s=a.timeout)
                    browsers['join_s'] = {**summary(times, 2, goal=2.0), 'pages': len(pages), 'failed': failures + wfail,
                                          'all_drawn_after_s': round(time.perf_counter() - t0, 2), 'cpu': cpu.result}
                    browsers['server_rss_mb_after_join'] = rss(proc.pid)
                    with Cpu(proc.pid) as cpu:
                        more = await move_phase(port, tables, a, 70)
                        await asyncio.sleep(0.5)                       # the last frames reach the pages
                    results += more
                    seen = [await pg.evaluate('() => window.__glSeen || []') for pg in pages]
                    def browser_lags(clock):
                        lags, missing = [], 0
                        for i, r in enumerate(more):
                            mine = [seen[s * len(tables) + i] for s in range(a.clients_per_table)]
                            for seq, t_send, _ in r['lags']:
                                got = [min((x[clock] for x in m if x[0] > seq), default=None) for m in mine]
                                if None in got: missing += 1
                                else: lags.append(max(got) - t_send)
                        return lags, missing
                    blags, missing = browser_lags(1)
                    dlags, _ = browser_lags(2)
                    browsers['move_to_browsers_ms'] = {**summary(blags, 1, goal=50), 'moves_not_seen_by_every_page': missing, 'cpu': cpu.result,
                                                       'p50_by_Date_now': round(statistics.median(dlags), 1) if dlags else None,
                                                       'visibility': sorted({x[3] for m in seen for x in m}),
                                                       'note': 'send -> the state received (WebSocket message event, before drawing) in every page of the table'}
                    browsers['move_to_all_ms_beside_browsers'] = {**summary([l for r in more for _, _, l in r['lags']], 1, goal=50),
                                                                  'note': 'the Python clients, while the pages draw on the same cores'}
                    for c in contexts: await c.close()
                finally:
                    await browser.close()
        out['moves_lost'] = moves_lost(db, results)
    finally:
        stop(proc)
        log.close()
        out['server_log_tail'] = (tmp/'server.log').read_text(errors='replace')[-1500:].strip().splitlines()[-8:]


async def voila_run(a, tmp, out):
    from playwright.async_api import async_playwright
    port = free_port()
    base = f'http://127.0.0.1:{port}'
    log = open(tmp/'voila.log', 'wb')
    proc = None
    try:
        proc = start([sys.executable, '-m', 'voila', 'voila_apps', '--no-browser', f'--port={port}', '--Voila.ip=127.0.0.1'], log, base + '/', timeout=120)
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                url = lambda i: f'{base}/voila/render/chromino.ipynb?seed={i}'
                _, wp, wctx, wfail = await open_pages(browser, [[url(0)]], timeout_s=a.timeout)      # warm-up
                for c in wctx: await c.close()
                k = a.voila_pages
                per = [[url(i + 1) for i in range(k) if i % a.clients_per_table == s] for s in range(a.clients_per_table)]
                t0 = time.perf_counter()
                times, pages, contexts, failures = await open_pages(browser, [u for u in per if u], timeout_s=a.timeout)
                out['voila_join_s'] = {**summary(times, 2), 'pages': len(pages), 'failed': failures + wfail,
                                       'all_drawn_after_s': round(time.perf_counter() - t0, 2),
                                       'voila_rss_mb': {**rss(proc.pid), 'note': 'workers = kernels and their children'}}
                for c in contexts: await c.close()
            finally:
                await browser.close()
    finally:
        stop(proc)
        log.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--tables', type=int, default=10)
    ap.add_argument('--clients-per-table', type=int, default=3, help='human seats per table (a greedy bot takes one more seat)')
    ap.add_argument('--moves', type=int, default=20, help='human moves per table')
    ap.add_argument('--pace', type=float, default=0.1, help="the server's bot pace, seconds")
    ap.add_argument('--workers', type=int, default=2, help="the server's bot worker processes")
    ap.add_argument('--back-to-back', type=int, default=60, help='moves of the back-to-back table (two people, no bot)')
    ap.add_argument('--timeout', type=float, default=120, help='seconds a page may take to draw its board')
    ap.add_argument('--time-limit', type=float, default=240, help='seconds for the whole move phase')
    ap.add_argument('--browsers', action=argparse.BooleanOptionalAction, default=True,
                    help='--no-browsers: no Chromium pages (no join), the moves between Python clients only: the server alone')
    ap.add_argument('--voila', action='store_true', help='also the join through Voilà, for comparison')
    ap.add_argument('--voila-pages', type=int, default=10)
    a = ap.parse_args()
    assert 1 <= a.tables <= 20 and 1 <= a.clients_per_table <= 7 and 0 <= a.moves <= 200 and 1 <= a.voila_pages <= 20 and 0 <= a.back_to_back <= 300, 'keep it small'
    tmp = Path(tempfile.mkdtemp(prefix='games-lib-bench-tables-'))
    out = {'args': vars(a), 'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count()}}
    t0 = time.perf_counter()
    try:
        asyncio.run(tables_run(a, tmp, out))
        if a.voila: asyncio.run(voila_run(a, tmp, out))
    finally:
        out['wall_s'] = round(time.perf_counter() - t0, 1)
        out['load_average'] = [round(x, 2) for x in os.getloadavg()]
        print(json.dumps(out, indent=2))
        import shutil
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main()
