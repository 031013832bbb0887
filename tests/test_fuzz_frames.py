"""Fuzzing the table server's websocket (issue #21): random frames give an answer in words and keep the connection;
and its HTTP routes (issue #30): random paths, query strings, headers and bodies get an answer under 500, in words.

One real `games-lib serve` process (the `Server` of test_tables) over a real SQLite file holds a Chromino and a Centrix
table, two human seats each, fixed seed, player 1 first; each seat has its websocket open for the whole module. The
test keeps the game as it must be (the engine, replayed here from the seed and the moves the server accepted) and,
for every frame it sends (random text, mutations of the frames a page sends, binary frames), checks that:

- the sender gets one answer: a refusal (`error` or `rejected` with a sentence in English and French and no Python
  exception name or traceback; `stale` with the table's seq for a move or undo at another seq), a `replay` for a
  replay request, or, only when the frame was in fact a legal move of the seat to move (or an undo the state offered)
  at the current seq, the new `state` (seq + 1), which the other seat gets as well;
- the SAME connection still answers (a replay request gets the current position), nothing else arrives on either
  seat, the table's seq, ply and position are the ones expected (HTTP summary, replay), and the server logged no
  traceback.
Crafted frames (deep nesting, huge numbers, malformed or stale seq, host actions from a seat, binary) have their own
cases; the last test checks the server process is still alive and its log has no traceback. Kids is left out: its grab
and claim intents carry no seq and time alone changes its table, so "nothing changes unless a legal move" does not hold.
"""
from __future__ import annotations
import copy, json, re, time, urllib.request

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st
from websockets.exceptions import ConnectionClosed

import games_lib
from games_lib.tables.store import Store
from test_tables import Server, recv

pytestmark = [pytest.mark.timeout(300), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]
FAST = settings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
# The table moves on between examples, so a shrunk example would replay against another position: no shrinking (a failure
# names the frame, the seat and the position instead), and a failure stays a failure in seconds, not minutes.
FRAMES_FAST = settings(FAST, phases=[Phase.explicit, Phase.reuse, Phase.generate])
ANSWER_SECONDS = 5          # a frame not answered within this is "no answer" (the server answers in milliseconds)
MAX_FRAME = 1 << 20         # the server's websocket_max_message_size: bigger frames are refused by the protocol (close 1009);
                            # from 64 KiB up to it, a frame is answered in words like any bad frame
TABLES = {'chromino': dict(seed=7, options={'first_player': 0}), 'centrix': dict(seed=5, options={'first_player': 0})}
LEAK = re.compile(r'Traceback|File "|line \d+, in |\b[A-Z][A-Za-z]*(?:Error|Exception)\b')
NOT_JSON = object()


def jsonish(x): return json.loads(json.dumps(x))


def depth(raw) -> int:
    "How deep the brackets of a frame's text nest (outside strings)"
    text = raw.decode('latin-1') if isinstance(raw, bytes) else raw
    d = most = 0
    in_str = escaped = False
    for c in text:
        if in_str:
            if escaped: escaped = False
            elif c == '\\': escaped = True
            elif c == '"': in_str = False
        elif c == '"': in_str = True
        elif c in '[{': d += 1; most = max(most, d)
        elif c in ']}': d -= 1
    return most


def show(raw) -> str:
    "A frame, short enough for a failure message (its length and nesting depth when cut)"
    text = repr(raw)
    if len(text) <= 300: return text
    return f"{text[:240]}… ({len(raw)} {'bytes' if isinstance(raw, bytes) else 'chars'}, nested {depth(raw)} deep)"


def parse(raw):
    "What the server's `json.loads` makes of a frame (NOT_JSON if it cannot, or if it nests deeper than any move: never a move)"
    if depth(raw) > 64: return NOT_JSON
    try: return json.loads(raw)
    except (ValueError, RecursionError): return NOT_JSON


def leaks(text: str, raw) -> list:
    "Python internals in a message meant for people (words the frame itself carried do not count)"
    sent = raw.decode('utf-8', 'replace') if isinstance(raw, bytes) else raw
    return [m.group() for m in LEAK.finditer(text) if m.group() not in sent]


