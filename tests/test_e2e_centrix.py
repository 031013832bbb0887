"""End to end: the Centrix playtest app in headless Debian Chromium, served by Voilà, against the live kernel.

Every test also fails on an uncaught page error, and the page may only talk to loopback (`offline_page`). Rules are
asserted by rule id (`data-rule`) and by the presence of a message in each language, never by their wording."""
from __future__ import annotations
import json, re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from test_e2e import PHONE, off_screen, untabbable

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT/'test-results'/'centrix'   # screenshots of a run, for people to look at (not committed)
FIRST_RENDER_MS = 60_000
SEED6 = '?players=2&seed=6&bots=random&first_player=1'     # player 1 holds the any-colour wild, red 3 and the spin wild


@pytest.fixture
def app(board_app):
    "Open the app with a query (conftest's board_app: every websocket frame kept, uncaught page errors fail the test)"
    return board_app('centrix', height=1500)


def ply(page) -> int: return int(page.get_by_test_id('centrix').get_attribute('data-ply'))
def pawn(page, key): return page.locator(f'[data-testid=board] [data-pawn="{key}"]')
def at(page, key): return json.loads(pawn(page, key).get_attribute('data-at'))
def card(page, name): return page.locator(f'[data-testid=card][data-card="{name}"]')
def settled(page): expect(page.get_by_test_id('centrix')).not_to_have_attribute('data-animating', '1', timeout=10_000)
def shot(page, name): SHOTS.mkdir(parents=True, exist_ok=True); page.get_by_test_id('centrix').screenshot(path=str(SHOTS/name))


def test_a_turn_by_clicks_enter_spin_by_nine_and_the_bot_replies(app):
    page = app(SEED6)
    status = page.get_by_test_id('status')
    expect(status).to_contain_text('Player 1, your turn')
    expect(page.get_by_test_id('seed')).to_be_hidden()      # the seed deals every hand again: no chip while the game is on
    expect(page.get_by_test_id('deck')).to_have_text('Deck: 36')
    assert page.get_by_test_id('card').evaluate_all('els => els.map(e => e.dataset.card)') == ['ANY', 'R3', 'SPIN']
    card(page, 'R3').click()
    pawn(page, '0-2').click()                                         # the third pawn of the reserve
    targets = page.get_by_test_id('target')
    expect(targets).to_have_count(2)
    assert sorted(json.loads(x) for x in targets.evaluate_all('els => els.map(e => e.dataset.to)')) == [[1, 0], [1, 6]]
    page.locator('[data-testid=target][data-to="[1,0]"]').click()
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '1')
    settled(page)
    assert at(page, '0-0') == [1, 0]                                  # any reserve pawn enters as the first
    # the spin wild, ring 1, counter-clockwise by 9: previewed at once, pawn 1a riding to 3 o'clock
    card(page, 'SPIN').click()
    page.get_by_test_id('ring-1').click()
    page.get_by_test_id('ccw').click()
    for _ in range(8): page.get_by_test_id('more').click()
    expect(page.get_by_test_id('amount')).to_have_text('9 square(s)')
    page.wait_for_timeout(250)
    shot(page, 'rotation-preview.png')
    settled(page)
    assert at(page, '0-0') == [1, 3]
    page.get_by_test_id('turn-only').click()
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '2')
    expect(page.get_by_test_id('log')).to_contain_text('turned ring 1 by 3 squares clockwise')
    assert page.locator('[data-ring="1"][data-sector="3"]').first.get_attribute('data-colour') == 'R'
    page.get_by_test_id('end-turn').click()
    expect(page.get_by_test_id('seat-1')).to_have_class(re.compile('gl-active'))
    expect(status).to_contain_text('Player 1, your turn', timeout=30_000)
    expect(page.get_by_test_id('log')).to_contain_text('Player 2 ended the turn')
    expect(page.get_by_test_id('cards-0')).to_have_text('3 cards')


def test_an_illegal_attempt_shows_the_rule_in_both_languages_and_its_squares(app):
    page = app(SEED6)
    card(page, 'R3').click(); pawn(page, '0-0').click()
    page.locator('[data-testid=target][data-to="[1,0]"]').click()
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '1')
    card(page, 'SPIN').click()
    page.get_by_test_id('ring-3').click()                              # no pawn of ours on ring 3
    page.get_by_test_id('turn-only').click()
    feedback = page.get_by_test_id('feedback')
    expect(feedback.locator('[data-rule]')).to_have_attribute('data-rule', 'centrix.rotate.no_pawn')
    en = feedback.inner_text()
    expect(page.get_by_test_id('focus')).to_have_count(12)             # ring 3, every square
    page.get_by_test_id('lang').click()
    expect(feedback).not_to_have_text(en)
    expect(feedback.locator('[data-rule]')).to_have_attribute('data-rule', 'centrix.rotate.no_pawn')
    expect(page.get_by_test_id('status')).to_contain_text('Joueur 1')
    page.get_by_test_id('lang').click()
    # a square off the highlighted ones is sent too: the rule comes back (any-colour wild, not in line)
    card(page, 'ANY').click()
    page.locator('.cx-sq[data-ring="3"][data-sector="7"]').click()
    expect(feedback.locator('[data-rule]')).to_have_attribute('data-rule', re.compile(r'^centrix\.'))
    assert ply(page) == 1
    page.get_by_test_id('colorblind').click()
    expect(page.locator('[data-testid=board] .cx-icon')).to_have_count(72)
    expect(page.get_by_test_id('legend')).to_contain_text('red')


