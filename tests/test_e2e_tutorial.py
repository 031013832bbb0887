"""End to end: the guided first game of each app in headless Debian Chromium, served by Voilà against the live kernel.

The test plays each tutorial to its end by following its bubbles: it reads the step's words on the page (the tile it names by
its letters, the button it names) and does that on the real board, as a newcomer would; two games in English, two in French.
A wrong move shows the rule's own refusal and the step's hint. The lobby links each game's tutorial from its descriptor."""
from __future__ import annotations
import json, os, re
from pathlib import Path

import pytest
import games_lib
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

ROOT = Path(__file__).resolve().parent.parent
SHOTS = Path(os.environ.get('GAMES_LIB_SHOTS', ROOT/'test-results'))     # screenshots people look at (pytest-playwright empties test-results/ at start)
STEP_MS = 30_000                       # a bot's reply, paced, on a loaded machine
LETTERS = {c['letter'][lang]: code for code, c in json.loads((ROOT/'widgets/src/common/colours.json').read_text()).items()
           for lang in ('en', 'fr') if code != '*'}


def bubble(page: Page):
    return page.get_by_test_id('tutorial')


def wait_step(page: Page, k: int, n: int, lang: str):
    "The bubble says step k of n, and waits for the pupil (the bot's reply is over)"
    b = bubble(page)
    expect(b).to_have_attribute('data-step', str(k), timeout=STEP_MS)
    expect(b).to_contain_text(f'Step {k} of {n}' if lang == 'en' else f'Étape {k} sur {n}')
    expect(b.locator('.gl-tutorial-wait')).to_have_count(0, timeout=STEP_MS)
    return b.get_by_test_id('tutorial-say').inner_text()


def tile_named(words: str) -> str | None:
    "The tile a step names by its letters in brackets, '(BRY)' or '(BViB)' in French, as the code the board keeps ('BPB')"
    m = re.search(r'\(((?:[A-Z][a-z]?){3})\)', words)
    return ''.join(LETTERS[x] for x in re.findall(r'[A-Z][a-z]?', m.group(1))) if m else None


# ---- Chromino ------------------------------------------------------------------------------------------------------


def chromino_do(page: Page, words: str, lang: str):
    "Do what a Chromino step asks: press Draw, or pick the tile it names (unless picked already) and click its green place"
    if re.search(r'Click Draw|Cliquez sur Piocher', words):
        page.get_by_test_id('draw').click()
        return
    tile = tile_named(words)
    assert tile, words
    rack = page.get_by_test_id('rack-tile').and_(page.locator(f'[data-tile="{tile}"]'))
    if rack.get_attribute('aria-pressed') != 'true': rack.click()
    page.get_by_test_id('target').first.click()


@pytest.mark.parametrize('lang', ['en'])
def test_chromino_tutorial_to_its_end(board_app, lang):
    page = board_app('chromino', height=1400)(f'?tutorial=1&lang={lang}')
    ply = lambda: int(page.get_by_test_id('chromino').get_attribute('data-ply'))
    for k in range(1, 6):
        words = wait_step(page, k, 5, lang)
        before = ply()
        chromino_do(page, words, lang)
        expect(page.get_by_test_id('chromino')).not_to_have_attribute('data-ply', str(before), timeout=STEP_MS)
    b = bubble(page)
    expect(b).to_have_attribute('data-done', '1', timeout=STEP_MS)
    expect(b).to_contain_text('finish it' if lang == 'en' else 'finissez-la')
    page.screenshot(path=str(SHOTS/f'tutorial-chromino-{lang}-done.png'), full_page=True)
    # a normal game from here: the bot replies, then every tile that fits has its places again
    expect(page.get_by_test_id('status')).to_contain_text('your turn' if lang == 'en' else 'à vous', timeout=STEP_MS)
    b.get_by_test_id('tutorial-close').click()
    expect(b).to_be_hidden()


def test_chromino_wrong_move_shows_the_rule_and_the_hint(board_app):
    page = board_app('chromino', height=1400)('?tutorial=1')
    words = wait_step(page, 1, 5, 'en')
    page.get_by_test_id('rack-tile').and_(page.locator(f'[data-tile="{tile_named(words)}"]')).click()
    expect(page.get_by_test_id('target')).to_have_count(1)             # the step's one move is highlighted
    box = page.get_by_test_id('board').bounding_box()
    page.mouse.click(box['x'] + 40, box['y'] + box['height'] - 40)      # far from the table
    expect(page.get_by_test_id('feedback')).to_contain_text('at least two square sides')
    b = bubble(page)
    expect(b.get_by_test_id('tutorial-refused')).to_contain_text('at least two square sides')
    expect(b.get_by_test_id('tutorial-hint')).to_contain_text('Click blue-red-yellow (BRY) in your rack')
    expect(b).to_have_attribute('data-step', '1')
    page.screenshot(path=str(SHOTS/'tutorial-chromino-wrong.png'), full_page=True)
    page.get_by_test_id('lang').click()                                 # the bubble speaks the page's language
    expect(b.get_by_test_id('tutorial-hint')).to_contain_text('Indice : Cliquez sur bleu-rouge-jaune (BRJ)')


