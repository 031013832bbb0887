"""Les Pigments de Kayaîn beyond the notebook: conformance and every option, card conservation, acceptance scenarios,
records, bad input changes nothing, views hide what they must, determinize agrees with the view."""
import copy, json, pathlib, pickle, random, sys
from collections import Counter
import pytest
from hypothesis import given, settings, strategies as st
import games_lib.kayain   # registers 'kayain' (the package's front door does not import it yet)
from games_lib import IllegalMove, InvalidMove, StateError, bot, check_game, load, play, replay
from games_lib.kayain import BASE, COLOURS, INDEX, MIXED, PAINTINGS, PLACE_MOVES, Kayain, KayainState, card_counts, parse_move
from games_lib.bots.kayain import greedy_player


def _dump(g, s): return json.dumps(g.to_json(s), sort_keys=True)

def _random_game(g, seed, skip_declare=False):
    "Every state of a seeded random game (declarations skipped if asked, so the game lasts)"
    s, rng, out = g.setup(seed=seed), random.Random(seed), []
    while g.to_move(s) is not None:
        out.append(s)
        legal = [m for m in g.legal_moves(s) if not skip_declare or m['type'] != 'declare'] or g.legal_moves(s)
        s = g.apply(s, legal[rng.randrange(len(legal))])
    return out + [s]

def _greedy_game(g, seed):
    s, rng, bots, out = g.setup(seed=seed), random.Random(seed), [greedy_player(), greedy_player(bluff=0.3)], []
    while (p := g.to_move(s)) is not None:
        out.append(s)
        s = g.apply(s, bots[p](g.view(s, p), g.legal_moves(s), rng))
    return out + [s]

# ---- conformance and options --------------------------------------------------------------------------------------
def test_conformance_default_rules():
    res = check_game(load('kayain'), n_games=3, seed=3)
    assert res['games'] == 3 and res['moves'] > 100

OPTION_VALUES = [{'bleu_as_cyan': False}, {'friendly': True}, {'first_player': 0}, {'first_player': 1}, {'mixed_per_colour': 1},
                 {'mixed_per_colour': 10}, {'dealt': 3}, {'dealt': 7, 'target': 5}, {'target': 2}, {'max_turns': 8},
                 {'paintings': [p.to_json() for p in PAINTINGS if p.value in (5, 10)], 'dealt': 4}]

@pytest.mark.parametrize("options", OPTION_VALUES, ids=lambda o: ','.join(f"{k}={str(v)[:12]}" for k, v in sorted(o.items())))
def test_every_option_passes_conformance(options):
    "Every option value, on random games cut at 20 turns each (the kit checks every step, so long games are slow)"
    g = load('kayain', **{'max_turns': 20, **options})
    assert check_game(g, n_games=2, seed=4)['options'] == g.opts

def test_every_option_is_covered():
    assert {k for o in OPTION_VALUES for k in o} == set(games_lib.kayain.KAYAIN_OPTIONS)

@pytest.mark.parametrize("options,message", [
    ({'colour': 'x'}, "unknown option 'colour'"), ({'friendly': 1}, "friendly=1 is not valid; valid values: False, True"),
    ({'first_player': 2}, "valid values: 'random', 0, 1"), ({'max_turns': 0}, "an int from 1 to 100000"),
    ({'dealt': 5, 'target': 6}, "target=6 but each player is dealt only 5"),
    ({'paintings': [{'id': 'a', 'value': 5, 'colours': ['blue']}]}, "paintings[0].colours[0]: unknown colour 'blue'"),
    ({'paintings': [{'id': 'a', 'value': 5, 'colours': ['red']}] * 2}, "paintings[1].id: 'a' is already paintings[0]"),
    ({'paintings': [{'id': 'a', 'value': 5, 'colours': ['red']}, {'id': 'b', 'value': 5, 'colours': ['red']}], 'dealt': 2},
     "takes 4 of value 5; the deck has 2")])
def test_bad_options_are_refused_precisely(options, message):
    with pytest.raises(ValueError) as e: load('kayain', **options)
    assert message in str(e.value)

