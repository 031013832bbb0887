// The parts every board shows: seat bar, feedback banner, event log, hand-over screen, replay bar.
import { h, s, put } from "./dom.js";
import { t, playerName, botName, STRINGS } from "./i18n.js";

/**
 * The seat bar: one chip per player. `info(p)` adds board-specific details (tiles left, score, a public tile).
 * The chip of the player to move is marked; a bot about to move pulses.
 */
export function renderSeats(el, { seats, seat, toMove, thinking, winners = [], lang, info = () => [] }) {
  put(el, ...seats.map((kind, p) => {
    const who = kind === "human" ? (p === seat ? t(lang, "you") : "") : `${t(lang, "bot")} · ${botName(lang, kind)}`;
    return h("div", {
      class: ["gl-chip", p === toMove && "gl-active", p === thinking && "gl-thinking", winners.includes(p) && "gl-winner",
        kind !== "human" && "gl-bot"].filter(Boolean).join(" "),
      "data-testid": `seat-${p}`, "data-player": p,
    },
      h("span", { class: "gl-chip-name" }, winners.includes(p) ? "★ " : "", playerName(lang, p)),
      who && h("span", { class: "gl-chip-who" }, who),
      ...info(p));
  }));
}

/** Scroll `el` just enough to bring it on the screen, if it is not (a page scrolled down to the hand, a banner above the board). */
export function reveal(el) {
  const r = el.getBoundingClientRect?.(), H = el.ownerDocument?.defaultView?.innerHeight ?? 0;
  if (r && r.height && H && (r.top < 0 || r.bottom > H)) el.scrollIntoView?.({ block: "nearest" });
}

/** The feedback banner: the rule's message in the page's language (Python sends both), with a dismiss button; a new message
 *  is brought on the screen. */
export function renderFeedback(el, feedback, lang, onDismiss) {
  const msg = feedback?.messages?.[lang] ?? feedback?.message, said = msg ? JSON.stringify([feedback.rule, feedback.focus, feedback.messages?.en ?? msg]) : "";
  const fresh = said !== el.dataset.said;
  el.hidden = !msg;
  el.dataset.said = said;
  if (!msg) return put(el);
  put(el, h("span", { class: "gl-feedback-icon", "aria-hidden": "true" }, "⚠"),
    h("span", { class: "gl-feedback-text", "data-rule": feedback.rule }, msg),
    h("button", { class: "gl-dismiss", title: t(lang, "dismiss"), "aria-label": t(lang, "dismiss"), onclick: onDismiss }, "×"));
  if (fresh) reveal(el);
}

/** The event log, newest first; `lines` are DOM nodes or strings. It scrolls, so the keyboard can reach it (a named region). */
export function renderLog(el, lines, lang) {
  el.tabIndex = 0;
  el.setAttribute("role", "region");
  el.setAttribute("aria-label", t(lang, "events"));
  put(el, h("div", { class: "gl-log-title" }, t(lang, "events")),
    h("ol", { class: "gl-log-list", reversed: true }, ...lines.slice().reverse().map((l) => h("li", {}, l))));
}

/** A device changing hands (inline SVG: no emoji font is needed). */
const handoverIcon = () => s("svg", { width: 64, height: 44, viewBox: "0 0 64 44" },
  s("rect", { x: 18, y: 4, width: 28, height: 36, rx: 4, fill: "#fff", stroke: "#1f2328", "stroke-width": 2.5 }),
  s("circle", { cx: 32, cy: 35, r: 1.8, fill: "#1f2328" }),
  s("path", { d: "M3 16 h10 m-4 -4 l4 4 -4 4 M61 28 h-10 m4 -4 l-4 4 4 4", fill: "none", stroke: "#0b6bcb", "stroke-width": 2.5, "stroke-linecap": "round", "stroke-linejoin": "round" }));

/**
 * The hand-over screen: covers the board until the next human says they hold the device. While it is up, the
 * person who just played still holds the device and may take their move back (`canUndo`, `onUndo`). `words`: the board's
 * strings, which name what a hand holds (Chromino's tiles, Centrix's cards; "hand" otherwise).
 */
export function renderHandover(el, { handover, lang, canUndo = false, words = STRINGS }, onTake, onUndo) {
  el.hidden = handover === null || handover === undefined;
  if (el.hidden) return put(el);
  const player = playerName(lang, handover);
  put(el, h("div", { class: "gl-handover-card" },
    h("div", { class: "gl-handover-icon", "aria-hidden": "true" }, handoverIcon()),
    h("h3", {}, t(lang, "handover_title", { player })),
    h("p", {}, t(lang, "handover_note", { player }, words)),
    h("button", { class: "gl-primary", "data-testid": "take-seat", onclick: onTake }, t(lang, "handover_button", { player }, words)),
    canUndo && onUndo && h("div", { class: "gl-handover-undo" },
      h("button", { "data-testid": "handover-undo", onclick: onUndo }, `↶ ${t(lang, "handover_undo")}`))));
}

