"""Boards without a browser and without a kernel: intents in, traits out, through the same
comm messages the page sends; malformed intents only set `feedback`; nothing hidden is ever in the synced state."""
from __future__ import annotations
import asyncio, json, re
from concurrent.futures import ThreadPoolExecutor

import pytest
from conftest import run_async

from games_lib.chromino import TILES, canon
from games_lib.widgets.app import PlaytestApp
from games_lib.widgets.setup import parse_setup, setup_query
from games_lib.widgets.table import static_file
from games_lib.widgets.chromino import ChrominoBoard, hidden_tiles, leaked_tiles


def board(**kw) -> ChrominoBoard:
    kw = {'seats': ['human', 'random'], 'seed': 1, 'first_player': 0, 'pace': 0, **kw}
    return ChrominoBoard(**kw)


def from_page(w, content):
    "Deliver `content` exactly as the page's `model.send(content)` arrives in the kernel (ipywidgets' comm handler)"
    w._handle_msg({'content': {'data': {'method': 'custom', 'content': content}}, 'buffers': []})


def page_sets(w, state):
    "Deliver a trait update exactly as the page's `model.set(...); model.save_changes()` arrives"
    w._handle_msg({'content': {'data': {'method': 'update', 'state': state, 'buffer_paths': []}}, 'buffers': []})


def sent_messages(w):
    "Record what the kernel sends to the page (outside a kernel the comm is a DummyComm)"
    out = []
    w.comm.send = lambda data=None, metadata=None, buffers=None: out.append(data)
    return out


run = run_async


def synced(w) -> str:
    return json.dumps({k: v for k, v in w.get_state().items() if k not in ('_esm', '_css')})


# ---- the front end is the built file -----------------------------------------------------------
def test_esm_and_css_are_the_built_files():
    w = board()
    state = w.get_state()
    assert state['_esm'] == static_file('chromino.js').read_text() and 'export' in state['_esm']
    assert '.gl-chromino' in state['_css']
    assert not re.search(r'"[RYGBP*]{3}"', state['_esm']), 'the front end must not embed tile names'


# ---- intents -> traits ---------------------------------------------------------------------------
def test_a_legal_placement_from_the_page_is_applied_and_the_bot_replies():
    w = board()
    out = sent_messages(w)
    move = w.legal[0]
    from_page(w, {'type': 'move', 'move': move, 'ply': 0})
    assert w.feedback == {}
    assert w.view['board'][1] == {'tile': move['tile'], 'cells': move['cells']}
    assert w.ply >= 2 and w.view['to_move'] == 0, 'the bot replied at once (pace=0) and it is our turn again'
    assert move['tile'] not in w.view['hands'][0]
    updates = [m['state'] for m in out if m.get('method') == 'update']
    assert updates and any('view' in u for u in updates), 'the new view was sent to the page'


def test_draw_is_listed_only_when_no_tile_fits():
    w = board()
    types = {m['type'] for m in w.legal}
    assert types == {'place'}
    # play until our legal moves are a draw (or the game ends): the page's draw button follows `legal`
    for _ in range(200):
        if w.outcome or {m['type'] for m in w.legal} != {'place'}: break
        w.intent({'type': 'move', 'move': w.legal[0], 'ply': w.ply})
    if not w.outcome:
        assert [m['type'] for m in w.legal] in (['draw'], ['pass'])
        ply = w.ply
        assert w.intent({'type': 'move', 'move': w.legal[0], 'ply': ply}) and w.ply > ply


