"""Bots see views only, return legal moves only, and explain themselves."""
import json, random
import pytest
import games_lib
from games_lib import GAMES, bot, load
from games_lib.bots import HEURISTICS, determinizer
from conftest import Checked

def _names(game):
    return ['random', 'mcts'] + (['greedy'] if game in HEURISTICS else [])

@pytest.mark.parametrize('game', sorted(GAMES))
def test_every_bot_only_returns_legal_moves(game):
    g = load(game, **GAMES[game].quick_options)
    n = max(2, min(3, g.max_players))
    for name in _names(game):
        params = {'simulations': 12} if name == 'mcts' else {}
        for seed in range(2):
            bots = [Checked(g, bot(name, g, **params)) for _ in range(n)]
            rec = games_lib.play(g, bots, seed=seed)
            assert rec.outcome is not None and sum(b.moves for b in bots) == len(rec.moves)

def test_unknown_bot_and_difficulty_are_refused():
    with pytest.raises(ValueError, match="unknown bot 'genius'; bots: greedy, mcts, memory, random"):
        bot('genius', 'chromino')
    with pytest.raises(ValueError, match="difficulty must be one of easy, medium, hard"):
        bot('mcts', 'chromino', difficulty='insane')

def test_search_samples_never_reproduce_the_hidden_state():
    "Over many determinizations the unknown tiles vary and never equal the true hidden hands and bag"
    g = load('chromino')
    s = g.setup(4, seed=12)
    for _ in range(10): s = g.apply(s, g.legal_moves(s)[0])
    p = g.to_move(s)
    view = g.view(s, p)
    hidden = lambda x: ([x.hands[q] for q in range(4) if q != p and len(x.hands[q]) > 1], x.bag)
    sample = determinizer(g, view)
    seen = set()
    for k in range(300):
        d = sample(random.Random(k))
        assert g.view(d, p) == view
        assert hidden(d) != hidden(s)
        seen.add(json.dumps(hidden(d)))
    assert len(seen) == 300

def test_mcts_explains_and_respects_its_budget():
    g = load('chromino')
    s = g.setup(2, seed=3)
    m = bot('mcts', g, simulations=50)
    move = m(g.view(s, g.to_move(s)), g.legal_moves(s), random.Random(1))
    assert g.explain(s, move) is None and 0 < m.done <= 50
    top = m.explain()
    assert top[0]['move'] == move and top[0]['visits'] >= top[-1]['visits']
    whole = bot('mcts', g, simulations=50, stop_early=False)
    whole(g.view(s, g.to_move(s)), g.legal_moves(s), random.Random(1))
    assert whole.done == 50
    t = bot('mcts', g, seconds=0.2)
    t(g.view(s, g.to_move(s)), g.legal_moves(s), random.Random(1))
    assert t.done > 0

@pytest.mark.parametrize('game', sorted(HEURISTICS))
def test_guided_search_only_weighs_the_heuristics_best_moves(game):
    "With `width=3` the search's candidates are among the three moves the greedy heuristic rates best"
    g, rng = load(game), random.Random(0)
    s = g.setup(2, seed=5)
    while len(g.legal_moves(s)) <= 3: s = g.apply(s, rng.choice(g.legal_moves(s)))
    view, legal = g.view(s, g.to_move(s)), g.legal_moves(s)
    h = HEURISTICS[game]
    third = sorted((h(g, view, m) for m in legal), reverse=True)[2]
    m = bot('mcts', g, simulations=30, width=3)
    move = m(view, legal, random.Random(1))
    assert move in legal and 1 <= len(m.explain()) <= 3
    assert all(h(g, view, c['move']) >= third for c in m.explain())
    assert sum(c['visits'] for c in m.explain()) == m.done <= 30
    with pytest.raises(ValueError, match='width must be a whole number at least 1'):
        bot('mcts', g, width=0)
    with pytest.raises(ValueError, match='steer must be a number at least 0'):
        bot('mcts', g, steer='strong')
    with pytest.raises(ValueError, match='bluff must be a probability from 0 to 1'):
        bot('mcts', g, bluff=1.5)


@pytest.mark.parametrize('game', sorted(HEURISTICS))
def test_a_prior_steered_hard_plays_the_heuristics_first_choice(game):
    "With the prior steering hard, the root's visits follow the heuristic's ranking, so its best move is played"
    g = load(game)
    s, rng, seen = g.setup(2, seed=3), random.Random(3), 0
    for _ in range(60):
        if g.to_move(s) is None: break
        legal = g.legal_moves(s)
        if len(legal) > 2:
            view = g.view(s, g.to_move(s))
            h = HEURISTICS[game]
            m = bot('mcts', g, simulations=40, steer=1000, bluff=0)(view, legal, random.Random(seen))
            assert h(g, view, m) == max(h(g, view, x) for x in legal)
            seen += 1
        s = g.apply(s, legal[rng.randrange(len(legal))])
    assert seen >= 5


