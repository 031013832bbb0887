// The board on the page: builds its parts once, then redraws them from the traits after every change.
// It sends intents ({type: "move" | "take_seat" | "undo"}) and never decides whether a move is legal.
import { h, put } from "../common/dom.js";
import { redrawOn, intent, prefer } from "../common/model.js";
import { t as tr } from "../common/i18n.js";
import { renderSeats, renderFeedback, renderLog, replayBar, skipLink, narrator, renderWhy, renderTextForm, langButton } from "../common/parts.js";
import { tutorialBubble, renderTutorial } from "../common/tutorial.js";
import { t } from "./strings.js";
import { TRAITS, snapshot, langOf, isLive, shown, replayStep, myTurn, humans, announcements } from "./projection.js";
import { newSelection, settle } from "./selection.js";
import { workshopNodes, handNodes, announceNodes, supplyNodes, paintingNodes, completedNodes, chartNodes, seatInfo, lastEventNodes, outcomeNodes, handoverNodes } from "./draw.js";
import { statusText, hintText, logLines, narration, describe, textForm } from "./text.js";
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
    last: h("div", { class: "klast", "data-testid": "last-event", hidden: true }),
    workshopTitle: h("h3", { class: "ksec-title" }),
    workshop: h("div", { class: "kworkshop", "data-testid": "board", tabindex: -1, role: "group" }),
    supplyTitle: h("h3", { class: "ksec-title" }), supply: h("div", { class: "ksupply", "data-testid": "supply" }),
    chart: h("details", { class: "kchart", "data-testid": "chart", open: true }),
    handTitle: h("h3", { class: "ksec-title", "data-testid": "hand-title" }), hand: h("div", { class: "khand", "data-testid": "hand" }),
    announce: h("div", { class: "kann", "data-testid": "announce", hidden: true }),
    paintingsTitle: h("h3", { class: "ksec-title" }), paintings: h("div", { class: "kpaintings", "data-testid": "paintings" }),
    completed: h("div", { class: "kcompleted" }),
    undoBtn: btn("undo", on.undo), hint: h("div", { class: "gl-hint", "data-testid": "hint" }), keys: h("div", { class: "gl-keys", "data-testid": "keys" }),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }), log: h("div", { class: "gl-log", "data-testid": "log" }),
    text: h("details", { class: "gl-text-form", "data-testid": "text-form" }), replay: replayBar(on.replay), say: narrator(),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    tutorial: tutorialBubble(),
  };
  e.skip = skipLink("en", e.workshop);
  e.root = h("div", { class: "gl-root gl-kayain", tabindex: 0, "data-testid": "kayain" }, e.skip,
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.cbBtn, e.langBtn)),
    e.seats, e.tutorial, e.feedback, e.outcome, e.last,
    h("div", { class: "kmain" },
      h("section", { class: "kws-wrap" }, e.workshopTitle, e.workshop),
      h("aside", { class: "kside" }, e.supplyTitle, e.supply, e.chart)),
    h("div", { class: "kplay" },
      h("section", { class: "khand-wrap" }, h("div", { class: "kplay-head" }, e.handTitle, e.undoBtn), e.hand, e.announce),
      h("section", { class: "kpaintings-wrap" }, e.paintingsTitle, e.paintings, e.completed)),
    e.hint, e.keys, e.why, e.log, e.text, e.replay, e.say, e.handover);
  return e;
}

