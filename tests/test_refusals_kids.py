"""Kids: every rule's refusal asserted by its rule id, and the contested outcomes asserted directly.

`REFUSALS` holds one row per refused move: a hand-written position (`from_json`, only the fields that matter), the
options the rule belongs to, the move, and its "just legal" twin where one exists (same position, the move changed so
the rule is satisfied). A rule switched off fails the refusal; a rule made too strict fails the twin. `OPTION_OFF`
plays option rules under the other value of their option. The coverage test ties the tables to `games_lib.MESSAGES`:
a new `kids.*` rule without a row here fails it. The rest plays the seed's cases 2, 3 and 4, the steal, the last-card
bet and the final ranking as explicit moves, with the expected result worked out from the rule in a comment.
Players: A, B, C, D are seats 0, 1, 2, 3.
"""
from dataclasses import dataclass, field
from functools import reduce

import pytest
from conftest import assert_just_legal, assert_refused

import games_lib
from games_lib import MESSAGES

ROLL, DRAW, PASS = {'type': 'roll'}, {'type': 'draw'}, {'type': 'pass'}
def flip(*slots): return {'type': 'flip', 'slots': list(slots)}
def grab(slot): return {'type': 'grab', 'slot': slot}
def steal(*victims): return {'type': 'steal', 'from': list(victims)}
def give(card): return {'type': 'give', 'card': card}
def bet(amount): return {'type': 'bet', 'amount': amount}

def kids(**opts): return games_lib.load('kids', **opts)
def four(**fields):
    "A four-player position (A, B, C, D) with nothing won unless told"
    return {'won': [[], [], [], []], **fields}
def play(g, s, *moves): return reduce(g.apply, moves, s)
def table(g, s): return g.to_json(s)['table']
def won(g, s): return g.to_json(s)['won']
def counts(g, s): return [len(w) for w in won(g, s)]
def hand(g, s):
    "(who has the hand, the phase)"
    d = g.to_json(s)
    return d['active'], d['phase']
def is_listed(g, s, m): return g.move_key(m) in {g.move_key(x) for x in g.legal_moves(s)}


# ---- 1. refusals by rule id, each with its just-legal twin -----------------------------------------------------------
@dataclass(frozen=True)
class Refusal:
    rule: str
    state: dict
    move: dict
    twin: dict | None = None            # same position, the move changed so the rule holds: legal
    opts: dict = field(default_factory=dict)
    focus: list | None = None           # what the board should highlight, where meaningful

CHOOSE = four(deck=['red', 'blue'], table=['green', None, 'black'], phase='choose', die='black')
EMPTY_DECK = four(deck=[], table=['green', 'red'], phase='choose', die='red')
FIVE = four(deck=['red'], table=['pink', 'green', 'pink', 'black', 'pink'], phase='choose', die='pink')
FLIPPING = four(deck=['red'], table=['pink', 'green', 'pink'], phase='flipping', flipped=[0], die='pink')
MISS = four(deck=['red'], table=['green', None, 'black'], phase='miss', die='black')          # A missed; B is asked
REGRAB = four(deck=['red'], table=['green', 'black'], phase='miss', die='black', to_move=1, grabs=[{'player': 1, 'slot': 1}])
BROKE = four(deck=['red'], table=['green', 'black'], phase='miss', die='black', to_move=1)    # B has won nothing
STEAL = four(table=['green'], phase='steal', steals=2, won=[['pink'] * 3, ['blue', 'red'], ['green'], []])
PENALTY = four(deck=['red'], table=['green', 'black'], phase='penalty', window='miss', die='black', owed=[2],
               won=[[], [], ['red', 'blue'], []])
BET = {'won': [['red', 'red'], ['green'], ['pink'] * 3], 'deck': ['blue'], 'phase': 'bet'}   # B, fewest, bets
OVER = {'won': [['red'], ['green', 'green']], 'phase': 'over'}

