"""Shared tables in Debian Chromium: two players on two devices (two browser contexts) and a watcher play a whole
Chromino game through a real table server and SQLite file; no frame a seat receives ever holds a tile it may not see."""
from __future__ import annotations
import json, re, time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, TimeoutError as PlaywrightTimeout

import games_lib
from games_lib.chromino import canon
from games_lib.core import Record
from games_lib.tables.store import Store
from games_lib.widgets.chromino_table import public_tiles
from test_tables import Server

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db', pace=0.05).start()
    yield s
    s.stop()


def open_seat(browser: Browser, url: str, base: str):
    "A fresh browser context (another device) on `url`; every websocket frame it receives is kept"
    ctx = browser.new_context(viewport={'width': 1100, 'height': 1000})
    page, frames, errors, outside = ctx.new_page(), [], [], []
    page.on('pageerror', lambda e: errors.append(str(e)))
    page.on('console', lambda m: errors.append(m.text) if m.type == 'error' and 'Content Security Policy' in m.text else None)   # no script the page's policy refuses
    page.on('websocket', lambda ws: ws.on('framereceived', lambda p: frames.append(p)))
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith((base, base.replace('http', 'ws'))) else (outside.append(r.request.url), r.abort()))
    page.goto(url)
    expect(page.locator('[data-testid=chromino][data-ready="1"]')).to_be_visible(timeout=30_000)
    return ctx, page, frames, errors, outside


def _click_a_target(page: Page) -> bool:
    "Click a highlighted place that no other place covers (on a phone, places of one tile shifted by a square overlap)"
    targets = page.get_by_test_id('target')
    for k in range(targets.count()):
        try: targets.nth(k).click(timeout=3_000); return True
        except PlaywrightTimeout: continue
    return False


def play_one(page: Page):
    "One action of the seat to move, by clicks: lay a tile that has a place, else draw, else pass"
    ply = page.get_by_test_id('chromino').get_attribute('data-ply')
    tiles = page.locator('[data-testid=rack-tile]:not([disabled])')
    for i in range(tiles.count()):
        if 'no place' not in tiles.nth(i).inner_text():
            tiles.nth(i).click()
            if _click_a_target(page): break
    else:
        if page.get_by_test_id('draw').is_enabled(): page.get_by_test_id('draw').click()
        else: page.get_by_test_id('pass').click()
    expect(page.get_by_test_id('chromino')).not_to_have_attribute('data-ply', ply, timeout=10_000)