@pytest.mark.parametrize('game', sorted(GAMES))
def test_stopping_early_plays_the_move_the_whole_budget_would(game):
    "A search that stops once its choice is settled plays what the same search (same seed) plays after its whole budget"
    g = load(game)
    s, rng, seen, saved = g.setup(2, seed=4), random.Random(4), 0, 0
    for _ in range(80):
        if g.to_move(s) is None or seen == 8: break
        legal = g.legal_moves(s)
        if len(legal) > 1:
            view = g.view(s, g.to_move(s))
            early, whole = (bot('mcts', g, simulations=150, bluff=0, stop_early=x) for x in (True, False))
            assert early(view, legal, random.Random(seen)) == whole(view, legal, random.Random(seen))
            assert whole.done == 150 and early.done <= 150
            seen, saved = seen + 1, saved + (early.done < 150)
        s = g.apply(s, legal[rng.randrange(len(legal))])
    assert seen == 8 and saved >= 1


def test_greedy_explains_its_five_best_moves_best_first():
    "explain() ranks the moves only when asked, as the bot chose: the best five by the heuristic, the played one first"
    from games_lib.bots import scores
    g = load('kayain')
    s = g.setup(2, seed=6)
    view, legal = g.view(s, g.to_move(s)), g.legal_moves(s)
    gr = bot('greedy', g)
    move = gr(view, legal, random.Random(2))
    said = gr.explain()
    h = HEURISTICS['kayain']
    assert said[0]['move'] == move and len(said) == 5
    assert [x['score'] for x in said] == sorted((round(h(g, view, m), 3) for m in legal), reverse=True)[:5]
    assert scores(g, h, view, legal) == [h(g, view, m) for m in legal]


def test_a_variant_with_a_heuristic_of_its_own_is_not_rated_by_its_base_games_ratings():
    "Ratings belong to the heuristic they speed up: Kids' ratings never stand in for a variant's own heuristic"
    from games_lib.bots import register_heuristic
    from games_lib.kids import Kids
    class DrawingKids(Kids):
        name = 'kids_drawing'
    register_heuristic('kids_drawing')(lambda g, view, m: 1.0 if m['type'] == 'draw' else 0.0)
    try:
        g = DrawingKids()
        s = g.setup(3, seed=1)
        while g.legal_moves(s) != [] and not any(m['type'] == 'draw' for m in g.legal_moves(s)):
            s = g.apply(s, g.legal_moves(s)[0])
        assert bot('greedy', g)(g.view(s, g.to_move(s)), g.legal_moves(s), random.Random(0)) == {'type': 'draw'}
    finally:
        from games_lib.bots import STEER
        del HEURISTICS['kids_drawing'], STEER['kids_drawing']


def test_greedy_rates_a_forced_move_only_when_asked_and_draws_its_tie_break_all_the_same():
    "A forced move is played without a rating; explain() rates it; the bot's random stream moves on as for any move"
    g = load('kids')
    s = g.setup(3, seed=2)
    view, legal = g.view(s, g.to_move(s)), g.legal_moves(s)
    assert legal == [{'type': 'roll'}]
    calls = []
    h = HEURISTICS['kids']
    gr = bot('greedy', g)
    gr.h = lambda g_, v, m: calls.append(m) or h(g_, v, m)
    rng, twin = random.Random(5), random.Random(5)
    assert gr(view, legal, rng) == {'type': 'roll'} and calls == []
    twin.random()
    assert rng.random() == twin.random()
    assert gr.explain() == [{'move': {'type': 'roll'}, 'score': 0.0}] and len(calls) == 1


from hypothesis import given, settings, strategies as st

@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**64), n=st.integers(0, 400), after=st.integers(1, 3))
def test_greedy_draws_are_the_very_numbers_random_gives(seed, n, after):
    "`draws` takes n numbers in one call: each read back is what rng.random() returned, and the generator moved alike"
    from games_lib.bots.search import draws_at, draws
    a, b = random.Random(seed), random.Random(seed)
    ds = draws(a, n)
    whole = [b.random() for _ in range(n)]
    assert draws_at(ds, n, range(n)) == whole and draws_at(ds, n, range(n - 1, -1, -1)) == whole[::-1]
    assert a.getstate() == b.getstate() and [a.random() for _ in range(after)] == [b.random() for _ in range(after)]


@pytest.mark.parametrize('seed', range(6))
def test_greedy_breaks_a_tie_by_the_highest_draw_and_explains_with_the_same_draws(seed):
    "All moves rated alike: the bot plays the move of the highest of its draws (one per move, in order), and explain() ranks by them"
    from games_lib.bots import Greedy, register_heuristic, STEER
    from games_lib.kids import Kids
    class EvenKids(Kids):
        name = 'kids_even'
    register_heuristic('kids_even')(lambda g, view, m: 1.0)
    try:
        g = EvenKids()
        s = g.setup(3, seed=seed)
        while len(g.legal_moves(s)) < 6: s = g.apply(s, g.legal_moves(s)[0])   # draw and pass until flips are listed
        legal = g.legal_moves(s)
        twin = random.Random(seed)
        drawn = [twin.random() for _ in legal]
        gr = Greedy(g)
        assert gr(g.view(s, g.to_move(s)), legal, random.Random(seed)) is legal[drawn.index(max(drawn))]
        ranked = sorted(range(len(legal)), key=lambda i: -drawn[i])[:5]
        assert [x['move'] for x in gr.explain()] == [legal[i] for i in ranked]
    finally:
        del HEURISTICS['kids_even'], STEER['kids_even']