class Seats:
    "One table of the server, both seats' sockets, and the game as it must be (the engine replayed from the accepted moves)"
    def __init__(self, server: Server, game: str, seed: int, options: dict):
        status, t = server.post({'game': game, 'players': 2, 'seed': seed, 'options': options, 'seats': ['human', 'human']})
        assert status == 201, t
        self.server, self.game, self.id = server, game, t['table']
        self.keys = [s['key'] for s in t['seats']]
        self.g = games_lib.load(game, **options)
        self.states, self.moves, self.seq = [self.g.setup(n_players=2, seed=seed)], [], 0
        self.ws, self.last = [None, None], [None, None]
        for p in (0, 1): self.connect(p)

    @property
    def s(self): return self.states[-1]
    @property
    def ply(self): return len(self.moves)
    @property
    def to_move(self): return self.g.to_move(self.s)

    # -- the connections --------------------------------------------------------------------------
    def connect(self, p):
        ws = self.server.ws(self.id, self.keys[p])
        self.check_state(recv(ws), p, 'on connect')
        self.ws[p] = ws

    def ensure(self):
        "Both seats connected (a socket the server closed during a failed example is opened again for the next one)"
        for p in (0, 1):
            if self.ws[p] is None: self.connect(p)

    def close(self):
        for ws in self.ws:
            if ws is not None: ws.close()

    # -- what the table must be ---------------------------------------------------------------------
    def check_state(self, f, p, why):
        assert f.get('type') == 'state', f"{why}: seat {p} got {str(f)[:300]} where the table's state was due"
        g, s = self.g, self.s
        got = (f['seq'], f['ply'], f['to_move'], f['seat'])
        assert got == (self.seq, self.ply, g.to_move(s), p), f"{why}: seat {p}'s state has (seq, ply, to_move, seat) {got}, not {(self.seq, self.ply, g.to_move(s), p)}"
        assert f['view'] == jsonish(g.view(s, p)), f"{why}: seat {p}'s view is not the engine's view of the game"
        assert f['legal'] == (jsonish(g.legal_moves(s)) if g.to_move(s) == p else []), f"{why}: seat {p}'s legal moves are not the engine's"
        self.last[p] = f

    def replay_of(self, k) -> dict:
        "The replay a request for step `k` gets: the spectator's view after `k` moves, or {} for no step of this game"
        words = {'phase': None, 'log': {}}         # a replay step's words: none registered for Chromino's or Centrix's phases and events
        return {**jsonish(self.g.view(self.states[k], None)), 'step': k, 'words': words} if type(k) is int and 0 <= k <= self.ply else {}

    def log(self) -> str: return self.server.db.with_suffix('.log').read_text(errors='replace')

    # -- one frame ------------------------------------------------------------------------------------
    def exchange(self, p: int, raw):
        "Send `raw` on seat `p`'s socket and check the answer, the connection after it, and the table"
        self.ensure()
        log_before = len(self.log())
        ws, where = self.ws[p], f"{self.game} seat {p} at seq {self.seq}, ply {self.ply}"
        try:
            ws.send(raw)
            f = recv(ws, ANSWER_SECONDS)
        except ConnectionClosed as e:
            self.ws[p] = None
            time.sleep(0.2)
            pytest.fail(f"the server closed the connection ({e}) after the frame {show(raw)} ({where}); it logged:\n{self.log()[log_before:][-3000:]}")
        except TimeoutError:
            pytest.fail(f"no answer within {ANSWER_SECONDS} s to the frame {show(raw)} ({where})")
        try:
            msg = parse(raw)
            if f.get('type') == 'state': self.accepted(p, msg, f, raw, where)
            else: self.refused(p, msg, f, raw, where)
            for q in (p, 1 - p): self.probe(q, p, raw)
            req = urllib.request.Request(f"{self.server.base}/api/tables/{self.id}?key={self.keys[0]}")
            with urllib.request.urlopen(req, timeout=10) as r: info = json.load(r)
            assert (info['seq'], info['ply']) == (self.seq, self.ply), f"after {show(raw)} ({where}) the table has (seq, ply) {(info['seq'], info['ply'])}, not {(self.seq, self.ply)}"
            new = self.log()[log_before:]
            assert 'Traceback' not in new and 'Uncaught exception' not in new, f"the server logged a traceback for the frame {show(raw)} ({where}):\n{new[-3000:]}"
        except BaseException:
            self.resync()
            raise
        return f

    def resync(self):
        "After a failed check: the game as the server's file holds it, and fresh sockets (so one failure does not cascade into the next examples)"
        try:
            for p in (0, 1):
                if self.ws[p] is not None: self.ws[p].close()
                self.ws[p] = None
            store = Store(self.server.db)
            try: row = next(r for r in store.tables() if r['id'] == self.id)
            finally: store.close()
            states = self.states[:1]
            for m in row['moves']: states.append(self.g.apply(states[-1], m))
            self.states, self.moves, self.seq = states, list(row['moves']), row['seq']
            self.ensure()
        except Exception: pass           # the failure being reported says more than this one

    def accepted(self, p, msg, f, raw, where):
        "A frame changed the table: it must have been a legal move of the seat to move, or an undo the state offered, at the current seq"
        g, what = self.g, f"the frame {show(raw)} ({where}; the server's state after it: seq {f.get('seq')}, ply {f.get('ply')})"
        assert isinstance(msg, dict) and msg.get('type') in ('move', 'undo'), f"{what} is not a move nor an undo, yet it changed the table: {str(f)[:300]}"
        assert type(msg.get('seq')) is int and msg['seq'] == self.seq, f"{what} carries another seq, yet it changed the table"
        if msg['type'] == 'move':
            assert p == self.to_move, f"{what} is a move of seat {p}, not the seat to move ({self.to_move}), yet it was played"
            move = self.canonical(msg.get('move'))
            try: after = g.apply(self.s, move)
            except Exception as e: pytest.fail(f"the server played {what}, which the engine refuses: {e}")
            self.moves.append(move); self.states.append(after)
        else:
            assert self.last[p]['can_undo'], f"the server took a move back for {what}, where seat {p}'s state said it could not"
            k = f.get('ply')
            assert type(k) is int and 0 <= k < self.ply, f"an undo gave ply {k} from ply {self.ply}"
            del self.moves[k:], self.states[k + 1:]
        self.seq += 1
        self.check_state(f, p, f"after {what}")
        other = recv(self.ws[1 - p], ANSWER_SECONDS)
        self.check_state(other, 1 - p, f"the other seat after {what}")

    def canonical(self, move):
        "A move as the table reads it (a Centrix move in its written form first: a turn by 9 is the turn by -3)"
        if hasattr(self.g, 'canonical'):
            try: return self.g.canonical(self.s, move)
            except Exception: pass
        return move

    def legal(self, move) -> bool:
        "Does the engine play `move` in the current position?"
        try: self.g.apply(self.s, self.canonical(move))
        except Exception: return False
        return True

    def refused(self, p, msg, f, raw, where):
        "A frame that changed nothing: its answer is a refusal in words, a stale notice, or the replay it asked for"
        kind, what = f.get('type'), f"the frame {show(raw)} ({where})"
        assert kind in ('error', 'rejected', 'stale', 'replay'), f"{what} got an answer of unknown type: {str(f)[:300]}"
        play = isinstance(msg, dict) and msg.get('type') in ('move', 'undo')
        if play and type(msg.get('seq')) is not int:
            assert kind == 'error', f"{what}: a move or undo without a whole-number seq is malformed, yet the answer is {str(f)[:300]}"
        if play and type(msg.get('seq')) is int and msg['seq'] != self.seq:
            assert kind == 'stale', f"{what}: a move or undo at another seq must be answered stale, not {str(f)[:300]}"
        if play and msg['type'] == 'move' and msg.get('seq') == self.seq and type(msg['seq']) is int and p == self.to_move and self.legal(msg.get('move')):
            pytest.fail(f"{what} is a legal move of the seat to move at the current seq, yet it was refused: {str(f)[:300]}")
        if kind == 'stale':
            assert play and type(msg.get('seq')) is int and msg['seq'] != self.seq, \
                f"{what} was answered stale though it answers the current state: {f}"
            assert f.get('seq') == self.seq, f"{what}: the stale notice must carry the table's seq {self.seq}: {f}"
        elif kind == 'replay':
            assert isinstance(msg, dict) and msg.get('type') == 'replay', f"{what} did not ask for a replay, yet got one"
            assert f.get('replay') == self.replay_of(msg.get('step')), f"{what}: not the replay of step {msg.get('step')!r}"
        else:
            assert isinstance(f.get('rule'), str) and f['rule'], f"{what}: a refusal names its rule: {str(f)[:300]}"
            m = f.get('message')
            assert isinstance(m, dict), f"{what}: a refusal's message is {{'en', 'fr'}}: {str(f)[:300]}"
            for lang in ('en', 'fr'):
                text = m.get(lang)
                assert isinstance(text, str) and text.strip(), f"{what}: the {lang} message is empty: {str(f)[:300]}"
                assert not leaks(text, raw), f"{what}: the {lang} message shows Python internals {leaks(text, raw)}: {text[:400]!r}"
            if kind == 'rejected': assert f.get('seq') == self.seq, f"{what}: a rejection carries the table's seq {self.seq}: {str(f)[:300]}"

    def probe(self, q, p, raw):
        "Seat `q`'s connection still answers, with the position expected, and nothing else was waiting on it (`raw` went on seat `p`'s)"
        ws = self.ws[q]
        try:
            ws.send(json.dumps({'type': 'replay', 'step': self.ply}))
            f = recv(ws, ANSWER_SECONDS)
        except ConnectionClosed as e:
            self.ws[q] = None
            pytest.fail(f"seat {q}'s connection is closed ({e}) after the frame {show(raw)} went on seat {p}'s")
        except TimeoutError:
            pytest.fail(f"seat {q}'s connection no longer answers after the frame {show(raw)} went on seat {p}'s")
        assert f.get('type') == 'replay' and f.get('replay') == self.replay_of(self.ply), \
            f"after the frame {show(raw)}, seat {q} got {str(f)[:300]} where the replay of the current position was due"


