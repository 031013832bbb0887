// The board on the page: builds its parts once, then redraws them from the traits after every change, and animates
// what changed (a ring turning, a pawn moving, a chain of bumps). It sends intents ({type: "move" | "take_seat" |
// "undo"}) and never decides whether a play is legal.
import { h, s, put } from "../common/dom.js";
import { redrawOn, intent, prefer } from "../common/model.js";
import { t as tr } from "../common/i18n.js";
import { renderSeats, renderFeedback, renderLog, renderHandover, replayBar, narrator, renderWhy, renderTextForm, boardAnchor, langButton } from "../common/parts.js";
import { tutorialBubble, renderTutorial } from "../common/tutorial.js";
import { t, STR } from "./strings.js";
import { RINGS, VIEWBOX, turned, spotOf, sameTurn, centreOf, pawnsOf } from "./geometry.js";
import { TRAITS, snapshot, langOf, isLive, shown, replayStep, myTurn, legalMoves, can, hand, humans } from "./projection.js";
import { newSelection, rotateOf, playsFor, ringsFor, moversOf, targetsFor, turnOnly, buildMove, chooseCard, chooseRing,
  setDir, changeAmount, cycle, settle, isWild, valueOf } from "./selection.js";
import { ringNode, frameNodes, reserveNodes, pawnNodes, targetNodes, focusNodes, cardButtons, seatInfo, outcomeNodes, legendNodes } from "./draw.js";
import { statusText, hintText, moveText, narration, textSections, eventText, cardName } from "./text.js";
import { lastPlay, plan, durations, run } from "./anim.js";
import { bindPointer, bindKeys } from "./input.js";

/** The board's skeleton: every element the drawing fills, with the handlers `on` gives it. */
function skeleton(on) {
  const btn = (id, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick });
  const layers = { rings: s("g", { class: "cx-rings" }), frame: s("g", { class: "cx-frame" }), reserves: s("g", { class: "cx-reserves" }),
    targets: s("g", { class: "cx-targets" }), focus: s("g", { class: "cx-focuses" }), pawns: s("g", { class: "cx-pawns" }) };
  const svg = s("svg", { class: "gl-svg cx-svg", role: "img", viewBox: VIEWBOX.join(" "), preserveAspectRatio: "xMidYMid meet" },
    layers.rings, layers.frame, layers.reserves, layers.focus, layers.pawns, layers.targets);
  const e = {
    svg, layers,
    status: h("div", { class: "gl-status", "data-testid": "status", role: "status", "aria-live": "polite" }),
    seed: h("span", { class: "gl-seed", "data-testid": "seed" }),
    deck: h("span", { class: "gl-bag", "data-testid": "deck" }),
    discard: h("span", { class: "gl-bag", "data-testid": "discard" }),
    langBtn: btn("lang", on.lang, "gl-toggle"), cbBtn: btn("colorblind", on.colorblind, "gl-toggle"),
    seats: h("div", { class: "gl-seats", "data-testid": "seats" }),
    feedback: h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true }),
    outcome: h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true }),
    log: h("div", { class: "gl-log", "data-testid": "log" }),
    cardsTitle: h("div", { class: "cx-cards-title" }),
    cards: h("div", { class: "cx-cards" }),
    turnLabel: h("span", { class: "cx-turn-label" }),
    rings: h("div", { class: "cx-ring-buttons", role: "group" }),
    ccw: btn("ccw", () => on.dir(-1)), cw: btn("cw", () => on.dir(1)),
    less: btn("less", () => on.amount(-1)), more: btn("more", () => on.amount(1)),
    amount: h("span", { class: "cx-amount", "data-testid": "amount" }),
    turnOnlyBtn: btn("turn-only", on.turnOnly), endBtn: btn("end-turn", on.endTurn, "gl-primary"), undoBtn: btn("undo", on.undo),
    hint: h("div", { class: "gl-hint", "data-testid": "hint" }),
    keys: h("div", { class: "gl-keys" }),
    legend: h("div", { class: "cx-legend", "data-testid": "legend" }),
    replay: replayBar(on.replay),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    narration: narrator(),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    textForm: h("details", { class: "gl-text-form", "data-testid": "text-form" }),
  };
  e.turnRow = h("div", { class: "cx-turn", "data-testid": "turn" }, e.turnLabel, e.rings,
    h("span", { class: "cx-dirs" }, e.ccw, e.cw), h("span", { class: "cx-spin", "data-testid": "spin" }, e.less, e.amount, e.more));
  e.hand = h("div", { class: "cx-hand", "data-testid": "hand" }, e.cardsTitle, e.cards);
  e.tutorial = tutorialBubble();
  e.root = h("div", { class: "gl-root gl-centrix", tabindex: 0, "data-testid": "centrix" },
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.deck, e.discard, e.cbBtn, e.langBtn)),
    e.seats, e.tutorial, e.feedback, e.outcome,
    h("div", { class: "gl-main" }, h("div", { class: "gl-board cx-board", "data-testid": "board" }, svg), e.log),
    h("div", { class: "gl-play cx-play" }, e.hand, h("div", { class: "cx-controls" }, e.turnRow,
      h("div", { class: "gl-actions" }, e.turnOnlyBtn, e.endBtn, e.undoBtn))),
    e.hint, e.why, e.legend, e.replay, e.keys, e.textForm, e.narration, e.handover);
  return e;
}

