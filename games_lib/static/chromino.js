// Built by widgets/build.mjs from widgets/src: do not edit by hand.

// src/common/dom.js
var SVG_NS = "http://www.w3.org/2000/svg";
function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === void 0 || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (k === "text") node.textContent = v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === void 0 || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}
var h = (tag, attrs, ...children) => fill(document.createElement(tag), attrs, children);
var s = (tag, attrs, ...children) => fill(document.createElementNS(SVG_NS, tag), attrs, children);
var put = (node, ...children) => {
  node.replaceChildren();
  fill(node, {}, children);
  return node;
};

// src/common/model.js
function watch(model, names2, cb, signal) {
  for (const n of names2) model.on(`change:${n}`, cb);
  signal?.addEventListener("abort", () => {
    for (const n of names2) model.off(`change:${n}`, cb);
  });
}
var intent = (model, msg) => model.send(msg);
function prefer(model, name, value) {
  model.set(name, value);
  model.save_changes();
}

// src/common/i18n.js
var STRINGS = {
  en: {
    player: "Player {n}",
    you: "you",
    bot: "bot",
    seed: "Seed {seed}",
    lang_switch: "FR",
    lang_name: "Français",
    colorblind: "Colour-blind mode",
    undo: "Undo",
    replay: "Replay",
    live: "Back to the game",
    replay_status: "Replay: the table after move {k} of {n} (hands hidden).",
    events: "Events",
    handover_title: "Pass the device to {player}",
    handover_button: "I am {player}: show my tiles",
    handover_note: "{player}'s tiles stay hidden until they take the device.",
    thinking: "{player} (bot) is playing…",
    waiting: "{player} to play.",
    spectator: "Bots are playing: you are watching.",
    over: "Game over.",
    wins: "{players} wins!",
    shared: "Shared win: {players}!",
    nobody: "Nobody wins.",
    ranking: "Ranking",
    points: "{n} pts",
    out: "done",
    dismiss: "Dismiss",
    tiles_left: "{n} tiles",
    one_tile_left: "1 tile",
    and: "and"
  },
  fr: {
    player: "Joueur {n}",
    you: "vous",
    bot: "robot",
    seed: "Graine {seed}",
    lang_switch: "EN",
    lang_name: "English",
    colorblind: "Mode daltonien",
    undo: "Annuler",
    replay: "Revoir",
    live: "Retour à la partie",
    replay_status: "Revoir : le jeu après le coup {k} sur {n} (mains cachées).",
    events: "Événements",
    handover_title: "Passez l'appareil à {player}",
    handover_button: "Je suis {player} : montrer mes tuiles",
    handover_note: "Les tuiles de {player} restent cachées jusqu'à ce qu'il ou elle prenne l'appareil.",
    thinking: "{player} (robot) joue…",
    waiting: "Au tour de {player}.",
    spectator: "Les robots jouent : vous regardez.",
    over: "Partie terminée.",
    wins: "{players} gagne !",
    shared: "Victoire partagée : {players} !",
    nobody: "Personne ne gagne.",
    ranking: "Classement",
    points: "{n} pts",
    out: "fini",
    dismiss: "Fermer",
    tiles_left: "{n} tuiles",
    one_tile_left: "1 tuile",
    and: "et"
  }
};
function t(lang, key, params = {}, table = STRINGS) {
  const tmpl = table[lang]?.[key] ?? table.en[key] ?? STRINGS[lang]?.[key] ?? STRINGS.en[key] ?? key;
  return tmpl.replace(/\{(\w+)\}/g, (m, k) => k in params ? String(params[k]) : m);
}
var extend = (own) => ({ en: { ...STRINGS.en, ...own.en }, fr: { ...STRINGS.fr, ...own.fr } });
var playerName = (lang, p) => t(lang, "player", { n: p + 1 });
function names(lang, players) {
  const ns = players.map((p) => playerName(lang, p));
  return ns.length <= 1 ? ns.join("") : `${ns.slice(0, -1).join(", ")} ${t(lang, "and")} ${ns[ns.length - 1]}`;
}

