"""The lobby without a browser: the Voilà notebook is one cell over `games_lib.widgets.lobby`, its watch panel shows every
registered game on that game's own board and nothing a spectator may not see, and its table form opens a real table on a
real table server (a process on a free loopback port over a real SQLite file) or says the server's refusal in its sentence."""
from __future__ import annotations
import json
from pathlib import Path

import pytest
from test_plugins import app
from test_tables import server     # a real table server process over a real SQLite file (a fixture)

import games_lib
from games_lib.core import GAMES, INFO, MESSAGES, Nim, register
from games_lib.tables import TableServerError, create
from games_lib.widgets.lobby import Lobby, Watch, WatchPanel, query_settings
from games_lib.widgets.table import register_words

ROOT = Path(__file__).resolve().parent.parent


def lobby_page(expr: str, query: str = '', plugins: bool = False):
    "The JSON value of `expr` after voila_apps/index.ipynb ran in a fresh process as Voilà runs it, the page's query in $QUERY_STRING"
    return app('index.ipynb', expr, query, plugins)


def test_the_lobby_notebook_is_as_short_as_an_app():
    "One code cell (and at most an introduction) that builds the lobby from the library: no words, no logic of its own"
    cells = json.loads((ROOT/'voila_apps'/'index.ipynb').read_text(encoding='utf-8'))['cells']
    code = [''.join(c['source']) for c in cells if c['cell_type'] == 'code']
    assert len(code) == 1 and len(cells) <= 2, [c['cell_type'] for c in cells]
    assert len(code[0].strip().splitlines()) <= 6 and 'Lobby(' in code[0] and 'def ' not in code[0], code[0]


def test_the_address_deals_any_game_of_the_registry_on_its_board():
    "`?game=kids&players=3&seed=4&lang=fr` in the page the notebook builds; a game of one's own (a plugin) on the generic board"
    got = lobby_page("[type(lobby.watch.watch.board).__name__, lobby.watch.players.value, lobby.watch.status.value, lobby.lang.value]",
                     'game=kids&players=3&seed=4&lang=fr')
    assert got[0] == 'KidsBoard' and got[1] == 3 and got[3] == 'fr'
    assert 'Coup 0/' in got[2] and 'la donne de Kids\u00a0: 3 joueurs, partie n° 4' in got[2], got[2]
    kinds, menu, row = lobby_page("[[c.__name__ for c in type(lobby.watch.watch.board).__mro__], lobby.watch.game.options, 'data-game=\"tictactoe\"' in lobby.header.value]",
                                  'game=tictactoe&seed=2', plugins=True)
    assert 'GenericBoard' in kinds and ['Tic-tac-toe', 'tictactoe'] in menu and row, (kinds, menu)


def spectator(w: Watch, i: int) -> dict:
    "The game's own spectator view after `i` moves"
    return w.table.g.view(w.table.states[i], None)


MARKS = ('fresh', 'fresh_from')     # what a table adds to say what just happened (Kids)


def more_than(shown, view, where='view') -> list:
    """Where `shown` tells more than the game's spectator `view`: [] when it shows the same or less (a value hidden: None or
    'hidden', as a table of a memory game hides a card seen before)"""
    if shown is None or shown == 'hidden' or shown == view: return []
    if isinstance(shown, dict) and isinstance(view, dict):
        extra = [f'{where}.{k}' for k in shown if k not in view and k not in MARKS]
        return extra + [m for k, x in shown.items() if k in view for m in more_than(x, view[k], f'{where}.{k}')]
    if isinstance(shown, list) and isinstance(view, list) and len(shown) == len(view):
        return [m for k, (x, y) in enumerate(zip(shown, view)) for m in more_than(x, y, f'{where}[{k}]')]
    return [f'{where}: {shown!r} where a spectator sees {view!r}']