/** The anywidget front end: `render({model, el, signal})` (the same module runs in Jupyter, Voilà and a table's page). */
export function render({ model, el, signal }) {
  const sel = newSelection(), memo = { dismissed: null, base: null, ply: null, preview: null, anim: null, key: null, drawn: null };
  const now = () => snapshot(model);
  const sendMove = (move) => { if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") }); };
  const plays = (p = now()) => (sel.card == null ? [] : playsFor(legalMoves(p), sel.card, rotateOf(sel)));
  const redraw = () => draw();
  const act = {
    card: (card) => { if (!myTurn(now())) return; chooseCard(sel, card); sel.pawn = null; redraw(); e.root.focus({ preventScroll: true }); },
    cardAt: (k) => { const c = hand(now())[k]; if (c) act.card(c); },
    ring: (r) => { if (sel.card == null || sel.card === "ANY") return; chooseRing(sel, r); redraw(); },
    nextRing: () => { if (sel.card == null || sel.card === "ANY") return; chooseRing(sel, sel.ring == null ? 1 : sel.ring >= RINGS ? null : sel.ring + 1); redraw(); },
    dir: (d) => { if (sel.ring == null) return; setDir(sel, d); redraw(); },
    amount: (d) => { if (sel.ring == null || sel.card !== "SPIN") return; changeAmount(sel, d); redraw(); },
    pawn: (i) => { sel.pawn = i; sel.target = null; redraw(); },
    nextPawn: () => { const p = now(); const m = moversOf(p.view, p.seat, plays(p)); if (m.length) act.pawn(cycle(m, sel.pawn)); },
    nextTarget: () => { const p = now(); if (sel.pawn == null) return; sel.target = cycle(targetsFor(p.view, p.seat, plays(p), sel.pawn), sel.target); redraw(); },
    play: () => { if (sel.target != null) act.to(sel.target); },
    to: (to) => { if (sel.card != null && sel.pawn != null) sendMove(buildMove(sel, to)); },
    turnOnly: () => { if (sel.card != null) sendMove(buildMove({ ...sel, pawn: null })); },
    endTurn: () => sendMove({ type: "end_turn" }),
    undo: () => intent(model, { type: "undo" }),
    clear: () => { Object.assign(sel, newSelection()); redraw(); },
    hit: (hit) => {
      const p = now();
      if (!myTurn(p) || sel.card == null) return;
      if (hit.kind === "target") return act.to(hit.to);
      if (hit.kind === "pawn" && hit.p === p.seat && hit.at !== "top") {
        if (sel.pawn === hit.i) return;                          // the chosen pawn itself: nothing to do
        const here = sel.pawn != null && targetsFor(p.view, p.seat, plays(p), sel.pawn).some((x) => JSON.stringify(x) === JSON.stringify(hit.at));
        if (!here) return act.pawn(hit.i);                       // another of ours: choose it (unless it is a listed bump)
      }
      const to = hit.kind === "pawn" ? hit.at : hit.to;
      if (sel.pawn != null && to !== null) act.to(to);          // listed or not: Python answers with the rule
    },
  };
  const on = {
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    dir: act.dir, amount: act.amount, turnOnly: act.turnOnly, endTurn: act.endTurn, undo: act.undo,
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k),
  };
  const e = skeleton(on);
  e.root.cxFrames = []; e.root.cxWork = [];
  el.append(e.root);
  boardAnchor(e.root, signal);
  bindPointer(e.svg, act, signal);
  bindKeys(e.root, act, signal);

  /** The view drawn: the live one turned by the turn being chosen (a preview), or the replay's. */
  const drawnView = (p) => (myTurn(p) && sel.card != null ? turned(p.view, rotateOf(sel)) : shown(p));

  function drawBoard(p, v) {
    const cb = !!p.colorblind, key = `${cb}|${JSON.stringify(v.offsets)}|${v.rings?.join("")}`;
    if (memo.key !== key) {
      put(e.layers.rings, ...Array.from({ length: RINGS }, (_, k) => ringNode(v, k + 1, { colorblind: cb })));
      memo.key = key;
    }
    if (!e.layers.frame.childNodes.length) put(e.layers.frame, ...frameNodes());
    put(e.layers.reserves, ...reserveNodes(v, langOf(p)));
    const mine = myTurn(p) && sel.card != null, ps = mine ? plays(p) : [];
    const movers = mine ? moversOf(p.view, p.seat, ps) : [];
    put(e.layers.pawns, ...pawnNodes(v, { seat: p.seat, selected: mine ? sel.pawn : null, movable: movers }));
    const targets = mine && sel.pawn != null ? targetsFor(p.view, p.seat, ps, sel.pawn) : [];
    put(e.layers.targets, ...targetNodes(targets));
    for (const n of e.layers.targets.children) if (JSON.stringify(sel.target) === n.dataset.to) n.classList.add("cx-current");
    put(e.layers.focus, ...focusNodes(p));
    e.svg.setAttribute("aria-label", t(langOf(p), "board_label"));
  }

  /** Animate from what was drawn before to `v`: a new play (ply + 1), or a new preview turn chosen on the page. */
  function animate(p, v) {
    memo.anim?.stop();
    let pl = null;
    const live = isLive(p), preview = myTurn(p) && sel.card != null ? rotateOf(sel) : null;
    if (live && memo.base && p.ply === memo.ply + 1) pl = plan(memo.base, p.view, lastPlay(p.view.log), memo.preview);
    else if (live && p.ply === memo.ply && !sameTurn(preview, memo.preview)) {
      const r = preview?.ring ?? memo.preview?.ring, was = memo.preview?.ring === r ? memo.preview.steps : 0, now_ = preview?.ring === r ? preview.steps : 0;
      if (!(memo.preview && preview && memo.preview.ring !== preview.ring)) pl = { turn: { ring: r, steps: now_ - was }, start: {}, moves: [] };
    }
    memo.base = live ? p.view : null; memo.ply = live ? p.ply : null; memo.preview = preview;
    if (!pl || (!pl.turn && !pl.moves.length)) return;
    const reduced = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches;
    const dur = durations(pl.turn, reduced ? 0 : 1);
    const nodes = {};
    for (const n of e.layers.pawns.children) nodes[n.dataset.pawn] = n;
    const at = {};   // where each pawn is drawn, as a position, during the animation
    for (const x of pawnsOf(v)) at[x.key] = pl.start[x.key] !== undefined ? pl.start[x.key] : x.at;
    const place = (key, xy) => nodes[key]?.setAttribute("transform", `translate(${xy[0].toFixed(2)} ${xy[1].toFixed(2)})`);
    const spot = (key, pos, turning) => { const [pp, ii] = key.split("-").map(Number); return spotOf(v, pp, ii, pos, turning); };
    const ringG = pl.turn ? e.layers.rings.querySelector(`[data-ring="${pl.turn.ring}"]`) : null;
    const phases = [];
    const hide = e.layers.targets.style;
    if (pl.turn) {
      const from = -pl.turn.steps * 30;
      phases.push({ dur: dur.turn, frame: (k) => {
        const w0 = performance.now(), deg = from * (1 - k), turning = { ring: pl.turn.ring, deg };
        ringG?.setAttribute("transform", deg ? `rotate(${deg.toFixed(2)})` : "");
        for (const key in at) if (Array.isArray(at[key]) && at[key][0] === pl.turn.ring) place(key, spot(key, at[key], turning));
        hide.opacity = k < 1 ? "0" : "";
        e.root.cxWork.push(performance.now() - w0);
      } });
    }
    for (const m of pl.moves) {
      const a = () => spot(m.key, m.from), b = () => spot(m.key, m.to);
      phases.push({ dur: m === pl.moves[0] ? dur.move : dur.drop, frame: (k) => {
        const [x0, y0] = a(), [x1, y1] = b(), lift = Math.sin(Math.PI * k) * 18;
        place(m.key, [x0 + (x1 - x0) * k, y0 + (y1 - y0) * k - lift]);
        nodes[m.key]?.classList.toggle("cx-flying", k < 1);
        if (k >= 1) at[m.key] = m.to;
      } });
    }
    // the first frame now: nothing is ever drawn at its end position before it moves there
    for (const key in pl.start) place(key, spot(key, pl.start[key], pl.turn ? { ring: pl.turn.ring, deg: -pl.turn.steps * 30 } : null));
    if (ringG && pl.turn) ringG.setAttribute("transform", `rotate(${-pl.turn.steps * 30})`);
    for (const key in at) if (pl.turn && Array.isArray(at[key]) && at[key][0] === pl.turn.ring) place(key, spot(key, at[key], { ring: pl.turn.ring, deg: -pl.turn.steps * 30 }));
    e.root.dataset.animating = "1";
    memo.anim = run(phases, { frames: pl.turn ? e.root.cxFrames : null, done: () => { delete e.root.dataset.animating; hide.opacity = ""; } });
  }

  function drawControls(p) {
    const lg = langOf(p), turn = myTurn(p), legal = legalMoves(p), ps = plays(p);
    const rings = sel.card ? ringsFor(legal, sel.card) : [];
    const canTurn = turn && sel.card != null && sel.card !== "ANY";
    e.turnLabel.textContent = t(lg, "turn_label");
    const ringBtn = (r) => h("button", { class: ["cx-ring-btn", sel.ring === r && "gl-selected", r != null && !rings.includes(r) && "gl-dim"].filter(Boolean).join(" "),
      "data-testid": r == null ? "ring-none" : `ring-${r}`, "aria-pressed": sel.ring === r ? "true" : "false", disabled: !canTurn,
      "aria-label": r == null ? t(lg, "ring_none") : t(lg, "ring_n", { n: r }), onclick: () => act.ring(r) }, r == null ? "∅" : String(r));
    put(e.rings, ringBtn(null), ...Array.from({ length: RINGS }, (_, k) => ringBtn(k + 1)));
    e.rings.setAttribute("aria-label", t(lg, "turn_label"));
    const amount = sel.card === "SPIN" ? sel.amount : valueOf(sel.card);
    e.ccw.textContent = "↺"; e.cw.textContent = "↻";
    for (const [b, d, k] of [[e.ccw, -1, "ccw"], [e.cw, 1, "cw"]]) {
      b.disabled = !canTurn || sel.ring == null;
      b.classList.toggle("gl-selected", sel.ring != null && sel.dir === d);
      b.setAttribute("aria-pressed", sel.ring != null && sel.dir === d ? "true" : "false");
      b.setAttribute("aria-label", t(lg, k)); b.title = t(lg, k);
    }
    e.less.textContent = "−"; e.more.textContent = "+";
    e.less.setAttribute("aria-label", t(lg, "less")); e.more.setAttribute("aria-label", t(lg, "more"));
    e.less.disabled = e.more.disabled = !(canTurn && sel.card === "SPIN" && sel.ring != null);
    e.amount.textContent = amount ? t(lg, "amount", { n: amount }) : "";
    e.turnRow.hidden = !(turn && sel.card != null && sel.card !== "ANY");
    e.turnOnlyBtn.textContent = `${t(lg, "turn_only")} (T)`;
    e.turnOnlyBtn.disabled = !(turn && sel.card != null && sel.ring != null);
    e.turnOnlyBtn.classList.toggle("gl-dim", !turnOnly(ps));
    e.endBtn.textContent = `${t(lg, "end_turn")} (E)`;
    e.endBtn.disabled = !(turn && can(p, "end_turn"));
    e.undoBtn.textContent = `↶ ${tr(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(isLive(p) && p.can_undo);
    for (const b of [e.turnOnlyBtn, e.endBtn, e.undoBtn]) b.setAttribute("aria-label", b.textContent);
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${tr(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    e.keys.textContent = t(lg, "keys");
  }

  function draw() {
    const p = now(), lg = langOf(p), v = shown(p), o = p.outcome || {};
    settle(sel, hand(p), p.view || {}, p.seat, legalMoves(p));
    if (!myTurn(p)) Object.assign(sel, newSelection());
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !isLive(p));
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.seed.hidden = p.seed == null;                     // a table keeps the seed from its players while it would tell a hidden card
    e.seed.textContent = p.seed == null ? "" : tr(lg, "seed", { seed: p.seed });
    e.deck.textContent = t(lg, "deck", { n: v.deck_size ?? 0 });
    const disc = v.discard || [];
    e.discard.textContent = t(lg, "discard", { n: disc.length }) + (disc.length ? ` · ${t(lg, "discard_top", { card: cardName(lg, disc[disc.length - 1]) })}` : "");
    e.status.textContent = statusText(p);
    renderSeats(e.seats, { seats: p.seats || [], seat: p.seat, toMove: o.reason ? null : v.to_move, thinking: isLive(p) ? p.thinking : null,
      winners: o.winners || [], lang: lg, info: (q) => seatInfo(p, q) });
    const f = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => { memo.dismissed = JSON.stringify(f); e.feedback.hidden = true; });
    e.outcome.hidden = !o.reason;
    put(e.outcome, ...(o.reason ? outcomeNodes(p, statusText(p)) : []));
    e.hand.hidden = p.seat == null || !isLive(p);
    e.cardsTitle.textContent = humans(p) > 1 && p.seat != null ? t(lg, "cards_of", { player: tr(lg, "player", { n: p.seat + 1 }) }) : t(lg, "cards");
    const legal = legalMoves(p);
    put(e.cards, ...cardButtons(p, hand(p), sel, { enabled: myTurn(p), onSelect: act.card, playable: (c) => legal.some((m) => m.card === c) }));
    if (v.rings) {
      const dv = drawnView(p);
      drawBoard(p, dv);
      animate(p, dv);
    }
    drawControls(p);
    e.hint.textContent = hintText(p, sel);
    renderWhy(e.why, { why: isLive(p) ? p.why || [] : [], lang: lg, describe: (m) => moveText(lg, m, (p.why || []).find((w) => w.move === m || w.candidates.some((c) => c.move === m))?.seat ?? 0) });
    renderTextForm(e.textForm, { sections: textSections(p), lang: lg });
    if (isLive(p)) e.narration.say(narration(p));
    e.legend.hidden = !p.colorblind;
    put(e.legend, ...(p.colorblind ? legendNodes(p) : []));
    renderLog(e.log, (v.log || []).map((_, i) => i).slice(-40).map((i) => eventText(p, i)), lg);
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    renderHandover(e.handover, { handover: p.handover, lang: lg, canUndo: !!p.can_undo, words: STR }, () => intent(model, { type: "take_seat" }), act.undo);
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }

  // Several traits change in one message from Python: draw once, after all of them.
  redrawOn(model, TRAITS, draw, signal);
  draw();
  return () => { memo.anim?.stop(); e.root.remove(); };
}
