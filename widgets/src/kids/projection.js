// What Python's projection says, read once per drawing, and what follows from it (pure functions of a snapshot).
// The page never decides anything here: whose turn, which moves, who may grab, all come from the traits.

/** The traits a drawing reads (Python writes them; the page may set only lang, colorblind and replay_step). */
export const TRAITS = ["view", "legal", "feedback", "outcome", "seat", "handover", "seats", "ply", "can_undo", "thinking",
  "replay", "lang", "colorblind", "seed", "options", "window", "why", "grab_seconds", "reveal_log"];

export function snapshot(model) {
  const p = {};
  for (const k of TRAITS) p[k] = model.get(k);
  return p;
}

export const langOf = (p) => p.lang || "en";
export const isLive = (p) => !(p.replay && "step" in p.replay);
/** The view drawn: the live one, or the replay's spectator view. */
export const shown = (p) => (isLive(p) ? p.view : p.replay) || {};
export const replayStep = (p) => (isLive(p) ? -1 : p.replay.step);
export const isOver = (p) => Object.keys(p.outcome || {}).length > 0;
/** An open grab window (live only). */
export const windowOpen = (p) => isLive(p) && !!p.window && Object.keys(p.window).length > 0;
/** The seat on screen may move now (no window open). */
export const myTurn = (p) => isLive(p) && !windowOpen(p) && p.handover == null && p.seat != null && p.view?.to_move === p.seat && !isOver(p);
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
export const humans = (p) => (p.seats || []).filter((x) => x === "human").length;
