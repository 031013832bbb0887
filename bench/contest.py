"""Chromino contests of random, greedy and a search bot: ratings, pairwise win rates with 95% intervals, time; printed as JSON.

    python bench/contest.py [--rules classic|open|both] [--games 600] [--seed 1 ...] [--search SPEC] [--workers 2]

A benchmark, not a test (a run takes minutes): the larger run behind tests/test_contest.py's
`test_chromino_ratings_order_random_greedy_search_with_intervals`, which plays 300 games a pair with open hands.
For each rules setting and seed: `games_lib.contest` of random, greedy and the search (2 players, seats rotated),
the openskill ratings (best first), every pair's win rate with its 95% Wilson interval, and `checks`: whether the
ratings order random < greedy < search and the intervals of greedy against random and search against greedy lie above
1/2. `classic` is Chromino as printed (hidden hands), `open` variant 2 (`open_hands=True`). Times: wall and CPU
seconds (this process and its pool), so a run on a loaded machine can be compared with one on an idle one.
"""
import argparse, json, resource, sys, time
from games_lib.contests import contest

RULES = {'classic': {}, 'open': {'open_hands': True}}

def cpu() -> float:
    "CPU seconds of this process and of its finished children (the contest's pool)"
    a, b = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return a.ru_utime + a.ru_stime + b.ru_utime + b.ru_stime

def run(rules:str, games:int, seed:int, search:str, workers:int) -> dict:
    bots = {'random': 'random', 'greedy': 'greedy', 'search': search}
    t, c = time.perf_counter(), cpu()
    res = contest('chromino', bots, games=games, seed=seed, workers=workers, options=RULES[rules])
    wall, used = time.perf_counter() - t, cpu() - c
    r, p = res.ratings, res.pairs.set_index(['bot', 'opponent'])
    pair = lambda a, b: {'games': int(p.loc[(a, b)].games), 'win_rate': round(float(p.loc[(a, b)].win_rate), 4),
                         'ci95': [round(float(p.loc[(a, b)].low), 4), round(float(p.loc[(a, b)].high), 4)]}
    pairs = {f'{a} vs {b}': pair(a, b) for a, b in (('greedy', 'random'), ('search', 'greedy'), ('search', 'random'))}
    return {'rules': rules, 'options': RULES[rules], 'seed': seed, 'games_per_pair': games, 'search': search,
            'ratings': {b: {'mu': round(float(x.mu), 3), 'sigma': round(float(x.sigma), 3), 'rating': round(float(x.rating), 3)}
                        for b, x in r.iterrows()},
            'pairs': pairs,
            'checks': {'ratings_order': list(r.index) == ['search', 'greedy', 'random'],
                       'greedy_beats_random': pairs['greedy vs random']['ci95'][0] > 0.5,
                       'search_beats_greedy': pairs['search vs greedy']['ci95'][0] > 0.5},
            'forfeits': len(res.forfeits), 'wall_s': round(wall, 1), 'cpu_s': round(used, 1), 'workers': workers}

if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rules', choices=['classic', 'open', 'both'], default='both')
    ap.add_argument('--games', type=int, default=600, help="games per pair of bots (default 600)")
    ap.add_argument('--seed', type=int, action='append', help="contest seed (repeatable; default 1)")
    ap.add_argument('--search', default='mcts:simulations=15:width=3', help="the search bot's spec (default the test's)")
    ap.add_argument('--workers', type=int, default=2)
    a = ap.parse_args()
    out = []
    for rules in (['classic', 'open'] if a.rules == 'both' else [a.rules]):
        for seed in a.seed or [1]:
            out.append(run(rules, a.games, seed, a.search, a.workers))
            print(json.dumps(out[-1]), file=sys.stderr, flush=True)   # kept even if a later run fails
    print(json.dumps({'game': 'chromino', 'players': 2, 'runs': out}, indent=1))