/** The replay bar: a slider over the moves so far and a "back to the game" button. */
export function replayBar(onStep) {
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
    slider.setAttribute("aria-label", t(lang, "replay_label"));              // a form field with a name (the label beside it is for the eyes)
    slider.setAttribute("aria-valuetext", t(lang, "replay_value", { k: step < 0 ? ply : step, n: ply }));
    label.textContent = `${t(lang, "replay")} ${step < 0 ? ply : step}/${ply}`;
    live.textContent = t(lang, "live");
    live.hidden = step < 0;
  };
  return el;
}

/** The language button: it shows the other language's code ("FR") and says its name too ("FR (Français)"), so that what is
 *  read out starts with what is seen. */
export function langButton(btn, lang) {
  btn.textContent = t(lang, "lang_switch");
  btn.title = t(lang, "lang_name");
  btn.setAttribute("aria-label", `${t(lang, "lang_switch")} (${t(lang, "lang_name")})`);
}

/** A link to jump past the setup panel and the seat bar straight to the board (`target`, focusable). */
export function skipLink(lang, target) {
  const a = h("a", { class: "gl-skip", href: "#", "data-testid": "skip" });
  a.addEventListener("click", (ev) => { ev.preventDefault(); target.focus({ preventScroll: false }); target.scrollIntoView?.({ block: "nearest" }); });
  a.update = (lg) => { a.textContent = t(lg, "skip"); };
  a.update(lang);
  return a;
}

/**
 * A line only screen readers hear (`aria-live="polite"`): `say(text)` speaks when the text changes. Sighted players
 * read the same sentence in the event log; this line carries one move at a time.
 */
export function narrator() {
  const el = h("div", { class: "gl-sr-only", "data-testid": "narration", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  el.say = (text) => { if (text && el.textContent !== text) el.textContent = text; };
  return el;
}

/** A bot's figure as people write it in `lang`: at most two decimals, none when whole ("-2.2", "-3"; « -2,2 » in French). */
export const figure = (lang, x) => (typeof x === "number" ? x.toLocaleString(lang === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: 2, useGrouping: false }) : "");

/**
 * The "why this move" panel: what the bots that moved since the last person weighed. `why` is the table's list
 * (already filtered in Python to what the watching seat may see); `describe(move, said)` words a move in `lang` (`said`: its
 * entry or candidate, which holds Python's `words` for it on a board of words). Under the list, one line says what each
 * figure shown means (`words`: the board's strings, which may say it in the game's terms).
 */
export function renderWhy(el, { why = [], lang, describe, words = STRINGS }) {
  el.hidden = !why.length;
  if (!why.length) return put(el);
  const weight = (c) => ["visits", "score", "value"].filter((f) => f in c && c[f] != null).map((f) => t(lang, `why_${f}`, { n: figure(lang, c[f]) })).join(" · ");
  const shown = ["score", "visits"].filter((f) => why.some((w) => w.candidates.some((c) => c[f] != null)));
  put(el, h("div", { class: "gl-why-title" }, t(lang, "why_title")),
    ...why.map((w) => h("div", { class: "gl-why-entry", "data-testid": `why-${w.index}` },
      h("div", { class: "gl-why-move" }, t(lang, "why_played", { player: playerName(lang, w.seat), bot: botName(lang, w.bot) }), " ",
        w.move ? h("b", {}, describe(w.move, w)) : h("i", {}, t(lang, "why_hidden"))),
      w.candidates.length
        ? h("ol", { class: "gl-why-list" }, ...w.candidates.slice(0, 5).map((c) => h("li", {}, describe(c.move, c), weight(c) && h("span", { class: "gl-why-weight" }, ` (${weight(c)})`))))
        : h("div", { class: "gl-why-none" }, t(lang, "why_none")))),
    ...shown.map((f) => h("div", { class: "gl-why-note", "data-testid": `why-note-${f}` }, t(lang, `why_note_${f}`, {}, words))));
}

/**
 * The table as text, for a screen reader or anyone who prefers words: a `<details>` with one heading and list per
 * section (`sections = [{heading, lines}]`). Kept open or closed across redraws.
 */
export function renderTextForm(el, { sections = [], lang }) {
  const open = el.open;
  put(el, h("summary", {}, t(lang, "text_form")),
    ...sections.flatMap((sec) => [h("h4", {}, sec.heading), h("ul", {}, ...sec.lines.map((l) => h("li", {}, l)))]));
  el.open = open;
}

export const ANCHOR = "gl-board";
/**
 * Make `root` the target of the page's "skip to the board" link (`<a href="#gl-board">`, which the Voilà apps put
 * before their setup panel): the first board on a page takes the id, and a click on such a link focuses it.
 */
export function boardAnchor(root, signal) {
  if (!document.getElementById(ANCHOR)) root.id = ANCHOR;
  const onClick = (ev) => {
    const a = ev.target?.closest?.(`a[href="#${ANCHOR}"]`);
    if (!a || root.id !== ANCHOR) return;
    ev.preventDefault();
    root.focus({ preventScroll: true });
    root.scrollIntoView?.({ block: "start" });
  };
  document.addEventListener("click", onClick);
  signal?.addEventListener("abort", () => document.removeEventListener("click", onClick));
}
