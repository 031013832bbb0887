"""Kayaîn's speed-ups change nothing: the fast paths give exactly what the plain ones give.

`apply_listed` gives the position `apply` gives, on every legal move of thousands of positions; the search's lister gives
the rules' legal moves and their keys, listed anew or kept; a view is `to_json` with the hidden parts blanked and shares no
list with the position; and the bots' helpers (the painter's plan, the evaluator, the random playout move, the sampler of
determinizations) give the very values, moves and samples of their plain versions, written out below as they were
before the speed-ups, with the same random draws."""
import json, math, random
from collections import Counter
import pytest
import games_lib.kayain   # registers 'kayain'
from games_lib import bot
from games_lib.kayain import (BASE, COLOURS, INDEX, MAKES, RECIPES, COLLECT_MOVES, DRAW_MOVES, PASS_MOVE, PLACE_MOVES, Kayain,
                              declare_move, face_down_history, missing_colours)
from games_lib.bots.kayain import (KAYAIN_EVAL, KEY_TABLES, _believed, _counts, _goal, _holds, _needs, apply_listed, determinizer, effort,
                                   lister, painter_plan, painter_worth, random_move)
from games_lib.bots.search import APPLY_LISTED, LISTERS, applier, lister_of


def _games(g, seeds, greedy=True):
    "Every position of seeded games: greedy painters (the bench's bots), or random players"
    out = []
    for seed in seeds:
        s, rng, bots = g.setup(seed=seed), random.Random(seed), [bot('greedy', g) for _ in range(2)]
        while (p := g.to_move(s)) is not None:
            out.append(s)
            legal = g.legal_moves(s)
            s = g.apply(s, bots[p](g.view(s, p), legal, rng) if greedy else legal[rng.randrange(len(legal))])
        out.append(s)
    return out


# ---- the engine's fast paths ----------------------------------------------------------------------------------------
def test_apply_listed_gives_what_apply_gives_on_every_legal_move():
    g, n = Kayain(), 0
    for s in _games(g, (1, 2), greedy=False)[::3] + _games(g, (3,))[::2]:
        for m in g.legal_moves(s) if g.to_move(s) is not None else []:
            a, b = g.apply_listed(s, m), g.apply(s, m)
            assert a.__dict__ == b.__dict__ and g.to_json(a) == g.to_json(b), (str(s), m)
            n += 1
    assert n > 5_000
    assert APPLY_LISTED['kayain'] is apply_listed and applier(g).func is apply_listed


def test_listed_with_key_tables_lists_the_keys_of_the_moves_in_their_order():
    for g in (Kayain(), Kayain(friendly=True), Kayain(bleu_as_cyan=False)):
        for s in _games(g, (4,), greedy=False):
            assert g.listed(s, *KEY_TABLES) == [str(m) for m in g.legal_moves(s)]
    stuck = Kayain().from_json({'hands': [[], ['cyan']], 'paintings': [[], [{'id': 'x', 'value': 5, 'colours': ['grey']}]],
                                'supply': {c: 0 for c in BASE}})
    assert Kayain().listed(stuck) == [PASS_MOVE] and Kayain().listed(stuck, *KEY_TABLES) == [str(PASS_MOVE)]


@pytest.mark.parametrize('options', [{}, {'friendly': True}, {'dealt': 2, 'target': 1}])
def test_the_lister_gives_the_legal_moves_and_their_keys_listed_anew_or_kept(options):
    "On samples of views (the positions a search lists), one memo for a whole game: kept listings come back, right"
    g, memo, n = Kayain(**options), {}, 0
    assert LISTERS['kayain'] is lister and lister_of(g, str, memo).func is lister
    for s in _games(g, range(5, 7 if not options.get('dealt') else 15))[::2]:
        if g.to_move(s) is None: continue
        sample = determinizer(g, g.view(s, 1 - g.to_move(s)))
        for x in [s] + [sample(random.Random(k)) for k in range(4)]:
            legal = g.legal_moves(x)
            assert lister(g, x, str, memo) == ([str(m) for m in legal], legal)
            assert lister(g, x, repr, memo) == ([repr(m) for m in legal], legal)
            n += 1
    assert n > 100 and (options.get('friendly') or len(memo[lister]) < n)


