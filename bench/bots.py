"""Bot strength and speed, printed as JSON (a benchmark, not a timed test).

    python bench/bots.py [--game chromino ...] [--players 2] [--games 200] [--mcts hard] [--workers 2]
                         [--matchup mcts-greedy ...] [--no-speed | --speed-only]

For each game: `mcts` (at the given difficulty or number of simulations) against random and against greedy,
and greedy against random, over `--games` games with the tested bot's seat rotated (seat = game index mod
players), so seat effects are measured, not confounded. A win counts 1, a shared win 1/k. Win rates come with
95% Wilson intervals and the fair share 1/players; `clearly_better` says the interval lies above it.
Speed: MCTS simulations per second on early and mid-game positions, and the time of a `medium` move.
"""
import argparse, json, multiprocessing as mp, random, statistics, sys, time
import games_lib
from games_lib import bot, load
from games_lib.analytics import wilson
from games_lib.bots import HEURISTICS, PRESETS

def _bot(g, spec):
    name, params = spec
    return bot(name, g, **params)

def _one(args):
    game, players, seed, tested, other = args
    g = load(game)
    seat = seed % players
    bots = [_bot(g, other) for _ in range(players)]
    bots[seat] = _bot(g, tested)
    t = time.process_time()
    rec = games_lib.play(g, bots, seed=seed)
    w = rec.outcome['winners']
    return (1 / len(w) if seat in w else 0.0), time.process_time() - t

def matchup(game, players, games, tested, other, workers, seed0=50_000):
    jobs = [(game, players, seed0 + i, tested, other) for i in range(games)]
    with mp.Pool(workers) as pool: res = pool.map(_one, jobs, chunksize=1)
    wins, cpu = sum(r for r, _ in res), [t for _, t in res]
    lo, hi = (round(x, 4) for x in wilson(wins, games))
    return {'tested': tested[0], 'tested_params': tested[1], 'against': other[0], 'games': games, 'players': players,
            'win_rate': round(wins / games, 4), 'ci95': [lo, hi], 'fair_share': round(1 / players, 4),
            'clearly_better': lo > 1 / players, 'cpu_s_per_game_median': round(statistics.median(cpu), 3),
            'cpu_s_per_game_mean': round(statistics.fmean(cpu), 3), 'cpu_s_total': round(sum(cpu), 1)}

def speed(game, players, sims=300):
    "MCTS simulations per CPU second and per second (wall) on the first decisions (more than one legal move) from move 2 and from move 12, and the wall time of `medium` moves"
    g, rates, walls, medium = load(game), [], [], []
    for seed in range(4):
        s, rng, todo = g.setup(players, seed), random.Random(seed), [2, 12]
        for k in range(400):
            if g.to_move(s) is None or not todo: break
            legal = g.legal_moves(s)
            if k >= todo[0] and len(legal) > 1:
                todo.pop(0)
                view = g.view(s, g.to_move(s))
                m = bot('mcts', g, simulations=sims)
                t, c = time.perf_counter(), time.process_time()
                m(view, legal, random.Random(seed))
                rates.append(m.done / (time.process_time() - c)); walls.append(m.done / (time.perf_counter() - t))   # simulations run (it may stop early)
                md = bot('mcts', g, difficulty='medium')
                t = time.perf_counter(); md(view, legal, random.Random(seed)); medium.append(time.perf_counter() - t)
            s = g.apply(s, legal[rng.randrange(len(legal))])
    if not rates: return {'players': players, 'samples': 0}
    return {'players': players, 'simulations_per_cpu_s_median': round(statistics.median(rates)),
            'simulations_per_s_median': round(statistics.median(walls)), 'samples': len(rates),
            'medium_move_s_median': round(statistics.median(medium), 3), 'medium_move_s_max': round(max(medium), 3),
            'medium_simulations': PRESETS['medium']}

if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--game', action='append', choices=sorted(games_lib.GAMES))
    ap.add_argument('--players', type=int, default=2)
    ap.add_argument('--games', type=int, default=200)
    ap.add_argument('--mcts', default='hard', help="a difficulty (easy, medium, hard) or a number of simulations")
    ap.add_argument('--workers', type=int, default=2)
    ap.add_argument('--speed-players', type=int, default=4)
    ap.add_argument('--matchup', action='append', choices=['mcts-random', 'mcts-greedy', 'greedy-random'],
                    help="which matchups to play (repeatable; default: all)")
    ap.add_argument('--mcts-param', action='append', default=[], metavar='NAME=VALUE',
                    help="a search parameter for the tested mcts bot (repeatable), e.g. steer=0 or width=4")
    ap.add_argument('--no-speed', action='store_true', help="skip the simulations/s and medium-move measures")
    ap.add_argument('--speed-only', action='store_true', help="only the simulations/s and medium-move measures")
    a = ap.parse_args()
    todo = set() if a.speed_only else set(a.matchup or ['mcts-random', 'mcts-greedy', 'greedy-random'])
    mcts = ('mcts', {'simulations': int(a.mcts)} if a.mcts.isdigit() else {'difficulty': a.mcts})
    for kv in a.mcts_param:
        k, _, v = kv.partition('=')
        mcts[1][k] = None if v == 'None' else json.loads(v)
    out = {'machine': {'python': sys.version.split()[0], 'cores': mp.cpu_count()}, 'games': {}}
    for game in a.game or sorted(games_lib.GAMES):
        g = load(game)
        n = min(max(a.players, g.min_players), g.max_players)
        plan = {'mcts-random': (mcts, ('random', {})), 'mcts-greedy': (mcts, ('greedy', {})), 'greedy-random': (('greedy', {}), ('random', {}))}
        rows = []
        for k in plan:
            if k in todo and ('greedy' not in k or game in HEURISTICS):
                rows.append(matchup(game, n, a.games, *plan[k], a.workers))
                print(json.dumps({'game': game, **rows[-1]}), file=sys.stderr, flush=True)   # kept even if a later step fails
        sp = min(max(a.speed_players, g.min_players), g.max_players)
        out['games'][game] = {'matchups': rows, 'speed': None if a.no_speed else speed(game, sp)}
        print(json.dumps(out['games'][game]), file=sys.stderr, flush=True)
    print(json.dumps(out, indent=1))