BAD = [
    ('not a dict', 'hello', 'board.bad_message'),
    ('no type', {}, 'board.bad_message'),
    ('unknown type', {'type': 'cheat', 'tiles': 'all'}, 'board.bad_message'),
    ('move without move', {'type': 'move'}, 'board.invalid_move'),
    ('move is a string', {'type': 'move', 'move': 'place'}, 'board.invalid_move'),
    ('unknown tile', {'type': 'move', 'move': {'type': 'place', 'tile': 'QQQ', 'cells': [[0, 1], [1, 1], [2, 1]]}}, 'board.invalid_move'),
    ('cells not in a row', {'type': 'move', 'move': {'type': 'place', 'tile': 'RRR', 'cells': [[0, 1], [5, 1], [2, 9]]}}, 'board.invalid_move'),
    ('huge coordinates', {'type': 'move', 'move': {'type': 'place', 'tile': 'RRR', 'cells': [[10**9, 0], [10**9 + 1, 0], [10**9 + 2, 0]]}}, 'board.invalid_move'),
    ('stale ply', {'type': 'move', 'move': None, 'ply': 99}, 'board.stale'),
    ('not held', None, 'chromino.hand.not_held'),
    ('one contact', None, 'chromino.contact.two_squares'),
    ('draw while a tile fits', {'type': 'move', 'move': {'type': 'draw'}}, 'chromino.draw.must_place'),
    ('take_seat with nobody waiting', {'type': 'take_seat'}, 'board.bad_message'),
    ('undo with nothing to undo', {'type': 'undo'}, 'board.no_undo'),
]


@pytest.mark.parametrize('name,msg,rule', BAD, ids=[b[0] for b in BAD])
def test_malformed_or_illegal_intents_set_feedback_and_change_nothing(name, msg, rule):
    w = board()
    if name == 'not held':
        other = next(t for t in TILES if t not in w.view['hands'][0] and t != w.view['board'][0]['tile'])
        msg = {'type': 'move', 'move': {'type': 'place', 'tile': other, 'cells': [[0, 1], [1, 1], [2, 1]]}}
    if name == 'one contact':
        msg = {'type': 'move', 'move': {'type': 'place', 'tile': w.view['hands'][0][0], 'cells': [[3, 0], [4, 0], [5, 0]]}}
    before = (w.ply, w.view, w.legal, w.seat)
    from_page(w, msg)                                  # never raises in the kernel
    assert w.feedback['rule'] in (rule, 'chromino.contact.colour') if name == 'one contact' else w.feedback['rule'] == rule
    assert set(w.feedback['messages']) == {'en', 'fr'} and all(w.feedback['messages'].values())
    assert (w.ply, w.view, w.legal, w.seat) == before


def test_an_illegal_placement_names_the_rule_and_the_squares_to_highlight():
    w = board()
    t = w.view['hands'][0][0]
    w.intent({'type': 'move', 'move': {'type': 'place', 'tile': t, 'cells': [[1, -1], [1, 0], [1, 1]]}, 'ply': 0})
    assert w.feedback['rule'] == 'chromino.place.occupied'
    assert w.feedback['focus'] == [[1, 0]]
    assert w.feedback['move']['tile'] == t


def test_out_of_turn_intents_are_refused():
    hs = ChrominoBoard(seats=['human', 'human'], seed=3, first_player=0, pace=0)
    assert hs.handover == 0 and not hs.intent({'type': 'move', 'move': {'type': 'draw'}})
    assert hs.feedback['rule'] == 'board.hand_over'
    from_page(hs, {'type': 'take_seat'})
    from_page(hs, {'type': 'move', 'move': hs.legal[0], 'ply': 0})
    assert (hs.seat, hs.handover, hs.ply) == (None, 1, 1)
    from_page(hs, {'type': 'move', 'move': {'type': 'draw'}, 'ply': 1})   # player 1 tries again before passing the device
    assert hs.feedback['rule'] == 'board.hand_over' and hs.ply == 1
    from_page(hs, {'type': 'take_seat'})
    assert hs.seat == 1 and hs.feedback == {}


def test_the_holder_may_undo_from_the_hand_over_screen():
    hs = ChrominoBoard(seats=['human', 'human'], seed=3, first_player=0, pace=0)
    from_page(hs, {'type': 'take_seat'})
    start = hs.view
    from_page(hs, {'type': 'move', 'move': hs.legal[0], 'ply': 0})
    assert (hs.seat, hs.handover, hs.can_undo) == (None, 1, True)
    from_page(hs, {'type': 'undo'})
    assert (hs.seat, hs.handover, hs.ply, hs.view, hs.feedback) == (0, None, 0, start, {})


def test_a_move_while_a_bot_is_to_move_is_refused():
    async def go():
        w = ChrominoBoard(seats=['human', 'random'], seed=1, first_player=0, pace=5)
        w.intent({'type': 'move', 'move': w.legal[0], 'ply': 0})
        assert w.thinking == 1 and w.legal == []
        assert not w.intent({'type': 'move', 'move': {'type': 'draw'}, 'ply': 1})
        return w.feedback['rule']
    assert run(go()) == 'board.bots_playing'


