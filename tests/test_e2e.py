"""End to end: the Voilà lobby in headless Chromium (Debian's /usr/bin/chromium), against the live kernel.

The page may only talk to loopback (`offline_page` aborts everything else and fails on any new external host)."""
from __future__ import annotations
import json, re
from pathlib import Path

import pytest
import games_lib
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parent.parent
LOBBY = '/voila/render/index.ipynb'
GAMES = ['Chromino', 'Kids', 'Les Pigments de Kayaîn', 'Centrix']
MOVE = re.compile(r'Move (\d+)/(\d+)')
FIRST_RENDER_MS = 60_000


# ---- a phone's screen: the helpers every app's phone test uses (`from test_e2e import PHONE, off_screen, untabbable`) ----
PHONE = {'width': 390, 'height': 844}

OFF_SCREEN = """(root) => {
  const W = document.documentElement.clientWidth, out = [];
  const name = (el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? '[' + el.dataset.testid + ']' : ''} "${(el.getAttribute('aria-label') || el.textContent || el.value || '').trim().slice(0, 40)}"`;
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect(), st = getComputedStyle(el);
    if (!r.width || !r.height || st.visibility === 'hidden' || el.ownerSVGElement || el.closest('.gl-sr-only')) continue;   // an svg clips its own drawing
    if (el.closest('.gl-skip, .gl-skip-app')) continue;
    const control = el.matches('button, input, select, textarea, a[href], summary, [role=slider], [tabindex]:not([tabindex="-1"])');
    const words = [...el.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());      // text cut at the screen's edge
    if ((r.right > W + 1 || r.left < -1) && (control || words || r.width > W + 1))
      out.push(`${name(el)} at x=${Math.round(r.left)}..${Math.round(r.right)} (screen ${W} px)`);
  }
  const cells = document.getElementById('rendered_cells');
  if (document.documentElement.scrollWidth > W + 1) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
  if (cells && cells.scrollWidth > cells.clientWidth + 1) out.push(`the page scrolls sideways: ${cells.scrollWidth} px`);
  return out;
}"""


def off_screen(page: Page, selector: str = 'body') -> list:
    "What lies beyond the screen's left or right edge under `selector` (a control, words, or anything wider than the screen), even in a box that scrolls sideways; [] when nothing"
    return page.locator(selector).first.evaluate(OFF_SCREEN)


CONTROLS = """(root) => [...root.querySelectorAll('button, input, select, textarea, a[href], summary, [role=slider]')].filter((el) => {
  const r = el.getBoundingClientRect();
  return r.width && r.height && !el.disabled && el.tabIndex >= 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden], [inert]');
}).map((el, i) => { el.dataset.glControl = String(i); return i; })"""


OVERLAPS = """(root) => {   // pairs of visible controls or labels drawn over each other (one inside the other aside)
  const els = [...root.querySelectorAll('label, select, input, button, textarea')].filter((e) => { const r = e.getBoundingClientRect(); return r.width && r.height; });
  const out = [];
  els.forEach((a, i) => els.slice(i + 1).forEach((b) => {
    if (a.contains(b) || b.contains(a)) return;
    const r = a.getBoundingClientRect(), s = b.getBoundingClientRect();
    if (Math.min(r.right, s.right) - Math.max(r.left, s.left) > 2 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 2)
      out.push([a.textContent.trim().slice(0, 30) || a.tagName, b.textContent.trim().slice(0, 30) || b.tagName]);
  }));
  return out.slice(0, 10);
}"""


def overlapping(page: Page, selector: str) -> list:
    "Pairs of controls or labels under `selector` drawn over each other (a label over the next menu): [] when none"
    return page.locator(selector).first.evaluate(OVERLAPS)


def cut_sideways(page: Page, selector: str) -> list:
    "The boxes under `selector` whose content runs past their right edge, hidden or to be scrolled sideways (a row of checkboxes cut at 'ro'): [] when none"
    return page.locator(selector).first.evaluate("""(root) => [root, ...root.querySelectorAll('*')].filter((e) => e.clientWidth && e.scrollWidth > e.clientWidth + 1
        && getComputedStyle(e).overflowX !== 'visible' && !e.matches('input, textarea, select')).map((e) => e.className.toString().slice(0, 80) || e.tagName)""")   # a field's own text scrolls in it


