"""The classroom on a real table server process (a free loopback port, a real SQLite file): a class of 3 tables made
over HTTP, its host key and nobody else's opening it, room codes and the free seats they list, the teacher's actions
carried to the tables, and the class rebuilt after the server is killed with SIGKILL; room codes a script cannot guess
in a lesson; bad bodies refused in both languages with a 4xx and no table left behind (fuzzed too); pupils told their
table closed; pages without inline script under their own content security policy; `games-lib serve --public-url`."""
from __future__ import annotations
import html, json, os, re, signal, sqlite3, subprocess, sys, time, urllib.error, urllib.request
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

import games_lib
from games_lib.tables.classroom import JOIN_BURST, JOIN_EVERY, TABLE_CLOSED, code_text
from test_tables import Server, free_port, recv, until

pytestmark = [pytest.mark.timeout(120), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]


def call(server, method, path, body=None) -> tuple[int, dict | str]:
    "One HTTP request; the status and the JSON (or the page's text)"
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    req = urllib.request.Request(server.base + path, data=data, method=method, headers={'Content-Type': 'application/json'})
    try:
        with urllib.request.urlopen(req, timeout=10) as r: status, raw, kind = r.status, r.read().decode(), r.headers['Content-Type']
    except urllib.error.HTTPError as e: status, raw, kind = e.code, e.read().decode(), e.headers['Content-Type']
    return status, json.loads(raw) if kind.startswith('application/json') else raw


def new_class(server, **spec) -> dict:
    status, c = call(server, 'POST', '/api/classes', {'game': 'chromino', 'tables': 3, 'players': 2, 'option_text': {'first_player': '1'}, **spec})
    assert status == 201, c
    return c


def overview(server, c) -> dict:
    status, o = call(server, 'GET', f"/api/classes/{c['class']}?key={c['key']}")
    assert status == 200, o
    return o


# English words that have no business in a French sentence (field names, bot names, option values and quoted JSON aside)
ENGLISH = re.compile(r"\b(the|must|not|is|are|of|from|to|and|with|this|cannot|whole|number|there|has|its|values?|be|"
                     r"could|was|kept|wait|seconds|your|teacher|digits|body|field|seat|player|do|that|table's|too|many)\b", re.I)
FIELD_WORDS = re.compile(r'"[^"]*"|\b(game|tables|players|seats|bot|options|option_text|action|table|seat|human|greedy|mcts|memory|random|JSON)\b')


def english_in(fr: str) -> list:
    "The English words of a French sentence"
    return ENGLISH.findall(FIELD_WORDS.sub(' ', fr))


def stored_tables(server) -> int:
    return sqlite3.connect(server.db).execute('SELECT count(*) FROM tables').fetchone()[0]


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db').start()
    yield s
    s.stop()