def test_the_page_may_set_only_its_preferences():
    w = board()
    out = sent_messages(w)
    page_sets(w, {'lang': 'fr', 'colorblind': True})
    assert (w.lang, w.colorblind, w.feedback) == ('fr', True, {})
    seat, view = w.seat, w.view
    page_sets(w, {'seat': 1, 'view': {'hands': []}, 'legal': [{'type': 'draw'}]})
    assert (w.seat, w.view) == (seat, view) and w.legal != [{'type': 'draw'}]
    assert w.feedback['rule'] == 'board.read_only'
    resent = [m['state'] for m in out if m.get('method') == 'update' and 'seat' in m.get('state', {})]
    assert resent and resent[-1]['seat'] == seat, "the kernel's values are sent back"
    page_sets(w, {'lang': 'klingon', 'replay_step': 'x'})
    assert w.lang == 'fr' and w.replay_step == -1


# ---- nothing hidden in the synced state ------------------------------------------------------------
@pytest.mark.parametrize('seed,bot', [(1, 'random'), (5, 'greedy'), (11, 'random')])
def test_hidden_tiles_never_reach_the_synced_state_for_any_seat(seed, bot):
    "A hot-seat game of three humans and a bot (its reasons in `why`): before and after every hand-over, every move"
    w = ChrominoBoard(seats=['human', 'human', bot, 'human'], seed=seed, pace=0)
    seats_seen, steps, reasons = set(), 0, 0
    while not w.outcome and steps < 400:
        assert leaked_tiles(w) == [], f'step {steps}, seat {w.seat}'
        reasons += sum(len(x['candidates']) for x in w.why)
        state = synced(w)
        hands = w.g.to_json(w.state)['hands']
        for q, h in enumerate(hands):
            if q != w.seat and len(h) > 1:
                assert w.view['hands'][q] is None
        assert all(f'"{t}"' not in state for t in w.g.to_json(w.state)['bag'])
        if w.handover is not None:
            assert w.seat is None and w.legal == [] and all(h is None or len(h) == 1 for h in w.view['hands'])
            from_page(w, {'type': 'take_seat'})
            seats_seen.add(w.seat)
        else:
            assert all(m['type'] != 'place' or canon(m['tile']) in w.view['hands'][w.seat] for m in w.legal)
            from_page(w, {'type': 'move', 'move': w.legal[-1], 'ply': w.ply})
        steps += 1
    assert w.outcome and seats_seen == {0, 1, 3}
    assert bot == 'random' or reasons > 0, "the greedy bot's reasons were synced (filtered) and scanned"


def test_hidden_tiles_are_what_the_seat_may_not_see():
    w = board()
    full = w.g.to_json(w.state)
    assert hidden_tiles(w) == {canon(t) for t in full['bag'] + full['hands'][1]}
    assert not hidden_tiles(board(open_hands=True)) & {canon(t) for t in full['hands'][1]}


# ---- undo, replay, pacing ----------------------------------------------------------------------------
def test_undo_takes_back_your_placement_and_the_bot_reply_but_never_a_draw():
    w = board()
    start = w.view
    w.intent({'type': 'move', 'move': w.legal[0], 'ply': 0})
    assert w.can_undo
    from_page(w, {'type': 'undo'})
    assert (w.ply, w.view, w.feedback) == (0, start, {})
    # after a draw, no undo
    for _ in range(300):
        if w.outcome: break
        if any(m['type'] == 'draw' for m in w.record.moves): break
        w.intent({'type': 'move', 'move': w.legal[0], 'ply': w.ply})
    if not w.outcome and w.view['to_move'] == w.seat:
        last_draw = max(i for i, m in enumerate(w.record.moves) if m['type'] == 'draw')
        k = w.table.undo_point(w.seat)
        if k is not None: assert k > last_draw


def test_replay_shows_a_spectator_view_of_an_earlier_position():
    w = ChrominoBoard(seats=['human', 'random', 'random'], seed=2, pace=0)
    for _ in range(6):
        if w.outcome: break
        if w.legal: w.intent({'type': 'move', 'move': w.legal[0], 'ply': w.ply})
    page_sets(w, {'replay_step': 1})
    assert w.replay['step'] == 1 and len(w.replay['board']) <= 2
    assert all(h is None or len(h) == 1 for h in w.replay['hands'])
    page_sets(w, {'replay_step': -1})
    assert w.replay == {}


