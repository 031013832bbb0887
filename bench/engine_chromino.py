"""Chromino-only engine figures for bench/engine.py: `legal_moves` latency with an 8-tile hand on late tables
(60+ tiles), and `apply`, `to_json` (save) and `from_json` (load) latency, as median / p95 / max in microseconds."""
import random
from timing import stats, timed

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
        legal.append(timed(fresh, 5))
        m = moves[0]
        apply_.append(timed(lambda: g.apply(s, m)))
        j = g.to_json(s)
        save.append(timed(lambda: g.to_json(s)))
        load.append(timed(lambda: g.from_json(j)))
    return {'latency_late_table': {'states': len(states), 'tiles_on_table_min': min(len(s.placed) for s in states), 'hand_size': 8,
            'legal_moves': stats(legal), 'apply': stats(apply_), 'to_json': stats(save), 'from_json': stats(load)}}

