"""The exercise checks (`games_lib.exercises`): each passes the reference answer shipped in its notebook and catches a
planted wrong answer, naming in words the position, the move and the rule (never the check's code)."""
import json, time
from pathlib import Path

import pytest

from games_lib.core import Rejection
from games_lib.exercises import check_bot, check_contact_rule, check_nim_rule, engine_contact

EXERCISES = Path(__file__).resolve().parent.parent/'nbs'/'exercises'


def answer(nb:str, name:str):
    "The function `name` defined by the notebook's answer cell (the one under the 'Replace the cell below' instruction)"
    cells = json.loads((EXERCISES/nb).read_text())['cells']
    i = next(i for i, c in enumerate(cells) if ''.join(c['source']).startswith('# YOUR ANSWER'))
    assert 'Replace the cell below with your own' in ''.join(cells[i - 1]['source'])
    ns = {}
    exec(''.join(cells[i]['source']), {'Rejection': Rejection}, ns)
    return ns[name]


def words_only(v):
    "A verdict is sentences for a pupil: no code of the check, no traceback"
    text = repr(v)
    assert 'Traceback' not in text and 'assert' not in text and 'def ' not in text and 'File "' not in text
    assert v.en and v.fr and v.en != v.fr
    return v.en


# --- Nim ---

def test_the_shipped_nim_answer_passes():
    v = check_nim_rule(answer('01_nim_rule.ipynb', 'take_rule'))
    assert v and 'agrees' in v.en and 'Bravo' in v.fr


def test_taking_more_stones_than_are_left():
    def wrong(state, move): return None if 1 <= move['n'] <= 3 else Rejection('nim.take.range', {'most': 3})
    v = check_nim_rule(wrong)
    assert not v
    assert v.position.stones < v.move['n'] <= 3, (v.position, v.move)
    assert words_only(v) == (f"With {v.position.stones} stones left, taking {v.move['n']}: your rule allows it, "
                             f"but Nim's rule refuses it: “Take from 1 to {v.position.stones} stones”.")
    assert f"en prendre {v.move['n']} : votre règle l'autorise" in v.fr


def test_taking_nothing():
    def wrong(state, move):
        most = min(3, state.stones)
        return None if 0 <= move['n'] <= most else Rejection('nim.take.range', {'most': most})
    v = check_nim_rule(wrong)
    assert not v and v.move == {'type': 'take', 'n': 0} and 'taking 0: your rule allows it' in words_only(v)


def test_refusing_a_legal_move():
    def wrong(state, move): return None if move['n'] in (1, 2) else Rejection('nim.take.range', {'most': 2})
    v = check_nim_rule(wrong)
    assert not v and v.move['n'] == 3 and v.position.stones >= 3
    assert 'taking 3: your rule refuses it: “Take from 1 to 2 stones”, but Nim\'s rule allows it.' in words_only(v)


def test_the_wrong_sentence():
    def wrong(state, move): return None if 1 <= move['n'] <= min(3, state.stones) else Rejection('nim.take.range', {'most': 3})
    v = check_nim_rule(wrong)
    assert not v and v.position.stones < 3
    assert f"“Take from 1 to 3 stones”, but Nim's rule refuses it: “Take from 1 to {v.position.stones} stones”" in words_only(v)


def test_a_rule_that_raises_or_answers_nonsense():
    v = check_nim_rule(lambda state, move: 1 / 0)
    assert not v and 'your rule raises ZeroDivisionError: division by zero' in words_only(v)
    v = check_nim_rule(lambda state, move: move['n'] <= state.stones)
    assert not v and 'returns True, which is neither None nor a Rejection' in words_only(v)


def test_the_conformance_kit_runs_on_the_rule():
    "A rule that answers like Nim's but changes the position is caught by the kit itself (nothing to compare differs)"
    right = answer('01_nim_rule.ipynb', 'take_rule')
    def meddles(state, move):
        state.last = 99
        return right(state, move)
    v = check_nim_rule(meddles)
    assert not v and words_only(v).startswith('The conformance check of Nim fails with your rule') and 'changed the state' in v.en


# --- Chromino contact ---

def test_the_shipped_contact_answer_passes():
    v = check_contact_rule(answer('02_chromino_contact.ipynb', 'contact_rule'))
    assert v and 'agrees' in v.en
    assert int(v.en.split(' all ')[1].split()[0]) > 1000          # thousands of placements tried, not a handful


def _rule(covered=True, chameleon=True, least=2):
    "Contact rules with one planted mistake"
    def rule(squares, placement):
        if covered and any(c in squares for c in placement): return 'chromino.place.occupied'
        sides = [(placement[(x, y)], squares[(x + dx, y + dy)]) for (x, y) in placement
                 for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (x + dx, y + dy) in squares]
        if any(a != b and not (chameleon and '*' in (a, b)) for a, b in sides): return 'chromino.contact.colour'
        if len(sides) < least: return 'chromino.contact.two_squares'
        return None
    return rule


@pytest.mark.parametrize('planted, mine, engine', [
    (dict(chameleon=False), 'refuses it: two colours in contact differ', 'allows it'),
    (dict(covered=False), 'refuses it: two colours in contact differ', 'refuses it: a square is covered already'),
    (dict(least=1), 'allows it', 'refuses it: fewer than two sides in contact'),
])
def test_a_wrong_contact_rule_is_named(planted, mine, engine):
    rule = _rule(**planted)
    v = check_contact_rule(rule)
    assert not v
    assert rule(v.position, v.move) != engine_contact(v.position, v.move)      # the verdict's own example shows the difference
    text = words_only(v)
    assert text.startswith('On a table of ') and f"your rule {mine}, but the contact rule {engine}." in text
    for (x, y), c in v.move.items(): assert f"{c} at [{x}, {y}]" in text


def test_a_rejection_is_read_by_its_rule():
    base = _rule()
    def with_rejections(squares, placement):
        r = base(squares, placement)
        return r and Rejection(r)
    assert check_contact_rule(with_rejections)


# --- bots ---

def test_the_shipped_bot_passes():
    v = check_bot(answer('03_write_a_bot.ipynb', 'my_bot'), 'chromino')
    assert v and 'only legal moves in 4 games of chromino' in v.en


def test_a_bot_playing_illegal_moves_is_caught():
    def draws(view, legal, rng): return {'type': 'draw'}
    v = check_bot(draws, 'chromino')
    assert not v
    assert words_only(v).startswith('In game 1 of 4 (chromino), at move ')
    assert 'your bot played an illegal move {"type": "draw"}: You can lay a tile' in v.en
    assert v.position.moves[v.move:] == []                     # the record stops before the refused move


def test_a_crashing_or_slow_bot_is_caught():
    v = check_bot(lambda view, legal, rng: legal[99], 'kids')
    assert not v and 'your bot crashed: IndexError' in words_only(v)
    t0 = time.perf_counter()
    v = check_bot(lambda view, legal, rng: time.sleep(3) or legal[0], 'chromino', move_seconds=0.1)
    assert not v and 'time limit of 0.1 s' in v.en and time.perf_counter() - t0 < 2
    assert not check_bot('no_such_bot', 'chromino')