def test_custom_deck_plays_and_replays():
    deck = [{'id': f'q{i}', 'value': v, 'colours': ['green', 'red'][: 1 + i % 2]} for i, v in enumerate([1, 1, 2, 2, 3, 3])]
    rec = play('kayain', [greedy_player(), greedy_player()], seed=2, paintings=deck, dealt=3)
    assert rec.outcome['reason'] == 'kayain.end.target' and rec.options['paintings'][0]['title'] is None
    states = replay(json.loads(json.dumps(rec.to_json())))
    assert load('kayain', **rec.options).outcome(states[-1]).to_json() == rec.outcome

def test_a_custom_deck_position_gives_its_options_briefly():
    "A hand-written position of a custom-deck game may write the deck without titles, and omit options left at their defaults"
    deck = [{'id': f'q{i}', 'value': v, 'colours': ['green', 'red'][: 1 + i % 2]} for i, v in enumerate([1, 1, 2, 2, 3, 3])]
    g = load('kayain', paintings=deck, dealt=3)
    d = {'hands': [['cyan'], ['red']], 'paintings': [deck[:1], deck[1:2]]}
    s = g.from_json({**d, 'options': {'paintings': deck, 'dealt': 3}})
    assert g.to_json(s)['options'] == g.opts and g.to_json(g.from_json(g.to_json(s))) == g.to_json(s)
    with pytest.raises(StateError, match=r"options: this state was played with \{'dealt': 5\}"):
        g.from_json({**d, 'options': {'paintings': deck}})
    with pytest.raises(StateError, match=r"options: this state was played with \{'paintings': "):
        g.from_json({**d, 'options': {'paintings': deck[:4], 'dealt': 3}})
    with pytest.raises(StateError, match=r"options: paintings\[2\]\.value: expected int"):
        g.from_json({**d, 'options': {'paintings': deck[:2] + [{**deck[2], 'value': '2'}] + deck[3:], 'dealt': 3}})

# ---- card conservation --------------------------------------------------------------------------------------------
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=250),
       options=st.sampled_from([{}, {'friendly': True}, {'bleu_as_cyan': False}, {'mixed_per_colour': 2}, {'max_turns': 40}]))
def test_cards_are_conserved(seed, picks, options):
    "At every step each colour's cards are all in the hands, on the palettes or in the supply: 50 base + 60 mixed by default"
    g = Kayain(**options)
    total, s = card_counts(g.opts['mixed_per_colour']), g.setup(seed=seed)
    for k in picks:
        where = [s.hands[0][c] + s.hands[1][c] + s.supply[c] + sum(e is not None and e[0] == c for e in s.slots) for c in range(len(COLOURS))]
        assert where == list(total)
        legal = g.legal_moves(s)
        if not legal: break
        s = g.apply(s, legal[k % len(legal)])

def test_default_game_holds_50_base_and_60_mixed():
    assert (sum(card_counts()[:5]), sum(card_counts()[5:])) == (50, 60)

# ---- acceptance scenarios not already a lesson cell -----------------------------------------------
def _pos(g=None, **kw):
    g = g or Kayain()
    return g.from_json({'hands': [[], []], 'paintings': [[{'id': 'a', 'value': 5, 'colours': ['red']}], [{'id': 'b', 'value': 5, 'colours': ['red']}]], **kw})

def test_scenario_2_log_reads_as_the_rulebook_says():
    g = Kayain(first_player=0)
    s = g.apply(g.setup(seed=1), {'type': 'place', 'card': 'magenta', 'palette': 3, 'side': 1, 'announce': 'yellow'})
    e = s.log[-1]
    assert f"P{e['player'] + 1} announced {e['announced']} on {e['palette']}/P{e['side'] + 1}" == "P1 announced yellow on 3/P2"
    assert g.view(s, 1)['slots'][3][1] == {'card': None, 'announced': 'yellow', 'by': 0}

def test_either_player_collects_any_full_palette_even_their_own():
    s = _pos(slots=[[{'card': 'cyan', 'by': 0}, {'card': 'yellow', 'by': 0}]] + [[None, None]] * 5)
    g = Kayain()
    mine = g.apply(s, {'type': 'collect', 'palette': 0})
    theirs = g.apply(g.from_json({**g.to_json(s), 'to_move': 1}), {'type': 'collect', 'palette': 0})
    assert mine.hands[0][INDEX['green']] == 1 and theirs.hands[1][INDEX['green']] == 1