def test_a_class_of_three_tables_opens_only_with_its_own_key(server):
    c = new_class(server, seats=['human', 'greedy'])
    assert c['url'] == f"{server.base}/class/{c['class']}?key={c['key']}" and len(c['key']) >= 20
    o = overview(server, c)
    assert [t['number'] for t in o['tables']] == [1, 2, 3] and len({t['table'] for t in o['tables']}) == 3
    assert all(t['status']['en'] == 'Player 1 to play.' and t['status']['fr'] == 'Joueur 1 doit jouer.' for t in o['tables'])
    assert [[s['kind'] for s in t['seats']] for t in o['tables']] == [['human', 'greedy']] * 3
    rows = sqlite3.connect(server.db).execute('SELECT options, seats FROM tables').fetchall()     # the option text, read by Option.parse
    assert len(rows) == 3 and all(json.loads(opts)['first_player'] == 0 and json.loads(seats) == ['human', 'greedy'] for opts, seats in rows)
    for t in o['tables']:                                      # each seat link is that seat's: the server gives it that seat's view
        for s in t['seats']:
            key = s['url'].split('key=')[1]
            assert call(server, 'GET', f"/api/tables/{t['table']}?key={key}")[1]['seat'] == s['seat']
    status, page = call(server, 'GET', f"/class/{c['class']}?key={c['key']}")
    # the teacher sees what a spectator may: no tile of any hand, on the page or in the overview it polls
    g = games_lib.load('chromino', first_player=0)
    for (tid, seed) in sqlite3.connect(server.db).execute('SELECT id, seed FROM tables'):
        tiles = {x for h in g.to_json(g.setup(n_players=2, seed=seed))['hands'] for x in h}
        assert len(tiles) >= 16 and not [x for x in tiles for y in (x, x[::-1]) if f'"{y}"' in json.dumps(o) + page or f'>{y}<' in page], tid
    assert status == 200 and page.count('data-testid="table"') == 3 and page.count('data-testid="qr"') == 6 and page.count('<svg') == 7   # and the exercises' link
    assert all(s['url'] in page for t in o['tables'] for s in t['seats']) and all(code_text(t['code']) in page for t in o['tables'])
    assert not re.search(r'<(script|link|img)[^>]+(src|href)="https?:', page)          # nothing from outside the server
    status, sheet = call(server, 'GET', f"/class/{c['class']}/sheet?key={c['key']}&lang=fr")
    assert status == 200 and sheet.count('data-testid="card"') == 3 and 'Joueur 1' in sheet and 'Joueur 2' not in sheet   # bots get no card
    assert sheet.count('class="group"') == 3 and sheet.count('<svg') == 3
    with urllib.request.urlopen(f"{server.base}/static/teacher.css", timeout=10) as r: assert re.search(r'\.group {\s*break-after: page;', r.read().decode())   # a page per table

    other = new_class(server)
    o2 = overview(server, other)
    keys = lambda o: {s['url'].split('key=')[1] for t in o['tables'] for s in t['seats']} | {t['watch'].split('key=')[1] for t in o['tables']}
    for path in (f"/class/{c['class']}", f"/api/classes/{c['class']}", f"/class/{c['class']}/sheet"):
        for key in ('', 'nope', c['key'][:-1], other['key']):
            status, body = call(server, 'GET', f"{path}?key={key}")
            assert status == 403 and 'key' in str(body), (path, key, body)
    status, body = call(server, 'POST', f"/api/classes/{c['class']}?key={other['key']}", {'action': 'pause', 'table': o['tables'][0]['table']})
    assert status == 403 and not overview(server, c)['tables'][0]['paused']
    status, body = call(server, 'DELETE', f"/api/classes/{c['class']}?key=nope")
    assert status == 403 and overview(server, c)['class'] == c['class']
    assert call(server, 'GET', f"/class/nosuch?key={c['key']}")[0] == 404
    page2 = call(server, 'GET', f"/class/{other['class']}?key={other['key']}")[1]
    assert not any(k in page2 for k in keys(o) | {c['key']}) and not any(k in page for k in keys(o2) | {other['key']})
    # a teacher acting on another class's table through their own class is refused
    status, body = call(server, 'POST', f"/api/classes/{other['class']}?key={other['key']}", {'action': 'pause', 'table': o['tables'][0]['table']})
    assert status == 400 and "this class's tables" in body['error'] and not overview(server, c)['tables'][0]['paused']


def test_bad_classes_are_refused_in_words_and_make_no_table(server):
    for body, words in [(b'{"game": ', 'not JSON'), ({'game': 'go'}, 'game must be one of'), ({'game': 'chromino', 'tables': 0}, 'tables must be'),
                        ({'game': 'chromino', 'tables': 41}, 'tables must be'), ({'game': 'kids', 'players': 9}, 'players must be'),
                        ({'game': 'chromino', 'seats': ['human', 'alphago']}, 'alphago'),
                        ({'game': 'chromino', 'option_text': {'draw_mode': 'twice'}}, 'draw_mode'),
                        ({'game': 'chromino', 'option_text': {'colour': 'red'}}, 'no option')]:
        status, err = call(server, 'POST', '/api/classes', body)
        assert status == 400 and words in err['error'] and err['error'].endswith('.'), (body, err)
    assert sqlite3.connect(server.db).execute('SELECT count(*) FROM tables').fetchone()[0] == 0
    status, form = call(server, 'GET', '/class/new?lang=fr')
    assert status == 200 and 'Créer la classe' in form and 'name="first_player"' in form and 'name="draw_mode"' in form


