"""End to end: the Kayaîn playtest app in headless Debian Chromium, served by Voilà, against the live kernel.

Every test also fails on an uncaught page error, and the page may only talk to loopback (`offline_page`). The leak
test reads every websocket frame the page received during a whole game against the bluffing bot."""
from __future__ import annotations
import json, re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import games_lib
from games_lib.widgets.kayain_table import leaks

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT/'test-results'
FIRST_RENDER_MS = 60_000


@pytest.fixture
def app(board_app):
    "Open the app with a query (conftest's board_app: every websocket frame kept, uncaught page errors fail the test)"
    return board_app('kayain', height=1500)


def ply(page) -> int: return int(page.get_by_test_id('kayain').get_attribute('data-ply'))


def wait_for_my_turn(page, who='Player 1'):
    expect(page.get_by_test_id('status')).to_contain_text(f'{who}, your turn', timeout=20_000)


def test_lay_a_bluff_by_clicks_and_the_bot_replies(app):
    page = app('?seed=5&bots=mcts&first_player=1')
    wait_for_my_turn(page)
    expect(page.get_by_test_id('seed')).to_be_hidden()      # the seed deals every hand again: no chip while the game is on
    expect(page.get_by_test_id('hand-card')).to_have_count(5)          # cyan, yellow, magenta, black, white
    expect(page.locator('.kslot.gl-target')).to_have_count(0)
    page.locator('[data-testid=hand-card][data-colour=magenta]').click()
    expect(page.locator('.kslot.gl-target')).to_have_count(12)          # every empty place, from Python's legal moves
    page.get_by_test_id('slot-2-1').click()
    expect(page.locator('.kann-colour')).to_have_count(15)              # any colour may be announced
    page.get_by_test_id('announce-yellow').click()                     # a bluff: magenta announced as yellow
    slot = page.get_by_test_id('slot-2-1')
    expect(slot.locator('.kfd')).to_have_attribute('data-announced', 'yellow')
    expect(slot.locator('.kfd')).to_have_attribute('data-card', 'magenta')
    expect(slot).to_contain_text('bluff')
    page.screenshot(path=str(SHOTS/'kayain-bluff.png'), full_page=True)
    wait_for_my_turn(page)
    assert ply(page) == 2
    expect(page.get_by_test_id('log')).to_contain_text('Player 1 laid a card face down on palette 3 (Player 2\'s side), announcing yellow.')
    expect(page.get_by_test_id('log')).to_contain_text(re.compile(r'Player 2 (laid|collected|drew|declared|completed)'))
    expect(page.get_by_test_id('why')).to_contain_text('Why this move')


def test_an_illegal_attempt_shows_the_rule_in_both_languages_and_its_focus(app):
    page = app('?seed=5&bots=mcts&first_player=1')
    wait_for_my_turn(page)
    page.get_by_test_id('pile-green').click(force=True)                # made on a palette, never drawn (aria-disabled: not offered, still sent)
    feedback = page.get_by_test_id('feedback')
    expect(feedback).to_be_visible()
    expect(feedback.locator('[data-rule="kayain.draw.base_only"]')).to_be_visible()
    en = feedback.inner_text()
    expect(page.get_by_test_id('pile-green')).to_have_class(re.compile('gl-focus'))
    assert ply(page) == 0
    page.get_by_test_id('lang').click()
    expect(page.get_by_test_id('status')).to_contain_text('Joueur 1, à vous')
    expect(feedback).not_to_have_text(en)
    expect(feedback).to_contain_text('vert')
    expect(page.get_by_test_id('pile-green')).to_contain_text('vert')  # every card prints its colour name, in French too
    page.get_by_test_id('colorblind').click()
    expect(page.locator('.kc-pat').first).to_be_visible()
    page.screenshot(path=str(SHOTS/'kayain-illegal-fr.png'), full_page=True)


