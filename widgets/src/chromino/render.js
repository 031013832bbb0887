// The board on the page: builds its parts once, then redraws them from the traits after every change.
// It sends intents ({type: "move" | "take_seat" | "undo"}) and never decides whether a move is legal.
import { h, s, put } from "../common/dom.js";
import { redrawOn, intent, prefer } from "../common/model.js";
import { t as tr } from "../common/i18n.js";
import { patternDefs, uniquePrefix } from "../common/colours.js";
import { renderSeats, renderFeedback, renderLog, renderHandover, replayBar, narrator, renderWhy, renderTextForm, boardAnchor, langButton } from "../common/parts.js";
import { tutorialBubble, renderTutorial } from "../common/tutorial.js";
import { t, STR } from "./strings.js";
import { U, placeKey } from "./geometry.js";
import { TRAITS, snapshot, langOf, isLive, shown, replayStep, myTurn, legalMoves, can, humans } from "./projection.js";
import { newSelection, tileTargets, choose, rotate, nextTarget, settle } from "./selection.js";
import { tileNode, targetNodes, focusNodes, ghostNode, rackButtons, rackTitle, seatInfo, logLines, outcomeNodes, legendNodes } from "./draw.js";
import { statusText, hintText, moveText, narration, textSections } from "./text.js";
import { viewBox } from "./viewbox.js";
import { bindPointer, bindKeys } from "./input.js";

/** The board's skeleton: every element the drawing fills, with the handlers `on` gives it. */
function skeleton(prefix, on) {
  const btn = (id, onclick, cls = "", label) => h("button", { "data-testid": id, class: cls, onclick }, label);
  const layers = { tiles: s("g", { class: "gl-tiles" }), targets: s("g", { class: "gl-targets" }), focus: s("g", { class: "gl-focus" }),
    ghost: s("g", { class: "gl-ghost", "data-testid": "ghost" }) };
  const defs = patternDefs(prefix, U);
  defs.append(s("pattern", { id: `${prefix}grid`, patternUnits: "userSpaceOnUse", width: U, height: U },
    s("path", { d: `M ${U} 0 L 0 0 0 ${U}`, fill: "none", stroke: "#e2d9c6", "stroke-width": 1 })));
  const svg = s("svg", { class: "gl-svg", role: "img", "aria-label": "Chromino", preserveAspectRatio: "xMidYMid meet" },
    defs, s("rect", { class: "gl-bg", x: -1e5, y: -1e5, width: 2e5, height: 2e5, fill: `url(#${prefix}grid)` }),
    layers.tiles, layers.targets, layers.focus, layers.ghost);
  const e = {
    svg, layers,
    status: h("div", { class: "gl-status", "data-testid": "status", role: "status", "aria-live": "polite" }),
    seed: h("span", { class: "gl-seed", "data-testid": "seed" }),
    bag: h("span", { class: "gl-bag", "data-testid": "bag" }),
    langBtn: btn("lang", on.lang, "gl-toggle"),
    cbBtn: btn("colorblind", on.colorblind, "gl-toggle"),
    seats: h("div", { class: "gl-seats", "data-testid": "seats" }),
    feedback: h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true }),
    outcome: h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true }),
    zoom: h("div", { class: "gl-zoom" }, btn("zoom-in", on.zoomIn, "", "+"), btn("zoom-out", on.zoomOut, "", "−"), btn("fit", on.fit, "", "⤢")),
    log: h("div", { class: "gl-log", "data-testid": "log" }),
    rackTitle: h("div", { class: "gl-rack-title" }),
    rackTiles: h("div", { class: "gl-rack-tiles" }),
    rotateBtn: btn("rotate", on.rotate), drawBtn: btn("draw", on.draw, "gl-primary"), passBtn: btn("pass", on.pass), undoBtn: btn("undo", on.undo),
    hint: h("div", { class: "gl-hint", "data-testid": "hint" }),
    keys: h("div", { class: "gl-keys" }),
    legend: h("div", { class: "gl-legend", "data-testid": "legend" }),
    replay: replayBar(on.replay),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    narration: narrator(),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    textForm: h("details", { class: "gl-text-form", "data-testid": "text-form" }),
    tutorial: tutorialBubble(),
  };
  e.rack = h("div", { class: "gl-rack", "data-testid": "hand" }, e.rackTiles);
  e.root = h("div", { class: "gl-root gl-chromino", tabindex: 0, "data-testid": "chromino" },
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.bag, e.cbBtn, e.langBtn)),
    e.seats, e.tutorial, e.outcome,
    // a refusal is said on the table, where the tile was tried (above it, the banner was off the screen while the rack was in view)
    h("div", { class: "gl-main" }, h("div", { class: "gl-board", "data-testid": "board" }, svg, e.zoom, e.feedback), e.log),
    h("div", { class: "gl-play" }, h("div", { class: "gl-play-head" }, e.rackTitle, h("div", { class: "gl-actions" }, e.rotateBtn, e.drawBtn, e.passBtn, e.undoBtn)), e.rack),
    e.hint, e.why, e.legend, e.replay, e.keys, e.textForm, e.narration, e.handover);
  return e;
}

