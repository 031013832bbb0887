"""The Centrix board's speed as a player feels it, printed as JSON (not a timed test: read medians), and the
screenshots of its animations.

    python bench/ui_centrix.py [--samples 10] [--renders 3] [--rotations 8] [--shots test-results/centrix]

Starts Voilà on a free loopback port over a temporary folder holding a copy of the Centrix app and a bench notebook,
then drives Debian's Chromium (/usr/bin/chromium) with Playwright:

- first_render_s: from `page.goto` of the Centrix app to its board drawn (`data-ready`);
- click_to_board_ms: in the page, from the click on a highlighted square to the board showing the new position
  (`data-ply` changes: page -> kernel (canonical form, validation, apply, projections) -> page -> redraw);
- rotation_frame_ms: with all 18 pawns on the rings (six players), the ring-turn animation of a chosen turn (the
  preview, drawn in the page): the time between two animation frames (median, max) and the script's own work per
  frame; 16.7 ms is 60 frames a second;
- screenshots: a ring turning (mid-animation), a jump, a bump chain (the second pawn dropping), the end of a game.

The bench notebook sets scripted positions on a board (`board.table.match.state = ...`), which only a bench does.
"""
from __future__ import annotations
import argparse, json, os, platform, shutil, socket, statistics, subprocess, sys, tempfile, time, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

BENCH_NB = r'''
import os
from urllib.parse import parse_qs
from games_lib.widgets.centrix import CentrixBoard
scene = parse_qs(os.environ.get('QUERY_STRING', '')).get('scene', ['play'])[0]

# Six players, every pawn on a ring (no two on a square); player 1 to move with blue 2, the spin wild and green 1.
FULL = [[[1, 1], [3, 8], [5, 3]], [[2, 4], [4, 11], [6, 6]], [[3, 7], [5, 2], [1, 3]], [[4, 10], [6, 5], [2, 6]],
        [[5, 1], [1, 2], [3, 9]], [[6, 4], [2, 5], [4, 0]]]
HANDS6 = [['B2', 'SPIN', 'G1'], ['R1', 'O1', 'Y1'], ['R1', 'O1', 'Y1'], ['G2', 'B1', 'W1'], ['R2', 'O2', 'Y2'], ['G3', 'B3', 'W3']]
SCENES = {
    'full': ({'pawns': FULL, 'hands': HANDS6, 'deck': ['W2', 'W2']}, 6),
    # pawns of players 2 and 3 on (2,4) and (3,4): player 1's pawn on (1,4) jumps both with blue 1 and lands on (4,4)
    'jump': ({'pawns': [[[1, 4], None, None], [[2, 4], None, None], [[3, 4], None, None]], 'hands': [['B1', 'R1', 'G1'], ['Y1'], ['Y2']], 'deck': ['O1']}, 3),
    # player 1 on (4,4) bumps player 2 off (4,5) with white 1: player 2 drops onto (2,5) and bumps player 3 to the reserve
    'bump': ({'pawns': [[[4, 4], None, None], [[4, 5], None, None], [[2, 5], None, None]], 'hands': [['W1', 'R1', 'G1'], ['Y1'], ['Y2']], 'deck': ['O1']}, 3),
}

def staged(d, n):
    "A board whose table starts from the scripted position `d` (player 1, a person, to move; bots do not get to move)"
    b = CentrixBoard(seats=['human'] + ['random'] * (n - 1), seed=1, first_player=0, pace=0)
    s = b.g.from_json({**d, 'to_move': 0})
    b.table.match.state, b.table.match.states = s, [s]
    b.screen.follow(); b._sync()
    return b

board = staged(*SCENES[scene]) if scene in SCENES else CentrixBoard(seats=['human', 'random'], seed=int(scene) if scene.isdigit() else 3, first_player=0, pace=0)
board
'''

CLICK_JS = '''() => new Promise((resolve, reject) => {
  const root = document.querySelector('[data-testid=centrix]');
  const target = root.querySelector('[data-testid=board] [data-testid=target]');
  if (!target) return reject(new Error('no highlighted square'));
  const ply = root.dataset.ply;
  let t0;
  const obs = new MutationObserver(() => { if (root.dataset.ply !== ply) { obs.disconnect(); resolve(performance.now() - t0); } });
  obs.observe(root, {attributes: true, attributeFilter: ['data-ply']});
  setTimeout(() => { obs.disconnect(); reject(new Error('no new position after 10 s')); }, 10000);
  t0 = performance.now();
  target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
})'''

ROTATE_JS = '''(dir) => new Promise((resolve) => {
  const root = document.querySelector('[data-testid=centrix]');
  root.cxFrames.length = 0; root.cxWork.length = 0;
  root.querySelector(`[data-testid=${dir}]`).click();
  const done = () => root.dataset.animating === '1' ? setTimeout(done, 30) : resolve({frames: [...root.cxFrames], work: [...root.cxWork]});
  setTimeout(done, 30);
})'''


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


def new_page(browser, errors):
    page = browser.new_page(viewport={'width': 1280, 'height': 1300})
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith(('http://127.0.0.1', 'ws://127.0.0.1', 'blob:', 'data:')) else r.abort())
    page.on('pageerror', lambda e: errors.append(str(e)))
    return page


def open_board(page, url):
    t = time.perf_counter()
    page.goto(url)
    page.wait_for_selector('[data-testid=centrix][data-ready="1"]', timeout=120_000)
    return time.perf_counter() - t


