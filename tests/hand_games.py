"""A game with hidden hands that exists only in the tests of the board of any game (`GAMES_LIB_IMPORT=hand_games` for a
table server), registered the way a designer's own module registers a new game: its rules, its words, its table rules,
and no board of its own (so pages draw it on the generic board).

`higher`: each player is dealt three of the cards c1 to c9 (the higher the number, the higher the card), face down. In
turn, play a card higher than the one on top, or pass; the player who leads (an empty pile) must play. When everyone
else has passed, the pile is cleared and the last player to have played leads. Whoever plays their last card wins.
Its phases (lead, follow), its `play` event and its `play` move have words; its `pass` and `clear` events and its `pass`
move have none, so pages say them in plain words."""
from __future__ import annotations
import random
from games_lib import register
from games_lib.core import Game, InvalidMove, Outcome, Rejection, State, StateError, register_messages
from games_lib.widgets.table import TableRules, register_table_rules, register_words

CARDS = tuple(f'c{k}' for k in range(1, 10))
HAND = 3
rank = lambda card: int(card[1:])

register_messages({
    'higher.play.not_held': {'en': "You do not hold {card}.", 'fr': "Vous n'avez pas {card}."},
    'higher.play.too_low': {'en': "{card} is not higher than {top}: play a higher card, or pass.",
                            'fr': "{card} n'est pas plus haute que {top} : jouez une carte plus haute, ou passez."},
    'higher.pass.lead': {'en': "You lead: play any card.", 'fr': "Vous ouvrez : jouez n'importe quelle carte."},
    'higher.end.over': {'en': "The game is over.", 'fr': "La partie est terminée."},
    'higher.end.empty': {'en': "A player played their last card.", 'fr': "Un joueur a joué sa dernière carte."},
})


class HandState(State):
    "Each player's hand, the card on top (None: an empty pile), whose turn it is, passes since the last card, the public log, the cards out of play"
    FIELDS = ('hands', 'top', 'to_move', 'passes', 'log', 'out')


@register(title={'en': 'Higher', 'fr': 'Plus haut'},
          pitch={'en': 'Play a card higher than the top one, or pass; the first to empty their hand wins.',
                 'fr': "Jouez une carte plus haute que celle du dessus, ou passez ; le premier à vider sa main gagne."})