@pytest.fixture(scope='module')
def tables(tmp_path_factory):
    "One table server for the module, a Chromino and a Centrix table with both seats connected"
    server = Server(tmp_path_factory.mktemp('fuzz_frames')/'tables.db', pace=0, workers=0).start()
    made = {}
    try:
        for game, spec in TABLES.items(): made[game] = Seats(server, game, **spec)
        yield server, made
    finally:
        for t in made.values(): t.close()
        server.stop()


# ---- what to send ----------------------------------------------------------------------------------
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.sampled_from([-1, 0, 1, 2, 7, 2**63, -2**63 - 1, 10**30, -10**30]),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8),
                    st.sampled_from(['', 'move', 'undo', 'replay', 'place', 'draw', 'pass', 'play', 'end_turn', 'ANY', 'PGR', 'G*R']))
JSON = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)),
                    max_leaves=12)
TYPES = st.sampled_from(['move', 'undo', 'replay', 'state', 'take_seat', 'pause', 'resume', 'restart', 'replace', 'delete', 'grab',
                         'claim', 'stale', 'error', 'fly', '', 'MOVE', 'move ', None, 1, ['move'], {'type': 'move'}])
FRAMES = st.fixed_dictionaries({'type': TYPES}, optional={'seq': st.one_of(st.integers(-2, 5), JSON), 'move': JSON, 'ply': JSON, 'step': JSON,
                                                          'seat': JSON, 'slots': JSON, 'seed': JSON, 'bot': JSON})


