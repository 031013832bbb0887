"""The Kids board's speed as a player feels it, printed as JSON (not a timed test: read medians).

    python bench/ui_kids.py [--samples 12] [--renders 3]

Starts Voilà on a free loopback port over a temporary folder holding a copy of the Kids app, then drives Debian's
Chromium with Playwright (the helpers of bench/ui.py), two people at one screen (no bot pause between turns):

- first_render_s: from `page.goto` of the Kids app to its board drawn (`data-ready`), the goal is ≤ 4 s;
- click_to_board_ms: in the page, from the click on "roll" or "nouvelle carte" to the board redrawn with the
  kernel's answer (the die's colour, the deck one card smaller, or the grab window open); goal ≤ 100 ms;
- flip_frame_ms: frame times (requestAnimationFrame) while a card just drawn turns over in its slot
  (the 2.4 s `kids-peek` animation), median and max; 16.7 ms is 60 frames a second.
"""
from __future__ import annotations
import argparse, json, os, platform, shutil, statistics, subprocess, sys, tempfile, time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ui import ARGS, CHROMIUM, ROOT, new_page, serve   # noqa: E402  (bench/ is not a package)

CLICK_JS = '''(id) => new Promise((resolve, reject) => {
  const root = document.querySelector('[data-testid=kids]');
  const before = root.dataset.ply + '|' + root.dataset.phase;
  const button = root.querySelector(`[data-testid=${id}]`);
  if (!button) return reject(new Error('no button ' + id));
  let t0;
  const obs = new MutationObserver(() => {
    if (root.dataset.ply + '|' + root.dataset.phase !== before) { obs.disconnect(); resolve(performance.now() - t0); }
  });
  obs.observe(root, {attributes: true, attributeFilter: ['data-ply', 'data-phase']});
  setTimeout(() => { obs.disconnect(); reject(new Error('no change after 10 s')); }, 10000);
  t0 = performance.now();
  button.click();
})'''

FRAMES_JS = '''(ms) => new Promise((resolve) => {
  const times = []; let last = performance.now(); const end = last + ms;
  const tick = (t) => { times.push(t - last); last = t; if (t < end) requestAnimationFrame(tick); else resolve(times.slice(1)); };
  requestAnimationFrame(tick);
})'''


def open_board(page, url):
    t = time.perf_counter()
    page.goto(url)
    page.wait_for_selector('[data-testid=kids][data-ready="1"]', timeout=120_000)
    return time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--samples', type=int, default=12, help='click-to-board measurements')
    ap.add_argument('--renders', type=int, default=3, help='first-render measurements')
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright
    tmp = Path(tempfile.mkdtemp(prefix='games-lib-bench-kids-'))
    shutil.copy(ROOT/'voila_apps'/'kids.ipynb', tmp/'kids.ipynb')
    renders, clicks, frames, errors = [], [], [], []
    with open(tmp/'voila.log', 'wb') as log:
        proc, base = serve(tmp, log)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                open_board(new_page(browser), f'{base}/voila/render/kids.ipynb')          # warm-up
                for i in range(a.renders):
                    page = new_page(browser)
                    renders.append(open_board(page, f'{base}/voila/render/kids.ipynb?seed={i + 1}'))
                    page.close()
                page = new_page(browser)
                page.on('pageerror', lambda e: errors.append(str(e)))
                open_board(page, f'{base}/voila/render/kids.ipynb?seats=human,human&seed=7&first_player=1&grab_seconds=0')
                for _ in range(20 * a.samples):
                    if len(clicks) >= a.samples: break
                    phase = page.get_by_test_id('kids').get_attribute('data-phase')
                    if phase.startswith('window'):
                        page.locator('[data-testid^=window-pass-]').first.click()
                        page.wait_for_function("() => !document.querySelector('[data-testid=kids]').dataset.phase.startsWith('window')")
                    elif page.get_by_test_id('roll').count(): clicks.append(page.evaluate(CLICK_JS, 'roll'))
                    elif page.get_by_test_id('draw').count() and page.get_by_test_id('draw').is_enabled():
                        clicks.append(page.evaluate(CLICK_JS, 'draw'))
                        if not frames and page.locator('.kids-peek').count(): frames = page.evaluate(FRAMES_JS, 2400)
                    else: page.locator('[data-testid=actions] button').first.click(); time.sleep(0.2)
                browser.close()
        finally:
            proc.terminate()
            try: proc.wait(15)
            except subprocess.TimeoutExpired: proc.kill()
    out = {
        'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count()},
        'first_render_s': {'median': round(statistics.median(renders), 2), 'runs': [round(r, 2) for r in renders], 'goal': 4.0},
        'click_to_board_ms': {'median': round(statistics.median(clicks), 1) if clicks else None, 'max': round(max(clicks), 1) if clicks else None,
                              'samples': [round(m, 1) for m in clicks], 'goal': 100},
        'flip_frame_ms': {'median': round(statistics.median(frames), 1) if frames else None, 'max': round(max(frames), 1) if frames else None,
                          'frames': len(frames), 'note': 'requestAnimationFrame intervals while a drawn card turns over (kids-peek, 2.4 s)'},
        'load_average': [round(x, 2) for x in os.getloadavg()],
        'page_errors': errors,
    }
    print(json.dumps(out, indent=2))
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main()