/** The tiles of the table: while a game grows, only the new ones are appended (and animated), not sixty redrawn. */
function drawTiles(layer, p, memo, { prefix }) {
  const tiles = shown(p).board || [], cb = !!p.colorblind, lang = langOf(p), step = replayStep(p);
  // tiles that appeared since the last drawing of the live table get a short animation (bot turns too)
  const fresh = memo.seen && memo.seen.step === step && memo.seen.seed === p.seed && tiles.length > memo.seen.n ? memo.seen.n : tiles.length;
  memo.seen = { n: tiles.length, step, seed: p.seed };
  const cls = (i) => [i >= fresh && "gl-new", i === tiles.length - 1 && tiles.length > 1 && "gl-last"].filter(Boolean).join(" ");
  const key = `${cb}|${lang}|${step}|${p.seed}`, drawn = layer.children;   // a new language redraws the letters
  const same = memo.key === key && drawn.length <= tiles.length && drawn.length > 0 &&
    [...drawn].every((g, i) => g.dataset.tile === tiles[i].tile && g.dataset.cells === String(tiles[i].cells));
  if (same) {
    for (const g of drawn) g.classList.remove("gl-last", "gl-new");
    for (let i = drawn.length; i < tiles.length; i++) layer.append(tileNode(tiles[i], i, { colorblind: cb, prefix, lang, cls: cls(i) }));
    if (tiles.length > 1) drawn[tiles.length - 1].classList.add("gl-last");
  } else put(layer, ...tiles.map((e, i) => tileNode(e, i, { colorblind: cb, prefix, lang, cls: cls(i) })));
  memo.key = key;
}

/** The middle square of the newest tile: where a phone's close view of a big table is centred. */
const lastMiddle = (board) => (board?.length ? board[board.length - 1].cells[1] : null);

