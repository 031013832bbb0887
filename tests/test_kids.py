"""Kids beyond the notebook: conformance for every player count and option, card conservation, records,
bad input changes nothing, views leak nothing, determinize agrees with the view."""
import json, random, sys, pathlib
from collections import Counter
import pytest
from hypothesis import given, settings, strategies as st
import games_lib
import games_lib.kids   # registers 'kids' (until the package's front door imports it)
from games_lib import IllegalMove, InvalidMove, check_game, load
from games_lib.kids import HIDDEN, KIDS_OPTIONS, Kids, seen_in_log


# Random players never empty the table (wrong grabs send cards back), so the quick runs stop at a small max_turns;
# a small deck (two colours, three cards each) lets random games reach the real end, the last-card bet included.
QUICK, SMALL = Kids.quick_options, {'colours': ['red', 'blue'], 'per_colour': 3, 'max_turns': 60}

def _variants():
    for opt, o in KIDS_OPTIONS.items():
        for v in (o.choices or ()):
            if v != o.default: yield {opt: v}
    yield from [{'max_flip': 1}, {'max_flip': 5}, {'colours': ['green', 'black', 'yellow']}, {'per_colour': 2}, {'log_keep': 1},
                {'first_player': 1}, {'multi_flip': 'sequential', 'max_flip': 4}, {'grab_timing': 'turn_order', 'grabs': 'one'}]

def test_the_rules_import_only_core_and_components():
    "The rules know nothing of who plays them: games_lib.kids imports the standard library, fastcore, core, components and the rulebook only"
    import ast, importlib.util
    tree = ast.parse(pathlib.Path(importlib.util.find_spec('games_lib.kids').origin).read_text())
    mine = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom): mine.add('.' * node.level + (node.module or ''))
        elif isinstance(node, ast.Import): mine.update(a.name for a in node.names)
    inside = {m for m in mine if m.startswith('.') or m.startswith('games_lib')}
    assert inside == {'.core', '.components', '.rulebook'}, inside   # the rulebook: sentences and pictures for readers
    assert all(m.split('.')[0] in sys.stdlib_module_names | {'fastcore', '__future__'} for m in mine - inside), mine - inside

def test_a_position_may_name_some_options_the_others_taking_their_defaults():
    d = {'won': [[], []], 'deck': ['red', 'blue']}
    g = load('kids', max_turns=20)
    assert g.to_json(g.from_json({**d, 'options': {'max_turns': 20}})) == g.to_json(g.from_json(d))
    with pytest.raises(ValueError, match=r"options: this state was played with \{'max_turns': 21\}, this game has \{'max_turns': 20\}"):
        g.from_json({**d, 'options': {'max_turns': 21}})
    with pytest.raises(ValueError, match="unknown option 'speed'"): g.from_json({**d, 'options': {'speed': 2}})
    for colours in (['red', 'blue'], ('red', 'blue')):   # colours given to load as a list or a tuple; JSON has lists
        g2 = load('kids', colours=colours, per_colour=3)
        assert g2.from_json({**d, 'options': {'colours': ['red', 'blue'], 'per_colour': 3}}).deck == ('red', 'blue')
        with pytest.raises(ValueError, match=r"options: this state was played with \{'colours': \['blue', 'red'\]\}"):
            g2.from_json({**d, 'options': {'colours': ['blue', 'red'], 'per_colour': 3}})
        with pytest.raises(ValueError, match=r"options: this state was played with \{'per_colour': 8, 'colours'"):
            g2.from_json({**d, 'options': {}})

