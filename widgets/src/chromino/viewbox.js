// The part of the table on screen: fit, zoom and pan of the SVG's view box, and screen points to squares.
import { U, fitBox, zoomBox, cellAt, MIN_PX, PHONE_PX } from "./geometry.js";

/** A view box controller for `svg`. `userView` is true once the player zoomed or panned: the table then stops refitting. */
export function viewBox(svg) {
  const vb = { box: null, userView: false };

  vb.set = (box) => {
    vb.box = box;
    svg.setAttribute("viewBox", `${box.x} ${box.y} ${box.w} ${box.h}`);
  };
  /**
   * Show the whole of `board` (tiles {cells}); a player's own view is kept unless `force`. On a phone (a board under
   * PHONE_PX wide) the squares stay at least MIN_PX pixels wide, a finger's target: the view then centres on `around`.
   */
  vb.fit = (board, force = false, around = null) => {
    if (force) vb.userView = false;
    if (vb.userView && vb.box) return;
    const r = svg.getBoundingClientRect();
    vb.set(fitBox(board, r.width && r.width < PHONE_PX ? { w: r.width / MIN_PX, h: r.height / MIN_PX } : null, around));
  };
  /** SVG units per screen pixel. */
  vb.scale = () => {
    const r = svg.getBoundingClientRect();
    return Math.max(vb.box.w / (r.width || vb.box.w), vb.box.h / (r.height || vb.box.h));
  };
  /** Screen point -> SVG units (the browser's matrix when it has one; the view box arithmetic otherwise). */
  vb.toUser = (cx, cy) => {
    const ctm = svg.getScreenCTM?.();
    if (ctm && svg.createSVGPoint) {
      const p = svg.createSVGPoint(); p.x = cx; p.y = cy;
      const q = p.matrixTransform(ctm.inverse());
      return { x: q.x, y: q.y };
    }
    const r = svg.getBoundingClientRect(), sc = vb.scale(), b = vb.box;
    return { x: b.x + (cx - r.left - (r.width - b.w / sc) / 2) * sc, y: b.y + (cy - r.top - (r.height - b.h / sc) / 2) * sc };
  };
  /** The square under a pointer event. */
  vb.cellAt = (evt) => cellAt(vb.toUser(evt.clientX, evt.clientY));
  vb.zoomBy = (f, at) => { vb.userView = true; vb.set(zoomBox(vb.box, f, at)); };
  /** Move the view by (dx, dy) SVG units from `from` (the box when a drag began; the current box by default). */
  vb.panBy = (dx, dy, from = vb.box) => { vb.userView = true; vb.set({ ...from, x: from.x + dx, y: from.y + dy }); };
  vb.stepBy = (dx, dy) => vb.panBy(dx * U, dy * U);
  return vb;
}
