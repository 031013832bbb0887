"""End to end: the Chromino playtest app in headless Debian Chromium, served by Voilà, against the live kernel.

Every test also fails on an uncaught page error, and the page may only talk to loopback (`offline_page`)."""
from __future__ import annotations
import json, re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import games_lib
from games_lib.chromino import TILES, canon

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parent.parent
FIRST_RENDER_MS = 60_000


@pytest.fixture
def app(board_app):
    "Open the app with a query (conftest's board_app: every websocket frame kept, uncaught page errors fail the test)"
    return board_app('chromino', height=1400)


def n_tiles(page) -> int: return page.get_by_test_id('board').locator('g.tile').count()
def ply(page) -> int: return int(page.get_by_test_id('chromino').get_attribute('data-ply'))


def choose_playable_tile(page):
    "Click the first rack tile that has a listed place (the rack badge says how many)"
    tiles = page.get_by_test_id('rack-tile')
    for i in range(tiles.count()):
        if 'no place' not in tiles.nth(i).inner_text():
            tiles.nth(i).click()
            expect(page.get_by_test_id('target').first).to_be_visible()
            return tiles.nth(i).get_attribute('data-tile')
    raise AssertionError('no playable tile in the rack')


def test_place_a_tile_by_clicking_and_the_bot_replies(app):
    page = app('?players=2&seed=5&bots=random&first_player=1')
    status = page.get_by_test_id('status')
    expect(status).to_contain_text('Player 1, your turn')
    expect(page.get_by_test_id('seed')).to_be_hidden()      # the seed deals every hand again: no chip while the game is on
    assert n_tiles(page) == 1 and ply(page) == 0
    expect(page.get_by_test_id('draw')).to_be_disabled()       # a tile fits: no drawing

    tile = choose_playable_tile(page)
    target = page.get_by_test_id('target').first
    cells = json.loads(target.get_attribute('data-cells'))
    target.click()
    # our tile is on the table at once, where we clicked, then the bot (pace 0.6 s) replies
    expect(page.get_by_test_id('board').locator(f'g.tile[data-order="1"][data-tile="{tile}"]')).to_be_visible()
    expect(page.get_by_test_id('rack-tile').locator(f'[data-tile="{tile}"]')).to_have_count(0)
    expect(page.get_by_test_id('seat-1')).to_have_class(re.compile('gl-active'))
    expect(status).to_contain_text('Player 1, your turn', timeout=15_000)
    assert ply(page) == 2
    expect(page.get_by_test_id('log')).to_contain_text(re.compile(r'Player 2 (laid|drew|passed)'))
    # the tile we laid covers the cells of the target we clicked (40 SVG units a square)
    first_square = page.get_by_test_id('board').locator('g.tile[data-order="1"] rect').first
    assert (float(first_square.get_attribute('x')), float(first_square.get_attribute('y'))) == (cells[0][0] * 40, cells[0][1] * 40)
    page.screenshot(path=str(ROOT/'test-results'/'chromino-played.png'), full_page=True)


def test_an_illegal_placement_shows_the_rule_in_both_languages(app):
    page = app('?players=2&seed=5&bots=random&first_player=1')
    choose_playable_tile(page)
    box = page.get_by_test_id('board').bounding_box()
    page.mouse.click(box['x'] + 40, box['y'] + box['height'] - 40)         # far from the table
    feedback = page.get_by_test_id('feedback')
    expect(feedback).to_be_visible()
    expect(feedback).to_contain_text('at least two square sides')
    assert ply(page) == 0 and n_tiles(page) == 1
    page.get_by_test_id('lang').click()
    expect(feedback).to_contain_text('au moins deux carrés')
    expect(page.get_by_test_id('status')).to_contain_text('Joueur 1, à vous')
    # next to the table along one square side only: the offending contact is highlighted
    page.get_by_test_id('lang').click()
    page.get_by_test_id('colorblind').click()
    expect(page.get_by_test_id('board').locator('.gl-letter').first).to_be_visible()
    page.screenshot(path=str(ROOT/'test-results'/'chromino-illegal.png'), full_page=True)


