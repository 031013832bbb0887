// The keyboard: what the players' hands do, turned into the board's actions (`act`, see render.js).
// Several people share one keyboard during a grab window: each has a letter (the window's `key`), then digits and Enter.
import { windowOpen, myTurn } from "./projection.js";

/** A slot number from a key: Digit1..Digit9 and Digit0 (= 10), or the numeric keypad; by `code`, so AZERTY works too. */
export function slotFromKey(e) {
  const m = /^(?:Digit|Numpad)(\d)$/.exec(e.code || "") || (/^\d$/.test(e.key || "") ? [null, e.key] : null);
  if (!m) return null;
  const d = Number(m[1]);
  return d === 0 ? 9 : d - 1;
}

/** The asked human seat whose grab key `e` is, if any. */
export function seatFromKey(p, e) {
  if (!windowOpen(p) || !e.key || e.key.length !== 1) return null;
  const k = e.key.toUpperCase();
  const x = p.window.seats.find((s) => s.human && !s.answered && s.key === k);
  return x ? x.seat : null;
}

const typing = (el) => el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);

/** Listen on the document (people need not focus the board first), but never while someone types in a field. */
export function bindKeys(root, { now, act }, signal) {
  const doc = root.ownerDocument;
  doc.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    if (!root.isConnected || (e.target !== doc.body && !root.contains(e.target) && e.target !== doc.documentElement)) return;
    const p = now();
    const seat = seatFromKey(p, e), slot = slotFromKey(e), k = (e.key || "").toLowerCase();
    let done = true;
    if (seat != null) act.seatKey(seat);
    else if (slot != null) act.toggle(slot);
    else if (k === "enter") act.enter();
    else if (k === "escape" || k === "backspace") act.escape();
    else if (!windowOpen(p) && k === "r" && myTurn(p)) act.move({ type: "roll" });
    else if (!windowOpen(p) && k === "d" && myTurn(p)) act.move({ type: "draw" });
    else if (k === "u") act.undo();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}