def nested(depth: int, kind: str) -> str:
    "JSON text `depth` brackets deep: a bare list, an object chain, or the move of a well-formed frame"
    if kind == 'list': return '[' * depth + ']' * depth
    if kind == 'object': return '{"a": ' * depth + '0' + '}' * depth
    return '{"type": "move", "seq": 0, "move": ' + '[' * depth + ']' * depth + '}'

DEEP = st.builds(nested, st.integers(1, 3000), st.sampled_from(['list', 'object', 'move']))
CRAFTED = st.sampled_from([
    '', ' ', 'null', 'true', '0', '-0', '1e400', 'NaN', '-Infinity', '""', '"move"', '[]', '{}', '[{"type": "move"}]', '1' * 5000,
    '{"type": "move"', '{"type": "move",}', "{'type': 'move'}", '{"type": "move", "seq": 0, "seq": "x"}', '{"type": "move", "seq": 1e400}',
    '{"type": "move", "seq": NaN, "move": {}}', '{"type": "move", "seq": 0.0}', '{"type": "undo", "seq": true}',
    '{"type": "\\ud800"}', '{"type": "move", "seq": 0, "move": {"type": "\\u0000"}}', '\ufeff{"type": "replay", "step": 0}',
    '{"type": "replay", "step": 1e300}', '{"type": "replay", "step": -1}', '{"type": "replay", "step": "0"}', '{"type": "replay"}',
    '{"type": "move", "seq": 0, "move": {"type": "place", "tile": "PGR", "cells": [[1e400, 0], [0, 1], [1, 1]]}}',
    '{"type": "move", "seq": 0, "move": {"type": "place", "tile": "PGR", "cells": [[99999999999999999999999, 0], [0, 1], [1, 1]]}}',
    '{"type": "move", "seq": 0, "move": {"type": "play", "card": "ANY", "rotate": 1e999, "move": {"pawn": -1, "to": [1, 99]}}}',
])
TEXT = st.one_of(st.text(max_size=40), JSON.map(json.dumps), FRAMES.map(json.dumps), CRAFTED, DEEP)


def _paths(x, path=()):
    yield path
    if isinstance(x, dict):
        for k, v in x.items(): yield from _paths(v, path + (k,))
    elif isinstance(x, list):
        for i, v in enumerate(x): yield from _paths(v, path + (i,))


