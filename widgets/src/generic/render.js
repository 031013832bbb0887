// The board of any game on the page: builds its parts once, then redraws them from the traits after every change.
// It sends intents ({type: "move" | "take_seat" | "undo"}) and decides nothing: the moves it offers are Python's
// `legal`, in Python's words, and a move written by hand goes to Python as it is, to be refused there in words.
import { h, put } from "../common/dom.js";
import { redrawOn, intent, prefer } from "../common/model.js";
import { t as tr } from "../common/i18n.js";
import { renderSeats, renderFeedback, renderLog, renderHandover, replayBar, skipLink, narrator, renderWhy, langButton } from "../common/parts.js";
import { tutorialBubble, renderTutorial } from "../common/tutorial.js";
import { TRAITS, snapshot, langOf, isLive, isOver, replayStep, myTurn } from "../common/projection.js";
import { t } from "./strings.js";
import { statusText, viewLines, moveItems, describe, logLines, narration, outcomeLines } from "./text.js";

/** The board's skeleton: every element the drawing fills, with the handlers `on` gives it. */
function skeleton(on) {
  const btn = (id, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick });
  const e = {
    status: h("div", { class: "gl-status", "data-testid": "status", role: "status", "aria-live": "polite" }),
    seed: h("span", { class: "gl-seed", "data-testid": "seed" }),
    langBtn: btn("lang", on.lang, "gl-toggle"),
    seats: h("div", { class: "gl-seats", "data-testid": "seats" }),
    feedback: h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true }),
    outcome: h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true }),
    tableTitle: h("h3", { class: "gn-title" }),
    text: h("div", { class: "gn-text", "data-testid": "text" }),
    movesTitle: h("h3", { class: "gn-title" }),
    moves: h("div", { class: "gn-moves", "data-testid": "moves", role: "group" }),
    undoBtn: btn("undo", on.undo),
    otherTitle: h("summary", {}),
    otherHelp: h("p", { class: "gn-help" }),
    otherText: h("textarea", { class: "gn-other-text", "data-testid": "other-move", rows: 2, spellcheck: "false" }),
    tryBtn: btn("try-move", on.tryMove),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    log: h("div", { class: "gl-log", "data-testid": "log" }),
    replay: replayBar(on.replay),
    keys: h("div", { class: "gl-keys", "data-testid": "keys" }),
    narration: narrator(),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    tutorial: tutorialBubble(),
  };
  e.board = h("section", { class: "gn-board", "data-testid": "board", tabindex: -1 }, e.tableTitle, e.text);
  e.other = h("details", { class: "gn-other", "data-testid": "other" }, e.otherTitle, e.otherHelp, e.otherText, e.tryBtn);
  e.play = h("section", { class: "gn-play" }, h("div", { class: "gn-play-head" }, e.movesTitle, e.undoBtn), e.moves, e.other);
  e.skip = skipLink("en", e.board);
  e.root = h("div", { class: "gl-root gl-generic", tabindex: 0, "data-testid": "generic" },
    e.skip, h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.langBtn)),
    e.seats, e.tutorial, e.feedback, e.outcome,
    h("div", { class: "gn-main" }, h("div", { class: "gn-left" }, e.board, e.play, e.why), e.log),
    e.replay, e.keys, e.narration, e.handover);
  return e;
}

