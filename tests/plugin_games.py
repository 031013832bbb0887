"""Games that exist only in the tests, registered the way a designer's own module registers them (nothing in the
library names them): `--import plugin_games` on the command line, `GAMES_LIB_IMPORT=plugin_games` for other processes.

- `tictactoe`: a brand-new game (no board of its own, no bots' heuristics: the generic board and the bots that need
  nothing from a game), with its names and pitch in both languages, and a lesson of its own (tests/plugin_lesson.ipynb);
- `chromino_quick`: a designer's variant of Chromino (a subclass with a new `name`): it draws until it can lay by
  default, and inherits Chromino's board, table rules and bots.

Other test modules may add games here: add, never replace what is here (several test files read it)."""
from __future__ import annotations
import dataclasses, random
from pathlib import Path
from games_lib import register
from games_lib.core import Game, InvalidMove, Outcome, Rejection, State, StateError, register_messages
from games_lib.chromino import Chromino

register_messages({
    'tictactoe.mark.taken': {'en': "Square {square} is taken already.", 'fr': "La case {square} est déjà prise."},
    'tictactoe.end.over': {'en': "The game is over.", 'fr': "La partie est terminée."},
    'tictactoe.end.line': {'en': "Three marks in a row win.", 'fr': "Trois marques alignées gagnent."},
    'tictactoe.end.full': {'en': "The grid is full with no line: a draw.", 'fr': "La grille est pleine sans ligne : partie nulle."},
})

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


class GridState(State):
    "Nine squares (None or the player who marked it), whose turn it is, who moved first"
    FIELDS = ('grid', 'to_move', 'first')
    def __str__(self):
        mark = lambda v: '.' if v is None else 'XO'[v]
        return '\n'.join(''.join(mark(v) for v in self.grid[r:r + 3]) for r in (0, 3, 6))


@register(title={'en': 'Tic-tac-toe', 'fr': 'Morpion'},
          pitch={'en': 'Two players mark the squares of a 3×3 grid in turn; three marks in a row win.',
                 'fr': "Deux joueurs marquent tour à tour les cases d'une grille de 3×3 ; trois marques alignées gagnent."},
          lesson=str(Path(__file__).with_name('plugin_lesson.ipynb')))     # a designer's lesson: a notebook of their own
class TicTacToe(Game):
    "Tic-tac-toe: squares 0 to 8, row by row"
    name, min_players, max_players = 'tictactoe', 2, 2
    information = frozenset({'chance'})   # nothing hidden; who starts is drawn from the seed

    def setup(self, n_players=2, seed=0):
        self.check_players(n_players)
        first = random.Random(seed).randrange(2)
        return GridState(grid=(None,) * 9, to_move=first, first=first)
    def _line(self, s):
        return next((s.grid[a] for a, b, c in LINES if s.grid[a] is not None and s.grid[a] == s.grid[b] == s.grid[c]), None)
    def to_move(self, s):
        return None if self._line(s) is not None or None not in s.grid else s.to_move
    def _parse(self, m):
        if not isinstance(m, dict) or m.get('type') != 'mark' or type(m.get('square')) is not int or not 0 <= m['square'] < 9:
            raise InvalidMove(m, "expected {'type': 'mark', 'square': 0 to 8}")
        return ('mark', m['square'])
    def _check_mark(self, s, mv):
        return None if s.grid[mv[1]] is None else Rejection('tictactoe.mark.taken', {'square': mv[1] + 1}, focus=[mv[1]])
    def _do_mark(self, s, mv):
        grid = list(s.grid); grid[mv[1]] = s.to_move
        return s.but(grid=tuple(grid), to_move=1 - s.to_move)
    def _legal(self, s):
        return [] if self.to_move(s) is None else [{'type': 'mark', 'square': k} for k in range(9) if s.grid[k] is None]
    def outcome(self, s):
        if self.to_move(s) is not None: return None
        w = self._line(s)
        if w is None: return Outcome([], None, [[0, 1]], 'tictactoe.end.full')
        return Outcome([w], None, [[w], [1 - w]], 'tictactoe.end.line')
    def to_json(self, s): return {'grid': list(s.grid), 'to_move': s.to_move, 'first': s.first, 'options': dict(self.opts)}
    def view(self, s, player=None): return self.to_json(s)
    def from_json(self, d):
        self.read_options(d)
        grid = d.get('grid', [None] * 9)
        if not isinstance(grid, list) or len(grid) != 9 or any(v not in (None, 0, 1) for v in grid):
            raise StateError("grid: nine squares, each null, 0 or 1")
        return GridState(grid=tuple(grid), to_move=d.get('to_move', 0), first=d.get('first', 0))
    def determinize(self, view, rng): return self.from_json(view)


@register(title={'en': 'Quick Chromino', 'fr': 'Chromino rapide'})
class QuickChromino(Chromino):
    "Chromino where a player who cannot lay draws until they can (a designer's variant: one default changed)"
    name = 'chromino_quick'
    options = {**Chromino.options, 'draw_mode': dataclasses.replace(Chromino.options['draw_mode'], default='until_playable')}


# ---- a variant of a game with hidden hands (added by tests/test_variants.py) --------------------------------------
from games_lib.kayain import Kayain

register_messages({
    'kayain_honest.place.truth': {'en': "In this variant every announcement tells the truth: announce {card}.",
                                  'fr': "Dans cette variante, chaque annonce dit vrai : annoncez {card_fr}."},
})


@register(title={'en': 'Honest Kayaîn', 'fr': 'Kayaîn sans bluff'},
          pitch={'en': 'Les Pigments de Kayaîn where every card is announced truly.',
                 'fr': 'Les Pigments de Kayaîn où chaque carte est annoncée sans mentir.'})
class HonestKayain(Kayain):
    "Les Pigments de Kayaîn without bluffing: a card laid face down is announced as what it is (a rule changed, hands still hidden)"
    name = 'kayain_honest'

    def _check_place(self, s, mv):
        from games_lib.kayain import COLOURS, FRENCH
        if (r := super()._check_place(s, mv)): return r
        if mv.announce != mv.card: return Rejection('kayain_honest.place.truth', {'card': COLOURS[mv.card], 'card_fr': FRENCH[COLOURS[mv.card]]})
        return None

    def _legal(self, s):
        return [m for m in super()._legal(s) if m['type'] != 'place' or m['announce'] == m['card']]