def pick(data, items, label):
    "One of `items`, chosen by an index drawn the same way whatever the table holds (hypothesis replays draws, not tables)"
    i = data.draw(st.integers(0, 2**16 - 1), label=label)
    return items[i % len(items)] if items else None


def mutate(x, data, legal=()):
    """`x` with 1 to 3 changes: a value replaced (any JSON, a neighbour or far number, another type, the same part of another
    legal move), a key or item dropped or added. Every change draws the same things, so draws never depend on the table."""
    x = copy.deepcopy(x)
    for _ in range(data.draw(st.integers(1, 3), label='changes')):
        path = pick(data, list(_paths(x)), 'where')
        kind = data.draw(st.sampled_from(['any', 'near', 'far', 'type', 'drop', 'add', 'other']), label='change')
        value = data.draw(JSON, label='value')
        near = data.draw(st.sampled_from([-1, 1, -2, 2, -100, 100]), label='delta')
        far = data.draw(st.sampled_from([-10**9, 10**9, 2**31, 2**63, -2**63 - 1, 10**30, -1]), label='far')
        other_type = data.draw(st.integers(0, 8), label='other type')
        key = data.draw(st.sampled_from(['type', 'seq', 'move', 'ply', 'step', 'x', '']), label='key')
        donor = pick(data, list(legal), 'donor')
        if not path:
            if kind == 'any': x = value
            continue
        parent = x
        for k in path[:-1]: parent = parent[k]
        k, old = path[-1], parent[path[-1]]
        if kind == 'any': parent[k] = value
        elif kind == 'near' and type(old) is int: parent[k] = old + near
        elif kind == 'far' and type(old) is int: parent[k] = far
        elif kind == 'type': parent[k] = [str(old), [old], {'v': old}, None, True, False, 1.5, float('nan'), ''][other_type]
        elif kind == 'drop':
            if isinstance(parent, dict): del parent[k]
            else: parent.pop(k)
        elif kind == 'add':
            if isinstance(parent, dict): parent[key] = value
            else: parent.insert(k, value)
        elif kind == 'other' and donor is not None and path[0] == 'move':    # the same part of another legal move (tile, cells, card)
            try:
                for q in path[1:]: donor = donor[q]
                parent[k] = copy.deepcopy(donor)
            except (KeyError, IndexError, TypeError): pass
    return x


def valid_frame(t: Seats, data):
    "A frame as the page sends it (a legal move of the seat to move, an undo, a replay request) and the seat that sends it"
    kind = data.draw(st.sampled_from(['move', 'move', 'move', 'other seat', 'undo', 'replay']), label='frame')
    mover = t.to_move
    legal = t.last[mover]['legal'] if mover is not None else []
    move = pick(data, legal, 'legal move')
    step = pick(data, list(range(t.ply + 1)), 'step')
    seat = data.draw(st.sampled_from([0, 1]), label='seat')
    if kind in ('move', 'other seat') and legal:
        return {'type': 'move', 'move': move, 'ply': t.ply, 'seq': t.seq}, (mover if kind == 'move' else 1 - mover), legal
    if kind == 'replay': return {'type': 'replay', 'step': step}, seat, legal
    return {'type': 'undo', 'seq': t.seq}, seat, legal


def encoded(frame, data):
    "A frame's JSON as the bytes of a binary frame (json.loads reads UTF-8, -16 and -32)"
    return json.dumps(frame).encode(data.draw(st.sampled_from(['utf-8', 'utf-16', 'utf-32', 'utf-16-le']), label='encoding'))


# ---- the tests -------------------------------------------------------------------------------------
@pytest.mark.parametrize('game', list(TABLES))
@FRAMES_FAST
@given(data=st.data())
def test_random_text_gets_an_answer_in_words_and_keeps_the_connection(tables, game, data):
    _, made = tables
    t = made[game]
    raw = data.draw(TEXT, label='text')
    assert len(raw.encode()) < MAX_FRAME
    t.exchange(data.draw(st.sampled_from([0, 1]), label='seat'), raw)


@pytest.mark.parametrize('game', list(TABLES))
@FRAMES_FAST
@given(data=st.data())
def test_mutated_page_frames_are_refused_or_are_legal_and_played(tables, game, data):
    "A page's frame, as is or changed (keys dropped or replaced, another seq or ply, another seat, numbers out of range, other types)"
    _, made = tables
    t = made[game]
    t.ensure()
    frame, seat, legal = valid_frame(t, data)
    off = data.draw(st.sampled_from([0, 0, 0, 0, 0, 0, 1, -1, 10**9]), label='seq off by')     # a page that missed a state, or worse
    if 'seq' in frame: frame['seq'] += off
    if data.draw(st.integers(0, 4), label='as is'): frame = mutate(frame, data, legal)
    if data.draw(st.integers(0, 5), label='same seat') == 0: seat = 1 - seat
    t.exchange(seat, json.dumps(frame))