@pytest.mark.parametrize('keep', [1, 3, 16])
def test_the_log_keeps_its_latest_events_and_counts_the_dropped(keep):
    "The log holds the latest log_keep events of the game, or all of the last move's if it made more; log_offset counts the others"
    g, whole = load('kids', log_keep=keep, max_turns=30), load('kids', log_keep=10**6, max_turns=30)
    s, w, rng, longer = g.setup(3, keep), whole.setup(3, keep), random.Random(keep), 0
    while g.to_move(s) is not None:
        legal = g.legal_moves(s)
        m = legal[rng.randrange(len(legal))]
        made = len(whole.apply(w, m).log) - len(w.log)   # the events of this move
        s, w = g.apply(s, m), whole.apply(w, m)
        assert len(s.log) == min(len(w.log), max(keep, made)) and s.log_offset == len(w.log) - len(s.log)
        assert list(s.log) == list(w.log[len(w.log) - len(s.log):])
        longer += made > keep
    assert keep > 2 or longer > 0, "no move made more events than the log keeps"

def test_conformance_every_player_count():
    res = check_game(load('kids', **QUICK), n_games=5, seed=11)
    assert res['players'] == [2, 3, 4, 5, 6] and res['reasons'] == {'timeout': 5}

def test_conformance_to_the_end():
    "Small decks end by the rules: the last card is won, the bet paid"
    res = check_game(load('kids', **SMALL), n_games=5, seed=3)
    assert res['reasons'].get('kids.end.empty', 0) >= 3

@pytest.mark.parametrize("options", list(_variants()), ids=lambda o: ','.join(f"{k}={v}" for k, v in o.items()))
def test_conformance_every_option(options):
    res = check_game(load('kids', **{**QUICK, **options}), n_games=2, seed=5, players=[2, 5])
    assert res['options'] == {**load('kids').opts, **QUICK, **options}
    check_game(load('kids', **{**SMALL, **options}), n_games=1, seed=6, players=[3])

@pytest.mark.slow
def test_conformance_default_rules_long():
    "The default max_turns (150): long random games, every player count"
    res = check_game(load('kids'), n_games=5, seed=1)
    assert res['reasons'] == {'timeout': 5}

OPTION_SETS = [{}, {'demo': True}, {'multi_flip': 'sequential'}, {'grab_timing': 'turn_order'}, {'penalty_card': 'last_won'},
               {'specials': 'play_on'}, {'colours': ['red', 'blue'], 'per_colour': 2}, {'max_flip': 4, 'steals': 'at_most_two'}]

def _all_cards(s):
    return Counter(s.deck) + Counter(c for c in s.table if c is not None) + Counter(c for w in s.won for c in w) + Counter(s.used)

@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 6), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=400),
       options=st.sampled_from(OPTION_SETS))
def test_cards_are_conserved(seed, n, picks, options):
    "At every step every card of the game is exactly once in the deck, on the table, in a won pile or out of the game"
    g = Kids(**options)
    s, want = g.setup(n, seed), Counter(g.composition(n))
    for k in picks:
        assert _all_cards(s) == want
        assert len(s.used) == len(set(s.used)) or Counter(s.used)['skip'] <= 2
        legal = g.legal_moves(s)
        if not legal: break
        s = g.apply(s, legal[k % len(legal)])
    assert _all_cards(s) == want

def test_record_replays_to_the_same_game():
    rec = games_lib.play('kids', ['random'] * 4, seed=3, max_turns=30)
    states = games_lib.replay(json.loads(json.dumps(rec.to_json())))
    g = load('kids', max_turns=30)
    assert len(states) == len(rec.moves) + 1 and g.outcome(states[-1]).to_json() == rec.outcome
    assert len(json.dumps(rec.to_json())) < 30_000

def test_same_seed_same_game_in_another_process():
    "Move lists must not depend on string hashing: two interpreters with different hash seeds play the same game"
    import os, subprocess
    code = ("import games_lib, games_lib.kids, json; "
            "print(json.dumps(games_lib.play('kids', ['random'] * 3, seed=9, max_turns=40).to_json()))")
    runs = [subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True,
                           env={**os.environ, 'PYTHONHASHSEED': h}).stdout for h in ('1', '2')]
    assert runs[0] == runs[1] and json.loads(runs[0])['moves']

