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
from games_lib.bots.chromino import lister, random_move, tree_key

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
    assert search.applier(g).func is Chromino.apply_listed
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
