"""Chromino beyond the notebook: records, tile conservation, bad input changes nothing."""
import json, random, sys, pathlib
import pytest
from hypothesis import given, settings, strategies as st
import games_lib
from games_lib import IllegalMove, InvalidMove, load
from games_lib.chromino import TILES, Chromino


def test_record_replays_to_the_same_game():
    rec = games_lib.play('chromino', ['random'] * 5, seed=3)
    states = games_lib.replay(json.loads(json.dumps(rec.to_json())))
    g = load('chromino')
    assert len(states) == len(rec.moves) + 1
    assert g.outcome(states[-1]).to_json() == rec.outcome
    assert len(json.dumps(rec.to_json())) < 20_000

@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(1, 8), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=300),
       options=st.sampled_from([{}, {'draw_mode': 'until_playable'}, {'variant': 'bambino'}, {'drawn_tile_optional': True}]))
def test_tiles_are_conserved(seed, n, picks, options):
    "Every one of the 80 tiles is at every step exactly once on the table, in a hand or in the bag"
    g = Chromino(**options)
    s = g.setup(n, seed)
    for k in picks:
        where = [t for t, *_ in s.placed] + [t for h in s.hands for t in h] + list(s.bag)
        assert sorted(where) == sorted(TILES)
        legal = g.legal_moves(s)
        if not legal: break
        s = g.apply(s, legal[k % len(legal)])

BAD_MOVES = [None, 'place', 3, [], {}, {'type': 'teleport'}, {'type': 'place'}, {'type': 'place', 'tile': 'BRY'},
             {'type': 'place', 'tile': 'BRY', 'cells': [[0, 1], [1, 1]]}, {'type': 'place', 'tile': 'QQQ', 'cells': [[0, 1], [1, 1], [2, 1]]},
             {'type': 'place', 'tile': 'BRY', 'cells': [[0, 1], [1, 1], [2, 2]]}, {'type': 'place', 'tile': 'BRY', 'cells': [[0, 1], [1.0, 1], [2, 1]]},
             {'type': 'place', 'tile': 'BRY', 'cells': [[0, 1], [True, 1], [2, 1]]}]

@pytest.mark.parametrize("move", BAD_MOVES, ids=repr)
def test_malformed_moves_are_invalid_and_change_nothing(move):
    g = load('chromino')
    s = g.setup(3, 1)
    before = json.dumps(g.to_json(s))
    with pytest.raises(InvalidMove):
        g.apply(s, move)
    assert json.dumps(g.to_json(s)) == before

def test_illegal_move_names_the_rule_and_changes_nothing():
    g = load('chromino')
    s = g.from_json({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['GRY', 'PPP'], ['RRR']]})
    before = json.dumps(g.to_json(s))
    with pytest.raises(IllegalMove) as e:
        g.apply(s, {'type': 'place', 'tile': 'GRY', 'cells': [[0, 1], [1, 1], [2, 1]]})
    assert e.value.rejection.rule == 'chromino.contact.colour'
    assert e.value.rejection.focus == [[0, 1], [0, 0]]
    assert 'the green end of your tile would touch a blue square above it' in str(e.value)
    assert json.dumps(g.to_json(s)) == before

BAD_STATES = [
    ({'hands': [[]]}, "board: missing"),
    ({'board': 'x', 'hands': [[]]}, "board: expected list"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0]]}], 'hands': [[]]}, "board[0]"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['BRY']], 'bag': ['YRB']}, "bag[0]: tile BRY is already in hands[0]"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['BRY']], 'phase': 'dancing'}, "phase: 'dancing'"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['BRY']], 'phase': 'place_drawn', 'drawn': 'GGG'}, "drawn: GGG is not in the hand of player 0"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['BRY']], 'scores': [1, 2]}, "scores: expected 1 ints"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [[]] * 9}, "hands: 9 players"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['BRY']], 'options': {'variant': 'bambino'}}, "options: this state was played with"),
    ({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['BRY']], 'out': [0]}, "out: [0] must list distinct players with empty hands"),
]

@pytest.mark.parametrize("state,message", BAD_STATES, ids=lambda v: v if isinstance(v, str) else None)
def test_malformed_json_states_get_precise_errors(state, message):
    with pytest.raises(ValueError) as e:
        load('chromino').from_json(state)
    assert message in str(e.value)