# ---- Les Pigments de Kayaîn ------------------------------------------------------------------------------------------

KAYAIN_COLOURS = {'yellow': 'yellow', 'jaune': 'yellow', 'magenta': 'magenta', 'cyan': 'cyan', 'black': 'black', 'noir': 'black',
                  'white': 'white', 'blanc': 'white'}


def kayain_do(page: Page, words: str):
    "Do what a Kayaîn step asks: lay a card on a palette's side announcing it, collect a palette, draw a base colour, declare a painting"
    lay = re.search(r'(?:Lay your|Posez votre carte) (\w+)(?: card)? (?:on|sur la) palette (\d)', words)
    if lay:
        colour, i = KAYAIN_COLOURS[lay.group(1)], int(lay.group(2)) - 1
        side = 1 if re.search(r"on the bot's side|du côté du bot", words) else 0
        page.get_by_test_id('hand-card').and_(page.locator(f'[data-colour="{colour}"]')).click()
        page.get_by_test_id(f'slot-{i}-{side}').click()
        page.get_by_test_id(f'announce-{colour}').click()
        return
    if m := re.search(r'(?:collect|ramassez la) palette (\d)', words):
        page.get_by_test_id(f'collect-{int(m.group(1)) - 1}').click()
    elif m := re.search(r'(?:Draw|Piochez) (\w+)\.', words):
        page.get_by_test_id(f'pile-{KAYAIN_COLOURS[m.group(1)]}').click()
    elif m := re.search(r'\. ([^.:]+?) (?:needs|demande) ', words):
        page.get_by_test_id('painting').filter(has_text=m.group(1)).locator('.kdeclare').click()
    else: raise AssertionError(f'no move read in {words!r}')


def test_kayain_tutorial_to_its_end_in_french(board_app):
    page = board_app('kayain', height=1600)('?tutorial=1&lang=fr')
    for k in range(1, 6):
        words = wait_step(page, k, 5, 'fr')
        before = page.get_by_test_id('kayain').get_attribute('data-ply')
        kayain_do(page, words)
        expect(page.get_by_test_id('kayain')).not_to_have_attribute('data-ply', before, timeout=STEP_MS)
    b = bubble(page)
    expect(b).to_have_attribute('data-done', '1', timeout=STEP_MS)
    expect(b).to_contain_text('finissez-la')
    expect(page.get_by_test_id('completed-0')).to_contain_text('1')      # Les Oranges, completed
    page.screenshot(path=str(SHOTS/'tutorial-kayain-fr-done.png'), full_page=True)
    expect(page.get_by_test_id('status')).to_contain_text('à vous', timeout=STEP_MS)


# ---- Centrix ---------------------------------------------------------------------------------------------------------

CENTRIX_COLOURS = {'red': 'R', 'orange': 'O', 'yellow': 'Y', 'green': 'G', 'blue': 'B', 'white': 'W'}


def centrix_do(page: Page, words: str):
    "Do what a Centrix step asks: end the turn, or choose the card it names, turn the ring it names, then a pawn and the square it names"
    settled = lambda: expect(page.get_by_test_id('centrix')).not_to_have_attribute('data-animating', '1', timeout=10_000)
    settled()
    if re.search(r'End your turn now', words):
        page.get_by_test_id('end-turn').click()
        return
    named = re.search(r'Choose (red|orange|yellow|green|blue|white) (\d)', words)
    card = f'{CENTRIX_COLOURS[named.group(1)]}{named.group(2)}' if named else 'ANY' if 'any-colour wild' in words else None
    assert card, words
    page.locator(f'[data-testid=card][data-card="{card}"]').click()
    if turn := re.search(r'turn ring (\d) one square (counter-clockwise|clockwise)', words):
        page.get_by_test_id(f'ring-{turn.group(1)}').click()
        page.get_by_test_id('ccw' if turn.group(2) == 'counter-clockwise' else 'cw').click()
        settled()
    page.locator('[data-testid=board] [data-testid=pawn].cx-movable').first.click()
    ring, hour = re.findall(r"ring (\d) at (\d+) o'clock", words)[-1]      # the square the pawn goes to is named last
    page.locator(f'[data-testid=target][data-to="[{ring},{hour}]"]').click()


