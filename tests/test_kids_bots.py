"""The Kids bots (nbs/22_kids_bots.ipynb, `games_lib.bots.kids`): the memory bot with perfect memory never misses a card
it has seen, forgetting everything is knowing nothing, every bot returns legal moves, bad parameters are refused, the
search finds Kids' strategy in its registries (the rules offer none), and the search helpers (the determinizer, the
playout move) agree with the view and with `legal_moves`."""
import random
import pytest
import games_lib
from games_lib import BOTS, bot, load
from games_lib.kids import HIDDEN, Kids
from games_lib.bots.kids import Memory, log_facts, kids_heuristic, kids_value, kids_determinizer, kids_random_move
from games_lib.bots.search import HEURISTICS, EVALUATORS, DETERMINIZERS, PLAYOUTS, determinizer, playout
from conftest import Checked

QUICK = {'max_turns': 40}
SMALL = {'colours': ['red', 'blue', 'green'], 'per_colour': 3, 'max_turns': 60}   # games that reach the end and the bet
VARIANTS = [{}, {'multi_flip': 'sequential'}, {'grab_timing': 'turn_order'}, {'grabs': 'one'}, {'no_card_grab': 'forbidden'},
            {'penalty_card': 'last_won'}, {'empty_deck': 'may_pass'}, {'max_flip': 1}, {'max_flip': 4, 'steals': 'at_most_two'},
            {'last_card_bet': 'announcer_pays'}, {'specials': 'play_on'}, {'log_keep': 2}]

class Facts:
    "What every player has seen of the table since the game began (the whole public log, not a view's latest events)"
    def __init__(self): self.facts, self.upto = {}, 0
    def update(self, s):
        for e in s.log[max(0, self.upto - s.log_offset):]:
            ev = e['event']
            if ev == 'flip': self.facts.update(zip(e['slots'], e['cards']))
            elif ev == 'draw' and 'slot' in e: self.facts[e['slot']] = e['card']
            elif ev == 'grab' and e['won']: self.facts.pop(e['slot'], None)
            elif ev == 'grab': self.facts[e['slot']] = e['card']
            elif ev == 'win':
                for i in e['slots']: self.facts.pop(i, None)
        self.upto = s.log_offset + len(s.log)
    def face_down(self, s):
        f = {i: c for i, c in self.facts.items() if s.table[i] is not None and not (s.phase == 'flipping' and i in s.flipped)}
        assert all(s.table[i] == c for i, c in f.items()), "the test's own record of the log disagrees with the table"
        return f

def _check_never_misses(g, s, b, move, seen):
    "The perfect-memory guarantee at one decision of memory bot `b`, against the whole log `seen`"
    die, ph, legal = s.die, s.phase, g.legal_moves(s)
    facts = seen.face_down(s)
    mine = {i: c for i, c in b.known.items() if s.table[i] is not None and not (ph == 'flipping' and i in s.flipped)}
    assert mine == facts, f"remembers {mine}, the log showed {facts}"
    wrong = {i for i, c in facts.items() if c != die}
    right = {i for i, c in facts.items() if c == die}
    touched = set(move.get('slots') or []) | ({move['slot']} if move['type'] == 'grab' else set())
    forced = all(set(m.get('slots') or []) & wrong or (m['type'] == 'grab' and m['slot'] in wrong) for m in legal)
    assert not touched & wrong or forced, f"{move}: {touched & wrong} known not to be {die}"
    if ph == 'choose' and right:
        most = 1 if g.opts['multi_flip'] == 'sequential' else g.opts['max_flip']
        assert move['type'] == 'flip' and len(touched & right) >= min(len(right), most), f"{move} leaves {right} ({die})"
    if ph == 'flipping' and right - set(s.flipped) and len(s.flipped) < g.opts['max_flip']:
        assert move['type'] == 'flip' and touched <= right, f"{move} stops with {right} ({die}) known"
    if ph in ('announce', 'miss'):
        left = right - {i for q, i in s.grabs if q == s.to_move}
        if left: assert move['type'] == 'grab' and move['slot'] in left, f"{move} leaves {left} ({die}) to the others"
    return bool(right)