def test_play_by_keys_and_take_the_laying_back(app):
    page = app('?seed=7&seats=human,human&first_player=1')
    page.get_by_test_id('take-seat').click()
    wait_for_my_turn(page)
    root = page.get_by_test_id('kayain')
    root.focus()
    page.keyboard.press('1')                                           # the first card of the hand (cyan)
    expect(page.get_by_test_id('hand-card').first).to_have_attribute('aria-pressed', 'true')
    page.keyboard.press('ArrowRight'); page.keyboard.press('ArrowUp')   # palette 2, the other side
    root.focus()
    page.keyboard.press('Enter')
    expect(page.get_by_test_id('announce')).to_be_visible()
    page.keyboard.press('ArrowRight')                                  # from the truth (cyan) to yellow
    page.keyboard.press('Enter')
    expect(root).to_have_attribute('data-ply', '1')
    expect(page.get_by_test_id('handover')).to_contain_text('Pass the device to Player 2')
    page.get_by_test_id('handover-undo').click()
    expect(root).to_have_attribute('data-ply', '0')
    expect(page.get_by_test_id('slot-1-1').locator('.kfd')).to_have_count(0)
    wait_for_my_turn(page)
    root.focus()
    page.keyboard.press('d'); page.keyboard.press('5')                 # draw white: no undo after a draw
    expect(root).to_have_attribute('data-ply', '1')
    expect(page.get_by_test_id('handover-undo')).to_have_count(0)


def test_hot_seat_hides_the_hand_and_the_true_colours_until_the_next_painter_confirms(app):
    page = app('?seed=3&seats=human,human&first_player=1')
    handover = page.get_by_test_id('handover')
    expect(handover).to_contain_text('Pass the device to Player 1')
    expect(page.get_by_test_id('hand-card')).to_have_count(0)
    page.get_by_test_id('take-seat').click()
    page.locator('[data-testid=hand-card][data-colour=black]').click()
    page.get_by_test_id('slot-4-0').click()
    page.get_by_test_id('announce-white').click()
    expect(handover).to_contain_text('Pass the device to Player 2')
    expect(page.get_by_test_id('hand-card')).to_have_count(0)
    expect(page.locator('.kfd-mine')).to_have_count(0)                  # our true colour is hidden too
    expect(page.get_by_test_id('slot-4-0').locator('.kfd')).to_have_attribute('data-announced', 'white')
    page.screenshot(path=str(SHOTS/'kayain-handover.png'), full_page=True)
    page.get_by_test_id('take-seat').click()
    wait_for_my_turn(page, 'Player 2')
    slot = page.get_by_test_id('slot-4-0')
    expect(slot).to_contain_text('?')
    assert slot.locator('.kfd').get_attribute('data-card') is None
    expect(page.get_by_test_id('hand-title')).to_contain_text('Hand of Player 2')


def test_share_link_and_bad_parameters(app):
    page = app('?players=ten&bleu_as_cyan=maybe&bots=skynet&seed=9')
    errors = page.get_by_test_id('setup-errors')
    expect(errors).to_contain_text("players='ten' is not valid")
    expect(errors).to_contain_text('skynet')
    expect(errors).to_contain_text('bleu_as_cyan')
    expect(page.locator('body')).not_to_contain_text('Traceback')
    expect(page.locator('[data-testid^=palette-]')).to_have_count(6)
    page = app('?seed=42&bots=mcts&friendly=true&first_player=2')
    href = page.get_by_test_id('share').locator('a').get_attribute('href')
    assert 'seed=42' in href and 'friendly=true' in href and 'first_player=2' in href and 'seats=human,mcts' in href
    page = app(href)
    expect(page.get_by_test_id('seed')).to_be_hidden()      # the seed deals every hand again: no chip while the game is on
    expect(page.get_by_test_id('brush-1')).to_be_visible()


