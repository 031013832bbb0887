"""The classroom in Debian Chromium: a teacher makes a class of 3 Chromino tables with the form, its QR codes decode
(Debian's zbarimg, from screenshots) to the seat links, two pupils on two devices join one by a scanned link and one
by the room code (9 digits, typed in groups) and play, and the teacher's overview follows without a reload; an absent
pupil replaced by a bot that moves, then given back; the printable sheet; closing, which closes the pupils' sockets with
the code the table page knows. No page of the classroom runs an inline script: their policy would refuse it."""
from __future__ import annotations
import json, os, re, shutil, subprocess, urllib.error, urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from games_lib.tables.store import Store
from test_e2e_tables import play_one
from test_tables import Server

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]
SHOTS = Path(os.environ.get('CLASSROOM_SHOTS', Path(__file__).resolve().parent.parent/'test-results'/'classroom'))
ZBARIMG = shutil.which('zbarimg') or '/usr/bin/zbarimg'      # Debian's zbar-tools


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db', pace=0.05).start()
    yield s
    s.stop()


# Every websocket's close code, kept where the test can read it (an init script: the pages' policy does not apply to it)
CLOSES = """(() => { const W = window.WebSocket; window.__closes = [];
  window.WebSocket = class extends W { constructor(...a) { super(...a); this.addEventListener('close', (e) => window.__closes.push(e.code)); } }; })();"""


def device(browser: Browser, base: str, outside: list, width=1100):
    "A fresh browser context (another device) that may reach only the server; page errors and refused scripts or styles are kept in `outside`"
    ctx = browser.new_context(viewport={'width': width, 'height': 900})
    ctx.route('**/*', lambda r: r.continue_() if r.request.url.startswith((base, base.replace('http', 'ws'))) else (outside.append(r.request.url), r.abort()))
    ctx.add_init_script(CLOSES)
    page = ctx.new_page()
    page.on('pageerror', lambda e: outside.append(f'error: {e}'))
    page.on('console', lambda m: outside.append(f'console: {m.text}') if 'Content Security Policy' in m.text else None)
    return ctx, page


def decode(png: Path) -> list[str]:
    "Every QR code zbarimg reads in the image `png`"
    out = subprocess.run([ZBARIMG, '--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', str(png)], capture_output=True, text=True, timeout=30)
    return out.stdout.split()