@pytest.mark.parametrize('options', VARIANTS, ids=lambda o: ','.join(f"{k}={v}" for k, v in o.items()) or 'default')
def test_perfect_memory_never_misses_a_card_it_has_seen(options):
    "Perfect memory against random and greedy players: it remembers every card the log ever showed, never flips or grabs one it knows is wrong, always takes one it knows is right"
    g, chances = load('kids', **{**QUICK, **options}), 0
    for seed in range(6):
        n = 2 + seed % 3
        bots = [bot('memory', g, preset='perfect'), bot('random', g), bot('greedy', g), bot('memory', g, capacity=None, forgetting=0)][:n]
        seat = seed % n
        bots[0], bots[seat] = bots[seat], bots[0]
        s, seen, rngs = g.setup(n, seed), Facts(), [random.Random(f"{seed}:{p}") for p in range(n)]
        while (p := g.to_move(s)) is not None:
            m = bots[p](g.view(s, p), g.legal_moves(s), rngs[p])
            if isinstance(bots[p], Memory): chances += _check_never_misses(g, s, bots[p], m, seen)
            s = g.apply(s, m)
            seen.update(s)
            for q, b in enumerate(bots):
                if hasattr(b, 'observe'): b.observe(g.view(s, q))
    assert chances > 5, "the games never tested a known card"

@pytest.mark.parametrize('options', VARIANTS + [SMALL, {**SMALL, 'last_card_bet': 'announcer_pays'}],
                         ids=lambda o: ','.join(f"{k}={v}" for k, v in o.items()) or 'default')
def test_bots_only_return_legal_moves(options):
    g = load('kids', **{**QUICK, **options})
    specs = [('greedy', {}), ('memory', {'preset': 'child'}), ('memory', {'preset': 'adult'}), ('memory', {'capacity': 2, 'forgetting': 0.3, 'seed': 5}), ('random', {})]
    for seed in range(3):
        n = 2 + seed * 2
        bots = [Checked(g, bot(name, g, **params)) for name, params in (specs[(seed + p) % len(specs)] for p in range(n))]
        rec = games_lib.play(g, bots, seed=seed)
        assert rec.outcome is not None and sum(b.moves for b in bots) == len(rec.moves)

def test_the_bet_is_named_by_the_bots():
    "Small decks end by the rules: the bots reach the last-card bet and name one they may"
    g, bets = load('kids', **SMALL), 0
    for seed in range(6):
        rec = games_lib.play(g, [bot('greedy', g), bot('memory', g, preset='adult'), bot('memory', g, preset='child')], seed=seed)
        bets += sum(m['type'] == 'bet' for m in rec.moves)
    assert bets >= 3

def test_forgetting_everything_is_knowing_nothing():
    "forgetting=1 chooses what a bot with no memory at all (capacity=0) chooses, at every decision, and remembers nothing"
    g, decisions = load('kids', **QUICK), 0
    for seed in range(4):
        blank, empty = bot('memory', g, forgetting=1), bot('memory', g, capacity=0)
        others = [bot('greedy', g), bot('random', g)][:1 + seed % 2]
        s, rng = g.setup(1 + len(others), seed), random.Random(seed)
        while (p := g.to_move(s)) is not None:
            v, legal = g.view(s, p), g.legal_moves(s)
            if p == 0:
                k = rng.randrange(1 << 30)
                m = blank(v, legal, random.Random(k))
                assert m == empty(v, legal, random.Random(k)) and blank.known == {}
                decisions += 1
            else: m = others[p - 1](v, legal, rng)
            s = g.apply(s, m)
            blank.observe(g.view(s, 0)); empty.observe(g.view(s, 0))
    assert decisions > 100

def test_greedy_never_flips_what_the_log_shows_is_wrong():
    "The greedy bot knows the view's log: it flips or grabs no card the log shows is of another colour, and takes one it shows is right"
    g = load('kids', **QUICK)
    for seed in range(4):
        bots = [bot('greedy', g), bot('random', g), bot('greedy', g)]
        s, rng = g.setup(3, seed), random.Random(seed)
        while (p := g.to_move(s)) is not None:
            v, legal = g.view(s, p), g.legal_moves(s)
            m = bots[p](v, legal, rng)
            if p != 1 and s.phase in ('choose', 'announce', 'miss'):
                facts = log_facts(v)
                touched = set(m.get('slots') or []) | ({m['slot']} if m['type'] == 'grab' else set())
                assert all(facts[i] == s.die for i in touched if i in facts)
                if s.phase == 'choose' and s.die in facts.values(): assert m['type'] == 'flip'
            s = g.apply(s, m)

def test_bad_parameters_are_refused():
    g = load('kids')
    with pytest.raises(ValueError, match="the memory bot plays Kids and its variants only .* not 'chromino'"): bot('memory', 'chromino')
    for bad in (-1, 2.5, True, '4'):
        with pytest.raises(ValueError, match=f"capacity must be an int >= 0 .* got {bad!r}"): bot('memory', g, capacity=bad)
    for bad in (-0.1, 1.5, '0.1', None):
        with pytest.raises(ValueError, match="forgetting must be a probability from 0 to 1"): bot('memory', g, forgetting=bad)
    with pytest.raises(ValueError, match="memory preset must be one of child, adult, perfect, got 'teen'"): bot('memory', g, preset='teen')
    assert BOTS['memory'] is Memory and bot('memory', g, preset='child', forgetting=0).capacity == 4