REFUSALS = [
    pytest.param(Refusal('kids.turn.roll_first', four(deck=['red']), DRAW, ROLL), id='roll-first'),
    pytest.param(Refusal('kids.turn.draw_or_flip', CHOOSE, ROLL, DRAW), id='no-second-roll'),
    pytest.param(Refusal('kids.turn.draw_or_flip', CHOOSE, PASS, flip(0), opts={'empty_deck': 'may_pass'}),
                 id='pass-with-cards-in-the-deck'),
    pytest.param(Refusal('kids.draw.deck_empty', EMPTY_DECK, DRAW, flip(1)), id='draw-from-empty-deck'),
    pytest.param(Refusal('kids.pass.must_flip', EMPTY_DECK, PASS, flip(0)), id='empty-deck-must-flip'),
    pytest.param(Refusal('kids.flip.no_card', CHOOSE, flip(1), flip(2), focus=[1]), id='flip-empty-slot'),
    pytest.param(Refusal('kids.flip.no_card', CHOOSE, flip(0, 3), flip(0, 2), focus=[3]), id='flip-past-the-table'),
    pytest.param(Refusal('kids.flip.no_card', FLIPPING, flip(0), flip(2), opts={'multi_flip': 'sequential'}, focus=[0]),
                 id='flip-a-face-up-card-again'),
    # the limit exactly: max_flip cards are fine, one more is refused
    pytest.param(Refusal('kids.flip.too_many', FIVE, flip(0, 1, 2, 4), flip(0, 2, 4)), id='4-of-max-3'),
    pytest.param(Refusal('kids.flip.too_many', FIVE, flip(0, 1, 2, 3, 4), flip(0, 1, 2, 4), opts={'max_flip': 4}),
                 id='5-of-max-4'),
    pytest.param(Refusal('kids.flip.too_many', FIVE, flip(0, 2), flip(0), opts={'max_flip': 1}), id='2-of-max-1'),
    pytest.param(Refusal('kids.flip.one_by_one', FIVE, flip(0, 2), flip(0), opts={'multi_flip': 'sequential'}),
                 id='sequential-one-at-a-time'),
    pytest.param(Refusal('kids.flip.go_on_or_stop', FLIPPING, DRAW, PASS, opts={'multi_flip': 'sequential'}),
                 id='flipping-go-on-or-stop'),
    pytest.param(Refusal('kids.window.grab_or_pass', MISS, DRAW, grab(2)), id='window-grab-or-pass'),
    pytest.param(Refusal('kids.grab.no_card', MISS, grab(1), grab(2), focus=[1]), id='grab-empty-slot'),
    pytest.param(Refusal('kids.grab.no_card', MISS, grab(3), grab(0), focus=[3]), id='grab-past-the-table'),
    pytest.param(Refusal('kids.grab.again', REGRAB, grab(1), grab(0), focus=[1]), id='grab-same-slot-twice'),
    pytest.param(Refusal('kids.grab.no_won_card', BROKE, grab(1), PASS, opts={'no_card_grab': 'forbidden'}),
                 id='no-won-card-to-risk'),
    pytest.param(Refusal('kids.steal.now', STEAL, ROLL, steal(1, 2)), id='steal-first'),
    pytest.param(Refusal('kids.steal.count', STEAL, steal(1), steal(1, 1)), id='one-steal-of-two'),
    pytest.param(Refusal('kids.steal.count', STEAL, steal(1, 1, 2), steal(1, 2)), id='three-steals-of-two'),
    pytest.param(Refusal('kids.steal.opponents', STEAL, steal(0, 1), steal(1, 1)), id='steal-from-oneself'),
    pytest.param(Refusal('kids.steal.opponents', STEAL, steal(1, 4), steal(1, 2)), id='steal-from-no-player'),
    pytest.param(Refusal('kids.steal.not_enough', STEAL, steal(2, 2), steal(1, 2)), id='C-has-one-card'),
    pytest.param(Refusal('kids.steal.not_enough', STEAL, steal(1, 3), steal(1, 2)), id='D-has-none'),
    pytest.param(Refusal('kids.penalty.now', PENALTY, ROLL, give('red')), id='pay-the-penalty-first'),
    pytest.param(Refusal('kids.give.not_held', PENALTY, give('pink'), give('blue')), id='give-a-card-not-held'),
    pytest.param(Refusal('kids.bet.now', BET, ROLL, bet(0)), id='bet-first'),
    # the announcer may bet his own count (1), not one more, nor less than 0
    pytest.param(Refusal('kids.bet.range', BET, bet(2), bet(1)), id='bet-one-too-many'),
    pytest.param(Refusal('kids.bet.range', BET, bet(-1), bet(0)), id='negative-bet'),
    pytest.param(Refusal('kids.end.over', OVER, ROLL), id='game-over'),
]

