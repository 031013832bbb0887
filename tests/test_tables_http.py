"""The table server's HTTP side for real (a `games-lib serve` process on a free loopback port over a real SQLite file):
bad bodies and hosts get a sentence and a 4xx, every answer carries its headers, links come from the server's own
address, keys never reach the log, a client that reads nothing is dropped in one line, and big frames are answered."""
from __future__ import annotations
import base64, html, http.client, json, os, socket, struct, time, urllib.request

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from test_tables import Server, recv

pytestmark = [pytest.mark.timeout(180), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]


def ask(server, method, path, body=None, headers=None, timeout=60) -> tuple[int, dict, str]:
    "One request with the headers given as they are (a forged Host, a length that lies): status, headers, body"
    c = http.client.HTTPConnection('127.0.0.1', server.port, timeout=timeout)
    try:
        c.request(method, path, body=body, headers=headers or {})
        r = c.getresponse()
        return r.status, dict(r.getheaders()), r.read().decode('utf-8', 'replace')
    finally: c.close()


def said(body: str) -> str:
    "The sentence of a refusal: the JSON's error, else the page's text"
    try: return json.loads(body)['error']
    except (ValueError, KeyError, TypeError): return html.unescape(body)


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db', extra=['--log-level', 'info']).start()
    yield s
    s.stop()


def log(server) -> str: return server.db.with_suffix('.log').read_text(errors='replace')


BAD = [   # body -> words of the refusal (status 400 unless given)
    ('[' * 20_000 + ']' * 20_000, 'nests too deep'),
    ('{"a": ' * 40 + '0' + '}' * 40, f'nests more than 32 levels'),
    (json.dumps({'game': {'a': 1}}), "game must be one of chromino"),
    (json.dumps({'game': ['chromino']}), "game must be one of chromino"),
    (json.dumps({'game': 'chromino', 'seed': 10**35}), 'seed must be a whole number from 0 to 9007199254740991'),
    (json.dumps({'game': 'chromino', 'seed': -5}), 'seed must be a whole number from 0'),
    (json.dumps({'game': 'chromino', 'seed': 2.5}), 'seed must be a whole number'),
    (json.dumps({'game': 'chromino', 'players': '2'}), 'players must be a whole number'),
    (json.dumps({'game': 'chromino', 'players': True}), 'players must be a whole number'),
    (json.dumps({'game': 'chromino', 'options': [1]}), 'options must be a JSON object'),
    (json.dumps({'game': 'chromino', 'options': {'first_player': {'a': 1}}}), 'first_player'),
    (json.dumps({'game': 'chromino', 'seats': 'greedy'}), 'seats must be a list'),
    (json.dumps({'game': 'chromino', 'seats': 7}), 'seats must be a list'),
    (json.dumps({'game': 'chromino', 'seats': [{'name': 'mcts', 'seconds': 20}, 'human']}), "a seat is 'human' or a bot's name as text"),
    (json.dumps({'game': 'chromino', 'seats': ['human', 'mcts:seconds=20']}), 'bots on this server think at most 5 s a move'),
    (json.dumps({'game': 'chromino', 'seats': ['human', 'mcts:simulations=1000000']}), 'is not offered here'),
    (json.dumps([1, 2]), 'the body must be a JSON object'),
    ('{"game": "chromino"', 'The body is not JSON'),
    (b'\xff\xfe\x00garbage', 'The body is not JSON'),
]


def test_bad_bodies_get_a_sentence_and_a_4xx_never_a_500(server):
    for body, words in BAD:
        status, _, text = ask(server, 'POST', '/api/tables', body, {'Content-Type': 'application/json'})
        assert status == 400 and words in said(text) and said(text).endswith('.'), (str(body)[:80], status, text[:300])
    huge = b'{"game": "chromino", "pad": "' + b'x' * (30 << 20) + b'"}'                    # 30 MB: read, thrown away, refused
    status, _, text = ask(server, 'POST', '/api/tables', huge, {'Content-Type': 'application/json'})
    assert status == 413 and 'larger than 1 MiB' in said(text) and 'dépasse 1 Mio' in json.loads(text)['error_fr'], text[:300]
    status, _, text = ask(server, 'POST', '/api/tables', json.dumps({'game': 'chromino', 'pad': 'x' * 70_000}))
    assert status == 413 and 'larger than 64 KiB' in said(text) and 'dépasse 64 Kio' in json.loads(text)['error_fr'], text[:300]
    status, _, text = ask(server, 'POST', '/api/tables', b'{}', {'Content-Length': 'lots'})
    assert status == 400, (status, text)                                       # tornado's own parser refuses it
    c = http.client.HTTPConnection('127.0.0.1', server.port, timeout=30)       # a body in chunks, without a length
    c.putrequest('POST', '/api/tables'); c.putheader('Transfer-Encoding', 'chunked'); c.endheaders()
    c.send(b'2\r\n{}\r\n0\r\n\r\n')
    r = c.getresponse()
    assert r.status == 411 and 'Content-Length' in said(r.read().decode()); c.close()
    status, _, text = ask(server, 'POST', '/api/tables', json.dumps({'game': 'chromino', 'seed': 2**53 - 1}))
    assert status == 201, text                                                  # the largest seed is fine
    for path in ('/nowhere', '/t/', '/api/tables/x/y', '/static/../../etc/passwd', '/t/%ff?key=%ff', '/api/tables/nope?key=%C0'):
        status, _, text = ask(server, 'GET', path)
        assert 400 <= status < 500 and 'Traceback' not in text, (path, status, text[:200])
    assert 'Traceback' not in log(server) and ' 500 ' not in log(server) and 'Uncaught' not in log(server), log(server)[-3000:]