def test_a_lie_collected_gives_what_the_cards_make_not_what_was_announced():
    s = _pos(slots=[[{'card': 'cyan', 'announced': 'magenta', 'by': 1}, {'card': 'yellow', 'announced': 'black', 'by': 1}]] + [[None, None]] * 5)
    after = Kayain().apply(s, {'type': 'collect', 'palette': 0})
    assert after.log[-1]['gained'] == 'green' and after.hands[0][INDEX['red']] == 0

def test_empty_result_pile_returns_both_cards_and_gives_nothing():
    g = Kayain()
    s = _pos(slots=[[{'card': 'mauve'}, {'card': 'white'}]] + [[None, None]] * 5, supply={'pink': 0})
    after = g.apply(s, {'type': 'collect', 'palette': 0})
    assert after.hands[0] == s.hands[0] and after.supply[INDEX['mauve']] == s.supply[INDEX['mauve']] + 1
    assert after.supply[INDEX['white']] == s.supply[INDEX['white']] + 1 and after.supply[INDEX['pink']] == 0

def test_last_turn_opponent_may_also_reach_the_target_and_pigments_decide():
    g = Kayain()
    done = lambda who: [{'id': f'{who}{i}', 'value': v, 'colours': ['grey']} for i, v in enumerate((5, 10, 15))]
    s = g.from_json({'hands': [['grey'], ['grey', 'grey']], 'completed': [done('a'), done('b')], 'brush': 0,
                     'paintings': [[{'id': 'x', 'value': 10, 'colours': ['grey']}], [{'id': 'y', 'value': 30, 'colours': ['grey', 'grey']}]]})
    s = g.apply(s, {'type': 'declare', 'painting': 'x'})
    assert (s.phase, s.to_move) == ('last_turn', 1)
    s = g.apply(s, {'type': 'declare', 'painting': 'y'})
    o = g.outcome(s)
    assert s.phase == 'over' and o.scores == [40, 60] and o.winners == [1] and o.reason == 'kayain.end.target'

def test_both_players_always_play_as_many_turns():
    g = Kayain()
    for seed in range(6):
        s = _greedy_game(g, seed)[-1]
        assert s.turn % 2 == 0, (seed, s.turn)

def test_timeout_ends_by_score_after_max_turns_each():
    g = Kayain(max_turns=5)
    s = _random_game(g, 0, skip_declare=True)[-1]
    assert s.turn == 10 and g.outcome(s).reason == 'timeout' and g.outcome(s).scores == g.scores(s)

def test_friendly_mode_lists_only_completable_declarations():
    g = Kayain(friendly=True)
    s = _pos(g, hands=[['red'], []], paintings=[[{'id': 'a', 'value': 5, 'colours': ['red']}, {'id': 'c', 'value': 5, 'colours': ['grey']}], []])
    assert [m for m in g.legal_moves(s) if m['type'] == 'declare'] == [{'type': 'declare', 'painting': 'a'}]
    assert g.explain(s, {'type': 'declare', 'painting': 'c'}).focus == ['grey']

# ---- records -------------------------------------------------------------------------------
def test_record_replays_to_the_same_game():
    rec = play('kayain', [greedy_player(), greedy_player('rush')], seed=5)
    text = json.dumps(rec.to_json())
    states = replay(json.loads(text))
    assert len(states) == len(rec.moves) + 1 and load('kayain').outcome(states[-1]).to_json() == rec.outcome
    assert len(text) < 20_000

def test_same_seed_same_game_in_another_process():
    "Move lists and dealing must not depend on string hashing: two interpreters with different hash seeds play the same game"
    import os, subprocess
    code = "import games_lib.kayain, games_lib, json; print(json.dumps(games_lib.play('kayain', ['random'] * 2, seed=9).to_json()))"
    runs = [subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True,
                           env={**os.environ, 'PYTHONHASHSEED': h}).stdout for h in ('1', '2')]
    assert runs[0] == runs[1] and json.loads(runs[0])['moves']

