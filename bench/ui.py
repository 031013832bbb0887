"""Board speed as a player feels it, printed as JSON (not a timed test: read medians).

    python bench/ui.py [--samples 10] [--renders 3] [--tiles 60]

Starts Voilà on a free loopback port over a temporary folder holding a copy of the Chromino app and a
bench notebook, then drives Debian's Chromium (/usr/bin/chromium) with Playwright:

- first_render_s: from `page.goto` of the Chromino app to its board drawn (`data-ready`), the goal is ≤ 4 s;
- click_to_board_ms: in the page, from the click on a highlighted place to the new tile in the SVG
  (MutationObserver), with about `--tiles` tiles on the table: page -> kernel (validation, apply,
  projections) -> page -> redraw. The goal is ≤ 100 ms. The bench notebook deals 8-player games with
  open hands (eight humans in hot-seat, so no hand-over and no bot pause between turns) and plays them on
  at once with random moves until the table holds `--tiles` tiles and the player to move can lay one.
"""
from __future__ import annotations
import argparse, json, os, platform, shutil, socket, statistics, subprocess, sys, tempfile, time, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

BENCH_NB = r'''
import os, random
from urllib.parse import parse_qs
from games_lib.widgets.chromino import ChrominoBoard
q = parse_qs(os.environ.get('QUERY_STRING', ''))
tiles, seed0 = int(q.get('tiles', ['60'])[0]), int(q.get('seed', ['0'])[0])

def prepared(tiles, seed0):
    "An 8-player open-hands table (hot-seat, no hand-over) with `tiles` tiles where the player to move can lay a tile"
    for seed in range(seed0, seed0 + 500):
        b, rng = ChrominoBoard(seats=['human'] * 8, seed=seed, open_hands=True, pace=0), random.Random(seed)
        while not b.outcome and (len(b.view['board']) < tiles or not any(m['type'] == 'place' for m in b.legal)):
            b.intent({'type': 'move', 'move': b.legal[rng.randrange(len(b.legal))], 'ply': b.ply})
        if not b.outcome: return b

board = prepared(tiles, seed0)
board
'''

CLICK_JS = '''() => new Promise((resolve, reject) => {
  const board = document.querySelector('[data-testid=chromino] [data-testid=board]');
  const n0 = board.querySelectorAll('g.tile').length;
  const target = board.querySelector('[data-testid=target]');
  if (!target) return reject(new Error('no highlighted place'));
  const r = target.getBoundingClientRect();
  let t0;
  const obs = new MutationObserver(() => {
    if (board.querySelectorAll('g.tile').length > n0) { obs.disconnect(); resolve({ms: performance.now() - t0, tiles: n0}); }
  });
  obs.observe(board, {childList: true, subtree: true});
  setTimeout(() => { obs.disconnect(); reject(new Error('no new tile after 10 s')); }, 10000);
  t0 = performance.now();
  target.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2}));
})'''


ROUNDTRIP_JS = '''() => new Promise((resolve, reject) => {
  const root = document.querySelector('[data-testid=chromino]'), svg = root.querySelector('svg.gl-svg');
  const feedback = root.querySelector('[data-testid=feedback]');
  const r = svg.getBoundingClientRect();
  let t0;
  const obs = new MutationObserver(() => { if (!feedback.hidden) { obs.disconnect(); resolve(performance.now() - t0); } });
  obs.observe(feedback, {childList: true, subtree: true, attributes: true});
  setTimeout(() => { obs.disconnect(); reject(new Error('no feedback after 10 s')); }, 10000);
  t0 = performance.now();
  svg.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.x + 30, clientY: r.y + r.height - 30}));
})'''

REDRAW_JS = '''() => {
  const root = document.querySelector('[data-testid=chromino]');
  const t0 = performance.now();
  root.querySelector('[data-testid=colorblind]').click();   // the model changes locally: one full redraw, no kernel
  return new Promise((resolve) => queueMicrotask(() => resolve(performance.now() - t0)));
}'''


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def write_notebook(path: Path, source: str):
    import nbformat
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source.strip())])
    nb.metadata.kernelspec = {'name': 'python3', 'display_name': 'python3', 'language': 'python'}
    nbformat.write(nb, path)


