"""End to end: the playtest lab in Voilà and headless Chromium (Debian's). A small simulation runs in the kernel
(in a local process pool) and its plotly chart appears; plotly.js reaches the page over the widget comm, never
from a CDN (`offline_page` fails the test on any non-loopback request)."""
from __future__ import annotations
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parent.parent
LAB = '/voila/render/lab.ipynb'
FIRST_RENDER_MS = 90_000
RUN_MS = 90_000

PLOT_DATA = """() => { const p = document.querySelector('.gl-lab .js-plotly-plot');
  return p && p.data ? p.data.map(t => ({type: t.type, name: t.name, n: (t.y || []).length, sum: (t.y || []).reduce((a, b) => a + b, 0)})) : null; }"""


def open_lab(page: Page, base: str, query: str):
    page.set_viewport_size({'width': 1400, 'height': 2000})   # tall enough for the screenshots to show the charts
    page.goto(base + LAB + query, timeout=FIRST_RENDER_MS)
    expect(page.locator('button.gl-lab-run')).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(page.locator('.gl-lab .js-plotly-plot')).to_be_visible(timeout=FIRST_RENDER_MS)


def test_the_lab_runs_a_small_simulation_then_an_ab_test(offline_page: Page, voila_url):
    "One page (a plotly page is slow to open): a 20-game run draws its chart, then A/B mode compares two option sets"
    page = offline_page
    open_lab(page, voila_url, '?game=chromino&players=2&bots=greedy,random&games=20&seed=5&workers=2')
    expect(page.locator('.gl-lab-bot-0 select')).to_have_value('greedy')
    expect(page.locator('.gl-lab-options-b')).to_be_hidden()
    page.locator('button.gl-lab-run').click()
    expect(page.get_by_test_id('lab-status')).to_contain_text('Done: 20 games of Chromino', timeout=RUN_MS)
    metrics = page.get_by_test_id('metrics')
    expect(metrics).to_contain_text('first to move wins')
    expect(metrics).to_contain_text('timeouts')
    page.wait_for_function(f"() => {{ const d = ({PLOT_DATA})(); return d && d.length >= 4; }}", timeout=RUN_MS)
    data = page.evaluate(PLOT_DATA)
    seats = [t for t in data if t['type'] == 'bar' and t['n'] == 2]
    assert seats, f'no seat win-rate bars in {data}'
    assert sum(t['sum'] for t in seats) == pytest.approx(1.0, abs=0.06), 'seat win rates of 2-player games add up to 1 (draws aside)'
    expect(page.locator('.gl-lab .js-plotly-plot g.point').first).to_be_visible()
    page.screenshot(path=str(ROOT/'test-results'/'lab.png'), full_page=True)

    # A/B: tick the box, draw until a tile fits in variant B, run both on the same seeds
    page.locator('.gl-lab-ab input[type=checkbox]').check()
    expect(page.locator('.gl-lab-options-b')).to_be_visible()
    page.locator('.gl-lab-options-b .gl-opt-draw_mode select').select_option(label='until you can lay')
    page.locator('button.gl-lab-run').click()
    expect(page.get_by_test_id('lab-status')).to_contain_text('Done: 40 games', timeout=RUN_MS)
    expect(page.get_by_test_id('ab')).to_contain_text('first-seat win rate')
    meanings = page.get_by_test_id('meanings')                  # every row explained, and what the green rows are
    meanings.locator('summary').click()
    expect(meanings).to_contain_text("every seat wins equally often")
    expect(meanings).to_contain_text("Highlighted (green) rows")
    expect(page.locator('.gl-lab .js-plotly-plot .g-xtitle').first).to_contain_text('seat, in the order of play')
    page.wait_for_function(f"() => {{ const d = ({PLOT_DATA})(); return d && d.length >= 8; }}", timeout=RUN_MS)
    names = {t['name'] for t in page.evaluate(PLOT_DATA)}
    assert {'A · default rules', 'B · Drawing: until you can lay'} <= names
    page.screenshot(path=str(ROOT/'test-results'/'lab-ab.png'), full_page=True)


def test_the_lab_shows_what_people_did_at_the_tables(offline_page: Page, voila_url, tables_url):
    "A person at a shared table tries to pass while a tile fits; the lab's People view names that rule in its chart"
    import json, urllib.request
    from websockets.sync.client import connect
    req = urllib.request.Request(tables_url + '/api/tables', json.dumps({'game': 'chromino', 'players': 2, 'seed': 8, 'options': {'first_player': 0}}).encode(),
                                 {'Content-Type': 'application/json'}, method='POST')
    t = json.load(urllib.request.urlopen(req))
    with connect(tables_url.replace('http', 'ws') + f"/ws/{t['table']}?key={t['seats'][0]['key']}") as ws:
        json.loads(ws.recv(timeout=10))
        ws.send(json.dumps({'type': 'move', 'seq': 0, 'move': {'type': 'pass'}}))
        assert json.loads(ws.recv(timeout=10))['rule'] == 'chromino.pass.must_place'
    page = offline_page
    open_lab(page, voila_url, '')
    page.locator('.gl-lab-people-game select').select_option(label='Chromino')
    page.locator('button.gl-lab-people-read').click()
    expect(page.get_by_test_id('people-count')).to_contain_text('Moves tried by people', timeout=RUN_MS)   # the kernel reads the file and draws: seconds on a busy machine
    plot = page.locator('.gl-people .js-plotly-plot')
    expect(plot).to_contain_text('so you may not pass', timeout=30_000)
    page.screenshot(path=str(ROOT/'test-results'/'lab-people.png'), full_page=True)


