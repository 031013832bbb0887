"""Write the golden playthroughs in tests/golden/ (run after a deliberate rule change, then review the diff)."""
import json, pathlib, random, sys
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import games_lib
from games_lib import Match

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / 'tests' / 'golden'
CASES = [('chromino', {}, 4, 7), ('chromino', {'scoring': 'expert', 'draw_mode': 'until_playable'}, 3, 21),
         ('kids', {'colours': ['red', 'blue', 'green'], 'per_colour': 2}, 3, 7),   # a small deck, so random play reaches the end
         ('centrix', {'max_turns': 24}, 3, 5),    # 24 turns (about 100 steps): random play needs hundreds
         ('kayain', {'max_turns': 20}, 2, 5)]     # 20 turns each (40 steps) keep the file small

def playthrough(name, options, n, seed):
    "A seeded random game, played by the play loop: per step the player, the number of legal moves, the move and the text board"
    g, rng, steps = games_lib.load(name, **options), random.Random(seed), []
    # one random stream for the whole table, moves picked in `move_key` order: the listing order is free to change
    pick = lambda view, legal, _rng: sorted(legal, key=g.move_key)[rng.randrange(len(legal))]
    def write(before, move, after):
        steps.append({'player': g.to_move(before), 'n_legal': len(g.legal_moves(before)), 'move': move, 'board': str(before).splitlines()})
    m = Match(g, [pick] * n, seed, on_move=[write]).run()
    return {'game': name, 'options': options, 'n_players': n, 'seed': seed, 'steps': steps,
            'final': str(m.state).splitlines(), 'outcome': g.outcome(m.state).to_json()}

def path(name, options, n, seed): return GOLDEN / f"{name}_{n}p_seed{seed}{'_' + '_'.join(sorted(options)) if options else ''}.json"

if __name__ == '__main__':
    GOLDEN.mkdir(exist_ok=True)
    for case in CASES:
        path(*case).write_text(json.dumps(playthrough(*case), indent=1) + '\n')
        print('wrote', path(*case))
