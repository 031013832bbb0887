// Drawing functions: a snapshot of the projection (and the turn in progress) in, DOM nodes out.
// No model, no listeners of their own, no state: each is tested alone (widgets/test/chromino-draw.test.js).
import { h, s } from "../common/dom.js";
import { COLOURS, square, letterOf, tileName } from "../common/colours.js";
import { t as tr, playerName, labelled } from "../common/i18n.js";
import { t } from "./strings.js";
import { U } from "./geometry.js";
import { langOf, isLive, shown, myTurn, hand, placesOf, drawnTile } from "./projection.js";
import { eventWords, plainEvent } from "../common/words.js";

const MINI = 16; // a square in the rack and the seat bar, in pixels

/** A tile as a small inline SVG (for the rack, the seat bar and the log), named and lettered in `lang`. */
export function miniTile(tile, { colorblind, prefix, lang = "en", unit = MINI, cls = "gl-mini" } = {}) {
  return s("svg", { class: cls, width: unit * 3, height: unit, viewBox: `0 0 ${unit * 3} ${unit}`, role: "img", "aria-label": tileName(tile, lang) },
    ...[...tile].map((c, i) => square(c, i * unit, 0, unit, { colorblind, prefix, lang })),
    s("rect", { x: 0.75, y: 0.75, width: unit * 3 - 1.5, height: unit - 1.5, rx: 2, fill: "none", stroke: "#1b1b1b", "stroke-width": 1.5 }));
}

/** The outline of a tile: one rounded rectangle around its three squares. */
export function tileOutline(cells) {
  const xs = cells.map((c) => c[0]), ys = cells.map((c) => c[1]);
  const x = Math.min(...xs) * U, y = Math.min(...ys) * U;
  return s("rect", { class: "gl-outline", x: x + 1.5, y: y + 1.5, width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 3,
    height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 3, rx: 1 });
}

/** A tile of the table (`e`: {tile, cells}, the `i`-th laid), its squares in tile order (lettered in `lang`). */
export function tileNode(e, i, { colorblind, prefix, lang = "en", cls = "" }) {
  return s("g", { class: `tile ${cls}`.trim(), "data-tile": e.tile, "data-order": i, "data-cells": String(e.cells) },
    ...e.cells.map((c, j) => square(e.tile[j], c[0] * U, c[1] * U, U, { colorblind, prefix, lang })),
    tileOutline(e.cells));
}

/** The highlighted places of the picked-up tile (Python's legal moves, never computed here). */
export function targetNodes(places) {
  return places.map((x) => {
    const xs = x.cells.map((c) => c[0]), ys = x.cells.map((c) => c[1]);
    return s("g", { class: "gl-target", "data-testid": "target", "data-cells": JSON.stringify(x.cells) },
      s("rect", { x: Math.min(...xs) * U + 3, y: Math.min(...ys) * U + 3, width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 6,
        height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 6, rx: 6 }),
      s("circle", { cx: (x.cells[1][0] + 0.5) * U, cy: (x.cells[1][1] + 0.5) * U, r: U * 0.12 }));
  });
}

/** The squares a rejection names (`feedback.focus`), on the live table of the position it was refused on. */
export function focusNodes(p) {
  const f = p.feedback || {};
  const cells = isLive(p) && f.ply === p.ply && Array.isArray(f.focus) ? f.focus.filter((c) => Array.isArray(c) && c.length === 2) : [];
  return cells.map(([x, y]) => s("rect", { class: "gl-focus-sq", "data-testid": "focus", x: x * U + 2, y: y * U + 2, width: U - 4, height: U - 4, rx: 4 }));
}

/** The picked-up tile under the pointer: green on a listed place (`ok`), red elsewhere. */
export function ghostNode(tile, cells, ok, { colorblind, prefix, lang = "en" }) {
  return s("g", { class: ok ? "gl-ghost-ok" : "gl-ghost-bad", "data-legal": ok ? "1" : "0", "data-cells": JSON.stringify(cells) },
    ...cells.map((c, j) => square(tile[j], c[0] * U, c[1] * U, U, { colorblind, prefix, lang })),
    tileOutline(cells));
}

/** The rack: one button per tile of the hand on screen, with its key, its turn and how many places it has. */
export function rackButtons(p, sel, { prefix, onSelect }) {
  const lg = langOf(p), turn = myTurn(p), cb = !!p.colorblind, drawn = drawnTile(p);
  return hand(p).map((tile, i) => {
    const n = placesOf(p, tile), picked = tile === sel.selected;
    const badge = !turn ? "" : n === 0 ? t(lg, "no_place") : t(lg, "places", { n });
    return h("button", {
      class: ["gl-rack-tile", picked && "gl-selected", tile === drawn && "gl-drawn", turn && n === 0 && "gl-dim"].filter(Boolean).join(" "),
      "data-testid": "rack-tile", "data-tile": tile, "aria-pressed": picked ? "true" : "false", title: labelled(lg, i + 1, tileName(tile, lg)),
      disabled: !turn || (drawn && tile !== drawn) ? true : null, onclick: () => onSelect(tile),
    }, h("span", { class: "gl-rack-key" }, String(i + 1)),
      h("span", { class: "gl-rack-svg", style: `transform: rotate(${picked ? sel.turn * 90 : 0}deg)` }, miniTile(tile, { colorblind: cb, prefix, lang: lg, unit: 22 })),
      h("span", { class: "gl-rack-badge" }, tile === drawn ? t(lg, "drawn") : badge));
  });
}