def test_views_never_show_hidden_tiles():
    "Over whole random games, a tile hidden from player p never appears in p's view (unless once shown)"
    g = load('chromino')
    for seed in range(6):
        s, rng = g.setup(4, seed), random.Random(seed)
        while g.to_move(s) is not None:
            shown = {e['tile'] for e in s.log if e['event'] == 'reveal'}
            for p in range(4):
                hidden = {t for q, h in enumerate(s.hands) if q != p and len(h) > 1 for t in h} | set(s.bag)
                if s.phase == 'place_drawn' and p != s.to_move: hidden.add(s.drawn)
                text = json.dumps(g.view(s, p))
                assert not [t for t in hidden - shown if f'"{t}"' in text], (seed, p)
            legal = g.legal_moves(s)
            s = g.apply(s, legal[rng.randrange(len(legal))])

def test_same_seed_same_game_in_another_process():
    "Move lists must not depend on string hashing: two interpreters with different hash seeds play the same game"
    import os, subprocess
    code = "import games_lib, json; print(json.dumps(games_lib.play('chromino', ['random'] * 4, seed=9).to_json()))"
    runs = [subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True,
                           env={**os.environ, 'PYTHONHASHSEED': h}).stdout for h in ('1', '2')]
    assert runs[0] == runs[1] and json.loads(runs[0])['moves']


# ---- the rules do not know their players (issue 14): strategy lives in games_lib.bots.chromino -----------------------
def test_the_rules_import_only_core_components_and_the_standard_library():
    "The engine imports nothing of the bots (nor of any other user of the rules): only core, components, the rulebook, stdlib, fastcore"
    import ast, games_lib.chromino as rules
    tree = ast.parse(pathlib.Path(rules.__file__).read_text())
    imported = {('.' * n.level) + (n.module or '') if isinstance(n, ast.ImportFrom) else a.name
                for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
    ours = {m for m in imported if m.startswith('.') or m.startswith('games_lib')}
    assert ours == {'.core', '.components', '.rulebook'}, ours   # the rulebook: sentences and pictures for readers
    assert all(m.split('.')[0] in sys.stdlib_module_names | {'fastcore', '__future__'} for m in imported - ours), imported

def test_the_strategy_is_registered_with_the_search():
    from games_lib.bots import search, chromino as strategy
    assert search.HEURISTICS['chromino'] is strategy.chromino_heuristic and search.STEER['chromino'] == 0.0
    assert search.EVALUATORS['chromino'] is strategy.chromino_value
    assert search.PLAYOUTS['chromino'] is strategy.random_move
    assert search.DETERMINIZERS['chromino'] is strategy.chromino_determinizer
    assert not any(hasattr(load('chromino'), name) for name in ('determinizer', 'random_move', 'playout_move', 'tree_key', 'heuristic'))

@pytest.mark.parametrize('options', [{}, {'variant': 'bambino'}, {'drawn_tile_optional': True, 'draw_mode': 'until_playable'}], ids=repr)
def test_a_playout_move_is_the_move_the_list_gives_for_the_same_draw(options):
    "The playout helper picks `legal_moves(s)[rng.randrange(n)]` without listing, whether the moves were listed or not"
    from games_lib.bots import playout
    g = load('chromino', **options)
    pick, rng = playout(g), random.Random(2)
    s, seen = g.setup(3, seed=5), set()
    while g.to_move(s) is not None:
        fresh = s.but()           # the same position with nothing listed yet: the helper walks the rules' `choices`
        for k in range(3):
            legal = g.legal_moves(s)
            want = legal[random.Random(k).randrange(len(legal))]
            assert pick(fresh, random.Random(k)) == want and pick(s, random.Random(k)) == want
        seen |= {m['type'] for m in legal}
        s = g.apply(s, legal[rng.randrange(len(legal))])
    assert 'place' in seen and len(seen) >= 2

def test_a_hidden_drawn_tile_is_sampled_among_the_tiles_that_fit():
    "Seen by player 1 while player 0 must lay the tile just drawn, a sample's drawn tile is in player 0's hand, and fits if one there does"
    from games_lib.bots import determinizer
    g = load('chromino')
    s = g.apply(g.from_json({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}],
                             'hands': [['PPP', 'GGG'], ['RRR', 'PGP']], 'bag': ['BRY', 'YYY', 'GPG']}), {'type': 'draw'})
    assert (s.phase, s.drawn) == ('place_drawn', 'BRY')
    view = g.view(s, 1)
    assert view['drawn'] is None
    fits = lambda d, t: bool(g.placements(d, [t], first=True))
    for sample in (determinizer(g, view), lambda rng: g.determinize(view, rng)):
        drawn, fitted = set(), 0
        for k in range(60):
            d = sample(random.Random(k))
            assert g.view(d, 1) == view and d.drawn in d.hands[0]
            layable = [m for m in g.legal_moves(d) if m['type'] == 'place']
            assert all(m['tile'] == d.drawn for m in layable)
            if any(fits(d, t) for t in d.hands[0]): assert layable, (d.hands[0], d.drawn); fitted += 1
            drawn.add(d.drawn)
        assert len(drawn) > 1 and fitted >= 10   # hidden: not always the true tile; and the rule was tried

