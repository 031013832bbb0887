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
    assert 'G [0, 1] touches B [0, 0]' in str(e.value)
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