def test_centrix_tutorial_to_its_end(board_app):
    page = board_app('centrix', height=1500)('?tutorial=1')
    for k in range(1, 6):
        words = wait_step(page, k, 5, 'en')
        before = page.get_by_test_id('centrix').get_attribute('data-ply')
        centrix_do(page, words)
        expect(page.get_by_test_id('centrix')).not_to_have_attribute('data-ply', before, timeout=STEP_MS)
    b = bubble(page)
    expect(b).to_have_attribute('data-done', '1', timeout=STEP_MS)
    expect(b).to_contain_text('finish it')
    expect(page.locator('[data-testid=board] [data-pawn="0-0"]')).to_have_attribute('data-at', '[3,1]')
    page.screenshot(path=str(SHOTS/'tutorial-centrix-en-done.png'), full_page=True)
    page.get_by_test_id('end-turn').click()                           # a normal game: the pupil ends the turn, the bot plays
    expect(page.get_by_test_id('status')).to_contain_text('your turn', timeout=STEP_MS)


# ---- Kids ------------------------------------------------------------------------------------------------------------


def kids_do(page: Page, words: str):
    "Do what a Kids step asks (its French words): flip the place it names, grab the place it names in the window, draw, or roll"
    words = words.replace('\u00a0', ' ')                             # French's no-break spaces read as spaces
    if m := re.search(r'retournez la place (\d)', words):
        page.locator(f'[data-testid=slot][data-slot="{int(m.group(1)) - 1}"]').click()
        page.get_by_test_id('flip').click()
    elif m := re.search(r'à la place (\d) : emparez-vous-en', words):
        page.get_by_test_id('window-grab-0').click()
        page.locator(f'[data-testid=slot][data-slot="{int(m.group(1)) - 1}"]').click()
        page.get_by_test_id('window-send-0').click()
    elif 'Dites « nouvelle carte »' in words:
        page.get_by_test_id('draw').click()
    elif re.search(r'lancez', words):
        page.get_by_test_id('roll').click()
    else: raise AssertionError(f'no move read in {words!r}')


def test_kids_tutorial_to_its_end_in_french(board_app):
    page = board_app('kids', height=1400)('?tutorial=1&lang=fr')
    for k in range(1, 6):
        words = wait_step(page, k, 5, 'fr')
        if k == 3:          # the bot's window waits for the pupil: no time limit, and the bot does not play meanwhile
            expect(page.get_by_test_id('window-0')).to_be_visible()
            ply = page.get_by_test_id('kids').get_attribute('data-ply')
            page.wait_for_timeout(2_500)
            expect(page.get_by_test_id('kids')).to_have_attribute('data-ply', ply)
            page.screenshot(path=str(SHOTS/'tutorial-kids-fr-grab.png'), full_page=True)
        before = page.get_by_test_id('kids').get_attribute('data-ply')
        kids_do(page, words)
        expect(bubble(page)).to_have_attribute(*(('data-step', str(k + 1)) if k < 5 else ('data-done', '1')), timeout=STEP_MS)
    b = bubble(page)
    expect(b).to_have_attribute('data-done', '1', timeout=STEP_MS)
    expect(b).to_contain_text('finissez-la')
    expect(page.get_by_test_id('pile-0')).to_contain_text('1')           # the yellow card grabbed at step 3
    page.screenshot(path=str(SHOTS/'tutorial-kids-fr-done.png'), full_page=True)


# ---- Every game: the lobby's links, a phone, the keyboard ------------------------------------------------------------


def taught_games() -> list[str]:
    "The games whose boards register a guided first game (read from the registry, as the lobby does)"
    from games_lib.widgets.board import tutorial_for
    return [g for g in games_lib.INFO if tutorial_for(g) is not None]


def test_the_lobby_links_every_tutorial_in_its_language(offline_page, voila_url):
    page = offline_page
    page.goto(f'{voila_url}/voila/render/index.ipynb?lang=fr')
    expect(page.get_by_test_id('board').locator('svg')).to_be_visible(timeout=60_000)
    games = taught_games()
    assert {'chromino', 'kids', 'kayain', 'centrix'} <= set(games)
    for g in games:
        link = page.get_by_test_id(f'learn-{g}')
        expect(link).to_have_text('apprendre à jouer')
        assert link.get_attribute('href').endswith('?tutorial=1&lang=fr'), link.get_attribute('href')
    page.get_by_test_id('learn-kayain').click()
    expect(page.locator('[data-testid=kayain][data-ready="1"]')).to_be_visible(timeout=60_000)
    expect(bubble(page)).to_contain_text('Étape 1 sur 5')


