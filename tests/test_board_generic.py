"""The board of any game (games_lib.widgets.generic) without a browser, and the words of the table core it draws from:
intents in, traits out, on games registered only here (a Nim with take-backs) and in hand_games (a game with hidden
hands); refusals in the rule's words; undo; the words of phases, events and moves (registered, inherited by a variant,
else plain); and nothing hidden from the seat on screen anywhere in the synced state, the text of the view included."""
from __future__ import annotations
import json, re

import pytest

from games_lib.core import Nim, register
from games_lib.widgets.board import board_for
from games_lib.widgets.generic import GenericBoard
from games_lib.widgets.table import (Table, TableRules, move_words, plain_view, register_table_rules, register_words,
                                     static_file, words_of)
from conftest import import_apart, kept_apart, registered
hand_games, HAND = import_apart('hand_games')                         # registered for this module's tests only
CARDS, Higher, public_cards = hand_games.CARDS, hand_games.Higher, hand_games.public_cards

MOVE = {'type': 'move'}


with kept_apart() as OWN:                                              # this module's own game, registered for its tests only
    @register(title={'en': 'Take-back Nim', 'fr': 'Nim à reprendre'})
    class TakeBackNim(Nim):
        "Nim, registered under its own name with no board, whose table lets a person take any move back"
        name = 'nim_takeback'


    @register_table_rules('nim_takeback')
    class OpenRules(TableRules):
        def hides_hands(self, g): return False
        def reveals(self, g, before, move, after): return False
        def can_take_back(self, g, move): return True
        def shows(self, g, view, move): return True


    register_words(TakeBackNim, moves={'take': {'en': "Take {n} stones", 'fr': "Prendre {n} pierres"}})


@pytest.fixture(autouse=True, scope='module')
def _test_games():
    "This module's test-only games are registered while its tests run, and only then"
    with registered(HAND, OWN): yield


def nim(seats=('human', 'random'), seed=2, **kw):
    return board_for(TakeBackNim)(seats=list(seats), seed=seed, pace=0, **kw)


def synced(w) -> str:
    return json.dumps({k: v for k, v in w.get_state().items() if k not in ('_esm', '_css')})


# ---- which board, which files -------------------------------------------------------------------------------
def test_a_game_with_no_board_of_its_own_plays_on_the_generic_board_and_its_built_files():
    for game in (TakeBackNim, 'higher', Higher):
        cls = board_for(game)
        assert issubclass(cls, GenericBoard) and cls.game_name in ('nim_takeback', 'higher')
    w = nim()
    assert w.get_state()['_esm'] == static_file('generic.js').read_text() and '.gl-generic' in w.get_state()['_css']
    assert w.table.plain and w.g.name == 'nim_takeback'
    esm = w.get_state()['_esm']
    named = re.findall(r"['\"`](?:higher|nim_takeback|c1)['\"`]", esm)      # a game's name or a card's, as a string of the code
    assert named == [], f'the front end names no game: {named}'


def test_the_generic_board_deals_the_games_own_table_class():
    from games_lib.widgets.kids_table import KidsTable
    w = board_for('kids', GenericBoard)(seats=['human', 'random'], seed=1, pace=0)
    assert type(w.table) is KidsTable and w.table.plain and 'text' in w.words


# ---- intents ------------------------------------------------------------------------------------------------------
def test_the_legal_moves_come_with_their_registered_words_and_a_listed_one_is_played():
    w = nim()
    assert w.seat == 0 and [m['n'] for m in w.legal] == [1, 2, 3]
    assert [x['en'] for x in w.words['legal']] == ['Take 1 stones', 'Take 2 stones', 'Take 3 stones']
    assert [x['fr'] for x in w.words['legal']] == ['Prendre 1 pierres', 'Prendre 2 pierres', 'Prendre 3 pierres']
    assert w.words['text']['en'].splitlines()[:2] == ['stones: 7', 'to move: Player 1']
    assert w.intent({**MOVE, 'move': w.legal[1], 'ply': 0})
    assert w.ply == 2 and w.feedback == {} and w.view['stones'] < 5, 'the bot replied at once'
    said = w.why[0]
    assert said['seat'] == 1 and said['words']['en'] == f"Take {said['move']['n']} stones"
    assert all(c['words'] == move_words(w.g, c['move']) for c in said['candidates'])


@pytest.mark.parametrize('move,rule', [({'type': 'take', 'n': 9}, 'nim.take.range'), ('take two', 'board.invalid_move'),
                                        ({'type': 'take', 'n': '2'}, 'board.invalid_move')])
def test_a_move_written_by_hand_is_refused_in_the_rules_words_and_changes_nothing(move, rule):
    w = nim()
    before = (w.ply, w.state, synced(w))
    assert not w.intent({**MOVE, 'move': move, 'ply': w.ply})
    assert w.feedback['rule'] == rule and set(w.feedback['messages']) == {'en', 'fr'}
    assert w.feedback['messages']['en'] != w.feedback['messages']['fr']
    assert (w.ply, w.state) == before[:2]
    assert json.loads(synced(w))['words'] == json.loads(before[2])['words']


def test_undo_takes_back_the_persons_move_and_the_bots_reply():
    w = nim()
    start = (w.view, w.words)
    assert w.intent({**MOVE, 'move': w.legal[0], 'ply': 0}) and w.can_undo
    assert w.intent({'type': 'undo'})
    assert (w.ply, w.view, w.words, w.why) == (0, *start, [])
    assert not w.can_undo and not w.intent({'type': 'undo'}) and w.feedback['rule'] == 'board.no_undo'