def test_hot_seat_hides_the_next_hand_behind_a_hand_over_screen(app):
    page = app('?seats=human,human&seed=3&first_player=1')
    handover = page.get_by_test_id('handover')
    expect(handover).to_be_visible()
    expect(handover).to_contain_text('Pass the device to Player 1')
    expect(page.get_by_test_id('rack-tile')).to_have_count(0)
    page.screenshot(path=str(ROOT/'test-results'/'chromino-handover.png'), full_page=True)

    page.get_by_test_id('take-seat').click()
    expect(handover).to_be_hidden()
    expect(page.get_by_test_id('rack-tile')).to_have_count(8)
    choose_playable_tile(page)
    page.get_by_test_id('target').first.click()
    expect(handover).to_be_visible()
    expect(handover).to_contain_text('Pass the device to Player 2')
    expect(page.get_by_test_id('rack-tile')).to_have_count(0)
    # player 1 still holds the device: they may take the move back before passing it
    page.get_by_test_id('handover-undo').click()
    expect(handover).to_be_hidden()
    expect(page.get_by_test_id('rack-tile')).to_have_count(8)
    assert ply(page) == 0 and n_tiles(page) == 1
    choose_playable_tile(page)
    page.get_by_test_id('target').first.click()
    expect(handover).to_contain_text('Pass the device to Player 2')
    page.get_by_test_id('take-seat').click()
    expect(page.get_by_test_id('rack-tile')).to_have_count(8)
    expect(page.get_by_test_id('status')).to_contain_text('Player 2, your turn')


def test_the_page_never_receives_another_players_tiles(app):
    "Everything the kernel sent over the websocket, scanned for tiles that were hidden from seat 0"
    page = app('?players=3&seed=8&bots=random,random&first_player=1')
    g = games_lib.load('chromino', first_player=0)
    mine = set(g.setup(n_players=3, seed=8).hands[0])
    for _ in range(2):                                            # two turns of ours, with the bots' replies
        choose_playable_tile(page)
        before = ply(page)
        page.get_by_test_id('target').first.click()
        expect(page.get_by_test_id('chromino')).not_to_have_attribute('data-ply', str(before))
        expect(page.get_by_test_id('status')).to_contain_text('Player 1, your turn', timeout=20_000)
    seen = set(page.get_by_test_id('board').locator('g.tile').evaluate_all('els => els.map(e => e.dataset.tile)'))
    seen |= set(page.get_by_test_id('rack-tile').evaluate_all('els => els.map(e => e.dataset.tile)'))
    seen |= set(re.findall(r'\b([RYGBP*]{3})\b', page.get_by_test_id('log').inner_text()))   # public reveals, if any
    hidden = {canon(t) for t in TILES} - {canon(t) for t in mine | seen}
    assert len(hidden) > 50
    text = ''.join(f if isinstance(f, str) else f.decode('utf-8', 'replace') for f in app.frames)
    text = re.sub(r'"_esm":\s*"(?:[^"\\]|\\.)*"', '', text)    # the front-end code itself
    assert '"view"' in text and '"legal"' in text, 'the scan must see the synced traits'
    leaks = sorted(t for t in hidden if f'"{t}"' in text or f'"{t[::-1]}"' in text)
    assert leaks == [], f'hidden tiles reached the page: {leaks}'


def test_bad_parameters_get_a_clear_message_and_a_game(app):
    page = app('?players=ten&scoring=lots&bots=skynet&first_player=1')    # no seed: a random deal, but the person starts
    errors = page.get_by_test_id('setup-errors')
    expect(errors).to_contain_text("players='ten' is not valid")
    expect(errors).to_contain_text('skynet')
    expect(page.locator('body')).not_to_contain_text('Traceback')
    expect(page.get_by_test_id('board').locator('g.tile')).to_have_count(1)


