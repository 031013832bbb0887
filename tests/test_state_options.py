"""A hand-written position's `options`, in every game: omitted ones take their defaults, a wrong value is
named, and a value that differs from the loaded game's is refused rather than silently played under other rules."""
import json
import pytest
import games_lib
from games_lib import StateError, load

# one non-default value per game, a value the option refuses, and how the refusal names it
CASES = {'chromino': ('scoring', 'expert', 'lots'), 'kids': ('max_flip', 2, 0),
         'kayain': ('friendly', True, 'yes'), 'centrix': ('max_turns', 40, -1)}

def _position(g):
    "A dealt position as JSON, without its options"
    d = g.to_json(g.setup(n_players=g.min_players if g.min_players > 1 else 2, seed=3))
    d.pop('options', None)
    return d

def test_every_game_is_covered():
    assert set(CASES) == set(games_lib.GAMES)

@pytest.mark.parametrize('game', sorted(CASES))
def test_one_option_named_the_others_take_their_defaults(game):
    name, value, _ = CASES[game]
    g = load(game, **{name: value})
    d = _position(g)
    s = g.from_json({**d, 'options': {name: value}})
    assert g.to_json(s)['options'] == g.to_json(g.setup(n_players=2, seed=0))['options']   # the game's own, in JSON form
    assert g.to_json(s)['options'][name] == value
    assert json.dumps(g.to_json(g.from_json(d)), sort_keys=True) == json.dumps(g.to_json(s), sort_keys=True)

@pytest.mark.parametrize('game', sorted(CASES))
def test_an_omitted_option_is_its_default_not_the_games(game):
    "{} means every option at its default, so a game loaded with another value refuses it, naming the option"
    name, value, _ = CASES[game]
    g = load(game, **{name: value})
    with pytest.raises(StateError, match=f"options: this state was played with {{'{name}': "):
        g.from_json({**_position(g), 'options': {}})

@pytest.mark.parametrize('game', sorted(CASES))
def test_a_wrong_option_value_is_named(game):
    name, _, bad = CASES[game]
    g = load(game)
    with pytest.raises(StateError, match=f"options: .*{name}={bad!r} is not valid"):
        g.from_json({**_position(g), 'options': {name: bad}})
    with pytest.raises(StateError, match="unknown option 'no_such_option'"):
        g.from_json({**_position(g), 'options': {'no_such_option': 1}})

@pytest.mark.parametrize('game', sorted(CASES))
def test_a_number_for_a_yes_no_option_is_refused_even_when_it_equals_the_games(game):
    "In JSON `1` is not `true`: a position written with 1 for a yes/no option is refused, though 1 == True in Python"
    name = next(k for k, o in games_lib.GAMES[game].options.items() if o.choices == (False, True))
    g = load(game, **{name: True})
    d = g.to_json(g.setup(n_players=2, seed=3))
    with pytest.raises(StateError, match=f"{name}=1 is not valid"):
        g.from_json({**d, 'options': {**d['options'], name: 1}})
    assert g.to_json(g.from_json(d))['options'][name] is True
