// What Python's projection says, read once per drawing, and what follows from it (pure functions of a snapshot).
// The page never decides anything here: whose turn, which moves, which hand, all come from the traits.

import { TRAITS as COMMON, snapshot as snap, langOf, isLive, shown, replayStep, isOver, myTurn, legalMoves, can, humans } from "../common/projection.js";
export { langOf, isLive, shown, replayStep, isOver, myTurn, legalMoves, can, humans };

/** The traits a drawing reads: the common ones. */
export const TRAITS = COMMON;
/** A plain object of the traits: what every drawing function reads. */
export const snapshot = (model) => snap(model, TRAITS);
/** The cards on screen (the seat's own, as its view shows them; none in a replay). */
export const hand = (p) => (p.seat == null || !isLive(p) ? [] : p.view?.hands?.[p.seat] || []);