def test_share_link_reproduces_the_setup(app):
    page = app('?players=3&seed=42&bots=random,random&scoring=expert')
    share = page.get_by_test_id('share').locator('a')
    href = share.get_attribute('href')
    assert 'seed=42' in href and 'scoring=expert' in href and 'seats=human,random,random' in href
    expect(page.get_by_test_id('score-0')).to_have_text('0 pts')
    page.screenshot(path=str(ROOT/'test-results'/'chromino-app.png'), full_page=True)


def test_the_lobby_links_to_the_app(offline_page: Page, voila_url):
    page = offline_page
    page.goto(voila_url + '/voila/render/index.ipynb')
    link = page.get_by_role('link', name='play', exact=True).first
    expect(link).to_have_attribute('href', re.compile(r'chromino\.ipynb$'))
    link.click()
    expect(page.locator('[data-testid=chromino][data-ready="1"]')).to_be_visible(timeout=60_000)


def test_keyboard_and_screen_reader_reach_the_board(app):
    "Tab first reaches the skip link past the setup panel; each move is narrated; the table exists as text; bots explain"
    page = app('?players=2&seed=5&bots=greedy&first_player=1')
    page.locator('body').click(position={'x': 1, 'y': 1})
    skip = page.get_by_test_id('skip')
    page.keyboard.press('Tab')                                       # the page's "back to the lobby" link comes first
    if not skip.evaluate('e => e === document.activeElement'): page.keyboard.press('Tab')
    expect(skip).to_be_focused()
    expect(skip).to_have_text('Skip to the board')
    page.keyboard.press('Enter')
    expect(page.get_by_test_id('chromino')).to_be_focused()
    page.keyboard.press('1')                                         # the keys work from there
    expect(page.get_by_test_id('rack-tile').first).to_have_attribute('aria-pressed', 'true')

    narration = page.get_by_test_id('narration')
    expect(narration).to_have_attribute('aria-live', 'polite')
    expect(narration).to_contain_text('plays first')
    choose_playable_tile(page)
    page.get_by_test_id('target').first.click()
    expect(page.get_by_test_id('status')).to_contain_text('Player 1, your turn', timeout=20_000)
    expect(narration).to_contain_text('Player 2')                    # the bot's reply, read out
    why = page.get_by_test_id('why')
    expect(why).to_contain_text('Why this move')
    expect(why).to_contain_text('Player 2 (greedy) played')
    # what the panel names is on the table or in my rack: the bot's other tiles stay hidden
    named = set(re.findall(r'\b([RYGBP*]{3})\b', why.inner_text()))
    public = set(page.get_by_test_id('board').locator('g.tile').evaluate_all('els => els.map(e => e.dataset.tile)'))
    public |= set(page.get_by_test_id('rack-tile').evaluate_all('els => els.map(e => e.dataset.tile)'))
    assert named and {canon(t) for t in named} <= {canon(t) for t in public}, (named, public)

    form = page.get_by_test_id('text-form')
    form.locator('summary').click()
    expect(form).to_contain_text('On the table (3 tiles')
    expect(form).to_contain_text('Your tiles')
    page.get_by_test_id('lang').click()
    expect(form).to_contain_text('Sur la table (3 tuiles')
    expect(why).to_contain_text('Pourquoi ce coup')


def test_a_replay_shows_no_hand(app):
    page = app('?players=2&seed=5&bots=random&first_player=1')
    choose_playable_tile(page)
    page.get_by_test_id('target').first.click()
    expect(page.get_by_test_id('status')).to_contain_text('Player 1, your turn', timeout=20_000)
    expect(page.get_by_test_id('rack-tile')).to_have_count(7)
    page.get_by_test_id('replay').fill('0')
    expect(page.get_by_test_id('status')).to_contain_text('Replay')
    expect(page.get_by_test_id('hand')).to_be_hidden()
    page.get_by_test_id('live').click()
    expect(page.get_by_test_id('rack-tile')).to_have_count(7)


