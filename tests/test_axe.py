"""Accessibility, measured: axe-core (from npm, pinned in widgets/package.json, installed by `npm ci`) runs inside Debian
Chromium over every page people open, and no page may have a serious or critical violation of WCAG 2.2 AA (axe's wcag2a,
wcag2aa, wcag21a, wcag21aa and wcag22aa rules, its best practices and its experimental rules, such as a button whose name
does not start with the words it shows).

The pages: the lobby (English and French), the four apps (a game under way, then colour-blind and in French with every
option open, then a game over replayed), the lab, a seat page and a watch page of each game at a shared table (the suite's
table server), the teacher's pages (a new class, a class, the pupils' join page), and every game's lesson and rules sheet in
English and French, built into a temporary folder by the session fixture `built_lessons` (conftest) and opened from their files.

A Voilà page scrolls inside `#rendered_cells`, and axe counts what lies below that box's fold as hidden: each page is measured
in a window as tall as its content, so nothing escapes the check."""
from __future__ import annotations
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from games_lib.cli import lesson_names

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT/'widgets'/'node_modules'/'axe-core'/'axe.min.js'
TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental']
FIRST_RENDER_MS = 60_000
GAMES = ['chromino', 'kids', 'kayain', 'centrix']


@pytest.fixture
def page(browser):
    "A page that lets the test add axe's script to any page, a table's too (their policy refuses any other script)"
    if not AXE.is_file(): pytest.fail(f"{AXE} is missing: run `npm ci` in widgets/ (make test does)")
    ctx = browser.new_context(viewport={'width': 1280, 'height': 900}, bypass_csp=True)
    p = ctx.new_page()
    p.set_default_timeout(30_000)
    yield p
    ctx.close()


def violations(page: Page) -> list[str]:
    "axe's serious and critical violations on the page as it is now, one line per element: rule, element, what to fix"
    height = page.evaluate("() => { const r = document.getElementById('rendered_cells'); return r ? r.scrollHeight : document.documentElement.scrollHeight; }")
    size = page.viewport_size
    page.set_viewport_size({'width': size['width'], 'height': min(max(int(height) + 20, size['height']), 12_000)})
    page.wait_for_timeout(200)
    if not page.evaluate('() => !!window.axe'): page.add_script_tag(path=str(AXE))
    found = page.evaluate('async (tags) => (await axe.run(document, {runOnly: {type: "tag", values: tags}, resultTypes: ["violations"]})).violations', TAGS)
    page.set_viewport_size(size)
    return [f"{v['id']} ({v['impact']}): {n['html'][:120]} — {' '.join((n.get('failureSummary') or '').split())[:220]}"
            for v in found if v['impact'] in ('serious', 'critical') for n in v['nodes']]


