"""The survey after a game, in Debian Chromium, in English and in French: at a seat of a real table server (the name asked
once per device, the survey under the board once the game is over, "Not now", answers kept in the SQLite file), and in a
Voilà playtest app (the survey under the board when the bots' game ends, answered and acknowledged by the kernel, and kept
with its game in the tables' file the server named)."""
from __future__ import annotations
import json, os
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

import games_lib
from test_axe import violations
from test_tables import Server, recv, until

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]
ROOT = Path(__file__).resolve().parent.parent
SHOTS = Path(os.environ.get('GAMES_LIB_SHOTS', ROOT/'test-results'))     # screenshots (another folder: when several test runs share this checkout)


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db', pace=0).start()
    yield s
    s.stop()


def finished_table(server, seed) -> dict:
    "A Chromino table of a person (seat 1) and the greedy bot, played to its end over the person's websocket"
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': seed, 'seats': ['human', 'greedy'], 'options': {'first_player': 0}})
    ws = server.ws(t['table'], t['seats'][0]['key'])
    f = recv(ws)
    while not f['outcome']:
        if f['to_move'] == 0 and f['legal']: ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
        seq = f['seq']
        f = until(ws, lambda x: x['type'] == 'state' and x['seq'] > seq)
    ws.close()
    return t


def open_seat(browser: Browser, url: str, base: str, locale: str, axe: bool = False):
    "A new device (browser context) in `locale` on a seat's page; it may reach the table server only (`axe`: the page lets axe's script in)"
    ctx = browser.new_context(viewport={'width': 1100, 'height': 1000}, locale=locale, bypass_csp=axe)
    page, errors = ctx.new_page(), []
    page.on('pageerror', lambda e: errors.append(str(e)))
    page.on('console', lambda m: errors.append(m.text) if m.type == 'error' else None)
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith((base, base.replace('http', 'ws'))) else r.abort())
    page.goto(url)
    expect(page.locator('[data-testid=chromino][data-ready="1"]')).to_be_visible(timeout=30_000)
    return ctx, page, errors


def test_a_seat_names_itself_once_and_answers_the_survey_in_english_and_in_french(browser: Browser, server):
    SHOTS.mkdir(exist_ok=True)
    first, second = finished_table(server, 21), finished_table(server, 22)

    ctx, page, errors = open_seat(browser, first['seats'][0]['url'], server.base, 'en-GB')
    bar = page.get_by_test_id('player')
    expect(bar).to_contain_text('Your name or nickname')
    page.get_by_label('Your name or nickname').fill('Zoé')
    page.get_by_test_id('player-save').click()
    expect(bar).to_contain_text('Playing as Zoé')
    expect(page.get_by_test_id('survey-waiting')).to_contain_text('a few questions for the designer wait under the board')
    page.get_by_test_id('survey-go').click()                             # above the board, a way down to them
    expect(page.get_by_label('1', exact=True).first).to_be_focused()
    survey = page.get_by_test_id('survey')
    expect(survey).to_contain_text('A few questions')
    expect(survey).to_contain_text('nothing is required')
    page.get_by_test_id('survey-fun-4').check()
    page.get_by_test_id('survey-clarity-2').check()
    page.get_by_label('Which rule confused you?').select_option(label='No tile of yours fits, so you must draw from the bag.')
    page.get_by_label('Anything else to tell the designer?').fill('Drawing again and again…')
    page.screenshot(path=str(SHOTS/'survey-seat-en-form.png'), full_page=True)
    page.get_by_test_id('survey-send').click()
    expect(page.get_by_test_id('survey-thanks')).to_have_text('Thank you: your answers are kept.')
    expect(page.get_by_test_id('survey-waiting')).to_have_count(0)
    page.screenshot(path=str(SHOTS/'survey-seat-en.png'), full_page=True)
    page.reload()                                                      # the same device: its name is known, its answers kept
    expect(page.get_by_test_id('player')).to_contain_text('Playing as Zoé')
    expect(page.get_by_test_id('survey-thanks')).to_be_visible()
    assert errors == [], errors
    ctx.close()

    ctx, page, errors = open_seat(browser, second['seats'][0]['url'], server.base, 'fr-FR', axe=True)
    expect(page.get_by_test_id('player')).to_contain_text('Votre nom ou surnom')    # another device: asked again
    page.get_by_label('Votre nom ou surnom').fill('Léo')
    page.get_by_test_id('player-save').click()
    expect(page.get_by_test_id('player')).to_contain_text('Vous jouez sous le nom Léo')
    expect(page.get_by_test_id('survey')).to_contain_text('Quelques questions')
    page.get_by_test_id('survey-later').click()                        # never required
    expect(page.get_by_test_id('survey')).to_have_count(0)
    page.reload()
    expect(page.get_by_test_id('survey')).to_contain_text('Cette partie vous a-t-elle plu ?')
    page.get_by_test_id('survey-fun-5').check()
    page.get_by_label('Quelle règle vous a embrouillé ?').select_option(label="Aucune : les règles m'étaient claires")
    assert violations(page) == []                                      # axe-core: the name bar, the line above the board, the survey
    page.screenshot(path=str(SHOTS/'survey-seat-fr-form.png'), full_page=True)
    page.get_by_test_id('survey-send').click()
    expect(page.get_by_test_id('survey-thanks')).to_have_text('Merci : vos réponses sont gardées.')
    page.screenshot(path=str(SHOTS/'survey-seat-fr.png'), full_page=True)
    assert errors == [], errors
    ctx.close()

    said = games_lib.answers(server.db)
    assert said[['table', 'player', 'question', 'value']].values.tolist() == [
        [first['table'], 'Zoé', 'fun', 4], [first['table'], 'Zoé', 'clarity', 2], [first['table'], 'Zoé', 'confused', 'chromino.pass.must_draw'],
        [first['table'], 'Zoé', 'comment', 'Drawing again and again…'], [second['table'], 'Léo', 'fun', 5], [second['table'], 'Léo', 'confused', 'none']]
    assert sorted(games_lib.players(server.db).name) == ['Léo', 'Zoé']


