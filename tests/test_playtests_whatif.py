"""'What if' from any moment of a game: the win-chance line of a seeded game is the same every time, its intervals
narrow as the number of continuations grows, and a continuation never uses a card or tile its seat could not know
(a planted peek at the real deal is caught)."""
from __future__ import annotations
import random

import pytest

import games_lib
from games_lib import chances
from games_lib.core import load, replay

pytestmark = pytest.mark.timeout(600)


@pytest.fixture(scope='module')
def game():
    return games_lib.play('chromino', ['random', 'greedy'], seed=3)


def test_the_line_of_a_seeded_game_is_reproducible(game):
    one = games_lib.win_chances(game, n=6, bots='greedy', seed=11, every=6, people=[0])
    two = games_lib.win_chances(game.to_json(), n=6, bots='greedy', seed=11, every=6, people=[0])
    assert one.equals(two)
    assert not one.chance.equals(games_lib.win_chances(game, n=6, bots='greedy', seed=12, every=6).chance)   # another seed, other continuations
    assert set(one.ply) == {*range(0, len(game.moves) + 1, 6), len(game.moves)} and set(one.seat) == {0, 1}


def test_its_intervals_narrow_as_n_grows(game):
    width = {n: (lambda d: (d.high - d.low)[d.n > 0].mean())(games_lib.win_chances(game, n=n, bots='greedy', seed=2, every=10)) for n in (5, 20, 60)}
    assert width[5] > width[20] > width[60]
    assert width[60] < 0.6 * width[5]


def _hidden_swapped(g, s):
    "The same position dealt otherwise for seat 1's eyes: the other hand and the bag exchange tiles"
    d = g.to_json(s)
    other, bag = d['hands'][1], d['bag']
    k = min(len(other), len(bag))
    return g.from_json({**d, 'hands': [d['hands'][0], bag[:k] + other[k:]], 'bag': other[:k] + bag[k:]})


def test_a_continuation_never_uses_what_its_seat_could_not_know(game, monkeypatch):
    g = load('chromino')
    states = replay(game)
    checked = 0
    for k in (4, 12, 20):
        s, t = states[k], _hidden_swapped(g, states[k])
        assert g.view(s, 0) == g.view(t, 0) and g.to_json(s)['hands'][1] != g.to_json(t)['hands'][1]
        assert chances.chances_at(g, s, 0, ['random', 'greedy'], n=20, seed=k) == chances.chances_at(g, t, 0, ['random', 'greedy'], n=20, seed=k)
        checked += 1
    assert checked == 3
    # planted: a determinizer that peeks at the real deal (as a careless one would) is caught by the same comparison
    real = {}
    peek = lambda g_, view: (lambda rng: real['state'])
    monkeypatch.setitem(chances.__dict__, 'determinizer', peek)
    s, t = states[12], _hidden_swapped(g, states[12])
    real['state'] = s; a = chances.chances_at(g, s, 0, ['random', 'greedy'], n=20, seed=12)
    real['state'] = t; b = chances.chances_at(g, t, 0, ['random', 'greedy'], n=20, seed=12)
    assert a != b


def test_every_deal_agrees_with_the_seats_view_in_every_game():
    for name in games_lib.GAMES:
        g = load(name)
        rec = games_lib.play(name, ['greedy', 'greedy'], seed=4)
        s = replay(rec)[len(rec.moves) // 2]
        for p in (0, 1):
            v = g.view(s, p)
            sample = chances.determinizer(g, v)
            for k in range(5):
                d = chances.deal(g, sample, v, p, f"t:{k}")
                assert chances._same(g.view(d, p), v), (name, p, k)