def test_keys_play_a_card_and_the_page_lists_them(app):
    page = app(SEED6)
    page.locator('body').click(position={'x': 1, 'y': 1})
    for _ in range(3):                     # past the how-to-play's lobby link, before any setup control
        page.keyboard.press('Tab')
        if page.evaluate("document.activeElement.matches('[data-testid=skip], input, select, button')"): break
    expect(page.get_by_test_id('skip')).to_be_focused()
    page.keyboard.press('Enter')
    expect(page.get_by_test_id('centrix')).to_be_focused()
    for k in ['2', 'p', 'n', 'Enter']: page.keyboard.press(k)      # red 3, a pawn, its first square, play
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '1')
    for k in ['2', 'r', 'ArrowRight', '+', '+', 't']: page.keyboard.press(k)   # the spin (now card 2) turns ring 1 by 3
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '2')
    expect(page.get_by_test_id('narration')).to_contain_text('turned ring 1 by 3 squares clockwise')
    page.keyboard.press('u')
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '1')
    page.keyboard.press('e')
    expect(page.get_by_test_id('status')).to_contain_text('Player 1, your turn', timeout=30_000)
    expect(page.locator('.gl-keys')).to_contain_text('R ring to turn')
    form = page.get_by_test_id('text-form')
    form.locator('summary').click()
    expect(form).to_contain_text('Ring 1 (turned')
    expect(form).to_contain_text("12 o'clock")


def test_hot_seat_hides_the_next_hand_and_undo_takes_a_play_back(app):
    page = app('?seats=human,human&seed=3&first_player=1')
    handover = page.get_by_test_id('handover')
    expect(handover).to_contain_text('Pass the device to Player 1')
    expect(handover).to_contain_text("Player 1's cards stay hidden")          # Centrix holds cards, not tiles
    expect(page.get_by_test_id('take-seat')).to_have_text('I am Player 1: show my cards')
    expect(page.get_by_test_id('card')).to_have_count(0)
    page.get_by_test_id('take-seat').click()
    expect(page.get_by_test_id('card')).to_have_count(3)
    first = page.locator('[data-testid=card]:not(.gl-dim)').first
    first.click()
    page.locator('[data-testid=board] .cx-movable').first.click()
    page.get_by_test_id('target').first.click()
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '1')
    expect(handover).to_be_hidden()                                  # a turn of several cards stays on one screen
    page.get_by_test_id('undo').click()
    expect(page.get_by_test_id('centrix')).to_have_attribute('data-ply', '0')
    expect(page.get_by_test_id('card')).to_have_count(3)
    page.locator('[data-testid=card]:not(.gl-dim)').first.click()
    page.locator('[data-testid=board] .cx-movable').first.click()
    page.get_by_test_id('target').first.click()
    page.get_by_test_id('end-turn').click()
    expect(handover).to_contain_text('Pass the device to Player 2')
    expect(page.get_by_test_id('card')).to_have_count(0)
    expect(page.get_by_test_id('handover-undo')).to_have_count(0)   # the draw cannot be taken back
    page.get_by_test_id('take-seat').click()
    expect(page.get_by_test_id('status')).to_contain_text('Player 2, your turn')


def test_replay_share_link_and_six_players(app):
    page = app('?players=6&seed=42&bots=random,greedy,random,greedy,random&rotation_direction=clockwise&first_player=1')
    href = page.get_by_test_id('share').locator('a').get_attribute('href')
    assert 'seed=42' in href and 'rotation_direction=clockwise' in href and 'seats=human,random,greedy,random,greedy,random' in href
    expect(page.locator('[data-testid=board] [data-testid=pawn]')).to_have_count(18)
    expect(page.locator('[data-testid^=seat-]')).to_have_count(6)
    card(page, page.get_by_test_id('card').first.get_attribute('data-card')).click()
    page.locator('[data-testid=board] .cx-movable').first.click()
    page.get_by_test_id('target').first.click()
    page.get_by_test_id('end-turn').click()
    expect(page.get_by_test_id('status')).to_contain_text('Player 1, your turn', timeout=60_000)
    page.get_by_test_id('replay').fill('0')
    expect(page.get_by_test_id('status')).to_contain_text('Replay')
    expect(page.get_by_test_id('hand')).to_be_hidden()
    expect(page.locator('[data-testid=board] [data-at="null"]')).to_have_count(18)
    page.get_by_test_id('live').click()
    expect(page.get_by_test_id('card')).to_have_count(3)