/** The anywidget front end: `render({model, el, signal})` (the same module runs in Jupyter, Voilà and a table's page). */
export function render({ model, el, signal }) {
  const prefix = uniquePrefix("chromino"), sel = newSelection(), memo = { seen: null, key: null, dismissed: null };
  const now = () => snapshot(model);
  const sendMove = (move) => { if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") }); };
  const e = skeleton(prefix, {
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    zoomIn: () => vb.zoomBy(1 / 1.25), zoomOut: () => vb.zoomBy(1.25), fit: () => act.fit(),
    rotate: () => act.rotate(), draw: () => sendMove({ type: "draw" }), pass: () => sendMove({ type: "pass" }), undo: () => act.undo(),
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k),
  });
  const vb = viewBox(e.svg);
  el.append(e.root);
  boardAnchor(e.root, signal);

  const drawGhost = (p = now()) => {
    if (!sel.ghost || !sel.selected || !myTurn(p)) return put(e.layers.ghost);
    const ok = tileTargets(sel, p).some((x) => x.key === placeKey(sel.selected, sel.ghost));
    put(e.layers.ghost, ghostNode(sel.selected, sel.ghost, ok, { colorblind: !!p.colorblind, prefix, lang: langOf(p) }));
  };
  const act = {
    /** Pick up `tile` and give the keyboard to the board (arrows, R, Enter), even after a click on the rack. */
    select: (tile) => { choose(sel, legalMoves(now()), tile); draw(); e.root.focus({ preventScroll: true }); },
    rotate: () => { if (rotate(sel)) draw(); },
    nextTarget: () => { if (nextTarget(sel, tileTargets(sel, now()))) drawGhost(); },
    place: (cells) => { if (sel.selected && myTurn(now())) sendMove({ type: "place", tile: sel.selected, cells }); },
    sendMove,
    undo: () => intent(model, { type: "undo" }),
    fit: () => vb.fit(shown(now()).board || [], true, lastMiddle(shown(now()).board)),
    drop: () => { sel.selected = null; sel.ghost = null; draw(); },
    drawGhost: () => drawGhost(),
  };
  bindPointer(e.svg, { vb, sel, now, act }, signal);
  bindKeys(e.root, { vb, sel, now, act }, signal);

  function drawControls(p) {
    const lg = langOf(p), turn = myTurn(p);
    e.rotateBtn.textContent = `⟳ ${t(lg, "turn")} (R)`;
    e.drawBtn.textContent = `${t(lg, "draw")} (D)`;
    e.passBtn.textContent = `${t(lg, "pass")} (P)`;
    e.undoBtn.textContent = `↶ ${t(lg, "undo")} (U)`;
    e.rotateBtn.disabled = !(turn && sel.selected);
    e.drawBtn.disabled = !(turn && can(p, "draw"));
    e.passBtn.disabled = !(turn && can(p, "pass"));
    e.undoBtn.disabled = !(isLive(p) && p.can_undo);
    for (const b of e.zoom.children) b.title = t(lg, { "zoom-in": "zoom_in", "zoom-out": "zoom_out", fit: "fit" }[b.dataset.testid]);
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${t(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    e.keys.textContent = t(lg, "keys");
  }

  function draw() {
    const p = now(), lg = langOf(p), v = p.view || {}, o = p.outcome || {}, cb = !!p.colorblind;
    settle(sel, p);
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !isLive(p));
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.seed.hidden = p.seed == null;                     // a table keeps the seed from its players while it would tell a hidden card
    e.seed.textContent = p.seed == null ? "" : tr(lg, "seed", { seed: p.seed });
    e.bag.textContent = t(lg, "bag", { n: shown(p).bag_size ?? v.bag_size ?? 0 });
    e.status.textContent = statusText(p);
    renderSeats(e.seats, { seats: p.seats || [], seat: p.seat, toMove: o.reason ? null : shown(p).to_move, thinking: isLive(p) ? p.thinking : null,
      winners: o.winners || [], lang: lg, info: (q) => seatInfo(p, q, { prefix }) });
    const f = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => { memo.dismissed = JSON.stringify(f); e.feedback.hidden = true; });
    e.outcome.hidden = !o.reason;
    put(e.outcome, ...(o.reason ? outcomeNodes(p, statusText(p)) : []));
    e.rack.hidden = p.seat == null || !isLive(p);   // a replay shows no hand, not even the current one
    e.rackTitle.textContent = rackTitle(p, humans(p));
    put(e.rackTiles, ...rackButtons(p, sel, { prefix, onSelect: act.select }));
    drawTiles(e.layers.tiles, p, memo, { prefix });
    vb.fit(shown(p).board || [], false, lastMiddle(shown(p).board));
    put(e.layers.targets, ...targetNodes(tileTargets(sel, p)));
    put(e.layers.focus, ...focusNodes(p));
    drawGhost(p);
    drawControls(p);
    e.hint.textContent = hintText(p, sel);
    renderWhy(e.why, { why: isLive(p) ? p.why || [] : [], lang: lg, describe: (m) => moveText(lg, m), words: STR });
    renderTextForm(e.textForm, { sections: textSections(p), lang: lg });
    if (isLive(p)) e.narration.say(narration(p));
    e.legend.hidden = !cb;
    put(e.legend, ...(cb ? legendNodes(p, prefix) : []));
    renderLog(e.log, logLines(p, { prefix }), lg);
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    renderHandover(e.handover, { handover: p.handover, lang: lg, canUndo: !!p.can_undo, words: STR }, () => intent(model, { type: "take_seat" }), act.undo);
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }

  // Several traits change in one message from Python: draw once, after all of them.
  redrawOn(model, TRAITS, draw, signal);
  draw();
  return () => e.root.remove();
}
