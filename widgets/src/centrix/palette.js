// The six colours of the squares, the pawns and the cards, and the icon each colour wears in colour-blind mode
// (the physical game prints icons on the reverse side of its rings for the same reason).
import { s } from "../common/dom.js";
import { COLOURS as SHARED } from "../common/colours.js";

export const COLOURS = "ROYGBW";
/** Red, yellow, green and blue are the house palette's (common/colours.json); orange and white are Centrix's own. */
const own = ({ fill, ink }) => ({ fill, ink });
export const PALETTE = {
  R: own(SHARED.R), O: { fill: "#f28e2b", ink: "#2b1600" }, Y: own(SHARED.Y),
  G: own(SHARED.G), B: own(SHARED.B), W: { fill: "#f4f4f0", ink: "#1f2328" },
};
export const TOP_FILL = "#15171a";
/** Player p's pawns take the p-th colour (six players, six colours). */
export const playerColour = (p) => COLOURS[p % 6];

const star = (n, r0, r1) => Array.from({ length: 2 * n }, (_, k) => {
  const a = (Math.PI * k) / n - Math.PI / 2, r = k % 2 ? r0 : r1;
  return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
}).join(" ");

/** One icon per colour, drawn in a box of half-size 1 around (0, 0): triangle, diamond, star, circle, square, cross. */
const ICONS = {
  R: (a) => s("polygon", { points: "0,-1 0.95,0.75 -0.95,0.75", ...a }),
  O: (a) => s("polygon", { points: "0,-1 1,0 0,1 -1,0", ...a }),
  Y: (a) => s("polygon", { points: star(5, 0.45, 1.05), ...a }),
  G: (a) => s("circle", { r: 0.85, ...a }),
  B: (a) => s("rect", { x: -0.78, y: -0.78, width: 1.56, height: 1.56, ...a }),
  W: (a) => s("polygon", { points: "-0.3,-1 0.3,-1 0.3,-0.3 1,-0.3 1,0.3 0.3,0.3 0.3,1 -0.3,1 -0.3,0.3 -1,0.3 -1,-0.3 -0.3,-0.3", ...a }),
};

/** The icon of colour `c` centred at (x, y), `size` its half-width. */
export function icon(c, x, y, size, { ink = PALETTE[c].ink, cls = "cx-icon" } = {}) {
  return s("g", { class: `${cls} cx-icon-${c}`, transform: `translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${size})` },
    ICONS[c]({ fill: ink, stroke: "none" }));
}
