"""Chromino-only engine figures for bench/engine.py: `legal_moves` latency with an 8-tile hand on late tables
(60+ tiles), and `apply`, `to_json` (save) and `from_json` (load) latency, as median / p95 / max in microseconds."""
import random, statistics, time

def _stats(xs):
    xs = sorted(xs)
    return {'median_us': round(statistics.median(xs) * 1e6, 1), 'p95_us': round(xs[int(0.95 * (len(xs) - 1))] * 1e6, 1),
            'max_us': round(xs[-1] * 1e6, 1), 'samples': len(xs)}

def _timed(f, inner=20):
    "Per-call seconds of `f`, best of a short inner loop (the minimum of 3 tries filters scheduler noise)"
    best = float('inf')
    for _ in range(3):
        t = time.perf_counter()
        for _ in range(inner): f()
        best = min(best, (time.perf_counter() - t) / inner)
    return best

def late_states(g, n_states, min_tiles=60):
    "Positions with 60+ tiles on the table where the player to move holds 8 tiles (taken from the unseen ones)"
    out, seed = [], 0
    while len(out) < n_states and seed < 10 * n_states + 200:
        s, rng = g.setup(n_players=2, seed=seed), random.Random(seed)
        seed += 1
        while g.to_move(s) is not None and len(s.placed) < min_tiles:
            legal = g.legal_moves(s)
            s = g.apply(s, legal[rng.randrange(len(legal))])
        if g.to_move(s) is None or s.phase != 'play': continue
        j = g.to_json(s)
        p, pool = j['to_move'], [t for h in j['hands'] for t in h] + j['bag']
        if len(pool) < 8: continue
        rng.shuffle(pool)
        j['hands'] = [pool[:8] if q == p else [] for q in range(len(j['hands']))]
        j['bag'], j['out'] = pool[8:], []
        out.append(g.from_json(j))
    return out

def extras(g, n_states=60):
    states = late_states(g, n_states)
    for s in states: g.legal_moves(s)      # build each table's spots once, as a live game would have
    legal, apply_, save, load = [], [], [], []
    for s in states:
        moves = g.legal_moves(s)
        def fresh():   # what a new position costs: forget the remembered legal moves
            s.legal = None
            return g.legal_moves(s)
        legal.append(_timed(fresh, 5))
        m = moves[0]
        apply_.append(_timed(lambda: g.apply(s, m)))
        j = g.to_json(s)
        save.append(_timed(lambda: g.to_json(s)))
        load.append(_timed(lambda: g.from_json(j)))
    return {'latency_late_table': {'states': len(states), 'tiles_on_table_min': min(len(s.placed) for s in states), 'hand_size': 8,
            'legal_moves': _stats(legal), 'apply': _stats(apply_), 'to_json': _stats(save), 'from_json': _stats(load)}}