# ---- bad moves and bad JSON change nothing ------------------------------------------------------------------------
PLACE = {'type': 'place', 'card': 'cyan', 'palette': 0, 'side': 0, 'announce': 'cyan'}
BAD_MOVES = [None, 'draw', 3, [], {}, {'type': 'mix'}, {'type': 'place'}, {**PLACE, 'card': 'blue'}, {**PLACE, 'card': None},
             {**PLACE, 'announce': 'bleu'}, {**PLACE, 'palette': 6}, {**PLACE, 'palette': -1}, {**PLACE, 'palette': 1.0},
             {**PLACE, 'side': 2}, {**PLACE, 'side': True}, {'type': 'collect'}, {'type': 'collect', 'palette': '3'},
             {'type': 'draw', 'colour': 'Cyan'}, {'type': 'draw', 'colour': ['cyan']}, {'type': 'declare'}, {'type': 'declare', 'painting': ''},
             {'type': 'declare', 'painting': 15}]

@pytest.mark.parametrize("move", BAD_MOVES, ids=repr)
def test_malformed_moves_are_invalid_and_change_nothing(move):
    g = Kayain()
    s = g.setup(seed=1)
    before = _dump(g, s)
    with pytest.raises(InvalidMove): g.apply(s, move)
    with pytest.raises(InvalidMove): g.explain(s, move)
    assert _dump(g, s) == before

ILLEGAL = [({'type': 'place', 'card': 'green', 'palette': 0, 'side': 0, 'announce': 'green'}, 'kayain.place.not_held', "You have no green card in hand."),
           ({'type': 'collect', 'palette': 2}, 'kayain.collect.two_cards', "Cards are always collected in pairs: palette 3 holds 0."),
           ({'type': 'draw', 'colour': 'pink'}, 'kayain.draw.base_only', "pink is made on a palette"),
           ({'type': 'declare', 'painting': 'p99-1'}, 'kayain.declare.not_held', "You do not hold the painting you named."),
           ({'type': 'pass'}, 'kayain.pass.can_act', "You can still place a card, so you may not pass.")]

@pytest.mark.parametrize("move,rule,message", ILLEGAL, ids=lambda v: v if isinstance(v, str) and v.startswith('kayain') else None)
def test_illegal_moves_name_the_rule_in_both_languages_and_change_nothing(move, rule, message):
    g = Kayain()
    s = g.setup(seed=1)
    before = _dump(g, s)
    with pytest.raises(IllegalMove) as e: g.apply(s, move)
    r = e.value.rejection
    assert r.rule == rule and message in r.message and r.text('fr') != r.message and json.dumps(move, sort_keys=True) in str(e.value)
    assert _dump(g, s) == before

def test_occupied_slot_empty_pile_and_game_over_are_refused():
    g = Kayain()
    s = _pos(hands=[['cyan'], []], slots=[[{'card': 'red'}, None]] + [[None, None]] * 5, supply={'cyan': 0})
    assert g.explain(s, {**PLACE, 'palette': 0, 'side': 0}).focus == [[0, 0]]
    assert g.explain(s, {'type': 'draw', 'colour': 'cyan'}).rule == 'kayain.draw.empty'
    over = g.from_json({**g.to_json(s), 'phase': 'over', 'to_move': None})
    assert g.explain(over, PLACE).rule == 'kayain.end.over' and g.legal_moves(over) == [] and g.to_move(over) is None

