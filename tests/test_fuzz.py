"""Fuzzing what comes from outside (hypothesis, bounded: the whole file runs in well under a minute).

- Every board widget (the subclasses of `BoardWidget` in the `games_lib.widgets` modules): random and mutated custom
  messages (the page's intents, through ipywidgets' `_handle_custom_msg`) never raise, and never change the game
  unless they are a legal move of the seat on screen or an accepted undo.
- Every game's `from_json`: random and mutated JSON states give a `ValueError` with a message naming what is wrong,
  or a state that works (JSON round trip, legal moves, outcome, every seat's view); never another exception.
- Every board's `PlaytestApp`: any query string gives a board (and the problems in words), never an exception.
"""
from __future__ import annotations
import asyncio, copy, importlib, json, pkgutil, random

import pytest
from conftest import run_async
from hypothesis import HealthCheck, given, settings, strategies as st

import games_lib
import games_lib.widgets
from games_lib.widgets.board import BoardWidget

FAST = settings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


# ---- discovery ---------------------------------------------------------------------------------
def _widget_modules():
    "(name, module or the import error) for every module of games_lib.widgets"
    out = []
    for m in pkgutil.iter_modules(games_lib.widgets.__path__):
        try: out.append((m.name, importlib.import_module(f'games_lib.widgets.{m.name}')))
        except Exception as e: out.append((m.name, e))
    return out

MODULES = _widget_modules()

def _subclasses(cls):
    for c in cls.__subclasses__():
        yield c
        yield from _subclasses(c)

BOARDS = sorted({c for c in _subclasses(BoardWidget) if c.game_name}, key=lambda c: c.__name__)
GAMES = sorted(games_lib.GAMES)


def test_discovery():
    broken = {n: repr(m) for n, m in MODULES if isinstance(m, Exception)}
    assert not broken, f"games_lib.widgets modules that do not import: {broken}"
    assert any(c.game_name == 'chromino' for c in BOARDS), BOARDS
    assert {'chromino', 'kids', 'kayain', 'centrix'} <= set(GAMES)


# ---- JSON values and mutations -----------------------------------------------------------------
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.sampled_from([-1, 0, 1, 2, 7, 10**18, -10**18]),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8),
                    st.sampled_from(['', 'move', 'undo', 'take_seat', 'place', 'draw', 'pass', 'human', 'random', 'play', 'over']))
JSON = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)),
                    max_leaves=12)


def _paths(x, path=()):
    "Every path into a JSON value"
    yield path
    if isinstance(x, dict):
        for k, v in x.items(): yield from _paths(v, path + (k,))
    elif isinstance(x, list):
        for i, v in enumerate(x): yield from _paths(v, path + (i,))


def _mutate(x, data, n=3):
    "`x` with up to `n` random changes: a value replaced (by any JSON, a neighbour number, another type), a key or item dropped or added"
    x = copy.deepcopy(x)
    for _ in range(data.draw(st.integers(1, n))):
        paths = list(_paths(x))
        path = data.draw(st.sampled_from(paths))
        if not path:
            if isinstance(x, (dict, list)) and data.draw(st.booleans()): x = data.draw(JSON)
            continue
        parent = x
        for k in path[:-1]: parent = parent[k]
        k, old = path[-1], parent[path[-1]]
        kind = data.draw(st.sampled_from(['any', 'near', 'type', 'drop', 'add']))
        if kind == 'any': parent[k] = data.draw(JSON)
        elif kind == 'near' and type(old) is int: parent[k] = old + data.draw(st.sampled_from([-1, 1, -100, 100]))
        elif kind == 'type': parent[k] = data.draw(st.sampled_from([str(old), [old], {'v': old}, None, True, 1.5]))
        elif kind == 'drop':
            if isinstance(parent, dict): del parent[k]
            else: parent.pop(k)
        elif kind == 'add':
            if isinstance(parent, dict): parent[data.draw(st.text(max_size=6))] = data.draw(JSON)
            else: parent.insert(k, data.draw(JSON))
    return x


