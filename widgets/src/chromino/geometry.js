// Squares, tiles and the view box, as numbers: no DOM, no model.

export const U = 40; // one square, in SVG units
export const MARGIN = 3; // free squares shown around the table
export const MIN_VIEW = [17, 11]; // the closest fit, in squares across and down
export const ZOOM = [5, 400]; // the narrowest and the widest view, in squares across
export const MIN_PX = 34; // the smallest square a fitted view shows on a phone, in screen pixels (a finger's target)
export const PHONE_PX = 600; // a board narrower than this is on a phone
/** Direction from tile[0] to tile[2] after k quarter turns clockwise. */
const ORIENT = [[1, 0], [0, 1], [-1, 0], [0, -1]];

export const sameCell = (a, b) => a[0] === b[0] && a[1] === b[1];

/** The three cells of a tile turned `k` quarter turns with its middle square on `centre`; cells[i] holds tile[i]. */
export function cellsOf(k, [x, y]) {
  const [dx, dy] = ORIENT[k];
  return [[x - dx, y - dy], [x, y], [x + dx, y + dy]];
}

/** A placement as the set of its coloured squares, whatever the order of its cells. */
export const placeKey = (tile, cells) => cells.map((c, i) => `${c[0]},${c[1]},${tile[i]}`).sort().join("|");

/** Python's legal places of `tile` that the tile turned `k` times can cover: [{cells, key}], cells in tile order. */
export function targets(legal, tile, k) {
  const out = [];
  for (const m of legal) {
    if (m.type !== "place" || m.tile !== tile) continue;
    const cells = cellsOf(k, m.cells[1]);
    const key = placeKey(tile, cells);
    if (key === placeKey(m.tile, m.cells)) out.push({ cells, key });
  }
  return out;
}

/** Bounding box of the table in squares: {x0, y0, x1, y1} (inclusive). */
export function bounds(board) {
  const xs = board.flatMap((e) => e.cells.map((c) => c[0])), ys = board.flatMap((e) => e.cells.map((c) => c[1]));
  return xs.length ? { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } : { x0: 0, y0: 0, x1: 0, y1: 0 };
}

/**
 * The view box (SVG units) showing the whole table with a margin, never closer than MIN_VIEW squares (a new table is
 * small). With `most` ({w, h} squares the screen holds at a readable size), a bigger table is shown in part instead:
 * at most that many squares, centred on `around` (a square; the table's centre without one), the rest a drag away.
 */
export function fitBox(board, most = null, around = null) {
  const b = bounds(board);
  let w = Math.max(b.x1 - b.x0 + 1 + 2 * MARGIN, MIN_VIEW[0]), h = Math.max(b.y1 - b.y0 + 1 + 2 * MARGIN, MIN_VIEW[1]);
  let cx = (b.x0 + b.x1 + 1) / 2, cy = (b.y0 + b.y1 + 1) / 2;
  if (most && (w > most.w || h > most.h)) {
    const k = Math.max(w / most.w, h / most.h);   // keep the shape, shrink the view to what fits at MIN_PX
    [w, h] = [w / k, h / k];
    if (around) [cx, cy] = [around[0] + 0.5, around[1] + 0.5];
  }
  return { x: (cx - w / 2) * U, y: (cy - h / 2) * U, w: w * U, h: h * U };
}

/** `vb` scaled by `f` around the point `at` (SVG units; the centre by default), within the ZOOM limits. */
export function zoomBox(vb, f, at) {
  const c = at || { x: vb.x + vb.w / 2, y: vb.y + vb.h / 2 };
  const w = Math.min(Math.max(vb.w * f, ZOOM[0] * U), ZOOM[1] * U), k = w / vb.w;
  return { x: c.x - (c.x - vb.x) * k, y: c.y - (c.y - vb.y) * k, w, h: vb.h * k };
}

/** The square under a point in SVG units. */
export const cellAt = ({ x, y }) => [Math.floor(x / U), Math.floor(y / U)];
