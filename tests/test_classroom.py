"""The classroom on a real table server process (a free loopback port, a real SQLite file): a class of 3 tables made
over HTTP, its host key and nobody else's opening it, room codes and the free seats they list, the teacher's actions
carried to the tables, and the class rebuilt after the server is killed with SIGKILL."""
from __future__ import annotations
import html, json, re, signal, sqlite3, time, urllib.error, urllib.request

import pytest
from websockets.sync.client import connect

import games_lib
from games_lib.tables.classroom import LETTERS
from test_tables import Server, recv, until

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
    assert status == 200 and page.count('data-testid="table"') == 3 and page.count('data-testid="qr"') == 6 and page.count('<svg') == 6
    assert all(s['url'] in page for t in o['tables'] for s in t['seats']) and all(t['code'] in page for t in o['tables'])
    assert not re.search(r'<(script|link|img)[^>]+(src|href)="https?:', page)          # nothing from outside the server
    status, sheet = call(server, 'GET', f"/class/{c['class']}/sheet?key={c['key']}&lang=fr")
    assert status == 200 and sheet.count('data-testid="card"') == 3 and 'Joueur 1' in sheet and 'Joueur 2' not in sheet   # bots get no card
    assert 'break-after: page' in sheet and sheet.count('<svg') == 3

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
    assert len(set(codes)) == 6 and all(len(k) == 4 and set(k) <= set(LETTERS) for k in codes)
    assert not set('BGILOQSZ01258') & set(LETTERS)
    status, form = call(server, 'GET', '/join')
    assert status == 200 and 'name="code"' in form
    seats_of = lambda code: re.findall(r'data-seat="(\d)" href="([^"]+)"', call(server, 'GET', f'/join/{code}')[1])
    free = seats_of(a['tables'][1]['code'].lower())                   # typed in small letters: the same table
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
    status, page = call(server, 'GET', '/join/KKKK' if 'KKKK' not in codes else '/join/MMMM')
    assert status == 404 and 'room code' in page


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
    assert f['seats'] == ['human', 'greedy'] and overview(server, c)['tables'][0]['seats'][1]['who']['en'] == 'bot greedy'
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
                        ({'action': 'replace', 'table': t0['table'], 'seat': 5}, 'seat from 0 to 1'),
                        ({'action': 'replace', 'table': t0['table'], 'seat': 0, 'bot': 'alphago'}, 'alphago')]:
        status, err = act(body)
        assert status == 400 and words in err['error'], (body, err)

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