# ---- bad input ------------------------------------------------------------------------------------------------
def _window():
    "A miss window: A flipped green (slot 0) on a black die; B is asked"
    g = load('kids')
    s = g.from_json({'won': [[], [], ['red', 'blue'], []], 'deck': ['red', 'pink'], 'table': ['green', 'black'], 'phase': 'choose', 'die': 'black'})
    return g, g.apply(s, {'type': 'flip', 'slots': [0]})

BAD_MOVES = [None, 'grab', 3, [], {}, {'type': 'teleport'}, {'type': 'grab'}, {'type': 'grab', 'slot': '1'},
             {'type': 'grab', 'slot': True}, {'type': 'grab', 'slot': 1.0}, {'type': 'flip'}, {'type': 'flip', 'slots': []},
             {'type': 'flip', 'slots': [1, 1]}, {'type': 'flip', 'slots': 1}, {'type': 'steal', 'from': []}, {'type': 'steal', 'from': [True]},
             {'type': 'bet'}, {'type': 'bet', 'amount': '2'}, {'type': 'give', 'card': 'white'}, {'type': 'give', 'card': ['red']},
             {'type': 'grab', 'slot': -1}, {'type': 'flip', 'slots': [-1]}, {'type': 'steal', 'from': [-1]}]   # numbers count from 0: no "slot 0" for people

@pytest.mark.parametrize("move", BAD_MOVES, ids=repr)
def test_malformed_moves_are_invalid_and_change_nothing(move):
    g, s = _window()
    before = json.dumps(g.to_json(s))
    with pytest.raises(InvalidMove):
        g.apply(s, move)
    assert json.dumps(g.to_json(s)) == before

ILLEGAL = [({'type': 'roll'}, 'kids.window.grab_or_pass', "Player 2 may grab"), ({'type': 'grab', 'slot': 7}, 'kids.grab.no_card', "slot 8"),
           ({'type': 'draw'}, 'kids.window.grab_or_pass', "or pass"),
           ({'type': 'give', 'card': 'red'}, 'kids.window.grab_or_pass', "or pass"), ({'type': 'bet', 'amount': 1}, 'kids.window.grab_or_pass', "or pass")]

@pytest.mark.parametrize("move,rule,words", ILLEGAL, ids=lambda v: repr(v) if isinstance(v, dict) else None)
def test_illegal_moves_name_the_rule_and_change_nothing(move, rule, words):
    g, s = _window()
    before = json.dumps(g.to_json(s))
    assert g.explain(s, move).rule == rule
    with pytest.raises(IllegalMove) as e:
        g.apply(s, move)
    assert e.value.rejection.rule == rule and words in str(e.value)
    assert json.dumps(g.to_json(s)) == before

def test_phase_rules_refuse_out_of_turn_moves():
    g = load('kids')
    s = g.from_json({'won': [[], ['blue'], ['red']], 'deck': ['red', 'green'], 'table': ['pink', 'pink', 'pink'], 'phase': 'choose', 'die': 'pink'})
    w = g.apply(s, {'type': 'flip', 'slots': [0, 1, 2]})
    assert (w.phase, w.steals) == ('steal', 2) and g.explain(w, {'type': 'roll'}).rule == 'kids.steal.now'
    assert g.explain(w, {'type': 'steal', 'from': [1, 1]}).rule == 'kids.steal.not_enough'
    assert g.explain(w, {'type': 'steal', 'from': [0, 1]}).rule == 'kids.steal.opponents'
    assert g.explain(w, {'type': 'steal', 'from': [1]}).rule == 'kids.steal.count'
    assert g.legal_moves(w) == [{'type': 'steal', 'from': [1, 2]}]
    over = g.from_json({'won': [['red'], []], 'phase': 'over'})
    assert g.legal_moves(over) == [] and g.to_move(over) is None and g.explain(over, {'type': 'roll'}).rule == 'kids.end.over'