@pytest.mark.parametrize('game', ['chromino', 'kids', 'kayain', 'centrix'])
def test_the_bubble_fits_a_phone_and_the_keyboard_reaches_it(board_app, game):
    page = board_app(game, height=844)('?tutorial=1&lang=fr')
    page.set_viewport_size({'width': 390, 'height': 844})
    b = bubble(page)
    expect(b).to_be_visible()
    expect(b.locator('[aria-live=polite]')).to_contain_text('Étape 1 sur 5')
    from games_lib.widgets.board import tutorial_for
    expect(page.get_by_role('heading', level=1)).to_have_text(tutorial_for(game).title['fr'])   # the page is called what it teaches, not "partie d'essai"
    box = b.bounding_box()
    assert box['x'] >= 0 and box['x'] + box['width'] <= 390, box
    assert page.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1", b.element_handle())      # its words wrap: nothing sticks out
    page.locator('body').click(position={'x': 1, 'y': 1})
    for _ in range(80):                                                 # Tab from the top of the page reaches the bubble
        page.keyboard.press('Tab')
        if page.evaluate("() => document.activeElement?.dataset?.testid") == 'tutorial': break
    else: raise AssertionError('the keyboard never reached the bubble')
    page.screenshot(path=str(SHOTS/f'tutorial-{game}-phone.png'))


def test_an_app_offers_its_guided_game_to_a_newcomer(board_app):
    page = board_app('kids', height=1200)('?players=3')
    expect(bubble(page)).to_be_hidden()                                  # a normal game: no bubble
    page.get_by_role('link', name='Play a guided first game').click()
    expect(page.locator('[data-testid=kids][data-ready="1"]')).to_be_visible(timeout=60_000)
    expect(bubble(page)).to_contain_text('Step 1 of 5')
    expect(page.get_by_test_id('seats')).to_contain_text('memory (child)')


# ---- A game of one's own ---------------------------------------------------------------------------------------------


def test_a_game_of_ones_own_declares_a_tutorial():
    """A designer's game (tests/plugin_games: tic-tac-toe, no board of its own) registers a tutorial as the library's games do:
    the registry finds it (the lobby's link), its script is checked, and the app of any game deals it on the board of any game.
    (No browser: Voilà's kernels here do not import the designer's module; the bubble of the generic board is in vitest.)"""
    from conftest import import_apart, registered
    from games_lib.widgets.app import PlaytestApp
    from games_lib.widgets.board import Step, Tutorial, board_for, check_tutorial, register_tutorial, tutorial_for, TUTORIALS
    _, entries = import_apart('plugin_games')
    with registered(entries):
        w = lambda en, fr: {'en': en, 'fr': fr}
        tut = Tutorial(title=w('Learn tic-tac-toe', 'Apprendre le morpion'), seed=1, seats=['human', 'random'], end=w('Finish the game!', 'Finissez la partie !'),
                       steps=[Step(say=w('Take the middle square.', 'Prenez la case du milieu.'), hint=w('Square 5.', 'La case 5.'), moves=[{'type': 'mark', 'square': 4}]),
                              Step(say=w('A square is marked once. Take the top left corner.', 'Une case ne se marque qu\'une fois. Prenez le coin en haut à gauche.'),
                                   hint=w('Square 1.', 'La case 1.'), moves=[{'type': 'mark', 'square': 0}],
                                   wrong={'type': 'mark', 'square': 4}, rule='tictactoe.mark.taken')])
        assert tutorial_for('tictactoe') is None
        try:
            register_tutorial('tictactoe', tut)
            assert tutorial_for('tictactoe') is tut
            assert check_tutorial(board_for('tictactoe'), lang='fr') == [(1, None, None), (2, 'tictactoe.mark.taken', 'La case 5 est déjà prise.')]
            app = PlaytestApp(board_for('tictactoe'), 'tutorial=1&lang=fr', pace=0, link={'game': 'tictactoe'})
            assert (app.board.tutorial['step'], app.board.tutorial['say']['fr'], app.board.legal) == (1, 'Prenez la case du milieu.', [{'type': 'mark', 'square': 4}])
            assert '?game=tictactoe&amp;tutorial=1&amp;lang=fr' in app.share.value
        finally:
            TUTORIALS.pop('tictactoe', None)
