"""The speed-ups of Kids (nbs/11_kids.ipynb and nbs/22_kids_bots.ipynb, *Under the hood*) change nothing but the time:
`apply_listed` is `apply` on every listed move, the view written straight is the rule's view, the search's tree keys
are equal for equal moves only, the samples are `determinize`'s, and the ratings of a
listing of flips are the heuristic's move by move, under many rule sets."""
import random
import pytest
from games_lib.kids import Kids, view_by_rule
from games_lib.bots.kids import Reading, kids_determinizer, kids_key, log_facts, shuffle
from games_lib.bots.search import APPLY_LISTED, TREE_KEYS, applier, key_of

VARIANTS = [{}, {'multi_flip': 'sequential'}, {'grab_timing': 'turn_order'}, {'grabs': 'one'}, {'no_card_grab': 'forbidden'},
            {'penalty_card': 'last_won'}, {'empty_deck': 'may_pass'}, {'max_flip': 1}, {'max_flip': 4, 'steals': 'at_most_two'},
            {'last_card_bet': 'announcer_pays'}, {'specials': 'play_on'}, {'log_keep': 2}, {'demo': True, 'max_turns': 60},
            {'colours': ('red', 'blue', 'green'), 'per_colour': 3, 'max_turns': 60}]


def positions(g, seed, players=3, moves=400):
    "The positions of a random game of `g`, the last one over if the game ends in `moves` moves"
    s, rng, out = g.setup(players, seed=seed), random.Random(seed), []
    for _ in range(moves):
        out.append(s)
        if g.to_move(s) is None: break
        lm = g.legal_moves(s)
        s = g.apply(s, lm[rng.randrange(len(lm))])
    return out


@pytest.mark.parametrize('options', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'default')
def test_apply_listed_is_apply_on_every_listed_move(options):
    g, tried = Kids(**options), 0
    for seed in range(3):
        for s in positions(g, seed, players=3 + seed % 2):
            if g.to_move(s) is None: continue
            before = g.to_json(s)
            for m in g.legal_moves(s)[:60]:
                assert g.to_json(g.apply_listed(s, m)) == g.to_json(g.apply(s, m)), (options, m)
                tried += 1
            assert g.to_json(s) == before
    assert tried > 2000


@pytest.mark.parametrize('options', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'default')
def test_the_view_written_straight_is_the_rules_view(options):
    g, seen = Kids(**options), 0
    for s in positions(g, 1, players=4, moves=300):
        for p in [0, 1, 2, 3, None]:
            assert list(g.view(s, p).items()) == list(view_by_rule(g, s, p).items())
        seen += 1
    assert seen > 50


def test_a_variant_with_its_own_json_gets_the_rules_view():
    class NotedKids(Kids):
        name = 'kids_noted'
        def to_json(self, s): return {**super().to_json(s), 'note': 'ours'}
    g = NotedKids()
    s = g.setup(3, seed=2)
    assert g.view(s, 1)['note'] == 'ours' and g.view(s, 1)['deck'] is None


def test_the_tree_key_is_equal_for_equal_moves_only():
    g = Kids()
    moves = [{'type': t} for t in ('pass', 'roll', 'draw')] + [{'type': 'grab', 'slot': i} for i in range(6)] + \
            [{'type': 'flip', 'slots': [i]} for i in range(6)] + [{'type': 'flip', 'slots': [1, 4]}, {'type': 'flip', 'slots': [4, 1]}] + \
            [{'type': 'give', 'card': c} for c in ('red', 'blue')] + [{'type': 'bet', 'amount': a} for a in range(3)] + \
            [{'type': 'steal', 'from': [1]}, {'type': 'steal', 'from': [1, 2]}, {'type': 'grab', 'slot': 1, 'note': 'x'}, {'type': 'grab', 'slot': True}]
    keys = [kids_key(g, m) for m in moves]
    assert len(set(keys)) == len(moves)
    assert [kids_key(g, dict(m)) for m in moves] == keys


def test_the_search_uses_the_kids_helpers_and_a_variant_the_defaults():
    g = Kids()
    assert (TREE_KEYS['kids'], APPLY_LISTED['kids']) == (kids_key, Kids.apply_listed)
    assert key_of(g)({'type': 'flip', 'slots': [0, 2]}) == (0, 2)
    class OtherKids(Kids):
        name = 'kids_other'
    v = OtherKids()
    assert applier(v) == v.apply                                           # a variant's moves are checked by its own rules


def test_shuffle_makes_pythons_draws():
    for k in range(400):
        a, r1, r2 = list(range(k % 60)), random.Random(k), random.Random(k)
        b = a[:]
        r1.shuffle(a); shuffle(b, r2)
        assert (a, r1.getrandbits(32)) == (b, r2.getrandbits(32))


@pytest.mark.parametrize('options', [{}, {'specials': 'none'}, {'demo': True}])
def test_the_samples_are_determinizes_states(options):
    g, sampled = Kids(**options), 0
    for seed in range(3):
        for i, s in enumerate(positions(g, seed)):
            if g.to_move(s) is None or i % 7: continue
            v = g.view(s, g.to_move(s))
            sample = kids_determinizer(g, v)
            for k in range(2):
                assert str(sample(random.Random(k))) == str(g.determinize(v, random.Random(k)))
                sampled += 1
    assert sampled > 50


@pytest.mark.parametrize('options', [{}, {'max_flip': 4}, {'multi_flip': 'sequential'}, {'steals': 'at_most_two'}])
def test_the_ratings_of_flips_are_the_heuristics_whatever_the_reader_knows(options):
    "Readers who know some face-down cards (right or wrong, anywhere on the table) rate the listing as they rate each flip"
    g, rng, rated = Kids(**options), random.Random(5), 0
    for seed in range(3):
        for s in positions(g, seed):
            if s.phase not in ('choose', 'flipping') or g.to_move(s) is None: continue
            v, lm = g.view(s, g.to_move(s)), g.legal_moves(s)
            down = [i for i, c in enumerate(v['table']) if c == 'hidden']
            for known in ({}, log_facts(v), {i: rng.choice(g.colours) for i in rng.sample(down, min(len(down), rng.randrange(4)))}):
                r = Reading(g, v, known, words=False)
                assert r.rate_all(lm) == [r.rate(m)[0] for m in lm]
                rated += 1
    assert rated > 100