W = [[], [], []]
BAD_STATES = [
    ({}, "won: missing"),
    ({'won': 'x'}, "won: expected list"),
    ({'won': [[]]}, "won: 1 players; kids is for 2 to 6"),
    ({'won': [['red'], ['purple'], []]}, "won[1][0]: unknown card 'purple'"),
    ({'won': [['skip'], [], []]}, "won[0][0]: 'skip' is a special card; specials are never won"),
    ({'won': W, 'table': ['red', 'reverse']}, "table[1]: 'reverse' is a special card; specials are never laid on the table"),
    ({'won': W, 'table': ['hidden']}, "table[0]: 'hidden' is a face-down card in a view"),
    ({'won': W, 'deck': None}, "deck: null is a view's hidden deck"),
    ({'won': W, 'deck': ['red'] * 9}, "cards: 9 'red' cards in deck, table, won and used, but a 3-player game has 8"),
    ({'won': [[], []], 'deck': ['red', 'reverse']}, "cards: 1 'reverse' cards in deck, table, won and used, but a 2-player game has 0"),
    ({'won': W, 'deck': ['red'], 'used': ['red']}, "used[0]: 'red' is a kids card; only specials leave the game"),
    ({'won': W, 'deck': ['red'], 'direction': 2}, "direction: 2 must be 1 (to the left) or -1"),
    ({'won': W, 'deck': ['red'], 'phase': 'dancing'}, "phase: 'dancing' is not one of roll"),
    ({'won': W, 'deck': ['red'], 'phase': 'choose', 'die': 'white'}, "die: 'white' is not a face of the die"),
    ({'won': W, 'deck': ['red'], 'phase': 'choose'}, "die: missing, but phase 'choose' comes after a roll"),
    ({'won': W, 'deck': ['red'], 'active': 3}, "active: 3 is not a player (0 to 2)"),
    ({'won': W, 'deck': ['red'], 'skips': [0, 1]}, "skips: expected 3 counts >= 0"),
    ({'won': W, 'deck': ['red'], 'bet': {'player': 1, 'amount': -1}}, "bet.amount: -1 is out of range 0..inf"),
    ({'won': W, 'deck': ['red'], 'rng': -5}, "rng: -5 is out of range 0..18446744073709551615"),
    ({'won': W, 'deck': ['red'], 'log': ['x']}, "log: every event must be a JSON object"),
    ({'won': W, 'deck': ['skip']}, "phase: 'roll', but no kids card is left"),
    ({'won': W, 'deck': ['red'], 'table': ['red'], 'grabs': [{'player': 1, 'slot': 0}]}, "grabs: 1 grab(s) but no window is open"),
    ({'won': W, 'deck': ['red'], 'table': ['red', None], 'phase': 'miss', 'die': 'red', 'grabs': [{'player': 1, 'slot': 1}]}, "grabs[0].slot: 1 is not a slot holding a card"),
    ({'won': W, 'deck': ['red'], 'table': ['red'], 'phase': 'miss', 'die': 'red', 'to_move': 0}, "to_move: 0 has the hand"),
    ({'won': W, 'deck': ['red'], 'phase': 'miss', 'die': 'red'}, "to_move: nobody may grab in this 'miss' window"),
    ({'won': W, 'deck': ['red'], 'table': ['blue'], 'phase': 'flipping', 'die': 'red', 'flipped': [0]}, "flipped: only cards of the die's colour (red) stay face up"),
    ({'won': W, 'deck': ['red'], 'table': ['red'], 'flipped': [0]}, "flipped: [0] but only phase 'flipping' keeps cards face up"),
    ({'won': W, 'deck': ['red'], 'phase': 'steal', 'steals': 1}, "steals: 1, but phase 'steal' needs 1 to 0"),
    ({'won': W, 'deck': ['red'], 'phase': 'penalty'}, "owed: empty, but phase 'penalty'"),
    ({'won': W, 'deck': ['red'], 'phase': 'penalty', 'owed': [1]}, "owed: player 1 owes a penalty but has won no card to give"),
    ({'won': W, 'deck': [], 'table': ['red'], 'phase': 'bet', 'window': 'announce', 'die': 'red'}, "window: 'announce' but the deck is empty"),
    ({'won': W, 'deck': ['red'], 'window': 'miss', 'die': 'red'}, "window: 'miss' but no window is open in phase 'roll'"),
    ({'won': W, 'deck': ['red'], 'phase': 'over', 'to_move': 1}, "to_move: 1 but the game is over"),
    ({'won': W, 'deck': ['red'], 'options': {'demo': True}}, "options: this state was played with"),
]