@pytest.mark.parametrize('case', REFUSALS)
def test_refusal(case):
    g = kids(**case.opts)
    r = assert_refused(g, g.from_json(case.state), case.move, case.rule)
    if case.focus is not None: assert r.focus == case.focus

@pytest.mark.parametrize('case', [p for p in REFUSALS if p.values[0].twin is not None])
def test_just_legal_twin(case):
    "The same position with the move changed so the rule holds: explained None, listed, and it applies"
    g = kids(**case.opts)
    assert_just_legal(g, g.from_json(case.state), case.twin)

# A rule that belongs to an option: under the option's other value the very same move is legal.
OPTION_OFF = [
    pytest.param('kids.pass.must_flip', {}, {'empty_deck': 'may_pass'}, EMPTY_DECK, PASS, id='may-pass'),
    pytest.param('kids.flip.too_many', {}, {'max_flip': 4}, FIVE, flip(0, 1, 2, 4), id='max_flip-4'),
    pytest.param('kids.flip.one_by_one', {'multi_flip': 'sequential'}, {}, FIVE, flip(0, 2), id='declared'),
    pytest.param('kids.grab.no_won_card', {'no_card_grab': 'forbidden'}, {}, BROKE, grab(1), id='free-grab'),
]

@pytest.mark.parametrize('rule, on, off, state, move', OPTION_OFF)
def test_option_rule_follows_its_option(rule, on, off, state, move):
    g_on, g_off = kids(**on), kids(**off)
    assert g_on.explain(g_on.from_json(state), move).rule == rule
    s = g_off.from_json(state)
    assert g_off.explain(s, move) is None and is_listed(g_off, s, move)

def test_no_won_card_grabber_is_not_even_asked():
    "With no_card_grab='forbidden' the window skips B (nothing won) and asks C, who has a card to risk"
    g = kids(no_card_grab='forbidden')
    s = g.apply(g.from_json(four(deck=['red'], table=['green', 'black'], phase='choose', die='black',
                                 won=[[], [], ['red'], []])), flip(0))
    assert g.to_move(s) == 2


# ---- 2. coverage: every kids.* rule id has a refusal row or an ending test ---------------------------------------------
def _outcome_empty():
    "A draws the last card, blue like the die (the bet, 0, was made before): nothing is left in the deck or on the table"
    g = kids()
    s = g.apply(g.from_json({'won': [['red'], []], 'deck': ['blue'], 'phase': 'choose', 'die': 'blue',
                             'bet': {'player': 1, 'amount': 0}}), DRAW)
    return g.outcome(s)

def _outcome_timeout():
    "Turn 2 of max_turns=2 ends with a miss: the next turn would be the third, so the game stops"
    g = kids(max_turns=2)
    s = g.apply(g.from_json({'won': [['red'], []], 'deck': ['blue', 'green'], 'phase': 'choose', 'die': 'red',
                             'turns': 2}), DRAW)
    return g.outcome(s)

ENDINGS = {'kids.end.empty': _outcome_empty, 'timeout': _outcome_timeout}