def test_every_answer_carries_its_headers(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 1})
    status, h, page = ask(server, 'GET', f"/t/{t['table']}?key={t['seats'][0]['key']}")
    assert status == 200
    csp = dict(p.strip().split(' ', 1) for p in h['Content-Security-Policy'].split(';') if p.strip())
    assert csp['script-src'] == "'self'" and csp['frame-ancestors'] == "'none'" and 'unsafe-inline' not in csp['script-src']
    assert (h['X-Frame-Options'], h['Cache-Control'], h['X-Content-Type-Options'], h['Referrer-Policy']) == ('DENY', 'no-store', 'nosniff', 'no-referrer')
    assert '<script type="module" src="/static/table-host.js"></script>' in page and 'import {' not in page and 'id="gl-table-config"' in page
    for path in ('/', '/static/table-host.js', '/static/chromino.css', f"/api/tables/{t['table']}?key={t['host']['key']}", '/nowhere'):
        status, h, _ = ask(server, 'GET', path)
        assert h.get('X-Content-Type-Options') == 'nosniff' and h.get('X-Frame-Options') == 'DENY', (path, h)
        assert (h.get('Cache-Control') == 'no-store') == (not path.startswith('/static/')), (path, h.get('Cache-Control'))
    _, h, _ = ask(server, 'POST', '/api/tables', json.dumps({'game': 'chromino'}))
    assert h['Cache-Control'] == 'no-store'                                     # it carries every key of the table


@pytest.mark.parametrize('method, path, en, fr', [
    ('GET', '/?lang=%ff', "This address holds characters that are not UTF-8", "Cette adresse contient des caractères qui ne sont pas de l'UTF-8 : "),
    ('GET', '/class/new?lang=%ff', "This address holds characters that are not UTF-8", "ne sont pas de l'UTF-8"),
    ('GET', '/join?code=%C0', "This address holds characters that are not UTF-8", "ne sont pas de l'UTF-8"),
    ('DELETE', '/', "cannot answer this request (405: Method Not Allowed)", "ne peut pas répondre à cette requête (405 : méthode non permise)"),
    ('PUT', '/class/new', "cannot answer this request (405: Method Not Allowed)", "(405 : méthode non permise)"),
])
def test_tornados_own_refusals_are_sentences_in_both_languages_on_every_page(server, method, path, en, fr):
    "The front page and the classroom's pages refuse an address that is not UTF-8, or a method they do not take, as the tables' pages do: a sentence in English and in French, never tornado's bare page"
    status, _, text = ask(server, method, path)
    assert status in (400, 405) and '<p lang="en">' in text and '<p lang="fr">' in text, (status, text[:300])
    assert en in said(text) and fr in said(text), said(text)


