"""Golden playthroughs: a few seeded random games of every game, step by step, against the files in tests/golden/.
They catch that something changed (a rule, a listing, a text board), not what: read the diff, and after a deliberate
rule change write them again with `python tools/golden.py`."""
import json, pathlib, sys
import pytest
import games_lib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / 'tools'))
import golden

@pytest.mark.parametrize("case", golden.CASES, ids=lambda c: golden.path(*c).name)
def test_golden_playthrough(case):
    want = json.loads(golden.path(*case).read_text())
    got = golden.playthrough(*case)
    assert len(got['steps']) == len(want['steps']), "the game is not as long as the golden playthrough"
    for i, (a, b) in enumerate(zip(got['steps'], want['steps'])):
        assert a == b, f"step {i} differs from the golden playthrough"
    assert got['final'] == want['final'] and got['outcome'] == want['outcome']

def test_every_game_has_a_golden_playthrough():
    assert {c[0] for c in golden.CASES} == set(games_lib.GAMES)
