"""What Chromino's search takes for granted: a move the rules listed, played with `Chromino.apply_listed`, gives what `apply`
gives; the playout's `random_move` draws the move (and the random numbers) `legal_moves` would give; the search's `lister`
lists the rules' moves in their order, keyed by `tree_key`; a board laid and asked later has the spots it would have had at once.
Thousands of moves of random games under every variant, each compared with the rules' own answer."""
import random
import pytest
import games_lib.bots
from games_lib import load
from games_lib.chromino import Board, Chromino
from games_lib.bots import search
from games_lib.bots.chromino import apply_listed, lister, random_move, tree_key

VARIANTS = [{}, {'variant': 'bambino'}, {'scoring': 'expert'}, {'draw_mode': 'until_playable'}, {'draw_mode': 'until_playable', 'draw_limit': 2},
            {'drawn_tile_optional': True}, {'open_hands': True}, {'final_round': 'each_other_player_once'}]


def positions(g, players, seed):
    "Every position of a random game from `seed`, as played by `apply`"
    s, rng = g.setup(players, seed=seed), random.Random(seed)
    while g.to_move(s) is not None:
        yield s
        s = g.apply(s, rng.choice(g.legal_moves(s)))


def look(g, s):
    "All a position says: its JSON and its legal moves, in order"
    return g.to_json(s), g.legal_moves(s)


@pytest.mark.parametrize('opts', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'classic')
def test_apply_listed_gives_what_apply_gives(opts):
    g, n = Chromino(**opts), 0
    for seed, players in [(1, 2), (2, 3), (3, 4), (11, 2), (12, 3)]:
        for s in positions(g, players, seed):
            for m in g.legal_moves(s)[:8]:
                assert look(g, g.apply_listed(s.but(), m)) == look(g, g.apply(s, m)), (opts, seed, m)
                d = g.to_json(s)                          # read from JSON: a board never searched yet
                assert look(g, g.apply_listed(g.from_json(d), m)) == look(g, g.apply(g.from_json(d), m)), (opts, seed, m)
                n += 1
    assert n > 500


def test_the_search_plays_listed_moves_with_apply_listed():
    g = load('chromino')
    assert search.applier(g).func is apply_listed       # `Chromino.apply_listed`, with the boards of the search tree kept
    assert search.lister_of(g, search.key_of(g), {}).func is lister


@pytest.mark.parametrize('opts', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'classic')
def test_random_move_draws_what_legal_moves_would(opts):
    g, n = Chromino(**opts), 0
    for seed, players in [(4, 2), (5, 3), (6, 4), (7, 1), (13, 2), (14, 3), (15, 4)]:
        for s in positions(g, players, seed):
            legal = g.legal_moves(s)
            for k in range(3):
                a, b = random.Random(1000 * n + k), random.Random(1000 * n + k)
                assert random_move(g, s.but(), a) == legal[b.randrange(len(legal))], (opts, seed)
                assert a.getstate() == b.getstate()      # the same random numbers drawn: the next draws are the same
            n += 1
    assert n > 150


def test_random_move_with_a_lone_chameleon_and_nothing_to_lay():
    g = load('chromino')
    pos = lambda **kw: g.from_json({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], **kw})
    for s in [pos(hands=[['R*P'], ['GGG']], bag=['PPP']), pos(hands=[['R*P'], ['GGG']]), pos(hands=[['PPP', 'PPG'], ['RRR']], bag=['GGG']),
              pos(hands=[['PPP', 'PPG'], ['RRR']]), pos(hands=[['BRY', 'R*P'], ['RRR']])]:
        for k in range(5):
            a, b = random.Random(k), random.Random(k)
            assert random_move(g, s.but(), a) == g.legal_moves(s)[b.randrange(len(g.legal_moves(s)))]
            assert a.getstate() == b.getstate()


def test_the_lister_lists_the_rules_moves_keyed_once():
    g, memo, n = load('chromino'), {}, 0
    key = search.key_of(g)
    for seed, players in [(8, 3), (9, 2), (16, 3), (17, 4), (18, 2), (19, 3), (20, 4), (21, 3)]:
        for s in positions(g, players, seed):
            ks, legal = lister(g, s.but(), key, memo)
            assert legal == g.legal_moves(s)
            assert ks == [tree_key(g, m) for m in legal]
            assert len(set(ks)) == len(ks)                # distinct moves, distinct keys
            n += len(legal)
    assert n > 800 and len(memo[lister]) > 500