def test_links_come_from_the_servers_address_and_other_hosts_are_refused(server, tmp_path):
    for method, path, body in (('POST', '/api/tables', json.dumps({'game': 'chromino'})), ('GET', '/', None), ('GET', '/class/new', None)):
        status, _, text = ask(server, method, path, body, {'Host': 'evil.example:80'})
        assert status == 421 and "does not answer to the name 'evil.example'" in said(text), (path, status, text[:300])
    for host in (f'127.0.0.1:{server.port}', f'localhost:{server.port}', 'localhost', f'[::1]:{server.port}'):
        status, _, text = ask(server, 'POST', '/api/tables', json.dumps({'game': 'chromino'}), {'Host': host})
        assert status == 201 and json.loads(text)['seats'][0]['url'].startswith(f'http://127.0.0.1:{server.port}/t/'), (host, text[:300])
    _, t = server.post({'game': 'chromino'})
    upgrade = {'Host': 'evil.example', 'Upgrade': 'websocket', 'Connection': 'Upgrade', 'Sec-WebSocket-Version': '13',
               'Sec-WebSocket-Key': base64.b64encode(os.urandom(16)).decode()}
    status, _, _ = ask(server, 'GET', f"/ws/{t['table']}?key={t['seats'][0]['key']}", headers=upgrade)
    assert status == 421                                                        # a socket opened under another name: refused too
    assert ask(server, 'GET', f"/ws/{t['table']}?key={t['seats'][0]['key']}", headers={**upgrade, 'Host': f'127.0.0.1:{server.port}'})[0] == 101
    public = Server(tmp_path/'p.db', extra=['--public-url', 'http://games.example:9000/']).start()
    try:
        status, _, text = ask(public, 'POST', '/api/tables', json.dumps({'game': 'chromino'}), {'Host': 'games.example:9000'})
        assert status == 201 and json.loads(text)['watch']['url'].startswith('http://games.example:9000/t/'), text[:300]
        assert ask(public, 'GET', '/', None, {'Host': 'evil.example'})[0] == 421
    finally: public.stop()


BOOM = '''
import tornado.web

class Boom(tornado.web.RequestHandler):
    def get(self): raise RuntimeError(f"boom at {self.request.uri}")       # a bug whose message holds the address, key and all

def boom_routes(server): return [(r'/boom', Boom)]
'''
SERVE_BOOM = 'import sys, boom; from games_lib.tables.server import main; sys.exit(main(sys.argv[1:], routes=boom.boom_routes))'   # routes handed in by who starts it


def test_keys_never_reach_the_log(tmp_path, monkeypatch):
    (tmp_path/'boom.py').write_text(BOOM)
    monkeypatch.setenv('PYTHONPATH', os.pathsep.join(filter(None, [str(tmp_path), os.environ.get('PYTHONPATH')])))
    s = Server(tmp_path/'tables.db', extra=['--log-level', 'info'], serve=SERVE_BOOM).start()
    try:
        _, t = s.post({'game': 'chromino', 'players': 2, 'seed': 3, 'options': {'first_player': 0}})
        keys = [x['key'] for x in t['seats']] + [t['watch']['key'], t['host']['key']]
        k0, kh = keys[0], t['host']['key']
        for path in (f"/t/{t['table']}?key={k0}", f"/api/tables/{t['table']}?key={kh}", f"/t/{t['table']}?key={k0}x",
                     f"/t/nope?key={k0}", f"/api/tables/{t['table']}?lang=fr&key={kh}&x=1", f"/boom?key={kh}", f"/nowhere?key={k0}"):
            ask(s, 'GET', path)
        ask(s, 'POST', f"/api/tables?key={k0}", b'{"game": ')                        # 400
        ask(s, 'GET', f"/t/{t['table']}?key={k0}", headers={'Host': 'evil.example'})   # 421
        ask(s, 'POST', f"/api/tables?key={kh}", b'x' * 100_000)                        # 413
        ws = s.ws(t['table'], k0); f = recv(ws)
        ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': f['legal'][0]})); recv(ws)
        ws.send(json.dumps({'type': 'pause'})); recv(ws)                                 # refused: a seat is not the host
        ws.close()
        with pytest.raises(InvalidStatus): s.ws(t['table'], k0 + 'x')                  # 403
        time.sleep(0.5)
        text = log(s)
        assert ' 500 GET /boom' in text and 'boom at /boom?key=…' in text, text[-2000:]      # the bug is logged, its key is not
        assert '200 GET /t/' in text and '(seat 1)' in text and '(host)' in text and '(wrong key)' in text and ' 421 ' in text and ' 413 ' in text
        leaked = [k for k in keys if k in text]
        assert leaked == [], f"keys in the log: {leaked}\n{text[-3000:]}"
    finally: s.stop()


def _frame(text: str) -> bytes:
    "A masked text frame as a browser sends it"
    data, mask = text.encode(), os.urandom(4)
    n = len(data)
    head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack('>H', n))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


def _rss_mb(pid) -> float:
    with open(f'/proc/{pid}/status') as f:
        return next(int(l.split()[1]) / 1024 for l in f if l.startswith('VmRSS'))