@pytest.mark.parametrize("state,message", BAD_STATES, ids=lambda v: v if isinstance(v, str) else None)
def test_malformed_json_states_get_precise_errors(state, message):
    with pytest.raises(ValueError) as e:
        load('kids').from_json(state)
    assert message in str(e.value)

# ---- views and determinize ------------------------------------------------------------------------------------
def _random_states(g, n, seed, steps):
    s, rng = g.setup(n, seed), random.Random(seed)
    for _ in range(steps):
        if g.to_move(s) is None: return
        yield s
        legal = g.legal_moves(s)
        s = g.apply(s, legal[rng.randrange(len(legal))])

def _hidden_changed(g, s, rng):
    "The same position with every hidden thing changed: deck order, face-down kids cards moved about, another die future"
    j = g.to_json(s)
    down = [i for i, c in enumerate(s.table) if c is not None and i not in s.flipped]
    cards = [s.table[i] for i in down]
    rng.shuffle(cards)
    for i, c in zip(down, cards): j['table'][i] = c
    j['deck'] = rng.sample(j['deck'], len(j['deck']))
    j['rng'] = rng.getrandbits(64)
    return g.from_json(j)

@pytest.mark.parametrize("options", [{}, {'multi_flip': 'sequential'}, {'grab_timing': 'turn_order'}], ids=str)
def test_views_never_show_hidden_cards(options):
    "Over random games, a view holds no deck, no face-down card, no die future, no other player's sealed grab; changing them all changes no view"
    g, rng = Kids(**options), random.Random(0)
    for seed in range(3):
        for s in _random_states(g, 4, seed, 300):
            up = {s.table[i] for i in s.flipped}
            for p in [None, 0, 1, 2, 3]:
                v = g.view(s, p)
                assert v['deck'] is None and v['rng'] is None and set(v['table']) <= {None, HIDDEN} | up
                if options.get('grab_timing') != 'turn_order': assert all(x['player'] == p for x in v['grabs'])
            other = _hidden_changed(g, s, rng)
            assert all(g.view(other, p) == g.view(s, p) for p in range(4))

def test_determinize_agrees_with_the_view_and_varies_the_unknown():
    g, rng = Kids(log_keep=40), random.Random(1)
    checked = 0
    for s in _random_states(g, 3, 4, 200):
        for p in range(3):
            v = g.view(s, p)
            dets = [g.determinize(json.loads(json.dumps(v)), rng) for _ in range(8)]
            assert all(g.view(d, p) == v for d in dets)
            seen, _ = seen_in_log(v['log'])
            for d in dets:
                assert all(d.table[i] == s.table[i] for i, c in enumerate(v['table']) if c == HIDDEN and i in seen)
                assert Counter(_cards(d)) == Counter(_cards(s))
            if len(s.deck) > 6 and len(set(s.deck)) > 1:
                assert len({d.deck for d in dets}) > 1
                checked += 1
    assert checked > 50

def _cards(s): return list(s.deck) + [c for c in s.table if c is not None] + [c for w in s.won for c in w] + list(s.used)

def test_determinize_keeps_penalty_cards_at_the_bottom():
    g, rng = load('kids'), random.Random(2)
    s = g.from_json({'won': [[], [], ['blue'], []], 'deck': ['pink', 'black', 'yellow', 'red', 'green'], 'table': ['green'],
                     'log': [{'event': 'penalty', 'player': 2, 'card': 'yellow'}, {'event': 'penalty', 'player': 1, 'card': 'red'},
                             {'event': 'penalty', 'player': 1, 'card': 'green'}]})
    decks = {g.determinize(g.view(s, 0), rng).deck for _ in range(30)}
    assert all(d[-3:] == ('yellow', 'red', 'green') for d in decks) and len({d[:2] for d in decks}) > 1