BAD_STATES = [
    ({}, "hands: missing"), ({'hands': 'x'}, "hands: expected list"), ({'hands': [[]]}, "hands: Les Pigments de Kayaîn is for exactly 2 players, got 1"),
    ({'hands': [['cyan'], ['pourpre']]}, "hands[1][0]: unknown colour 'pourpre'"),
    ({'hands': [['white'] * 6, ['white'] * 5]}, "white: 11 cards in hands and on palettes, but the game has 10"),
    ({'hands': [[], []], 'supply': {'pink': 7}}, "supply.pink: 7 in the pile and 0 in hands and on palettes, but the game has 6"),
    ({'hands': [[], []], 'supply': {'pink': -1}}, "supply.pink: expected a count >= 0, got -1"),
    ({'hands': [[], []], 'supply': {'bleu': 1}}, "supply.bleu: unknown colour"),
    ({'hands': [[], []], 'slots': [[None, None]] * 5}, "slots: expected 6 palettes"),
    ({'hands': [[], []], 'slots': [[None]] + [[None, None]] * 5}, "slots[0]: expected [side 0, side 1]"),
    ({'hands': [[], []], 'slots': [[None, {'announced': 'red'}]] + [[None, None]] * 5}, "slots[0][1].card: missing"),
    ({'hands': [[], []], 'slots': [[None, {'card': 'red', 'announced': 'rouge'}]] + [[None, None]] * 5}, "slots[0][1].announced: unknown colour 'rouge'"),
    ({'hands': [[], []], 'slots': [[None, {'card': 'red', 'by': 2}]] + [[None, None]] * 5}, "slots[0][1].by: 2 is out of range 0..1"),
    ({'hands': [[], []], 'paintings': [[{'id': 'a', 'value': 5}], []]}, "paintings[0][0].colours: missing"),
    ({'hands': [[], []], 'paintings': [[{'id': 'a', 'value': '5', 'colours': ['red']}], []]}, "paintings[0][0].value: expected int"),
    ({'hands': [[], []], 'paintings': [[], []], 'discarded': [{'id': 'a', 'value': 5, 'colours': []}]}, "discarded[0].colours: a painting needs at least one colour"),
    ({'hands': [[], []], 'paintings': [[{'id': 'a', 'value': 5, 'colours': ['red']}], [{'id': 'a', 'value': 5, 'colours': ['red']}]]},
     "paintings[1][0].id: painting 'a' is already in paintings[0]"),
    ({'hands': [[], []], 'phase': 'dancing'}, "phase: 'dancing' is not one of"),
    ({'hands': [[], []], 'phase': 'over', 'to_move': 0}, "to_move: 0 but the game is over"),
    ({'hands': [[], []], 'to_move': 2}, "to_move: 2 is out of range 0..1"), ({'hands': [[], []], 'brush': None}, "brush: expected int"),
    ({'hands': [[], []], 'turn': -3}, "turn: -3 is out of range 0.."), ({'hands': [[], []], 'log': ['placed']}, "log: every event must be a JSON object"),
    ({'hands': [[], []], 'options': {'friendly': True}}, "options: this state was played with"),
]

@pytest.mark.parametrize("state,message", BAD_STATES, ids=lambda v: v if isinstance(v, str) else None)
def test_malformed_json_states_get_precise_errors(state, message):
    with pytest.raises(ValueError) as e: Kayain().from_json(state)
    assert message in str(e.value)

def test_moves_read_into_named_tuples_and_keep_their_keys():
    "A move's fields by name (`mv.slot` is 2 * palette + side); a listed move and the same dict share one key, the tuple's text"
    mv = parse_move(PLACE)
    assert (mv.kind, mv.card, mv.slot, mv.announce) == ('place', INDEX['cyan'], 0, INDEX['cyan'])
    assert parse_move({'type': 'collect', 'palette': 4}).palette == 4 and parse_move({'type': 'draw', 'colour': 'white'}).colour == INDEX['white']
    assert parse_move({'type': 'declare', 'painting': 'p5-1'}).painting == 'p5-1' and parse_move({'type': 'pass'}) == ('pass',)
    g, m = Kayain(), {**PLACE, 'palette': 3, 'side': 1, 'announce': 'yellow'}
    assert g.move_key(m) == g.move_key(PLACE_MOVES[0][7][INDEX['yellow']]) == repr(('place', 0, 7, INDEX['yellow']))

def test_listed_moves_are_shared_read_only_and_travel_as_plain_dicts():
    m = PLACE_MOVES[0][0][0]
    with pytest.raises(TypeError, match="read-only"): m['card'] = 'yellow'
    with pytest.raises(TypeError, match="read-only"): m.update(card='yellow')
    assert type(pickle.loads(pickle.dumps(m))) is dict and type(copy.copy(m)) is dict and dict(m) == PLACE
    assert m == PLACE and Kayain().move_key(m) == Kayain().move_key(dict(PLACE))

# ---- views --------------------------------------------------------------------------------------------------------
def _swap_hidden(g, s, p):
    "The same position with player `p`'s face-down cards and hand shuffled together (what the opponent cannot tell apart)"
    j, rng = g.to_json(s), random.Random(1)
    spots = [(i, k) for i in range(6) for k in (0, 1) if j['slots'][i][k] and j['slots'][i][k]['by'] == p]
    cards = j['hands'][p] + [j['slots'][i][k]['card'] for i, k in spots]
    rng.shuffle(cards)
    for (i, k), c in zip(spots, cards): j['slots'][i][k]['card'] = c
    j['hands'][p] = cards[len(spots):]
    j['paintings'][p] = list(reversed(j['paintings'][p]))
    return g.from_json(j)