def test_bad_parameters_get_a_clear_message_and_a_game(app):
    page = app('?players=ten&rings=abc&bots=skynet')
    errors = page.get_by_test_id('setup-errors')
    expect(errors).to_contain_text("players='ten' is not valid")
    expect(errors).to_contain_text('rings')
    expect(errors).to_contain_text('skynet')
    expect(page.locator('body')).not_to_contain_text('Traceback')
    expect(page.locator('[data-testid=board] [data-testid=pawn]')).to_have_count(9)


def human_turn(page):
    "Play one card of ours (a pawn move if one is highlighted, else the turn alone), then end the turn"
    page.locator('[data-testid=card]:not(.gl-dim)').first.click()
    movable = page.locator('[data-testid=board] .cx-movable')
    if movable.count():
        movable.first.click()
        page.get_by_test_id('target').first.click()
    else:
        page.locator('[data-testid=turn] .cx-ring-btn:not(.gl-dim):not([data-testid=ring-none])').first.click()
        page.get_by_test_id('turn-only').click()
    expect(page.get_by_test_id('end-turn')).to_be_enabled()
    page.get_by_test_id('end-turn').click()
    expect(page.get_by_test_id('seat-0')).not_to_have_class(re.compile('gl-active'))


def values_after(text: str, key: str) -> list:
    "Every JSON value written after `\"key\":` in `text`"
    dec, out = json.JSONDecoder(), []
    for m in re.finditer(rf'"{key}":\s*', text):
        try: out.append(dec.raw_decode(text, m.end())[0])
        except json.JSONDecodeError: pass
    return out


def test_the_page_never_receives_another_players_cards(app):
    "A whole game (three players, two bots), every websocket frame the page received, read for hidden information"
    page = app('?players=3&seed=5&bots=random,greedy&first_player=1&max_turns=9')
    status, outcome = page.get_by_test_id('status'), page.get_by_test_id('outcome')
    for _ in range(5):
        expect(status).to_contain_text(re.compile('your turn|Game over'), timeout=60_000)
        if outcome.is_visible(): break
        human_turn(page)
    expect(outcome).to_be_visible(timeout=60_000)
    shot(page, 'end.png')
    text = ''.join(f if isinstance(f, str) else f.decode('utf-8', 'replace') for f in app.frames)
    text = re.sub(r'"_esm":\s*"(?:[^"\\]|\\.)*"', '', text)
    hands = values_after(text, 'hands')
    assert len(hands) > 10, 'the scan must see the synced views'
    assert all(h is None or (isinstance(h, list) and all(x is None for x in h[1:])) for h in hands), 'another hand reached the page'
    assert any(isinstance(h, list) and h and h[0] for h in hands), 'our own hand was on the page'
    assert set(map(json.dumps, values_after(text, 'deck'))) <= {'null'}, 'the deck order reached the page'
    assert set(map(json.dumps, values_after(text, 'rng'))) <= {'null'}
    for why in values_after(text, 'why'):
        for w in why if isinstance(why, list) else []:
            played = {w['move']['card']} if w.get('move') and w['move'].get('type') == 'play' else set()
            named = {c['move'].get('card') for c in w['candidates'] if c['move'].get('type') == 'play'}
            assert named <= played | {m['move']['card'] for m in why if m.get('move') and m['move'].get('type') == 'play' and m['seat'] == w['seat']}


def test_on_a_phone_nothing_leaves_the_screen_after_a_card(app):
    """At 390x844, once a card is on the discard pile ("Discard: 1 · top card: red 3"), the colour-blind and language
    buttons stay on the screen (they sat at x=397–517 px, past its edge, with no sideways scroll), and the keyboard reaches
    every control of the board"""
    page = app(SEED6)
    page.set_viewport_size(PHONE)
    card(page, 'R3').click()
    pawn(page, '0-2').click()
    page.locator('[data-testid=target][data-to="[1,0]"]').click()
    expect(page.get_by_test_id('discard')).to_contain_text('top card')
    settled(page)
    assert off_screen(page) == []
    for b in ('colorblind', 'lang'):
        box = page.get_by_test_id(b).bounding_box()
        assert 0 <= box['x'] and box['x'] + box['width'] <= PHONE['width'], (b, box)
    assert untabbable(page, '[data-testid=centrix]') == []
    page.get_by_test_id('centrix').screenshot(path=str(SHOTS.parent/'phone-centrix.png'))