def test_room_codes_are_unique_and_list_only_the_free_human_seats(server):
    a, b = new_class(server, seats=['human', 'human']), new_class(server, seats=['human', 'random'])
    codes = [t['code'] for t in a['tables'] + b['tables']]
    assert len(set(codes)) == 6 and all(len(k) == 9 and k.isdigit() for k in codes)
    status, form = call(server, 'GET', '/join')
    assert status == 200 and 'name="code"' in form and 'inputmode="numeric"' in form and '9 digits' in form
    assert '9 chiffres' in call(server, 'GET', '/join?lang=fr')[1]
    seats_of = lambda code: re.findall(r'data-seat="(\d)" href="([^"]+)"', call(server, 'GET', f'/join/{code}')[1])
    c1 = a['tables'][1]['code']
    free = seats_of(f"{c1[:3]}%20{c1[3:6]}-{c1[6:]}")                  # typed in groups, as the teacher's page shows it: the same table
    assert free == seats_of(c1)
    assert [p for p, _ in free] == ['0', '1'] and all(f"/t/{a['tables'][1]['table']}?key=" in u for _, u in free)
    assert [p for p, _ in seats_of(b['tables'][0]['code'])] == ['0']  # a bot's seat is never offered
    # a pupil joins seat 1 by its link (connects once, then leaves): the seat stays taken; the others stay free
    key = free[0][1].split('key=')[1]
    ws = connect(f"ws://127.0.0.1:{server.port}/ws/{a['tables'][1]['table']}?key={key}", open_timeout=10)
    recv(ws)
    end = time.monotonic() + 5
    while seats_of(a['tables'][1]['code']) != [free[1]] and time.monotonic() < end: time.sleep(0.1)
    ws.close()
    time.sleep(1.2)
    assert seats_of(a['tables'][1]['code']) == [free[1]] and [p for p, _ in seats_of(a['tables'][0]['code'])] == ['0', '1']
    t1 = overview(server, a)['tables'][1]
    assert [s['taken'] for s in t1['seats']] == [True, False] and t1['seats'][0]['who']['en'] == 'pupil · joined'
    wrong = next(f"{n:09d}" for n in range(1000) if f"{n:09d}" not in codes)
    status, page = call(server, 'GET', f'/join/{wrong}')
    assert status == 404 and 'No table has the room code' in page and code_text(wrong) in page
    status, page = call(server, 'GET', '/join/KAFT')                  # not 9 digits: said so (and not counted as a guess)
    assert status == 400 and 'A room code has 9 digits' in page and 'Un code de salle a 9 chiffres' in page
    status, page = call(server, 'GET', f"/join?code={c1[:3]}+{c1[3:6]}+{c1[6:]}&lang=fr")   # the join form's own request
    assert status == 200 and 'Table 2\u00a0: choisissez votre place' in html.unescape(page)


def test_the_teacher_pauses_replaces_restarts_and_closes_through_the_class(server):
    c = new_class(server)
    o = overview(server, c)
    t0, t2 = o['tables'][0], o['tables'][2]
    act = lambda body: call(server, 'POST', f"/api/classes/{c['class']}?key={c['key']}", body)

    status, after = act({'action': 'pause', 'table': t0['table']})
    assert status == 200 and after['tables'][0]['paused'] and after['tables'][0]['status']['en'] == 'Paused.' and not after['tables'][1]['paused']
    ws = connect(f"ws://127.0.0.1:{server.port}/ws/{t0['table']}?key={t0['seats'][0]['url'].split('key=')[1]}", open_timeout=10)
    f = recv(ws)
    assert f['paused']
    ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
    assert until(ws, lambda x: x['type'] == 'error')['rule'] == 'tables.paused'
    status, after = act({'action': 'resume', 'table': t0['table']})
    assert status == 200 and not after['tables'][0]['paused']
    f = until(ws, lambda x: x['type'] == 'state' and not x['paused'])
    ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
    until(ws, lambda x: x['type'] == 'state' and x['ply'] == 1)
    assert overview(server, c)['tables'][0]['ply'] == 1

    # an absent pupil (seat 2 of table 1) replaced by the class's bot: the bot plays that seat's turn
    status, after = act({'action': 'replace', 'table': t0['table'], 'seat': 1})
    assert status == 200 and [s['kind'] for s in after['tables'][0]['seats']] == ['human', 'greedy']
    f = until(ws, lambda x: x['type'] == 'state' and x['ply'] >= 2)
    assert f['seats'] == ['human', 'greedy'] and overview(server, c)['tables'][0]['seats'][1]['who']['en'] == 'bot greedy (medium)'
    status, after = act({'action': 'replace', 'table': t0['table'], 'seat': 1, 'bot': 'human'})
    assert status == 200 and [s['kind'] for s in after['tables'][0]['seats']] == ['human', 'human']

    seed = sqlite3.connect(server.db).execute('SELECT seed FROM tables WHERE id = ?', (t0['table'],)).fetchone()[0]
    status, after = act({'action': 'restart', 'table': t0['table']})
    assert status == 200 and after['tables'][0]['ply'] == 0
    assert sqlite3.connect(server.db).execute('SELECT seed FROM tables WHERE id = ?', (t0['table'],)).fetchone()[0] != seed or \
        act({'action': 'restart', 'table': t0['table']})[0] == 200      # a new seed may equal the old one once in a million
    until(ws, lambda x: x['type'] == 'state' and x['ply'] == 0)
    ws.close()

    for body, words in [({'action': 'fly', 'table': t0['table']}, 'action must be'), ({'action': 'pause', 'table': 'nope'}, "this class's tables"),
                        ({'action': 'replace', 'table': t0['table'], 'seat': 5}, 'from 0 to 1'),
                        ({'action': 'replace', 'table': t0['table'], 'seat': 0, 'bot': 'alphago'}, 'alphago'),
                        ({'action': 'replace', 'table': t0['table'], 'seat': 1, 'bot': 'memory'}, 'the memory bot cannot play Chromino')]:   # was a 500
        status, err = act(body)
        assert status == 400 and words in err['error'] and err['error_fr'].startswith('La table ne peut pas faire cela : '), (body, err)
        assert not english_in(err['error_fr']), err['error_fr']

    status, _ = call(server, 'DELETE', f"/api/classes/{c['class']}?key={c['key']}")
    assert status == 200
    assert call(server, 'GET', f"/api/classes/{c['class']}?key={c['key']}")[0] == 404
    assert call(server, 'GET', f"/join/{t2['code']}")[0] == 404
    assert call(server, 'GET', f"/api/tables/{t2['table']}?key={t2['watch'].split('key=')[1]}")[0] == 404
    db = sqlite3.connect(server.db)
    assert [db.execute(f'SELECT count(*) FROM {t}').fetchone()[0] for t in ('classes', 'tables', 'moves', 'attempts')] == [0, 0, 0, 0]


