"""Centrix beyond the notebook: conformance for every player count and option, pawn and card invariants
(hypothesis), records, bad input changes nothing, views and determinization."""
import json, os, random, subprocess, sys, pathlib
import pytest
from hypothesis import given, settings, strategies as st
import games_lib.centrix   # registers 'centrix' (until the package front door imports it)
from games_lib import IllegalMove, InvalidMove, check_game, load, play, replay
from games_lib.centrix import CARDS, RESERVE, TOP, Centrix, board_text


def random_state(g, n, seed, steps):
    "The state after `steps` random moves (or the end) from `setup(n, seed)`"
    s, rng = g.setup(n, seed), random.Random(seed)
    for _ in range(steps):
        if g.to_move(s) is None: break
        legal = g.legal_moves(s)
        s = g.apply(s, legal[rng.randrange(len(legal))])
    return s

# ---- the shared conformance kit --------------------------------------------------------------------
def test_conformance_every_player_count():
    "Random games stopped at 24 turns: every step of the protocol checked, 2 to 6 players"
    res = check_game(Centrix(max_turns=24), n_games=5, seed=3)
    assert res["players"] == [2, 3, 4, 5, 6] and res["moves"] > 300

OPTIONS = [{k: v} for k, o in Centrix.options.items() for v in (o.choices or ()) if v != o.default]
OPTIONS += [{'first_player': 1}, {'rings': ['RROOYYGGBBWW'] * 3 + ['WBGYOR' * 2] * 3}]

@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: '-'.join(f"{k}={v}" for k, v in o.items())[:40])
def test_conformance_every_option(options):
    g = Centrix(max_turns=10, **options)
    res = check_game(g, n_games=2, seed=5, players=[2, 5])
    assert res['options'] == g.opts

def test_every_option_is_listed():
    "Every reading of an ambiguous Centrix rule we made an option has a non-default value exercised above"
    assert {k for o in OPTIONS for k in o} == set(Centrix.options) - {'max_turns'}

@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_end_by_placings(n):
    "Without a turn limit in sight, random games reach their natural end: all but one player finish"
    g = Centrix(max_turns=5000)
    for seed in range(2):
        s = random_state(g, n, seed, 10**6)
        o = g.outcome(s)
        assert o.reason == 'centrix.end.placings' and len(s.finished) == n - 1
        assert [r[0] for r in o.ranking[:n - 1]] == list(s.finished)

def test_stop_at_first_winner_and_timeout():
    g = Centrix(stop_at_first_winner=True, max_turns=5000)
    s = random_state(g, 3, 1, 10**6)
    assert g.outcome(s).reason == 'centrix.end.first_winner' and len(s.finished) == 1
    g = Centrix(max_turns=30)
    s = random_state(g, 6, 1, 10**6)
    assert (s.turn, g.outcome(s).reason) == (30, 'timeout')

def test_default_max_turns_ends_every_game():
    "The documented default (500 turns in all) bounds any game: at most 4 moves a turn"
    g = load('centrix')
    assert g.opts['max_turns'] == 500
    s = random_state(g, 6, 4, 4 * 500 + 1)
    assert g.to_move(s) is None

# ---- invariants (hypothesis) -----------------------------------------------------------------------
def _squares(s):
    return [q for ps in s.pawns for q in ps if q not in (RESERVE, TOP)]

@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 6), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=250),
       options=st.sampled_from([{}, {'ring1_protection': 'bumper'}, {'chain_ring1': 'blocks'}, {'must_play_all_possible': True},
                                {'rotated_pawn_moves': True, 'rotation_direction': 'clockwise'}]))