@pytest.mark.parametrize('game', list(TABLES))
@FRAMES_FAST
@given(data=st.data())
def test_binary_frames_get_an_answer_and_keep_the_connection(tables, game, data):
    "Random bytes, and page frames (as is or mutated) in UTF-8/16/32 sent as binary frames: the same answers as text"
    _, made = tables
    t = made[game]
    t.ensure()
    kind = data.draw(st.sampled_from(['bytes', 'frame', 'frame', 'mutated', 'mutated', 'json']), label='kind')
    seat = data.draw(st.sampled_from([0, 1]), label='seat')
    if kind == 'bytes': raw = data.draw(st.binary(max_size=300), label='bytes')
    elif kind == 'json': raw = encoded(data.draw(st.one_of(JSON, FRAMES), label='json'), data)
    else:
        frame, seat, legal = valid_frame(t, data)
        raw = encoded(mutate(frame, data, legal) if kind == 'mutated' else frame, data)
    t.exchange(seat, raw)


def _page_move(t: Seats, **change):
    legal = t.last[t.to_move]['legal']
    return {'type': 'move', 'move': legal[0], 'ply': t.ply, 'seq': t.seq, **change}

MOVE_DEEP = lambda depth: lambda t: nested(depth, 'move').replace('"seq": 0', f'"seq": {t.seq}')
HOST_ONLY = ('error', 'tables.host_only')

EDGES = {   # frames the fuzzer meets seldom: name -> (who sends: 'mover', 'other' or a seat; the frame; the answer: type or (type, rule prefix); None: any refusal)
    'nested 5000 deep': (0, lambda t: nested(5000, 'list'), 'error'),
    'an object chain 2000 deep': (0, lambda t: nested(2000, 'object'), 'error'),
    'a move nested 990 deep': ('mover', MOVE_DEEP(990), None),
    'a move nested 980 deep': ('mover', MOVE_DEEP(980), None),
    'a 5000-digit number': (0, lambda t: '1' * 5000, 'error'),
    'a move of 100 KiB': ('mover', lambda t: json.dumps(_page_move(t, move={'type': 'place', 'tile': 'PGR', 'cells': [[i, -i] for i in range(7000)]})), ('error', 'tables.bad_frame')),
    'a replay request of 900 KiB': (1, lambda t: json.dumps({'type': 'replay', 'step': 0, 'pad': 'x' * 900_000}), ('error', 'tables.bad_frame')),
    'almost 64 KiB of cells': ('mover', lambda t: json.dumps(_page_move(t, move={'type': 'place', 'tile': 'PGR', 'cells': [[i, -i] for i in range(4000)]})), 'rejected'),
    # a tile of the mover's hand far from the table (not the first legal move: when no tile fits, that is a draw, which is legal)
    'a well-formed move off the board': ('mover', lambda t: json.dumps(_page_move(t, move={'type': 'place', 'tile': t.last[t.to_move]['view']['hands'][t.to_move][0],
                                                                                        'cells': [[50, 50], [51, 50], [52, 50]]})),
                                         ('rejected', 'chromino.')),
    'a legal move at the next seq': ('mover', lambda t: json.dumps(_page_move(t, seq=t.seq + 1)), 'stale'),
    'a legal move at seq -1': ('mover', lambda t: json.dumps(_page_move(t, seq=-1)), 'stale'),
    'a legal move at seq 2**64': ('mover', lambda t: json.dumps(_page_move(t, seq=2**64)), 'stale'),
    'a legal move with seq "0"': ('mover', lambda t: json.dumps(_page_move(t, seq=str(t.seq))), 'error'),
    'a legal move with seq true': ('mover', lambda t: json.dumps(_page_move(t, seq=True)), 'error'),
    'a legal move with seq 1.0': ('mover', lambda t: json.dumps(_page_move(t, seq=float(t.seq))), 'error'),
    'a legal move with seq null': ('mover', lambda t: json.dumps(_page_move(t, seq=None)), 'error'),
    'a legal move without seq': ('mover', lambda t: json.dumps({'type': 'move', 'move': t.last[t.to_move]['legal'][0]}), 'error'),
    "the mover's legal move from the other seat": ('other', lambda t: json.dumps(_page_move(t)), ('rejected', 'board.not_your_turn')),
    'two legal moves in a list': ('mover', lambda t: json.dumps(_page_move(t, move=t.last[t.to_move]['legal'][:2])), 'rejected'),
    'the move as a string': ('mover', lambda t: json.dumps(_page_move(t, move=json.dumps(t.last[t.to_move]['legal'][0]))), 'rejected'),
    'the frame in a list': ('mover', lambda t: json.dumps([_page_move(t)]), 'error'),
    'pause from a seat': (0, lambda t: '{"type": "pause"}', HOST_ONLY),
    'delete from a seat': (1, lambda t: '{"type": "delete"}', HOST_ONLY),
    'restart from a seat': (0, lambda t: '{"type": "restart", "seed": 1}', HOST_ONLY),
    'replace from a seat': (0, lambda t: '{"type": "replace", "seat": 1, "bot": "random"}', HOST_ONLY),
    'take_seat': (0, lambda t: '{"type": "take_seat"}', 'error'),
    'a state frame sent back': (0, lambda t: json.dumps(t.last[0]), 'error'),
    'a Kids grab at a Chromino table': (0, lambda t: '{"type": "grab", "seat": 0, "slots": [0]}', 'error'),
    'binary garbage': (0, lambda t: bytes(range(256)), 'error'),
    'binary empty': (1, lambda t: b'', 'error'),
    'a binary replay request in UTF-16': (1, lambda t: json.dumps({'type': 'replay', 'step': 0}).encode('utf-16'), 'replay'),
}