def test_a_class_is_rebuilt_after_the_server_is_killed(server):
    c = new_class(server)
    o = overview(server, c)
    t = o['tables'][2]
    ws = connect(f"ws://127.0.0.1:{server.port}/ws/{t['table']}?key={t['seats'][0]['url'].split('key=')[1]}", open_timeout=10)
    f = recv(ws)
    ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]}))
    until(ws, lambda x: x['type'] == 'state' and x['ply'] == 1)
    ws.close()
    call(server, 'POST', f"/api/classes/{c['class']}?key={c['key']}", {'action': 'pause', 'table': o['tables'][1]['table']})
    server.stop(signal.SIGKILL)
    server.start()
    again = overview(server, c)
    assert [(x['table'], x['code']) for x in again['tables']] == [(x['table'], x['code']) for x in o['tables']]
    assert [x['ply'] for x in again['tables']] == [0, 0, 1] and [x['paused'] for x in again['tables']] == [False, True, False]
    assert [s['url'] for x in again['tables'] for s in x['seats']] == [s['url'] for x in o['tables'] for s in x['seats']]
    assert call(server, 'GET', f"/class/{c['class']}?key=nope")[0] == 403
    assert [p for p in re.findall(r'data-seat="(\d)"', call(server, 'GET', f"/join/{t['code']}")[1])] == ['0', '1']   # who joined is memory only


def test_links_carry_the_address_pupils_reach_and_a_loopback_server_says_so(tmp_path, server):
    "On loopback only, the teacher is told the links open on this computer alone; with a public address, every link and QR code carries it"
    c = new_class(server)
    for lang, words in (('en', 'open only on this computer'), ('fr', "ne s'ouvrent que sur cet ordinateur")):
        assert words in html.unescape(call(server, 'GET', f"/class/{c['class']}?key={c['key']}&lang={lang}")[1])
        assert words in html.unescape(call(server, 'GET', f"/class/{c['class']}/sheet?key={c['key']}&lang={lang}")[1])
    public = Server(tmp_path/'public.db', extra=['--public-url', 'http://192.0.2.7:8867/']).start()
    try:
        c = new_class(public)
        assert c['url'].startswith('http://192.0.2.7:8867/class/')
        o = overview(public, c)
        urls = [s['url'] for t in o['tables'] for s in t['seats']] + [o['join']]
        assert urls and all(u.startswith('http://192.0.2.7:8867/') for u in urls), urls
        page = call(public, 'GET', f"/class/{c['class']}?key={c['key']}")[1]
        assert 'data-testid="local-only"' not in page and 'http://192.0.2.7:8867/join' in page
        status, t = public.post({'game': 'chromino', 'players': 2})           # a lobby's table too
        assert status == 201 and t['seats'][0]['url'].startswith('http://192.0.2.7:8867/t/')
    finally: public.stop()


def test_the_form_and_the_pages_name_each_game_in_its_own_words(server):
    "The game menu and the class pages say 'Les Pigments de Kayaîn' in its own words, not 'Kayain'"
    status, page = call(server, 'GET', '/class/new?lang=fr')
    assert status == 200
    menu = re.findall(r'<option value="(\w+)">([^<]*)</option>', page.split('name="bot"')[0])
    ours = [g for g, cls in games_lib.GAMES.items() if cls.__module__.startswith('games_lib.')]   # what the server loaded (tests may register more here)
    assert menu == [(g, html.escape(games_lib.game_info(g).words('fr'))) for g in ours]
    assert ('kayain', 'Les Pigments de Kayaîn') in menu and 'Kayain<' not in page
    c = new_class(server, game='kayain', tables=1, option_text={})
    status, teacher = call(server, 'GET', f"/class/{c['class']}?key={c['key']}&lang=fr")
    assert status == 200 and 'Les Pigments de Kayaîn' in teacher and 'Kayain' not in teacher.split('<main>')[0]


