"""What a 'what if' costs, printed as JSON (a benchmark, not a timed test).

    python bench/win_chances.py [--game chromino ...] [--n 10] [--every 3] [--repeats 3] [--bots greedy]

Per game, on one seeded game of a random player against the greedy bot (the stand-in for a person):

- `continuation_ms`: CPU milliseconds of one continuation (a deal drawn again from a seat's view, then bots to the end),
  from a third of the way into the game; median over `--repeats` rounds of 20 continuations.
- `line_s`: wall seconds of `win_chances(record, n=--n, every=--every)`, the whole line the lab draws; median of `--repeats`.
- `moments`, `moves`: how many moments the line has (each seat's chance at each) and the game's length.
- `redrawn`: deals drawn again because the player to move could not move in them (Chromino: a tile drawn and kept that
  does not fit), over all the line's continuations.

The machine's load average is printed too: other processes on a shared machine slow every figure.
"""
import argparse, json, os, platform, statistics, time
import games_lib
from games_lib import chances
from games_lib.core import load, replay


def continuation_ms(name, rec, bots, k=20) -> float:
    g, states = load(rec.game, **rec.options), replay(rec)
    s = states[len(states) // 3]
    t = time.process_time()
    chances.continue_from(g, g.view(s, 0), 0, k, bots, seed='bench')
    return 1000 * (time.process_time() - t) / k


def line(rec, n, every, bots) -> tuple:
    redrawn, deal = [0], chances.deal
    def counting(g, sample, view, seat, seed):
        s = deal(g, sample, view, seat, seed)
        first = sample(__import__('random').Random(seed))
        redrawn[0] += g.to_json(first) != g.to_json(s)
        return s
    chances.deal = counting
    try:
        t = time.perf_counter()
        df = games_lib.win_chances(rec, n=n, bots=bots, seed=0, every=every)
        return time.perf_counter() - t, df, redrawn[0]
    finally:
        chances.deal = deal


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--game', action='append', help='a game (repeatable; default: every game)')
    p.add_argument('--n', type=int, default=10)
    p.add_argument('--every', type=int, default=3)
    p.add_argument('--repeats', type=int, default=3)
    p.add_argument('--bots', default='greedy')
    a = p.parse_args()
    out = {'python': platform.python_version(), 'load_average': os.getloadavg(), 'n': a.n, 'every': a.every, 'bots': a.bots, 'games': {}}
    for name in a.game or list(games_lib.GAMES):
        rec = games_lib.play(name, ['random', a.bots], seed=3)
        bots = [a.bots, a.bots]
        cont = [continuation_ms(name, rec, bots) for _ in range(a.repeats)]
        lines = [line(rec, a.n, a.every, a.bots) for _ in range(a.repeats)]
        out['games'][name] = {'continuation_ms': round(statistics.median(cont), 1), 'line_s': round(statistics.median(l[0] for l in lines), 2),
                              'moments': int(lines[0][1].ply.nunique()), 'moves': len(rec.moves), 'redrawn': lines[0][2]}
    print(json.dumps(out, indent=1))


if __name__ == '__main__':
    main()
