"""The speed-ups of Kids (nbs/11_kids.ipynb and nbs/22_kids_bots.ipynb, *Under the hood*) change nothing but the time:
`apply_listed` is `apply` on every listed move, the view written straight is the rule's view, the search's tree keys
are equal for equal moves only, positions with equal legal keys list the same moves, the playout's draw is
`legal_moves(s)[rng.randrange(n)]` with the same random numbers, the samples are `determinize`'s, the log read on
from the last log read gives the rule's facts, and the ratings of a listing of flips (its kinds kept) are the
heuristic's move by move, under many rule sets."""
import random
from itertools import combinations
import pytest
from games_lib.kids import Kids, view_by_rule
from games_lib.bots.kids import (Reading, facts_by_rule, kids_determinizer, kids_key, kids_legal_key, kids_random_move, kinds_by_size,
                                 listed_kinds, log_facts, shuffle)
from games_lib.bots.search import APPLY_LISTED, LEGAL_KEYS, TREE_KEYS, applier, key_of, legal_key_of

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


@pytest.mark.parametrize('options', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'default')
def test_equal_legal_keys_list_the_same_moves(options):
    "Positions of random games and samples of their views, grouped by the legal key: one listing per key, in order"
    g, by_key, seen = Kids(**options), {}, 0
    for seed in range(3):
        rng = random.Random(seed)
        for s in positions(g, seed, players=3 + seed % 2, moves=250):
            if g.to_move(s) is None:
                assert kids_legal_key(g, s) is None
                continue
            for p in [s] + [kids_determinizer(g, g.view(s, s.to_move))(rng) for _ in range(2)]:
                lm = g.legal_moves(p)
                assert by_key.setdefault(kids_legal_key(g, p), lm) == lm, (options, kids_legal_key(g, p))
                seen += 1
    assert seen > 1000 and len(by_key) > 30


def test_the_search_keeps_listings_by_the_kids_key_and_a_variant_does_not():
    g = Kids()
    assert LEGAL_KEYS['kids'] is kids_legal_key and legal_key_of(g)(g.setup(3)) == 'roll'
    class OtherKids(Kids):
        name = 'kids_other_rules'
    assert legal_key_of(OtherKids()) is None                               # a variant's listing may depend on more


@pytest.mark.parametrize('options', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'default')
def test_the_playout_draws_the_listed_move_with_the_same_numbers(options):
    g, drawn = Kids(**options), 0
    for seed in range(2):
        for s in positions(g, seed, players=4, moves=300):
            if g.to_move(s) is None: continue
            lm = g.legal_moves(s)
            for k in range(3):
                r1, r2 = random.Random(k), random.Random(k)
                assert (kids_random_move(g, s, r1), r1.random()) == (lm[r2.randrange(len(lm))], r2.random()), (options, s.phase)
                drawn += 1
    assert drawn > 1000


def test_the_log_read_on_gives_the_rules_facts():
    "Views of games played side by side (so a log often does not go on from the last one read), cut, or with a wrong offset"
    games, seen = [Kids(), Kids(log_keep=3), Kids(grab_timing='turn_order', log_keep=40)], 0
    states = [gm.setup(3, seed=i) for i, gm in enumerate(games)]
    rng = random.Random(0)
    for _ in range(300):
        for i, gm in enumerate(games):
            s = states[i]
            if gm.to_move(s) is None: continue
            v = gm.view(s, gm.to_move(s))
            for w in (v, {**v, 'log': v['log'][1:]}, {**v, 'log_offset': v['log_offset'] + 1}, {**v, 'log': v['log'][:-1]}, v,
                      {**v, 'log_offset': None}, {k: x for k, x in v.items() if k != 'log_offset'}):
                assert log_facts(w) == facts_by_rule(w)
                seen += 1
            lm = gm.legal_moves(s)
            states[i] = gm.apply(s, lm[rng.randrange(len(lm))])
    assert seen > 3000


def test_the_kept_kinds_are_the_kinds():
    rk = random.Random(1)
    for _ in range(300):
        n, most = rk.randrange(0, 16), rk.randrange(1, 9)
        codes = tuple(rk.choice((0, 0, 0, 1, 16)) for _ in range(n))
        assert [list(x) for x in listed_kinds(codes, most)] == kinds_by_size(list(codes), most) == \
            [[sum(c) for c in combinations(codes, k)] for k in range(1, most + 1)]
