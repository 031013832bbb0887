"""Simulation throughput, printed as JSON (a benchmark, not a timed test: read the figures against the goals).

    python bench/simulate.py [--game chromino ...] [--games 200] [--big 1000] [--repeats 3] [--players 2]
    python bench/simulate.py --steps [--game kids ...] [--step-games 300] [--repeats 3]

Per game, with greedy bots where the game has a heuristic (else random):

- `overhead`: `simulate(workers=1)` against a bare loop of `games_lib.play` over the very same games (same
  seeds, same seating, fresh bots), repeated alternately in this one run; CPU seconds, medians. Goal <= 10%.
- `speedup_2_workers`: games/s of a 2-process pool over `workers=1` (wall clock). Goal >= 1.7x.
- `dask_vs_pool`: games/s through a Dask `LocalCluster` (2 worker processes, 1 thread each) over the
  2-process pool. Goal: Dask within 25% (ratio >= 0.75).
- `big`: `--big` games with 2 workers, wall seconds. Goal: 1,000 games in under a minute.

With `--steps`, what each speed-up of the bots and the play loop bought, all measured in this one run: for the first
step, `issue`, the whole library as the issue measured it (its engines too: the issue's "today"); for every other
step of `STEPS` (a commit; `now` is the working tree), today's engines with that step's `games_lib/bots` and
analytics (`games_lib/analytics.py`, one module until it was split, then the front door with its chapters, of which
`games_lib/simulation.py` plays the games), in a fresh process, steps alternated in each of `--repeats` rounds, the
same seeds at every step, medians:

- `greedy_games_per_s`: `simulate(game, greedy bots, --step-games games, workers=2)`, wall clock (the issue's measure;
  Chromino, Kids and Centrix with 3 players, Kayaîn with 2), the options the identity fixture pins (the rules as the
  issue measured them). Goal >= 100 games/s.
- `mcts_medium_sims_per_s`: simulations per CPU second of `MCTS(difficulty='medium')`, one call on each of the positions
  `MCTS_POSITIONS` names (every third decision with a choice, at most eight per game, in the greedy games of the eight
  seeds `MCTS_SEEDS`: 55 to 64 positions, the same in every round and at every step, which the run checks by a digest of
  the games' moves), as the total simulations over the total CPU seconds of those calls (one process,
  `time.process_time`); `mcts_sims` and `mcts_cpu_s` give both. Goal: >= 2x the `issue` step. (Until this measure took
  these positions it took six positions of the round's greedy game, different in every round, each search a fraction of
  a second, and a step's ratio swung by +-30% between runs of the same code.)
- `bought`: each step's ratio to the step before it; `before` over `issue` is what the engines' own speed-ups bought (the
  engine parts of the steps below, which every later step runs).
- `greedy_x_total`, `mcts_x_total`: `now` over `issue`, the issue's measure. (Until the `issue` step was added they were
  `now` over `before`, which left out what the engines bought.)

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


# ---- What each speed-up bought: the same measurement on the bots and the play loop as they were after each step ----
STEPS = [('issue', '94bec25', "the whole library the issue measured, engines included (before any speed-up)"),
         ('before', '94bec25', "the bots and the play loop the issue measured, with today's engines"),
         ('ratings', '04b6274', "heuristics rate many moves at once (Kids flips by kind, Kayaîn placements by kind, the painter's "
                                "needs once per view); greedy ranks its top five only when explain() asks"),
         ('centrix_effect', 'a5672c2', "Centrix rates a play from its effect on the board, not a full apply"),
         ('forced_and_board', '845787f', "(and bb1ab1a, keys by map(str, moves), measured slower and undone in d246cf1) "
                                         "no rating for a forced move; Kids flip kinds as sums of slot codes; Centrix rates "
                                         "on the board the view shows (no determinization); only bumped players' losses counted"),
         ('chunks', '3d4f4e7', "simulate cuts runs into small chunks (about sixteen per worker); Chromino counts places from "
                               "placement tuples"),
         ('kids_flips', 'aeb8dac', "Kids rates the engine's flip listing as one block (kinds by size, a short score table) and counts a "
                                   "view's cards with list.count; its flips are listed once (flip_moves), an engine change, so in every "
                                   "step here: 200 greedy games, 1 worker, 13.64 -> 8.86 CPU s for the engine, -> 6.79 with the ratings"),
         ('kayain_chromino', '475e143', "Kayaîn rates a card's run of 15 announcements at once and plans painters on plain dicts, its "
                                        "answers kept by colours and hand; Chromino rates a placement from its effect (Board.change, in "
                                        "the engine) on a table kept between views"),
         ('centrix_search', '1228b0c', "Centrix rates from each move's effect (the view read once, each ring turn once); the search "
                                       "reuses a node's legal moves while the game's key holds (register_legal_key), lists Centrix's plays "
                                       "card by card (register_lister), applies listed moves unchecked (register_apply_listed) and holds "
                                       "the cycle collector during a decision"),
         ('kayain_search', '559ede7', "Kayaîn lists its search's moves and keys from the rules' tables, kept per hand, empty slots and "
                                      "piles; applies listed moves unchecked; keeps the evaluator's shares per hand; counts playout moves "
                                      "instead of listing them (engine part, in every step: a view copies only what the engine wrote)"),
         ('chromino_search', 'f9898ec', "Chromino's search keys moves as tuples, writes and keys each placement once a decision, plays "
                                        "out from bit masks of the placements (the same draws) and applies listed moves unchecked (engine "
                                        "part, in every step: the board's spots updated when first asked)"),
         ('kids_search', 'b4ac010', "Kids reads a view's cards in one pass, rates a window's grabs once per kind, shuffles its "
                                    "determinizations with random.shuffle's draws in fewer calls, keys the tree by kids_key and applies "
                                    "listed moves unchecked (engine part, in every step: fewer state copies a move, a view written directly)"),
         ('search_nodes', 'a33e8c2', "the search looks a node's listed moves up in one call (map(kids.get, keys)), counts and finds "
                                     "the untried one with Python's iterators and writes the UCB pick out (every game)"),
         ('kids_keys', '2259cae', "Kids keeps a flip listing's kinds, reads the log on from its last read, gives the search a legal key "
                                  "and draws window moves for playouts without listing every grab"),
         ('greedy_draws', 'f63370e', "greedy's tie-break draws made by starmap over rng.random (the same calls; every game)"),
         ('chromino_boards', '41e5e23', "Chromino's search keeps the tree boards a placement was laid on, lets them go with the decision, "
                                        "plays out without listing again (engine part, in every step: the spot update from a table "
                                        "per cell, the first placement asked for stops at the first fit)"),
         ('tie_draws', '0774684', "greedy's tie-break draws taken as one getrandbits(64 * n) (the same generator words), read back only "
                                  "on a tie; lead metrics find each position's best value once (every game)"),
         ('kids_facts', 'befd25d', "Kids reads no log again when it is the one read last (a window's players in turn) and rates a "
                                   "window's grabs in one pass"),
         ('search_keys', 'a89ce16', "a search node with few children of a long listing finds them from its children (Kayaîn's lister "
                                    "keeps where each listed key stands), not by looking up every listed key"),
         ('tie_bytes', '158e73e', "greedy breaks a tie with the draws written out as bytes once, not one shift of the whole integer "
                                  "per tied move"),
         ('greedy_counts', 'b6f74fd', "a simulated game holds the cycle collector off; lead metrics read runs of equal values once; the "
                                      "Tally counts the bot's listing instead of copying it; Kids counts the won piles once while they "
                                      "are unchanged, and checks the flip block in one comparison (engine part, in every step: the "
                                      "occupied slots found with compress)"),
         ('kids_values', '993271c', "Kids keeps a position's value with its piles, reads the log's facts once, picks a listing's flip "
                                    "scores with one itemgetter"),
         ('now', None, "this working tree")]
WHOLE = ('issue',)   # the steps that run the whole library of their commit, not today's engines
OVERLAY = ('games_lib/bots', 'games_lib/analytics.py',   # the files the steps changed: each step runs today's engines with its own
           'games_lib/simulation.py', 'games_lib/stats.py', 'games_lib/words.py', 'games_lib/figures.py', 'games_lib/html_report.py')
MCTS_SEEDS, MCTS_POSITIONS = tuple(range(8)), (8, 3)   # the MCTS measure's games, and per game: positions, every how many decisions with a choice
PLAYERS = {'chromino': 3, 'kids': 3, 'kayain': 2, 'centrix': 3}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r'''
import hashlib, json, random, sys, time
import games_lib
from games_lib import bot
from games_lib.analytics import simulate
from games_lib.bots import MCTS
name, players, games, seed, options = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), json.loads(sys.argv[5])
mcts_seeds, per_game, every = json.loads(sys.argv[6])
g = games_lib.load(name, **{k: tuple(v) if isinstance(v, list) else v for k, v in options.items()})
t = time.perf_counter()
simulate(g, ['greedy'] * players, games, seed=seed, workers=2, progress=False)
wall = time.perf_counter() - t
found, played = [], []
for pseed in mcts_seeds:                                 # the positions: every `every`-th decision with a choice of a greedy game
    s, rng, bots, k, n = g.setup(players, seed=pseed), random.Random(pseed), [bot('greedy', g) for _ in range(players)], 0, 0
    while g.to_move(s) is not None and n < per_game:
        lm = g.legal_moves(s)
        if len(lm) > 1:
            if k % every == every - 1: found.append(s); n += 1
            k += 1
        m = bots[g.to_move(s)](g.view(s, g.to_move(s)), lm, rng)
        played.append(str(m)); s = g.apply(s, m)
    played.append('|')
sims, cpu = 0, 0.0
for j, p in enumerate(found):
    m = MCTS(g, difficulty='medium')
    t = time.process_time()
    m(g.view(p, g.to_move(p)), g.legal_moves(p), random.Random(j))
    cpu += time.process_time() - t; sims += m.done
positions = hashlib.sha256('\n'.join(played).encode()).hexdigest()[:16]
print(json.dumps({'greedy_games_per_s': games / wall, 'mcts_sims_per_s': sims / cpu, 'mcts_sims': sims, 'mcts_cpu_s': cpu,
                  'mcts_positions': len(found), 'positions_digest': positions}))
'''


def step_tree(commit, into, whole=False):
    "A copy of today's games_lib with the files of OVERLAY as they were at `commit` (those it did not have yet taken out); `whole`: games_lib as it was"
    import shutil, subprocess, tarfile, io
    if whole:
        blob = subprocess.run(['git', '-C', ROOT, 'archive', commit, 'games_lib'], capture_output=True, check=True).stdout
        tarfile.open(fileobj=io.BytesIO(blob)).extractall(into)
        return into
    shutil.copytree(os.path.join(ROOT, 'games_lib'), os.path.join(into, 'games_lib'), ignore=shutil.ignore_patterns('__pycache__'))
    for path in OVERLAY:
        p = os.path.join(into, path)
        if os.path.isdir(p): shutil.rmtree(p)
        elif os.path.exists(p): os.remove(p)
    there = subprocess.run(['git', '-C', ROOT, 'ls-tree', '--name-only', commit, '--', *OVERLAY], capture_output=True, check=True, text=True).stdout.split()
    blob = subprocess.run(['git', '-C', ROOT, 'archive', commit, *there], capture_output=True, check=True).stdout
    tarfile.open(fileobj=io.BytesIO(blob)).extractall(into)
    return into


def pinned_options(name):
    "The options the identity fixture pins for `name` (the rules as the issue measured them), else the defaults"
    path = os.path.join(ROOT, 'tests', 'golden', 'speed_identity.json')
    for c in json.load(open(path))['cases']:
        if c['game'] == name: return c['options']
    return {}


def measure_steps(names, games, repeats, steps):
    import subprocess, tempfile
    with tempfile.TemporaryDirectory() as tmp:
        paths = {label: (ROOT if commit is None else step_tree(commit, os.path.join(tmp, label), label in WHOLE)) for label, commit, _ in steps}
        out = {}
        for name in names:
            runs = {label: [] for label, _, _ in steps}
            for r in range(repeats):                      # alternate the steps, so that load changes hit them alike
                for label, _, _ in steps:
                    args = [sys.executable, '-c', CHILD, name, str(PLAYERS.get(name, 2)), str(games), str(r), json.dumps(pinned_options(name)),
                            json.dumps([MCTS_SEEDS, *MCTS_POSITIONS])]
                    res = subprocess.run(args, capture_output=True, text=True, cwd=tmp, env={**os.environ, 'PYTHONPATH': paths[label]})
                    if res.returncode: raise RuntimeError(f"{name} at step {label}: {res.stderr[-1500:]}")
                    runs[label].append(json.loads(res.stdout))
            digests = {x['positions_digest'] for rs in runs.values() for x in rs}
            if len(digests) != 1: raise RuntimeError(f"{name}: the MCTS positions differ between steps or rounds ({sorted(digests)})")
            med = {label: {k: statistics.median(x[k] for x in rs) for k in ('greedy_games_per_s', 'mcts_sims_per_s')} for label, rs in runs.items()}
            first, last = steps[0][0], steps[-1][0]
            out[name] = {'players': PLAYERS.get(name, 2), 'options': pinned_options(name),
                         'greedy_games_per_s': {k: round(v['greedy_games_per_s'], 1) for k, v in med.items()},
                         'mcts_medium_sims_per_s': {k: round(v['mcts_sims_per_s']) for k, v in med.items()},
                         'mcts_positions': runs[first][0]['mcts_positions'],
                         'mcts_sims': {label: rs[0]['mcts_sims'] for label, rs in runs.items()},
                         'mcts_cpu_s': {label: round(statistics.median(x['mcts_cpu_s'] for x in rs), 2) for label, rs in runs.items()},
                         'bought': {label: {'greedy_x': round(med[label]['greedy_games_per_s'] / med[prev]['greedy_games_per_s'], 2),
                                            'mcts_x': round(med[label]['mcts_sims_per_s'] / med[prev]['mcts_sims_per_s'], 2)}
                                    for (prev, _, _), (label, _, _) in zip(steps, steps[1:])},
                         'greedy_x_total': round(med[last]['greedy_games_per_s'] / med[first]['greedy_games_per_s'], 2),
                         'mcts_x_total': round(med[last]['mcts_sims_per_s'] / med[first]['mcts_sims_per_s'], 2),
                         'goals': {'greedy_games_per_s_min': 100, 'mcts_x_total_min': 2.0}}
            print(f"{name}: {json.dumps(out[name])}", file=sys.stderr, flush=True)
        return out


if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--game', action='append', choices=sorted(games_lib.GAMES), help="a game to measure (repeatable; default: all)")
    ap.add_argument('--players', type=int, default=2)
    ap.add_argument('--games', type=int, default=200, help="games per measurement (default 200)")
    ap.add_argument('--big', type=int, default=1000, help="size of the big run with 2 workers (0: skip)")
    ap.add_argument('--repeats', type=int, default=3)
    ap.add_argument('--steps', action='store_true', help="measure what each speed-up bought (greedy games/s, MCTS simulations/s) instead")
    ap.add_argument('--step-games', type=int, default=300, help="greedy games per step measurement (default 300)")
    ap.add_argument('--step', action='append', choices=[s[0] for s in STEPS], help="a step to measure (repeatable; default: all)")
    a = ap.parse_args()
    if a.steps:
        out = {'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count(),
                           'load_average_before': os.getloadavg()},
               'steps': {label: {'commit': commit or 'working tree', 'what': what} for label, commit, what in STEPS if not a.step or label in a.step},
               'games': measure_steps(a.game or sorted(games_lib.GAMES), a.step_games, a.repeats, [s for s in STEPS if not a.step or s[0] in a.step])}
        out['machine']['load_average_after'] = os.getloadavg()
        print(json.dumps(out, indent=1))
        sys.exit(0)
    from dask.distributed import Client, LocalCluster
    out = {'machine': {'python': sys.version.split()[0], 'platform': platform.platform(), 'cpus': os.cpu_count(),
                       'load_average_before': os.getloadavg()}, 'games': {}}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=':0') as cluster, Client(cluster) as client:
        for name in a.game or sorted(games_lib.GAMES):
            out['games'][name] = measure(name, a.players, a.games, a.big, a.repeats, client)
            print(f"{name}: {json.dumps(out['games'][name])}", file=sys.stderr, flush=True)
    out['machine']['load_average_after'] = os.getloadavg()
    print(json.dumps(out, indent=1))
