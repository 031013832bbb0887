// The board as numbers: rings, sectors, squares and where each pawn stands on the page (SVG units).
// Seen from above: ring 1 outermost, ring 6 next to the black top (level 7) in the centre. Sector s is at
// s o'clock (sector 0 at 12 o'clock) and a positive turn is clockwise, as in the engine (games_lib.centrix).
export const RINGS = 6, SECTORS = 12;
export const TOP_R = 64, RING_W = 44, PAWN_R = 14;
export const OUTER = TOP_R + RINGS * RING_W;             // 328: the outer edge of ring 1
export const RESERVE_Y = OUTER + 62;                      // the reserves, in a row under the rings
export const VIEWBOX = [-OUTER - 40, -OUTER - 40, 2 * OUTER + 80, 2 * OUTER + 40 + 62 + 50];

export const mod = (a, n) => ((a % n) + n) % n;
/** Inner radius of ring `L` (1..6). */
export const inner = (L) => TOP_R + (RINGS - L) * RING_W;
/** Angle (degrees, clockwise from 3 o'clock, as SVG draws) of the middle of sector `s`. */
export const angleOf = (s) => -90 + s * (360 / SECTORS);
export function polar(r, deg) {
  const a = (deg * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
}
const f = (x) => Math.round(x * 100) / 100;

/** The outline of the square of ring `L` at sector `s`: an annular sector with a thin gap around it. */
export function squarePath(L, s) {
  const r0 = inner(L) + 1.5, r1 = inner(L) + RING_W - 1.5, a = angleOf(s), h = 15 - 0.9;
  const [x0, y0] = polar(r1, a - h), [x1, y1] = polar(r1, a + h), [x2, y2] = polar(r0, a + h), [x3, y3] = polar(r0, a - h);
  return `M${f(x0)},${f(y0)} A${f(r1)},${f(r1)} 0 0 1 ${f(x1)},${f(y1)} L${f(x2)},${f(y2)} A${f(r0)},${f(r0)} 0 0 0 ${f(x3)},${f(y3)} Z`;
}

/** The middle of the square of ring `L` at sector `s`, turned by `extra` degrees (a ring being animated). */
export const centreOf = (L, s, extra = 0) => polar(inner(L) + RING_W / 2, angleOf(s) + extra);

/** The colour letter of the square at ring `L`, sector `s` of a view (its rings and offsets). */
export const colourAt = (view, L, s) => view.rings[L - 1][mod(s - view.offsets[L - 1], SECTORS)];

/** Where the `k`-th pawn on the top stands: six on an inner circle, twelve on an outer one. */
export function topSpot(k) {
  if (k < 6) return polar(24, -90 + k * 60);
  return polar(47, -75 + (k - 6) * 30);
}

/** The middle of player `p`'s reserve box (of `n` players) and the spot of their pawn `i` in it. */
export const reserveBox = (p, n) => [(p - (n - 1) / 2) * Math.min(124, (2 * OUTER + 60) / n), RESERVE_Y];
export function reserveSpot(p, i, n) {
  const [x, y] = reserveBox(p, n);
  return [x + (i - 1) * 34, y];
}

/** `p-i`: the key of player `p`'s pawn `i`; `1a`: its mark on the page (players from 1, pawns a, b, c). */
export const pawnKey = (p, i) => `${p}-${i}`;
export const mark = (p, i) => `${p + 1}${"abc"[i]}`;

/** Every pawn of a view: {key, p, i, at} with `at` a position: [level, sector], "top", or null (the reserve). */
export function pawnsOf(view) {
  return (view.pawns || []).flatMap((row, p) => row.map((at, i) => ({ key: pawnKey(p, i), p, i, at })));
}

/** The page position of a pawn standing at `at` (with `extra` degrees on ring `ring`, a turn being drawn). */
export function spotOf(view, p, i, at, turning = null) {
  if (at === null || at === undefined) return reserveSpot(p, i, view.pawns.length);
  if (at === "top") {
    const k = pawnsOf(view).filter((x) => x.at === "top").findIndex((x) => x.p === p && x.i === i);
    return topSpot(Math.max(0, k));
  }
  const extra = turning && turning.ring === at[0] ? turning.deg : 0;
  return centreOf(at[0], at[1], extra);
}

/** Two turns are the same action when they turn the same ring by the same amount modulo a whole round. */
export const sameTurn = (a, b) => (a == null && b == null) || (!!a && !!b && a.ring === b.ring && mod(a.steps - b.steps, SECTORS) === 0);
export const sameAt = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The view as it looks once ring `rotate.ring` turned by `rotate.steps`: offsets and the pawns riding it (a preview). */
export function turned(view, rotate) {
  if (!rotate) return view;
  const { ring, steps } = rotate;
  const offsets = view.offsets.map((o, k) => (k === ring - 1 ? mod(o + steps, SECTORS) : o));
  const pawns = view.pawns.map((row) => row.map((at) => (Array.isArray(at) && at[0] === ring ? [ring, mod(at[1] + steps, SECTORS)] : at)));
  return { ...view, offsets, pawns };
}
