// What every board reads from Python's projection, the same way: pure functions of a snapshot of the traits.
// The page never decides anything here: whose turn and which moves come from the traits.

/** The traits every board draws from (Python writes them; the page may set only lang, colorblind and replay_step). */
export const TRAITS = ["view", "legal", "feedback", "outcome", "seat", "handover", "seats", "ply", "can_undo", "thinking",
  "replay", "lang", "colorblind", "seed", "options", "why", "words", "tutorial"];

/** A plain object of `traits` (a board's: the common ones and its own): what every drawing function reads. */
export function snapshot(model, traits = TRAITS) {
  const p = {};
  for (const k of traits) p[k] = model.get(k);
  return p;
}

export const langOf = (p) => p.lang || "en";
/** Showing the live game (not a replay step). */
export const isLive = (p) => !(p.replay && "step" in p.replay);
/** The view drawn: the live one, or the replay's spectator view. */
export const shown = (p) => (isLive(p) ? p.view : p.replay) || {};
export const replayStep = (p) => (isLive(p) ? -1 : p.replay.step);
export const isOver = (p) => Object.keys(p.outcome || {}).length > 0;
/** The seat on screen may move now: live, no hand-over, its turn, the game on. */
export const myTurn = (p) => isLive(p) && p.handover == null && p.seat != null && p.view?.to_move === p.seat && !isOver(p);
/** Python's legal moves for the seat on screen, when it may move. */
export const legalMoves = (p) => (myTurn(p) ? p.legal || [] : []);
export const can = (p, type) => legalMoves(p).some((m) => m.type === type);
export const humans = (p) => (p.seats || []).filter((x) => x === "human").length;
