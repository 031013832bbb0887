"""The playtest lab runs every game: at its defaults in Chromium through Voilà, and (kernel-less) with each rules option
of each game changed to a value other than its default through the lab's own controls."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

import games_lib
from games_lib.lab import Lab
from games_lib.widgets.app import option_input, read_option

GAMES = sorted(games_lib.GAMES)
NOT_A_CONTROL = {('kayain', 'paintings')}   # a painting deck is data a designer writes in a notebook, not a control


def other_values(name: str, opt) -> list:
    "Valid values of `opt` other than its default, found from what the option declares (never from the lab's code)"
    d = opt.default
    if opt.choices is not None: cands = list(opt.choices)
    elif isinstance(d, tuple) and all(isinstance(x, str) and len(x) == 12 for x in d):      # a ring layout
        cands = [tuple(r[1:] + r[0] for r in d), tuple(d[::-1])]
        cands = [c for c in cands if c != d] or [tuple(r[1:] + r[0] if k == 0 else r for k, r in enumerate(d))]
    elif isinstance(d, tuple): cands = [d[:-1], d[:2], d[1::2]]                              # a set of colours, in their order
    else: cands = ['random', 0, 1, 2, 3, 5, 7, 40, None]
    return [v for v in cands if opt.valid(v) and v != d]


def lab_options(game):
    lab = Lab(query=f'game={game}&players={games_lib.GAMES[game].min_players}&games=1&workers=1&seed=3')
    return lab, games_lib.GAMES[game].options


@pytest.mark.parametrize('game', GAMES)
def test_every_option_has_a_control_that_reads_back_every_value(game):
    "A control built for any valid value reads that very value back (lists too: colours, rings)"
    lab, schema = lab_options(game)
    assert set(schema) - set(lab.inputs_a) == {k for g, k in NOT_A_CONTROL if g == game}
    for name in lab.inputs_a:
        opt = schema[name]
        values = other_values(name, opt)
        assert values, f'{game}.{name}: no other valid value found'
        for v in [opt.default] + values:
            got = read_option(option_input(name, opt, v), name, opt)
            assert got == v and type(got) is type(v), f'{game}.{name}: the control shows {v!r} but reads {got!r}'


@pytest.mark.parametrize('game', GAMES)
def test_the_lab_runs_each_game_with_each_option_changed(game):
    "For every option, one game in the lab with that option (only) at a value other than its default: no refusal"
    lab, schema = lab_options(game)
    for name in list(lab.inputs_a):
        opt, v = schema[name], other_values(name, schema[name])[0]
        if name == 'max_turns': v = 30                        # keep the run short; still not the default
        lab.inputs_a[name] = option_input(name, opt, v)
        lab.run()
        assert lab.errors.value == '', f'{game}.{name}={v!r}: {lab.errors.value}'
        assert 'Done: 1 game of ' in lab.status.value, f'{game}.{name}={v!r}: {lab.status.value}'
        (label, df), = lab.results.items()
        assert len(df) == 1
        lab.inputs_a[name] = option_input(name, opt, opt.default)


@pytest.mark.browser
@pytest.mark.timeout(400)
def test_the_lab_runs_every_game_at_its_defaults(offline_page: Page, voila_url):
    "One page: choose each game in the menu, run 3 games at its default rules, read 'Done' and a metrics table"
    page = offline_page
    page.set_viewport_size({'width': 1400, 'height': 1800})
    page.goto(voila_url + '/voila/render/lab.ipynb?games=3&workers=1&seed=2', timeout=90_000)
    expect(page.locator('button.gl-lab-run')).to_be_visible(timeout=90_000)
    for game in GAMES:
        words = games_lib.game_info(game).words('en')                  # the menu and the status name the game in words
        page.locator('.gl-lab-game select').select_option(label=words)
        first = next(o.title(k, 'en') for k, o in games_lib.load(game).options.items() if o.shown)
        expect(page.locator('.gl-lab')).to_contain_text(first, timeout=60_000)    # the kernel has the new game: a Run now plays it
        page.locator('button.gl-lab-run').click()
        expect(page.get_by_test_id('lab-status')).to_contain_text(f'Done: 3 games of {words}', timeout=120_000)
        expect(page.get_by_test_id('lab-errors')).to_have_count(0)
        expect(page.get_by_test_id('metrics')).to_contain_text('first to move wins')