def test_views_hide_hands_paintings_and_face_down_cards_but_not_announcements():
    g = Kayain()
    for s in _greedy_game(g, 3)[::5] + _random_game(g, 4)[::7]:
        live = s.phase != 'over'
        for p in (0, 1):
            v, q = g.view(s, p), 1 - p
            assert (v['hands'][q], v['paintings'][q], v['completed'][q]) == ((None,) * 3 if live else (g.to_json(s)['hands'][q], g.to_json(s)['paintings'][q], g.to_json(s)['completed'][q]))
            assert v['hands'][p] == g.to_json(s)['hands'][p] and v['hand_sizes'] == [sum(h) for h in s.hands]
            for i, pal in enumerate(v['slots']):
                for k, e in enumerate(pal):
                    if e is None: continue
                    assert e['announced'] == COLOURS[s.slots[2 * i + k][1]]
                    assert e['card'] == (COLOURS[s.slots[2 * i + k][0]] if e['by'] == p or not live else None)
            if live: assert g.view(_swap_hidden(g, s, q), p) == v, "a view changed with what it should not show"
        if live: assert g.view(s, None)['hands'] == [None, None]

def test_reveals_are_in_the_public_log():
    g = Kayain()
    s = _greedy_game(g, 8)[-1]
    kinds = {e['event'] for e in s.log}
    assert {'start', 'place', 'collect', 'declare'} <= kinds
    for e in s.log:
        if e['event'] == 'collect': assert set(e) >= {'cards', 'by', 'makes', 'gained'}
        if e['event'] == 'declare': assert set(e) >= {'painting', 'value', 'colours', 'correct', 'shown'}
        assert 'card' not in e

# ---- determinize --------------------------------------------------------------------------------------------------
def test_determinize_agrees_with_the_view_and_varies_the_unknowns():
    g, rng = Kayain(), random.Random(0)
    varied = 0
    for s in _greedy_game(g, 12)[5:-1:6]:
        for p in (0, 1):
            v = g.view(s, p)
            ds = [g.determinize(v, rng) for _ in range(8)]
            assert all(g.view(d, p) == v for d in ds)
            hidden = {(d.hands[1 - p], tuple(e for e in d.slots if e and e[2] != p), tuple(x.id for x in d.paintings[1 - p])) for d in ds}
            varied += len(hidden) > 1
            assert all(sorted(x.value for x in d.paintings[1 - p]) == sorted(x.value for x in s.paintings[1 - p]) for d in ds)
            assert all(d.completed[1 - p] == s.completed[1 - p] for d in ds), "completed paintings were shown when declared"
    assert varied >= 10

def test_determinize_cannot_cheat():
    "Two positions the player cannot tell apart give the same determinizations (same rng): only the view is used"
    g = Kayain()
    for s in _greedy_game(g, 21)[3:-1:9]:
        for p in (0, 1):
            twin = _swap_hidden(g, s, 1 - p)
            a, b = g.determinize(g.view(s, p), random.Random(5)), g.determinize(g.view(twin, p), random.Random(5))
            assert _dump(g, a) == _dump(g, b)

def test_determinize_keeps_face_down_cards_to_what_their_owner_held():
    "Over random games, every sampled face-down card is one its owner could have held when laying it (replay check)"
    g, rng = Kayain(), random.Random(3)
    for s in _random_game(g, 30, skip_declare=True)[10:80:10]:
        p = g.to_move(s)
        for _ in range(5):
            d = g.determinize(g.view(s, p), rng)
            assert _replays(g, s, d), "the determinization is not a position the opponent's play could have led to"

def _replays(g, s, d):
    "Re-play the log of `s` from its start with `d`'s face-down cards: every placement must be of a card in hand"
    j = g.to_json(d)
    held = [Counter(j['hands'][q]) for q in (0, 1)]
    slots = {(i, k): j['slots'][i][k] for i in range(6) for k in (0, 1)}
    for e in reversed(s.log):   # walk back from today: undo each event on the hands
        q = e.get('player')
        if e['event'] == 'place':
            card = slots.pop((e['palette'], e['side']))['card']
            held[q][card] += 1
        elif e['event'] == 'collect':
            for k, c in enumerate(e['cards']): slots[e['palette'], k] = {'card': c}
            if e['gained']: held[q][e['gained']] -= 1
        elif e['event'] == 'draw': held[q][e['colour']] -= 1
        elif e['event'] == 'declare' and e['correct']:
            for c in e['colours']: held[q][c] += 1
        if any(n < 0 for h in held for n in h.values()): return False
    return all(sorted(h.elements()) == sorted(['cyan', 'cyan', 'yellow', 'yellow', 'magenta', 'magenta', 'black', 'white']) for h in held)

