// What Python's projection says, read once per drawing, and what follows from it (pure functions of a snapshot).
// The page never decides anything here: whose turn, which moves, who may grab, all come from the traits.

import { TRAITS as COMMON, snapshot as snap, langOf, isLive, shown, replayStep, isOver, humans, myTurn as seatMayMove } from "../common/projection.js";
export { langOf, isLive, shown, replayStep, isOver, humans };

/** The traits a drawing reads: the common ones and this board's own. */
export const TRAITS = [...COMMON, ...["window", "grab_seconds", "reveal_log"]];
/** A plain object of the traits: what every drawing function reads. */
export const snapshot = (model) => snap(model, TRAITS);
/** An open grab window (live only). */
export const windowOpen = (p) => isLive(p) && !!p.window && Object.keys(p.window).length > 0;
/** The seat on screen may move now (no window open). */
export const myTurn = (p) => !windowOpen(p) && seatMayMove(p);
export const legalMoves = (p) => (myTurn(p) ? p.legal || [] : []);
export const can = (p, type) => legalMoves(p).some((m) => m.type === type);
/** Slots some legal flip names: the ones to highlight. */
export const flippable = (p) => new Set(legalMoves(p).filter((m) => m.type === "flip").flatMap((m) => m.slots));
/** Events of the latest action (the table marks them fresh): their colours may be shown. */
export const freshEvents = (v) => (v.log || []).filter((e) => e.fresh);
/** slot -> card shown by the latest action (a flip, a draw laid on the table, a grab). */
export function peeks(v) {
  const out = new Map();
  for (const e of freshEvents(v)) {
    if (e.event === "flip") e.slots.forEach((i, k) => { if (e.cards[k] && e.cards[k] !== "hidden") out.set(i, e.cards[k]); });
    else if ((e.event === "draw" && "slot" in e) || e.event === "grab") { if (e.card && e.card !== "hidden") out.set(e.slot, e.card); }
  }
  return out;
}
/** The fresh special drawn, if any ("reverse" | "skip"). */
export const freshSpecial = (v) => freshEvents(v).find((e) => e.event === "draw" && (e.card === "reverse" || e.card === "skip"))?.card ?? null;
/** The fresh roll, if the die was just rolled. */
export const freshRoll = (v) => freshEvents(v).some((e) => e.event === "roll");