def board_shot(page, path):
    page.locator('[data-testid=centrix] [data-testid=board]').screenshot(path=str(path))


def wait_animating(page, on=True):
    page.wait_for_function(f"document.querySelector('[data-testid=centrix]').dataset.animating {'===' if on else '!=='} '1'", timeout=10_000)


def end_turn(page):
    "End the turn and wait until the board shows the next position (the bots reply at once)"
    ply = page.get_by_test_id('centrix').get_attribute('data-ply')
    page.get_by_test_id('end-turn').click()
    page.wait_for_function(f"document.querySelector('[data-testid=centrix]').dataset.ply !== '{ply}'", timeout=10_000)


def clicks(page, samples):
    "Play first listed-looking moves by clicks, timing each click on a highlighted square until the board shows it"
    out, guard = [], 0
    while len(out) < samples and guard < 20 * samples:
        guard += 1
        wait_animating(page, on=False)
        if 'your turn' not in page.get_by_test_id('status').inner_text() and 'play another' not in page.get_by_test_id('status').inner_text():
            page.wait_for_timeout(200); continue
        cards = page.locator('[data-testid=card]:not(.gl-dim):not([disabled])')
        if not cards.count():
            end_turn(page); continue
        cards.first.click()
        movable = page.locator('[data-testid=board] .cx-movable')
        if not movable.count():
            end_turn(page) if page.get_by_test_id('end-turn').is_enabled() else page.keyboard.press('Escape'); continue
        movable.first.click()
        out.append(page.evaluate(CLICK_JS))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--samples', type=int, default=10, help='click-to-board measurements')
    ap.add_argument('--renders', type=int, default=3, help='first-render measurements')
    ap.add_argument('--rotations', type=int, default=8, help='ring-turn animations measured with 18 pawns on the board')
    ap.add_argument('--shots', default=str(ROOT/'test-results'/'centrix'))
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright
    shots = Path(a.shots); shots.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix='games-lib-bench-centrix-'))
    shutil.copy(ROOT/'voila_apps'/'centrix.ipynb', tmp/'centrix.ipynb')
    write_notebook(tmp/'bench.ipynb', BENCH_NB)
    renders, taps, frames, work, errors = [], [], [], [], []
    with open(tmp/'voila.log', 'wb') as log:
        proc, base = serve(tmp, log)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                open_board(new_page(browser, errors), f'{base}/voila/render/centrix.ipynb')       # warm-up
                for i in range(a.renders):
                    page = new_page(browser, errors)
                    renders.append(open_board(page, f'{base}/voila/render/centrix.ipynb?seed={i + 1}'))
                    page.close()
                page = new_page(browser, errors)
                open_board(page, f'{base}/voila/render/bench.ipynb?scene=3')
                taps = clicks(page, a.samples)
                page.close()
                # 18 pawns: the spin wild turns ring 3 back and forth (the preview animation, in the page)
                page = new_page(browser, errors)
                open_board(page, f'{base}/voila/render/bench.ipynb?scene=full')
                page.locator('[data-testid=card][data-card=SPIN]').click()
                page.get_by_test_id('ring-3').click()
                for _ in range(3): page.get_by_test_id('more').click()
                wait_animating(page, on=False)
                for k in range(a.rotations):
                    r = page.evaluate(ROTATE_JS, 'ccw' if k % 2 == 0 else 'cw')
                    frames += r['frames']; work += r['work']
                page.get_by_test_id('ccw').click(); page.wait_for_timeout(260)
                board_shot(page, shots/'rotation.png')
                wait_animating(page, on=False)
                page.close()
                for scene, card, to, delay, name in [('jump', 'B1', '[4,4]', 170, 'jump.png'), ('bump', 'W1', '[4,5]', 500, 'bump-chain.png')]:
                    page = new_page(browser, errors)
                    open_board(page, f'{base}/voila/render/bench.ipynb?scene={scene}')
                    page.locator(f'[data-testid=card][data-card={card}]').click()
                    page.locator('[data-testid=board] [data-pawn="0-0"]').click()
                    page.locator(f'[data-testid=target][data-to="{to}"]').click()
                    wait_animating(page); page.wait_for_timeout(delay)
                    board_shot(page, shots/name)
                    wait_animating(page, on=False)
                    board_shot(page, shots/name.replace('.png', '-after.png'))
                    page.close()
                browser.close()
        finally:
            proc.terminate()
            try: proc.wait(15)
            except subprocess.TimeoutExpired: proc.kill()
    med = lambda xs: round(statistics.median(xs), 1) if xs else None
    out = {
        'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count()},
        'first_render_s': {'median': round(statistics.median(renders), 2), 'runs': [round(r, 2) for r in renders]},
        'click_to_board_ms': {'median': med(taps), 'max': round(max(taps), 1) if taps else None, 'samples': [round(m, 1) for m in taps]},
        'rotation_frame_ms': {'median': med(frames), 'max': round(max(frames), 1) if frames else None, 'frames': len(frames),
                              'script_per_frame_ms': {'median': med(work), 'max': round(max(work), 2) if work else None},
                              'pawns_on_board': 18, 'note': 'time between two requestAnimationFrame calls while a ring turns; 16.7 ms = 60 fps'},
        'screenshots': sorted(str(x) for x in shots.glob('*.png')),
        'load_average': [round(x, 2) for x in os.getloadavg()],
        'page_errors': errors,
    }
    print(json.dumps(out, indent=2))
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main()