# ---- board widgets -----------------------------------------------------------------------------
def _board(cls, seed):
    "A board with two humans (no bot moves on its own), some moves in"
    g = cls.make_game()
    n = max(2, g.min_players)
    b = cls(seats=['human'] * n, seed=seed, pace=0)
    rng = random.Random(seed)
    for _ in range(rng.randrange(4)):
        if b.handover is not None: b.intent({'type': 'take_seat'})
        if not b.legal or b.outcome: break
        b.intent({'type': 'move', 'move': rng.choice(b.legal), 'ply': b.ply})
    if b.handover is not None: b.intent({'type': 'take_seat'})
    return b


def _snapshot(b):
    return b.ply, json.dumps(b.g.to_json(b.state), sort_keys=True, default=str)


def _message(b, data):
    "A page message: a mutated legal move or undo / take_seat intent, or any JSON"
    seeds = [{'type': 'undo'}, {'type': 'take_seat'}]
    if b.legal: seeds.append({'type': 'move', 'move': data.draw(st.sampled_from(b.legal)), 'ply': b.ply})
    base = data.draw(st.sampled_from(seeds))
    kind = data.draw(st.sampled_from(['as is', 'mutated', 'mutated', 'any']))
    return base if kind == 'as is' else _mutate(base, data) if kind == 'mutated' else data.draw(JSON)


@pytest.mark.parametrize('cls', BOARDS, ids=lambda c: c.__name__)
@FAST
@given(data=st.data(), seed=st.integers(0, 50))
def test_board_messages_never_raise_nor_cheat(cls, data, seed):
    b = _board(cls, seed)
    for _ in range(3):
        msg = _message(b, data)
        ply, state = _snapshot(b)
        legal = {b.g.move_key(m) for m in b.legal} if b.seat is not None and not b.outcome else set()
        screen_seat = b.seat
        b._handle_custom_msg(msg, [])                       # what ipywidgets calls for a message from the page: must not raise
        if _snapshot(b) == (ply, state): continue
        kind = msg.get('type') if isinstance(msg, dict) else None
        if kind == 'undo':
            assert b.ply < ply, f"an undo changed the game without taking a move back: {msg}"
        else:
            assert kind == 'move' and screen_seat is not None, f"{msg} changed the game"
            try: key = b.g.move_key(msg.get('move'))
            except Exception: key = None
            assert key in legal and b.ply == ply + 1, f"{msg} changed the game but is not a legal move of the seat on screen"


@pytest.mark.parametrize('cls', BOARDS, ids=lambda c: c.__name__)
@FAST
@given(update=st.dictionaries(st.sampled_from(['lang', 'colorblind', 'replay_step', 'view', 'legal', 'seat', 'ply', 'outcome', 'seats', 'x']),
                              JSON, max_size=3))
def test_board_state_updates_from_the_page_never_change_the_game(cls, update):
    b = _board(cls, 1)
    before = _snapshot(b)
    b.set_state(update)                                       # the path of a page's `update` message
    assert _snapshot(b) == before


# ---- from_json ---------------------------------------------------------------------------------
def _states(name, seed):
    "Some positions of a random game: the deal, a few moves in, and (when short enough) the end"
    g = games_lib.load(name)
    rng = random.Random(seed)
    s, out = g.setup(n_players=max(2, g.min_players) + rng.randrange(2) if g.max_players > 2 else 2, seed=seed), []
    for i in range(60):
        if i in (0, 3, 15, 59): out.append(s)
        if g.outcome(s) is not None: out.append(s); break
        s = g.apply(s, rng.choice(g.legal_moves(s)))
    return g, out


def _works(g, s):
    "A state that came out of `from_json` must be usable"
    d = g.to_json(s)
    json.dumps(d)
    assert g.to_json(g.from_json(d)) == d
    o = g.outcome(s)
    if o is None:
        p = g.to_move(s)
        legal = g.legal_moves(s)
        assert legal, "a position with no outcome and no legal move"
        g.explain(s, legal[0])
    for p in range(len(d.get('scores') or d.get('hands') or [0, 0])):
        try: g.view(s, p)
        except (ValueError, IndexError) as e: raise AssertionError(f"view({p}) of a state from_json accepted: {e!r}")