def test_the_page_may_not_write_the_words():
    w = nim()
    w.set_state({'words': {'legal': [{'en': 'Win at once'}]}})
    assert w.words['legal'][0]['en'] == 'Take 1 stones' and w.feedback['rule'] == 'board.read_only'


def test_a_replay_step_carries_its_own_text():
    w = nim(seats=['random', 'random'])
    assert w.outcome and w.outcome['messages']['en']
    w.replay_step = 0
    assert w.replay['step'] == 0 and w.replay['words']['text']['en'].startswith('stones: 7')
    assert w.replay['words']['legal'] == []


# ---- words of a game's own phases and events -----------------------------------------------------------------
def test_phases_events_and_moves_get_their_registered_words_and_the_rest_plain_words():
    t = Table(Higher(), ['human', 'human'], seed=3)
    p = t.to_move
    w = t.projection(p)['words']
    assert w['phase'] == {'en': f"Player {p + 1}, you lead: play any card.", 'fr': f"Joueur {p + 1}, vous ouvrez : jouez n'importe quelle carte."}
    card = t.projection(p)['legal'][0]['card']
    assert w['legal'][0] == {'en': f'Play {card}', 'fr': f'Jouer {card}'}
    assert w['log'] == {}, 'the start event has no words: the page says it plainly'
    assert t.intent(p, {**MOVE, 'move': {'type': 'play', 'card': card}}) is None
    q = t.to_move
    w = t.projection(q)['words']
    assert w['phase']['en'] == f"Player {q + 1}, play a card higher than {card}, or pass."
    assert w['log'] == {'1': {'en': f"Player {p + 1} played {card}.", 'fr': f"Le joueur {p + 1} a joué {card}."}}
    assert w['legal'][-1] == {'en': 'pass', 'fr': 'pass'}


def test_a_variant_inherits_the_words_of_the_game_it_varies_and_overrides_some():
    class Highest(Higher):                                           # a designer's variant, not even registered
        name = 'higher_highest'
    t = Table(Highest(), ['human', 'human'], seed=3)
    assert t.projection(t.to_move)['words']['phase']['en'].endswith('you lead: play any card.')
    register_words('higher_highest', phases={'lead': {'en': "Lead, player {player}!", 'fr': "Ouvrez, joueur {player} !"}})
    assert t.projection(t.to_move)['words']['phase']['fr'] == f"Ouvrez, joueur {t.to_move + 1} !"
    assert words_of(Higher, 'phase', 'lead')['en'].endswith('you lead: play any card.')


def test_words_are_refused_half_translated_or_malformed():
    with pytest.raises(ValueError, match="'en' and 'fr'"): register_words('higher', events={'x': {'en': "X."}})
    with pytest.raises(ValueError, match='not a template'): register_words('higher', events={'x': {'en': "{x", 'fr': "{x"}})
    with pytest.raises(ValueError, match='templates by language'): register_words('higher', events={'x': ["X.", "X."]})


def test_a_template_that_cannot_be_filled_never_stops_a_table():
    class Odd(Higher): name = 'higher_odd'
    register_words('higher_odd', phases={'lead': {'en': "{player} leads, {nobody} knows {top[9]}", 'fr': "{player.x}"}})
    w = Table(Odd(), ['human', 'human'], seed=3).projection(0)['words']
    assert w['phase']['en'].endswith('leads, {nobody} knows {top[9]}') and w['phase']['fr'] == "{player.x}"


def test_a_view_in_plain_words_counts_players_from_1_and_shows_hidden_parts_as_a_dash():
    v = Higher().view(Higher().setup(2, seed=1), 0)
    en, fr = plain_view(v, 'en').splitlines(), plain_view(v, 'fr').splitlines()
    assert en[:3] == ['hands:', f"  1: {', '.join(v['hands'][0])}", '  2: —'] and 'to move: Player' in '\n'.join(en)
    assert fr[0] == 'hands :' and fr[2] == '  2 : —' and 'to move : Joueur' in '\n'.join(fr)
    assert not any(l.startswith(('log', 'options')) for l in en), 'the log has its own panel'


# ---- nothing hidden ----------------------------------------------------------------------------------------------
def hidden_cards(w) -> set:
    "The cards the seat on screen may not know now, from the full state: the other hands and the cards out of play"
    full, seat = w.g.to_json(w.state), w.screen.seat
    return ({c for q, h in enumerate(full['hands']) if q != seat for c in h} | set(full['out'])) - public_cards(w.g.view(w.state, seat))


def leaks(w) -> list:
    text = synced(w)
    return sorted(c for c in hidden_cards(w) if re.search(rf'\b{c}\b', text))


@pytest.mark.parametrize('seats,seed', [(['human', 'random'], 1), (['human', 'human'], 4), (['random', 'human', 'human'], 7)])
def test_no_card_hidden_from_the_seat_on_screen_is_ever_in_the_synced_state(seats, seed):
    w = board_for(Higher)(seats=seats, seed=seed, pace=0)
    steps = 0
    while not w.outcome:
        assert leaks(w) == [], f'step {steps}: {leaks(w)}'
        if w.handover is not None:
            assert w.view['hands'] == [None] * len(seats) and w.words['legal'] == []
            assert w.intent({'type': 'take_seat'})
        else:
            assert 'hands:' in w.words['text']['en'] and len(w.words['legal']) == len(w.legal) > 0
            assert w.intent({**MOVE, 'move': w.legal[-1], 'ply': w.ply})
        steps += 1
    assert leaks(w) == [] and steps >= 2
    for k in range(w.ply + 1):
        w.replay_step = k
        assert not any(re.search(rf'\b{c}\b', json.dumps(w.replay)) for c in set(CARDS) - public_cards(w.replay)), f'replay step {k}'
