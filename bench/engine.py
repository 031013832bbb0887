"""Engine speed figures, printed as JSON (not a timed test: the machine is shared, so read medians and ratios).

    python bench/engine.py [--repeats 5] [--games 60] [--game chromino ...]

Per game (every registered game by default) and player count: random-playout decisions/s and full games/s
(CPU time, median of the repeats). Game-specific figures come from bench/engine_<game>.py when it exists
(Chromino: `legal_moves`, `apply`, save and load latency on late tables).
"""
import argparse, importlib, json, pathlib, platform, random, statistics, sys, time
import games_lib

def playout(g, n, seed):
    "One random game through the protocol; returns (decisions, final state)"
    s, rng, k = g.setup(n_players=n, seed=seed), random.Random(seed), 0
    while g.to_move(s) is not None:
        legal = g.legal_moves(s)
        s = g.apply(s, legal[rng.randrange(len(legal))])
        k += 1
    return k, s

def throughput(g, n, games, repeats):
    runs = []
    for r in range(repeats):
        t, steps = time.process_time(), 0
        for i in range(games): steps += playout(g, n, r * 10_000 + i)[0]
        dt = time.process_time() - t
        runs.append((games / dt, steps / dt, steps / games))
    return {'games_per_s': round(statistics.median(x[0] for x in runs), 1),
            'decisions_per_s': round(statistics.median(x[1] for x in runs)),
            'decisions_per_game': round(statistics.median(x[2] for x in runs), 1), 'repeats': repeats, 'games_per_repeat': games}

def _extras(name):
    "Per-game figures live in bench/engine_<game>.py (a function `extras(game)`), if the game has any"
    try: mod = importlib.import_module(f'engine_{name}')
    except ModuleNotFoundError: return None
    return mod.extras

if __name__ == '__main__':
    sys.path.insert(0, str(pathlib.Path(__file__).parent))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--repeats', type=int, default=5)
    ap.add_argument('--games', type=int, default=60)
    ap.add_argument('--game', action='append', choices=sorted(games_lib.GAMES), help="a game to measure (repeatable; default: all)")
    a = ap.parse_args()
    out = {'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'processor': platform.machine()}, 'games': {}}
    for name in a.game or sorted(games_lib.GAMES):
        g = games_lib.load(name)
        counts = sorted({n for n in (2, 4, 6, 8, g.min_players, g.max_players) if g.min_players <= n <= g.max_players and n > 1})
        res = {'throughput': {str(n): throughput(g, n, a.games, a.repeats) for n in counts}}
        if (f := _extras(name)): res.update(f(g))
        out['games'][name] = res
    print(json.dumps(out, indent=1))