@pytest.mark.parametrize('name', list(EDGES))
def test_edge_frames(tables, name):
    "Crafted frames on the Chromino table: deep nesting, huge numbers, stale or malformed seq, host actions from a seat, binary"
    _, made = tables
    t = made['chromino']
    t.ensure()
    who, make, expect = EDGES[name]
    assert t.to_move is not None, "the Chromino game ended during the fuzzing: give it another seed"
    seat = t.to_move if who == 'mover' else 1 - t.to_move if who == 'other' else who
    raw = make(t)
    assert len(raw if isinstance(raw, bytes) else raw.encode()) < MAX_FRAME
    f = t.exchange(seat, raw)
    kind, rule = expect if isinstance(expect, tuple) else (expect, '')
    if kind is None: assert f['type'] in ('error', 'rejected'), f"{name}: {str(f)[:300]}"
    else: assert f['type'] == kind and f.get('rule', '').startswith(rule), f"{name}: expected {expect}, got {str(f)[:300]}"


# ---- the HTTP routes ---------------------------------------------------------------------------------
HTTP_FAST = settings(FAST, max_examples=80)
SEGMENT = st.one_of(st.sampled_from(['', 'x', '..', '%2e%2e', '%ff', '%C0%AF', 'chromino', 'T' * 300, '%00', 'new', 'sheet']), st.text(max_size=12))
WORDS_IN_QUERY = st.sampled_from(['key', 'lang', 'code', 'seat', '', 'key[]', 'KEY'])


def http_paths(t: Seats):
    "Paths of every route, with this table's id and keys, wrong ones and random segments"
    tid = t.id
    return st.one_of(
        st.sampled_from(['/', '/api/tables', f'/api/tables/{tid}', f'/t/{tid}', f'/ws/{tid}', '/static/table-host.js', '/static/', '/static/%2e%2e/x',
                         '/class/new', '/join', '/join/123456789', '/api/classes', '/api/classes/x', '/class/x', '/class/x/sheet']),
        st.builds(lambda a, b: f'/{a}/{b}', st.sampled_from(['t', 'ws', 'api/tables', 'static', 'class', 'join', 'api/classes', 'x']), SEGMENT))


def http_query(t: Seats):
    "A query string: nothing, a right key, a wrong one, broken escapes, several keys"
    value = st.one_of(st.sampled_from([*t.keys, t.keys[0][:-1], '', '%ff', '%C0', 'é', '\x00', 'a' * 5000, 'fr', 'en']), st.text(max_size=10))
    pairs = st.lists(st.tuples(WORDS_IN_QUERY, value), max_size=3)
    return pairs.map(lambda ps: ('?' + '&'.join(f'{k}={v}' for k, v in ps)) if ps else '')