def _old_view(g, s, player):
    "The view as it was written before: `to_json`, then what `player` may not see blanked"
    v = g.to_json(s)
    if s.phase != 'over':
        for q in (0, 1):
            if q != player: v['hands'][q] = v['paintings'][q] = v['completed'][q] = None
        for pal in v['slots']:
            for e in pal:
                if e is not None and e['by'] != player: e['card'] = None
    v['viewer'] = player
    return v


def _lists(x):
    "Every list inside `x`"
    if isinstance(x, list): yield x; yield from (y for v in x for y in _lists(v))
    elif isinstance(x, dict): yield from (y for v in x.values() for y in _lists(v))


def test_views_are_the_old_views_and_share_no_list_with_the_position():
    g = Kayain()
    for s in _games(g, (7,))[::3] + _games(g, (8,), greedy=False)[::5]:
        for p in (0, 1, None):
            v = g.view(s, p)
            assert v == _old_view(g, s, p) and json.dumps(v) == json.dumps(_old_view(g, s, p))
            inside = {id(x) for e in s.log for x in _lists(dict(e))}
            assert not any(id(x) in inside for x in _lists(v['log']))
    assert g.to_json(s) == g.to_json(g.from_json(json.loads(json.dumps(g.to_json(s)))))


def test_a_log_read_from_json_is_copied_field_by_field():
    "Only the engine's own events are copied by what they hold: an event read from JSON may hold anything"
    g = Kayain()
    odd = [{'event': 'collect', 'player': 0, 'cards': [['cyan'], 'yellow'], 'by': [0, 1], 'note': [[1, 2]]},
           {'event': 'declare', 'player': 1, 'colours': ['green'], 'shown': [], 'more': [['x']]}, {'event': 'mine', 'x': [[3]]}]
    s = g.from_json({'hands': [['cyan'], []], 'log': odd})
    for v in (g.to_json(s), g.view(s, 0)):
        assert v['log'] == odd
        inside = {id(x) for e in s.log for x in _lists(dict(e))}
        assert not any(id(x) in inside for x in _lists(v['log']))


# ---- the bots' helpers, against their plain versions ----------------------------------------------------------------
def _old_plan(view, style):
    "The painter's plan as it was made before its stores: every `Counter` made anew at every view, every painting's needs worked out"
    me, bleu, slots = view['viewer'], view['options']['bleu_as_cyan'], view['slots']
    hand, mine = Counter(view['hands'][me]), view['paintings'][me]
    ready = {p['id']: p['value'] for p in mine if _holds(hand, p['colours'])}
    lone = {i: pal[k]['card'] for i, pal in enumerate(slots) for k in (0, 1) if pal[k] and not pal[1 - k] and pal[k]['by'] == me}
    laid, have = Counter(lone.values()), dict(hand)
    for c in lone.values(): have[c] = have.get(c, 0) + 1
    needs = []
    for p in mine:
        want, spare = _needs(p['colours'], have, bleu)
        needs.append((want, spare, effort(want, bleu)))
    goal = _goal(mine, needs, style, bleu)
    want, spare = goal[1][:2] if goal else ({}, have)
    usable = hand - _counts(goal[0]['colours'] if goal else ())
    free = {c: n - laid.get(c, 0) for c, n in spare.items() if n > laid.get(c, 0)}
    starts = {}
    for w in want:
        if w in MAKES and not (MAKES[w][0] in laid or MAKES[w][1] in laid):
            for x in MAKES[w]:
                if usable[x]: starts[x] = max(starts.get(x, 0), int(all(usable[y] for y in MAKES[w])))
    later = Counter()
    for w, _, _ in needs:
        for c, n in w.items(): later[c] = later.get(c, 0) + n
    junk = {c: r for r, c in enumerate(sorted(free, key=lambda c: (c in BASE, later.get(c, 0), -free[c])))}
    return (bleu, slots, _believed(view, me), ready, lone, Counter(want), usable, starts, later, junk)