def serve(folder: Path, log):
    port = free_port()
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')]))}
    proc = subprocess.Popen([sys.executable, '-m', 'voila', str(folder), '--no-browser', f'--port={port}', '--Voila.ip=127.0.0.1'],
                            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=folder, env=env, start_new_session=True)
    base = f'http://127.0.0.1:{port}'
    for _ in range(600):
        if proc.poll() is not None: raise SystemExit(f'Voilà exited with {proc.returncode}')
        try:
            with urllib.request.urlopen(base + '/', timeout=2): return proc, base
        except OSError: time.sleep(0.1)
    proc.terminate()
    raise SystemExit('Voilà did not start')


def new_page(browser):
    page = browser.new_page(viewport={'width': 1280, 'height': 1100})
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith('http://127.0.0.1') or r.request.url.startswith('ws://127.0.0.1')
               or r.request.url.startswith(('blob:', 'data:')) else r.abort())
    return page


def open_board(page, url):
    t = time.perf_counter()
    page.goto(url)
    page.wait_for_selector('[data-testid=chromino][data-ready="1"]', timeout=120_000)
    return time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--samples', type=int, default=10, help='click-to-board measurements')
    ap.add_argument('--renders', type=int, default=3, help='first-render measurements')
    ap.add_argument('--tiles', type=int, default=60)
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright
    tmp = Path(tempfile.mkdtemp(prefix='games-lib-bench-ui-'))
    shutil.copy(ROOT/'voila_apps'/'chromino.ipynb', tmp/'chromino.ipynb')
    write_notebook(tmp/'bench60.ipynb', BENCH_NB)
    renders, clicks, errors, roundtrips, redraws = [], [], [], [], []
    with open(tmp/'voila.log', 'wb') as log:
        proc, base = serve(tmp, log)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                open_board(new_page(browser), f'{base}/voila/render/chromino.ipynb')      # warm-up (first kernel, caches)
                for i in range(a.renders):
                    page = new_page(browser)
                    renders.append(open_board(page, f'{base}/voila/render/chromino.ipynb?seed={i + 1}'))
                    page.close()
                seed = 0
                while len(clicks) < a.samples and seed < 40 * a.samples:
                    page = new_page(browser)
                    page.on('pageerror', lambda e: errors.append(str(e)))
                    open_board(page, f'{base}/voila/render/bench60.ipynb?tiles={a.tiles}&seed={seed}')
                    status = page.get_by_test_id('status')
                    for _ in range(3):          # up to three turns per table, while the player to move can lay a tile
                        if len(clicks) >= a.samples or 'your turn' not in status.inner_text(): break
                        rack = page.get_by_test_id('rack-tile')
                        playable = [i for i in range(rack.count()) if 'no place' not in rack.nth(i).inner_text()]
                        if not playable: break
                        rack.nth(playable[0]).click()
                        clicks.append(page.evaluate(CLICK_JS))   # resolves once the new table is drawn (the next turn with it)
                    if 'your turn' in status.inner_text() and page.get_by_test_id('rack-tile').count():
                        page.get_by_test_id('rack-tile').first.click()
                        roundtrips.append(page.evaluate(ROUNDTRIP_JS))
                        redraws.append(page.evaluate(REDRAW_JS))
                    seed += 50                  # another 8-player table next time
                    page.close()
                browser.close()
        finally:
            proc.terminate()
            try: proc.wait(15)
            except subprocess.TimeoutExpired: proc.kill()
    ms = [c['ms'] for c in clicks]
    out = {
        'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count()},
        'first_render_s': {'median': round(statistics.median(renders), 2), 'runs': [round(r, 2) for r in renders], 'goal': 4.0},
        'click_to_board_ms': {'median': round(statistics.median(ms), 1) if ms else None, 'max': round(max(ms), 1) if ms else None,
                              'samples': [round(m, 1) for m in ms], 'tiles_on_table': [c['tiles'] for c in clicks], 'goal': 100},
        'illegal_click_to_feedback_ms': {'median': round(statistics.median(roundtrips), 1) if roundtrips else None,
                                         'samples': [round(m, 1) for m in roundtrips],
                                         'note': 'the same round trip with a tiny answer (a rejection): kernel and transport cost'},
        'full_redraw_ms': {'median': round(statistics.median(redraws), 1) if redraws else None, 'samples': [round(m, 1) for m in redraws],
                           'note': 'redrawing the whole board in the page (colour-blind switch), no kernel'},
        'load_average': [round(x, 2) for x in os.getloadavg()],
        'page_errors': errors,
    }
    print(json.dumps(out, indent=2))
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main()
