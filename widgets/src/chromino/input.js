// Pointer and keyboard: what the player's hands do, turned into the board's actions (`act`, see render.js).
import { myTurn, hand, can } from "./projection.js";
import { moveTo, snap, tileTargets } from "./selection.js";
import { sameCell } from "./geometry.js";

/** Drag to pan, wheel to zoom, move to show the ghost, click to lay the picked-up tile (until `signal` aborts). */
export function bindPointer(svg, { vb, sel, now, act }, signal) {
  let pan = null, suppressClick = false;
  svg.addEventListener("wheel", (e) => { e.preventDefault(); vb.zoomBy(Math.exp(e.deltaY * 0.0015), vb.toUser(e.clientX, e.clientY)); }, { passive: false, signal });
  svg.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    pan = { x: e.clientX, y: e.clientY, box: { ...vb.box }, moved: false, id: e.pointerId };
  }, { signal });
  svg.addEventListener("pointermove", (e) => {
    if (pan) {
      const dx = e.clientX - pan.x, dy = e.clientY - pan.y;
      if (!pan.moved && Math.hypot(dx, dy) > 5) { pan.moved = true; svg.setPointerCapture?.(pan.id); svg.classList.add("gl-panning"); }
      if (pan.moved) {
        const sc = vb.scale();
        vb.panBy(-dx * sc, -dy * sc, pan.box);
        return;
      }
    }
    const p = now();
    if (!sel.selected || !myTurn(p)) return;
    const cell = vb.cellAt(e);
    if (sel.cursor && sameCell(cell, sel.cursor)) return;
    sel.cursor = cell;
    sel.ghost = snap(sel, tileTargets(sel, p), cell);
    act.drawGhost();
  }, { signal });
  const endPan = () => { if (pan?.moved) suppressClick = true; pan = null; svg.classList.remove("gl-panning"); };
  svg.addEventListener("pointerup", endPan, { signal });
  svg.addEventListener("pointercancel", endPan, { signal });
  svg.addEventListener("pointerleave", () => { if (!pan) { sel.ghost = null; act.drawGhost(); } }, { signal });
  svg.addEventListener("click", (e) => {
    if (suppressClick) { suppressClick = false; return; }
    const p = now();
    if (!sel.selected || !myTurn(p)) return;
    const cells = snap(sel, tileTargets(sel, p), vb.cellAt(e));
    sel.cursor = cells[1];
    act.place(cells);
  }, { signal });
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The keys listed on the page (1–9 tile, R turn, arrows, Enter, N, D, P, U, + − 0, Escape) (until `signal` aborts). */
export function bindKeys(root, { vb, sel, now, act }, signal) {
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key, p = now(), mine = hand(p);
    let done = true;
    if (/^[1-9]$/.test(k) && mine[Number(k) - 1] && myTurn(p)) act.select(mine[Number(k) - 1]);
    else if (k === "r" || k === "R") act.rotate();
    else if (ARROWS[k] && sel.selected && myTurn(p)) {
      const [dx, dy] = ARROWS[k], c = sel.cursor || [0, 0];
      moveTo(sel, [c[0] + dx, c[1] + dy]);
      act.drawGhost();
    } else if (ARROWS[k]) vb.stepBy(...ARROWS[k]);
    else if ((k === "Enter" || k === " ") && sel.ghost && e.target === root) act.place(sel.ghost);
    else if (k === "n" || k === "N") act.nextTarget();
    else if (k === "d" || k === "D") { if (can(p, "draw")) act.sendMove({ type: "draw" }); }
    else if (k === "p" || k === "P") { if (can(p, "pass")) act.sendMove({ type: "pass" }); }
    else if (k === "u" || k === "U") { if (p.can_undo) act.undo(); }
    else if (k === "+" || k === "=") vb.zoomBy(1 / 1.25);
    else if (k === "-") vb.zoomBy(1.25);
    else if (k === "0") act.fit();
    else if (k === "Escape") act.drop();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}