@pytest.mark.parametrize('reason', ENDINGS)
def test_ending(reason):
    o = ENDINGS[reason]()
    assert o is not None and o.reason == reason
    assert o.winners == [0] and o.ranking == [[0], [1]]   # A holds every card won in both games, B none
    assert reason in MESSAGES and MESSAGES[reason]['en'] != MESSAGES[reason]['fr']

def test_every_kids_rule_is_guarded():
    refused = {p.values[0].rule for p in REFUSALS}
    ids = {k for k in MESSAGES if k.startswith('kids.')}
    assert ids - refused - set(ENDINGS) == set(), "a kids rule without a refusal row or an ending test"
    assert refused <= ids, "a refusal row names a rule with no FR/EN sentences"


# ---- 3. contested grabs: the seed's cases 2, 3 and 4 ---------------------------------------------------
# Slot 0 holds green, slot 1 black; the die is black; A has the hand and will flip the green card (a miss).
CASE2 = four(deck=['red'], table=['green', 'black'], phase='choose', die='black')

def test_case2_fastest_right_grabber_wins_and_takes_the_hand():
    # A misses; B passes; C grabs the black card (then passes on the green one); D passes. C alone went for the die's
    # colour: he wins it and "prend la main sans attendre son tour", so B's turn is skipped.
    g = kids()
    s = play(g, g.from_json(CASE2), flip(0), PASS, grab(1), PASS, PASS)
    assert won(g, s) == [[], [], ['black'], []]
    assert table(g, s) == ['green', None]
    assert hand(g, s) == (2, 'roll')

def test_case2_wrong_grab_costs_a_chosen_card():
    # C grabs the green card: wrong. It stays face down; C (red and blue won) chooses which card goes to the bottom of
    # the deck; nobody took the hand, so it passes as usual from A to B.
    g = kids()
    s = play(g, g.from_json({**CASE2, 'won': [[], [], ['red', 'blue'], []]}), flip(0), PASS, grab(0), PASS, PASS)
    assert hand(g, s) == (0, 'penalty') and g.to_move(s) == 2
    s = g.apply(s, give('red'))
    assert won(g, s)[2] == ['blue'] and g.to_json(s)['deck'] == ['red', 'red']
    assert table(g, s) == ['green', 'black'] and hand(g, s) == (1, 'roll')

def test_case2_wrong_grab_without_won_cards_costs_nothing():
    # M-A11: C has won nothing, so his wrong grab costs nothing; the deck keeps its one card
    g = kids()
    s = play(g, g.from_json(CASE2), flip(0), PASS, grab(0), PASS, PASS)
    assert won(g, s) == [[], [], [], []] and g.to_json(s)['deck'] == ['red'] and hand(g, s) == (1, 'roll')

def test_case2_penalty_last_won_needs_no_choice():
    g = kids(penalty_card='last_won')
    s = play(g, g.from_json({**CASE2, 'won': [[], [], ['red', 'blue'], []]}), flip(0), PASS, grab(0), PASS, PASS)
    assert won(g, s)[2] == ['red'] and g.to_json(s)['deck'] == ['red', 'blue'] and hand(g, s) == (1, 'roll')

# The die is red and slot 0 holds red; A says "nouvelle carte" (draw) and opens the announcement window.
CASE3 = four(table=['red'], phase='choose', die='red')

def test_case3_grabber_wins_but_drawer_who_draws_the_colour_keeps_the_hand():
    # B passes, C grabs slot 0 and wins it; A then draws red too: he wins it and keeps the hand ("Il ne prend pas la
    # main car celui qui vient piocher a retourné une carte de la couleur du dé").
    g = kids()
    s = play(g, g.from_json({**CASE3, 'deck': ['red', 'blue', 'pink']}), DRAW, PASS, grab(0), PASS)
    assert won(g, s) == [['red'], [], ['red'], []]
    assert hand(g, s) == (0, 'roll')

