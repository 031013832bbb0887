// Colours, and the colour-blind aids: every colour also has a letter (in the page's language) and a pattern.
import { s } from "./dom.js";
import PALETTE from "./colours.json";

/** Fill and ink (text, pattern) of each colour code, its name and its letter in each language; '*' is a chameleon's wild square.
 *  Defined once in colours.json, which Python reads too (games_lib/static/colours.json, copied by build.mjs). */
export const COLOURS = PALETTE;

/** The letter people read for colour code `c` in `lang` (French initials: R, J, Ve, B, Vi; English: the code itself).
 *  The codes R Y G B P of states and moves never change: only what is shown does. An unknown code shows as itself. */
export const letterOf = (c, lang = "en") => COLOURS[c]?.letter?.[lang] ?? COLOURS[c]?.letter?.en ?? c;

/** A tile's name as people read it in `lang`: its squares' letters ("RGY" is "RVeJ" in French; each letter starts with a capital). */
export const tileName = (tile, lang = "en") => [...String(tile)].map((c) => letterOf(c, lang)).join("");

// One pattern per colour, drawn in a 10×10 cell: stripes one way, dots, cross-hatch, the other way, rings.
const PATTERNS = {
  R: (ink) => [s("path", { d: "M-2,2 l4,-4 M0,10 l10,-10 M8,12 l4,-4", stroke: ink, "stroke-width": 1.6 })],
  Y: (ink) => [s("circle", { cx: 2.5, cy: 2.5, r: 1.4, fill: ink }), s("circle", { cx: 7.5, cy: 7.5, r: 1.4, fill: ink })],
  G: (ink) => [s("path", { d: "M0,5 h10 M5,0 v10", stroke: ink, "stroke-width": 1.2 })],
  B: (ink) => [s("path", { d: "M-2,8 l4,4 M0,0 l10,10 M8,-2 l4,4", stroke: ink, "stroke-width": 1.6 })],
  P: (ink) => [s("circle", { cx: 5, cy: 5, r: 2.6, fill: "none", stroke: ink, "stroke-width": 1.2 })],
};

let instances = 0;
/** A fresh id prefix, so that two boards on one page do not share pattern ids. */
export const uniquePrefix = (name) => `${name}-${++instances}-`;

/** <defs> with one <pattern> per colour, ids `${prefix}pat-R` ...; `unit` is the size of a square. */
export function patternDefs(prefix, unit) {
  const size = unit / 4;
  return s("defs", {}, Object.entries(PATTERNS).map(([c, draw]) =>
    s("pattern", { id: `${prefix}pat-${c}`, patternUnits: "userSpaceOnUse", width: size, height: size },
      s("g", { transform: `scale(${size / 10})`, opacity: 0.55 }, draw(COLOURS[c].ink)))));
}

/** The square of colour `c` at (x, y): fill, plus pattern and letter (of `lang`) in colour-blind mode; a star on a wild square. */
export function square(c, x, y, unit, { prefix, colorblind, lang = "en", cls = "sq" } = {}) {
  const col = COLOURS[c] ?? COLOURS["*"];
  const g = s("g", { class: `${cls} c-${c === "*" ? "wild" : c}` },
    s("rect", { x, y, width: unit, height: unit, fill: col.fill }));
  if (colorblind && PATTERNS[c]) g.append(s("rect", { x, y, width: unit, height: unit, fill: `url(#${prefix}pat-${c})` }));
  if (c === "*") g.append(s("text", { x: x + unit / 2, y: y + unit * 0.72, "text-anchor": "middle", "font-size": unit * 0.62, fill: col.ink, class: "gl-glyph" }, "✱"));
  else if (colorblind) {
    const letter = letterOf(c, lang), size = unit * (letter.length > 1 ? 0.4 : 0.46);   // two letters (Ve, Vi) a little smaller, to fit
    g.append(s("text", { x: x + unit / 2, y: y + unit / 2 + size * 0.35, "text-anchor": "middle", "font-size": size, "font-weight": 700, fill: col.ink, stroke: col.fill, "stroke-width": unit * 0.06, "paint-order": "stroke", class: "gl-letter" }, letter));
  }
  return g;
}
