"""`check_game` on every registered game: the shared protocol checks (DESIGN.md §6.2).

Each game's `quick_options` (a lower `max_turns`, say) keep random games short; options under test override them."""
import pytest
import games_lib
from games_lib import GAMES, check_game, load

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
