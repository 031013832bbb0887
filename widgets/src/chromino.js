// The Chromino board (anywidget front end of games_lib.widgets.chromino.ChrominoBoard).
//
// It draws the traits Python sends (view, legal, feedback, outcome, replay ...) and sends intents
// ({type: "move" | "take_seat" | "undo"}). It never decides whether a placement is legal: the places it
// highlights are Python's `legal` moves, and an attempt anywhere else is sent to Python, whose
// rejection comes back in `feedback` with the squares to highlight.
import "./common/common.css";
import "./chromino.css";
import { h, s, put } from "./common/dom.js";
import { watch, intent, prefer } from "./common/model.js";
import { t as tr, extend, playerName, names } from "./common/i18n.js";
import { COLOURS, patternDefs, square, uniquePrefix } from "./common/colours.js";
import { renderSeats, renderFeedback, renderLog, renderHandover, replayBar } from "./common/parts.js";

export const U = 40; // one square, in SVG units
const MARGIN = 3; // free squares shown around the table
const MIN_VIEW = [17, 11]; // the closest fit, in squares across and down
const MINI = 16; // a square in the rack and the seat bar, in pixels
/** Direction from tile[0] to tile[2] after k quarter turns clockwise. */
const ORIENT = [[1, 0], [0, 1], [-1, 0], [0, -1]];

export const STR = extend({
  en: {
    your_turn: "{player}, your turn: choose a tile, then click a highlighted place.",
    must_draw: "{player}, none of your tiles fits: draw a tile.",
    must_pass: "{player}, nothing fits and the bag is empty: pass.",
    place_drawn: "{player}, lay the tile you drew ({tile}).",
    place_drawn_optional: "{player}, lay the tile you drew ({tile}), or keep it (pass).",
    rack: "Your tiles", rack_of: "Tiles of {player}", turn: "Turn", draw: "Draw", pass: "Pass",
    places: "{n} places", one_place: "1 place", no_place: "no place", drawn: "drawn", last_tile: "last tile",
    hint_select: "Choose a tile: click it, or press 1–{n}.",
    hint_places: "{n} highlighted place(s) for this direction: click one, or move with the arrows and press Enter.",
    hint_turn: "No place in this direction: turn the tile (R). It fits in {n} place(s) in all.",
    hint_none: "This tile fits nowhere for now: try another one.",
    keys: "Keys: 1–9 tile · R turn · arrows move · Enter lay · N next place · D draw · P pass · U undo · + − zoom · 0 fit",
    zoom_in: "Zoom in", zoom_out: "Zoom out", fit: "Show the whole table", bag: "Bag: {n}",
    log_start: "The game starts with the chameleon {tile}; {player} plays first.",
    log_place: "{player} laid {tile}.", log_place_points: "{player} laid {tile} (+{points} pts).",
    log_draw: "{player} drew a tile.", log_draw_n: "{player} drew {count} tiles.", log_pass: "{player} passed.",
    log_keep: "{player} kept the drawn tile.", log_reveal: "{player} has one tile left: {tile}.",
    legend: "Colours:",
  },
  fr: {
    your_turn: "{player}, à vous : choisissez une tuile, puis cliquez sur une place en surbrillance.",
    must_draw: "{player}, aucune de vos tuiles ne peut être posée : piochez.",
    must_pass: "{player}, rien ne peut être posé et le sac est vide : passez.",
    place_drawn: "{player}, posez la tuile piochée ({tile}).",
    place_drawn_optional: "{player}, posez la tuile piochée ({tile}), ou gardez-la (passer).",
    rack: "Vos tuiles", rack_of: "Tuiles : {player}", turn: "Tourner", draw: "Piocher", pass: "Passer",
    places: "{n} places", one_place: "1 place", no_place: "aucune place", drawn: "piochée", last_tile: "dernière tuile",
    hint_select: "Choisissez une tuile : cliquez dessus, ou tapez 1–{n}.",
    hint_places: "{n} place(s) en surbrillance dans ce sens : cliquez, ou déplacez avec les flèches et tapez Entrée.",
    hint_turn: "Aucune place dans ce sens : tournez la tuile (R). Elle a {n} place(s) en tout.",
    hint_none: "Cette tuile ne peut aller nulle part pour l'instant : essayez-en une autre.",
    keys: "Touches : 1–9 tuile · R tourner · flèches déplacer · Entrée poser · N place suivante · D piocher · P passer · U annuler · + − zoom · 0 tout voir",
    zoom_in: "Agrandir", zoom_out: "Réduire", fit: "Voir tout le jeu", bag: "Sac : {n}",
    log_start: "La partie commence avec le caméléon {tile} ; {player} joue en premier.",
    log_place: "{player} a posé {tile}.", log_place_points: "{player} a posé {tile} (+{points} pts).",
    log_draw: "{player} a pioché une tuile.", log_draw_n: "{player} a pioché {count} tuiles.", log_pass: "{player} a passé.",
    log_keep: "{player} a gardé la tuile piochée.", log_reveal: "Il reste une tuile à {player} : {tile}.",
    legend: "Couleurs :",
  },
});
const t = (lang, key, params) => tr(lang, key, params, STR);

