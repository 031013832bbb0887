"""Centrix-only engine figures for bench/engine.py: `legal_moves` latency with an unlimited-spin wild in hand
(the widest choice: every turn of every ring carrying a pawn of the player, then every pawn move), and `apply`
latency, as median / p95 / max in microseconds, over mid-game positions of random games with 2 to 6 players."""
import random, statistics
from timing import stats, timed

def spin_states(g, n_states):
    "Mid-game positions (pawns out on the rings) where the player to move, before any card, holds a SPIN and two other cards"
    out, seed = [], 0
    while len(out) < n_states:
        n, rng = 2 + seed % 5, random.Random(seed)
        s = g.setup(n_players=n, seed=seed)
        seed += 1
        for _ in range(rng.randrange(40, 400)):
            if g.to_move(s) is None: break
            legal = g.legal_moves(s)
            s = g.apply(s, legal[rng.randrange(len(legal))])
        if g.to_move(s) is None or s.played: continue
        j = g.to_json(s)
        p = j['to_move']
        if sum(isinstance(v, list) for v in j['pawns'][p]) < 2 or len(j['hands'][p]) < 3: continue
        if 'SPIN' not in j['hands'][p]:   # swap a SPIN from wherever it is with the first card in hand
            where = next(l for l in [h for q, h in enumerate(j['hands']) if q != p] + [j['deck'], j['discard']] if 'SPIN' in l)
            where[where.index('SPIN')], j['hands'][p][0] = j['hands'][p][0], 'SPIN'
        out.append(g.from_json(j))
    return out

def extras(g, n_states=120):
    states = spin_states(g, n_states)
    legal, apply_, sizes = [], [], []
    for s in states:
        def fresh():   # what a new position costs: forget the remembered legal moves
            s.legal = None
            return g.legal_moves(s)
        legal.append(timed(fresh, 5))
        moves = g.legal_moves(s)
        sizes.append(len(moves))
        m = moves[len(moves) // 2]
        apply_.append(timed(lambda: g.apply(s, m)))
    return {'latency_spin_in_hand': {'states': len(states), 'players': '2-6', 'legal_moves': stats(legal), 'apply': stats(apply_),
            'moves_listed': {'median': statistics.median(sizes), 'max': max(sizes)}}}