def test_case3_drawer_misses_so_the_grabber_takes_the_hand():
    # Same, but A draws yellow: it goes face down in the slot C emptied, and C takes the hand (M-A7)
    g = kids()
    s = play(g, g.from_json({**CASE3, 'deck': ['yellow', 'blue', 'pink']}), DRAW, PASS, grab(0), PASS)
    assert won(g, s) == [[], [], ['red'], []] and table(g, s) == ['yellow']
    assert hand(g, s) == (2, 'roll')
    # announce_grab='no_hand': the grab never takes the hand, B is next
    g = kids(announce_grab='no_hand')
    s = play(g, g.from_json({**CASE3, 'deck': ['yellow', 'blue', 'pink']}), DRAW, PASS, grab(0), PASS)
    assert won(g, s)[2] == ['red'] and hand(g, s) == (1, 'roll')

def test_case4_two_grab_the_same_card_nobody_wins_it():
    # A misses; C and D both grab the black card in the same window: simultaneous, so neither wins it, it stays face
    # down, and nobody takes the hand: it passes from A to B as usual (not to C or D)
    g = kids()
    s = play(g, g.from_json(CASE2), flip(0), PASS, grab(1), PASS, grab(1), PASS)
    assert won(g, s) == [[], [], [], []]
    assert table(g, s) == ['green', 'black']
    assert hand(g, s) == (1, 'roll')

def test_case4_in_the_announcement_window():
    # C and D grab the same red card while A announces; A draws yellow (a miss): the red card stays, nobody took it,
    # so nobody takes the hand; the yellow card goes to the next free slot
    g = kids()
    s = play(g, g.from_json({**CASE3, 'deck': ['yellow', 'blue']}), DRAW, PASS, grab(0), grab(0))
    assert won(g, s) == [[], [], [], []] and table(g, s) == ['red', 'yellow'] and hand(g, s) == (1, 'roll')

def test_two_grab_different_right_cards_each_wins_nobody_takes_the_hand():
    # §2.5: different correct cards, each wins his; simultaneous grabs still give nobody the hand
    g = kids()
    s = play(g, g.from_json({**CASE2, 'table': ['green', 'black', 'black']}), flip(0), PASS, grab(1), PASS, grab(2), PASS)
    assert won(g, s) == [[], [], ['black'], ['black']]
    assert table(g, s) == ['green', None, None] and hand(g, s) == (1, 'roll')

def test_lone_right_grabber_beside_a_contested_card():
    # B and C both grab slot 1 (nobody wins it); D alone grabs slot 2 (black): D wins it. Three players went for the
    # die's colour at once, so nobody takes the hand (case 4): B is next.
    g = kids()
    s = play(g, g.from_json({**CASE2, 'table': ['green', 'black', 'black']}),
             flip(0), grab(1), PASS, grab(1), PASS, grab(2), PASS)
    assert won(g, s) == [[], [], [], ['black']] and table(g, s) == ['green', 'black', None] and hand(g, s) == (1, 'roll')

def test_one_grab_per_player_and_window():
    # grabs='one': B's grab ends his part of the window at once (slot 0 is left to him under grabs='many'): C is asked
    g = kids(grabs='one')
    s = play(g, g.from_json(CASE2), flip(0), grab(1))
    assert g.to_move(s) == 2
    g = kids()
    assert g.to_move(play(g, g.from_json(CASE2), flip(0), grab(1))) == 1

def test_turn_order_timing_the_first_asked_is_the_fastest():
    # grab_timing='turn_order': C, asked before D, wins the black card at once; D then finds slot 1 empty; C took the
    # hand (he is not next in turn order: B is)
    g = kids(grab_timing='turn_order')
    s = play(g, g.from_json(CASE2), flip(0), PASS, grab(1), PASS)
    assert won(g, s) == [[], [], ['black'], []] and g.to_move(s) == 3
    assert g.explain(s, grab(1)).rule == 'kids.grab.no_card'
    s = g.apply(s, PASS)
    assert hand(g, s) == (2, 'roll')


