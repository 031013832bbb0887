"""The bot that the Chromino bot exercise ships in its teacher's key, against a random player and the library's greedy bot,
printed as JSON (a benchmark, not a timed test): does the example a pupil starts from beat random?

    python bench/exercise_bot.py [--games 2000] [--seed 5]

The bot is read from nbs/exercises/10_chromino_bot.ipynb (its answer, as the key has it), so the figure is the one of the
bot that ships. One contest (games_lib.contest: seats rotated, games per pair); for each pair its wins, draws, losses, win
rate (a draw counts half) with its 95% Wilson interval, `beats` when the interval lies wholly above one half.
"""
import argparse, json, time
from pathlib import Path
from games_lib.contests import contest
from games_lib.exercises import BEGIN, keep_answers

NB = Path(__file__).resolve().parent.parent/'nbs'/'exercises'/'10_chromino_bot.ipynb'


def shipped_bot():
    cells = json.loads(NB.read_text())['cells']
    ns = {}
    exec(keep_answers(next(''.join(c['source']) for c in cells if BEGIN in ''.join(c['source']) and 'def my_bot' in ''.join(c['source']))), ns)
    return ns['my_bot']


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--games', type=int, default=2000, help="games per pair (default 2000)")
    p.add_argument('--seed', type=int, default=5)
    p.add_argument('--workers', type=int, default=1)
    a = p.parse_args()
    t = time.perf_counter()
    res = contest('chromino', {'exercise bot': shipped_bot(), 'random': 'random', 'greedy': 'greedy'}, a.games, a.seed, workers=a.workers)
    pairs = [{'bot': r.bot, 'opponent': r.opponent, 'games': int(r.games), 'wins': int(r.wins), 'draws': int(r.draws), 'losses': int(r.losses),
              'win_rate': round(float(r.win_rate), 4), 'low': round(float(r.low), 4), 'high': round(float(r.high), 4), 'beats': bool(r.low > 0.5)}
             for r in res.pairs.itertuples() if r.bot in ('exercise bot', 'greedy') and r.opponent != 'exercise bot' or r.bot == 'exercise bot']
    print(json.dumps({'game': 'chromino', 'games_per_pair': a.games, 'seed': a.seed, 'pairs': pairs,
                      'ratings': {b: round(float(x.rating), 2) for b, x in res.ratings.iterrows()}, 'seconds': round(time.perf_counter() - t, 1)}, indent=1))


if __name__ == '__main__':
    main()