/** The anywidget front end: `render({model, el, signal})` (the same module runs in Jupyter, Voilà and a table's page). */
export function render({ model, el, signal }) {
  const now = () => snapshot(model);
  const memo = { dismissed: null, filled: null };
  const sendMove = (move) => { if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") }); };
  const act = {
    play: (k) => { const item = moveItems(now())[k]; if (item) sendMove(item.move); },
    undo: () => intent(model, { type: "undo" }),
    /** A move written by hand: JSON if it reads as JSON, else the text itself; Python refuses it in words if it is no move. */
    tryMove: () => {
      const text = e.otherText.value.trim();
      if (!text) return;
      let move = text;
      try { move = JSON.parse(text); } catch (err) { /* Python says it is not a move of the game */ }
      sendMove(move);
    },
  };
  const e = skeleton({
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    undo: act.undo, tryMove: act.tryMove,
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k),
  });
  el.append(e.root);
  e.root.addEventListener("keydown", (ev) => {
    if (ev.target instanceof HTMLTextAreaElement || ev.target instanceof HTMLInputElement || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const p = now();
    if (/^[1-9]$/.test(ev.key) && myTurn(p)) act.play(Number(ev.key) - 1);
    else if ((ev.key === "u" || ev.key === "U") && isLive(p) && p.can_undo) act.undo();
    else return;
    ev.preventDefault();
  }, { signal });

  function drawMoves(p, lg) {
    const items = moveItems(p);
    put(e.moves, ...items.map(({ index, label }) => h("button", { class: "gn-move", "data-testid": "move", "data-index": index,
      "aria-keyshortcuts": index < 9 ? String(index + 1) : null, onclick: () => act.play(index) },
      index < 9 ? h("span", { class: "gn-key", "aria-hidden": "true" }, String(index + 1)) : null, h("span", {}, label))),
      items.length ? null : h("span", { class: "gn-none" }, t(lg, "no_moves")));
    e.play.hidden = !isLive(p) || p.seat == null || isOver(p);
    e.other.hidden = !items.length;
    e.tryBtn.disabled = !items.length;
    const key = `${p.ply}|${p.seat}`;                 // a new turn offers its first listed move to edit
    if (items.length && memo.filled !== key) { memo.filled = key; e.otherText.value = JSON.stringify(items[0].move); }
  }

  function draw() {
    const p = now(), lg = langOf(p), o = p.outcome || {}, live = isLive(p);
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !live);
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.skip.update(lg);
    e.seed.hidden = p.seed == null;                     // a table may keep the seed from its players until the end
    e.seed.textContent = p.seed == null ? "" : tr(lg, "seed", { seed: p.seed });
    langButton(e.langBtn, lg);
    e.status.textContent = statusText(p);
    renderSeats(e.seats, { seats: p.seats || [], seat: p.seat, toMove: o.reason ? null : (live ? p.view : p.replay)?.to_move,
      thinking: live ? p.thinking : null, winners: o.winners || [], lang: lg });
    const f = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => { memo.dismissed = JSON.stringify(f); e.feedback.hidden = true; });
    e.outcome.hidden = !(o.reason && live);
    put(e.outcome, ...(o.reason && live ? outcomeLines(p).map((l, i) => (i ? h("div", {}, l) : h("strong", {}, l))) : []));
    e.tableTitle.textContent = t(lg, "table");
    e.board.setAttribute("aria-label", t(lg, "board_label"));
    const lines = viewLines(p);
    put(e.text, ...(lines.length ? lines : [t(lg, "empty")]).map((l) => h("div", { class: "gn-line" }, l)));
    e.movesTitle.textContent = t(lg, "moves");
    drawMoves(p, lg);
    e.undoBtn.textContent = `↶ ${tr(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(live && p.can_undo);
    e.otherTitle.textContent = t(lg, "other");
    e.otherHelp.textContent = t(lg, "other_help");
    e.otherText.setAttribute("aria-label", t(lg, "other"));
    e.tryBtn.textContent = t(lg, "try_move");
    renderWhy(e.why, { why: live ? p.why || [] : [], lang: lg, describe: describe(lg) });
    renderLog(e.log, logLines(p), lg);
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    e.keys.textContent = t(lg, "keys");
    renderHandover(e.handover, { handover: p.handover, lang: lg, canUndo: !!p.can_undo }, () => intent(model, { type: "take_seat" }), act.undo);
    if (live) e.narration.say(narration(p));
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }

  // Several traits change in one message from Python: draw once, after all of them.
  redrawOn(model, TRAITS, draw, signal);
  draw();
  return () => e.root.remove();
}
