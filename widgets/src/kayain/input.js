// The keyboard: the keys listed on the page, turned into the board's actions (`act`, see render.js).
import { myTurn, handGroups, bottomSeat, shown } from "./projection.js";
import { BASE } from "./colours.js";
import { moveCursor } from "./selection.js";

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The digit of a key, whatever the keyboard layout (AZERTY gives « & » for the 1 key without Shift). */
export function digitOf(e) {
  if (/^[0-9]$/.test(e.key)) return Number(e.key);
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(e.code || "");
  return m ? Number(m[1]) : null;
}

/** Keys on the board (until `signal` aborts); the announcement picker handles its own arrows. */
export function bindKeys(root, { sel, now, act }, signal) {
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest?.(".kann-list") && (ARROWS[e.key] || e.key === "Enter" || e.key === " ")) return act.pickerKey(e);
    const p = now(), k = e.key.length === 1 ? e.key.toLowerCase() : e.key, d = digitOf(e);
    let done = true;
    if (sel.pending && d !== null) {
      const pending = sel.pending;
      sel.pending = null;
      if (pending === "d" && d >= 1 && d <= BASE.length) act.draw(BASE[d - 1]);
      else if (pending === "p") { const x = (shown(p).paintings?.[p.seat] || [])[d - 1]; if (x) act.declare(x.id); else act.redraw(); }
      else act.redraw();
    } else if (d !== null && d >= 1 && myTurn(p)) {
      const g = handGroups(p.view, p.seat)[d - 1];
      if (g) act.card(g[0]); else done = false;
    } else if (ARROWS[k] && myTurn(p)) { moveCursor(sel, ...ARROWS[k], bottomSeat(p)); act.redraw(); }
    else if ((k === "Enter" || k === " ") && sel.cursor && myTurn(p) && e.target === root) act.slot(...sel.cursor);
    else if (k === "c" && sel.cursor && myTurn(p)) act.collect(sel.cursor[0]);
    else if ((k === "d" || k === "p") && myTurn(p)) { sel.pending = k; act.redraw(); }
    else if (k === "u") act.undo();
    else if (k === "h") act.toggleChart();
    else if (k === "Escape") act.cancel();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}