def test_the_painters_plan_is_the_plain_plan():
    g, n = Kayain(), 0
    for opts in ({}, {'bleu_as_cyan': False}):
        g = Kayain(**opts)
        for s in [x for x in _games(g, (9, 10)) if g.to_move(x) is not None]:
            v = g.view(s, g.to_move(s))
            for style in ('rush', 'value'):
                got, old = painter_plan(v, style), _old_plan(v, style)
                for f, a, b in zip(got._fields, got, old):
                    assert a == b and type(a) is type(b) and (not isinstance(a, dict) or list(a) == list(b)), f
                n += 1
    assert n > 300


_ING = {INDEX[r]: (INDEX[a], INDEX[b]) for (a, b), r in RECIPES.items()}

def _old_worth(s, p):
    "The evaluator's worth of a painter as it was written before (shares worked out at every call)"
    hand, w = s.hands[p], KAYAIN_EVAL['progress']
    v = float(sum(x.value for x in s.completed[p]))
    for x in s.paintings[p]:
        cols = tuple(INDEX[c] for c in x.colours)
        got = 0.0
        for c in cols:
            if hand[c]: got += 1
            elif c in _ING: a, b = _ING[c]; got += 0.25 * ((hand[a] > 0) + (hand[b] > 0))
        v += w * x.value * (got / len(cols)) ** 2
    if not any(hand[len(BASE):]): return v
    need = [0] * len(COLOURS)
    for x in s.paintings[p]:
        for c in x.colours: need[INDEX[c]] += 1
    return v - 5 * sum(max(0, hand[c] - need[c]) for c in range(len(BASE), len(COLOURS)))


def test_the_evaluator_is_the_plain_evaluator_to_the_last_bit():
    g, n, mixed = Kayain(), 0, 0
    for s in _games(g, (11,)) + _games(g, (12,), greedy=False)[::2]:
        for p in (0, 1):
            assert painter_worth(s, p) == _old_worth(s, p)
            mixed += any(s.hands[p][len(BASE):]); n += 1
        sample = determinizer(g, g.view(s, 0))
        for k in range(3):
            x = sample(random.Random(k))
            assert [painter_worth(x, p) for p in (0, 1)] == [_old_worth(x, p) for p in (0, 1)]
    assert n > 200 and mixed > 50