def broken_names(page: Page) -> list:
    "The seat chips' names that break over two lines ('Joueur' above '1'): [] when every name reads on one line"
    return page.locator('body').evaluate('''(b) => [...b.querySelectorAll('.gl-chip-name')].filter((e) => {
        const r = document.createRange(); r.selectNodeContents(e);                  // the text's lines, not the (flex item's) box
        return new Set([...r.getClientRects()].filter((x) => x.width).map((x) => Math.round(x.top))).size > 1; }).map((e) => e.textContent)''')


def untabbable(page: Page, selector: str, limit: int = 400) -> list:
    """The controls under `selector` that the Tab key never reaches, or reaches off the screen's sides: [] when the keyboard gets
    everywhere. Tabs from the page's start through at most `limit` stops."""
    want = set(page.locator(selector).first.evaluate(CONTROLS))
    page.evaluate("() => { document.activeElement?.blur?.(); window.scrollTo(0, 0); }")
    reached, off, first = set(), [], None
    for _ in range(limit):
        page.keyboard.press('Tab')
        got = page.evaluate("""() => { const a = document.activeElement; if (!a || a === document.body) return null;
            const r = a.getBoundingClientRect(), W = document.documentElement.clientWidth;
            return [a.dataset.glControl ?? null, a.outerHTML.slice(0, 80), r.left < -1 || r.right > W + 1]; }""")
        if got is None: continue
        key = got[0] if got[0] is not None else got[1]
        if key == first: break
        first = first or key
        if got[0] is not None:
            reached.add(int(got[0]))
            if got[2] and not got[1].startswith('<a class="gl-skip'): off.append(got[1])
    missing = page.locator(selector).first.evaluate("(root, ids) => ids.map((i) => root.querySelector(`[data-gl-control='${i}']`)?.outerHTML.slice(0, 100))",
                                                   sorted(want - reached))
    return [f"never reached by Tab: {m}" for m in missing] + [f"reached off the screen: {m}" for m in off]