def test_two_devices_and_a_watcher_play_a_whole_game_and_see_only_their_own_tiles(browser: Browser, server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 21, 'options': {'first_player': 0}})
    seats = [open_seat(browser, s['url'], server.base) for s in t['seats']]
    watch = open_seat(browser, t['watch']['url'], server.base)
    pages = [s[1] for s in seats]
    expect(pages[0].get_by_test_id('status')).to_contain_text('Player 1, your turn')
    expect(pages[1].get_by_test_id('status')).to_contain_text("Player 1 to play")
    expect(pages[1].get_by_test_id('rack-tile')).to_have_count(8)            # my own tiles, face up

    # two deliberate mistakes of player 1: a tile far from the table, twice (the playtest data counts them)
    pages[0].locator('[data-testid=rack-tile]:not([disabled])').first.click()
    box = pages[0].get_by_test_id('board').bounding_box()
    for dx in (40, 80):
        pages[0].mouse.click(box['x'] + dx, box['y'] + box['height'] - 40)
        expect(pages[0].get_by_test_id('feedback')).to_contain_text('at least two square sides')
        pages[0].get_by_test_id('feedback').locator('button').click()

    reloaded = False
    for _ in range(300):
        out = pages[0].get_by_test_id('outcome')
        if out.is_visible(): break
        p = 0 if pages[0].get_by_test_id('chromino').evaluate('e => e.classList.contains("gl-my-turn")') else 1
        if not pages[p].get_by_test_id('chromino').evaluate('e => e.classList.contains("gl-my-turn")'):
            time.sleep(0.05); continue
        play_one(pages[p])
        ply = int(pages[p].get_by_test_id('chromino').get_attribute('data-ply'))
        if ply >= 6 and not reloaded:                                        # a reload mid-game rejoins, nothing lost
            pages[1].reload()
            expect(pages[1].locator(f'[data-testid=chromino][data-ply="{ply}"]')).to_be_visible(timeout=30_000)
            reloaded = True
    expect(pages[0].get_by_test_id('outcome')).to_be_visible()
    for page in (*pages, watch[1]): expect(page.get_by_test_id('outcome')).to_contain_text('Ranking')
    assert reloaded
    pages[0].screenshot(path=str(ROOT/'test-results'/'table-seat1-end.png'), full_page=True)
    watch[1].screenshot(path=str(ROOT/'test-results'/'table-watch-end.png'), full_page=True)

    # every frame each page received, checked against the position it was about
    row = Store(server.db).tables()[0]
    g = games_lib.load('chromino', **row['options'])
    states = games_lib.replay(Record(game='chromino', options=row['options'], seed=row['seed'], n_players=2, moves=row['moves']))
    assert g.outcome(states[-1]) is not None and len(states) == len(row['moves']) + 1
    checked = 0
    for seat, (ctx, page, frames, errors, outside) in [(0, seats[0]), (1, seats[1]), (None, watch)]:
        assert errors == [] and outside == [], (errors, outside)
        for raw in frames:
            f = json.loads(raw)
            if f.get('type') != 'state': continue
            s = g.to_json(states[f['ply']])
            hidden = set(s['bag']) | {x for q, h in enumerate(s['hands']) if q != seat for x in h}
            hidden = {canon(x) for x in hidden} - public_tiles(g.view(states[f['ply']], seat))
            text = json.dumps(f)
            leaks = [x for x in hidden if f'"{x}"' in text or f'"{x[::-1]}"' in text]
            assert not leaks, f'seat {seat} received hidden tiles {leaks} at ply {f["ply"]}'
            checked += 1
    assert checked > 2 * len(row['moves'])

    # the designer's view of it: every attempt of the people, the refused ones under their rule, and the finished game
    tries, games = games_lib.playtests(server.db), games_lib.playtest_games(server.db, 'chromino')
    refused = tries[~tries.accepted]
    assert refused[['seat', 'ply', 'rule']].values.tolist() == [[0, 0, 'chromino.contact.two_squares']] * 2
    assert tries.accepted.sum() == len(row['moves']) and (tries.seconds >= 0).all()
    assert len(games) == 1 and games.bots[0] == ['human', 'human'] and games.moves[0] == len(row['moves'])
    # the people's report of it opens offline and draws the rules people broke, in French too
    from games_lib.tables.people import people_report
    report = ROOT/'test-results'/'people-report.html'
    report.parent.mkdir(exist_ok=True)
    people_report(server.db, report, lang='fr')
    page = watch[1]
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith('file://') else r.abort())
    page.goto(report.as_uri())
    expect(page.locator('.main-svg').first).to_be_visible()
    expect(page.locator('body')).to_contain_text('Les règles que les joueurs enfreignent')
    expect(page.locator('body')).to_contain_text('au moins deux')
    page.screenshot(path=str(ROOT/'test-results'/'people-report.png'), full_page=True)
    for ctx, *_ in (*seats, watch): ctx.close()


def test_a_page_reconnects_after_the_server_is_killed_and_restarted(browser: Browser, server):
    import signal
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 9, 'seats': ['human', 'greedy'], 'options': {'first_player': 0}})
    ctx, page, frames, errors, outside = open_seat(browser, t['seats'][0]['url'], server.base)
    play_one(page)
    expect(page.get_by_test_id('status')).to_contain_text('Player 1, your turn', timeout=20_000)
    ply = page.get_by_test_id('chromino').get_attribute('data-ply')
    server.stop(signal.SIGKILL)
    expect(page.get_by_test_id('connection')).to_contain_text('reconnecting', timeout=10_000)
    server.start()
    expect(page.get_by_test_id('connection')).to_be_hidden(timeout=20_000)
    expect(page.get_by_test_id('chromino')).to_have_attribute('data-ply', ply)
    play_one(page)                                                          # and the game goes on from there
    assert errors == [] and outside == []
    ctx.close()


def test_a_seats_page_speaks_its_readers_language_and_shows_its_skip_link_only_to_the_keyboard(browser: Browser, server):
    "A French browser gets the page in French (its lang, its title); the board's switch turns both to English; the board's skip link covers nothing (the name bar above the board) until it has the focus"
    _, t = server.post({'game': 'kids', 'players': 3, 'seed': 1})
    ctx = browser.new_context(viewport={'width': 390, 'height': 844}, locale='fr-FR', extra_http_headers={'Accept-Language': 'fr-FR,fr;q=0.9'})
    try:
        page = ctx.new_page()
        page.goto(t['seats'][1]['url'])
        expect(page.locator('[data-testid=kids][data-ready="1"]')).to_be_visible(timeout=30_000)
        assert page.evaluate('[document.documentElement.lang, document.title]') == ['fr', 'Kids · joueur 2']
        skip = page.locator('a.gl-skip')
        box = skip.bounding_box()
        assert box['x'] + box['width'] <= 0, box                        # off the screen, over nothing
        skip.focus()
        box = skip.bounding_box()
        assert 0 <= box['x'] and box['x'] + box['width'] <= 390, box    # on the screen once the keyboard is on it
        page.get_by_test_id('lang').first.click()
        expect(page.locator('html')).to_have_attribute('lang', 'en')
        assert page.title() == 'Kids · player 2'
    finally: ctx.close()