@pytest.mark.parametrize('game', sorted(INFO))
def test_the_watch_panel_shows_a_spectators_view_at_every_step(game):
    "Whatever the game, the board's replay at a step is the spectator's view there, the end is not told before it, and no bot's reasons reach the page"
    info = games_lib.game_info(game)
    w = Watch(game, max(info.min_players, min(3, info.max_players)), 7)
    assert w.n_moves > 0 and w.board.why == []
    for i in sorted({0, 1, 2, w.n_moves // 2, w.n_moves - 1}):
        w.show(i)
        shown = {k: v for k, v in w.board.replay.items() if k not in ('step', 'words')}
        assert w.board.replay['step'] == i and more_than(shown, spectator(w, i)) == [], (game, i)
        assert w.board.outcome == {}, 'the winner told before the end'
    w.show(w.n_moves)
    assert w.board.replay == {} and more_than(w.board.view, spectator(w, w.n_moves)) == [] and w.board.outcome


@pytest.fixture
def worded_layings():
    "Kayaîn's layings worded in Python, as a game of one's own words its events (the four games word theirs on their boards)"
    register_words('kayain', events={'place': {'en': 'laid a card announced {announced}', 'fr': 'a posé une carte annoncée {announced}'}})
    yield
    del MESSAGES['kayain.event.place']


def test_the_status_line_never_names_a_card_laid_face_down(worded_layings):
    "Kayaîn: each laying is said as everyone saw it (the colour announced), never with the card under it"
    w, checked = Watch('kayain', 2, 11), 0
    for i, move in enumerate(w.table.moves, 1):
        if move['type'] != 'place' or move['card'] == move['announce']: continue
        slot = spectator(w, i)['slots'][move['palette']][move['side']]
        if slot is None or slot.get('card') is not None: continue      # collected at once, or shown: nothing hidden here
        said = w.status(i) + w.status(i, 'fr')
        assert f"announced {move['announce']}" in said and move['card'] not in said.replace(move['announce'], ''), (i, move, said)
        checked += 1
    assert checked > 10


def test_the_form_opens_a_real_table_where_people_play_to_the_rules_end(server):
    lobby = Lobby('lang=fr', create=create, refused=(TableServerError,), tables_url=server.base)
    form = lobby.tables
    form.game.value, form.players.value, form.people.value = 'kayain', 2, 1
    form.open_btn.click()
    assert '2 joueurs mais seulement 1 personne\u00a0: choisissez un bot pour les places vides' in form.links.value
    form.bot.value = 'greedy'
    form.open_btn.click()
    links = form.links.value
    assert 'Joueur 1 (une personne)\u00a0:' in links and 'Joueur 2' not in links and 'Regarder (vidéoprojecteur)\u00a0:' in links, links
    table = links.split('<b>Table ')[1].split('</b>')[0]
    seat_key = links.split(f'{server.base}/t/{table}?key=')[1].split('"')[0]
    with server.ws(table, seat_key) as ws:
        state = json.loads(ws.recv(timeout=30))
    assert state['type'] == 'state' and state['seat'] == 0 and state['options']['max_turns'] is None    # people play to the rules' end


def test_the_form_says_the_servers_refusal_in_its_sentence(server):
    "A game this page knows but the server does not (a designer's, registered in a cell): the server's one sentence, no traceback"
    @register(title={'en': 'Nim of the lobby', 'fr': 'Nim du hall'})
    class LobbyNim(Nim): name = 'lobby_nim'
    try:
        lobby = Lobby('', create=create, refused=(TableServerError,), tables_url=server.base)
        lobby.tables.game.value = 'lobby_nim'
        lobby.tables.people.value = 2
        lobby.tables.open_btn.click()
        said = lobby.tables.links.value
        assert 'data-testid="table-links"' in said and 'lobby_nim' in said and 'Traceback' not in said, said
        lobby.tables.label('fr')                                      # the same form in French: the server's refusal in French
        lobby.tables.open_btn.click()
        said = lobby.tables.links.value
        assert "Cette table ne peut pas être créée\u00a0: le jeu doit être l&#x27;un de " in said and 'start the server' not in said, said
    finally:
        del GAMES['lobby_nim'], INFO['lobby_nim']


def test_a_bad_address_is_named_and_the_first_game_shown():
    s = query_settings('game=nope&players=x&seed=&lang=fr')
    assert (s['game'], s['players'], s['seed']) == (next(iter(INFO)), 4, 1)
    panel = WatchPanel(s)
    assert "Il n&#x27;y a pas de jeu &#x27;nope&#x27; ici\u00a0: voici Chromino." in panel.status.value