/** The title over the rack: whose tiles (named when several people share the screen). */
export const rackTitle = (p, humans) => (p.seat == null ? "" : humans > 1 ? t(langOf(p), "rack_of", { player: playerName(langOf(p), p.seat) }) : t(langOf(p), "rack"));

/** What a seat's chip says besides its name: tiles left, a public last tile, points (expert scoring), done. */
export function seatInfo(p, q, { prefix }) {
  const v = shown(p), lg = langOf(p), cb = !!p.colorblind, n = v.hand_sizes?.[q] ?? 0, out = [];
  out.push(h("span", { class: "gl-chip-count", "data-testid": `tiles-${q}` }, tr(lg, "tiles_left", { n })));
  const shownHand = v.hands?.[q];
  if (q !== p.seat && Array.isArray(shownHand) && shownHand.length === 1)
    out.push(h("span", { class: "gl-chip-last", title: t(lg, "last_tile") }, miniTile(shownHand[0], { colorblind: cb, prefix, lang: lg, unit: 12 })));
  if (p.options?.scoring === "expert") out.push(h("span", { class: "gl-chip-score", "data-testid": `score-${q}` }, tr(lg, "points", { n: v.scores?.[q] ?? 0 })));
  if ((v.out || []).includes(q)) out.push(h("span", { class: "gl-chip-out" }, tr(lg, "out")));
  return out;
}

const LOG_KEYS = { start: () => "log_start", place: (e) => (e.points !== undefined ? "log_place_points" : "log_place"),
  draw: () => "log_draw", pass: () => "log_pass", keep: () => "log_keep", reveal: () => "log_reveal" };

/**
 * Event `i` of the shown log as plain words (the narration reads it), tiles named with the letters of `lang`: the words the
 * game registered for it (a variant's own event), else the board's, else plain words for an event the board does not know.
 */
export function logText(p, e, i = null) {
  const lg = langOf(p);
  const said = i === null ? null : eventWords(p, i, lg);
  if (said !== null) return said;
  if (!LOG_KEYS[e.event]) return plainEvent(lg, e);
  return t(lg, LOG_KEYS[e.event](e), { player: playerName(lg, e.player ?? e.first_player ?? 0), tile: e.tile == null ? e.tile : tileName(e.tile, lg), points: e.points, n: e.count });
}

/** The last 40 events of the shown view's public log, in words, each tile drawn small beside its name. */
export function logLines(p, { prefix }) {
  const lg = langOf(p), cb = !!p.colorblind;
  const tileOf = (tile) => h("span", { class: "gl-log-tile" }, miniTile(tile, { colorblind: cb, prefix, lang: lg, unit: 10 }), ` ${tileName(tile, lg)}`);
  const log = shown(p).log || [], from = Math.max(0, log.length - 40);
  return log.slice(from).map((e, j) => {
    if (!LOG_KEYS[e.event] || eventWords(p, from + j, lg) !== null) return logText(p, e, from + j);
    const [a, b] = logText(p, { ...e, tile: "\u0000" }).split("\u0000");
    return b === undefined ? h("span", {}, a) : h("span", {}, a, tileOf(e.tile), b);
  });
}

/** The outcome panel: `headline` (the status), the ending rule's message, the ranking with points. */
export function outcomeNodes(p, headline) {
  const o = p.outcome || {}, lg = langOf(p);
  const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((q) => playerName(lg, q) + (o.scores ? ` (${tr(lg, "points", { n: o.scores[q] })})` : "")).join(" = ")}`).join("  ·  ");
  return [h("strong", {}, headline), h("div", {}, o.messages?.[lg] ?? ""), h("div", { class: "gl-ranking" }, labelled(lg, tr(lg, "ranking"), ranking))];
}

/** The colour-blind legend: each colour's square with its pattern, letter and name, in the page's language. */
export function legendNodes(p, prefix) {
  const lg = langOf(p);
  return [t(lg, "legend"), ...Object.entries(COLOURS).map(([c, col]) => h("span", { class: "gl-legend-item" },
    s("svg", { width: 18, height: 18, viewBox: `0 0 ${U} ${U}` }, square(c, 0, 0, U, { colorblind: true, prefix, lang: lg })), ` ${c === "*" ? "✱" : letterOf(c, lg)} ${col[lg]}`))];
}