def test_a_class_from_the_form_to_two_pupils_playing_with_the_teacher_watching(browser: Browser, server, tmp_path):
    SHOTS.mkdir(parents=True, exist_ok=True)
    outside = []
    tctx, teacher = device(browser, server.base, outside)
    teacher.goto(server.base + '/class/new')
    teacher.select_option('select[name=game]', 'chromino')
    teacher.fill('input[name=tables]', '3')
    teacher.fill('input[name=players]', '2')
    teacher.select_option('fieldset[data-game=chromino] select[name=first_player]', '1')     # a menu in words: player 1
    teacher.get_by_role('button', name='Create the class').click()
    teacher.wait_for_url(re.compile(r'/class/[\w-]+\?key='))
    tables = teacher.get_by_test_id('table')
    expect(tables).to_have_count(3)
    expect(teacher.get_by_test_id('qr')).to_have_count(6)
    expect(teacher.get_by_test_id('status')).to_have_text(['Player 1 to play.'] * 3)
    assert [(t['options']['first_player'], t['seats']) for t in Store(server.db).tables()] == [(0, ['human', 'human'])] * 3   # the form's option
    teacher.screenshot(path=str(SHOTS/'teacher-new.png'), full_page=True)

    # every QR code decodes to the seat link written under it, and to nothing else
    links = []
    for i in range(6):
        qr = teacher.get_by_test_id('qr').nth(i)
        qr.screenshot(path=str(tmp_path/f'qr{i}.png'))
        url = qr.get_attribute('data-url')
        assert decode(tmp_path/f'qr{i}.png') == [url]
        assert teacher.get_by_test_id('seat-link').nth(i).inner_text() == url and url.startswith(server.base + '/t/')
        links.append(url)
    assert len(set(links)) == 6
    work = teacher.get_by_test_id('work-link').inner_text()                       # and the class's exercise link, the page's one other QR code
    assert sorted(decode(SHOTS/'teacher-new.png')) == sorted(links + [work])     # the whole page, as a phone camera sees it

    # pupil A scans table 1's first QR code; pupil B types table 1's room code and gets only the seat left
    actx, a = device(browser, server.base, outside, width=420)
    a.goto(decode(tmp_path/'qr0.png')[0])
    expect(a.locator('[data-testid=chromino][data-ready="1"]')).to_be_visible(timeout=30_000)
    code = tables.nth(0).get_by_test_id('code').inner_text()
    bctx, b = device(browser, server.base, outside, width=420)
    b.goto(server.base + '/join')
    assert re.fullmatch(r'\d{3} \d{3} \d{3}', code), code                # shown in groups, typed as shown
    expect(b.get_by_test_id('code-input')).to_have_attribute('inputmode', 'numeric')
    b.get_by_test_id('code-input').fill(code)
    b.screenshot(path=str(SHOTS/'join-form.png'))
    b.get_by_test_id('join-go').click()
    expect(b.get_by_test_id('free-seat')).to_have_count(1)
    expect(b.get_by_test_id('free-seat')).to_have_text('Player 2')
    b.screenshot(path=str(SHOTS/'join-code.png'))
    b.get_by_test_id('free-seat').click()
    expect(b.locator('[data-testid=chromino][data-ready="1"]')).to_be_visible(timeout=30_000)
    assert b.url == links[1]

    # they play; the teacher's page follows without a reload
    first = tables.nth(0)
    expect(first.locator('[data-seat="1"] .who')).to_have_text('pupil · joined', timeout=6_000)
    loads = teacher.evaluate('performance.getEntriesByType("navigation").length')
    play_one(a)
    expect(first.get_by_test_id('ply')).to_have_text('1', timeout=6_000)
    expect(first.get_by_test_id('status')).to_have_text('Player 2 to play.')
    play_one(b)
    expect(first.get_by_test_id('ply')).to_have_text('2', timeout=6_000)
    assert teacher.evaluate('performance.getEntriesByType("navigation").length') == loads and teacher.url.endswith('lang=en')
    expect(tables.nth(1).get_by_test_id('ply')).to_have_text('0')

    # nobody came to table 3: the teacher replaces its first pupil by a bot, which plays its turn, then gives the seat back
    third, seat1 = tables.nth(2), tables.nth(2).locator('li[data-seat="0"]')
    seat1.get_by_role('button', name='Replace by a bot').click()
    expect(seat1.locator('.who')).to_have_text('bot greedy (medium)', timeout=6_000)
    expect(seat1).to_have_attribute('data-kind', 'greedy')
    expect(third.get_by_test_id('ply')).to_have_text('1', timeout=10_000)                 # the bot moved
    expect(third.get_by_test_id('status')).to_have_text('Player 2 to play.')
    assert Store(server.db).tables()[2]['seats'] == ['greedy', 'human']
    teacher.screenshot(path=str(SHOTS/'teacher-replaced.png'), full_page=True)
    seat1.get_by_role('button', name='Give back to a pupil').click()
    expect(seat1.locator('.who')).to_have_text('pupil · free', timeout=6_000)
    assert Store(server.db).tables()[2]['seats'] == ['human', 'human'] and teacher.get_by_test_id('error').inner_text() == ''

    # pause table 2; open table 1 as a spectator for the projector
    tables.nth(1).get_by_test_id('pause').click()
    expect(tables.nth(1).get_by_test_id('status')).to_have_text('Paused.')
    with tctx.expect_page() as spectator:
        first.get_by_test_id('watch').click()
    spectator.value.wait_for_load_state()
    expect(spectator.value.locator('[data-testid=chromino][data-ready="1"][data-ply="2"]')).to_be_visible(timeout=30_000)
    spectator.value.close()
    teacher.screenshot(path=str(SHOTS/'teacher-playing.png'), full_page=True)
    teacher.get_by_test_id('compact').check()                                  # the projector's view: the overview only
    expect(teacher.get_by_test_id('qr').first.locator('svg')).to_be_hidden()
    teacher.screenshot(path=str(SHOTS/'teacher-compact.png'), full_page=True)
    teacher.get_by_test_id('compact').uncheck()
    size = teacher.viewport_size
    teacher.set_viewport_size({'width': 390, 'height': 844})                 # the teacher's phone: each control whole on its line
    label = teacher.locator('label:has([data-testid=compact])').bounding_box()
    assert label['x'] + label['width'] <= 390 and label['height'] < 30, f'the checkbox label is cut across lines: {label}'
    teacher.screenshot(path=str(SHOTS/'teacher-390.png'), full_page=True)
    teacher.set_viewport_size(size)

    # the printable sheet: one card per seat, each QR code readable
    with tctx.expect_page() as sheet_page:
        teacher.get_by_test_id('sheet').click()
    sheet = sheet_page.value
    sheet.wait_for_load_state()
    expect(sheet.get_by_test_id('card')).to_have_count(6)
    sheet.screenshot(path=str(SHOTS/'sheet.png'), full_page=True)
    assert sorted(decode(SHOTS/'sheet.png')) == sorted(links)
    sheet.emulate_media(media='print')
    sheet.screenshot(path=str(SHOTS/'sheet-print.png'), full_page=True)
    sheet.close()

    # in French, then closed: the pupils' tables go with it
    teacher.get_by_test_id('lang').click()
    expect(teacher.get_by_test_id('status').first).to_have_text('Joueur 1 doit jouer.')
    teacher.screenshot(path=str(SHOTS/'teacher-fr.png'), full_page=True)
    teacher.on('dialog', lambda d: d.accept())
    teacher.get_by_test_id('close').click()
    expect(teacher.get_by_test_id('closed')).to_have_text('Cette classe est fermée.', timeout=6_000)
    teacher.screenshot(path=str(SHOTS/'teacher-closed.png'), full_page=True)
    for pupil in (a, b):                                    # their tables went with the class: told so by the socket's close code
        pupil.wait_for_function('window.__closes.includes(4410)', timeout=6_000)
    a.screenshot(path=str(SHOTS/'pupil-closed.png'))
    assert outside == []
    for ctx in (tctx, actx, bctx): ctx.close()