# ---- room codes a script cannot guess during a lesson ---------------------------------------------------------------

def test_room_codes_cannot_be_guessed_during_a_lesson(server):
    """9 digits (10^9 codes) and, per client, 20 wrong codes at once then one every 3 s: a script guessing as fast as it
    can gets 20 answers, then waits, even for a right code; a right code costs nothing, and the wait is said in words"""
    c = new_class(server, tables=2)
    right = [t['code'] for t in c['tables']]
    assert all(len(k) == 9 and k.isdigit() for k in right)
    wrong = (f"{n:09d}" for n in range(10 ** 6) if f"{n:09d}" not in right)
    get = lambda code: call(server, 'GET', f'/join/{code}')
    assert get(right[0])[0] == 200 and get(next(wrong))[0] == 404 and get(right[1])[0] == 200   # a right code is never counted
    start, answers = time.monotonic(), []
    while time.monotonic() - start < 2:                                 # a script, as fast as it can, for 2 s
        answers.append(get(next(wrong))[0])
    assert answers.count(404) in (JOIN_BURST - 1, JOIN_BURST, JOIN_BURST + 1) and set(answers) == {404, 429} and len(answers) > 50, answers[:30]
    status, page = get(right[0])                                        # past the limit, even the right code waits
    assert status == 429 and 'Too many wrong room codes from this device' in page and 'Trop de codes de salle faux' in html.unescape(page)
    req = urllib.request.Request(f"{server.base}/join/{right[0]}?lang=fr")
    with pytest.raises(urllib.error.HTTPError) as e: urllib.request.urlopen(req, timeout=10)
    assert e.value.code == 429 and 1 <= int(e.value.headers['Retry-After']) <= JOIN_EVERY
    time.sleep(JOIN_EVERY + 0.2)
    assert get(right[0])[0] == 200                                      # then the pupil gets in
    assert 'free-seat' in get(right[1])[1]


# ---- /api/classes: every bad body a sentence in both languages and a 4xx, and a class made whole or not at all -------

BAD_CLASSES = [
    ({'game': 'chromino', 'bot': 'memory'}, 400, 'the memory bot cannot play Chromino; the bots that can: greedy, mcts search, random'),
    ({'game': 'kayain', 'seats': ['human', 'memory']}, 400, 'the memory bot cannot play Les Pigments de Kayaîn'),
    (b'[' * 30_000 + b']' * 30_000, 400, 'nests more than'), (b'{"game": "chromino", "x": ' + b'[' * 900 + b']' * 900 + b'}', 400, 'nests more than'),
    (b'{"game": ', 400, 'not JSON'), (b'\xff\xfe', 400, 'not JSON'), (b'{"game": "chromino", "seats": ["' + b'h' * 70_000 + b'"]}', 413, 'larger than 64 KiB'),
    ({'game': 'chromino', 'tables': 5, 'bot': {'name': 'greedy'}}, 400, 'bot must be the name of a bot'),
    ({'game': 'chromino', 'tables': 5, 'bot': {'a': 1}}, 400, 'bot must be the name of a bot'),
    ({'game': 'chromino', 'tables': 2, 'bot': 'mcts:seconds=20'}, 400, 'bot must be the name of a bot'),
    ({'game': 'chromino', 'seats': [{'x': 1}]}, 400, 'seats must be a list'), ({'game': 'chromino', 'seats': [{'name': 'greedy'}, 'human']}, 400, 'seats must be a list'),
    ({'game': 'chromino', 'seats': 'human'}, 400, 'seats must be a list'), ({'game': 'chromino', 'seats': ['human', 'mcts:seconds=20']}, 400, 'seats must be a list'),
    ({'game': {'a': 1}}, 400, 'game must be one of'), ({'game': ['chromino']}, 400, 'game must be one of'), ({'game': None}, 400, 'game must be one of'),
    ({'game': 'chromino', 'tables': '3'}, 400, 'tables must be'), ({'game': 'chromino', 'tables': 10 ** 35}, 400, 'tables must be'),
    ({'game': 'chromino', 'tables': 2.0}, 400, 'tables must be'), ({'game': 'chromino', 'players': True}, 400, 'players must be'),
    ({'game': 'chromino', 'options': [1]}, 400, 'options must be a JSON object'), ({'game': 'chromino', 'option_text': 'x'}, 400, 'option_text must be'),
    ({'game': 'chromino', 'options': {'first_player': {'a': 1}}}, 400, 'first_player'), ({'game': 'chromino', 'options': {'first_player': 10 ** 35}}, 400, 'first_player'),
    ({'game': 'chromino', 'option_text': {'first_player': {'a': 1}}}, 400, 'first_player'), ({'game': 'chromino', 'option_text': {'first_player': 9}}, 400, 'first_player'),
    ({'game': 'kayain', 'options': {'nope': 1}}, 400, 'no option'), ({'game': 'chromino', 'tabels': 3}, 400, 'there is no field "tabels"'),
    ([1, 2], 400, 'must be a JSON object'), ('chromino', 400, 'must be a JSON object'), (None, 400, 'must be a JSON object'),
]