// src/common/colours.js
var COLOURS = {
  R: { fill: "#d7301f", ink: "#ffffff", en: "red", fr: "rouge" },
  Y: { fill: "#f7c600", ink: "#3b2f00", en: "yellow", fr: "jaune" },
  G: { fill: "#2e9e44", ink: "#ffffff", en: "green", fr: "vert" },
  B: { fill: "#2166ac", ink: "#ffffff", en: "blue", fr: "bleu" },
  P: { fill: "#7b3294", ink: "#ffffff", en: "purple", fr: "violet" },
  "*": { fill: "#ffffff", ink: "#444444", en: "chameleon (any colour)", fr: "caméléon (toutes couleurs)" }
};
var PATTERNS = {
  R: (ink) => [s("path", { d: "M-2,2 l4,-4 M0,10 l10,-10 M8,12 l4,-4", stroke: ink, "stroke-width": 1.6 })],
  Y: (ink) => [s("circle", { cx: 2.5, cy: 2.5, r: 1.4, fill: ink }), s("circle", { cx: 7.5, cy: 7.5, r: 1.4, fill: ink })],
  G: (ink) => [s("path", { d: "M0,5 h10 M5,0 v10", stroke: ink, "stroke-width": 1.2 })],
  B: (ink) => [s("path", { d: "M-2,8 l4,4 M0,0 l10,10 M8,-2 l4,4", stroke: ink, "stroke-width": 1.6 })],
  P: (ink) => [s("circle", { cx: 5, cy: 5, r: 2.6, fill: "none", stroke: ink, "stroke-width": 1.2 })]
};
var instances = 0;
var uniquePrefix = (name) => `${name}-${++instances}-`;
function patternDefs(prefix, unit) {
  const size = unit / 4;
  return s("defs", {}, Object.entries(PATTERNS).map(([c, draw]) => s(
    "pattern",
    { id: `${prefix}pat-${c}`, patternUnits: "userSpaceOnUse", width: size, height: size },
    s("g", { transform: `scale(${size / 10})`, opacity: 0.55 }, draw(COLOURS[c].ink))
  )));
}
function square(c, x, y, unit, { prefix, colorblind, cls = "sq" } = {}) {
  const col = COLOURS[c] ?? COLOURS["*"];
  const g = s(
    "g",
    { class: `${cls} c-${c === "*" ? "wild" : c}` },
    s("rect", { x, y, width: unit, height: unit, fill: col.fill })
  );
  if (colorblind && PATTERNS[c]) g.append(s("rect", { x, y, width: unit, height: unit, fill: `url(#${prefix}pat-${c})` }));
  if (c === "*") g.append(s("text", { x: x + unit / 2, y: y + unit * 0.72, "text-anchor": "middle", "font-size": unit * 0.62, fill: col.ink, class: "gl-glyph" }, "✱"));
  else if (colorblind) g.append(s("text", { x: x + unit / 2, y: y + unit * 0.66, "text-anchor": "middle", "font-size": unit * 0.46, "font-weight": 700, fill: col.ink, stroke: col.fill, "stroke-width": unit * 0.06, "paint-order": "stroke", class: "gl-letter" }, c));
  return g;
}

// src/common/parts.js
function renderSeats(el, { seats, seat, toMove, thinking, winners = [], lang, info = () => [] }) {
  put(el, ...seats.map((kind, p) => {
    const who = kind === "human" ? p === seat ? t(lang, "you") : "" : `${t(lang, "bot")} · ${kind}`;
    return h(
      "div",
      {
        class: [
          "gl-chip",
          p === toMove && "gl-active",
          p === thinking && "gl-thinking",
          winners.includes(p) && "gl-winner",
          kind !== "human" && "gl-bot"
        ].filter(Boolean).join(" "),
        "data-testid": `seat-${p}`,
        "data-player": p
      },
      h("span", { class: "gl-chip-name" }, winners.includes(p) ? "★ " : "", playerName(lang, p)),
      who && h("span", { class: "gl-chip-who" }, who),
      ...info(p)
    );
  }));
}
function renderFeedback(el, feedback, lang, onDismiss) {
  const msg = feedback?.messages?.[lang] ?? feedback?.message;
  el.hidden = !msg;
  if (!msg) return put(el);
  put(
    el,
    h("span", { class: "gl-feedback-icon", "aria-hidden": "true" }, "⚠"),
    h("span", { class: "gl-feedback-text", "data-rule": feedback.rule }, msg),
    h("button", { class: "gl-dismiss", title: t(lang, "dismiss"), "aria-label": t(lang, "dismiss"), onclick: onDismiss }, "×")
  );
}
function renderLog(el, lines, lang) {
  put(
    el,
    h("div", { class: "gl-log-title" }, t(lang, "events")),
    h("ol", { class: "gl-log-list", reversed: true }, ...lines.slice().reverse().map((l) => h("li", {}, l)))
  );
}
var handoverIcon = () => s(
  "svg",
  { width: 64, height: 44, viewBox: "0 0 64 44" },
  s("rect", { x: 18, y: 4, width: 28, height: 36, rx: 4, fill: "#fff", stroke: "#1f2328", "stroke-width": 2.5 }),
  s("circle", { cx: 32, cy: 35, r: 1.8, fill: "#1f2328" }),
  s("path", { d: "M3 16 h10 m-4 -4 l4 4 -4 4 M61 28 h-10 m4 -4 l-4 4 4 4", fill: "none", stroke: "#0b6bcb", "stroke-width": 2.5, "stroke-linecap": "round", "stroke-linejoin": "round" })
);
function renderHandover(el, { handover, lang }, onTake) {
  el.hidden = handover === null || handover === void 0;
  if (el.hidden) return put(el);
  const player = playerName(lang, handover);
  put(el, h(
    "div",
    { class: "gl-handover-card" },
    h("div", { class: "gl-handover-icon", "aria-hidden": "true" }, handoverIcon()),
    h("h3", {}, t(lang, "handover_title", { player })),
    h("p", {}, t(lang, "handover_note", { player })),
    h("button", { class: "gl-primary", "data-testid": "take-seat", onclick: onTake }, t(lang, "handover_button", { player }))
  ));
}
function replayBar(onStep) {
  const slider = h("input", { type: "range", min: 0, max: 0, step: 1, value: 0, "data-testid": "replay", class: "gl-replay-slider" });
  const label = h("span", { class: "gl-replay-label" });
  const live = h("button", { class: "gl-live", "data-testid": "live" });
  slider.addEventListener("input", () => onStep(Number(slider.value)));
  live.addEventListener("click", () => onStep(-1));
  const el = h("div", { class: "gl-replay" }, label, slider, live);
  el.update = ({ ply, step, lang }) => {
    slider.max = String(ply);
    slider.value = String(step < 0 ? ply : step);
    slider.disabled = ply === 0;
    label.textContent = `${t(lang, "replay")} ${step < 0 ? ply : step}/${ply}`;
    live.textContent = t(lang, "live");
    live.hidden = step < 0;
  };
  return el;
}