def test_a_pupil_is_told_in_the_pages_language_that_the_table_is_closed(browser: Browser, server):
    status, c = (lambda r: (r.status, json.load(r)))(urllib.request.urlopen(urllib.request.Request(
        server.base + '/api/classes', data=json.dumps({'game': 'chromino', 'tables': 1, 'players': 2}).encode(), headers={'Content-Type': 'application/json'}), timeout=10))
    with urllib.request.urlopen(f"{server.base}/api/classes/{c['class']}?key={c['key']}", timeout=10) as r: seats = json.load(r)['tables'][0]['seats']
    pupils = []
    for seat, locale in zip(seats, ('en-GB', 'fr-FR')):
        ctx = browser.new_context(locale=locale, viewport={'width': 420, 'height': 800})
        page = ctx.new_page()
        page.goto(seat['url'])
        expect(page.locator('[data-testid=chromino][data-ready="1"]')).to_be_visible(timeout=30_000)
        pupils.append((ctx, page))
    urllib.request.urlopen(urllib.request.Request(f"{server.base}/api/classes/{c['class']}?key={c['key']}", method='DELETE'), timeout=10).read()
    for (ctx, page), words in zip(pupils, ('closed', 'fermée')):
        banner = page.get_by_test_id('connection')
        expect(banner).to_contain_text(words, timeout=6_000)
        page.wait_for_timeout(1500)                                      # and it stays said: no reconnecting
        assert words in banner.inner_text() and 'reconnect' not in banner.inner_text().lower()    # reconnecting…, reconnexion…
        page.screenshot(path=str(SHOTS/f"pupil-closed-{words}.png"))
        ctx.close()


# --- the pupils' exercises: from the class's exercise link to the teacher's page ---

