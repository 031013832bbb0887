// The board on the page: builds its parts once, then redraws them from the traits after every change.
// It sends intents ({type: "move" | "grab" | "claim" | "undo"}) and never decides whether a move is legal or who wins a grab.
import { h, put } from "../common/dom.js";
import { redrawOn, intent, prefer } from "../common/model.js";
import { t as tr, playerName } from "../common/i18n.js";
import { renderSeats, renderFeedback, renderLog, renderHandover, replayBar, skipLink, narrator, renderWhy, renderTextForm, langButton } from "../common/parts.js";
import { tutorialBubble, renderTutorial } from "../common/tutorial.js";
import { t } from "./strings.js";
import { TRAITS, snapshot, langOf, isLive, shown, replayStep, myTurn, windowOpen, flippable, isOver } from "./projection.js";
import { slotNodes, deckNode, dieNode, directionNode, pileInfo, turnButtons, windowNodes, countdown } from "./draw.js";
import { statusText, logLines, narration, rankingLines, textSections, describeMove, rememberText } from "./text.js";
import { bindKeys } from "./input.js";

function skeleton(on) {
  const btn = (id, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick });
  const e = {
    status: h("div", { class: "gl-status", "data-testid": "status" }),
    seed: h("span", { class: "gl-seed", "data-testid": "seed" }),
    langBtn: btn("lang", on.lang, "gl-toggle"), cbBtn: btn("colorblind", on.colorblind, "gl-toggle"),
    seats: h("div", { class: "gl-seats", "data-testid": "seats" }),
    feedback: h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true }),
    outcome: h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true }),
    deck: h("div", { class: "kids-deck-box" }), die: h("div", { class: "kids-die-box" }), direction: h("div", { class: "kids-direction-box" }),
    slots: h("div", { class: "kids-slots", "data-testid": "table", role: "group" }),
    bet: h("div", { class: "kids-bet", "data-testid": "bet", hidden: true }),
    window: h("div", { class: "kids-window", "data-testid": "window", role: "region", "aria-live": "polite", hidden: true }),
    actions: h("div", { class: "gl-actions kids-actions", "data-testid": "actions" }),
    undoBtn: btn("undo", on.undo),
    log: h("div", { class: "gl-log", "data-testid": "log" }),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    text: h("details", { class: "gl-text-form", "data-testid": "text-form" }),
    keys: h("div", { class: "gl-keys", "data-testid": "keys" }),
    replay: replayBar(on.replay), narration: narrator(),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    tutorial: tutorialBubble(),
  };
  e.board = h("div", { class: "kids-board", "data-testid": "board", tabindex: -1 },
    h("div", { class: "kids-centre" }, e.deck, e.die, e.direction), e.slots, e.bet);
  e.skip = skipLink("en", e.board);
  e.root = h("div", { class: "gl-root gl-kids", tabindex: 0, "data-testid": "kids" },
    e.skip, h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.cbBtn, e.langBtn)),
    e.seats, e.tutorial, e.feedback, e.outcome, e.window,
    h("div", { class: "gl-main kids-main" }, h("div", {}, e.board, h("div", { class: "kids-play" }, e.actions, e.undoBtn)), e.log),
    e.why, e.text, e.replay, e.keys, e.narration, e.handover);
  return e;
}