def open_lobby(page: Page, base: str, query: str = ''):
    "The lobby, once its watch panel shows a game on that game's own board"
    page.goto(base + LOBBY + query)
    expect(page.locator('.gl-watch [data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(page.get_by_test_id('watch-status')).to_be_visible()


def counter(page: Page) -> tuple[int, int]:
    "(move shown, number of moves) from the watch panel's status line"
    m = MOVE.search(page.get_by_test_id('watch-status').inner_text())
    assert m, f"no move counter in status {page.get_by_test_id('watch-status').inner_text()!r}"
    return int(m[1]), int(m[2])


def tiles(page: Page):
    "The tiles on the Chromino board the watch panel shows"
    return page.locator('.gl-watch').get_by_test_id('board').locator('g.tile')


def test_lobby_lists_the_games_and_steps_through_a_game(offline_page: Page, voila_url):
    page = offline_page
    page.set_viewport_size({'width': 1280, 'height': 1300})   # tall enough for the screenshots to show the board
    open_lobby(page, voila_url)
    expect(page.locator('h1').first).to_have_text('Play, test and teach board games')   # what a player or a teacher can do
    body = page.locator('body')
    for name in GAMES: expect(body).to_contain_text(name)
    # every game has its app, and each app opens with a board
    links = page.get_by_role('link', name='play', exact=True)
    expect(links).to_have_count(4)
    assert [links.nth(i).get_attribute('href') for i in range(4)] == ['chromino.ipynb', 'kids.ipynb', 'kayain.ipynb', 'centrix.ipynb']
    expect(page.get_by_role('cell', name='coming', exact=True)).to_have_count(0)

    status = page.get_by_test_id('watch-status')
    expect(status).to_contain_text('Move 0/')
    expect(status).to_contain_text('Chromino: 4 players, game number 1')
    expect(page.locator('.gl-game select')).to_have_value('Chromino')   # the menu names each game in the lobby's language
    shown, total = counter(page)
    assert shown == 0 and total > 0
    n = tiles(page).count()
    assert n >= 1, 'the deal shows the starting chameleon'
    expect(page.locator('button.gl-prev')).to_be_disabled()

    # Step with "Next": the counter goes up by one, the board (Chromino's own, in replay) follows, and it gains a tile exactly
    # when its log says a tile was laid.
    log, replay = page.locator('.gl-watch').get_by_test_id('log'), page.locator('.gl-watch').get_by_test_id('replay')
    for k in range(1, min(total, 12) + 1):
        page.locator('button.gl-next').click()
        expect(status).to_contain_text(f'Move {k}/{total} — player ')
        expect(replay).to_have_value(str(k))
        laid = log.inner_text().count(' laid ')
        expect(tiles(page)).to_have_count(n + laid)
    assert laid > 0, 'no tile placed in the first moves'
    expect(page.locator('.gl-watch').get_by_test_id('hand')).not_to_be_visible()   # a spectator's view: no hand
    page.screenshot(path=str(ROOT/'test-results'/'lobby.png'), full_page=True)

    # "Prev" steps back; the slider's end shows the outcome.
    page.locator('button.gl-prev').click()
    expect(status).to_contain_text(f'Move {k-1}/{total}')
    page.locator('button.gl-last').click()
    expect(status).to_contain_text(f'Move {total}/{total}')
    expect(page.get_by_test_id('watch-outcome')).to_contain_text('Game over')
    # the outcome in words: the ranking and the ending rule's message, never its id
    outcome = page.get_by_test_id('watch-outcome').inner_text()
    assert 'ranking: 1. player' in outcome and outcome.rstrip().endswith('.'), outcome
    assert not re.search(r'\b[a-z]+\.[a-z_]+\.[a-z_]+\b', outcome), f'a rule id in the outcome: {outcome}'
    expect(page.locator('button.gl-next')).to_be_disabled()
    page.screenshot(path=str(ROOT/'test-results'/'lobby-end.png'), full_page=True)


def test_new_game_with_another_seed_changes_the_board(offline_page: Page, voila_url):
    page = offline_page
    open_lobby(page, voila_url)
    status, board = page.get_by_test_id('watch-status'), page.locator('.gl-watch').get_by_test_id('board')
    page.locator('button.gl-last').click()
    expect(page.get_by_test_id('watch-outcome')).to_be_visible()
    before = board.inner_html()

    seed = page.locator('.gl-seed input')
    seed.fill('2')
    seed.press('Enter')
    page.locator('.gl-new').click()
    expect(status).to_contain_text('Move 0/')
    expect(status).to_contain_text('game number 2')
    page.locator('button.gl-last').click()
    expect(page.get_by_test_id('watch-outcome')).to_be_visible()
    assert board.inner_html() != before, 'seed 2 gave the same final board as seed 1'


def test_query_parameters_preset_the_game(offline_page: Page, voila_url):
    page = offline_page
    open_lobby(page, voila_url, '?players=3&seed=42')
    expect(page.get_by_test_id('watch-status')).to_contain_text('3 players, game number 42')
    expect(page.locator('.gl-players input')).to_have_value('3')
    expect(page.locator('.gl-seed input')).to_have_value('42')
    expect(page.get_by_test_id('watch-link')).to_have_text('?game=chromino&players=3&seed=42')


def test_the_watch_panel_shows_any_game_on_its_own_board(offline_page: Page, voila_url):
    "`?game=kids` deals a bots' game of Kids on the Kids board; the menu switches to another game on its board, its players within its range"
    page = offline_page
    open_lobby(page, voila_url, '?game=kids&players=3&seed=5')
    status = page.get_by_test_id('watch-status')
    expect(status).to_contain_text('the deal of Kids: 3 players, game number 5')
    expect(page.locator('.gl-watch [data-testid=kids][data-ready="1"]')).to_be_visible()
    shown, total = counter(page)
    page.locator('.gl-slider input').fill('7')
    page.locator('.gl-slider input').press('Enter')
    expect(status).to_contain_text(f'Move 7/{total} — player ')
    expect(page.locator('.gl-watch [data-testid=replay]')).to_have_value('7')           # the board's own replay follows
    page.locator('.gl-game select').select_option(label='Les Pigments de Kayaîn')
    expect(page.locator('.gl-watch [data-testid=kayain][data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(status).to_contain_text('the deal of Les Pigments de Kayaîn: 2 players, game number 5')
    expect(page.locator('.gl-players input')).to_have_value('2')
    page.locator('button.gl-next').click()
    expect(status).to_contain_text('Move 1/')
    expect(page.get_by_test_id('watch-link')).to_have_text('?game=kayain&players=2&seed=5')
    expect(page.locator('body')).not_to_contain_text('Traceback')
    page.screenshot(path=str(ROOT/'test-results'/'lobby-watch-kayain.png'), full_page=True)


def test_the_lobby_opens_a_table_for_several_devices(offline_page: Page, voila_url, tables_url):
    page = offline_page
    open_lobby(page, voila_url)
    page.locator('.gl-t-game select').select_option(label='Les Pigments de Kayaîn')
    expect(page.locator('.gl-t-players input')).to_have_value('2')
    page.locator('.gl-t-people input').fill('1')
    page.locator('button.gl-t-open').click()
    expect(page.get_by_test_id('table-links')).to_contain_text('choose a bot for the empty seats')
    page.locator('.gl-t-bots select').select_option(label='greedy bot')
    page.locator('button.gl-t-open').click()
    links = page.get_by_test_id('table-links')
    expect(links).to_contain_text('Player 1 (a person)')
    expect(links).to_contain_text('Watch (projector)')
    seat = links.locator('a').first.get_attribute('href')
    assert seat.startswith(tables_url + '/t/') and '?key=' in seat
    page.screenshot(path=str(ROOT/'test-results'/'lobby-tables.png'), full_page=True)
    # people play to the rules' end: the table the lobby opened has no turn limit (the library's own games keep 100 turns each)
    frames = []
    page.on('websocket', lambda ws: ws.on('framereceived', lambda f: frames.append(f)))
    page.goto(seat)
    expect(page.locator('[data-testid=kayain][data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)
    states = [json.loads(f) for f in frames if isinstance(f, str) and f.startswith('{') and '"state"' in f]
    assert states and all(s['options']['max_turns'] is None for s in states if 'options' in s), [s.get('options') for s in states]


@pytest.mark.parametrize('game', ['kids', 'kayain', 'centrix'])
def test_the_lobby_opens_each_games_board(offline_page: Page, voila_url, game):
    page = offline_page
    open_lobby(page, voila_url)
    page.locator(f'a[href="{game}.ipynb"]').click()
    expect(page.locator(f'[data-testid={game}][data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(page.locator('body')).not_to_contain_text('Traceback')


def test_the_lobby_leads_a_teacher_to_the_class_page(offline_page: Page, voila_url, tables_url):
    page = offline_page
    open_lobby(page, voila_url)
    link = page.get_by_test_id('teach').get_by_role('link', name="open the teacher's page")
    assert link.get_attribute('href') == tables_url + '/class/new'
    page.goto(link.get_attribute('href'))
    expect(page.locator('form')).to_be_visible()


def test_the_lobby_speaks_french_and_its_apps_open_in_the_language_chosen(offline_page: Page, voila_url):
    "One language control for the lobby: `?lang=fr` or the toggle switches every panel, the drawing's letters, and the apps' links"
    page = offline_page
    open_lobby(page, voila_url, '?lang=fr&players=2&seed=3')
    expect(page.locator('h1').first).to_have_text('Jouer, tester et enseigner des jeux de société')
    expect(page.get_by_test_id('watch-status')).to_contain_text('Coup 0/')
    expect(page.get_by_test_id('watch-status')).to_contain_text('2 joueurs, partie n° 3')
    play = page.get_by_role('link', name='jouer', exact=True)
    expect(play).to_have_count(4)
    assert play.first.get_attribute('href') == 'chromino.ipynb?lang=fr'
    expect(page.locator('.gl-t-open')).to_have_text('Ouvrir une table')
    expect(page.get_by_test_id('teach')).to_contain_text('ouvrir la page enseignant')
    assert 'lang=fr' in page.get_by_test_id('teach').get_by_role('link').first.get_attribute('href')
    for english in ('Watch a game', 'Open a table', 'Players', 'against bots'):
        expect(page.locator('body')).not_to_contain_text(english)
    page.locator('.gl-lobby-lang button', has_text='English').click()
    expect(page.get_by_test_id('watch-status')).to_contain_text('Move 0/')
    expect(page.get_by_role('link', name='play', exact=True).first).to_have_attribute('href', 'chromino.ipynb')
    page.locator('.gl-lobby-lang button', has_text='Français').click()
    expect(page.get_by_test_id('watch-status')).to_contain_text('Coup 0/')
    page.get_by_role('link', name='jouer', exact=True).first.click()
    expect(page.locator('[data-testid=chromino][data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(page.locator('.gl-setup')).to_contain_text('Joueurs et places')      # the app opens in French: its panel and its board
    expect(page.locator('.gl-setup-players')).to_contain_text('Joueurs')
    expect(page.get_by_text('Comment jouer :')).to_be_visible()                   # the page's introduction too, in one language
    expect(page.get_by_text('How to play:')).to_be_hidden()
    page.screenshot(path=str(ROOT/'test-results'/'chromino-app-fr.png'), full_page=True)
    page.locator('.gl-setup-lang button', has_text='English').click()
    expect(page.get_by_text('How to play:')).to_be_visible()
    expect(page.get_by_text('Comment jouer :')).to_be_hidden()
    expect(page.locator('.gl-setup-players')).to_contain_text('Players')
    page.goto(voila_url + '/voila/render/lab.ipynb?lang=fr', wait_until='commit', timeout=FIRST_RENDER_MS)
    expect(page.get_by_role('heading', name="Laboratoire de parties d'essai")).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(page.get_by_role('heading', name='Playtest lab')).to_be_hidden(timeout=FIRST_RENDER_MS)   # once the lab's kernel has drawn it
    expect(page.get_by_role('heading', name='Les joueurs aux tables')).to_be_visible()


# ---- what a playtester opening a link sees ---------------------------------------------------------------------
APPS = ['chromino', 'kids', 'kayain', 'centrix']


@pytest.mark.parametrize('game', APPS)
def test_a_link_opens_on_the_board_and_the_options_are_one_click_away(offline_page: Page, voila_url, game):
    """At 1280x800 the board starts in the top half of the screen (the setup panel put it at y≈680 px), and on a phone on the
    first screen; the seats and every rules option wait behind one button"""
    page = offline_page
    page.set_viewport_size({'width': 1280, 'height': 800})
    page.goto(f'{voila_url}/voila/render/{game}.ipynb?seed=3&bots=random&first_player=1&pace=5')
    board = page.locator(f'[data-testid={game}][data-ready="1"]')
    expect(board).to_be_visible(timeout=FIRST_RENDER_MS)
    assert board.bounding_box()['y'] < 400, board.bounding_box()
    rules = page.locator('.gl-setup-more')
    expect(rules).to_be_hidden()
    expect(page.locator('.gl-new-game')).to_be_visible()                     # the essentials stay in view: players, seed, new game
    page.locator('.gl-setup-toggle').click()
    expect(rules).to_be_visible()
    expect(rules).to_contain_text('Players and seats')
    expect(page.get_by_role('heading', name='Rules and keys')).to_be_visible()   # how to play: under the board
    page.set_viewport_size(PHONE)
    page.reload()
    expect(board).to_be_visible(timeout=FIRST_RENDER_MS)
    assert board.bounding_box()['y'] < PHONE['height'], board.bounding_box()


@pytest.mark.parametrize('game', APPS)
def test_on_a_phone_every_app_fits_the_screen_and_the_keyboard_reaches_everything(offline_page: Page, voila_url, game):
    "At 390x844 nothing is wider than the screen (the intro's example link, an option's menu) and Tab reaches every control, options open too"
    page = offline_page
    page.set_viewport_size(PHONE)
    page.goto(f'{voila_url}/voila/render/{game}.ipynb?seed=3&players=2&bots=random&first_player=1&pace=5')
    expect(page.locator(f'[data-testid={game}][data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)
    page.locator('.gl-setup-toggle').click()
    expect(page.locator('.gl-setup-more')).to_be_visible()
    assert off_screen(page) == []
    assert untabbable(page, '.gl-app') == []
    assert overlapping(page, '.gl-app') == []
    assert cut_sideways(page, '.gl-setup') == []
    beside = page.locator('.gl-setup .widget-dropdown').evaluate_all('''(els) => els.filter((e) => e.offsetParent).filter((e) => {
        const l = e.querySelector('.widget-label'), s = e.querySelector('select');     // a menu beside its label is squeezed: its choice reads cut
        return l && l.textContent.trim() && l.getBoundingClientRect().bottom > s.getBoundingClientRect().top + 1; }).map((e) => e.textContent.trim().slice(0, 40))''')
    assert beside == []
    assert broken_names(page) == []
    page.get_by_test_id('lang').first.click()                    # the board's language switch: French's 'Joueur 1' is longer
    expect(page.locator('.gl-chip-name').first).to_contain_text('Joueur')
    assert broken_names(page) == []
    cells = page.evaluate("() => document.getElementById('rendered_cells').scrollHeight")
    page.set_viewport_size({'width': PHONE['width'], 'height': min(cells, 9000)})
    page.screenshot(path=str(ROOT/'test-results'/f'phone-{game}.png'))


def test_on_a_phone_the_lobby_fits_and_its_buttons_keep_their_words(offline_page: Page, voila_url):
    "The watch panel's buttons read « Start, ◀ Prev… (they were cut to «…, ◀…) and nothing leaves the screen"
    page = offline_page
    page.set_viewport_size(PHONE)
    open_lobby(page, voila_url)
    for cls in ('gl-first', 'gl-prev', 'gl-next', 'gl-last', 'gl-new'):
        b = page.locator(f'.{cls} button, button.{cls}').first
        assert b.evaluate('e => e.scrollWidth <= e.clientWidth + 1'), f'{cls} is cut: {b.inner_text()!r}'
    row = page.locator('tr[data-game=kids]')
    cells = [c.bounding_box() for c in row.locator('td').all()]       # the name, the line, the links: one under the other, each the row's width
    assert all(c['width'] >= row.bounding_box()['width'] - 1 for c in cells) and cells[0]['y'] < cells[1]['y'] < cells[2]['y'], cells
    assert off_screen(page) == []
    assert untabbable(page, 'body') == []


def test_the_page_of_any_game_without_one_lists_them_as_links_that_look_like_links(offline_page: Page, voila_url):
    "play.ipynb with no ?game: every game the server knows, named in the reader's language, as an underlined link (not black words); one leads to its app"
    page = offline_page
    page.set_viewport_size(PHONE)
    page.goto(f'{voila_url}/voila/render/play.ipynb?lang=fr')
    links = page.locator('[data-testid=play-games] a')
    expect(links.first).to_be_visible(timeout=FIRST_RENDER_MS)
    assert links.all_inner_texts() == [games_lib.game_info(g).words('fr') for g in games_lib.GAMES]
    looks = links.first.evaluate("e => [getComputedStyle(e).textDecorationLine, getComputedStyle(e).color]")
    assert looks[0] == 'underline' and looks[1] != page.locator('[data-testid=play-games]').evaluate("e => getComputedStyle(e).color"), looks
    links.get_by_text('Kids', exact=True).click()
    expect(page.locator('[data-testid=kids][data-ready="1"]')).to_be_visible(timeout=FIRST_RENDER_MS)
    assert 'lang=fr' in page.url and off_screen(page) == []


def test_the_lobby_speaks_to_players_and_teachers(offline_page: Page, voila_url):
    "What a player or a teacher can do, not how it is built: no rule engines, notebooks, kernels or seeded games"
    page = offline_page
    for q in ('', '?lang=fr'):
        open_lobby(page, voila_url, q)
        text = page.locator('body').inner_text().lower()
        found = [w for w in ('rule engine', 'moteurs de règles', 'notebook', 'kernel', 'noyau', 'seeded', 'make play') if w in text]
        assert found == [], found
