"""Write the golden playthroughs in tests/golden/ (run after a deliberate rule change, then review the diff)."""
import json, pathlib, random, sys
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import games_lib

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / 'tests' / 'golden'
CASES = [('chromino', {}, 4, 7), ('chromino', {'scoring': 'expert', 'draw_mode': 'until_playable'}, 3, 21)]
import games_lib.kids; CASES.append(('kids', {'colours': ['red', 'blue', 'green'], 'per_colour': 2}, 3, 7))   # registers kids; a small deck, so random play reaches the end
import games_lib.centrix; CASES.append(('centrix', {'max_turns': 24}, 3, 5))   # registers centrix; 24 turns (about 100 steps), random play needs hundreds
import games_lib.kayain; CASES.append(('kayain', {'max_turns': 20}, 2, 5))   # registers kayain; 20 turns each (40 steps) keep the file small

def playthrough(name, options, n, seed):
    "A seeded random game: per step the player, the number of legal moves, the move and the text board"
    # moves are picked from the legal list in `move_key` order, so the listing order is free to change
    g, rng = games_lib.load(name, **options), random.Random(seed)
    s, steps = g.setup(n_players=n, seed=seed), []
    while (p := g.to_move(s)) is not None:
        legal = sorted(g.legal_moves(s), key=g.move_key)
        m = legal[rng.randrange(len(legal))]
        steps.append({'player': p, 'n_legal': len(legal), 'move': m, 'board': str(s).splitlines()})
        s = g.apply(s, m)
    return {'game': name, 'options': options, 'n_players': n, 'seed': seed, 'steps': steps,
            'final': str(s).splitlines(), 'outcome': g.outcome(s).to_json()}

def path(name, options, n, seed): return GOLDEN / f"{name}_{n}p_seed{seed}{'_' + '_'.join(sorted(options)) if options else ''}.json"

if __name__ == '__main__':
    GOLDEN.mkdir(exist_ok=True)
    for case in CASES:
        path(*case).write_text(json.dumps(playthrough(*case), indent=1) + '\n')
        print('wrote', path(*case))