def test_bots_move_at_a_visible_pace_under_an_event_loop():
    async def go():
        w = ChrominoBoard(seats=['human', 'random', 'random'], seed=1, first_player=0, pace=0.05)
        w.intent({'type': 'move', 'move': w.legal[0], 'ply': 0})
        first = (w.ply, w.thinking)
        await asyncio.sleep(0.5)
        return first, (w.ply, w.thinking, w.view['to_move'])
    first, later = run(go())
    assert first == (1, 1), 'our tile shows at once, then bot 1 thinks'
    assert later[0] >= 3 and later[1] is None and later[2] == 0


def test_an_undo_cancels_a_scheduled_bot_move():
    async def go():
        w = ChrominoBoard(seats=['human', 'random'], seed=1, first_player=0, pace=0.1)
        w.intent({'type': 'move', 'move': w.legal[0], 'ply': 0})
        assert w.can_undo
        w.intent({'type': 'undo'})
        await asyncio.sleep(0.3)
        return w.ply, w.thinking
    assert run(go()) == (0, None)


def test_a_bot_move_scheduled_before_an_undo_never_fires_early():
    "Undo, then move again at once: the bot waits its full pace after the new move, not after the one taken back"
    async def go():
        w = ChrominoBoard(seats=['human', 'random'], seed=1, first_player=0, pace=0.4)
        move = w.legal[0]
        w.intent({'type': 'move', 'move': move, 'ply': 0})       # a bot move scheduled for t = 0.4
        w.intent({'type': 'undo'})
        await asyncio.sleep(0.2)
        w.intent({'type': 'move', 'move': move, 'ply': 0})       # the next one for t = 0.6
        await asyncio.sleep(0.3)
        return w.ply, w.thinking
    assert run(go()) == (1, 1)


def test_a_failing_bot_sets_feedback_instead_of_crashing():
    async def go():
        w = ChrominoBoard(seats=['human', 'random'], seed=1, first_player=0, pace=0.01)
        w.table.match.bots[1] = lambda view, legal, rng: 1 / 0
        w.intent({'type': 'move', 'move': w.legal[0], 'ply': 0})
        await asyncio.sleep(0.1)
        return w.feedback['rule'], w.ply, w.thinking, w.can_undo
    assert run(go()) == ('board.bad_message', 1, None, True)   # the table stops; an undo takes the move back


# ---- the playtest app ------------------------------------------------------------------------------
def test_the_app_reads_the_query_and_shares_the_setup():
    app = PlaytestApp(ChrominoBoard, 'players=3&seed=42&bots=random,random&scoring=expert&lang=fr', pace=0)
    b = app.board
    assert (b.seats, b.table.seed, b.seed, b.options['scoring'], b.lang) == (['human', 'random', 'random'], 42, None, 'expert', 'fr')
    assert app.errors.value == ''
    q = re.search(r'href="\?([^"]+)"', app.share.value)[1].replace('&amp;', '&')
    assert parse_setup(b.g, q)[0] == {'players': 3, 'seed': 42, 'lang': 'fr', 'options': {'scoring': 'expert'},
                                      'seats': ['human', 'random', 'random']}
    b.lang = 'en'
    assert 'lang=' not in app.share.value


def test_bad_query_parameters_give_a_message_not_a_traceback():
    app = PlaytestApp(ChrominoBoard, 'players=99&seed=abc&bots=skynet&variant=chess&first_player=9', pace=0)
    assert app.board is not None and app.board.seats == ['human', 'random', 'random']
    text = app.errors.value
    for word in ('players', 'seed', 'skynet', 'chess', 'first_player'):
        assert word in text, word
    assert 'Traceback' not in text


def test_setup_query_round_trip():
    s = {'players': 2, 'seed': 7, 'lang': 'en', 'options': {'draw_limit': 3, 'draw_mode': 'until_playable'}, 'seats': ['human', 'human']}
    g = ChrominoBoard.make_game()
    assert parse_setup(g, setup_query(s, g)) == (s, [])