def test_forced_play_is_refused_alike_before_and_after_the_moves_are_listed():
    "Refusing a draw or a pass reads the remembered legal moves when they exist: the same refusal, the same placement shown"
    g = load('chromino')
    s = g.from_json({'board': [{'tile': 'B*Y', 'cells': [[0, 0], [1, 0], [2, 0]]}], 'hands': [['PPP', 'RYG', 'BRY'], ['GGG']], 'bag': ['BBB']})
    before = [g.explain(s, {'type': t}) for t in ('draw', 'pass')]
    first = next(m for m in g.legal_moves(s) if m['type'] == 'place')
    after = [g.explain(s, {'type': t}) for t in ('draw', 'pass')]
    assert [r.rule for r in after] == ['chromino.draw.must_place', 'chromino.pass.must_place']
    assert after == before and after[0].params['tile'] == first['tile'] and after[0].focus == first['cells']

@pytest.mark.parametrize('options,n', [({}, 3), ({'open_hands': True}, 4), ({'drawn_tile_optional': True, 'draw_mode': 'until_playable'}, 2)], ids=repr)
def test_ratings_rate_every_move_as_the_heuristic_does(options, n):
    "The ratings score placements from what they change on the table, with the table kept from view to view: the heuristic's very numbers, games interleaved"
    from games_lib.bots.chromino import chromino_heuristic, chromino_ratings
    g, r = load('chromino', **options), random.Random(n)
    games, rated = [[g.setup(n, seed=k), random.Random(k)] for k in range(3)], 0
    while games:
        game = r.choice(games)                 # interleaved: the kept table must notice a table that is not the one it kept
        s, rng = game
        if (p := g.to_move(s)) is None: games.remove(game); continue
        v, legal = g.view(s, p), g.legal_moves(s)
        for moves in (legal, legal[::-1], r.sample(legal, min(4, len(legal))), [dict(m, tile=m['tile'][::-1], cells=m['cells'][::-1]) for m in legal if m['type'] == 'place'][:2]):
            assert chromino_ratings(g, v, moves) == [chromino_heuristic(g, v, m) for m in moves]
            rated += len(moves)
        ranked = chromino_ratings(g, v, legal)
        game[0] = g.apply(s, legal[ranked.index(max(ranked))] if rng.random() < 0.8 else rng.choice(legal))
    assert rated > 1000

def test_board_change_is_what_lay_changes():
    "The spots `Board.change` reports, put over the board's own, are the spots of the board `lay` returns, fresh or kept up to date"
    from games_lib.chromino import Board, line
    g, r, checked = load('chromino'), random.Random(8), 0
    for seed in range(4):
        s = g.setup(3, seed=seed)
        while g.to_move(s) is not None:
            for b in (s.board, Board(dict(s.board.sq), dict(s.board.at))):
                for m in g.choices(s):
                    if type(m) is dict: continue
                    ch = b.change(m[1], line(m[2], m[3]))
                    assert {**{k: v for k, v in b.spots.items() if k not in ch}, **{k: v for k, v in ch.items() if v}} == b.lay(m[1], line(m[2], m[3]), 0).spots
                    checked += 1
            s = g.apply(s, r.choice(g.legal_moves(s)))
    assert checked > 300