class Higher(Game):
    "Higher: three hidden cards each, play higher or pass"
    name, min_players, max_players = 'higher', 2, 3
    information = frozenset({'hidden', 'chance'})
    phases = ('lead', 'follow', 'over')

    def setup(self, n_players=2, seed=0):
        self.check_players(n_players)
        rng = random.Random(seed)
        deck = list(CARDS); rng.shuffle(deck)
        hands = tuple(tuple(sorted(deck[HAND * p:HAND * (p + 1)], key=rank)) for p in range(n_players))
        first = rng.randrange(n_players)
        return HandState(hands=hands, top=None, to_move=first, passes=0, log=({'event': 'start', 'first_player': first},),
                         out=tuple(deck[HAND * n_players:]))

    def _winner(self, s): return next((p for p, h in enumerate(s.hands) if not h), None)
    def to_move(self, s): return None if self._winner(s) is not None else s.to_move
    def _phase(self, s): return 'over' if self.to_move(s) is None else 'lead' if s.top is None else 'follow'

    def _parse(self, m):
        if isinstance(m, dict) and m.get('type') == 'pass' and set(m) == {'type'}: return ('pass',)
        if isinstance(m, dict) and m.get('type') == 'play' and m.get('card') in CARDS: return ('play', m['card'])
        raise InvalidMove(m, "expected {'type': 'play', 'card': 'c1' to 'c9'} or {'type': 'pass'}")

    def _check_play(self, s, mv):
        if mv[1] not in s.hands[s.to_move]: return Rejection('higher.play.not_held', {'card': mv[1]})
        if s.top is not None and rank(mv[1]) <= rank(s.top): return Rejection('higher.play.too_low', {'card': mv[1], 'top': s.top})

    def _check_pass(self, s, mv):
        return Rejection('higher.pass.lead') if s.top is None else None

    def _next(self, s): return (s.to_move + 1) % len(s.hands)

    def _do_play(self, s, mv):
        p, hands = s.to_move, list(s.hands)
        hands[p] = tuple(c for c in hands[p] if c != mv[1])
        return s.but(hands=tuple(hands), top=mv[1], to_move=self._next(s), passes=0, log=s.log + ({'event': 'play', 'player': p, 'card': mv[1]},))

    def _do_pass(self, s, mv):
        log, passes = s.log + ({'event': 'pass', 'player': s.to_move},), s.passes + 1
        if passes == len(s.hands) - 1: return s.but(top=None, passes=0, to_move=self._next(s), log=log + ({'event': 'clear'},))
        return s.but(passes=passes, to_move=self._next(s), log=log)

    def _legal(self, s):
        if self.to_move(s) is None: return []
        plays = [{'type': 'play', 'card': c} for c in s.hands[s.to_move] if s.top is None or rank(c) > rank(s.top)]
        return plays + ([] if s.top is None else [{'type': 'pass'}])

    def outcome(self, s):
        w = self._winner(s)
        if w is None: return None
        return Outcome([w], None, [[w], [p for p in range(len(s.hands)) if p != w]], 'higher.end.empty')

    def to_json(self, s):
        return {'hands': [list(h) for h in s.hands], 'top': s.top, 'to_move': self.to_move(s), 'passes': s.passes, 'phase': self._phase(s),
                'log': [dict(e) for e in s.log], 'out': list(s.out), 'options': dict(self.opts)}

    def view(self, s, player=None):
        d = self.to_json(s)
        return {**d, 'hands': [h if q == player else None for q, h in enumerate(d['hands'])], 'hand_sizes': [len(h) for h in s.hands],
                'out': None, 'out_size': len(s.out)}

    def from_json(self, d):
        self.read_options(d)
        hands = d.get('hands')
        if not isinstance(hands, list) or any(not isinstance(h, list) or any(c not in CARDS for c in h) for h in hands):
            raise StateError("hands: a list of hands, each a list of cards c1 to c9")
        return HandState(hands=tuple(map(tuple, hands)), top=d.get('top'), to_move=d.get('to_move') or 0, passes=d.get('passes', 0),
                         log=tuple(dict(e) for e in d.get('log', [])), out=tuple(d.get('out') or ()))

    def determinize(self, view, rng):
        "A full state agreeing with `view`: the cards it does not show dealt at random to the hidden hands and out of play"
        seen = {c for h in view['hands'] if h for c in h} | {e['card'] for e in view['log'] if e.get('event') == 'play'}
        unseen = [c for c in CARDS if c not in seen]; rng.shuffle(unseen)
        hands = []
        for h, n in zip(view['hands'], view['hand_sizes']):
            if h is None: h, unseen = unseen[:n], unseen[n:]
            hands.append(h)
        return self.from_json({**view, 'hands': hands, 'out': unseen})


register_words(Higher,
               phases={'lead': {'en': "Player {player}, you lead: play any card.", 'fr': "Joueur {player}, vous ouvrez : jouez n'importe quelle carte."},
                       'follow': {'en': "Player {player}, play a card higher than {top}, or pass.",
                                  'fr': "Joueur {player}, jouez une carte plus haute que {top}, ou passez."}},
               events={'play': {'en': "Player {player} played {card}.", 'fr': "Le joueur {player} a joué {card}."}},
               moves={'play': {'en': "Play {card}", 'fr': "Jouer {card}"}})


def public_cards(view: dict) -> set:
    "The cards a view shows: its own hand, the cards played (the log)"
    return {c for h in view['hands'] if h for c in h} | {e['card'] for e in view['log'] if e.get('event') == 'play'}


@register_table_rules('higher')
class HigherRules(TableRules):
    "Hands are hidden; a card played was hidden until then (no undo of it); a pass reveals nothing and may be taken back"
    def hides_hands(self, g) -> bool: return True
    def reveals(self, g, before, move, after) -> bool: return move.get('type') == 'play'
    def can_take_back(self, g, move) -> bool: return move.get('type') == 'pass'
    def shows(self, g, view, move) -> bool:
        return isinstance(move, dict) and (move.get('type') == 'pass' or move.get('card') in public_cards(view))
