// What Python's projection says, read once per drawing, and what follows from it (pure functions of a snapshot).
// The page never decides anything here: whose turn, which moves, which hand, all come from the traits.

import { TRAITS as COMMON, snapshot as snap, langOf, isLive, shown, replayStep, isOver, myTurn, legalMoves, can, humans } from "../common/projection.js";
export { langOf, isLive, shown, replayStep, isOver, myTurn, legalMoves, can, humans };

/** The traits a drawing reads: the common ones. */
export const TRAITS = COMMON;
/** A plain object of the traits: what every drawing function reads. */
export const snapshot = (model) => snap(model, TRAITS);
/** The hand on screen (the seat's own, as its view shows it). */
export const hand = (p) => (p.seat == null ? [] : p.view?.hands?.[p.seat] || []);
/** How many legal places `tile` has, all turns together. */
export const placesOf = (p, tile) => legalMoves(p).filter((m) => m.type === "place" && m.tile === tile).length;
/** The drawn tile the seat on screen must lay now, if any. */
export const drawnTile = (p) => (p.view?.phase === "place_drawn" && p.view?.to_move === p.seat ? p.view.drawn : null);