@pytest.mark.parametrize('name', GAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(data=st.data(), seed=st.integers(0, 20))
def test_from_json_refuses_in_words_or_gives_a_working_state(name, data, seed):
    g, states = _states(name, seed)
    d = g.to_json(data.draw(st.sampled_from(states)))
    bad = _mutate(d, data, 4) if data.draw(st.integers(0, 9)) else data.draw(JSON)
    try: s = g.from_json(bad)
    except ValueError as e:
        assert str(e).strip() and len(str(e)) > 8, f"a bare ValueError for {bad!r}"
        return
    except Exception as e:
        raise AssertionError(f"{name}.from_json raised {type(e).__name__}: {e} for {json.dumps(bad, default=str)[:600]}") from None
    try: _works(g, s)
    except AssertionError: raise
    except Exception as e:
        raise AssertionError(f"{name}.from_json accepted a state that then fails with {type(e).__name__}: {e}; "
                             f"state {json.dumps(bad, default=str)[:600]}") from None


# ---- playtest apps from any link -----------------------------------------------------------------
def _query(cls):
    schema = type(cls.make_game()).options
    keys = st.sampled_from(['players', 'seed', 'bots', 'seats', 'lang', 'first_player', 'voila-theme', 'colour', ''] + list(schema))
    values = st.one_of(st.integers(-3, 12).map(str), st.sampled_from(['', 'none', 'true', 'false', 'random', 'human', 'en', 'fr', 'de', 'mcts',
                                                                          'human,random', 'random,random,random', 'human,human,mcts', 'greedy,deepblue',
                                                                          '1e9', '99999999999999999999', '-1', '%zz', 'a&b', ' 3 ']),
                       st.sampled_from([str(c) for o in schema.values() for c in (o.choices or ())] or ['x']), st.text(max_size=6))
    pairs = st.lists(st.tuples(keys, values), max_size=6)
    raw = st.text(st.characters(codec='utf-8'), max_size=30)
    from urllib.parse import quote
    return st.one_of(pairs.map(lambda ps: '&'.join(f'{quote(k)}={quote(v)}' for k, v in ps)), raw)


@pytest.mark.parametrize('cls', BOARDS, ids=lambda c: c.__name__)
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(data=st.data())
def test_any_link_gives_a_board(cls, data):
    from games_lib.widgets.app import PlaytestApp
    query = data.draw(_query(cls))
    async def open_page():                 # under a running loop, as in a kernel: bots wait for their pace, they do not play out
        return PlaytestApp(cls, query)
    app = run_async(open_page())
    assert isinstance(app.board, cls), f"no board for ?{query}: {app.errors.value}"
    assert app.board in app.children
    g = app.board.g
    assert g.min_players <= len(app.board.seats) <= g.max_players
    if 'could not be used' in app.errors.value: assert '<li>' in app.errors.value


BAD_LINKS = ['first_player=7&players=2', 'players=2&first_player=5&seats=human,human,human', 'seats=human&first_player=3', 'players=1&first_player=1']

@pytest.mark.parametrize('cls', BOARDS, ids=lambda c: c.__name__)
@pytest.mark.parametrize('query', BAD_LINKS)
def test_links_whose_parts_are_fine_alone(cls, query):
    "Each parameter parses, the whole does not deal (no such first player): a board all the same, and the sentence"
    from games_lib.widgets.app import PlaytestApp
    app = run_async(_open(cls, query))
    assert isinstance(app.board, cls), f"no board for ?{query}: {app.errors.value}"
    assert app.board.options.get('first_player') in ('random', *range(len(app.board.seats)))


async def _open(cls, query):
    from games_lib.widgets.app import PlaytestApp
    return PlaytestApp(cls, query)