export function render({ model, el, signal }) {
  const sel = new Set(), win = { picker: null, queue: [], picked: new Set(), at: 0, left: null, key: null };
  const memo = { dismissed: null, ply: null };
  const now = () => snapshot(model);
  const send = (msg) => intent(model, msg);
  const act = {
    move: (move) => { if (myTurn(now())) send({ type: "move", move, ply: model.get("ply") }); },
    flip: () => { if (sel.size && myTurn(now())) send({ type: "move", move: { type: "flip", slots: [...sel].sort((a, b) => a - b) }, ply: model.get("ply") }); },
    clear: () => { sel.clear(); draw(); },
    undo: () => send({ type: "undo" }),
    /** Seat `q` pressed its key or its "Grab…" button: it claims (more time to choose), and chooses when its turn to pick comes. */
    pick: (q) => {
      if (win.picker === null) { win.picker = q; win.picked.clear(); } else if (win.picker !== q && !win.queue.includes(q)) win.queue.push(q);
      send({ type: "claim", seat: q }); draw();
    },
    next: () => { win.picker = win.queue.shift() ?? null; win.picked.clear(); },
    sendGrab: (q) => { if (!win.picked.size) return; send({ type: "grab", seat: q, slots: [...win.picked].sort((a, b) => a - b) }); act.next(); draw(); },
    pass: (q) => { send({ type: "grab", seat: q, slots: [] }); if (win.picker === q) act.next(); win.queue = win.queue.filter((x) => x !== q); draw(); },
    cancel: () => { act.next(); draw(); },
    seatKey: (q) => { if (win.picker === q) (win.picked.size ? act.sendGrab(q) : act.cancel()); else act.pick(q); },
    toggle: (i) => {
      const p = now();
      if (windowOpen(p)) { if (win.picker === null) return; const s = win.picked; s.has(i) ? s.delete(i) : (p.window.one ? (s.clear(), s.add(i)) : s.add(i)); }
      else if (myTurn(p)) sel.has(i) ? sel.delete(i) : sel.add(i);
      else return;
      draw();
    },
    enter: () => { const p = now(); if (windowOpen(p)) { if (win.picker !== null) act.sendGrab(win.picker); } else act.flip(); },
    escape: () => { if (windowOpen(now())) act.cancel(); else act.clear(); },
  };
  const e = skeleton({
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    undo: act.undo,
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k),
  });
  el.append(e.root);
  bindKeys(e.root, { now, act }, signal);

  /** The window's countdown runs on the page between two messages from Python (which alone closes the window). It changes
   *  the countdown's text and bar in place: rebuilding the window 4 times a second replaced its buttons under a finger, and
   *  a tap whose press and release fell on either side of a rebuild was lost. */
  const timer = setInterval(() => { if (windowOpen(now()) && now().window.left != null) tickWindow(now()); }, 250);

  function tickWindow(p) {
    const c = e.window.querySelector('[data-testid="countdown"]'), bar = e.window.querySelector(".kids-timer > span");
    if (!c || !bar) return drawWindow(p);
    const { text, width } = countdown(p, p.window.left - (performance.now() - win.at) / 1000);
    c.textContent = text;
    bar.style.width = width;
  }
  signal?.addEventListener("abort", () => clearInterval(timer));

  function drawWindow(p) {
    const open = windowOpen(p);
    e.window.hidden = !open;
    if (!open) { win.picker = null; win.queue = []; win.picked.clear(); win.key = null; return put(e.window); }
    const key = JSON.stringify([p.ply, p.window.kind, p.window.active]);
    if (key !== win.key) { win.key = key; win.picker = null; win.queue = []; win.picked.clear(); }
    if (JSON.stringify(p.window) !== win.last) { win.last = JSON.stringify(p.window); win.at = performance.now(); }
    const answered = new Set(p.window.seats.filter((x) => x.answered).map((x) => x.seat));
    if (win.picker !== null && answered.has(win.picker)) act.next();
    win.queue = win.queue.filter((q) => !answered.has(q));
    const left = p.window.left == null ? null : p.window.left - (performance.now() - win.at) / 1000;
    put(e.window, ...windowNodes(p, { picker: win.picker, picked: win.picked, left,
      on: { send: act.sendGrab, cancel: act.cancel, pick: act.pick, pass: act.pass } }));
  }

  function draw() {
    const p = now(), lg = langOf(p), v = shown(p), o = p.outcome || {}, live = isLive(p);
    // a choice of slots lasts one move: after a flip that wins (the hand kept, a new roll), the emptied slot is no longer chosen
    if (!myTurn(p) || memo.chosenAt !== p.ply) { sel.clear(); memo.chosenAt = p.ply; }
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !live);
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.root.classList.toggle("kids-window-open", windowOpen(p));
    e.seed.hidden = p.seed == null;                     // a table keeps the seed from its players while it would tell a hidden card
    e.seed.textContent = p.seed == null ? "" : tr(lg, "seed", { seed: p.seed });
    e.status.textContent = statusText(p);
    renderSeats(e.seats, { seats: p.seats || [], seat: p.seat, toMove: isOver(p) || windowOpen(p) ? null : v.to_move, thinking: live ? p.thinking : null,
      winners: o.winners || [], lang: lg, info: (q) => pileInfo(p, q) });
    const f = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => { memo.dismissed = JSON.stringify(f); e.feedback.hidden = true; });
    e.outcome.hidden = !(o.reason && live);
    put(e.outcome, ...(o.reason && live ? [h("div", { class: "kids-outcome-title" }, o.messages?.[lg] ?? ""),
      h("ol", { class: "kids-ranking", "data-testid": "ranking" }, ...rankingLines(lg, o).map((l) => h("li", {}, l)))] : []));
    put(e.deck, deckNode(p)); put(e.die, dieNode(p)); put(e.direction, directionNode(p));
    drawWindow(p);
    const focus = new Set((f.focus || []).filter((x) => Number.isInteger(x)));
    const targets = windowOpen(p) ? (win.picker !== null ? new Set(p.window.slots) : new Set()) : flippable(p);
    put(e.slots, ...slotNodes(p, { selected: windowOpen(p) ? win.picked : sel, targets, focus, picker: win.picker, onSlot: act.toggle }));
    e.slots.setAttribute("aria-label", t(lg, "text_table"));
    e.bet.hidden = !v.bet;
    e.bet.textContent = v.bet ? t(lg, "bet_now", { n: v.bet.amount, player: playerName(lg, v.bet.player) }) : "";
    put(e.actions, ...turnButtons(p, { selected: sel, on: act }));
    e.undoBtn.textContent = `↶ ${tr(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(live && p.can_undo);
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${tr(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    e.keys.textContent = t(lg, "keys");
    e.skip.update(lg);
    renderLog(e.log, logLines(p), lg);
    renderWhy(e.why, { why: live ? p.why || [] : [], lang: lg, describe: (m) => describeMove(lg, m) });
    for (const w of live ? p.why || [] : []) {
      const said = rememberText(lg, w), node = e.why.querySelector(`[data-testid="why-${w.index}"]`);
      if (said && node) node.append(h("div", { class: "kids-remembers", "data-testid": "remembers" }, said));
    }
    renderTextForm(e.text, { sections: textSections(p), lang: lg });
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    renderHandover(e.handover, { handover: p.handover, lang: lg, canUndo: !!p.can_undo }, () => send({ type: "take_seat" }), act.undo);
    if (memo.ply !== p.ply) { memo.ply = p.ply; e.narration.say(narration(p)); }
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.phase = windowOpen(p) ? `window-${p.window.kind}` : (v.phase || "");
    e.root.dataset.ready = "1";
  }

  redrawOn(model, TRAITS, draw, signal);
  draw();
  return () => { clearInterval(timer); e.root.remove(); };
}
