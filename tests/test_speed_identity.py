"""The speed-ups of the bots and of the simulate loop change no game: the same seeds give the same records and the same
results rows as before them, move for move. The "before" is tests/golden/speed_identity.json, written once on the code
before any speed-up (`python tests/test_speed_identity.py --write` writes it again: only after a deliberate rule change).

Every case pins all the game's options, so that a later change of a default does not read as a change of play."""
import hashlib, json, math, pathlib, sys
import pytest
import games_lib
from games_lib.analytics import simulate

FIXTURE = pathlib.Path(__file__).resolve().parent / 'golden' / 'speed_identity.json'

# (game, bots, games, seed): greedy line-ups (the bench's), then search and memory bots, a few games each
CASES = [('chromino', ['greedy'] * 3, 12, 7), ('kids', ['greedy'] * 3, 12, 7), ('kayain', ['greedy'] * 2, 12, 7),
         ('centrix', ['greedy'] * 3, 12, 7), ('chromino', ['greedy'] * 2, 6, 3),
         ('kids', ['memory', 'greedy', 'random'], 6, 5), ('kayain', ['greedy', 'random'], 6, 5),
         ('chromino', [('mcts', {'simulations': 20}), 'greedy'], 2, 11), ('kids', [('mcts', {'simulations': 20}), 'greedy'], 2, 11),
         ('kayain', [('mcts', {'simulations': 20}), 'greedy'], 2, 11), ('centrix', [('mcts', {'simulations': 20}), 'greedy'], 2, 11)]


def pinned(name):
    "Every option of `name` at today's value, written out (JSON: tuples as lists)"
    return json.loads(json.dumps(games_lib.load(name).opts))


def game_of(name, options):
    return games_lib.load(name, **{k: tuple(v) if isinstance(v, list) else v for k, v in options.items()})


def digest(x) -> str:
    return hashlib.sha256(json.dumps(x, sort_keys=True, default=str).encode()).hexdigest()[:16]


def fingerprints(name, bots, n, seed, options):
    "Per game: the hash of its record (the moves) and of its results row (all but the wall time)"
    df = simulate(game_of(name, options), bots, n, seed=seed, workers=1, progress=False, records=True)
    out = []
    for row in df.to_dict('records'):
        rec = json.loads(row.pop('record'))
        row.pop('wall_s')
        row = {k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in row.items()}
        out.append({'moves': len(rec['moves']), 'record': digest(rec), 'row': digest(row)})
    return out


def case_id(c): return f"{c[0]}-{'-'.join(b if isinstance(b, str) else b[0] for b in c[1])}-seed{c[3]}"


def write():
    cases = []
    for name, bots, n, seed in CASES:
        options = pinned(name)
        cases.append({'id': case_id((name, bots, n, seed)), 'game': name, 'bots': bots, 'games': n, 'seed': seed, 'options': options,
                      'fingerprints': fingerprints(name, bots, n, seed, options)})
        print(cases[-1]['id'], file=sys.stderr, flush=True)
    FIXTURE.write_text(json.dumps({'cases': cases}, indent=1) + '\n')


def stored(): return json.loads(FIXTURE.read_text())['cases'] if FIXTURE.exists() else []


@pytest.mark.parametrize('case', stored(), ids=lambda c: c['id'])
def test_the_same_seeds_play_the_same_games(case):
    got = fingerprints(case['game'], case['bots'], case['games'], case['seed'], case['options'])
    for i, (a, b) in enumerate(zip(got, case['fingerprints'])):
        assert a['moves'] == b['moves'], f"game {i + 1} of {case['id']} is {a['moves']} moves long, it was {b['moves']}"
        assert a['record'] == b['record'], f"game {i + 1} of {case['id']}: the moves differ from before"
        assert a['row'] == b['row'], f"game {i + 1} of {case['id']}: the same moves, but the results row differs"
    assert len(got) == len(case['fingerprints'])


def test_every_game_with_a_heuristic_is_pinned():
    from games_lib.bots import HEURISTICS
    assert {c['game'] for c in stored()} >= {n for n in games_lib.GAMES if n in HEURISTICS}


if __name__ == '__main__' and '--write' in sys.argv: write()