def _old_random_move(g, s, rng):
    "`random_move` as it was written before: every list made at every call"
    if s.legal is not None: return s.legal[rng.randrange(len(s.legal))]
    p, slots, friendly = s.to_move, s.slots, g.opts['friendly']
    held, empty = [c for c, n in enumerate(s.hands[p]) if n], [k for k, e in enumerate(slots) if e is None]
    full = [i for i in range(6) if slots[2 * i] is not None and slots[2 * i + 1] is not None]
    draws = [c for c in range(len(BASE)) if s.supply[c]]
    decl = [x for x in s.paintings[p] if not friendly or not missing_colours(s.hands[p], x)]
    places = len(held) * len(empty) * len(COLOURS)
    n = places + len(full) + len(draws) + len(decl)
    if s.phase == 'over' or not n: return g.legal_moves(s)[0] if s.phase != 'over' else None
    i = rng.randrange(n)
    if i < places:
        c, r = divmod(i, len(empty) * len(COLOURS))
        return PLACE_MOVES[held[c]][empty[r // len(COLOURS)]][r % len(COLOURS)]
    i -= places
    if i < len(full): return COLLECT_MOVES[full[i]]
    i -= len(full)
    return DRAW_MOVES[draws[i]] if i < len(draws) else declare_move(decl[i - len(draws)].id)


@pytest.mark.parametrize('options', [{}, {'friendly': True}])
def test_the_playout_move_is_the_plain_one_with_the_same_draws(options):
    g, n = Kayain(**options), 0
    for s in [x for x in _games(g, (13, 14), greedy=False) if g.to_move(x) is not None]:   # (a search never asks once the game is over)
        a, b = random.Random(n), random.Random(n)
        assert random_move(g, s.but(), a) is _old_random_move(g, s.but(), b) and a.getstate() == b.getstate()
        n += 1
    assert n > 150


def _old_sampler(steps, pool):
    "`face_down_sampler` as it was written before: each card drawn by `rng.choices`"
    cols = [c for c, n in enumerate(pool) if n > 0]
    pos, k = {COLOURS[c]: i for i, c in enumerate(cols)}, [pool[c] for c in cols]
    low, bounds = k, []
    for j in range(len(steps) - 1, -1, -1):
        low = [min(a, b) for a, b in zip(low, k)]
        kind, c = steps[j]
        if kind == 'hidden': bounds.append((c, low))
        elif c in pos: k[pos[c]] += 1 if kind == 'remove' else -1
    bounds.reverse()
    idx = range(len(cols))
    def sample(rng):
        used, out = [0] * len(cols), {}
        for slot, mins in bounds:
            w = [max(0, m - u) for m, u in zip(mins, used)]
            if not any(w): return None
            i = rng.choices(idx, weights=w)[0]
            used[i] += 1; out[slot] = cols[i]
        return out
    return sample


def _old_determinizer(g, view):
    "The bots' determinizer as it was written before: `rng.choices`, `rng.sample` and `Counter`s at every sample"
    base = g.determinize(view, random.Random(0))
    if view['phase'] == 'over': return lambda rng: base
    opp = 1 - view['viewer']
    pool = g.unseen_cards(view, view['viewer'])
    hidden = [(i, k) for i, pal in enumerate(view['slots']) for k, e in enumerate(pal) if e is not None and e['card'] is None]
    n, steps = view['hand_sizes'][opp] + len(hidden), None
    if sum(pool) == n:
        try: steps = face_down_history(view['log'], opp, set(hidden))
        except (KeyError, TypeError, IndexError): steps = None
    pick, cards = _old_sampler(steps, pool) if steps is not None else None, [c for c, k in enumerate(pool) for _ in range(k)]
    seen = {x['id'] for x in view['paintings'][view['viewer']] + view['completed'][view['viewer']] + view['discarded']} | {x.id for x in base.completed[opp]}
    wanted, by_value = Counter(x.value for x in base.paintings[opp]), {}
    for x in g.deck:
        if x.id not in seen: by_value.setdefault(x.value, []).append(x)
    deal = all(len(by_value.get(v, ())) >= k for v, k in wanted.items())
    def sample(rng):
        got = None
        for _ in range(20 if pick else 0):
            if (got := pick(rng)) is not None: break
        if got is None:
            cs = cards[:]; rng.shuffle(cs)
            got, rest = dict(zip(hidden, cs)), cs[len(hidden):n]
            hand = tuple(rest.count(c) for c in range(len(COLOURS)))
        else:
            used = Counter(got.values())
            hand = tuple(k - used[c] for c, k in enumerate(pool))
        slots = list(base.slots)
        for (i, k), c in got.items(): e = slots[2 * i + k]; slots[2 * i + k] = (c, e[1], e[2])
        held = tuple(x for v, k in wanted.items() for x in rng.sample(by_value[v], k)) if deal else base.paintings[opp]
        two = lambda mine, theirs: (theirs, mine) if opp == 0 else (mine, theirs)
        return base.but(hands=two(base.hands[1 - opp], hand), slots=tuple(slots), paintings=two(base.paintings[1 - opp], held))
    return sample


def test_samples_are_the_plain_samples_with_the_same_draws():
    g, n, hidden = Kayain(), 0, 0
    for s in _games(g, (15, 16))[::2] + _games(g, (17,), greedy=False)[::4]:
        v = g.view(s, 0)
        new, old = determinizer(g, v), _old_determinizer(g, v)
        a, b = random.Random(n), random.Random(n)
        for _ in range(5):
            x, y = new(a), old(b)
            assert x.__dict__ == y.__dict__ and a.getstate() == b.getstate()
        hidden += any(e is not None and e[2] == 1 for e in s.slots) and g.to_move(s) is not None
        n += 1
    assert n > 50 and hidden > 20