@pytest.mark.parametrize('body,status,words', BAD_CLASSES, ids=[f"{i}:{w}" for i, (_, _, w) in enumerate(BAD_CLASSES)])
def test_a_bad_class_is_refused_in_both_languages_and_leaves_no_table(server, body, status, words):
    before = stored_tables(server)
    got, err = call(server, 'POST', '/api/classes', body if isinstance(body, bytes) else json.dumps(body).encode())
    assert got == status and words in err['error'], (got, err)
    assert err['error'].startswith('This class cannot be created: ') and err['error'].endswith('.')
    assert err['error_fr'].startswith('Cette classe ne peut pas être créée : ') and err['error_fr'].endswith('.')
    assert not english_in(err['error_fr']), err['error_fr']
    assert stored_tables(server) == before == 0
    assert call(server, 'GET', '/')[0] == 200                          # and the server still answers


def test_the_classroom_keeps_its_rows_in_its_own_store(tmp_path):
    "The classroom's rows are `ClassroomStore`'s, in the tables' file: a class, its exercise key, its pupils and their progress come back on a new server, and closing the class takes them all"
    from games_lib.tables.classroom import Classroom
    from games_lib.tables.classroom_store import ClassroomStore
    from games_lib.tables.server import TableServer
    ts = TableServer(tmp_path/'t.db', workers=0)
    try:
        room = Classroom(ts)
        c, other = room.create({'game': 'chromino', 'tables': 2}), room.create({'game': 'kids'})
        key, zoe = room.work_key(c['id']), room.pupil(c['id'], 'Zoé')
        room.record(zoe, {'exercise': '02_nim_rule', 'ok': False, 'not_done': False, 'en': 'Taking 3 of 2.', 'fr': 'En prendre 3 sur 2.'})
        again = ClassroomStore(TableServer(ts.store, workers=0).store)
        assert [x['id'] for x in again.classes()] == [c['id'], other['id']] and again.classes()[0]['codes'] == c['codes']
        assert (again.work_key(c['id']), again.pupils(c['id']), again.knows(zoe, c['id']), again.knows(zoe, other['id'])) == (key, [(zoe, 'Zoé')], True, False)
        assert again.progress(c['id']) == [{'token': zoe, 'exercise': '02_nim_rule', 'tried': 1, 'passed': False, 'last': {'en': 'Taking 3 of 2.', 'fr': 'En prendre 3 sur 2.'}}]
        assert room.work_key(c['id']) == key                                   # made once
        room.close_class(c['id'])
        assert ([x['id'] for x in again.classes()], again.work_key(c['id']), again.pupils(c['id']), again.progress(c['id'])) == ([other['id']], None, [], [])
        assert sorted(r['id'] for r in ts.store.tables()) == sorted(other['tables']) == sorted(ts.tables)   # the class's tables went with it
    finally: ts.close()


def test_a_refusal_of_the_table_server_is_the_reason_of_the_class(tmp_path):
    "The teacher's action goes to the server's method; the server's own `TableRefused` comes back as the class's sentence, in both languages"
    from conftest import run_async
    from games_lib.tables.classroom import Classroom, Refused
    from games_lib.tables.server import TableRefused, TableServer
    ts = TableServer(tmp_path/'t.db', workers=0)
    try:
        room = Classroom(ts)
        c = room.create({'game': 'chromino', 'players': 2})
        async def not_now(tid, seat, bot):
            raise TableRefused({'type': 'error', 'rule': 'tables.paused', 'message': {'en': 'Not now.', 'fr': 'Pas maintenant.'}})
        ts.replace = not_now
        with pytest.raises(Refused) as e: run_async(room.act(c['id'], {'action': 'replace', 'table': c['tables'][0], 'seat': 1}))
        assert (e.value.word, e.value.en, e.value.fr) == ('why_server', 'not now', 'pas maintenant')
        del ts.replace
        run_async(room.act(c['id'], {'action': 'replace', 'table': c['tables'][0], 'seat': 1}))
        assert ts.tables[c['tables'][0]].table.seats == ['human', 'greedy']        # the class's bot, through the server's method
    finally: ts.close()