def test_a_client_that_reads_nothing_is_dropped_in_one_line(tmp_path):
    s = Server(tmp_path/'tables.db', workers=0).start()
    try:
        _, t = s.post({'game': 'chromino', 'players': 2, 'seed': 5, 'options': {'first_player': 0}})
        time.sleep(0.3)
        before = _rss_mb(s.proc.pid)
        sock = socket.socket(); sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(('127.0.0.1', s.port))
        sock.sendall(f"GET /ws/{t['table']}?key={t['seats'][0]['key']} HTTP/1.1\r\nHost: 127.0.0.1:{s.port}\r\nUpgrade: websocket\r\n"
                     f"Connection: Upgrade\r\nSec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
        sock.settimeout(0.5)
        ask_replay, sent, t0 = _frame(json.dumps({'type': 'replay', 'step': 0})) * 100, 0, time.monotonic()
        peak, cut = before, None
        while time.monotonic() - t0 < 60:                          # asks and asks, reads nothing, until the server cuts it off
            try: sock.sendall(ask_replay); sent += 100
            except socket.timeout: pass
            except OSError as e: cut = e; break
            peak = max(peak, _rss_mb(s.proc.pid))
        assert cut is not None, f"the server still took frames from a client that read nothing after {sent} frames and 60 s"
        sock.close()
        ws = s.ws(t['table'], t['seats'][1]['key'])                # the server still serves the table
        assert recv(ws)['type'] == 'state'
        ws.close()
        time.sleep(0.5)
        text = log(s)
        dropped = [l for l in text.splitlines() if 'dropped a client that read nothing' in l]
        assert len(dropped) == 1 and f"table {t['table']} (seat 1)" in dropped[0], text[-3000:]
        assert 'Traceback' not in text and 'exception was never retrieved' not in text, text[-3000:]
        assert len(text.splitlines()) < 20, f"{len(text.splitlines())} lines logged"
        assert peak - before < 40, f"the server grew from {before:.0f} to {peak:.0f} MB while {sent} frames were sent"
    finally: s.stop()


def test_a_frame_over_64_kib_is_answered_and_the_connection_stays(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 5, 'options': {'first_player': 0}})
    ws = connect(f"ws://127.0.0.1:{server.port}/ws/{t['table']}?key={t['seats'][0]['key']}", open_timeout=10, max_size=None)
    f = recv(ws)
    for size in (65 * 1024, 500 * 1024):
        ws.send(json.dumps({'type': 'move', 'seq': f['seq'], 'move': {'type': 'place', 'tile': 'x' * size}}))
        e = recv(ws)
        assert e['type'] == 'error' and f'a frame is at most 64 KiB' in e['message']['en'] and 'Kio' in e['message']['fr'], e
    ws.send(json.dumps({'type': 'replay', 'step': 0}))
    assert recv(ws)['type'] == 'replay'
    ws.close()


def test_the_servers_own_page_speaks_the_readers_language(server):
    "The page at / says what the server is for, from a template, with `lang` set: English, `?lang=fr`, or a French browser"
    code, _, page = ask(server, 'GET', '/')
    assert code == 200 and '<html lang="en">' in page and 'open a class' in page and 'ouvrir' not in page
    for path, headers in (('/?lang=fr', None), ('/', {'Accept-Language': 'fr-FR,fr;q=0.9'})):
        code, _, page = ask(server, 'GET', path, headers=headers)
        assert code == 200 and '<html lang="fr">' in page and 'ouvrir une classe' in page and 'Élève avec un code de salle\u00a0:' in page


def test_a_tables_page_is_written_in_its_readers_language(server):
    "The table's page: ?lang=fr, else the browser's first language, else English; its title in that language, both titles in its settings"
    _, t = server.post({'game': 'kids', 'players': 3, 'seed': 1})
    seat2, watch = f"/t/{t['table']}?key={t['seats'][1]['key']}", f"/t/{t['table']}?key={t['watch']['key']}"
    for path, headers, lang, title in ((seat2, {}, 'en', 'Kids · player 2'), (seat2 + '&lang=fr', {}, 'fr', 'Kids · joueur 2'),
                                       (seat2, {'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5'}, 'fr', 'Kids · joueur 2'),
                                       (seat2 + '&lang=en', {'Accept-Language': 'fr-FR'}, 'en', 'Kids · player 2'),
                                       (watch, {'Accept-Language': 'fr'}, 'fr', 'Kids · spectateur')):
        status, h, page = ask(server, 'GET', path, headers=headers)
        assert status == 200 and f'<html lang="{lang}">' in page and f'<title>{title}</title>' in page, (path, headers, page[:400])
        config = json.loads(page.split('id="gl-table-config">', 1)[1].split('</script>', 1)[0])
        assert set(config['titles']) == {'en', 'fr'} and config['titles'][lang] == title
        assert '<style' not in page and page.count('<script') == 2 and 'type="module" src="/static/table-host.js"' in page
        assert '<link rel="icon" href="data:,">' in page           # a browser asks no /favicon.ico (a 404 in its console)
