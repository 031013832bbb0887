"""A brand-new game at a shared table, in Debian Chromium, on the board of any game: `higher` (tests/hand_games.py, three
hidden cards each) is registered only for the tests, and the table server learns it the way it learns a designer's
game (GAMES_LIB_IMPORT). Two players on two devices (two browser contexts, one of them a 390 px phone) play a whole
game by clicking the moves Python offers in words; a move written by hand is refused in the rule's words; each device
sees its own hand and no frame it receives ever names a card hidden from its seat."""
from __future__ import annotations
import json, os, re, time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

import games_lib
from games_lib.core import Record
from games_lib.tables.store import Store
from conftest import import_apart, registered
hand_games, HAND = import_apart('hand_games')                         # registered for this module's tests only
CARDS, Higher, public_cards = hand_games.CARDS, hand_games.Higher, hand_games.public_cards
from test_tables import Server

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]
ROOT, TESTS = Path(__file__).resolve().parent.parent, Path(__file__).resolve().parent
SHOTS = ROOT/'test-results'


@pytest.fixture(autouse=True, scope='module')
def _test_games():
    "This module's test-only games are registered while its tests run, and only then"
    with registered(HAND): yield


@pytest.fixture(scope='module')
def server(tmp_path_factory):
    "A table server that imports hand_games (as it would a designer's module), on a free loopback port"
    with pytest.MonkeyPatch.context() as env:                       # the server process inherits these; this one is left as it was
        env.setenv('GAMES_LIB_IMPORT', 'hand_games')
        env.setenv('PYTHONPATH', os.pathsep.join(filter(None, [str(TESTS), str(ROOT), os.environ.get('PYTHONPATH')])))
        s = Server(tmp_path_factory.mktemp('generic')/'tables.db', pace=0.05).start()
    yield s
    s.stop()


def open_seat(browser: Browser, url: str, base: str, width: int):
    "A fresh browser context (another device) `width` pixels wide on `url`; every websocket frame it receives is kept"
    ctx = browser.new_context(viewport={'width': width, 'height': 900})
    page, frames, errors, outside = ctx.new_page(), [], [], []
    page.on('pageerror', lambda e: errors.append(str(e)))
    page.on('websocket', lambda ws: ws.on('framereceived', lambda p: frames.append(p)))
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith((base, base.replace('http', 'ws'))) else (outside.append(r.request.url), r.abort()))
    page.goto(url)
    expect(page.locator('[data-testid=generic][data-ready="1"]')).to_be_visible(timeout=30_000)
    return ctx, page, frames, errors, outside


def my_turn(page: Page) -> bool:
    return page.get_by_test_id('generic').evaluate('e => e.classList.contains("gl-my-turn")')


def test_two_devices_play_a_new_game_on_the_generic_board_and_see_only_their_own_cards(browser: Browser, server):
    seed = 11
    status, t = server.post({'game': 'higher', 'players': 2, 'seed': seed, 'seats': ['human', 'human']})
    assert status == 201, t
    deal = Higher().setup(2, seed)
    seats = [open_seat(browser, s['url'], server.base, w) for s, w in zip(t['seats'], (1100, 390))]
    pages = [s[1] for s in seats]
    first = deal.to_move
    for p, page in enumerate(pages):                                 # each device shows its own hand, never the other's
        text = page.get_by_test_id('text').inner_text()
        assert all(c in text for c in deal.hands[p]) and not any(re.search(rf'\b{c}\b', text) for c in deal.hands[1 - p])
    expect(pages[first].get_by_test_id('status')).to_have_text(f'Player {first + 1}, you lead: play any card.')
    expect(pages[1 - first].get_by_test_id('status')).to_have_text(f'Player {first + 1} to play.')
    expect(pages[first].get_by_test_id('move')).to_have_count(3)
    expect(pages[first].get_by_test_id('move').first).to_contain_text(f'Play {deal.hands[first][0]}')
    expect(pages[1 - first].get_by_test_id('move')).to_have_count(0)
    assert pages[1].evaluate('document.documentElement.scrollWidth') <= 390, 'the phone page scrolls sideways'
    pages[first].screenshot(path=str(SHOTS/'generic-seat-first.png'), full_page=True)

    # a move written by hand that the rules refuse: the leader may not pass; the rule says why, in the page's language
    page = pages[first]
    page.get_by_test_id('other').locator('summary').click()
    page.get_by_test_id('other-move').fill('{"type": "pass"}')
    page.get_by_test_id('try-move').click()
    expect(page.get_by_test_id('feedback')).to_contain_text('You lead: play any card.')
    page.get_by_test_id('lang').click()
    expect(page.get_by_test_id('feedback')).to_contain_text("Vous ouvrez : jouez n'importe quelle carte.")
    expect(page.get_by_test_id('status')).to_contain_text(f'Joueur {first + 1}, vous ouvrez')
    page.screenshot(path=str(SHOTS/'generic-refused-fr.png'), full_page=True)
    page.get_by_test_id('lang').click()
    expect(page.get_by_test_id('generic')).to_have_attribute('data-ply', '0')

    # the whole game by clicks: the player to move clicks the last move offered (a pass when there is one)
    for _ in range(60):
        if pages[0].get_by_test_id('outcome').is_visible(): break
        movers = [pg for pg in pages if my_turn(pg)]
        if not movers: time.sleep(0.05); continue
        pg = movers[0]
        ply = pg.get_by_test_id('generic').get_attribute('data-ply')
        pg.get_by_test_id('move').last.click()
        expect(pg.get_by_test_id('generic')).not_to_have_attribute('data-ply', ply)
    for pg in pages:
        expect(pg.get_by_test_id('outcome')).to_contain_text('A player played their last card.')
        expect(pg.get_by_test_id('outcome')).to_contain_text('Ranking')
        expect(pg.get_by_test_id('log')).to_contain_text('pass')                       # an event with no words: plain words
    expect(pages[1].get_by_test_id('log')).to_contain_text(' played c')                # an event with words
    pages[1].screenshot(path=str(SHOTS/'generic-phone-end.png'), full_page=True)

    # every frame each device received, checked against the position it was about
    row = next(r for r in Store(server.db).tables() if r['id'] == t['table'])
    states = games_lib.replay(Record(game='higher', options={}, seed=seed, n_players=2, moves=row['moves']), game=Higher)
    g, checked = Higher(), 0
    for seat, (ctx, page, frames, errors, outside) in enumerate(seats):
        assert errors == [] and outside == [], (errors, outside)
        for raw in frames:
            f = json.loads(raw)
            if f.get('type') != 'state': continue
            hidden = set(CARDS) - public_cards(g.view(states[f['ply']], seat))
            leaked = [c for c in hidden if re.search(rf'\b{c}\b', raw)]
            assert not leaked, f'seat {seat + 1} received hidden cards {leaked} at ply {f["ply"]}'
            checked += 1
    assert checked >= 2 * len(row['moves'])

    # the designer's data: the refused attempt is kept under its rule
    tries = games_lib.playtests(server.db)
    refused = tries[(tries.table == t['table']) & ~tries.accepted]
    assert refused[['seat', 'ply', 'rule']].values.tolist() == [[first, 0, 'higher.pass.lead']]
    for ctx, *_ in seats: ctx.close()
