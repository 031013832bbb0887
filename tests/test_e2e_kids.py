"""End to end: the Kids playtest app in headless Debian Chromium, served by Voilà, against the live kernel (issue 15).

Every test also fails on an uncaught page error, and the page may only talk to loopback (`offline_page`)."""
from __future__ import annotations
import json, re, time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from games_lib.widgets.kids_table import GRAB_KEYS, claims, leaks

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT/'test-results'/'kids'   # screenshots of a run, for people to look at (not committed)
APP = '/voila/render/kids.ipynb'
FIRST_RENDER_MS = 60_000


@pytest.fixture
def app(board_app):
    "Open the app with a query (conftest's board_app: every websocket frame kept, uncaught page errors fail the test)"
    return board_app('kids', height=1300)


def shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS/f'{name}.png'), full_page=True)


def ply(page) -> int: return int(page.get_by_test_id('kids').get_attribute('data-ply'))
def phase(page) -> str: return page.get_by_test_id('kids').get_attribute('data-phase')


def states(frames):
    "The widget state updates the kernel sent (json frames; binary frames carry their json before any buffer)"
    out = []
    for f in frames:
        text = f if isinstance(f, str) else f.decode('utf-8', 'replace')
        for m in re.finditer(r'"state":\s*\{', text):
            try: out.append(json.JSONDecoder().raw_decode(text, m.end() - 1)[0])
            except ValueError: pass
    return out


def test_a_turn_by_clicks_and_keys_and_the_bot_replies(app):
    page = app('?players=2&seed=5&bots=memory&first_player=1&pace=0.3')
    status = page.get_by_test_id('status')
    expect(status).to_contain_text('Player 1, roll the die')
    expect(page.get_by_test_id('seed')).to_be_hidden()      # the seed deals every hand again: no chip while the game is on
    expect(page.get_by_test_id('deck')).to_contain_text('Deck: 50 cards')    # two players: no "Changement de sens"
    page.get_by_test_id('roll').click()
    expect(page.get_by_test_id('die')).not_to_have_attribute('data-die', '')
    die = page.get_by_test_id('die').get_attribute('data-die')
    expect(status).to_contain_text('the die shows')
    # an illegal attempt by keys: flip slot 1 of an empty table; the rule's message in both languages
    page.keyboard.press('Digit1'); page.keyboard.press('Enter')
    feedback = page.get_by_test_id('feedback')
    expect(feedback).to_contain_text('no face-down card')
    expect(feedback.locator('[data-rule]')).to_have_attribute('data-rule', 'kids.flip.no_card')
    page.get_by_test_id('lang').click()
    expect(feedback).to_contain_text('face cachée')
    expect(status).to_contain_text('le dé montre')
    page.get_by_test_id('lang').click()
    page.keyboard.press('d')                                                      # nouvelle carte
    expect(page.get_by_test_id('deck')).to_contain_text('49 cards')
    expect(page.get_by_test_id('log')).to_contain_text('Player 1 drew')
    shot(page, 'turn')
    # the bot plays (paced), then it is our turn again
    expect(status).to_contain_text('Player 1, roll the die', timeout=30_000)
    assert die in ('blue', 'pink', 'green', 'black', 'yellow', 'red')
    expect(page.get_by_test_id('log')).to_contain_text('Player 2')
    # replay: the table after move 1, then back to the game
    page.get_by_test_id('replay').fill('1')
    expect(status).to_contain_text('Replay')
    page.get_by_test_id('live').click()
    expect(status).to_contain_text('Player 1, roll the die')


def reach_window(page, humans=2, limit=80):
    "The people to move roll and draw until a grab window asks at least `humans` of them"
    for _ in range(limit):
        ph = phase(page)
        if ph.startswith('window'):
            rows = page.get_by_test_id('window').locator('.kids-wrow .kids-wbtns')
            if rows.count() >= humans: return
            for b in page.locator('[data-testid^=window-pass-]').all(): b.click()
        elif page.get_by_test_id('roll').count(): page.get_by_test_id('roll').click()
        elif page.get_by_test_id('draw').count() and page.get_by_test_id('draw').is_enabled(): page.get_by_test_id('draw').click()
        elif page.locator('[data-testid=actions] button').count(): page.locator('[data-testid=actions] button').last.click()
        before = (ply(page), ph)
        for _ in range(50):
            if (ply(page), phase(page)) != before: break
            time.sleep(0.05)
    raise AssertionError('no window')