def test_determinize_refuses_a_spectator_view():
    g = Kayain()
    with pytest.raises(ValueError, match="needs a player's view"): g.determinize(g.view(g.setup(seed=0), None), random.Random(0))

# ---- what the bots know: heuristic, evaluator, determinizer, random playouts -----------------------------------------
from games_lib.bots import BLUFFS, DETERMINIZERS, EVALUATORS, HEURISTICS, PLAYOUTS, determinizer, playout
from games_lib.bots.kayain import kayain_bluff, kayain_heuristic, kayain_value, painter_plan, painter_rating, random_move
import games_lib.bots.kayain

def test_the_rules_do_not_know_their_players():
    "The engine imports no strategy and carries none; the strategy module fills the search's registries"
    import ast
    tree = ast.parse(pathlib.Path(games_lib.kayain.__file__).read_text())
    imported = {n.module or '' for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)} | {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not any('bots' in m for m in imported) and {m for m in imported if m.startswith('.')} <= {'.core', '.components'}
    assert not any(hasattr(Kayain, name) for name in ('determinizer', 'random_move', 'playout_move', 'tree_key', 'heuristic'))
    assert (HEURISTICS['kayain'], EVALUATORS['kayain'], DETERMINIZERS['kayain'], PLAYOUTS['kayain'], BLUFFS['kayain']) == \
           (kayain_heuristic, kayain_value, games_lib.bots.kayain.determinizer, random_move, (kayain_bluff, 0.3))

def test_the_search_samples_and_plays_out_with_the_registered_helpers():
    g = Kayain()
    s = _greedy_game(g, 5)[20]
    v = g.view(s, g.to_move(s))
    a, b = determinizer(g, v), games_lib.bots.kayain.determinizer(g, v)
    assert all(_dump(g, a(random.Random(k))) == _dump(g, b(random.Random(k))) for k in range(5))
    pick = playout(g)
    assert all(pick(s.but(), random.Random(k)) is random_move(g, s.but(), random.Random(k)) for k in range(20))

def test_determinizer_agrees_with_views_and_varies_the_unknowns():
    "The fast sampler agrees with the view, keeps face-down cards to what their owner held, varies the hidden cards"
    g, rng = Kayain(), random.Random(1)
    varied = 0
    for s in _greedy_game(g, 12)[5:-1:6] + _random_game(g, 30, skip_declare=True)[10:80:10]:
        for p in (0, 1):
            v = g.view(s, p)
            sample = determinizer(g, v)
            ds = [sample(rng) for _ in range(8)]
            assert all(g.view(d, p) == v for d in ds)
            assert all(_replays(g, s, d) for d in ds)
            assert all(sorted(x.value for x in d.paintings[1 - p]) == sorted(x.value for x in s.paintings[1 - p]) for d in ds)
            hidden = {(d.hands[1 - p], tuple(e for e in d.slots if e and e[2] != p), tuple(x.id for x in d.paintings[1 - p])) for d in ds}
            varied += len(hidden) > 1
    assert varied >= 20

def test_determinizer_never_reproduces_the_hidden_state():
    g = Kayain()
    s = _greedy_game(g, 7)[30]
    p = g.to_move(s)
    hidden = lambda x: (x.hands[1 - p], tuple(e for e in x.slots if e and e[2] != p), sorted(y.id for y in x.paintings[1 - p]))
    sample = determinizer(g, g.view(s, p))
    assert sum(hidden(sample(random.Random(k))) == hidden(s) for k in range(200)) < 5

def test_greedy_bot_returns_legal_moves_and_rates_as_the_painter():
    g = Kayain(max_turns=40)
    for seed in range(3):
        s, rng, b = g.setup(seed=seed), random.Random(seed), bot('greedy', g)
        while (p := g.to_move(s)) is not None:
            v, legal = g.view(s, p), g.legal_moves(s)
            m = b(v, legal, rng) if p == seed % 2 else legal[rng.randrange(len(legal))]
            if p == seed % 2:
                assert g.explain(s, m) is None
                plan = painter_plan(v, 'rush')
                assert kayain_heuristic(g, v, m) == max(painter_rating(plan, x) for x in legal)
            s = g.apply(s, m)
    assert HEURISTICS['kayain'] is kayain_heuristic

def test_ratings_rate_any_list_of_moves_as_the_heuristic_does():
    "The ratings rate a whole run of a card's placements on a slot at once; any other list (cut mid-run, shuffled, copied, a variant's) is rated move by move, the same"
    g, rng = Kayain(), random.Random(4)
    many, checked = HEURISTICS['kayain'].many, 0
    for s in _greedy_game(g, 4)[:-1:4] + _random_game(g, 9, skip_declare=True)[:60:6]:
        v, legal = g.view(s, g.to_move(s)), g.legal_moves(s)
        honest = [m for m in legal if m['type'] != 'place' or m['announce'] == m['card']]
        cut = len(legal) // 2                          # a copy in the middle of the list
        for moves in (legal, legal[7:], rng.sample(legal, len(legal)), [dict(m) for m in legal], honest,
                      legal[:cut] + [dict(legal[cut])] + legal[cut + 1:], honest[:2] + legal):
            assert many(g, v, moves) == [kayain_heuristic(g, v, m) for m in moves]
            checked += len(moves)
    assert checked > 10_000


def test_greedy_painter_declares_a_ready_painting_and_never_a_missing_one():
    g = Kayain()
    s = _pos(g, hands=[['red', 'black'], []], paintings=[[{'id': 'a', 'value': 5, 'colours': ['red', 'black']},
                                                          {'id': 'b', 'value': 30, 'colours': ['pink', 'brown', 'grey']}], []])
    v = g.view(s, 0)
    assert greedy_player()(v, g.legal_moves(s), random.Random(0)) == {'type': 'declare', 'painting': 'a'}
    assert kayain_heuristic(g, v, {'type': 'declare', 'painting': 'b'}) < 0

def test_evaluator_shares_sum_to_one_and_follow_the_pigments():
    g = Kayain()
    for s in _greedy_game(g, 3)[::7]:
        v = EVALUATORS['kayain'](g, s)
        assert len(v) == 2 and abs(sum(v) - 1) < 1e-9 and all(0 <= x <= 1 for x in v)
    end = _greedy_game(g, 3)[-2]
    done = [sum(x.value for x in c) for c in end.completed]
    if done[0] != done[1]: assert (EVALUATORS['kayain'](g, end)[0] > 0.5) == (done[0] > done[1])

def test_random_move_is_the_listed_move_the_same_draw_would_pick():
    for g in (Kayain(), Kayain(friendly=True)):
        s, rng = g.setup(seed=4), random.Random(4)
        while g.to_move(s) is not None:
            k = rng.randrange(10**6)
            m = random_move(g, s.but(), random.Random(k))
            legal = g.legal_moves(s)
            assert m == legal[random.Random(k).randrange(len(legal))]
            s = g.apply(s, m)


def test_the_search_bot_bluffs_in_its_announcements_only():
    "With bluff=0.5, about half the placements name another colour; the card and the place are the ones the search chose"
    g = load('kayain')
    s, rng, told, lies = g.setup(2, seed=12), random.Random(12), 0, 0
    m = bot('mcts', g, simulations=20, bluff=0.5)
    while g.to_move(s) is not None and told < 40:
        legal = g.legal_moves(s)
        if g.to_move(s) == 0:
            mv = m(g.view(s, 0), legal, rng)
            assert mv in legal
            if mv['type'] == 'place':
                chosen = m.explain()[0]
                told, lies = told + 1, lies + (mv['announce'] != mv['card'])
                assert chosen.get('played', chosen['move']) == mv
                assert {k: v for k, v in chosen['move'].items() if k != 'announce'} == {k: v for k, v in mv.items() if k != 'announce'}
        else: mv = legal[rng.randrange(len(legal))]
        s = g.apply(s, mv)
    assert told >= 20 and 0.2 <= lies / told <= 0.8