def test_the_lab_in_french_then_in_english(offline_page: Page, voila_url):
    "`?lang=fr` presets the whole page in French (one toggle for the lab and the People view); a small run reads in French, then the toggle says it all again in English"
    page = offline_page
    open_lab(page, voila_url, '?lang=fr&game=chromino&players=2&bots=greedy,random&games=6&seed=5&workers=1')
    expect(page.locator('.widget-toggle-buttons')).to_have_count(1)                     # one language control on the page
    expect(page.locator('.gl-lab .gl-setup-title').first).to_have_text('Jeu, joueurs et robots')
    expect(page.locator('button.gl-lab-run')).to_have_text('Lancer')
    expect(page.locator('.gl-lab-bot-0')).to_contain_text('Robot 1')
    expect(page.locator('.gl-lab-bot-0 select option:checked')).to_have_text('glouton')   # (a menu's DOM value is its label)
    expect(page.locator('.gl-lab-bot-0 select option').first).to_have_text('au hasard')    # sorted in French
    expect(page.locator('button.gl-lab-people-read')).to_have_text('Lire')
    page.locator('button.gl-lab-run').click()
    expect(page.get_by_test_id('lab-status')).to_have_text('Terminé : 6 parties (Chromino)', timeout=RUN_MS)
    expect(page.get_by_test_id('metrics')).to_contain_text('le premier à jouer gagne')
    expect(page.get_by_test_id('metrics')).not_to_contain_text('first to move wins')
    meanings = page.get_by_test_id('meanings')
    meanings.locator('summary').click()
    expect(meanings).to_contain_text('Ce que veulent dire ces nombres')
    expect(meanings).to_contain_text('chaque place gagne aussi souvent')
    plot = page.locator('.gl-lab .js-plotly-plot').first
    expect(plot.locator('.g-xtitle').first).to_have_text("place, dans l'ordre de jeu", timeout=RUN_MS)
    expect(plot).to_contain_text('Taux de victoire par place')
    expect(plot).to_contain_text('1er à jouer')
    assert 'A · règles par défaut' in {t['name'] for t in page.evaluate(PLOT_DATA)}
    page.screenshot(path=str(ROOT/'test-results'/'lab-fr.png'), full_page=True)

    page.locator('.gl-lab-lang button', has_text='English').click()
    expect(page.get_by_test_id('lab-status')).to_have_text('Done: 6 games of Chromino')
    expect(page.get_by_test_id('metrics')).to_contain_text('first to move wins')
    expect(page.get_by_test_id('metrics')).not_to_contain_text('le premier à jouer gagne')
    expect(page.locator('button.gl-lab-run')).to_have_text('Run')
    expect(page.locator('.gl-lab-bot-0 select option:checked')).to_have_text('greedy')
    expect(page.locator('button.gl-lab-people-read')).to_have_text('Read')
    expect(plot.locator('.g-xtitle').first).to_have_text('seat, in the order of play')
    expect(plot).to_contain_text('1st to move')
    page.get_by_test_id('meanings').locator('summary').click()
    expect(page.get_by_test_id('meanings')).to_contain_text('every seat wins equally often')


def test_the_lab_on_a_phone(offline_page: Page, voila_url):
    "At 390 px in French, with A/B open on Kids (its many options, its colours' checkboxes): no label drawn over a menu, no row of controls cut, nothing off the screen, before a run and after it (its tables and charts as wide as the phone)"
    from test_e2e import PHONE, cut_sideways, off_screen, overlapping
    page = offline_page
    open_lab(page, voila_url, '?lang=fr&game=kids&players=3&bots=greedy,random,random&games=6&seed=5&workers=1&ab=1&b.max_flip=2')
    page.set_viewport_size(PHONE)
    fits = "() => [...document.querySelectorAll('.gl-lab-figure .main-svg')].every((s) => s.getBoundingClientRect().right <= 390)"
    page.wait_for_function(fits, timeout=RUN_MS)                # the page told the lab its width: the chart is drawn again for it
    expect(page.locator('.gl-lab-options-b')).to_be_visible()
    assert overlapping(page, '.gl-lab') == []
    assert cut_sideways(page, '.gl-lab .gl-setup') == [] and cut_sideways(page, '.gl-lab-options-b') == [] and cut_sideways(page, '.gl-people') == []
    assert off_screen(page, '.gl-lab') == []
    page.locator('button.gl-lab-run').click()
    expect(page.get_by_test_id('lab-status')).to_have_text('Terminé : 12 parties (Kids)', timeout=RUN_MS)
    page.wait_for_function(f"() => document.querySelector('.gl-lab-figure .main-svg') && ({fits})()", timeout=RUN_MS)
    page.screenshot(path=str(ROOT/'test-results'/'lab-phone-fr.png'), full_page=True)
    assert off_screen(page, '.gl-lab') == [] and off_screen(page, '.gl-people') == []   # the lab's charts, and the view of people's games below it
