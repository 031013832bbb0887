// What Python's projection says, read once per drawing, and what follows from it (pure functions of a snapshot).
// The page decides nothing here: whose turn, which moves, which cards, all come from the traits.
import { ALL } from "./colours.js";
import { TRAITS as COMMON, snapshot as snap, langOf, isLive, shown, replayStep, isOver, myTurn, legalMoves, can, humans } from "../common/projection.js";
export { langOf, isLive, shown, replayStep, isOver, myTurn, legalMoves, can, humans };

/** The traits a drawing reads: the common ones and this board's own. */
export const TRAITS = [...COMMON, ...["chart"]];
/** A plain object of the traits: what every drawing function reads. */
export const snapshot = (model) => snap(model, TRAITS);
/** The seat whose side is drawn at the bottom: the seat on screen, else player 1. */
export const bottomSeat = (p) => (p.seat == null || !isLive(p) ? 0 : p.seat);

/** The seat's hand as `[[colour, count]]`, in the game's colour order (the view lists each card). */
export function handGroups(v, seat) {
  const cards = seat == null ? null : v?.hands?.[seat];
  if (!cards) return [];
  const n = {};
  for (const c of cards) n[c] = (n[c] || 0) + 1;
  return ALL.filter((c) => n[c]).map((c) => [c, n[c]]).concat(Object.keys(n).filter((c) => !ALL.includes(c)).map((c) => [c, n[c]]));
}

/** The slot `[palette][side]` of a view, or null. */
export const slotAt = (v, i, k) => v?.slots?.[i]?.[k] ?? null;

/** The empty places where Python lets the seat lay `card` now: keys "palette:side". */
export function placeTargets(p, card) {
  const out = new Set();
  for (const m of legalMoves(p)) if (m.type === "place" && m.card === card) out.add(`${m.palette}:${m.side}`);
  return out;
}

/** The colours Python lets the seat announce for `card` on `[palette, side]`, in its order. */
export const announcements = (p, card, palette, side) =>
  legalMoves(p).filter((m) => m.type === "place" && m.card === card && m.palette === palette && m.side === side).map((m) => m.announce);

export const canCollect = (p, i) => legalMoves(p).some((m) => m.type === "collect" && m.palette === i);
export const canDraw = (p, c) => legalMoves(p).some((m) => m.type === "draw" && m.colour === c);
export const canDeclare = (p, id) => legalMoves(p).some((m) => m.type === "declare" && m.painting === id);

/** What the last refusal points at: colours (hand cards, piles), places "palette:side", painting ids. */
export function focusOf(p) {
  const f = p.feedback?.focus || [], out = { colours: new Set(), places: new Set(), paintings: new Set() };
  for (const x of f) {
    if (Array.isArray(x) && x.length === 2) out.places.add(`${x[0]}:${x[1]}`);
    else if (typeof x === "string" && ALL.includes(x)) out.colours.add(x);
    else if (typeof x === "string") out.paintings.add(x);
  }
  return out;
}

/** The mix of two colours by Python's chart (the `chart` trait), or null. */
export function mixOf(chart, a, b) {
  const row = (chart || []).find((r) => (r.from[0] === a && r.from[1] === b) || (r.from[0] === b && r.from[1] === a));
  return row ? row.makes : null;
}

/** For each colour a painting needs, whether the hand holds it (counting repeats): `[[colour, held]]`. */
export function needsHeld(painting, hand) {
  const left = {};
  for (const c of hand || []) left[c] = (left[c] || 0) + 1;
  return painting.colours.map((c) => { const ok = (left[c] || 0) > 0; if (ok) left[c] -= 1; return [c, ok]; });
}

/** The last announcement laid on `[palette, side]` before log event `upto` (public: the log keeps every announcement). */
export function announcedBefore(log, upto, palette, side) {
  for (let i = upto - 1; i >= 0; i--) {
    const e = log[i];
    if (e.event === "place" && e.palette === palette && e.side === side) return e.announced;
  }
  return null;
}

/** A painting's title (its id if it has none), looked up in whatever the view shows. */
export function paintingTitle(v, id) {
  const all = [...(v?.paintings || []).flat(), ...(v?.completed || []).flat(), ...(v?.discarded || [])].filter(Boolean);
  const x = all.find((y) => y && y.id === id) || (v?.log || []).find((e) => e.event === "declare" && e.painting === id);
  return x ? (x.title || id) : id;
}
