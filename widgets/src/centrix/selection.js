// The page's own state of a play in progress: the card, the ring to turn and by how much, the pawn, the square.
// Nothing here is sent to Python until a square (or "turn only") is chosen. What is highlighted is always a
// filter of Python's `legal` by the choices made so far; the page never computes whether a play is legal.
import { SECTORS, sameTurn } from "./geometry.js";

export const newSelection = () => ({ card: null, ring: null, dir: 1, amount: 1, pawn: null, target: null });

export const isWild = (card) => card === "ANY" || card === "SPIN";
/** The number on a card (null for the wilds). */
export const valueOf = (card) => (card && !isWild(card) ? Number(card[1]) : null);

/** The turn chosen so far: {ring, steps} (steps > 0 clockwise), or null for none. */
export function rotateOf(sel) {
  if (sel.card == null || sel.ring == null || sel.card === "ANY") return null;
  return { ring: sel.ring, steps: sel.dir * (sel.card === "SPIN" ? sel.amount : valueOf(sel.card)) };
}

/** The plays of `legal` with this card and this turn (a turn matches its equivalents: 9 is −3). */
export const playsFor = (legal, card, rotate) =>
  legal.filter((m) => m.type === "play" && m.card === card && sameTurn(m.rotate, rotate));

/** The rings `card` may turn, per `legal`. */
export const ringsFor = (legal, card) =>
  [...new Set(legal.filter((m) => m.type === "play" && m.card === card && m.rotate).map((m) => m.rotate.ring))].sort();

/** Where pawn `i` of `seat` stands in `view` (null: the reserve). */
const atOf = (view, seat, i) => view.pawns?.[seat]?.[i] ?? null;
/** Does the listed move `m` move our pawn `i`? Pawns in the reserve are all alike: any of them stands for the one listed. */
export const movesPawn = (view, seat, m, i) =>
  !!m.move && (m.move.pawn === i || (atOf(view, seat, i) === null && atOf(view, seat, m.move.pawn) === null));

/** Our pawns (indices) that some listed play of `plays` moves. */
export const moversOf = (view, seat, plays) => [0, 1, 2].filter((i) => plays.some((m) => movesPawn(view, seat, m, i)));

/** The squares (positions [level, sector] or "top") pawn `i` may reach with `plays`, each once. */
export function targetsFor(view, seat, plays, i) {
  const out = [];
  for (const m of plays) {
    if (!movesPawn(view, seat, m, i)) continue;
    const key = JSON.stringify(m.move.to);
    if (!out.some((x) => JSON.stringify(x) === key)) out.push(m.move.to);
  }
  return out;
}

/** The listed play with this card and turn and no pawn move, if the turn alone may be played. */
export const turnOnly = (plays) => plays.find((m) => m.move === null) || null;

/** The play to send for pawn `sel.pawn` going to `to` (sent as chosen, legal or not: Python decides). */
export const buildMove = (sel, to) => ({ type: "play", card: sel.card, rotate: rotateOf(sel),
  move: sel.pawn == null || to === undefined ? null : { pawn: sel.pawn, to } });

/** Choose `card`: the turn is reset, the pawn kept only if it can still move. */
export function chooseCard(sel, card) {
  Object.assign(sel, { card, ring: null, dir: 1, amount: 1, target: null });
}

/** Choose the ring to turn (null: no turn); a wild without a turn cannot be turned. */
export function chooseRing(sel, ring) {
  if (sel.card === "ANY") ring = null;
  sel.ring = ring;
  sel.target = null;
}

/** Turn clockwise (`d` > 0) or counter-clockwise. */
export function setDir(sel, d) {
  sel.dir = d < 0 ? -1 : 1;
  sel.target = null;
}

/** The spin wild turns by any number of squares: one more or one less, from 1 to 11 (a whole round is no turn). */
export function changeAmount(sel, d) {
  if (sel.card !== "SPIN") return;
  sel.amount = Math.min(SECTORS - 1, Math.max(1, sel.amount + d));
  sel.target = null;
}

/** Cycle through `items` after `current` (the first when `current` is not among them). */
export function cycle(items, current) {
  if (!items.length) return null;
  const k = items.findIndex((x) => JSON.stringify(x) === JSON.stringify(current));
  return items[(k + 1) % items.length];
}

/** After new traits: forget a card no longer in hand, and a pawn choice that moves nothing. */
export function settle(sel, cards, view, seat, legal) {
  if (sel.card != null && !cards.includes(sel.card)) Object.assign(sel, newSelection());
  if (sel.card == null) return;
  const plays = playsFor(legal, sel.card, rotateOf(sel)), movers = moversOf(view, seat, plays);
  if (sel.pawn != null && !movers.includes(sel.pawn) && atOf(view, seat, sel.pawn) === "top") sel.pawn = null;
  if (sel.pawn == null && movers.length === 1) sel.pawn = movers[0];
}