def test_the_classroom_is_handed_in_never_pinned(tmp_path):
    "The table server's application has no classroom page unless its builder hands the routes in; the classroom is its handlers', not the server's"
    import games_lib.tables.server as server_module
    from games_lib.tables.classroom import Classroom, classroom_routes
    from games_lib.tables.server import TableServer, make_app
    ts = TableServer(tmp_path/'t.db', workers=0)
    try:
        bare, full = make_app(ts), make_app(ts, routes=classroom_routes)
        paths = lambda app: {r.matcher.regex.pattern for r in app.wildcard_router.rules}
        assert not any('class' in p or 'join' in p for p in paths(bare)) and r'/class/new$' in paths(full)
        rooms = {r.target_kwargs.get('room') for r in full.wildcard_router.rules if 'room' in (r.target_kwargs or {})}
        assert len(rooms) == 1 and isinstance(rooms.pop(), Classroom) and not hasattr(ts, 'classroom')
        assert not hasattr(server_module, 'ROUTES') and not hasattr(server_module, 'register_routes')
        assert 'importlib' not in server_module.__dict__ and 'classroom' not in Path(server_module.__file__).read_text().split('# %% auto')[0]
    finally: ts.close()


def test_a_class_is_made_whole_or_not_at_all_in_the_store(tmp_path):
    "A step that fails after tables were made (the server refusing a table, the file refusing the class's row) takes them back"
    from games_lib.tables.classroom import Classroom, Refused
    from games_lib.tables.server import TableServer
    ts = TableServer(tmp_path/'t.db', workers=0)
    try:
        room, stored = Classroom(ts), lambda: ts.store.db.execute('SELECT count(*) FROM tables').fetchone()[0]
        room.create({'game': 'kids', 'tables': 2})
        make, calls = ts.create, []
        def fourth_refused(spec):
            calls.append(spec)
            if len(calls) == 4: raise ValueError("no room for a fourth table")
            return make(spec)
        ts.create = fourth_refused
        with pytest.raises(Refused) as e: room.create({'game': 'chromino', 'tables': 5})
        assert 'none was kept' in str(e.value) and "n'en a donc gardé aucune" in e.value.fr and not english_in(e.value.fr)
        assert len(calls) == 4 and stored() == 2 == len(ts.tables)
        ts.create = make
        room.store.add = lambda c: (_ for _ in ()).throw(sqlite3.OperationalError('database is locked'))
        with pytest.raises(sqlite3.OperationalError): room.create({'game': 'chromino', 'tables': 5})
        del room.store.add
        assert stored() == 2 == len(ts.tables) and len(room.classes) == 1 and len(room.codes) == 2
    finally: ts.close()


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
                    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=12), kids, max_size=4), max_leaves=12)
PLAUSIBLE = st.integers(-1, 9) | st.booleans() | st.none() | st.sampled_from(['random', 'one', 'until_playable', 'blue,pink'])
TEXTS = st.sampled_from(['', '1', '2', '9', 'true', 'none', 'one', 'random', 'blue']) | st.text(max_size=6)
GOOD = {'tables': st.integers(1, 4), 'players': st.integers(1, 6), 'bot': st.sampled_from(['greedy', 'random', 'mcts', '']),
        'seats': st.lists(st.sampled_from(['human', 'human', 'greedy', 'random', 'mcts']), max_size=6)}


@st.composite
def class_specs(draw):
    "A class's body: each field absent, plausible (most often: the game's own options) or any JSON value; now and then a field no class has"
    game = draw(st.sampled_from(['chromino', 'kids', 'kayain', 'centrix']))
    names = st.sampled_from([*games_lib.load(game).options, 'nope'])
    good = {'game': st.just(game), **GOOD, 'options': st.dictionaries(names, PLAUSIBLE, max_size=2), 'option_text': st.dictionaries(names, TEXTS, max_size=2)}
    spec = {}
    for field, strategy in good.items():
        kind = draw(st.sampled_from(['good'] * 5 + ['any'] if field == 'game' else ['absent', 'good', 'good', 'good', 'good', 'any']))
        if kind != 'absent': spec[field] = draw(strategy if kind == 'good' else JSON)
    if draw(st.integers(0, 19)) == 13: spec[draw(st.text(max_size=8))] = draw(JSON)
    return spec