@pytest.mark.parametrize('width,height', [(390, 844), (1280, 900)])
def test_fingers_fit_on_a_phone_and_the_log_waits_below(app, width, height):
    page = app('?players=2&seed=5&bots=random&first_player=1')
    page.set_viewport_size({'width': width, 'height': height})
    page.get_by_test_id('fit').click()
    choose_playable_tile(page)
    box = page.get_by_test_id('target').first.bounding_box()
    assert min(box['width'], box['height']) >= 28, f'a target of {box} is too small for a finger'
    buttons = page.locator('[data-testid=chromino] .gl-actions button')
    assert all(buttons.nth(i).bounding_box()['height'] >= (44 if width < 600 else 28) for i in range(buttons.count()))
    board, rack, log = (page.get_by_test_id(k).bounding_box() for k in ('board', 'hand', 'log'))
    if width < 600: assert log['y'] >= rack['y'] + rack['height'], 'on a phone the event log comes after the rack'
    else: assert log['x'] >= board['x'] + board['width'] - 1, 'on a desktop the log sits beside the board'
    page.screenshot(path=str(ROOT/'test-results'/f'chromino-{width}.png'), full_page=True)


def test_the_seed_is_kept_from_the_screen_until_the_game_is_over(app):
    "No seed given: a deal nobody knows, neither on the board nor in the share link; bots alone finish at once, then both show it"
    page = app('?players=2')
    expect(page.get_by_test_id('status')).to_contain_text('Player 1')
    expect(page.get_by_test_id('seed')).to_be_hidden()
    assert 'seed=' not in page.get_by_test_id('share').locator('a').get_attribute('href')
    page = app('?seats=random,random&seed=77&pace=0')   # the bots play at once
    expect(page.get_by_test_id('outcome')).to_be_visible(timeout=FIRST_RENDER_MS)
    expect(page.get_by_test_id('seed')).to_have_text('Seed 77')


def test_a_refusal_is_said_where_the_eyes_are(app):
    """At 1280x800 with the rack in view, a refused placement's message is on the screen (it sat above the board, at
    y=-75 px, while the player looked at the rack and the table)"""
    page = app('?players=2&seed=5&bots=random&first_player=1')
    page.set_viewport_size({'width': 1280, 'height': 800})
    page.get_by_test_id('hand').scroll_into_view_if_needed()
    choose_playable_tile(page)
    box = page.get_by_test_id('board').bounding_box()
    page.mouse.click(box['x'] + 40, min(box['y'] + box['height'], 800) - 40)     # on the table, far from its tiles
    feedback = page.get_by_test_id('feedback')
    expect(feedback).to_contain_text('at least two square sides')
    f, rack = feedback.bounding_box(), page.get_by_test_id('hand').bounding_box()
    assert 0 <= f['y'] and f['y'] + f['height'] <= 800, f'the refusal is off the screen: {f}'
    assert rack['y'] < 800, f'the rack left the screen: {rack}'
    page.screenshot(path=str(ROOT/'test-results'/'chromino-refusal-in-view.png'))


def test_why_this_move_tells_turned_tiles_apart_and_says_what_a_score_is(app):
    "A greedy bot weighs one tile on one square turned several ways: each line names how the tile lies; the scores are explained"
    page = app('?players=2&seed=5&bots=greedy&first_player=2&pace=0')
    why = page.get_by_test_id('why')
    expect(why).to_contain_text('Player 2 (greedy) played', timeout=20_000)
    lines = why.locator('.gl-why-list li').all_inner_texts()
    moves = [re.sub(r' \(score [^)]*\)$', '', x) for x in lines]
    assert len(moves) == len(set(moves)), f'two candidates read alike: {lines}'
    assert all(re.search(r', (lying|standing)', m) for m in moves if m.startswith('lay')), lines
    assert not any(re.search(r'\d\.\d\d?0\b', x) for x in lines), f'a score written with a trailing zero: {lines}'
    expect(page.get_by_test_id('why-note-score')).to_contain_text('Score: how the greedy bot rates a move')
