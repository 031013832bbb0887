"""Kayaîn-only engine figures for bench/engine.py: greedy-vs-greedy playouts (decisions/s, games/s, turns), and the
latency of `apply`, `legal_moves`, `view`, `to_json` (save), `from_json` (load) and `determinize` on positions taken
from greedy games, as median / p95 / max in microseconds (the machine is shared: read the medians)."""
import random, statistics, time
try: from games_lib.bots.kayain import greedy_player   # the strategy's home since issue 14
except ImportError: from games_lib.kayain import greedy_player   # an older checkout (PYTHONPATH=... to compare)
from timing import stats, timed

def greedy_games(g, n_games, seed=0):
    "Greedy-vs-greedy games; returns (decisions, turns per player of each game, every state met)"
    bots, decisions, turns, states = [greedy_player(), greedy_player()], 0, [], []
    for i in range(n_games):
        s, rng = g.setup(seed=seed + i), random.Random(seed + i)
        while (p := g.to_move(s)) is not None:
            states.append(s)
            s = g.apply(s, bots[p](g.view(s, p), g.legal_moves(s), rng))
            decisions += 1
        turns.append(s.turn / 2)
    return decisions, turns, states

def greedy_throughput(g, n_games=20, repeats=3):
    runs = []
    for r in range(repeats):
        t = time.process_time()
        k, turns, _ = greedy_games(g, n_games, seed=r * 1000)
        dt = time.process_time() - t
        runs.append((n_games / dt, k / dt, statistics.median(turns)))
    return {'games_per_s': round(statistics.median(x[0] for x in runs), 1), 'decisions_per_s': round(statistics.median(x[1] for x in runs)),
            'turns_per_player_median': statistics.median(x[2] for x in runs), 'games_per_repeat': n_games, 'repeats': repeats}

def extras(g, n_states=150):
    rng = random.Random(7)
    _, _, states = greedy_games(g, 12, seed=500)
    states = rng.sample(states, min(n_states, len(states)))
    apply_, legal, view, save, load, det = [], [], [], [], [], []
    for s in states:
        moves = g.legal_moves(s)
        m = moves[rng.randrange(len(moves))]
        apply_.append(timed(lambda: g.apply(s, m)))
        def fresh():   # a new position's cost: forget the remembered list
            s.legal = None
            return g.legal_moves(s)
        legal.append(timed(fresh))
        p = g.to_move(s)
        view.append(timed(lambda: g.view(s, p), 5))
        j = g.to_json(s)
        save.append(timed(lambda: g.to_json(s), 5))
        load.append(timed(lambda: g.from_json(j), 5))
        v = g.view(s, p)
        det.append(timed(lambda: g.determinize(v, rng), 5))
    return {'greedy_throughput': greedy_throughput(g),
            'latency_greedy_positions': {'states': len(states), 'mean_log_events': round(sum(len(s.log) for s in states) / len(states)),
                                         'apply': stats(apply_), 'legal_moves': stats(legal), 'view': stats(view),
                                         'to_json': stats(save), 'from_json': stats(load), 'determinize': stats(det)}}
