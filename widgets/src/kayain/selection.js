// The turn in progress: the chosen card, the chosen place, the keyboard cursor, a pending key (D, P). Never a rule.
import { myTurn, handGroups } from "./projection.js";

export const newSelection = () => ({ card: null, slot: null, cursor: null, pending: null });

/** Drop what the new projection makes stale: not our turn any more, or the chosen card left the hand. */
export function settle(sel, p) {
  if (!myTurn(p)) { sel.card = sel.slot = sel.pending = null; return; }
  if (sel.card && !handGroups(p.view, p.seat).some(([c]) => c === sel.card)) sel.card = sel.slot = null;
}

/** Move the cursor over the 12 places: left/right between palettes, up/down between the two sides (`bottom` drawn below). */
export function moveCursor(sel, dx, dy, bottom) {
  const [i, k] = sel.cursor || [0, bottom];
  const ni = Math.max(0, Math.min(5, i + dx));
  const nk = dy === 0 ? k : dy > 0 ? bottom : 1 - bottom;
  sel.cursor = [ni, nk];
  return sel.cursor;
}