// ---- geometry (pure, exported for the tests) ---------------------------------------------------

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

// ---- small drawings ----------------------------------------------------------------------------

/** A tile as a small inline SVG (for the rack, the seat bar and the log). */
function miniTile(tile, { colorblind, prefix, unit = MINI, cls = "gl-mini" } = {}) {
  return s("svg", { class: cls, width: unit * 3, height: unit, viewBox: `0 0 ${unit * 3} ${unit}`, role: "img", "aria-label": tile },
    ...[...tile].map((c, i) => square(c, i * unit, 0, unit, { colorblind, prefix })),
    s("rect", { x: 0.75, y: 0.75, width: unit * 3 - 1.5, height: unit - 1.5, rx: 2, fill: "none", stroke: "#1b1b1b", "stroke-width": 1.5 }));
}

function tileLines(tile, cells) {
  // the outline of a tile: one rounded rectangle around its three squares
  const xs = cells.map((c) => c[0]), ys = cells.map((c) => c[1]);
  const x = Math.min(...xs) * U, y = Math.min(...ys) * U;
  return s("rect", { class: "gl-outline", x: x + 1.5, y: y + 1.5, width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 3,
    height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 3, rx: 1 });
}

function drawTile(e, i, { colorblind, prefix, cls = "" }) {
  return s("g", { class: `tile ${cls}`.trim(), "data-tile": e.tile, "data-order": i, "data-cells": String(e.cells) },
    ...e.cells.map((c, j) => square(e.tile[j], c[0] * U, c[1] * U, U, { colorblind, prefix })),
    tileLines(e.tile, e.cells));
}

// ---- the view ----------------------------------------------------------------------------------

