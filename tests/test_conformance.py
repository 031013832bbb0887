"""`check_game` on every registered game: the shared protocol checks.

Each game's `quick_options` (a lower `max_turns`, say) keep random games short; options under test override them."""
import pytest
import games_lib
from games_lib import GAMES, check_game, load
from games_lib.core import Nim

# Every option value of every game is exercised on top of the default rules.
def _variants():
    for name, cls in sorted(GAMES.items()):
        yield name, {}
        for opt, o in cls.options.items():
            for v in (o.choices or ()):
                if v != o.default: yield name, {opt: v}

def _load(name, **options): return load(name, **{**GAMES[name].quick_options, **options})

@pytest.mark.parametrize("name", sorted(GAMES))
def test_default_rules_every_player_count(name):
    g = _load(name)
    res = check_game(g, n_games=2 * (g.max_players - g.min_players + 1), seed=11)
    assert res['games'] > 0 and res['moves'] > 0
    assert set(res['players']) == set(range(g.min_players, g.max_players + 1))

@pytest.mark.parametrize("name,options", list(_variants()), ids=lambda v: str(v))
def test_every_option(name, options):
    g = _load(name, **options)
    res = check_game(g, n_games=3, seed=5, players=[g.min_players, (g.min_players + g.max_players) // 2, g.max_players])
    assert res['options'] == g.opts

def test_registry_has_the_foundation_game():
    assert 'chromino' in GAMES
    with pytest.raises(ValueError, match="unknown game 'chess'; games: "):
        load('chess')


# ---- near misses: a rule written too leniently in `explain` is caught, in every game ------------------------------------
def _lenient(name, rule):
    "The game `name` (quick options) whose `explain` lets through every move `rule` would refuse"
    base = type(load(name))
    class Lenient(base):
        def explain(self, s, move):
            r = super().explain(s, move)
            return None if r is not None and r.rule == rule else r
    return Lenient(**GAMES[name].quick_options)

# A tile touching the table along one side (a placement moved by one square); a flip of one card more than allowed
# (a list one item longer); a palette holding one card (a palette moved by one); a ring without the player's pawn
# (a ring moved by one). All but Kayaîn's pass the kit without its near misses.
@pytest.mark.parametrize("name,rule", [('chromino', 'chromino.contact.two_squares'), ('kids', 'kids.flip.too_many'),
                                       ('kayain', 'kayain.collect.two_cards'), ('centrix', 'centrix.rotate.no_pawn')])
def test_a_too_lenient_rule_is_caught(name, rule):
    with pytest.raises(AssertionError, match="explains to None but is not a listed move"):
        check_game(_lenient(name, rule), n_games=4, seed=3)

def test_near_misses_try_one_step_more():
    "Nim listing 1 to 3 stones but accepting 4: no junk value is 4, taking 3 moved one step up is"
    class TakesFour(Nim):
        def explain(self, s, move):
            if isinstance(move, dict) and move.get('type') == 'take' and move.get('n') == 4 and g.to_json(s)['stones'] >= 4: return None
            return super().explain(s, move)
    g = TakesFour(stones=20)
    with pytest.raises(AssertionError, match=r"\(near miss\): \{'type': 'take', 'n': 4\} explains to None but is not a listed move"):
        check_game(g, n_games=4)


def test_games_of_ones_own_pass_the_kit_and_keep_to_what_they_declare():
    "A designer's games (a hidden-hand card game, tic-tac-toe) pass the kit; declaring the hand public, or the deal fixed, is caught"
    from conftest import import_apart, registered
    (hand_games, HAND), (plugin_games, PLUGIN) = import_apart('hand_games'), import_apart('plugin_games')
    with registered(HAND, PLUGIN):                       # their rules' words, while this test runs
        for g in (hand_games.Higher(), plugin_games.TicTacToe()):
            assert check_game(g, n_games=6)['information'] == sorted(type(g).information)
        class OpenHigher(hand_games.Higher): information = frozenset({'chance'})
        with pytest.raises(AssertionError, match='declares no hidden information'): check_game(OpenHigher(), n_games=4)
        class FixedTicTacToe(plugin_games.TicTacToe): information = frozenset()
        with pytest.raises(AssertionError, match='declares no chance, yet two seeds dealt different games'): check_game(FixedTicTacToe(), n_games=6)