# ---- the steal step (case 1) --------------------------------------------------------------------------------------------
# Five cards, three pink (slots 0, 2, 4); the die is pink; B has won blue then red, C green.
CASE1 = {**FIVE, 'won': [[], ['blue', 'red'], ['green'], []]}

@pytest.mark.parametrize('slots, steals', [((0,), 0), ((0, 2), 1), ((0, 2, 4), 2)], ids=['k=1', 'k=2', 'k=3'])
def test_k_cards_won_earn_k_minus_1_steals(slots, steals):
    # seed: two cards won at once take one card, three take two (RULES §2.4: k - 1)
    g = kids()
    s = g.apply(g.from_json(CASE1), flip(*slots))
    assert won(g, s)[0] == ['pink'] * len(slots)
    assert g.to_json(s)['steals'] == steals and hand(g, s) == (0, 'steal' if steals else 'roll')

def test_steal_takes_the_latest_won_card_of_each_named_player():
    # A names B and C: he takes B's red (won after blue) and C's green, then keeps the hand
    g = kids()
    s = play(g, g.from_json(CASE1), flip(0, 2, 4), steal(2, 1))
    assert won(g, s) == [['pink', 'pink', 'pink', 'red', 'green'], ['blue'], [], []]
    assert hand(g, s) == (0, 'roll')
    s = play(g, g.from_json(CASE1), flip(0, 2, 4), steal(1, 1))
    assert won(g, s)[:3] == [['pink', 'pink', 'pink', 'red', 'blue'], [], ['green']]

def test_steals_are_capped_by_the_cards_the_others_have():
    # three cards won earn two steals, but the others hold one card in all: one steal; with none, no steal phase
    g = kids()
    s = g.apply(g.from_json({**FIVE, 'won': [[], [], ['green'], []]}), flip(0, 2, 4))
    assert g.to_json(s)['steals'] == 1 and g.legal_moves(s) == [steal(2)]
    s = g.apply(g.from_json(FIVE), flip(0, 2, 4))
    assert hand(g, s) == (0, 'roll') and counts(g, s) == [3, 0, 0, 0]

def test_steals_option_caps_at_two():
    # four cards won: k - 1 = 3 steals by default, at most two with steals='at_most_two'
    state = four(deck=['red'], table=['pink'] * 4, phase='choose', die='pink', won=[[], ['blue'] * 3, [], []])
    for opts, n in (({'max_flip': 4}, 3), ({'max_flip': 4, 'steals': 'at_most_two'}, 2)):
        g = kids(**opts)
        assert g.to_json(g.apply(g.from_json(state), flip(0, 1, 2, 3)))['steals'] == n

def test_one_wrong_card_and_none_is_won():
    # case 1: "s'il se trompe sur les autres, il n'en gagne aucune": all back face down, no steal, a miss window
    g = kids()
    s = g.apply(g.from_json(CASE1), flip(0, 1, 2))
    assert won(g, s)[0] == [] and table(g, s) == CASE1['table'] and hand(g, s) == (0, 'miss')


# ---- the bet on the last card ------------------------------------------------------------------------------------------
def test_fewest_won_announces_ties_go_first_in_turn_order():
    # C (seat 2) has the hand; A and D have won 1 card each, the fewest. Playing to the left (+1) the order from C is
    # C, D, A, B: D announces. Playing to the right (-1) it is C, B, A, D: A announces.
    state = {'won': [['red'], ['red'] * 3, ['blue'] * 5, ['green']], 'deck': ['pink', 'pink'], 'phase': 'choose',
             'die': 'pink', 'active': 2}
    g = kids()
    assert g.to_move(g.apply(g.from_json(state), DRAW)) == 3
    assert g.to_move(g.apply(g.from_json({**state, 'direction': -1}), DRAW)) == 0

# Scenario 14: A has won 9 cards, B 3, C 7; the die is blue, two cards are left. A draws blue (10): one card is left.
SCENARIO14 = {'won': [['red'] * 5 + ['blue'] * 4, ['green'] * 3, ['pink'] * 7], 'deck': ['blue', 'red'],
              'phase': 'choose', 'die': 'blue'}