def post_json(server, path: str, body) -> tuple[int, dict]:
    req = urllib.request.Request(server.base + path, json.dumps(body).encode(), method='POST', headers={'Content-Type': 'application/json'})
    try:
        with urllib.request.urlopen(req, timeout=20) as r: return r.status, json.load(r)
    except urllib.error.HTTPError as e: return e.code, json.load(e)


def run_pupil_notebook(path: Path, answer: str|None) -> str:
    "Execute the downloaded notebook at `path` in a real kernel, the pupil's answer cell replaced by `answer`; its outputs as text"
    import nbformat
    from nbclient import NotebookClient
    nb = nbformat.read(path, as_version=4)
    if answer is not None: next(c for c in nb.cells if c.cell_type == 'code' and 'def take_rule' in c.source).source = answer
    NotebookClient(nb, timeout=300, kernel_name='python3', resources={'metadata': {'path': str(path.parent)}}).execute()
    return '\n'.join(o.get('text', '') + o.get('data', {}).get('text/plain', '') for c in nb.cells if c.cell_type == 'code' for o in c.outputs)


WRONG = """def take_rule(state, move):
    return None if 1 <= move['n'] <= 3 else Rejection('nim.take.range', {'most': 3})"""
RIGHT = """def take_rule(state, move):
    most = min(3, state.stones)
    return None if 1 <= move['n'] <= most else Rejection('nim.take.range', {'most': most})"""


def test_a_pupil_runs_an_exercise_from_the_class_link_and_the_teacher_sees_it(browser: Browser, server, tmp_path):
    SHOTS.mkdir(parents=True, exist_ok=True)
    code, made = post_json(server, '/api/classes', {'game': 'kids', 'tables': 1, 'players': 2})
    assert code == 201, made
    outside = []
    tctx, teacher = device(browser, server.base, outside)
    teacher.goto(made['url'] + '&lang=fr')
    expect(teacher.get_by_test_id('progress-none')).to_have_text("Aucun élève n'a encore demandé les exercices.")
    work = teacher.get_by_test_id('work-link').inner_text()
    assert work.startswith(f"{server.base}/class/{made['class']}/exercises?key=") and made['key'] not in work   # not the teacher's key
    teacher.get_by_test_id('work-qr').screenshot(path=str(tmp_path/'work-qr.png'))
    assert decode(tmp_path/'work-qr.png') == [work]

    # the pupil, on a phone, opens the class's exercise link and types a name
    pctx, pupil = device(browser, server.base, outside, width=390)
    pupil.goto(work + '&lang=fr')
    expect(pupil.get_by_test_id('exercise')).to_have_count(10)
    pupil.get_by_test_id('pupil-name').fill('  Zoé  ')
    pupil.get_by_test_id('work-go').click()
    expect(pupil.get_by_test_id('work-for')).to_contain_text('Exercices de Zoé')
    pupil.screenshot(path=str(SHOTS/'pupil-exercises.png'), full_page=True)
    nim = pupil.locator('[data-testid=exercise][data-name="02_nim_rule"] [data-testid=download]')
    with pupil.expect_download() as d:
        nim.click()
    path = tmp_path/d.value.suggested_filename
    d.value.save_as(path)
    assert path.name == '02_nim_rule.ipynb'
    nb = json.loads(path.read_text())
    prose = '\n'.join(''.join(c['source']) for c in nb['cells'] if c['cell_type'] == 'markdown')
    assert 'une règle de Nim' in prose and 'a rule of Nim' not in prose and 'BEGIN SOLUTION' not in path.read_text()
    assert f"{server.base}/api/progress/" in ''.join(nb['cells'][0]['source'])

    # the pupil's kernel runs it: first as downloaded (not done yet), then a wrong answer, then a right one
    text = run_pupil_notebook(path, None)
    assert '… Pas encore fait' in text
    text = run_pupil_notebook(path, WRONG)
    assert '✘ Avec ' in text and "n'a pas pu être prévenue" not in text
    row = teacher.locator('[data-testid=progress-row][data-pupil="Zoé"][data-exercise="02_nim_rule"]')
    expect(row).to_be_visible(timeout=15_000)                                    # the page's poll, no reload
    expect(row.locator('td').nth(3)).to_have_text('non')
    expect(row.locator('td').nth(4)).to_contain_text('votre règle')             # the check's own sentence, in French
    teacher.screenshot(path=str(SHOTS/'teacher-progress-failed.png'), full_page=True)
    run_pupil_notebook(path, RIGHT)
    expect(row.locator('td').nth(3)).to_have_text('oui', timeout=15_000)
    expect(row.locator('td').nth(2)).to_have_text('2')                          # two tries (the copy as downloaded is not one)
    expect(row.locator('td').nth(1)).to_have_text('2. Une règle de Nim')
    teacher.screenshot(path=str(SHOTS/'teacher-progress.png'), full_page=True)
    assert outside == [], outside
    for ctx in (tctx, pctx): ctx.close()