@settings(max_examples=250, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(spec=class_specs())
def test_fuzzed_classes_get_a_class_or_a_sentence_never_a_500_nor_a_stray_table(server, spec):
    before = stored_tables(server)
    status, body = call(server, 'POST', '/api/classes', json.dumps(spec).encode())
    assert status in (201, 400), (spec, status, body)
    if status == 201:
        assert stored_tables(server) == before + len(body['tables']) and len(body['tables']) == spec.get('tables', 1)
        assert call(server, 'DELETE', f"/api/classes/{body['class']}?key={body['key']}")[0] == 200
    else:
        assert body['error'].endswith('.') and body['error_fr'].endswith('.') and not english_in(body['error_fr']), (spec, body)
    assert stored_tables(server) == before


# ---- pupils told their table closed; the pages' own policy; games-lib serve --public-url ---------------------------

def test_closing_a_class_closes_its_pupils_sockets_with_a_code_the_table_page_knows(server):
    c = new_class(server, tables=2)
    o = overview(server, c)
    sockets = [connect(f"ws://127.0.0.1:{server.port}/ws/{t['table']}?key={s['url'].split('key=')[1]}", open_timeout=10)
               for t in o['tables'] for s in t['seats']] + [connect(f"ws://127.0.0.1:{server.port}/ws/{t['table']}?key={t['watch'].split('key=')[1]}", open_timeout=10) for t in o['tables']]
    for ws in sockets: recv(ws)
    assert call(server, 'DELETE', f"/api/classes/{c['class']}?key={c['key']}")[0] == 200
    for ws in sockets:
        with pytest.raises(ConnectionClosed) as e:
            while True: ws.recv(timeout=10)
        assert (e.value.rcvd.code, e.value.rcvd.reason) == (TABLE_CLOSED, 'table closed') and 4001 <= TABLE_CLOSED <= 4999


def test_the_classroom_pages_run_no_inline_script_under_their_own_policy(server):
    c = new_class(server)
    t = c['tables'][0]
    pages = ['/class/new', '/class/new?lang=fr', f"/class/{c['class']}?key={c['key']}", f"/class/{c['class']}/sheet?key={c['key']}",
             '/join', f"/join/{t['code']}", '/join/KAFT', f"/class/{c['class']}?key=nope", '/class/nosuch?key=x']
    for path in pages:
        try:
            with urllib.request.urlopen(server.base + path, timeout=10) as r: headers, page = r.headers, r.read().decode()
        except urllib.error.HTTPError as e: headers, page = e.headers, e.read().decode()
        csp = dict(p.strip().split(' ', 1) for p in headers['Content-Security-Policy'].split(';'))
        assert csp['script-src'] == "'self'" and csp['style-src'] == "'self'" and csp['frame-ancestors'] == "'none'" and 'unsafe' not in str(csp), path
        assert headers['X-Frame-Options'] == 'DENY' and headers['X-Content-Type-Options'] == 'nosniff' and headers['Cache-Control'] == 'no-store', path
        scripts = re.findall(r'<script([^>]*)>(.*?)</script>', page, re.S)
        assert all(a.strip() == 'type="module" src="/static/teacher.js"' and not body for a, body in scripts
                   if 'application/json' not in a), (path, scripts)
        assert not re.search(r'<[^>]+\son[a-z]+\s*=|<[^>]+\sstyle\s*=|<style', page), path
        assert '<link rel="stylesheet" href="/static/teacher.css">' in page, path
    teacher = call(server, 'GET', f"/class/{c['class']}?key={c['key']}&lang=fr")[1]
    config = json.loads(re.search(r'<script type="application/json" id="class-config">(.*?)</script>', teacher, re.S).group(1))
    assert config == {'page': 'teacher', 'class': c['class'], 'lang': 'fr', 'words': config['words']} and config['words']['to_bot'] == 'Remplacer par un bot'
    for f in ('teacher.js', 'teacher.css'):
        with urllib.request.urlopen(f"{server.base}/static/{f}", timeout=10) as r: assert r.status == 200 and len(r.read()) > 1000


def test_games_lib_serve_takes_a_public_url(tmp_path):
    "`games-lib serve --public-url URL`: the CLI passes it to the table server, and every link and QR code carries it"
    port, exe = free_port(), Path(sys.executable).with_name('games-lib')
    log = open(tmp_path/'serve.log', 'wb')
    proc = subprocess.Popen([str(exe), 'serve', '--public-url', 'http://10.0.0.5:8867', '--port', str(port), '--db', str(tmp_path/'t.db'), '--workers', '0'],
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        s = Server(tmp_path/'t.db'); s.port, s.base = port, f'http://127.0.0.1:{port}'
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(s.base + '/', timeout=1): break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, (tmp_path/'serve.log').read_text()
                time.sleep(0.1)
        c = new_class(s)
        o = overview(s, c)
        urls = [c['url'], o['join']] + [u for t in o['tables'] for u in [t['watch']] + [x['url'] for x in t['seats']]]
        assert all(u.startswith('http://10.0.0.5:8867/') for u in urls), urls
        assert 'links and QR codes point to http://10.0.0.5:8867' in (tmp_path/'serve.log').read_text()
    finally:
        proc.terminate(); proc.wait(20); log.close()


def test_the_classroom_loads_the_exercises_only_when_a_page_needs_them():
    "The table server starts without the analytics the exercises' checks bring (pandas, plotly: a second and 90 MB more)"
    import subprocess, sys
    code = "import sys, games_lib.tables.classroom; print(sorted(m for m in ('pandas', 'plotly') if m in sys.modules))"
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == '[]', out.stdout + out.stderr