function render({ model, el, signal }) {
  const prefix = uniquePrefix("chromino");
  const ui = { selected: null, turn: 0, cursor: null, ghost: null, vb: null, userView: false, seen: null, pan: null,
    suppressClick: false, lastFeedback: null };
  const get = (k) => model.get(k);
  const lang = () => get("lang") || "en";

  // skeleton
  const status = h("div", { class: "gl-status", "data-testid": "status", role: "status", "aria-live": "polite" });
  const seed = h("span", { class: "gl-seed", "data-testid": "seed" });
  const bag = h("span", { class: "gl-bag", "data-testid": "bag" });
  const langBtn = h("button", { class: "gl-toggle", "data-testid": "lang", onclick: () => prefer(model, "lang", lang() === "en" ? "fr" : "en") });
  const cbBtn = h("button", { class: "gl-toggle", "data-testid": "colorblind", onclick: () => prefer(model, "colorblind", !get("colorblind")) });
  const seats = h("div", { class: "gl-seats", "data-testid": "seats" });
  const feedback = h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true });
  const outcome = h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true });

  const layers = { tiles: s("g", { class: "gl-tiles" }), targets: s("g", { class: "gl-targets" }), focus: s("g", { class: "gl-focus" }),
    ghost: s("g", { class: "gl-ghost", "data-testid": "ghost" }) };
  const grid = s("pattern", { id: `${prefix}grid`, patternUnits: "userSpaceOnUse", width: U, height: U },
    s("path", { d: `M ${U} 0 L 0 0 0 ${U}`, fill: "none", stroke: "#e2d9c6", "stroke-width": 1 }));
  const defs = patternDefs(prefix, U);
  defs.append(grid);
  const svg = s("svg", { class: "gl-svg", role: "img", "aria-label": "Chromino", preserveAspectRatio: "xMidYMid meet" },
    defs, s("rect", { class: "gl-bg", x: -1e5, y: -1e5, width: 2e5, height: 2e5, fill: `url(#${prefix}grid)` }),
    layers.tiles, layers.targets, layers.focus, layers.ghost);
  const zoom = h("div", { class: "gl-zoom" },
    h("button", { "data-testid": "zoom-in", onclick: () => zoomBy(1 / 1.25) }, "+"),
    h("button", { "data-testid": "zoom-out", onclick: () => zoomBy(1.25) }, "−"),
    h("button", { "data-testid": "fit", onclick: () => { ui.userView = false; fit(); } }, "⤢"));
  const board = h("div", { class: "gl-board", "data-testid": "board" }, svg, zoom);
  const log = h("div", { class: "gl-log", "data-testid": "log" });
  const rackTitle = h("div", { class: "gl-rack-title" });
  const rackTiles = h("div", { class: "gl-rack-tiles" });
  const rack = h("div", { class: "gl-rack", "data-testid": "hand" }, rackTiles);
  const btn = (id, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick });
  const rotateBtn = btn("rotate", () => rotate());
  const drawBtn = btn("draw", () => sendMove({ type: "draw" }), "gl-primary");
  const passBtn = btn("pass", () => sendMove({ type: "pass" }));
  const undoBtn = btn("undo", () => intent(model, { type: "undo" }));
  const actions = h("div", { class: "gl-actions" }, rotateBtn, drawBtn, passBtn, undoBtn);
  const hint = h("div", { class: "gl-hint", "data-testid": "hint" });
  const keys = h("div", { class: "gl-keys" });
  const legend = h("div", { class: "gl-legend", "data-testid": "legend" });
  const replay = replayBar((k) => prefer(model, "replay_step", k >= get("ply") ? -1 : k));
  const handover = h("div", { class: "gl-handover", "data-testid": "handover", hidden: true });
  const root = h("div", { class: "gl-root gl-chromino", tabindex: 0, "data-testid": "chromino" },
    h("div", { class: "gl-top" }, status, h("div", { class: "gl-meta" }, seed, bag, cbBtn, langBtn)),
    seats, feedback, outcome,
    h("div", { class: "gl-main" }, board, log),
    h("div", { class: "gl-play" }, h("div", { class: "gl-play-head" }, rackTitle, actions), rack), hint, legend, replay, keys, handover);
  el.append(root);

  // ---- what the projections say --------------------------------------------------------------
  const live = () => { const r = get("replay"); return !(r && "step" in r); };
  const shown = () => (live() ? get("view") : get("replay")) || {};
  const seat = () => get("seat");
  const myTurn = () => live() && get("handover") == null && seat() != null && get("view")?.to_move === seat() && !Object.keys(get("outcome") || {}).length;
  const legal = () => (myTurn() ? get("legal") || [] : []);
  const hand = () => (seat() == null ? [] : get("view")?.hands?.[seat()] || []);
  const can = (type) => legal().some((m) => m.type === type);
  const tileTargets = () => (ui.selected && myTurn() ? targets(legal(), ui.selected, ui.turn) : []);
  const allPlaces = (tile) => legal().filter((m) => m.type === "place" && m.tile === tile).length;

  function sendMove(move) {
    if (!myTurn()) return;
    intent(model, { type: "move", move, ply: get("ply") });
  }
  function place(cells) {
    if (ui.selected && myTurn()) sendMove({ type: "place", tile: ui.selected, cells });
  }
  /** Pick up `tile` and give the keyboard to the board (arrows, R, Enter), even after a click on the rack. */
  function select(tile) { choose(tile); draw(); root.focus({ preventScroll: true }); }
  /** Pick up `tile`: turned to a direction where it fits if the current one has no place, the cursor on its first place. */
  function choose(tile) {
    ui.selected = tile;
    const here = targets(legal(), tile, ui.turn);
    if (!here.length) { // turn the tile to a direction where it fits, if there is one
      const k = [1, 2, 3].map((d) => (ui.turn + d) % 4).find((k) => targets(legal(), tile, k).length);
      if (k !== undefined) ui.turn = k;
    }
    const first = targets(legal(), tile, ui.turn)[0];
    if (first) ui.cursor = first.cells[1];
    ui.ghost = ui.cursor ? cellsOf(ui.turn, ui.cursor) : null;
  }
  function rotate() {
    if (!ui.selected) return;
    ui.turn = (ui.turn + 1) % 4;
    if (ui.cursor) ui.ghost = cellsOf(ui.turn, ui.cursor);
    draw();
  }
  function nextTarget() {
    const ts = tileTargets();
    if (!ts.length) return;
    const i = ts.findIndex((x) => ui.cursor && x.cells[1][0] === ui.cursor[0] && x.cells[1][1] === ui.cursor[1]);
    ui.cursor = ts[(i + 1) % ts.length].cells[1];
    ui.ghost = cellsOf(ui.turn, ui.cursor);
    drawGhost();
  }

  // ---- view box: fit, zoom, pan ----------------------------------------------------------------
  function setViewBox(vb) {
    ui.vb = vb;
    svg.setAttribute("viewBox", `${vb.x} ${vb.y} ${vb.w} ${vb.h}`);
  }
  /** Show the whole table with a margin, never closer than MIN_VIEW squares across (a new table is small). */
  function fit() {
    const b = bounds(shown().board || []);
    const w = Math.max(b.x1 - b.x0 + 1 + 2 * MARGIN, MIN_VIEW[0]), h = Math.max(b.y1 - b.y0 + 1 + 2 * MARGIN, MIN_VIEW[1]);
    setViewBox({ x: ((b.x0 + b.x1 + 1) / 2 - w / 2) * U, y: ((b.y0 + b.y1 + 1) / 2 - h / 2) * U, w: w * U, h: h * U });
  }
  function scale() {
    const r = svg.getBoundingClientRect();
    return Math.max(ui.vb.w / (r.width || ui.vb.w), ui.vb.h / (r.height || ui.vb.h));
  }
  /** Screen point -> SVG units (the browser's matrix when it has one; the viewBox arithmetic otherwise). */
  function toUser(cx, cy) {
    const ctm = svg.getScreenCTM?.();
    if (ctm && svg.createSVGPoint) {
      const p = svg.createSVGPoint(); p.x = cx; p.y = cy;
      const q = p.matrixTransform(ctm.inverse());
      return { x: q.x, y: q.y };
    }
    const r = svg.getBoundingClientRect(), sc = scale();
    return { x: ui.vb.x + (cx - r.left - (r.width - ui.vb.w / sc) / 2) * sc, y: ui.vb.y + (cy - r.top - (r.height - ui.vb.h / sc) / 2) * sc };
  }
  const cellAt = (evt) => { const p = toUser(evt.clientX, evt.clientY); return [Math.floor(p.x / U), Math.floor(p.y / U)]; };
  function zoomBy(f, at) {
    const vb = ui.vb, c = at || { x: vb.x + vb.w / 2, y: vb.y + vb.h / 2 };
    const w = Math.min(Math.max(vb.w * f, 5 * U), 400 * U), k = w / vb.w;
    ui.userView = true;
    setViewBox({ x: c.x - (c.x - vb.x) * k, y: c.y - (c.y - vb.y) * k, w, h: vb.h * k });
  }

  svg.addEventListener("wheel", (e) => { e.preventDefault(); zoomBy(Math.exp(e.deltaY * 0.0015), toUser(e.clientX, e.clientY)); }, { passive: false, signal });
  svg.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    ui.pan = { x: e.clientX, y: e.clientY, vb: { ...ui.vb }, moved: false, id: e.pointerId };
  }, { signal });
  svg.addEventListener("pointermove", (e) => {
    if (ui.pan) {
      const dx = e.clientX - ui.pan.x, dy = e.clientY - ui.pan.y;
      if (!ui.pan.moved && Math.hypot(dx, dy) > 5) { ui.pan.moved = true; svg.setPointerCapture?.(ui.pan.id); svg.classList.add("gl-panning"); }
      if (ui.pan.moved) {
        const sc = scale();
        ui.userView = true;
        setViewBox({ ...ui.pan.vb, x: ui.pan.vb.x - dx * sc, y: ui.pan.vb.y - dy * sc });
        return;
      }
    }
    if (!ui.selected || !myTurn()) return;
    const cell = cellAt(e);
    if (ui.cursor && cell[0] === ui.cursor[0] && cell[1] === ui.cursor[1]) return;
    ui.cursor = cell;
    ui.ghost = snap(cell);
    drawGhost();
  }, { signal });
  const endPan = () => { if (ui.pan?.moved) ui.suppressClick = true; ui.pan = null; svg.classList.remove("gl-panning"); };
  svg.addEventListener("pointerup", endPan, { signal });
  svg.addEventListener("pointercancel", endPan, { signal });
  svg.addEventListener("pointerleave", () => { if (!ui.pan) { ui.ghost = null; drawGhost(); } }, { signal });
  svg.addEventListener("click", (e) => {
    if (ui.suppressClick) { ui.suppressClick = false; return; }
    if (!ui.selected || !myTurn()) return;
    const cells = snap(cellAt(e));
    ui.cursor = cells[1];
    place(cells);
  }, { signal });

  /** The ghost for the pointer on `cell`: a highlighted place through that square if there is one, else centred on it. */
  function snap(cell) {
    const ts = tileTargets(), same = (a, b) => a[0] === b[0] && a[1] === b[1];
    const hit = ts.find((x) => same(x.cells[1], cell)) || ts.find((x) => x.cells.some((c) => same(c, cell)));
    return hit ? hit.cells : cellsOf(ui.turn, cell);
  }

  // ---- keyboard ----------------------------------------------------------------------------------
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key, arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    let done = true;
    if (/^[1-9]$/.test(k) && hand()[Number(k) - 1] && myTurn()) select(hand()[Number(k) - 1]);
    else if (k === "r" || k === "R") rotate();
    else if (arrows[k] && ui.selected && myTurn()) {
      const [dx, dy] = arrows[k], c = ui.cursor || [0, 0];
      ui.cursor = [c[0] + dx, c[1] + dy];
      ui.ghost = cellsOf(ui.turn, ui.cursor);
      drawGhost();
    } else if (arrows[k]) { const [dx, dy] = arrows[k]; ui.userView = true; setViewBox({ ...ui.vb, x: ui.vb.x + dx * U, y: ui.vb.y + dy * U }); }
    else if ((k === "Enter" || k === " ") && ui.ghost && e.target === root) place(ui.ghost);
    else if (k === "n" || k === "N") nextTarget();
    else if (k === "d" || k === "D") { if (can("draw")) sendMove({ type: "draw" }); }
    else if (k === "p" || k === "P") { if (can("pass")) sendMove({ type: "pass" }); }
    else if (k === "u" || k === "U") { if (get("can_undo")) intent(model, { type: "undo" }); }
    else if (k === "+" || k === "=") zoomBy(1 / 1.25);
    else if (k === "-") zoomBy(1.25);
    else if (k === "0") { ui.userView = false; fit(); }
    else if (k === "Escape") { ui.selected = null; ui.ghost = null; draw(); }
    else done = false;
    if (done) e.preventDefault();
  }, { signal });

  // ---- drawing -----------------------------------------------------------------------------------
  function drawBoard() {
    const v = shown(), cb = !!get("colorblind"), tiles = v.board || [];
    const step = live() ? -1 : get("replay").step;
    // tiles that appeared since the last drawing of the live table get a short animation (bot turns too)
    const fresh = ui.seen && ui.seen.step === step && ui.seen.seed === get("seed") && tiles.length > ui.seen.n ? ui.seen.n : tiles.length;
    ui.seen = { n: tiles.length, step, seed: get("seed") };
    const cls = (i) => [i >= fresh && "gl-new", i === tiles.length - 1 && tiles.length > 1 && "gl-last"].filter(Boolean).join(" ");
    // The table only grows during a game: append the new tiles instead of redrawing sixty of them.
    const key = `${cb}|${step}|${get("seed")}`, drawn = layers.tiles.children;
    const same = ui.tilesKey === key && drawn.length <= tiles.length && drawn.length > 0 &&
      [...drawn].every((g, i) => g.dataset.tile === tiles[i].tile && g.dataset.cells === String(tiles[i].cells));
    if (same) {
      for (const g of drawn) g.classList.remove("gl-last", "gl-new");
      for (let i = drawn.length; i < tiles.length; i++) layers.tiles.append(drawTile(tiles[i], i, { colorblind: cb, prefix, cls: cls(i) }));
      if (tiles.length > 1) drawn[tiles.length - 1].classList.add("gl-last");
    } else put(layers.tiles, ...tiles.map((e, i) => drawTile(e, i, { colorblind: cb, prefix, cls: cls(i) })));
    ui.tilesKey = key;
    if (!ui.userView || !ui.vb) fit();
  }

  function drawTargets() {
    put(layers.targets, ...tileTargets().map((x) => {
      const xs = x.cells.map((c) => c[0]), ys = x.cells.map((c) => c[1]);
      return s("g", { class: "gl-target", "data-testid": "target", "data-cells": JSON.stringify(x.cells) },
        s("rect", { x: Math.min(...xs) * U + 3, y: Math.min(...ys) * U + 3, width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 6,
          height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 6, rx: 6 }),
        s("circle", { cx: (x.cells[1][0] + 0.5) * U, cy: (x.cells[1][1] + 0.5) * U, r: U * 0.12 }));
    }));
  }

  function drawFocus() {
    const f = get("feedback") || {};
    const cells = live() && f.ply === get("ply") && Array.isArray(f.focus) ? f.focus.filter((c) => Array.isArray(c) && c.length === 2) : [];
    put(layers.focus, ...cells.map(([x, y]) => s("rect", { class: "gl-focus-sq", "data-testid": "focus", x: x * U + 2, y: y * U + 2, width: U - 4, height: U - 4, rx: 4 })));
  }

  function drawGhost() {
    if (!ui.ghost || !ui.selected || !myTurn()) return put(layers.ghost);
    const key = placeKey(ui.selected, ui.ghost), ok = tileTargets().some((x) => x.key === key);
    put(layers.ghost, s("g", { class: ok ? "gl-ghost-ok" : "gl-ghost-bad", "data-legal": ok ? "1" : "0", "data-cells": JSON.stringify(ui.ghost) },
      ...ui.ghost.map((c, j) => square(ui.selected[j], c[0] * U, c[1] * U, U, { colorblind: !!get("colorblind"), prefix })),
      tileLines(ui.selected, ui.ghost)));
  }

  function drawRack() {
    const lg = lang(), v = get("view") || {}, mine = hand(), mine_turn = myTurn(), cb = !!get("colorblind");
    const drawn = v.phase === "place_drawn" && v.to_move === seat() ? v.drawn : null;
    if (ui.selected && !mine.includes(ui.selected)) { ui.selected = null; ui.ghost = null; }
    if (drawn && mine_turn && ui.selected !== drawn) choose(drawn); // the drawn tile must be laid: pick it up
    rack.hidden = seat() == null;
    rackTitle.textContent = seat() == null ? "" : (get("seats")?.filter((x) => x === "human").length > 1 ? t(lg, "rack_of", { player: playerName(lg, seat()) }) : t(lg, "rack"));
    put(rackTiles, ...mine.map((tile, i) => {
      const n = allPlaces(tile), sel = tile === ui.selected;
      const badge = !mine_turn ? "" : n === 0 ? t(lg, "no_place") : n === 1 ? t(lg, "one_place") : t(lg, "places", { n });
      const b = h("button", {
        class: ["gl-rack-tile", sel && "gl-selected", tile === drawn && "gl-drawn", mine_turn && n === 0 && "gl-dim"].filter(Boolean).join(" "),
        "data-testid": "rack-tile", "data-tile": tile, "aria-pressed": sel ? "true" : "false", title: `${i + 1}: ${tile}`,
        disabled: !mine_turn || (drawn && tile !== drawn) ? true : null, onclick: () => select(tile),
      }, h("span", { class: "gl-rack-key" }, String(i + 1)),
        h("span", { class: "gl-rack-svg", style: `transform: rotate(${sel ? ui.turn * 90 : 0}deg)` }, miniTile(tile, { colorblind: cb, prefix, unit: 22 })),
        h("span", { class: "gl-rack-badge" }, tile === drawn ? t(lg, "drawn") : badge));
      return b;
    }));
  }

  function drawControls() {
    const lg = lang(), turn = myTurn();
    rotateBtn.textContent = `⟳ ${t(lg, "turn")} (R)`;
    drawBtn.textContent = `${t(lg, "draw")} (D)`;
    passBtn.textContent = `${t(lg, "pass")} (P)`;
    undoBtn.textContent = `↶ ${t(lg, "undo")} (U)`;
    rotateBtn.disabled = !(turn && ui.selected);
    drawBtn.disabled = !(turn && can("draw"));
    passBtn.disabled = !(turn && can("pass"));
    undoBtn.disabled = !(live() && get("can_undo"));
    for (const b of zoom.children) b.title = t(lg, { "zoom-in": "zoom_in", "zoom-out": "zoom_out", fit: "fit" }[b.dataset.testid]);
    langBtn.textContent = t(lg, "lang_switch");
    langBtn.title = t(lg, "lang_name");
    cbBtn.textContent = `${get("colorblind") ? "☑" : "☐"} ${t(lg, "colorblind")}`;
    cbBtn.setAttribute("aria-pressed", get("colorblind") ? "true" : "false");
    keys.textContent = t(lg, "keys");
  }

  function statusText() {
    const lg = lang(), v = get("view") || {}, o = get("outcome") || {};
    if (!live()) return t(lg, "replay_status", { k: get("replay").step, n: get("ply") });
    if (o.reason) return `${t(lg, "over")} ${o.winners.length === 0 ? t(lg, "nobody") : t(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
    if (get("handover") != null) return tr(lg, "handover_title", { player: playerName(lg, get("handover")) });
    const p = v.to_move, player = playerName(lg, p);
    if (get("thinking") != null) return tr(lg, "thinking", { player: playerName(lg, get("thinking")) });
    if (!myTurn()) return seat() == null && !get("seats")?.includes("human") ? tr(lg, "spectator") : tr(lg, "waiting", { player });
    if (v.phase === "place_drawn") return t(lg, can("pass") ? "place_drawn_optional" : "place_drawn", { player, tile: v.drawn });
    if (can("place")) return t(lg, "your_turn", { player });
    return t(lg, can("draw") ? "must_draw" : "must_pass", { player });
  }

  function hintText() {
    const lg = lang();
    if (!myTurn() || !can("place")) return "";
    if (!ui.selected) return t(lg, "hint_select", { n: Math.min(9, hand().length) });
    const here = tileTargets().length, all = allPlaces(ui.selected);
    if (here) return t(lg, "hint_places", { n: here });
    return all ? t(lg, "hint_turn", { n: all }) : t(lg, "hint_none");
  }

  function drawSeats() {
    const v = shown(), o = get("outcome") || {}, lg = lang(), cb = !!get("colorblind"), expert = get("options")?.scoring === "expert";
    renderSeats(seats, { seats: get("seats") || [], seat: seat(), toMove: o.reason ? null : v.to_move, thinking: live() ? get("thinking") : null,
      winners: o.winners || [], lang: lg, info: (p) => {
        const n = v.hand_sizes?.[p] ?? 0, out = [];
        out.push(h("span", { class: "gl-chip-count", "data-testid": `tiles-${p}` }, n === 1 ? tr(lg, "one_tile_left") : tr(lg, "tiles_left", { n })));
        const shownHand = v.hands?.[p];
        if (p !== seat() && Array.isArray(shownHand) && shownHand.length === 1)
          out.push(h("span", { class: "gl-chip-last", title: t(lg, "last_tile") }, miniTile(shownHand[0], { colorblind: cb, prefix, unit: 12 })));
        if (expert) out.push(h("span", { class: "gl-chip-score", "data-testid": `score-${p}` }, tr(lg, "points", { n: v.scores?.[p] ?? 0 })));
        if ((v.out || []).includes(p)) out.push(h("span", { class: "gl-chip-out" }, tr(lg, "out")));
        return out;
      } });
  }

  function drawLog() {
    const v = shown(), lg = lang(), cb = !!get("colorblind");
    const tileOf = (tile) => h("span", { class: "gl-log-tile" }, miniTile(tile, { colorblind: cb, prefix, unit: 10 }), ` ${tile}`);
    const line = (e) => {
      const player = playerName(lg, e.player ?? e.first_player ?? 0);
      const key = { start: "log_start", place: e.points !== undefined ? "log_place_points" : "log_place", draw: e.count === 1 ? "log_draw" : "log_draw_n",
        pass: "log_pass", keep: "log_keep", reveal: "log_reveal" }[e.event];
      if (!key) return JSON.stringify(e);
      const text = t(lg, key, { player, tile: "\u0000", points: e.points, count: e.count });
      const [a, b] = text.split("\u0000");
      return b === undefined ? h("span", {}, a) : h("span", {}, a, tileOf(e.tile), b);
    };
    renderLog(log, (v.log || []).slice(-40).map(line), lg);
  }

  function drawOutcome() {
    const o = get("outcome") || {}, lg = lang();
    outcome.hidden = !o.reason;
    if (!o.reason) return put(outcome);
    const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((p) => playerName(lg, p) + (o.scores ? ` (${tr(lg, "points", { n: o.scores[p] })})` : "")).join(" = ")}`).join("  ·  ");
    put(outcome, h("strong", {}, statusText()), h("div", {}, o.messages?.[lg] ?? ""), h("div", { class: "gl-ranking" }, `${tr(lg, "ranking")}: ${ranking}`));
  }

  function drawLegend() {
    const lg = lang(), cb = !!get("colorblind");
    legend.hidden = !cb;
    if (!cb) return put(legend);
    put(legend, t(lg, "legend"), ...Object.entries(COLOURS).map(([c, col]) => h("span", { class: "gl-legend-item" },
      s("svg", { width: 18, height: 18, viewBox: `0 0 ${U} ${U}` }, square(c, 0, 0, U, { colorblind: true, prefix })), ` ${c === "*" ? "✱" : c} ${col[lg]}`)));
  }

  function draw() {
    const lg = lang(), v = get("view") || {};
    root.lang = lg;
    root.classList.toggle("gl-replaying", !live());
    root.classList.toggle("gl-my-turn", myTurn());
    seed.textContent = tr(lg, "seed", { seed: get("seed") });
    bag.textContent = t(lg, "bag", { n: shown().bag_size ?? v.bag_size ?? 0 });
    status.textContent = statusText();
    drawSeats();
    const f = get("feedback") || {};
    renderFeedback(feedback, JSON.stringify(f) === ui.dismissed ? {} : f, lg, () => { ui.dismissed = JSON.stringify(f); feedback.hidden = true; });
    drawOutcome();
    drawRack();
    drawBoard();
    drawTargets();
    drawFocus();
    drawGhost();
    drawControls();
    hint.textContent = hintText();
    drawLegend();
    drawLog();
    replay.update({ ply: get("ply") || 0, step: live() ? -1 : get("replay").step, lang: lg });
    renderHandover(handover, { handover: get("handover"), lang: lg }, () => intent(model, { type: "take_seat" }));
    root.dataset.ply = String(get("ply") || 0);
    root.dataset.ready = "1";
  }

  // Several traits change in one message from Python: draw once, after all of them.
  let pending = false;
  const later = () => { if (!pending) { pending = true; queueMicrotask(() => { pending = false; if (!signal?.aborted) draw(); }); } };
  watch(model, ["view", "legal", "feedback", "outcome", "seat", "handover", "seats", "ply", "can_undo", "thinking", "replay", "lang", "colorblind", "seed", "options"], later, signal);
  draw();
  return () => root.remove();
}

export default { render };