def test_a_grab_window_at_one_screen_keys_countdown_and_the_engines_rule(app):
    page = app('?seats=human,human,human&seed=3&first_player=1&grab_seconds=60')
    reach_window(page, humans=2)
    win = page.get_by_test_id('window')
    expect(win).to_be_visible()
    expect(page.get_by_test_id('countdown')).to_contain_text('s left')
    asked = [int(x.get_attribute('data-testid').split('-')[1]) for x in win.locator('.kids-wrow').all()]
    for q in asked: expect(page.get_by_test_id(f'window-{q}')).to_contain_text(GRAB_KEYS[q])
    shot(page, 'window')
    a, b = asked[:2]
    # person a: their key, then slot 1 by its digit, then the key again; person b passes with a tap
    page.keyboard.press(GRAB_KEYS[a].lower())
    expect(page.get_by_test_id('window-hint')).to_be_visible()
    page.keyboard.press('Digit1')
    page.keyboard.press(GRAB_KEYS[a].lower())
    expect(page.get_by_test_id(f'window-status-{a}')).to_contain_text('answered')
    page.get_by_test_id(f'window-pass-{b}').click()
    expect(win).to_be_hidden()
    expect(page.get_by_test_id('log')).to_contain_text(f'Player {a + 1} grabbed slot 1')


def test_a_window_closes_by_itself_when_the_time_limit_passes(app):
    page = app('?seats=human,human,human&seed=3&first_player=1&grab_seconds=2')
    reach_window(page, humans=2)
    expect(page.get_by_test_id('window')).to_be_visible()
    expect(page.get_by_test_id('window')).to_be_hidden(timeout=6_000)
    expect(page.get_by_test_id('handover')).to_be_hidden()                    # nothing private: no hand-over


def play_human_turns(page, max_steps=400):
    "Seat 1 plays by clicks until the game is over: rolls, draws (or flips slot 1), steals, gives, bets, passes windows"
    for _ in range(max_steps):
        if page.get_by_test_id('outcome').is_visible(): return
        before = (ply(page), phase(page))
        if before[1].startswith('window'):
            for b in page.locator('[data-testid^=window-pass-]').all(): b.click()
        elif page.get_by_test_id('roll').count(): page.get_by_test_id('roll').click()
        elif page.get_by_test_id('draw').count() and page.get_by_test_id('draw').is_enabled(): page.get_by_test_id('draw').click()
        elif page.get_by_test_id('draw').count():
            slots = page.locator('[data-testid=slot].kids-target')
            if slots.count(): slots.first.click(); page.get_by_test_id('flip').click()
        elif page.locator('[data-testid=actions] button').count(): page.locator('[data-testid=actions] button').first.click()
        for _ in range(100):
            if (ply(page), phase(page)) != before or page.get_by_test_id('outcome').is_visible(): break
            time.sleep(0.05)
    raise AssertionError('the game did not end')


def test_no_websocket_frame_of_a_whole_game_shows_a_face_down_card_or_the_deck(app):
    """A whole game (demo deck) of a person, a memory bot and a greedy bot, grab windows and steals included: every
    view, replay and bot reason the kernel sent is checked: no deck, no die's future, no face-down card shown, and a
    face-down card's colour only in events marked fresh, never older than the frame before the latest move."""
    page = app('?seats=human,memory,greedy&seed=4&first_player=1&demo=true&grab_seconds=1&pace=0')
    play_human_turns(page)
    expect(page.get_by_test_id('ranking')).to_be_visible()
    shot(page, 'end')
    sts = states(app.frames)
    views = [(s.get('ply'), s['view']) for s in sts if isinstance(s.get('view'), dict) and 'table' in s['view']]
    assert len(views) > 30, len(views)
    last_end, cur_ply, prev_end, problems, seen = 0, -1, 0, [], {'window': 0, 'steal': 0, 'fresh': 0}
    for p, v in views:
        if p is not None and p != cur_ply: cur_ply, prev_end = p, last_end
        problems += [f'ply {p}: {x}' for x in leaks(v, since=prev_end)]
        last_end = v['log_offset'] + len(v['log'])
        seen['steal'] += any(e.get('event') == 'steal' for e in v['log'])
        seen['fresh'] += any(e.get('fresh') and e.get('event') == 'flip' for e in v['log'])
    for s in sts:
        if isinstance(s.get('replay'), dict) and 'table' in s['replay']: problems += [f"replay: {x}" for x in leaks(s['replay'])]
        seen['window'] += bool(s.get('window'))
    assert problems == []
    assert min(seen.values()) > 0, seen
    text = ''.join(f if isinstance(f, str) else f.decode('utf-8', 'replace') for f in app.frames)
    assert '"deck": [' not in text and '"deck":[' not in text


def test_bad_parameters_get_a_clear_message_and_a_game(app):
    page = app('?players=ten&bots=skynet&grab_seconds=never&max_flip=99')
    expect(page.get_by_test_id('setup-errors')).to_contain_text("players='ten' is not valid")
    expect(page.get_by_test_id('setup-errors')).to_contain_text('skynet')
    expect(page.get_by_test_id('setup-errors')).to_contain_text("grab_seconds='never' is not valid")
    expect(page.locator('body')).not_to_contain_text('Traceback')
    expect(page.get_by_test_id('deck')).to_be_visible()