def _last_card_to_c(g, amount):
    "B names `amount`; then C, with the hand and the die red, draws the last card"
    s = g.apply(g.apply(g.from_json(SCENARIO14), DRAW), bet(amount))
    return g.apply(g.from_json({**g.to_json(s), 'active': 2, 'to_move': 2, 'phase': 'choose', 'die': 'red'}), DRAW)

def test_last_card_bet_everyone_pays():
    g = kids()
    s = g.apply(g.from_json(SCENARIO14), DRAW)
    assert hand(g, s) == (0, 'bet') and g.to_move(s) == 1 and counts(g, s) == [10, 3, 7]
    # C wins the last card (8) and receives 2 from A and 2 from B: A 8, B 1, C 12
    e = _last_card_to_c(g, 2)
    o = g.outcome(e)
    assert counts(g, e) == [8, 1, 12] and o.winners == [2] and o.ranking == [[2], [0], [1]]
    assert o.scores == [8, 1, 12] and o.reason == 'kids.end.empty'

def test_last_card_bet_announcer_pays():
    # only B pays: A 10, B 1, C 7 + 1 + 2 = 10: A and C share the win
    g = kids(last_card_bet='announcer_pays')
    o = g.outcome(_last_card_to_c(g, 2))
    assert o.scores == [10, 1, 10] and o.winners == [0, 2] and o.ranking == [[0, 2], [1]]

def test_last_card_bet_off():
    g = kids(last_card_bet='off')
    s = g.apply(g.from_json(SCENARIO14), DRAW)
    assert hand(g, s) == (0, 'roll')

def test_bet_payment_capped_by_what_a_payer_has():
    # bet 3 (made earlier by B); A has since fallen to 1 card. C wins the last card: A gives 1 (all he has), B gives 3:
    # C = 2 + 1 (the card) + 1 + 3 = 7, A 0, B 0
    g = kids()
    s = g.apply(g.from_json({'won': [['red'], ['green'] * 3, ['pink'] * 2], 'deck': ['blue'], 'phase': 'choose',
                             'die': 'blue', 'active': 2, 'bet': {'player': 1, 'amount': 3}}), DRAW)
    assert counts(g, s) == [0, 0, 7] and g.outcome(s).winners == [2]

def test_timeout_pays_no_bet():
    # a game stopped by max_turns is scored as it stands: the bet is not paid
    g = kids(max_turns=2)
    s = g.apply(g.from_json({'won': [['red'], ['green'] * 2, []], 'deck': ['blue', 'green'], 'phase': 'choose',
                             'die': 'red', 'turns': 2, 'bet': {'player': 2, 'amount': 1}, 'last_winner': 0}), DRAW)
    o = g.outcome(s)
    assert o.reason == 'timeout' and o.scores == [1, 2, 0] and o.winners == [1]


# ---- final ranking and its ties ----------------------------------------------------------------------------------------
@pytest.mark.parametrize('won_counts, winners, ranking', [
    ([12, 12, 8], [0, 1], [[0, 1], [2]]),                 # scenario 15: A and B share the win
    ([5, 3, 5, 3], [0, 2], [[0, 2], [1, 3]]),             # two ties, two places
    ([2, 7, 4], [1], [[1], [2], [0]]),                    # most cards first, not seat order
    ([0, 0], [0, 1], [[0, 1]]),                           # nobody won anything: everybody shares
], ids=['scenario-15', 'two-ties', 'by-count', 'all-zero'])
def test_final_ranking(won_counts, winners, ranking):
    colours = ['red', 'blue', 'green', 'pink', 'black', 'yellow']
    w = [[colours[p]] * k for p, k in enumerate(won_counts)]
    g = kids(per_colour=12)
    o = g.outcome(g.from_json({'won': w, 'phase': 'over'}))
    assert (o.winners, o.ranking, o.scores) == (winners, ranking, won_counts)
    assert o.reason == 'kids.end.empty'