def test_tree_keys_are_equal_for_equal_moves_only():
    g = load('chromino')
    place = {'type': 'place', 'tile': 'BRY', 'cells': [[0, 1], [1, 1], [2, 1]]}
    assert tree_key(g, dict(place)) == tree_key(g, place)
    assert tree_key(g, {**place, 'cells': [[2, 1], [1, 1], [0, 1]]}) != tree_key(g, place)
    assert tree_key(g, {**place, 'tile': 'GRY'}) != tree_key(g, place)
    assert len({tree_key(g, {'type': 'draw'}), tree_key(g, {'type': 'pass'}), tree_key(g, place)}) == 3
    assert tree_key(g, {**place, 'note': 1}) != tree_key(g, place)   # a move of another shape is keyed by all it says


def test_a_board_laid_updates_when_asked_and_lets_its_parent_go():
    g, n = load('chromino'), 0
    for s in (s for seed in (10, 22, 23) for s in positions(g, 3, seed)):
        for t, o, a, d in [m for m in g.choices(s) if type(m) is not dict][:10]:
            cells = (a, a + d, a + 2 * d)
            b = s.board.lay(o, cells, len(s.placed))
            assert b._spots is None and b._laid[0] is s.board
            assert b.spots == Board(dict(b.sq), dict(b.at)).spots and b._laid is None
            n += 1
    assert n > 300


def _update_before(self, before, o, cells):
    "`Board._update` as it was before it was written for speed (the order of its spots is the order of the legal moves)"
    from games_lib.chromino import H, V, NEIGHBOURS, _merge
    sq, none = self.sq, (None, 0)
    front, spots, touched = before._front.copy(), before._spots.copy(), set()
    for c in cells: front.pop(c, None)
    for c, col in zip(cells, o):
        for d in NEIGHBOURS:
            n = c + d
            if n not in sq:
                need, k = front.get(n, none)
                front[n] = (_merge(need, col), k + 1)
                touched.add(n)
    dead = {(c - k * d, d) for c in cells for d in (H, V) for k in range(3)}
    pop, get = spots.pop, front.get
    for key in dead: pop(key, None)
    for key in {(c - k * d, d) for c in touched for d in (H, V) for k in range(3)} - dead:
        a, d = key
        b, e = a + d, a + 2 * d
        if a in sq or b in sq or e in sq: pop(key, None); continue
        (n0, k0), (n1, k1), (n2, k2) = get(a, none), get(b, none), get(e, none)
        if k0 + k1 + k2 >= 2: spots[key] = (n0, n1, n2)
        else: pop(key, None)
    return front, spots


def test_the_board_update_keeps_the_spots_and_their_order():
    g, n = load('chromino'), 0
    for seed, players in [(24, 2), (25, 3), (26, 4), (27, 3), (28, 2), (41, 4), (42, 3)]:
        for s in positions(g, players, seed):
            for t, o, a, d in [m for m in g.choices(s) if type(m) is not dict][:30]:
                b = s.board.lay(o, (a, a + d, a + 2 * d), len(s.placed))
                front, spots = _update_before(b, s.board, o, (a, a + d, a + 2 * d))
                assert list(b.spots.items()) == list(spots.items()) and list(b.front.items()) == list(front.items())
                assert b.spots == Board(dict(b.sq), dict(b.at)).spots
                n += 1
    assert n > 700


@pytest.mark.parametrize('opts', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'classic')
def test_the_first_placement_is_the_first_of_the_list(opts):
    g, n = Chromino(**opts), 0
    for seed, players in [(29, 2), (30, 3), (31, 4)]:
        for s in positions(g, players, seed):
            for tiles in [[t] for t in s.hands[s.to_move]] + [s.hands[s.to_move], s.bag[:3]]:
                assert g.placements(s, tiles, first=True) == g.placements(s, tiles)[:1], (opts, seed, tiles)
                n += 1
    assert n > 400