def test_share_link_reproduces_the_setup(app, voila_url):
    page = app('?players=3&seed=42&bots=memory,greedy&demo=true&first_player=1')
    href = page.get_by_test_id('share').locator('a').get_attribute('href')
    assert 'seed=42' in href and 'demo=true' in href and 'seats=human,memory,greedy' in href
    expect(page.get_by_test_id('deck')).to_contain_text('Deck: 28 cards')
    page.goto(voila_url + APP + href)
    expect(page.get_by_test_id('deck')).to_contain_text('Deck: 28 cards', timeout=FIRST_RENDER_MS)


def remembered(frames) -> dict:
    "slot -> the colour last seen there, from every view the page received (a perfect memory of the cards shown)"
    seen = {}
    for s in states(frames):
        v = s.get('view')
        if isinstance(v, dict) and 'table' in v:
            for at, i, c, _ in claims(v):
                if i != 'deck' and at >= seen.get(i, (-1, None))[0]: seen[i] = (at, c)
            for i, c in enumerate(v['table']):
                if c is None: seen.pop(i, None)
    return {i: c for i, (_, c) in seen.items()}


def test_a_won_slot_is_not_kept_chosen_into_the_next_roll(app):
    """Flipping a card of the die's colour wins it and keeps the hand: at the next roll no slot is still chosen, the button
    reads "Flip" again, and choosing another slot flips that slot alone (before the fix the emptied slot stayed chosen, the
    button read "Flip 1", and the engine refused "There is no face-down card in slot 1.")"""
    page = app('?players=3&seed=11&bots=memory,random&first_player=1&demo=true&reveal_log=true&grab_seconds=1&pace=0.1')
    flip, status, wins = page.get_by_test_id('flip'), page.get_by_test_id('status'), 0
    for _ in range(300):
        if page.get_by_test_id('outcome').is_visible(): break
        before, text = ply(page), status.inner_text()
        if phase(page).startswith('window'):
            for b in page.locator('[data-testid^=window-pass-]').all(): b.click()
        elif not text.startswith('Player 1'): pass                        # a bot plays
        elif page.get_by_test_id('roll').count(): page.get_by_test_id('roll').click()
        elif phase(page) == 'choose':
            die = page.get_by_test_id('die').get_attribute('data-die')
            known = sorted(i for i, c in remembered(app.frames).items() if c == die)
            targets = {int(x.get_attribute('data-slot')) for x in page.locator('[data-testid=slot].kids-target').all()}
            if known and known[0] in targets:
                page.locator(f'[data-testid=slot][data-slot="{known[0]}"]').click()
                expect(flip).to_have_text('Flip 1 (Enter)')
                flip.click()
                expect(page.get_by_test_id('log')).to_contain_text('won', timeout=10_000)
                expect(page.get_by_test_id('roll')).to_be_visible()             # won: the hand is kept
                expect(page.locator('.kids-selected')).to_have_count(0)
                page.get_by_test_id('roll').click()
                expect(flip).to_have_text('Flip (Enter)')
                expect(flip).to_be_disabled()                                   # nothing chosen: nothing to flip
                expect(page.locator('.kids-selected')).to_have_count(0)
                wins += 1
                if wins == 2: break
                continue
            if page.get_by_test_id('draw').is_enabled(): page.get_by_test_id('draw').click()
            elif targets: page.locator('[data-testid=slot].kids-target').first.click(); flip.click()
        elif page.locator('[data-testid=actions] button:not([disabled])').count():
            page.locator('[data-testid=actions] button:not([disabled])').first.click()
        for _ in range(100):
            if ply(page) != before or page.get_by_test_id('outcome').is_visible(): break
            time.sleep(0.05)
    assert wins >= 1, 'no card of the die\'s colour was remembered in a whole game'
    expect(page.get_by_test_id('feedback')).to_be_hidden()


def test_flip_is_disabled_while_a_bot_plays(app):
    "During a bot's turn the Flip button cannot be pressed (it was enabled and did nothing)"
    page = app('?players=2&seed=5&bots=memory&first_player=2&pace=10')
    # one snapshot of the page: the status and both buttons read together (a bot that moves between two reads cannot fool it)
    seen = page.wait_for_function("""() => {
        const s = document.querySelector('[data-testid=status]'), f = document.querySelector('[data-testid=flip]'), d = document.querySelector('[data-testid=draw]');
        return s && f && d && f.offsetParent && s.textContent.includes('(bot) is playing') ? {flip: f.disabled, draw: d.disabled} : null; }""", timeout=30_000).json_value()
    assert seen == {'flip': True, 'draw': True}, seen