def test_pawns_never_share_a_square_and_cards_are_conserved(seed, n, picks, options):
    "At every step: no two pawns on one square (and the occupancy table agrees), all 42 cards in a hand, the deck or the discard"
    g = Centrix(**options)
    s = g.setup(n, seed)
    for k in picks:
        sq = _squares(s)
        assert len(sq) == len(set(sq))
        assert sorted(q for q, v in enumerate(s.occ) if v >= 0) == sorted(sq)
        assert all(s.pawns[v // 3][v % 3] == q for q, v in enumerate(s.occ) if v >= 0)
        assert sorted(sum(s.hands, ()) + s.deck + s.discard) == sorted(CARDS)
        j = g.to_json(s)
        at = [tuple(v) for ps in j['pawns'] for v in ps if isinstance(v, list)]
        assert len(at) == len(set(at))
        legal = g.legal_moves(s)
        if not legal: break
        s = g.apply(s, legal[k % len(legal)])

def test_spin_wild_lists_every_turn_and_each_listed_move_is_legal():
    "With a spin wild in hand, every turn of every own ring appears, and every listed move explains to None"
    g = load('centrix')
    s = g.from_json({'pawns': [[[1, 0], [3, 4], None], [[2, 0], None, None]], 'hands': [['SPIN', 'B2', 'ANY'], []]})
    legal = g.legal_moves(s)
    assert {(m['rotate']['ring'], m['rotate']['steps']) for m in legal if m['card'] == 'SPIN' and m['rotate']} == \
        {(r, k) for r in (1, 3) for k in list(range(-5, 0)) + list(range(1, 7))}
    assert all(g.explain(s, m) is None for m in legal)
    assert len({g.move_key(m) for m in legal}) == len(legal)

# ---- records, determinism ------------------------------------------------------
def test_record_replays_to_the_same_game():
    rec = play('centrix', ['random'] * 3, seed=3, max_turns=60)
    states = replay(json.loads(json.dumps(rec.to_json())))
    g = load('centrix', max_turns=60)
    assert len(states) == len(rec.moves) + 1
    assert g.outcome(states[-1]).to_json() == rec.outcome

def test_saved_game_continues_identically_through_reshuffles():
    "from_json(to_json(s)) keeps the random state: the same moves give the same deck after every reshuffle"
    g = load('centrix')
    s, rng, moves, reshuffles = g.setup(4, 11), random.Random(11), [], 0
    while len(moves) < 600 and g.to_move(s) is not None:
        legal = g.legal_moves(s)
        m = legal[rng.randrange(len(legal))]
        moves.append(m)
        s, before = g.apply(s, m), len(s.deck)
        reshuffles += len(s.deck) > before
    assert reshuffles >= 2
    saved = g.setup(4, 11)
    for i, m in enumerate(moves):
        if i % 50 == 0: saved = g.from_json(json.loads(json.dumps(g.to_json(saved))))
        saved = g.apply(saved, m)
    assert g.to_json(saved) == g.to_json(s)
    assert s.turn > 100 and len(s.deck) + len(s.discard) + sum(map(len, s.hands)) == 42

def test_same_seed_same_game_in_another_process():
    "Move lists must not depend on string hashing: two interpreters with different hash seeds play the same game"
    code = ("import games_lib, games_lib.centrix, json; "
            "print(json.dumps(games_lib.play('centrix', ['random'] * 3, seed=9, max_turns=40).to_json()))")
    runs = [subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True,
                           env={**os.environ, 'PYTHONHASHSEED': h}).stdout for h in ('1', '2')]
    assert runs[0] == runs[1] and json.loads(runs[0])['moves']

# ---- bad moves and bad JSON --------------------------------------------------------------------------
def _pos(g=None):
    g = g or load('centrix')
    return g, g.from_json({'pawns': [[[1, 0], None, None], [[1, 3], None, None]], 'hands': [['G1', 'B2', 'ANY'], ['R1']],
                           'deck': ['W1', 'W2'], 'discard': ['Y1']})

PLAY = {'type': 'play', 'card': 'B2', 'rotate': {'ring': 1, 'steps': 2}, 'move': None}
BAD_MOVES = [None, 'play', 3, [], {}, {'type': 'spin'}, {'type': 'play'}, {'type': 'end_turn', 'x': 1},
             {'type': 'play', 'card': 'B2', 'rotate': None}, {**PLAY, 'extra': 1}, {**PLAY, 'card': 'B4'}, {**PLAY, 'card': None},
             {**PLAY, 'rotate': {'ring': 7, 'steps': 1}}, {**PLAY, 'rotate': {'ring': 1}}, {**PLAY, 'rotate': {'ring': 1, 'steps': 1.0}},
             {**PLAY, 'rotate': {'ring': True, 'steps': 2}}, {**PLAY, 'rotate': -1},
             {**PLAY, 'move': {'pawn': 3, 'to': [2, 0]}}, {**PLAY, 'move': {'pawn': 0, 'to': [0, 0]}},
             {**PLAY, 'move': {'pawn': 0, 'to': [7, 0]}}, {**PLAY, 'move': {'pawn': 0, 'to': [2, 12]}},
             {**PLAY, 'move': {'pawn': 0, 'to': 'bottom'}}, {**PLAY, 'move': {'pawn': 0, 'to': (2, 0)}},
             {**PLAY, 'move': {'pawn': 0}}]

@pytest.mark.parametrize("move", BAD_MOVES, ids=repr)
def test_malformed_moves_are_invalid_and_change_nothing(move):
    g, s = _pos()
    before = json.dumps(g.to_json(s))
    with pytest.raises(InvalidMove):
        g.explain(s, move)
    with pytest.raises(InvalidMove):
        g.apply(s, move)
    assert json.dumps(g.to_json(s)) == before

ILLEGAL = [({**PLAY, 'card': 'R1'}, 'centrix.hand.not_held', "You do not hold the red 1"),
           ({**PLAY, 'rotate': None}, 'centrix.play.nothing', "does neither"),
           ({**PLAY, 'rotate': {'ring': 2, 'steps': 2}}, 'centrix.rotate.no_pawn', "ring 2 carries none"),
           ({**PLAY, 'rotate': {'ring': 1, 'steps': 3}}, 'centrix.rotate.amount', "exactly 2 squares"),
           ({**PLAY, 'rotate': {'ring': 1, 'steps': 0}}, 'centrix.rotate.zero', "without turning a ring"),
           ({**PLAY, 'card': 'ANY', 'rotate': {'ring': 1, 'steps': 1}}, 'centrix.rotate.any_wild', "cannot turn a ring"),
           ({**PLAY, 'card': 'G1', 'rotate': None, 'move': {'pawn': 0, 'to': [2, 0]}}, 'centrix.move.colour', "ring 2 at 12 o'clock is red"),
           ({**PLAY, 'card': 'ANY', 'rotate': None, 'move': {'pawn': 0, 'to': [2, 1]}}, 'centrix.move.not_adjacent', "never diagonally"),
           ({**PLAY, 'card': 'ANY', 'rotate': None, 'move': {'pawn': 2, 'to': [1, 4]}}, 'centrix.move.reserve_pawn', "the one that enters is pawn 1b"),
           ({**PLAY, 'card': 'G1', 'rotate': None, 'move': {'pawn': 0, 'to': [1, 3]}}, 'centrix.jump.first_empty', "ring 1 at 1 o'clock is empty"),
           ({'type': 'end_turn'}, 'centrix.turn.play_one', "at least one card")]

@pytest.mark.parametrize("move,rule,text", ILLEGAL, ids=lambda v: v if isinstance(v, str) and v.startswith('centrix') else None)
def test_illegal_moves_name_the_rule_and_change_nothing(move, rule, text):
    g, s = _pos()
    before = json.dumps(g.to_json(s))
    r = g.explain(s, move)
    assert r is not None and r.rule == rule and text in r.message, r
    assert r.text('fr') != r.rule
    with pytest.raises(IllegalMove) as e:
        g.apply(s, move)
    assert e.value.rejection.rule == rule and rule in str(e.value)
    assert json.dumps(g.to_json(s)) == before
    assert g.move_key(move) not in {g.move_key(m) for m in g.legal_moves(s)}

P2 = [[None] * 3, [None] * 3]
BAD_STATES = [
    ({'hands': [[], []]}, "pawns: missing"),
    ({'pawns': 'x'}, "pawns: expected list"),
    ({'pawns': [[None] * 3]}, "pawns: 1 players; centrix is for 2 to 6"),
    ({'pawns': [[None] * 3, [None, None]]}, "pawns[1]: expected 3 pawns"),
    ({'pawns': [[[1, 0], None, None], [None, None, [7, 1]]]}, "pawns[1][2]: [7, 1] is not null (reserve), 'top' or [level 1..6, sector 0..11]"),
    ({'pawns': [[[1, 0], None, None], [None, [1, 0], None]]}, "pawns[1][1]: square [1, 0] is already taken by pawns[0][0]"),
    ({'pawns': [[[2, 5], None, None], [None, [2, 3], None]], 'offsets': [0, 2, 0, 0, 0, 0]}, None),
    ({'pawns': P2, 'rings': ['ROYGBW' * 2] * 5}, "rings: expected 6 strings"),
    ({'pawns': P2, 'rings': ['ROYGBW' * 2] * 5 + ['ROYGBK' * 2]}, "rings[5]: 'ROYGBKROYGBK' is not 12 letters of ROYGBW"),
    ({'pawns': P2, 'offsets': [0, 0, 12, 0, 0, 0]}, "offsets[2]: 12 is not an int from 0 to 11"),
    ({'pawns': P2, 'hands': [['R1']]}, "hands: 1 hands for 2 players"),
    ({'pawns': P2, 'hands': [['R1', 'R2', 'R3', 'O1'], []]}, "hands[0]: 4 cards; a hand holds at most 3"),
    ({'pawns': P2, 'hands': [['R1'], ['X1']]}, "hands[1][0]: unknown card 'X1'"),
    ({'pawns': P2, 'hands': [['R1'], ['R1']], 'deck': ['R1']}, "deck[0]: one R1 too many: the game has 2"),
    ({'pawns': P2, 'discard': 'R1'}, "discard: expected list"),
    ({'pawns': P2, 'phase': 'dancing'}, "phase: 'dancing' is not one of 'play', 'over'"),
    ({'pawns': P2, 'to_move': 2}, "to_move: 2 is out of range 0..1"),
    ({'pawns': P2, 'played': 1, 'hands': [['R1', 'R2', 'R3'], []]}, "played: player 0 played 1 card(s) this turn and still holds 3"),
    ({'pawns': [['top'] * 3, [None] * 3, [None] * 3], 'finished': [0], 'to_move': 0}, "to_move: player 0 has finished"),
    ({'pawns': [['top', 'top', None], [None] * 3], 'finished': [0]}, "finished: player 0 is listed but has a pawn below the top"),
    ({'pawns': [['top'] * 3, [None] * 3], 'to_move': 1}, "phase: 'play' but the game is over"),
    ({'pawns': P2, 'turn': 500}, "turn: 500 reaches max_turns=500"),
    ({'pawns': P2, 'rng': -1}, "rng: -1 is out of range"),
    ({'pawns': P2, 'log': ['x']}, "log: every event must be a JSON object"),
    ({'pawns': P2, 'options': {'top_entry': 'any_card'}}, "options: this state was played with"),
]

@pytest.mark.parametrize("state,message", BAD_STATES, ids=lambda v: v if isinstance(v, str) else None)
def test_malformed_json_states_get_precise_errors(state, message):
    g = load('centrix')
    if message is None:
        assert g.to_json(g.from_json(state))['pawns'][1][1] == [2, 3]
        return
    with pytest.raises(ValueError) as e:
        g.from_json(state)
    assert message in str(e.value)

def test_option_values_are_checked():
    with pytest.raises(ValueError, match="valid values: 'target', 'bumper'"):
        load('centrix', ring1_protection='nobody')
    with pytest.raises(ValueError, match="six strings of 12 letters of ROYGBW"):
        load('centrix', rings=['ROYGBW'])
    with pytest.raises(ValueError, match="an int >= 1"):
        load('centrix', max_turns=0)
    with pytest.raises(ValueError, match="first_player=4 but there are only 3 players"):
        load('centrix', first_player=4).setup(3)

# ---- what players see --------------------------------------------------------------------------------
def test_views_hide_other_hands_and_the_deck():
    "Over random games, a player's view holds their own hand only, no deck order and no random state"
    g = load('centrix', max_turns=150)
    for seed in range(3):
        s, rng = g.setup(4, seed), random.Random(seed)
        while g.to_move(s) is not None:
            full = g.to_json(s)
            for p in (None, 0, 1, 2, 3):
                v = g.view(s, p)
                assert [h is not None for h in v['hands']] == [q == p for q in range(4)]
                if p is not None: assert v['hands'][p] == full['hands'][p]
                assert v['deck'] is None and v['rng'] is None and v['deck_size'] == len(full['deck'])
                assert v['hand_sizes'] == [len(h) for h in full['hands']] and v['discard'] == full['discard']
                assert {k: x for k, x in v.items() if k not in ('hands', 'deck', 'rng', 'viewer')} == \
                       {k: x for k, x in full.items() if k not in ('hands', 'deck', 'rng')}
            legal = g.legal_moves(s)
            s = g.apply(s, legal[rng.randrange(len(legal))])

def test_determinize_agrees_with_the_view_and_varies_the_unknown():
    g = load('centrix')
    s = random_state(g, 5, 2, 300)
    for p in range(5):
        v = g.view(s, p)
        dets = [g.determinize(json.loads(json.dumps(v)), random.Random(i)) for i in range(12)]
        assert all(g.view(d, p) == v for d in dets)
        assert all(d.hands[p] == s.hands[p] and d.discard == s.discard for d in dets)
        assert all(sorted(sum(d.hands, ()) + d.deck + d.discard) == sorted(CARDS) for d in dets)
        assert len({(d.hands, d.deck) for d in dets}) > 6
        for d in dets[:3]:   # a determinized state plays on
            legal = g.legal_moves(d)
            assert legal and g.apply(d, legal[0]) is not None

def test_text_board_reads_states_and_views():
    g = load('centrix')
    s = g.from_json({'pawns': [[[1, 0], 'top', None], [[6, 11], None, None]], 'offsets': [2, 0, 0, 0, 0, 0], 'hands': [['R1'], ['ANY', 'SPIN']]})
    text = str(s)
    assert 'ring 1  +2 B1a W   R   O' in text and 'top        1b' in text and 'reserve    1c 2b 2c' in text   # players from 1, as the board marks them
    assert 'W2a' in text.splitlines()[3]
    view = board_text(g.view(s, 0))
    assert 'player 2: 2 cards hidden' in view and 'player 1: R1' in view

# ---- what the bots know: heuristic, evaluator, determinizer, random playouts -----------------------------------------
from games_lib import bot
from games_lib.bots import DETERMINIZERS, EVALUATORS, HEURISTICS, PLAYOUTS, TREE_KEYS, determinizer, key_of, playout
from games_lib.bots.centrix import (centrix_determinizer, centrix_heuristic, centrix_value, playout_move, random_move,
                                    tree_key)

def test_determinizer_agrees_with_views_and_varies_the_unknowns():
    g = load('centrix')
    for n, seed, steps in [(2, 1, 30), (4, 2, 120), (6, 3, 300)]:
        s = random_state(g, n, seed, steps)
        for p in range(n):
            v = g.view(s, p)
            sample = determinizer(g, v)
            ds = [sample(random.Random(i)) for i in range(12)]
            assert all(g.view(d, p) == v for d in ds)
            assert all(sorted(sum(d.hands, ()) + d.deck + d.discard) == sorted(CARDS) for d in ds)
            assert len({(d.hands, d.deck) for d in ds}) > 6
            if s.to_move == p: assert all(g.legal_moves(d) == g.legal_moves(s) for d in ds)
            for d in ds[:2]:   # a sample plays on
                assert g.apply(d, g.legal_moves(d)[-1]) is not None

def test_determinizer_never_reproduces_the_hidden_cards():
    g = load('centrix')
    s = random_state(g, 3, 5, 60)
    p = s.to_move
    sample = determinizer(g, g.view(s, p))
    hidden = lambda x: ([h for q, h in enumerate(x.hands) if q != p], x.deck)
    assert sum(hidden(sample(random.Random(k))) == hidden(s) for k in range(200)) == 0

def test_greedy_bot_returns_legal_moves_over_seeded_games():
    g = Centrix(max_turns=60)
    for n, seed in [(2, 0), (3, 1), (4, 2)]:
        s, rng, b = g.setup(n, seed), random.Random(seed), bot('greedy', g)
        while (p := g.to_move(s)) is not None:
            legal = g.legal_moves(s)
            m = b(g.view(s, p), legal, rng) if p == 0 else legal[rng.randrange(len(legal))]
            assert g.explain(s, m) is None
            s = g.apply(s, m)
    assert HEURISTICS['centrix'] is centrix_heuristic

def test_greedy_prefers_climbing_and_bumping_to_ending_the_turn():
    g = load('centrix')
    s = g.from_json({'pawns': [[[4, 4], None, None], [[4, 5], None, None], [[2, 5], None, None]], 'hands': [['W1', 'G2'], [], []]})
    v = g.view(s, 0)
    bump = {'type': 'play', 'card': 'W1', 'rotate': None, 'move': {'pawn': 0, 'to': [4, 5]}}
    assert centrix_heuristic(g, v, bump) > centrix_heuristic(g, v, {'type': 'end_turn'}) == 0
    assert bot('greedy', g)(v, g.legal_moves(s), random.Random(0)) == bump

def test_evaluator_shares_sum_to_one_and_follow_the_heights():
    g = load('centrix')
    for n in (2, 3, 6):
        for steps in (0, 40, 200):
            s = random_state(g, n, steps, steps)
            v = EVALUATORS['centrix'](g, s)
            assert len(v) == n and abs(sum(v) - 1) < 1e-9 and all(0 <= x <= 1 for x in v)
    s = g.from_json({'pawns': [['top', [6, 0], None], [[1, 0], None, None]], 'hands': [[], []]})
    assert EVALUATORS['centrix'](g, s)[0] > 0.9

def test_a_jump_around_a_crowded_ring_is_not_listed_twice():
    "Eleven pawns on ring 2: the step to (2, 11) and the jump all the way round to it are one move, listed once"
    g = load('centrix')
    pawns = [[[2, 3 * p + k] if 3 * p + k < 11 else None for k in range(3)] for p in range(4)]
    s = g.from_json({'pawns': pawns, 'hands': [['ANY', 'R1', 'O1'], [], [], []]})
    legal = g.legal_moves(s)
    assert len({g.move_key(m) for m in legal}) == len(legal)
    assert legal.count({'type': 'play', 'card': 'ANY', 'rotate': None, 'move': {'pawn': 0, 'to': [2, 11]}}) == 1

@pytest.mark.parametrize('options', [{}, {'must_play_all_possible': True, 'move_optional': False}, {'rotated_pawn_moves': True},
                                     {'rotation_direction': 'clockwise', 'top_entry': 'wild_only'},
                                     {'ring1_protection': 'target', 'chain_ring1': 'blocks'}, {'stop_at_first_winner': True}])
def test_playout_move_is_always_a_listed_move(options):
    "The search's cheap random move is legal under every option, and every kind of play comes out of it"
    g, kinds = load('centrix', **options), set()
    for seed in range(3):
        s, rng = g.setup(2 + 2 * seed, seed=seed), random.Random(seed)
        while g.to_move(s) is not None:
            m = playout_move(g, s.but(), rng)
            legal = g.legal_moves(s)
            assert m in legal
            assert len({tree_key(g, x) for x in legal}) == len(legal)
            kinds.add((m['type'], m.get('rotate') is not None, m.get('move') is None))
            s = g.apply(s, m)
    assert ('play', True, False) in kinds and ('play', False, False) in kinds

def test_random_move_is_the_listed_move_the_same_draw_would_pick():
    for g in (load('centrix'), load('centrix', must_play_all_possible=True, move_optional=False)):
        s, rng = g.setup(3, seed=4), random.Random(4)
        for _ in range(200):
            if g.to_move(s) is None: break
            k = rng.randrange(10**6)
            m = random_move(g, s.but(), random.Random(k))
            legal = g.legal_moves(s)
            assert m == legal[random.Random(k).randrange(len(legal))]
            s = g.apply(s, m)

# ---- the rules do not know their players -------------------------------------------------------------------------
def test_the_engine_imports_only_core_and_components():
    "games_lib/centrix.py (generated from 13_centrix) imports the protocol, the components and the rulebook's pictures, never the bots"
    import ast, games_lib.centrix as engine
    tree = ast.parse(pathlib.Path(engine.__file__).read_text())
    relative = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level}
    absolute = {a.name.split('.')[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    absolute |= {n.module.split('.')[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and not n.level}
    assert relative == {'core', 'components', 'rulebook'}
    assert absolute <= {'__future__', 'random', 'collections', 'typing', 'fastcore', 'math'}

def test_the_strategy_is_registered_for_the_search_and_gone_from_the_engine():
    "The search finds Centrix's heuristic, evaluator, sampler, playout move and tree key in its registries, not on the game"
    g = load('centrix')
    assert (HEURISTICS['centrix'], EVALUATORS['centrix']) == (centrix_heuristic, centrix_value)
    assert (DETERMINIZERS['centrix'], PLAYOUTS['centrix'], TREE_KEYS['centrix']) == (centrix_determinizer, playout_move, tree_key)
    assert not any(hasattr(g, name) for name in ('determinizer', 'random_move', 'playout_move', 'tree_key'))
    s = random_state(g, 3, 6, 50)
    p, move = g.to_move(s), g.legal_moves(s)[3]
    assert key_of(g)(move) == tree_key(g, move) != str(move)
    assert [playout(g)(s.but(), random.Random(k)) for k in range(20)] == [playout_move(g, s.but(), random.Random(k)) for k in range(20)]
    view = g.view(s, p)
    a, b = determinizer(g, view)(random.Random(1)), centrix_determinizer(g, view)(random.Random(1))
    assert (a.hands, a.deck, a.rng) == (b.hands, b.deck, b.rng)

# ---- positions may name some options ----------------------------------------------------------------------------
def test_a_position_may_name_some_options_and_a_wrong_one_is_named():
    "`options` in a JSON position: omitted ones take their defaults, the rings come as lists, a different or wrong value is named"
    wild, bare = load('centrix', top_entry='wild_only'), {'pawns': P2}
    assert wild.from_json({**bare, 'options': {'top_entry': 'wild_only'}}).cols == 'ROYGBW' * 12
    assert load('centrix').from_json({**bare, 'options': {'max_turns': 500, 'rings': ['ROYGBW' * 2] * 6}}).turn == 0
    paired = load('centrix', rings=['RROOYYGGBBWW'] * 6)
    assert paired.from_json({**bare, 'options': {'rings': ['RROOYYGGBBWW'] * 6}}).cols == 'RROOYYGGBBWW' * 6
    s = paired.from_json({**bare, 'hands': [['B2'], []]})
    assert paired.to_json(paired.from_json(paired.to_json(s))) == paired.to_json(s)
    for options, named in [({'top_entry': 'any_card'}, "'top_entry': 'any_card'"), ({'max_turns': 0}, "max_turns=0"),
                           ({'colour_blind': True}, "unknown option 'colour_blind'"), ({'rings': ['RROOYYGGBBWW'] * 6}, "'rings'")]:
        with pytest.raises(ValueError, match="options: ") as e:
            wild.from_json({**bare, 'options': options})
        assert named in str(e.value)