@pytest.mark.parametrize('opts', VARIANTS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items()) or 'classic')
def test_the_lister_lists_the_rules_moves_in_every_variant(opts):
    g, memo, n = Chromino(**opts), {}, 0
    key = search.key_of(g)
    for seed, players in [(32, 2), (33, 3), (34, 4)]:
        for s in positions(g, players, seed):
            ks, legal = lister(g, s.but(), key, memo)
            assert legal == g.legal_moves(s) and ks == [tree_key(g, m) for m in legal], (opts, seed)
            n += 1
    assert n > 60


def test_a_kept_board_gives_what_apply_gives():
    "`apply_listed(s, move, laid)` with the board an earlier `apply_listed` of the move laid: the same position, the same moves after it"
    g, n = load('chromino'), 0
    for seed, players in [(35, 2), (36, 3), (37, 4)]:
        for s in positions(g, players, seed):
            for m in g.legal_moves(s)[:6]:
                if m['type'] != 'place': continue
                first = g.apply_listed(s.but(), m)
                first.board.spots                        # asked, as the search asks it, or not
                for laid in (first.board, g.apply_listed(s.but(), m).board):
                    assert look(g, g.apply_listed(s.but(), m, laid)) == look(g, g.apply(s, m)), (seed, m)
                    n += 1
    assert n > 350


def test_the_search_lays_a_tile_once_on_a_board_of_its_tree():
    "Down the tree, a placement met again on the same board reuses the board it laid; a playout's moves are not kept; equal to `apply` all along"
    from games_lib.bots import chromino as cb
    g, n = load('chromino'), 0
    for seed in (38, 39, 40):
        s = next(p for i, p in enumerate(positions(g, 3, seed)) if i == 9)
        sample = cb.chromino_determinizer(g, g.view(s, g.to_move(s)))
        rng, memo, key, kept = random.Random(seed), {}, search.key_of(g), {}
        for walk in range(40):                           # walks down from fresh samples, the moves listed once a decision (`memo`)
            d = sample(rng)
            for depth in range(5):
                if g.to_move(d) is None: break
                ks, legal = lister(g, d, key, memo)
                i = walk % min(3, len(legal)) if depth == 0 else rng.randrange(len(legal))   # at the root: one of three moves
                after = cb.apply_listed(g, d, legal[i])
                assert look(g, after) == look(g, g.apply(d.but(), legal[i]))   # the same board history: the same order
                if depth == 0 and legal[i]['type'] == 'place':
                    seen = kept.setdefault(i, [])
                    seen.append(after.board)
                    if len(seen) >= 3: assert seen[-1] is seen[-2]; n += 1   # kept from the second time on
                d = after
            m = random_move(g, d, rng) if g.to_move(d) is not None else None
            if m is not None and m['type'] == 'place':   # a fresh move (a playout's) lays its tile anew
                assert cb.apply_listed(g, d, m).board is not cb.apply_listed(g, d, dict(m)).board
    assert n > 20
    assert len(cb._TREE) <= cb.TREE_BOARDS


def test_the_determinizer_shuffles_as_random_shuffle():
    from games_lib.bots.chromino import shuffle, shuffle_steps
    for n in range(0, 60):
        x, y, a, b = list(range(n)), list(range(n)), random.Random(n), random.Random(n)
        shuffle(x, shuffle_steps(n), a); b.shuffle(y)
        assert x == y and a.getstate() == b.getstate()


def test_a_decision_lets_go_of_its_tree_boards():
    "The boards the search kept go when its decision ends (the search empties its memo, and the lister's `TreeFreed` with it)"
    from games_lib.bots import chromino as cb
    from games_lib.bots import MCTS
    g = load('chromino')
    s = next(p for i, p in enumerate(positions(g, 3, 43)) if i >= 6 and len(g.legal_moves(p)) > 3)
    m = MCTS(g, simulations=80)
    m(g.view(s, g.to_move(s)), g.legal_moves(s), random.Random(0))
    assert m.done > 1 and cb._TREE == {} and cb._LISTED == set()
    sample, memo = cb.chromino_determinizer(g, g.view(s, g.to_move(s))), {}
    d = sample(random.Random(1))
    ks, legal = lister(g, d, search.key_of(g), memo)
    place = next(x for x in legal if x['type'] == 'place')
    cb.apply_listed(g, d, place)                          # a listed placement: its board kept at once
    assert len(cb._TREE) == 2 and id(place) in cb._LISTED
    memo.clear()
    assert cb._TREE == {} and cb._LISTED == set()