GAMES_OR_NOT = st.one_of(st.sampled_from(['chromino', 'kids', 'kayain', 'centrix', 'chess', '']), JSON)
SEATS_OR_NOT = st.one_of(st.lists(st.sampled_from(['human', 'random', 'mcts:seconds=99', 'mcts:simulations=9', 'alphago', '', 'memory:preset=x']), max_size=9), JSON)
SPECS = st.fixed_dictionaries({}, optional={'game': GAMES_OR_NOT, 'players': st.one_of(st.integers(-1, 9), JSON), 'seed': st.one_of(st.integers(-2, 2**60), SCALARS),
                                            'options': st.one_of(st.dictionaries(st.sampled_from(['first_player', 'scoring', 'demo', 'x']), SCALARS, max_size=2), JSON),
                                            'seats': SEATS_OR_NOT, 'tables': JSON, 'bot': JSON, 'option_text': JSON})
BODIES = st.one_of(SPECS.map(json.dumps), JSON.map(json.dumps), st.binary(max_size=200), CRAFTED, DEEP.filter(lambda x: len(x) < 60_000))


def http_exchange(server: Server, method: str, path: str, body, headers: dict) -> tuple[int, str]:
    import http.client
    c = http.client.HTTPConnection('127.0.0.1', server.port, timeout=ANSWER_SECONDS * 2)
    try:
        c.request(method, path, body=body, headers=headers)
        r = c.getresponse()
        return r.status, r.read().decode('utf-8', 'replace')
    finally: c.close()


def check_http(server: Server, method: str, path: str, body=None, headers=None):
    "One request: an answer under 500 (or a refused upgrade), no traceback in it nor in the server's log"
    log = server.db.with_suffix('.log')
    before = len(log.read_text(errors='replace'))
    what = f"{method} {path[:200]!r} with {show(body) if body is not None else 'no body'} and headers {headers}"
    try: status, text = http_exchange(server, method, path, body, headers or {})
    except (ConnectionError, OSError) as e: pytest.fail(f"the server closed the connection on {what}: {e}")
    new = log.read_text(errors='replace')[before:]
    assert status < 500, f"{what}: {status} {text[:400]}"
    assert 'Traceback' not in text and 'Traceback' not in new and 'Uncaught exception' not in new, f"{what}: a traceback\n{text[:400]}\n{new[-3000:]}"
    return status, text


@HTTP_FAST
@given(data=st.data())
def test_http_routes_answer_random_requests_under_500(tables, data):
    "Random paths and query strings of every route, every method, with or without a body, sometimes another Host"
    server, made = tables
    t = made['chromino']
    method = data.draw(st.sampled_from(['GET', 'GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']), label='method')
    path = data.draw(http_paths(t), label='path') + data.draw(http_query(t), label='query')
    body = data.draw(st.one_of(st.none(), BODIES), label='body') if method in ('POST', 'PUT', 'PATCH', 'DELETE') else None
    headers = data.draw(st.fixed_dictionaries({}, optional={'Host': st.sampled_from(['evil.example', f'127.0.0.1:{server.port}', 'localhost', '[::1]', '']),
                                                           'Content-Type': st.sampled_from(['application/json', 'text/plain', 'multipart/form-data; boundary=x', '']),
                                                           'Accept-Language': st.sampled_from(['fr', 'en', 'xx', ''])}), label='headers')
    from urllib.parse import quote
    check_http(server, method, quote(path, safe="/?&=%:@[]'"), body if not isinstance(body, str) else body.encode('utf-8', 'surrogatepass'), headers)


@HTTP_FAST
@given(data=st.data())
def test_creating_tables_from_random_bodies_answers_in_words(tables, data):
    "Table specs with every field of any JSON type: 201, or 4xx with a sentence ({error} under /api/)"
    server, _ = tables
    body = data.draw(BODIES, label='body')
    raw = body if isinstance(body, bytes) else body.encode('utf-8', 'surrogatepass')
    status, text = check_http(server, 'POST', '/api/tables', raw, {'Content-Type': 'application/json'})
    if status != 201:
        error = json.loads(text)['error']
        assert 400 <= status < 500 and error.endswith('.') and not leaks(error, body), (show(body), status, error)


def test_the_server_is_alive_and_logged_no_traceback(tables):
    "After every frame above: the process runs, each seat still gets its state on a new connection, and the log has no traceback"
    server, made = tables
    assert server.proc.poll() is None, f"the table server exited with {server.proc.returncode}"
    for t in made.values():
        for p in (0, 1):
            ws = server.ws(t.id, t.keys[p])
            t.check_state(recv(ws), p, 'a new connection at the end')
            ws.close()
        t.exchange(0, '{"type": "fly"}')
    log = made['chromino'].log()
    assert 'Traceback' not in log and 'Uncaught exception' not in log, log[-4000:]