def test_an_app_asks_its_survey_when_the_game_ends_in_both_languages(board_app):
    SHOTS.mkdir(exist_ok=True)
    open_ = board_app('chromino', height=1400)
    for lang, title, send, thanks, which in (('en', 'A few questions', 'Send my answers', 'Thank you: your answers are kept.', 'Which move of the game is it about? (its number)'),
                                             ('fr', 'Quelques questions', 'Envoyer mes réponses', 'Merci : vos réponses sont gardées.', 'De quel coup de la partie parlez-vous ? (son numéro)')):
        page = open_(f'?seats=greedy,greedy&seed=5&first_player=0&pace=0&lang={lang}')
        survey = page.get_by_test_id('survey')
        expect(page.get_by_test_id('outcome')).to_be_visible(timeout=120_000)
        expect(survey).to_contain_text(title, timeout=30_000)
        page.get_by_test_id('survey-clarity-3').check()
        page.get_by_test_id('survey-comment').fill('Le caméléon !' if lang == 'fr' else 'The chameleon!')
        moment = page.get_by_test_id('survey-moment')             # which move the comment is about: 1 to the game's last
        expect(page.locator(f"label[for='{moment.get_attribute('id')}']")).to_have_text(which)
        assert moment.get_attribute('min') == '1' and int(moment.get_attribute('max')) >= 10     # a whole game of Chromino: tens of moves
        moment.fill('2')
        page.get_by_role('button', name=send).click()
        expect(page.get_by_test_id('survey-thanks')).to_have_text(thanks)
        page.screenshot(path=str(SHOTS/f'survey-app-{lang}.png'), full_page=True)
        page.get_by_role('button', name='New game' if lang == 'en' else 'Nouvelle partie').click()   # a new game: the survey waits for its end
        expect(page.get_by_test_id('survey-thanks')).to_have_count(0, timeout=30_000)
    # kept in the tables' file that the page's kernel was given (GAMES_LIB_TABLES_DB, as `games-lib play` gives it), with its game
    said = games_lib.answers(os.environ['GAMES_LIB_TABLES_DB'])
    comments = said[said.question == 'comment']
    mine = comments[comments.value.isin(['The chameleon!', 'Le caméléon !'])]
    assert sorted(mine.value) == ['Le caméléon !', 'The chameleon!'] and mine.table.str.startswith('board-').all()
    assert said[said.table.isin(mine.table) & (said.question == 'clarity')].value.tolist() == [3, 3]
    assert said[said.table.isin(mine.table) & (said.question == 'moment')].value.tolist() == [2, 2]
    games = games_lib.playtest_games(os.environ['GAMES_LIB_TABLES_DB'])
    assert set(mine.table) <= set(games.table)


def test_the_lab_continues_a_persons_game_with_bots_and_shows_what_they_said(offline_page, voila_url, tables_url):
    "A person plays a whole game at a shared table and comments on it; the lab's People view draws its win-chance line beside the comment"
    from urllib.request import Request, urlopen
    from websockets.sync.client import connect
    from test_e2e_lab import open_lab
    t = json.load(urlopen(Request(tables_url + '/api/tables', json.dumps({'game': 'chromino', 'players': 2, 'seed': 31, 'seats': ['human', 'greedy'],
                                                                          'options': {'first_player': 0}}).encode(), {'Content-Type': 'application/json'}, method='POST')))
    with connect(tables_url.replace('http', 'ws') + f"/ws/{t['table']}?key={t['seats'][0]['key']}") as ws:
        ws.send(json.dumps({'type': 'player', 'id': 'device-of-mia', 'name': 'Mia'}))
        f = recv(ws)
        while not f['outcome']:
            if f['to_move'] == 0 and f['legal']: ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
            seq = f['seq']
            f = until(ws, lambda x: x['type'] == 'state' and x['seq'] > seq, timeout=60)
        ws.send(json.dumps({'type': 'answers', 'answers': {'fun': 3, 'comment': 'The bot always ends first.', 'moment': 2}}))
        until(ws, lambda x: x.get('survey', {}).get('answers'))
    page = offline_page
    open_lab(page, voila_url, '')
    page.locator('.gl-lab-people-game select').select_option(label='Chromino')
    page.locator('button.gl-lab-people-read').click()
    expect(page.get_by_test_id('people')).to_contain_text('What people said', timeout=60_000)
    expect(page.get_by_test_id('people')).to_contain_text('The bot always ends first.')
    menu = page.locator('.gl-lab-people-which select')
    expect(menu.locator('option').first).to_have_text(f"table {t['table']} · game 1 · Mia, greedy".replace(' ', '\xa0'))   # the newest game first
    menu.select_option(index=0)
    page.locator('button.gl-lab-people-what-if').click()
    expect(page.get_by_test_id('people-chance-said')).to_contain_text('Mia (move 2): The bot always ends first.', timeout=180_000)
    line = page.locator('.gl-lab-people-chances.js-plotly-plot')
    expect(line).to_contain_text('Win chance along the game', timeout=30_000)
    expect(line).to_contain_text('Player 1')
    page.locator('.gl-lab-people-chances').screenshot(path=str(SHOTS/'lab-win-chances.png'))
