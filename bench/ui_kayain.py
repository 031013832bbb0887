"""Kayaîn board speed as a player feels it, printed as JSON (not a timed test: read medians).

    python bench/ui_kayain.py [--samples 10] [--renders 3]

Starts Voilà on a free loopback port over a temporary folder holding a copy of the Kayaîn app, then drives Debian's
Chromium (/usr/bin/chromium) with Playwright:

- first_render_s: from `page.goto` of the app to its board drawn (`data-ready`), the goal is ≤ 4 s;
- click_to_board_ms: in the page, from the click on the announced colour to the card face down on its place
  (MutationObserver): page -> kernel (validation, apply, the projection with its ~900 legal moves) -> page -> redraw.
  The goal is ≤ 100 ms. Games against the search bot (paced 0.6 s: its reply comes after our card is drawn);
- illegal_click_to_feedback_ms: a click on a mixed pile (never drawn) to the rule's message: the round trip with a
  tiny answer;
- legal_bytes: the size of the `legal` trait on the first turn (all layings × 15 announcements), the issue's figure
  for what each click costs the wire.
"""
from __future__ import annotations
import argparse, json, os, platform, shutil, socket, statistics, subprocess, sys, tempfile, time, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

LAY_JS = '''() => new Promise((resolve, reject) => {
  const root = document.querySelector('[data-testid=kayain]');
  const target = root.querySelector('.kslot.gl-target');
  if (!target) return reject(new Error('no highlighted place'));
  const id = target.dataset.testid;
  target.click();
  const say = root.querySelector('[data-testid=announce] .kann-colour');
  if (!say) return reject(new Error('no announcement picker'));
  let t0;
  const done = () => root.querySelector(`[data-testid=${id}] .kfd`);
  const obs = new MutationObserver(() => { if (done()) { obs.disconnect(); resolve(performance.now() - t0); } });
  obs.observe(root, {childList: true, subtree: true});
  setTimeout(() => { obs.disconnect(); reject(new Error('no card after 10 s')); }, 10000);
  t0 = performance.now();
  say.click();
})'''

ILLEGAL_JS = '''() => new Promise((resolve, reject) => {
  const root = document.querySelector('[data-testid=kayain]'), feedback = root.querySelector('[data-testid=feedback]');
  let t0;
  const obs = new MutationObserver(() => { if (!feedback.hidden) { obs.disconnect(); resolve(performance.now() - t0); } });
  obs.observe(feedback, {childList: true, subtree: true, attributes: true});
  setTimeout(() => { obs.disconnect(); reject(new Error('no feedback after 10 s')); }, 10000);
  t0 = performance.now();
  root.querySelector('[data-testid=pile-green]').click();
})'''


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


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
    page = browser.new_page(viewport={'width': 1280, 'height': 1400})
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith(('http://127.0.0.1', 'ws://127.0.0.1', 'blob:', 'data:')) else r.abort())
    return page


def open_board(page, url):
    t = time.perf_counter()
    page.goto(url)
    page.wait_for_selector('[data-testid=kayain][data-ready="1"]', timeout=120_000)
    return time.perf_counter() - t


def my_turn(page, timeout=20_000):
    page.wait_for_function("() => /your turn/.test(document.querySelector('[data-testid=status]').textContent)", timeout=timeout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--samples', type=int, default=10)
    ap.add_argument('--renders', type=int, default=3)
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright
    from games_lib.widgets.table import Table
    t = Table('kayain', ['human', 'mcts'], seed=1, first_player=0)
    legal_bytes = len(json.dumps(t.projection(0)['legal']))
    tmp = Path(tempfile.mkdtemp(prefix='games-lib-bench-kayain-'))
    shutil.copy(ROOT/'voila_apps'/'kayain.ipynb', tmp/'kayain.ipynb')
    renders, clicks, illegal, errors = [], [], [], []
    with open(tmp/'voila.log', 'wb') as log:
        proc, base = serve(tmp, log)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                open_board(new_page(browser), f'{base}/voila/render/kayain.ipynb')       # warm-up
                for i in range(a.renders):
                    page = new_page(browser)
                    renders.append(open_board(page, f'{base}/voila/render/kayain.ipynb?seed={i + 1}'))
                    page.close()
                seed = 1
                while len(clicks) < a.samples and seed < 10 * a.samples:
                    page = new_page(browser)
                    page.on('pageerror', lambda e: errors.append(str(e)))
                    open_board(page, f'{base}/voila/render/kayain.ipynb?seed={seed}&bots=mcts&first_player=1')
                    for _ in range(3):
                        if len(clicks) >= a.samples: break
                        my_turn(page)
                        page.get_by_test_id('hand-card').first.click()
                        clicks.append(page.evaluate(LAY_JS))
                    my_turn(page)
                    illegal.append(page.evaluate(ILLEGAL_JS))
                    seed += 1
                    page.close()
                browser.close()
        finally:
            proc.terminate()
            try: proc.wait(15)
            except subprocess.TimeoutExpired: proc.kill()
    out = {
        'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count()},
        'first_render_s': {'median': round(statistics.median(renders), 2), 'max': round(max(renders), 2), 'runs': [round(r, 2) for r in renders], 'goal': 4.0},
        'click_to_board_ms': {'median': round(statistics.median(clicks), 1), 'max': round(max(clicks), 1), 'samples': [round(m, 1) for m in clicks], 'goal': 100},
        'illegal_click_to_feedback_ms': {'median': round(statistics.median(illegal), 1), 'max': round(max(illegal), 1), 'samples': [round(m, 1) for m in illegal]},
        'legal_bytes': {'first_turn': legal_bytes, 'note': 'the legal trait sent after each move: 5 colours x 12 places x 15 announcements'},
        'load_average': [round(x, 2) for x in os.getloadavg()],
        'page_errors': errors,
    }
    print(json.dumps(out, indent=2))
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main()