def test_the_exercise_pages_refuse_in_words(server):
    code, made = post_json(server, '/api/classes', {'game': 'chromino', 'tables': 1, 'players': 2})
    def get(path):
        try:
            with urllib.request.urlopen(server.base + path, timeout=20) as r: return r.status, r.read().decode()
        except urllib.error.HTTPError as e: return e.code, e.read().decode()
    status, page = get(f"/class/{made['class']}/exercises?key=wrong&lang=fr")
    assert status == 403 and 'lien des exercices de la classe' in page and 'Traceback' not in page
    status, page = get('/exercises/99_nothing.ipynb')
    assert status == 404 and 'There is no exercise' in page and '02_nim_rule' in page
    status, page = get('/exercises/02_nim_rule.ipynb?lang=en')
    assert status == 200 and 'BEGIN SOLUTION' not in page and "join_class('" not in page      # no class: nothing reported
    status, body = post_json(server, '/api/progress/nobody', {'exercise': '02_nim_rule', 'ok': True, 'not_done': False, 'en': 'x', 'fr': 'x'})
    assert status == 404 and body['error'].startswith('This verdict cannot be recorded: this notebook') and body['error_fr'].startswith('Ce verdict')


def test_the_exercise_pages_have_no_serious_accessibility_violation(browser: Browser, server):
    "axe-core on the exercises' pages: the public list, a class's name form, the pupil's list of downloads (French), the teacher's progress"
    from test_axe import violations
    code, made = post_json(server, '/api/classes', {'game': 'centrix', 'tables': 1, 'players': 2})
    ctx = browser.new_context(bypass_csp=True, viewport={'width': 1100, 'height': 900})     # axe is injected as a script the pages' policy would refuse
    page = ctx.new_page()
    page.goto(server.base + '/exercises')
    assert violations(page) == []
    page.goto(made['url'])
    work = page.get_by_test_id('work-link').inner_text()
    page.goto(work + '&lang=fr')
    assert violations(page) == []
    page.get_by_test_id('pupil-name').fill('Léa')
    page.get_by_test_id('work-go').click()
    expect(page.get_by_test_id('download')).to_have_count(10)
    assert violations(page) == []
    ctx.close()


def test_the_teachers_pages_fit_a_phone(browser: Browser, server):
    "A teacher on a 390 px phone: the class form, the teacher page (long links and the exercises' address wrap) and the sheet scroll only down, in both languages"
    code, made = post_json(server, '/api/classes', {'game': 'chromino', 'tables': 2, 'players': 2, 'seats': ['human', 'greedy']})
    assert code == 201, made
    ctx = browser.new_context(viewport={'width': 390, 'height': 800})
    page = ctx.new_page()
    sheet = made['url'].replace('?', '/sheet?')
    for lang in ('en', 'fr'):
        for url in (f"{server.base}/class/new?lang={lang}", f"{made['url']}&lang={lang}", f"{sheet}&lang={lang}"):
            page.goto(url)
            assert page.evaluate('document.documentElement.scrollWidth') <= 390, (url, page.evaluate('document.documentElement.scrollWidth'))
    ctx.close()