def app(page: Page, base: str, game: str, query: str):
    page.goto(f'{base}/voila/render/{game}.ipynb{query}')
    expect(page.locator(f'[data-testid={game}][data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)


@pytest.mark.parametrize('query', ['', '?lang=fr'])
def test_the_lobby(page, voila_url, query):
    page.goto(f'{voila_url}/voila/render/index.ipynb{query}')
    expect(page.get_by_test_id('board').locator('svg')).to_be_visible(timeout=FIRST_RENDER_MS)
    assert violations(page) == []


def test_the_apps_error_page(page, voila_url):
    "A page that does not exist (a link mistyped): the server's own error page, in both languages, on a phone"
    page.set_viewport_size({'width': 390, 'height': 844})
    page.goto(f'{voila_url}/voila/render/nowhere.ipynb')
    expect(page.get_by_role('link', name='Retour au hall')).to_be_visible()
    assert page.evaluate('document.documentElement.scrollWidth') <= 390
    assert violations(page) == []


@pytest.mark.parametrize('game', GAMES)
def test_an_app_under_way_in_both_languages_and_when_over(page, voila_url, game):
    app(page, voila_url, game, '?seed=6&players=2&bots=random&first_player=1&pace=5')
    assert violations(page) == []
    page.get_by_test_id('colorblind').click()
    page.get_by_test_id('lang').click()
    page.locator('.gl-setup-toggle').click()
    expect(page.get_by_test_id('status')).not_to_contain_text('Player 1')     # the board speaks French
    assert violations(page) == []
    app(page, voila_url, game, '?seed=6&players=2&seats=random,random&pace=0')
    expect(page.get_by_test_id('outcome')).to_be_visible(timeout=FIRST_RENDER_MS)
    page.get_by_test_id('replay').fill('1')
    assert violations(page) == []


def test_the_lab(page, voila_url):
    page.goto(f'{voila_url}/voila/render/lab.ipynb', wait_until='commit', timeout=FIRST_RENDER_MS)
    expect(page.get_by_role('heading', name='Playtest lab')).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(page.locator('.gl-lab')).to_be_visible(timeout=FIRST_RENDER_MS)
    assert violations(page) == []


@pytest.mark.parametrize('game', GAMES)
def test_a_seat_and_the_watchers_at_a_shared_table(page, tables_url, game):
    from games_lib.tables import create
    t = create(game, 2, ['human', 'random'], seed=6, url=tables_url)
    for url in (t['seats'][0]['url'], t['watch']['url']):
        page.goto(url)
        expect(page.locator(f'[data-testid={game}][data-ready="1"]')).to_be_visible(timeout=30_000)
        assert violations(page) == [], url


def test_the_teachers_pages(page, tables_url):
    for q in ('/', '/?lang=fr'):                     # the table server's own page
        page.goto(tables_url + q)
        assert violations(page) == [], q
    page.goto(tables_url + '/class/new')
    assert violations(page) == []
    page.select_option('select[name=game]', 'kids')
    page.fill('input[name=tables]', '2')
    page.fill('input[name=players]', '2')
    page.get_by_role('button', name='Create the class').click()
    page.wait_for_url(re.compile(r'/class/[\w-]+\?key='))
    expect(page.get_by_test_id('table')).to_have_count(2)
    assert violations(page) == []
    page.goto(tables_url + '/join')
    assert violations(page) == []


LESSON_PAGES = [(g, page) for g in lesson_names()
                for page in ('{g}.html', '{g}.fr.html', '{g}.sheet.html', '{g}.sheet.fr.html')]


@pytest.mark.parametrize('game, name', LESSON_PAGES, ids=lambda v: v.replace('{g}', '') if '{g}' in v else v)
def test_a_lesson_and_its_rules_sheet(page, built_lessons, game, name):
    """Every game's lesson and rules sheet, in English and French, built by the session's fixture (a fresh checkout has none),
    on a 390 px phone: the page is no wider than the screen (a wide table scrolls in its own box, by keyboard too), and axe
    finds nothing there (a box that scrolls only shows up on a narrow screen)"""
    page.set_viewport_size({'width': 390, 'height': 844})
    page.goto((built_lessons/name.format(g=game)).as_uri())
    assert page.evaluate('document.documentElement.scrollWidth') <= 390
    assert violations(page) == []


@pytest.mark.parametrize('game', GAMES)
def test_a_guided_first_game_in_both_languages(page, voila_url, game):
    "The tutorial's bubble on each app (`?tutorial=1`), in English, then in French after a wrong move (its refusal and hint shown)"
    app(page, voila_url, game, '?tutorial=1')
    bubble = page.get_by_test_id('tutorial')
    expect(bubble).to_have_attribute('data-step', '1')
    assert violations(page) == []
    page.get_by_test_id('lang').click()
    expect(bubble).to_contain_text('Étape 1 sur')
    if game == 'chromino':                     # a wrong placement: the bubble says the refusal and the hint
        page.locator('[data-testid=rack-tile][data-tile="BRY"]').click()
        box = page.get_by_test_id('board').bounding_box()
        page.mouse.click(box['x'] + 40, box['y'] + box['height'] - 40)
        expect(bubble.get_by_test_id('tutorial-hint')).to_be_visible()
    if game == 'centrix':                      # a card the step does not ask: dimmed cards and rings stay readable
        page.locator('[data-testid=card][data-card="G1"]').click()
        expect(page.get_by_test_id('ring-1')).to_be_visible()
    assert violations(page) == []