# ---- the whole-game leak test over the websocket ------------------------------------------------------------------
def _messages(frame):
    "The Jupyter messages of one websocket frame: JSON text, or the binary v1 protocol (offsets, then JSON parts)"
    if isinstance(frame, str):
        try: return [json.loads(frame)]
        except ValueError: return []
    b, out = bytes(frame), []
    try:
        n = int.from_bytes(b[:8], 'little')
        offs = [int.from_bytes(b[8 * (i + 1):8 * (i + 2)], 'little') for i in range(n)] + [len(b)]
        parts = [b[offs[i]:offs[i + 1]] for i in range(n)]
        msg = {k: json.loads(p) for k, p in zip(('header', 'parent_header', 'metadata', 'content'), parts[1:5])}
        out.append(msg)
    except (ValueError, IndexError, UnicodeDecodeError):
        try: out.append(json.loads(b.decode('utf-8')))
        except ValueError: pass
    return out


def _states(frames):
    """Every widget state the page received, in order, as (model id, state): the first states all at once (the widget
    control comm's `update_states`, which Voilà's page asks for), then each comm open and update"""
    for f in frames:
        for m in _messages(f):
            c = m.get('content') or {}
            data = c.get('data') if isinstance(c, dict) else None
            if not isinstance(data, dict): continue
            if isinstance(data.get('state'), dict): yield c.get('comm_id'), data['state']
            for mid, st in (data.get('states') or {}).items():
                if isinstance(st, dict) and isinstance(st.get('state'), dict): yield mid, st['state']


def play_one_turn(page):
    "Collect a full palette, else declare a painting we can, else lay the first card on the first place (announcing red), else draw"
    offered = page.locator('.kcollect.gl-legal')
    if offered.count(): return offered.first.click()
    ready = page.locator('.kpainting.kready .kdeclare')
    if ready.count(): return ready.first.click()
    cards = page.get_by_test_id('hand-card')
    if cards.count():
        cards.first.click()
        targets = page.locator('.kslot.gl-target')
        if targets.count():
            targets.first.click()
            return page.get_by_test_id('announce-red').click()
    return page.locator('.kpile-base.gl-legal').first.click()


def test_no_websocket_frame_of_a_whole_game_shows_the_bots_hand_or_a_face_down_colour(app):
    seed = 11
    g = games_lib.load('kayain', first_player=0, max_turns=14)
    theirs = {x.id for x in g.setup(seed=seed).paintings[1]}
    page = app(f'?seed={seed}&bots=mcts&first_player=1&max_turns=14')
    root, outcome, turns = page.get_by_test_id('kayain'), page.get_by_test_id('outcome'), 0
    while not outcome.is_visible():
        expect(page.get_by_test_id('status')).to_contain_text(re.compile('your turn|Game over'), timeout=20_000)
        if outcome.is_visible(): break
        before = ply(page)
        play_one_turn(page)
        expect(root).not_to_have_attribute('data-ply', str(before))
        turns += 1
        assert turns < 40
    expect(outcome).to_contain_text('pigments')
    page.screenshot(path=str(SHOTS/'kayain-end.png'), full_page=True)

    traits, checked, found, kinds = {}, 0, [], set()
    for comm, state in _states(app.frames):
        if 'view' not in state and comm not in traits: continue
        t = traits.setdefault(comm, {})
        t.update(state)
        if t.get('game') not in (None, 'kayain'): continue
        v = t.get('view') or {}
        if not v: continue
        public = {e['painting'] for e in v.get('log', []) if e.get('event') == 'declare'}
        seat = 0                  # the page is player 1's: the only human (no hand-over), whatever a frame claims
        found += [f'frame {checked}: {x}' for x in leaks(state, seat, theirs - public)]
        found += [f'frame {checked} (traits so far): {x}' for x in leaks({k: t[k] for k in ('view', 'why', 'replay') if k in t}, seat, theirs - public)]
        kinds |= {e.get('event') for e in v.get('log', [])}
        checked += 1
    assert checked > 20, f'only {checked} states were read: the scan must see the synced traits'
    assert any('chart' in st and 'seats' in st for _, st in _states(app.frames)), 'the first full state was not read'
    assert {'place', 'collect'} <= kinds, kinds
    log = next(t['view']['log'] for t in traits.values() if (t.get('view') or {}).get('phase') == 'over')
    assert any(e['event'] == 'place' and e['player'] == 1 for e in log), 'the bot never laid a card face down'
    assert found == [], f'hidden information reached the page: {found[:5]}'