def test_memory_explains_what_it_remembers_and_why():
    g = load('kids')
    s = g.from_json({'won': [[], ['red']], 'deck': ['red', 'blue'], 'table': ['green', 'black', 'pink'], 'phase': 'choose', 'die': 'black',
                     'log': [{'event': 'draw', 'player': 1, 'card': 'black', 'slot': 1}, {'event': 'flip', 'player': 1, 'slots': [0], 'cards': ['green'], 'match': False}]})
    b = bot('memory', g)
    assert b(g.view(s, 0), g.legal_moves(s), random.Random(0)) == {'type': 'flip', 'slots': [1]}
    top = b.explain()
    assert top[0]['remembers'] == {0: 'green', 1: 'black'} and top[0]['why'] == 'black remembered in slot 1'
    assert [c['score'] for c in top] == sorted((c['score'] for c in top), reverse=True)
    child = bot('memory', g, capacity=1)
    child(g.view(s, 0), g.legal_moves(s), random.Random(0))
    assert child.explain()[0]['remembers'] == {0: 'green'} and child.explain()[0]['move'] == {'type': 'draw'}

def test_a_reused_bot_starts_each_game_afresh():
    g = load('kids', **QUICK)
    b = bot('memory', g, preset='perfect')
    games_lib.play(g, [b, bot('greedy', g)], seed=1)
    s = g.setup(2, seed=2)
    b.observe(g.view(s, 0))
    assert b.known == {} and b.upto == len(s.log)

def test_the_search_finds_the_kids_strategy_in_its_registries():
    "The rules offer the search nothing of their own: the heuristic, evaluator, determinizer and playout move are registered by bots.kids"
    g = load('kids')
    assert (HEURISTICS['kids'], EVALUATORS['kids'], DETERMINIZERS['kids'], PLAYOUTS['kids']) == (kids_heuristic, kids_value, kids_determinizer, kids_random_move)
    assert not any(hasattr(g, name) for name in ('determinizer', 'random_move', 'playout_move', 'tree_key', 'heuristic'))

@pytest.mark.parametrize('options', [{}, {'log_keep': 3}, SMALL, {'multi_flip': 'sequential'}], ids=lambda o: ','.join(o) or 'default')
def test_determinizer_agrees_with_the_view_and_random_move_with_legal_moves(options):
    "Samples agree with the view, deal the unknown cards differently, never give back the true hidden cards; random_move is legal_moves(s)[randrange(n)]"
    g = Kids(**{**QUICK, **options})
    pick = playout(g)
    for seed in range(3):
        s, rng = g.setup(3, seed), random.Random(seed)
        for k in range(150):
            if g.to_move(s) is None: break
            legal = g.legal_moves(s)
            assert pick(s, random.Random(k)) == legal[random.Random(k).randrange(len(legal))]
            if k % 15 == 14:
                p = g.to_move(s)
                v = g.view(s, p)
                sample = determinizer(g, v)
                ds = [sample(random.Random(j)) for j in range(40)]
                assert all(g.view(d, p) == v for d in ds)
                unknown = [i for i, c in enumerate(v['table']) if c == HIDDEN and i not in log_facts(v)]
                hidden = lambda x: (x.deck, tuple(x.table[i] for i in unknown))
                if len(s.deck) + len(unknown) >= 12:
                    assert len({hidden(d) for d in ds}) > 20 and hidden(s) not in {hidden(d) for d in ds}
            s = g.apply(s, legal[rng.randrange(len(legal))])


def test_the_search_bot_remembers_what_the_views_log_dropped():
    "Views keep 4 events; the search bot watched them all: it knows more face-down cards, all rightly, and its samples put them back"
    g = load('kids', log_keep=4)
    s, rng, m = g.setup(3, seed=11), random.Random(11), bot('mcts', g, simulations=10)
    for _ in range(60):
        legal = g.legal_moves(s)
        s = g.apply(s, legal[rng.randrange(len(legal))])
        m.observe(g.view(s, 0))
    view = g.view(s, 0)
    full = m.remembered(view)
    assert full['log'][-len(view['log']):] == view['log'] and len(full['log']) > len(view['log'])
    known = log_facts(full)
    assert len(known) > len(log_facts(view))
    assert all(s.table[i] == c for i, c in known.items())
    sample = determinizer(g, full)
    for k in range(20):
        assert all(sample(random.Random(k)).table[i] == c for i, c in known.items())