/** The anywidget front end: `render({model, el, signal})` (the same module runs in Jupyter, Voilà and a table's page). */
export function render({ model, el, signal }) {
  const sel = newSelection(), memo = { dismissed: null };
  const now = () => snapshot(model);
  const send = (move) => { if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") }); sel.card = sel.slot = sel.pending = null; };
  const act = {
    card: (c) => { sel.card = sel.card === c ? null : c; sel.slot = null; draw(); },
    slot: (i, k) => {
      const p = now();
      sel.cursor = [i, k];
      if (!sel.card || !myTurn(p)) return draw();
      const choices = announcements(p, sel.card, i, k);
      // not a place Python lists for this card: the attempt still goes to Python, which says which rule it breaks
      if (!choices.length) return send({ type: "place", card: sel.card, palette: i, side: k, announce: sel.card });
      sel.slot = [i, k];
      draw();
      (e.announce.querySelector(".kann-truth") || e.announce.querySelector("button"))?.focus();
    },
    announce: (c) => { if (sel.card && sel.slot) send({ type: "place", card: sel.card, palette: sel.slot[0], side: sel.slot[1], announce: c }); },
    collect: (i) => send({ type: "collect", palette: i }),
    draw: (c) => send({ type: "draw", colour: c }),
    declare: (id) => send({ type: "declare", painting: id }),
    undo: () => { if (now().can_undo) intent(model, { type: "undo" }); },
    cancel: () => { if (sel.slot) sel.slot = null; else sel.card = null; sel.pending = null; draw(); e.root.focus({ preventScroll: true }); },
    toggleChart: () => { e.chart.open = !e.chart.open; },
    redraw: () => draw(),
    pickerKey: (ev) => {
      const bs = [...e.announce.querySelectorAll(".kann-colour")], i = bs.indexOf(document.activeElement);
      if (ev.key === "Enter" || ev.key === " ") return;           // the focused button's own click
      ev.preventDefault();
      const step = ev.key === "ArrowLeft" || ev.key === "ArrowUp" ? -1 : 1;
      bs[(i + step + bs.length) % bs.length]?.focus();
    },
  };
  const e = skeleton({
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    undo: () => act.undo(),
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k),
  });
  el.append(e.root);
  bindKeys(e.root, { sel, now, act }, signal);
  const on = { slot: act.slot, collect: act.collect, card: act.card, announce: act.announce, cancel: act.cancel, draw: act.draw, declare: act.declare };

  function draw() {
    const p = now(), lg = langOf(p), v = shown(p), o = p.outcome || {};
    settle(sel, p);
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !isLive(p));
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.skip.update(lg);
    e.seed.hidden = p.seed == null;                     // a table keeps the seed from its players while it would tell a hidden card
    e.seed.textContent = p.seed == null ? "" : tr(lg, "seed", { seed: p.seed });
    e.status.textContent = statusText(p);
    renderSeats(e.seats, { seats: p.seats || [], seat: p.seat, toMove: o.reason ? null : v.to_move, thinking: isLive(p) ? p.thinking : null,
      winners: o.winners || [], lang: lg, info: (q) => seatInfo(p, q) });
    renderTutorial(e.tutorial, p.tutorial, lg);
    const f = p.feedback || {};
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => { memo.dismissed = JSON.stringify(f); e.feedback.hidden = true; });
    e.outcome.hidden = !o.reason;
    put(e.outcome, ...(o.reason ? outcomeNodes(p, statusText(p)) : []));
    const said = narration(p), last = lastEventNodes(p, said);
    e.last.hidden = !last.length;
    put(e.last, ...last);
    e.workshopTitle.textContent = t(lg, "workshop");
    e.workshop.setAttribute("aria-label", t(lg, "workshop"));
    put(e.workshop, ...workshopNodes(p, sel, on));
    e.supplyTitle.textContent = t(lg, "supply");
    put(e.supply, ...supplyNodes(p, on));
    put(e.chart, h("summary", {}, t(lg, "chart")), ...chartNodes(p));
    const mine = p.seat != null && v.hands?.[p.seat];
    e.handTitle.textContent = mine ? (humans(p) > 1 ? t(lg, "hand_of", { player: tr(lg, "player", { n: p.seat + 1 }) }) : t(lg, "hand"))
      : t(lg, "hand_hidden", { player: tr(lg, "player", { n: (v.to_move ?? 0) + 1 }), n: v.hand_sizes?.[v.to_move ?? 0] ?? 0 });
    put(e.hand, ...handNodes(p, sel, on));
    const choices = sel.card && sel.slot ? announcements(p, sel.card, ...sel.slot) : [];
    e.announce.hidden = !choices.length;
    put(e.announce, ...(choices.length ? announceNodes(p, sel, choices, on) : []));
    e.paintingsTitle.textContent = t(lg, "paintings");
    e.paintingsTitle.hidden = !(p.seat != null && v.paintings?.[p.seat]);
    put(e.paintings, ...paintingNodes(p, on));
    put(e.completed, ...completedNodes(p));
    e.undoBtn.textContent = `↶ ${tr(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(isLive(p) && p.can_undo);
    e.hint.textContent = hintText(p, sel);
    e.keys.textContent = t(lg, "keys");
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${tr(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    renderWhy(e.why, { why: isLive(p) ? p.why || [] : [], lang: lg, describe: (m) => describe(lg, v, m, p.seat) });
    renderLog(e.log, logLines(p), lg);
    renderTextForm(e.text, { sections: textForm(p), lang: lg });
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    e.handover.hidden = p.handover == null;
    put(e.handover, ...(p.handover == null ? [] : handoverNodes(p, () => intent(model, { type: "take_seat" }), act.undo)));
    if (isLive(p)) e.say.say(said);
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }

  redrawOn(model, TRAITS, draw, signal);
  draw();
  return () => e.root.remove();
}