// src/chromino.js
var U = 40;
var MARGIN = 3;
var MIN_VIEW = [17, 11];
var MINI = 16;
var ORIENT = [[1, 0], [0, 1], [-1, 0], [0, -1]];
var STR = extend({
  en: {
    your_turn: "{player}, your turn: choose a tile, then click a highlighted place.",
    must_draw: "{player}, none of your tiles fits: draw a tile.",
    must_pass: "{player}, nothing fits and the bag is empty: pass.",
    place_drawn: "{player}, lay the tile you drew ({tile}).",
    place_drawn_optional: "{player}, lay the tile you drew ({tile}), or keep it (pass).",
    rack: "Your tiles",
    rack_of: "Tiles of {player}",
    turn: "Turn",
    draw: "Draw",
    pass: "Pass",
    places: "{n} places",
    one_place: "1 place",
    no_place: "no place",
    drawn: "drawn",
    last_tile: "last tile",
    hint_select: "Choose a tile: click it, or press 1–{n}.",
    hint_places: "{n} highlighted place(s) for this direction: click one, or move with the arrows and press Enter.",
    hint_turn: "No place in this direction: turn the tile (R). It fits in {n} place(s) in all.",
    hint_none: "This tile fits nowhere for now: try another one.",
    keys: "Keys: 1–9 tile · R turn · arrows move · Enter lay · N next place · D draw · P pass · U undo · + − zoom · 0 fit",
    zoom_in: "Zoom in",
    zoom_out: "Zoom out",
    fit: "Show the whole table",
    bag: "Bag: {n}",
    log_start: "The game starts with the chameleon {tile}; {player} plays first.",
    log_place: "{player} laid {tile}.",
    log_place_points: "{player} laid {tile} (+{points} pts).",
    log_draw: "{player} drew a tile.",
    log_draw_n: "{player} drew {count} tiles.",
    log_pass: "{player} passed.",
    log_keep: "{player} kept the drawn tile.",
    log_reveal: "{player} has one tile left: {tile}.",
    legend: "Colours:"
  },
  fr: {
    your_turn: "{player}, à vous : choisissez une tuile, puis cliquez sur une place en surbrillance.",
    must_draw: "{player}, aucune de vos tuiles ne peut être posée : piochez.",
    must_pass: "{player}, rien ne peut être posé et le sac est vide : passez.",
    place_drawn: "{player}, posez la tuile piochée ({tile}).",
    place_drawn_optional: "{player}, posez la tuile piochée ({tile}), ou gardez-la (passer).",
    rack: "Vos tuiles",
    rack_of: "Tuiles : {player}",
    turn: "Tourner",
    draw: "Piocher",
    pass: "Passer",
    places: "{n} places",
    one_place: "1 place",
    no_place: "aucune place",
    drawn: "piochée",
    last_tile: "dernière tuile",
    hint_select: "Choisissez une tuile : cliquez dessus, ou tapez 1–{n}.",
    hint_places: "{n} place(s) en surbrillance dans ce sens : cliquez, ou déplacez avec les flèches et tapez Entrée.",
    hint_turn: "Aucune place dans ce sens : tournez la tuile (R). Elle a {n} place(s) en tout.",
    hint_none: "Cette tuile ne peut aller nulle part pour l'instant : essayez-en une autre.",
    keys: "Touches : 1–9 tuile · R tourner · flèches déplacer · Entrée poser · N place suivante · D piocher · P passer · U annuler · + − zoom · 0 tout voir",
    zoom_in: "Agrandir",
    zoom_out: "Réduire",
    fit: "Voir tout le jeu",
    bag: "Sac : {n}",
    log_start: "La partie commence avec le caméléon {tile} ; {player} joue en premier.",
    log_place: "{player} a posé {tile}.",
    log_place_points: "{player} a posé {tile} (+{points} pts).",
    log_draw: "{player} a pioché une tuile.",
    log_draw_n: "{player} a pioché {count} tuiles.",
    log_pass: "{player} a passé.",
    log_keep: "{player} a gardé la tuile piochée.",
    log_reveal: "Il reste une tuile à {player} : {tile}.",
    legend: "Couleurs :"
  }
});
var t2 = (lang, key, params) => t(lang, key, params, STR);
function cellsOf(k, [x, y]) {
  const [dx, dy] = ORIENT[k];
  return [[x - dx, y - dy], [x, y], [x + dx, y + dy]];
}
var placeKey = (tile, cells) => cells.map((c, i) => `${c[0]},${c[1]},${tile[i]}`).sort().join("|");
function targets(legal, tile, k) {
  const out = [];
  for (const m of legal) {
    if (m.type !== "place" || m.tile !== tile) continue;
    const cells = cellsOf(k, m.cells[1]);
    const key = placeKey(tile, cells);
    if (key === placeKey(m.tile, m.cells)) out.push({ cells, key });
  }
  return out;
}
function bounds(board) {
  const xs = board.flatMap((e) => e.cells.map((c) => c[0])), ys = board.flatMap((e) => e.cells.map((c) => c[1]));
  return xs.length ? { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } : { x0: 0, y0: 0, x1: 0, y1: 0 };
}
function miniTile(tile, { colorblind, prefix, unit = MINI, cls = "gl-mini" } = {}) {
  return s(
    "svg",
    { class: cls, width: unit * 3, height: unit, viewBox: `0 0 ${unit * 3} ${unit}`, role: "img", "aria-label": tile },
    ...[...tile].map((c, i) => square(c, i * unit, 0, unit, { colorblind, prefix })),
    s("rect", { x: 0.75, y: 0.75, width: unit * 3 - 1.5, height: unit - 1.5, rx: 2, fill: "none", stroke: "#1b1b1b", "stroke-width": 1.5 })
  );
}
function tileLines(tile, cells) {
  const xs = cells.map((c) => c[0]), ys = cells.map((c) => c[1]);
  const x = Math.min(...xs) * U, y = Math.min(...ys) * U;
  return s("rect", {
    class: "gl-outline",
    x: x + 1.5,
    y: y + 1.5,
    width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 3,
    height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 3,
    rx: 1
  });
}
function drawTile(e, i, { colorblind, prefix, cls = "" }) {
  return s(
    "g",
    { class: `tile ${cls}`.trim(), "data-tile": e.tile, "data-order": i, "data-cells": String(e.cells) },
    ...e.cells.map((c, j) => square(e.tile[j], c[0] * U, c[1] * U, U, { colorblind, prefix })),
    tileLines(e.tile, e.cells)
  );
}
function render({ model, el, signal }) {
  const prefix = uniquePrefix("chromino");
  const ui = {
    selected: null,
    turn: 0,
    cursor: null,
    ghost: null,
    vb: null,
    userView: false,
    seen: null,
    pan: null,
    suppressClick: false,
    lastFeedback: null
  };
  const get = (k) => model.get(k);
  const lang = () => get("lang") || "en";
  const status = h("div", { class: "gl-status", "data-testid": "status", role: "status", "aria-live": "polite" });
  const seed = h("span", { class: "gl-seed", "data-testid": "seed" });
  const bag = h("span", { class: "gl-bag", "data-testid": "bag" });
  const langBtn = h("button", { class: "gl-toggle", "data-testid": "lang", onclick: () => prefer(model, "lang", lang() === "en" ? "fr" : "en") });
  const cbBtn = h("button", { class: "gl-toggle", "data-testid": "colorblind", onclick: () => prefer(model, "colorblind", !get("colorblind")) });
  const seats = h("div", { class: "gl-seats", "data-testid": "seats" });
  const feedback = h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true });
  const outcome = h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true });
  const layers = {
    tiles: s("g", { class: "gl-tiles" }),
    targets: s("g", { class: "gl-targets" }),
    focus: s("g", { class: "gl-focus" }),
    ghost: s("g", { class: "gl-ghost", "data-testid": "ghost" })
  };
  const grid = s(
    "pattern",
    { id: `${prefix}grid`, patternUnits: "userSpaceOnUse", width: U, height: U },
    s("path", { d: `M ${U} 0 L 0 0 0 ${U}`, fill: "none", stroke: "#e2d9c6", "stroke-width": 1 })
  );
  const defs = patternDefs(prefix, U);
  defs.append(grid);
  const svg = s(
    "svg",
    { class: "gl-svg", role: "img", "aria-label": "Chromino", preserveAspectRatio: "xMidYMid meet" },
    defs,
    s("rect", { class: "gl-bg", x: -1e5, y: -1e5, width: 2e5, height: 2e5, fill: `url(#${prefix}grid)` }),
    layers.tiles,
    layers.targets,
    layers.focus,
    layers.ghost
  );
  const zoom = h(
    "div",
    { class: "gl-zoom" },
    h("button", { "data-testid": "zoom-in", onclick: () => zoomBy(1 / 1.25) }, "+"),
    h("button", { "data-testid": "zoom-out", onclick: () => zoomBy(1.25) }, "−"),
    h("button", { "data-testid": "fit", onclick: () => {
      ui.userView = false;
      fit();
    } }, "⤢")
  );
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
  const root = h(
    "div",
    { class: "gl-root gl-chromino", tabindex: 0, "data-testid": "chromino" },
    h("div", { class: "gl-top" }, status, h("div", { class: "gl-meta" }, seed, bag, cbBtn, langBtn)),
    seats,
    feedback,
    outcome,
    h("div", { class: "gl-main" }, board, log),
    h("div", { class: "gl-play" }, h("div", { class: "gl-play-head" }, rackTitle, actions), rack),
    hint,
    legend,
    replay,
    keys,
    handover
  );
  el.append(root);
  const live = () => {
    const r = get("replay");
    return !(r && "step" in r);
  };
  const shown = () => (live() ? get("view") : get("replay")) || {};
  const seat = () => get("seat");
  const myTurn = () => live() && get("handover") == null && seat() != null && get("view")?.to_move === seat() && !Object.keys(get("outcome") || {}).length;
  const legal = () => myTurn() ? get("legal") || [] : [];
  const hand = () => seat() == null ? [] : get("view")?.hands?.[seat()] || [];
  const can = (type) => legal().some((m) => m.type === type);
  const tileTargets = () => ui.selected && myTurn() ? targets(legal(), ui.selected, ui.turn) : [];
  const allPlaces = (tile) => legal().filter((m) => m.type === "place" && m.tile === tile).length;
  function sendMove(move) {
    if (!myTurn()) return;
    intent(model, { type: "move", move, ply: get("ply") });
  }
  function place(cells) {
    if (ui.selected && myTurn()) sendMove({ type: "place", tile: ui.selected, cells });
  }
  function select(tile) {
    choose(tile);
    draw();
    root.focus({ preventScroll: true });
  }
  function choose(tile) {
    ui.selected = tile;
    const here = targets(legal(), tile, ui.turn);
    if (!here.length) {
      const k = [1, 2, 3].map((d) => (ui.turn + d) % 4).find((k2) => targets(legal(), tile, k2).length);
      if (k !== void 0) ui.turn = k;
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
  function setViewBox(vb) {
    ui.vb = vb;
    svg.setAttribute("viewBox", `${vb.x} ${vb.y} ${vb.w} ${vb.h}`);
  }
  function fit() {
    const b = bounds(shown().board || []);
    const w = Math.max(b.x1 - b.x0 + 1 + 2 * MARGIN, MIN_VIEW[0]), h2 = Math.max(b.y1 - b.y0 + 1 + 2 * MARGIN, MIN_VIEW[1]);
    setViewBox({ x: ((b.x0 + b.x1 + 1) / 2 - w / 2) * U, y: ((b.y0 + b.y1 + 1) / 2 - h2 / 2) * U, w: w * U, h: h2 * U });
  }
  function scale() {
    const r = svg.getBoundingClientRect();
    return Math.max(ui.vb.w / (r.width || ui.vb.w), ui.vb.h / (r.height || ui.vb.h));
  }
  function toUser(cx, cy) {
    const ctm = svg.getScreenCTM?.();
    if (ctm && svg.createSVGPoint) {
      const p = svg.createSVGPoint();
      p.x = cx;
      p.y = cy;
      const q = p.matrixTransform(ctm.inverse());
      return { x: q.x, y: q.y };
    }
    const r = svg.getBoundingClientRect(), sc = scale();
    return { x: ui.vb.x + (cx - r.left - (r.width - ui.vb.w / sc) / 2) * sc, y: ui.vb.y + (cy - r.top - (r.height - ui.vb.h / sc) / 2) * sc };
  }
  const cellAt = (evt) => {
    const p = toUser(evt.clientX, evt.clientY);
    return [Math.floor(p.x / U), Math.floor(p.y / U)];
  };
  function zoomBy(f, at) {
    const vb = ui.vb, c = at || { x: vb.x + vb.w / 2, y: vb.y + vb.h / 2 };
    const w = Math.min(Math.max(vb.w * f, 5 * U), 400 * U), k = w / vb.w;
    ui.userView = true;
    setViewBox({ x: c.x - (c.x - vb.x) * k, y: c.y - (c.y - vb.y) * k, w, h: vb.h * k });
  }
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    zoomBy(Math.exp(e.deltaY * 15e-4), toUser(e.clientX, e.clientY));
  }, { passive: false, signal });
  svg.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    ui.pan = { x: e.clientX, y: e.clientY, vb: { ...ui.vb }, moved: false, id: e.pointerId };
  }, { signal });
  svg.addEventListener("pointermove", (e) => {
    if (ui.pan) {
      const dx = e.clientX - ui.pan.x, dy = e.clientY - ui.pan.y;
      if (!ui.pan.moved && Math.hypot(dx, dy) > 5) {
        ui.pan.moved = true;
        svg.setPointerCapture?.(ui.pan.id);
        svg.classList.add("gl-panning");
      }
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
  const endPan = () => {
    if (ui.pan?.moved) ui.suppressClick = true;
    ui.pan = null;
    svg.classList.remove("gl-panning");
  };
  svg.addEventListener("pointerup", endPan, { signal });
  svg.addEventListener("pointercancel", endPan, { signal });
  svg.addEventListener("pointerleave", () => {
    if (!ui.pan) {
      ui.ghost = null;
      drawGhost();
    }
  }, { signal });
  svg.addEventListener("click", (e) => {
    if (ui.suppressClick) {
      ui.suppressClick = false;
      return;
    }
    if (!ui.selected || !myTurn()) return;
    const cells = snap(cellAt(e));
    ui.cursor = cells[1];
    place(cells);
  }, { signal });
  function snap(cell) {
    const ts = tileTargets(), same = (a, b) => a[0] === b[0] && a[1] === b[1];
    const hit = ts.find((x) => same(x.cells[1], cell)) || ts.find((x) => x.cells.some((c) => same(c, cell)));
    return hit ? hit.cells : cellsOf(ui.turn, cell);
  }
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
    } else if (arrows[k]) {
      const [dx, dy] = arrows[k];
      ui.userView = true;
      setViewBox({ ...ui.vb, x: ui.vb.x + dx * U, y: ui.vb.y + dy * U });
    } else if ((k === "Enter" || k === " ") && ui.ghost && e.target === root) place(ui.ghost);
    else if (k === "n" || k === "N") nextTarget();
    else if (k === "d" || k === "D") {
      if (can("draw")) sendMove({ type: "draw" });
    } else if (k === "p" || k === "P") {
      if (can("pass")) sendMove({ type: "pass" });
    } else if (k === "u" || k === "U") {
      if (get("can_undo")) intent(model, { type: "undo" });
    } else if (k === "+" || k === "=") zoomBy(1 / 1.25);
    else if (k === "-") zoomBy(1.25);
    else if (k === "0") {
      ui.userView = false;
      fit();
    } else if (k === "Escape") {
      ui.selected = null;
      ui.ghost = null;
      draw();
    } else done = false;
    if (done) e.preventDefault();
  }, { signal });
  function drawBoard() {
    const v = shown(), cb = !!get("colorblind"), tiles = v.board || [];
    const step = live() ? -1 : get("replay").step;
    const fresh = ui.seen && ui.seen.step === step && ui.seen.seed === get("seed") && tiles.length > ui.seen.n ? ui.seen.n : tiles.length;
    ui.seen = { n: tiles.length, step, seed: get("seed") };
    const cls = (i) => [i >= fresh && "gl-new", i === tiles.length - 1 && tiles.length > 1 && "gl-last"].filter(Boolean).join(" ");
    const key = `${cb}|${step}|${get("seed")}`, drawn = layers.tiles.children;
    const same = ui.tilesKey === key && drawn.length <= tiles.length && drawn.length > 0 && [...drawn].every((g, i) => g.dataset.tile === tiles[i].tile && g.dataset.cells === String(tiles[i].cells));
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
      return s(
        "g",
        { class: "gl-target", "data-testid": "target", "data-cells": JSON.stringify(x.cells) },
        s("rect", {
          x: Math.min(...xs) * U + 3,
          y: Math.min(...ys) * U + 3,
          width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 6,
          height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 6,
          rx: 6
        }),
        s("circle", { cx: (x.cells[1][0] + 0.5) * U, cy: (x.cells[1][1] + 0.5) * U, r: U * 0.12 })
      );
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
    put(layers.ghost, s(
      "g",
      { class: ok ? "gl-ghost-ok" : "gl-ghost-bad", "data-legal": ok ? "1" : "0", "data-cells": JSON.stringify(ui.ghost) },
      ...ui.ghost.map((c, j) => square(ui.selected[j], c[0] * U, c[1] * U, U, { colorblind: !!get("colorblind"), prefix })),
      tileLines(ui.selected, ui.ghost)
    ));
  }
  function drawRack() {
    const lg = lang(), v = get("view") || {}, mine = hand(), mine_turn = myTurn(), cb = !!get("colorblind");
    const drawn = v.phase === "place_drawn" && v.to_move === seat() ? v.drawn : null;
    if (ui.selected && !mine.includes(ui.selected)) {
      ui.selected = null;
      ui.ghost = null;
    }
    if (drawn && mine_turn && ui.selected !== drawn) choose(drawn);
    rack.hidden = seat() == null;
    rackTitle.textContent = seat() == null ? "" : get("seats")?.filter((x) => x === "human").length > 1 ? t2(lg, "rack_of", { player: playerName(lg, seat()) }) : t2(lg, "rack");
    put(rackTiles, ...mine.map((tile, i) => {
      const n = allPlaces(tile), sel = tile === ui.selected;
      const badge = !mine_turn ? "" : n === 0 ? t2(lg, "no_place") : n === 1 ? t2(lg, "one_place") : t2(lg, "places", { n });
      const b = h(
        "button",
        {
          class: ["gl-rack-tile", sel && "gl-selected", tile === drawn && "gl-drawn", mine_turn && n === 0 && "gl-dim"].filter(Boolean).join(" "),
          "data-testid": "rack-tile",
          "data-tile": tile,
          "aria-pressed": sel ? "true" : "false",
          title: `${i + 1}: ${tile}`,
          disabled: !mine_turn || drawn && tile !== drawn ? true : null,
          onclick: () => select(tile)
        },
        h("span", { class: "gl-rack-key" }, String(i + 1)),
        h("span", { class: "gl-rack-svg", style: `transform: rotate(${sel ? ui.turn * 90 : 0}deg)` }, miniTile(tile, { colorblind: cb, prefix, unit: 22 })),
        h("span", { class: "gl-rack-badge" }, tile === drawn ? t2(lg, "drawn") : badge)
      );
      return b;
    }));
  }
  function drawControls() {
    const lg = lang(), turn = myTurn();
    rotateBtn.textContent = `⟳ ${t2(lg, "turn")} (R)`;
    drawBtn.textContent = `${t2(lg, "draw")} (D)`;
    passBtn.textContent = `${t2(lg, "pass")} (P)`;
    undoBtn.textContent = `↶ ${t2(lg, "undo")} (U)`;
    rotateBtn.disabled = !(turn && ui.selected);
    drawBtn.disabled = !(turn && can("draw"));
    passBtn.disabled = !(turn && can("pass"));
    undoBtn.disabled = !(live() && get("can_undo"));
    for (const b of zoom.children) b.title = t2(lg, { "zoom-in": "zoom_in", "zoom-out": "zoom_out", fit: "fit" }[b.dataset.testid]);
    langBtn.textContent = t2(lg, "lang_switch");
    langBtn.title = t2(lg, "lang_name");
    cbBtn.textContent = `${get("colorblind") ? "☑" : "☐"} ${t2(lg, "colorblind")}`;
    cbBtn.setAttribute("aria-pressed", get("colorblind") ? "true" : "false");
    keys.textContent = t2(lg, "keys");
  }
  function statusText() {
    const lg = lang(), v = get("view") || {}, o = get("outcome") || {};
    if (!live()) return t2(lg, "replay_status", { k: get("replay").step, n: get("ply") });
    if (o.reason) return `${t2(lg, "over")} ${o.winners.length === 0 ? t2(lg, "nobody") : t2(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
    if (get("handover") != null) return t(lg, "handover_title", { player: playerName(lg, get("handover")) });
    const p = v.to_move, player = playerName(lg, p);
    if (get("thinking") != null) return t(lg, "thinking", { player: playerName(lg, get("thinking")) });
    if (!myTurn()) return seat() == null && !get("seats")?.includes("human") ? t(lg, "spectator") : t(lg, "waiting", { player });
    if (v.phase === "place_drawn") return t2(lg, can("pass") ? "place_drawn_optional" : "place_drawn", { player, tile: v.drawn });
    if (can("place")) return t2(lg, "your_turn", { player });
    return t2(lg, can("draw") ? "must_draw" : "must_pass", { player });
  }
  function hintText() {
    const lg = lang();
    if (!myTurn() || !can("place")) return "";
    if (!ui.selected) return t2(lg, "hint_select", { n: Math.min(9, hand().length) });
    const here = tileTargets().length, all = allPlaces(ui.selected);
    if (here) return t2(lg, "hint_places", { n: here });
    return all ? t2(lg, "hint_turn", { n: all }) : t2(lg, "hint_none");
  }
  function drawSeats() {
    const v = shown(), o = get("outcome") || {}, lg = lang(), cb = !!get("colorblind"), expert = get("options")?.scoring === "expert";
    renderSeats(seats, {
      seats: get("seats") || [],
      seat: seat(),
      toMove: o.reason ? null : v.to_move,
      thinking: live() ? get("thinking") : null,
      winners: o.winners || [],
      lang: lg,
      info: (p) => {
        const n = v.hand_sizes?.[p] ?? 0, out = [];
        out.push(h("span", { class: "gl-chip-count", "data-testid": `tiles-${p}` }, n === 1 ? t(lg, "one_tile_left") : t(lg, "tiles_left", { n })));
        const shownHand = v.hands?.[p];
        if (p !== seat() && Array.isArray(shownHand) && shownHand.length === 1)
          out.push(h("span", { class: "gl-chip-last", title: t2(lg, "last_tile") }, miniTile(shownHand[0], { colorblind: cb, prefix, unit: 12 })));
        if (expert) out.push(h("span", { class: "gl-chip-score", "data-testid": `score-${p}` }, t(lg, "points", { n: v.scores?.[p] ?? 0 })));
        if ((v.out || []).includes(p)) out.push(h("span", { class: "gl-chip-out" }, t(lg, "out")));
        return out;
      }
    });
  }
  function drawLog() {
    const v = shown(), lg = lang(), cb = !!get("colorblind");
    const tileOf = (tile) => h("span", { class: "gl-log-tile" }, miniTile(tile, { colorblind: cb, prefix, unit: 10 }), ` ${tile}`);
    const line = (e) => {
      const player = playerName(lg, e.player ?? e.first_player ?? 0);
      const key = {
        start: "log_start",
        place: e.points !== void 0 ? "log_place_points" : "log_place",
        draw: e.count === 1 ? "log_draw" : "log_draw_n",
        pass: "log_pass",
        keep: "log_keep",
        reveal: "log_reveal"
      }[e.event];
      if (!key) return JSON.stringify(e);
      const text = t2(lg, key, { player, tile: "\0", points: e.points, count: e.count });
      const [a, b] = text.split("\0");
      return b === void 0 ? h("span", {}, a) : h("span", {}, a, tileOf(e.tile), b);
    };
    renderLog(log, (v.log || []).slice(-40).map(line), lg);
  }
  function drawOutcome() {
    const o = get("outcome") || {}, lg = lang();
    outcome.hidden = !o.reason;
    if (!o.reason) return put(outcome);
    const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((p) => playerName(lg, p) + (o.scores ? ` (${t(lg, "points", { n: o.scores[p] })})` : "")).join(" = ")}`).join("  ·  ");
    put(outcome, h("strong", {}, statusText()), h("div", {}, o.messages?.[lg] ?? ""), h("div", { class: "gl-ranking" }, `${t(lg, "ranking")}: ${ranking}`));
  }
  function drawLegend() {
    const lg = lang(), cb = !!get("colorblind");
    legend.hidden = !cb;
    if (!cb) return put(legend);
    put(legend, t2(lg, "legend"), ...Object.entries(COLOURS).map(([c, col]) => h(
      "span",
      { class: "gl-legend-item" },
      s("svg", { width: 18, height: 18, viewBox: `0 0 ${U} ${U}` }, square(c, 0, 0, U, { colorblind: true, prefix })),
      ` ${c === "*" ? "✱" : c} ${col[lg]}`
    )));
  }
  function draw() {
    const lg = lang(), v = get("view") || {};
    root.lang = lg;
    root.classList.toggle("gl-replaying", !live());
    root.classList.toggle("gl-my-turn", myTurn());
    seed.textContent = t(lg, "seed", { seed: get("seed") });
    bag.textContent = t2(lg, "bag", { n: shown().bag_size ?? v.bag_size ?? 0 });
    status.textContent = statusText();
    drawSeats();
    const f = get("feedback") || {};
    renderFeedback(feedback, JSON.stringify(f) === ui.dismissed ? {} : f, lg, () => {
      ui.dismissed = JSON.stringify(f);
      feedback.hidden = true;
    });
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
  let pending = false;
  const later = () => {
    if (!pending) {
      pending = true;
      queueMicrotask(() => {
        pending = false;
        if (!signal?.aborted) draw();
      });
    }
  };
  watch(model, ["view", "legal", "feedback", "outcome", "seat", "handover", "seats", "ply", "can_undo", "thinking", "replay", "lang", "colorblind", "seed", "options"], later, signal);
  draw();
  return () => root.remove();
}
var chromino_default = { render };
export {
  STR,
  U,
  bounds,
  cellsOf,
  chromino_default as default,
  placeKey,
  targets
};
