"""The speed-ups of the search bot change none of its choices: on fixed positions, with a fixed seed, `MCTS(difficulty='medium')`
runs as many simulations, visits its candidate moves as often, values them alike and plays the same move as before them.
The "before" is tests/golden/mcts_choices.json, written once on the search as it was before any speed-up
(`python tests/test_mcts_choices.py --write` writes it again: only after a deliberate change of the search or of a game).

The positions are those the bench measures the search on: every fifth decision with a choice in a greedy game of each
game, under the options the speed identity fixture pins (tests/golden/speed_identity.json)."""
import hashlib, json, pathlib, random, sys
import pytest
import games_lib
from games_lib import bot
from games_lib.bots import MCTS

HERE = pathlib.Path(__file__).resolve().parent
FIXTURE = HERE / 'golden' / 'mcts_choices.json'
PLAYERS = {'chromino': 3, 'kids': 3, 'kayain': 2, 'centrix': 3}   # the bench's line-ups
SEEDS, POSITIONS = (0, 1), 3


def game_of(name):
    "`name` under the options the speed identity fixture pins for its greedy games"
    cases = json.loads((HERE / 'golden' / 'speed_identity.json').read_text())['cases']
    options = next(c['options'] for c in cases if c['game'] == name)
    return games_lib.load(name, **{k: tuple(v) if isinstance(v, list) else v for k, v in options.items()})


def positions(g, players, seed, n=POSITIONS):
    "Every fifth decision with more than one legal move of a greedy game from `seed`, `n` of them"
    s, rng, bots, found, k = g.setup(players, seed=seed), random.Random(seed), [bot('greedy', g) for _ in range(players)], [], 0
    while g.to_move(s) is not None and len(found) < n:
        legal = g.legal_moves(s)
        if len(legal) > 1:
            if k % 5 == 2: found.append(s)
            k += 1
        s = g.apply(s, bots[g.to_move(s)](g.view(s, g.to_move(s)), legal, rng))
    return found


def choices(name, seed):
    "Per position: the move chosen, the simulations run, and the hash of what `explain()` shows (visits and values of the top five)"
    g, out = game_of(name), []
    for j, s in enumerate(positions(game_of(name), PLAYERS[name], seed)):
        m = MCTS(g, difficulty='medium')
        move = m(g.view(s, g.to_move(s)), g.legal_moves(s), random.Random(j))
        out.append({'move': move, 'simulations': m.done,
                    'explain': hashlib.sha256(json.dumps(m.explain(), sort_keys=True).encode()).hexdigest()[:16]})
    return out


def write():
    FIXTURE.write_text(json.dumps({f"{name}-seed{seed}": choices(name, seed) for name in PLAYERS for seed in SEEDS}, indent=1) + '\n')


def stored(): return json.loads(FIXTURE.read_text())


@pytest.mark.parametrize('case', [f"{name}-seed{seed}" for name in PLAYERS for seed in SEEDS])
def test_the_search_makes_the_same_choices(case):
    name, seed = case.rsplit('-seed', 1)
    want, got = stored()[case], choices(name, int(seed))
    assert len(got) == len(want) == POSITIONS
    for i, (a, b) in enumerate(zip(got, want)):
        assert a['move'] == b['move'], f"position {i + 1} of {case}: the search now plays {a['move']}, it played {b['move']}"
        assert a['simulations'] == b['simulations'], f"position {i + 1} of {case}: {a['simulations']} simulations, there were {b['simulations']}"
        assert a['explain'] == b['explain'], f"position {i + 1} of {case}: the same move, but other visits or values"


def test_every_game_with_a_heuristic_is_pinned():
    from games_lib.bots import HEURISTICS
    assert {c.rsplit('-seed', 1)[0] for c in stored()} >= set(HEURISTICS)


if __name__ == '__main__' and '--write' in sys.argv: write()
