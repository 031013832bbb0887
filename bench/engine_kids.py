"""Kids-only engine figures for bench/engine.py: `apply` and `legal_moves` latency on positions met in random games
(2, 4 and 6 players), and `to_json` (save), `from_json` (load), `view` and `determinize` latency, as median / p95 / max
in microseconds; and `legal_moves` / `apply` in phase `choose` with 15 face-down cards (every set of up to 3 of them
is a move: the table of a real game, where random games keep 2 or 3 cards). `legal_moves` is timed listing the moves
(`s.legal`, the list a state remembers, is emptied before each call; an older engine without it just gets an unused
attribute). The issue's goals: `apply` at most 20 µs (median), random playouts at least 45,000 decisions/s."""
import json, random
from timing import stats, timed

def positions(g, n_players, n_states, seed=0):
    "Positions met in random games (every phase in proportion), each with the move a random player made there"
    out, rng = [], random.Random(seed)
    while len(out) < n_states:
        s = g.setup(n_players=n_players, seed=rng.randrange(10**6))
        while g.to_move(s) is not None and len(out) < n_states:
            legal = g.legal_moves(s)
            m = legal[rng.randrange(len(legal))]
            if rng.random() < 0.1: out.append((s, m))
            s = g.apply(s, m)
    return out

def listing(g, s):
    "`g.legal_moves(s)` as the first call on `s` makes it: listing the moves, not returning the remembered list"
    s.legal = None
    return g.legal_moves(s)

def extras(g, n_states=300):
    res, rng = {}, random.Random(1)
    for n in (2, 4, 6):
        ps = positions(g, n, n_states, seed=n)
        apply_, legal = [timed(lambda: g.apply(s, m)) for s, m in ps], [timed(lambda: listing(g, s)) for s, _ in ps]
        save, load = [], []
        for s, _ in ps:
            j = json.loads(json.dumps(g.to_json(s)))
            save.append(timed(lambda: g.to_json(s))); load.append(timed(lambda: g.from_json(j)))
        views = [g.view(s, (s.to_move + 1) % n if s.to_move is not None else 0) for s, _ in ps[:100]]
        res[str(n)] = {'states': len(ps), 'phases': dict(sorted(_phases(ps).items())), 'apply': stats(apply_), 'legal_moves': stats(legal),
                       'to_json': stats(save), 'from_json': stats(load),
                       'view': stats([timed(lambda: g.view(s, 0)) for s, _ in ps[:100]]),
                       'determinize': stats([timed(lambda: g.determinize(v, rng), 5) for v in views])}
    big = g.from_json({'won': [[], [], [], []], 'deck': ['red'] * 4 + ['skip'], 'phase': 'choose', 'die': 'blue',
                       'table': [c for c in ('blue', 'pink', 'green', 'black', 'yellow') for _ in range(3)]})
    moves = g.legal_moves(big)
    res['table_of_15'] = {'legal_moves_count': len(moves), 'legal_moves': stats([timed(lambda: listing(g, big), 5) for _ in range(30)]),
                          'apply_flip': stats([timed(lambda: g.apply(big, m), 5) for m in moves[::20]])}
    return {'latency': res}

def _phases(ps):
    out = {}
    for s, _ in ps: out[s.phase] = out.get(s.phase, 0) + 1
    return out
