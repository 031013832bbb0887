"""Simulation throughput, printed as JSON (a benchmark, not a timed test: read the figures against the goals).

    python bench/simulate.py [--game chromino ...] [--games 200] [--big 1000] [--repeats 3] [--players 2]

Per game, with greedy bots where the game has a heuristic (else random):

- `overhead`: `simulate(workers=1)` against a bare loop of `games_lib.play` over the very same games (same
  seeds, same seating, fresh bots), repeated alternately in this one run; CPU seconds, medians. Goal <= 10%.
- `speedup_2_workers`: games/s of a 2-process pool over `workers=1` (wall clock). Goal >= 1.7x.
- `dask_vs_pool`: games/s through a Dask `LocalCluster` (2 worker processes, 1 thread each) over the
  2-process pool. Goal: Dask within 25% (ratio >= 0.75).
- `big`: `--big` games with 2 workers, wall seconds. Goal: 1,000 games in under a minute.

The machine's load average is printed too: other processes on a shared 2-core machine lower the parallel figures.
"""
import argparse, json, os, platform, statistics, sys, time
import games_lib
from games_lib.analytics import game_seeds, make_bot, seating, simulate
from games_lib.bots import HEURISTICS


def lineup_for(name, players):
    return ['greedy' if name in HEURISTICS else 'random'] * players


def bare_loop(name, bots, n, seed):
    "The same games as simulate(name, bots, n, seed) through plain games_lib.play calls; CPU seconds (seating found before the clock starts)"
    g, k = games_lib.load(name), len(bots)
    specs = [(b, {}) for b in bots]
    games = [(s, seating(g.to_move(g.setup(k, s)) or 0, k, i)) for i, s in enumerate(game_seeds(seed, n))]
    t = time.process_time()
    for s, pos in games: games_lib.play(g, [make_bot(g, *specs[pos[p]]) for p in range(k)], seed=s)
    return time.process_time() - t


def sim_cpu(name, bots, n, seed):
    t = time.process_time()
    simulate(name, bots, n, seed=seed, workers=1, progress=False)
    return time.process_time() - t


def wall(f):
    t = time.perf_counter()
    f()
    return time.perf_counter() - t


def measure(name, players, games, big, repeats, client):
    bots = lineup_for(name, players)
    bare, sim = [], []
    for r in range(repeats):   # alternate, so that load changes hit both alike
        bare.append(bare_loop(name, bots, games, seed=r))
        sim.append(sim_cpu(name, bots, games, seed=r))
    one = statistics.median(wall(lambda: simulate(name, bots, games, seed=r, workers=1, progress=False)) for r in range(repeats))
    two = statistics.median(wall(lambda: simulate(name, bots, games, seed=r, workers=2, progress=False)) for r in range(repeats))
    dask = statistics.median(wall(lambda: simulate(name, bots, games, seed=r, client=client, progress=False)) for r in range(repeats))
    out = {'bots': bots, 'games': games,
           'overhead': {'bare_cpu_s': round(statistics.median(bare), 3), 'simulate_cpu_s': round(statistics.median(sim), 3),
                        'overhead_pct': round(100 * (statistics.median(sim) / statistics.median(bare) - 1), 1), 'goal_pct_max': 10},
           'games_per_s': {'1_worker': round(games / one, 1), '2_workers': round(games / two, 1), 'dask_2_workers': round(games / dask, 1)},
           'speedup_2_workers': round(one / two, 2), 'speedup_goal_min': 1.7,
           'dask_vs_pool': round(two / dask, 2), 'dask_goal_min': 0.75}
    if big:
        df, secs = None, 0.0
        t = time.perf_counter()
        df = simulate(name, bots, big, seed=99, workers=2, progress=False)
        secs = time.perf_counter() - t
        out['big'] = {'games': big, 'workers': 2, 'wall_s': round(secs, 1), 'games_per_s': round(big / secs, 1), 'goal_s_max': 60,
                      'timeouts': int(df.timeout.sum())}
    return out


if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--game', action='append', choices=sorted(games_lib.GAMES), help="a game to measure (repeatable; default: all)")
    ap.add_argument('--players', type=int, default=2)
    ap.add_argument('--games', type=int, default=200, help="games per measurement (default 200)")
    ap.add_argument('--big', type=int, default=1000, help="size of the big run with 2 workers (0: skip)")
    ap.add_argument('--repeats', type=int, default=3)
    a = ap.parse_args()
    from dask.distributed import Client, LocalCluster
    out = {'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count(),
                       'load_average_before': os.getloadavg()}, 'games': {}}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=':0') as cluster, Client(cluster) as client:
        for name in a.game or sorted(games_lib.GAMES):
            out['games'][name] = measure(name, a.players, a.games, a.big, a.repeats, client)
            print(f"{name}: {json.dumps(out['games'][name])}", file=sys.stderr, flush=True)
    out['machine']['load_average_after'] = os.getloadavg()
    print(json.dumps(out, indent=1))
