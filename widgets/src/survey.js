// The survey after a game, and the name a playtester types once on a device.
//
// The questions come from Python (games_lib.widgets.survey.questions): a `scale` (low..high), a `choice` or a `rule`
// (one of `choices`), a `text`, a `moment` (the number of a move of the game, 1..high). This module only draws them and hands the answers back: Python checks and keeps them.
// Nothing is required: every question may be left, and "Not now" closes the survey.
//
// Used twice: by the page of a shared table (table-host.js: `drawSurvey`, `playerBar`) and, as an anywidget front end
// (the default export), by the apps' SurveyWidget.
import { h, put } from "./common/dom.js";
import { t, words } from "./common/i18n.js";
import "./survey.css";

export const WORDS = words({
  title: { en: "A few questions", fr: "Quelques questions" },
  intro: { en: "Your answers help the game's designer. Answer what you like; nothing is required.",
           fr: "Vos réponses aident l’auteur du jeu. Répondez à ce que vous voulez : rien n’est obligatoire." },
  send: { en: "Send my answers", fr: "Envoyer mes réponses" },
  later: { en: "Not now", fr: "Pas maintenant" },
  thanks: { en: "Thank you: your answers are kept.", fr: "Merci : vos réponses sont gardées." },
  change: { en: "Change my answers", fr: "Modifier mes réponses" },
  none: { en: "(no answer)", fr: "(pas de réponse)" },
  sending: { en: "Sending…", fr: "Envoi…" },
  name: { en: "Your name or nickname", fr: "Votre nom ou surnom" },
  name_hint: { en: "kept on this device only, with your games and answers", fr: "gardé sur cet appareil seulement, avec vos parties et réponses" },
  save: { en: "Save", fr: "Enregistrer" },
  skip: { en: "Not now", fr: "Pas maintenant" },
  playing_as: { en: "Playing as", fr: "Vous jouez sous le nom" },
  rename: { en: "Change name", fr: "Changer de nom" },
  comment_left: { en: "characters left", fr: "caractères restants" },
  waiting: { en: "The game is over: a few questions for the designer wait under the board.",
             fr: "La partie est finie : quelques questions pour l’auteur du jeu attendent sous le plateau." },
  go: { en: "Answer them", fr: "Y répondre" },
  moment_hint: { en: "from 1 to {n}, the moves counted from the first", fr: "de 1 à {n}, les coups comptés depuis le premier" },
});
const say = (lang, k, fields = {}) => t(lang, k, fields, WORDS);
/** A question's own words, {en, fr} from Python, in `lang`. */
const asked = (lang, q) => q[lang] || q.en;

/** One question's control, named by its words: a row of radio buttons, a menu or a text box. */
export function questionField(q, value, lang, n) {
  const id = `gl-q-${n}-${q.id}`;
  if (q.kind === "scale") {
    const ends = (q.ends && q.ends[lang]) || ["", ""];
    const radios = [];
    for (let v = q.low; v <= q.high; v++) {
      radios.push(h("label", { class: "gl-survey-point" },
        h("input", { type: "radio", name: id, value: v, checked: value === v, "data-testid": `survey-${q.id}-${v}` }), String(v)));
    }
    return h("fieldset", { class: "gl-survey-q", "data-question": q.id },
      h("legend", {}, asked(lang, q)),
      h("div", { class: "gl-survey-scale" }, ends[0] ? h("span", { class: "gl-survey-end" }, ends[0]) : null, ...radios,
        ends[1] ? h("span", { class: "gl-survey-end" }, ends[1]) : null));
  }
  if (q.kind === "choice" || q.kind === "rule") {
    const menu = h("select", { id, "data-testid": `survey-${q.id}` }, h("option", { value: "" }, say(lang, "none")),
      ...q.choices.map((c) => h("option", { value: c.id, selected: value === c.id }, asked(lang, c))));
    return h("div", { class: "gl-survey-q", "data-question": q.id }, h("label", { for: id }, asked(lang, q)), menu);
  }
  if (q.kind === "moment") {
    const hint = `${id}-hint`;
    const box = h("input", { id, type: "number", min: 1, max: q.high, step: 1, inputmode: "numeric", "data-testid": `survey-${q.id}`,
                             "aria-describedby": hint, value: Number.isInteger(value) ? String(value) : "" });
    return h("div", { class: "gl-survey-q", "data-question": q.id }, h("label", { for: id }, asked(lang, q)), box,
      h("small", { id: hint }, say(lang, "moment_hint", { n: q.high })));
  }
  const box = h("textarea", { id, rows: 3, maxlength: 2000, "data-testid": `survey-${q.id}` });
  box.value = typeof value === "string" ? value : "";
  return h("div", { class: "gl-survey-q", "data-question": q.id }, h("label", { for: id }, asked(lang, q)), box);
}

/** What the form holds: question id -> value (a scale's number, a choice's id, a text); unanswered questions are left out. */
export function readAnswers(form, questions) {
  const out = {};
  const parts = new Map([...form.querySelectorAll("[data-question]")].map((e) => [e.dataset.question, e]));
  for (const q of questions) {
    const part = parts.get(q.id);
    if (!part) continue;
    if (q.kind === "scale") {
      const on = part.querySelector("input:checked");
      if (on) out[q.id] = Number(on.value);
    } else if (q.kind === "moment") {
      const v = (part.querySelector("input") || {}).value;
      if (v && v.trim()) out[q.id] = Number(v);
    } else {
      const v = (part.querySelector("select, textarea") || {}).value;
      if (v && v.trim()) out[q.id] = v;
    }
  }
  return out;
}

/**
 * Draw the survey `{questions, answers, round}` in `el`, in `lang`; `send(answers)` when the person sends it,
 * `close()` when they say "Not now". Answers already kept show as "Thank you", with a button to change them.
 */
export function drawSurvey(el, survey, lang, { send, close, editing = false, status = "" } = {}) {
  const kept = survey.answers && Object.keys(survey.answers).length > 0;
  const region = h("section", { class: "gl-survey", "data-testid": "survey", "aria-labelledby": "gl-survey-title", lang });
  region.append(h("h2", { id: "gl-survey-title" }, say(lang, "title")));
  const line = h("p", { class: "gl-survey-status", role: "status", "data-testid": "survey-status" }, status);
  if (kept && !editing) {
    region.append(h("p", { "data-testid": "survey-thanks" }, say(lang, "thanks")),
      h("button", { type: "button", "data-testid": "survey-change", onclick: () => drawSurvey(el, survey, lang, { send, close, editing: true }) }, say(lang, "change")),
      line);
    return put(el, region);
  }
  const form = h("form", { class: "gl-survey-form" }, h("p", {}, say(lang, "intro")),
    ...survey.questions.map((q, n) => questionField(q, (survey.answers || {})[q.id], lang, n)));
  const submit = h("button", { type: "submit", class: "gl-survey-send", "data-testid": "survey-send" }, say(lang, "send"));
  const later = h("button", { type: "button", "data-testid": "survey-later", onclick: () => { put(el); if (close) close(); } }, say(lang, "later"));
  form.append(h("div", { class: "gl-survey-buttons" }, submit, later), line);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    line.textContent = say(lang, "sending");
    send(readAnswers(form, survey.questions));
  });
  region.append(form);
  return put(el, region);
}

/** The line above the board saying that questions wait under it (`survey` drawn in `box`), with a button that goes there; empty when none wait. */
export function drawWaiting(note, box, waiting, lang) {
  if (!waiting) return put(note);
  const go = () => { box.scrollIntoView({ block: "start" }); const first = box.querySelector("input, select, textarea"); if (first) first.focus(); };
  return put(note, h("p", { class: "gl-survey-waiting", "data-testid": "survey-waiting" }, say(lang, "waiting"), " ",
    h("button", { type: "button", "data-testid": "survey-go", onclick: go }, say(lang, "go"))));
}

/** Say `text` on the status line of the survey drawn in `el` (what the person typed stays); false when none is drawn. */
export function sayStatus(el, text) {
  const line = el.querySelector('[data-testid="survey-status"]');
  if (!line) return false;
  line.textContent = text;
  return true;
}

/** The device's playtester `{id, name}` kept in `store` (localStorage), or null. */
export function storedPlayer(store) {
  try {
    const p = JSON.parse(store.getItem("gl-player") || "null");
    return p && typeof p.id === "string" && typeof p.name === "string" && p.name.trim() ? p : null;
  } catch (e) { return null; }
}

/** Keep `name` for this device (with a random id drawn once), in `store`; the playtester `{id, name}`. */
export function keepPlayer(store, name, random = () => crypto.getRandomValues(new Uint8Array(12))) {
  const old = storedPlayer(store);
  const id = old ? old.id : "p-" + Array.from(random(), (b) => b.toString(16).padStart(2, "0")).join("");
  const p = { id, name: name.trim().replace(/\s+/g, " ").slice(0, 40) };
  try { store.setItem("gl-player", JSON.stringify(p)); } catch (e) { /* private mode: kept for this page only */ }
  return p;
}

/**
 * The bar that asks a playtester's name once per device, or says who plays: `onName(player)` when a name is saved.
 * `player`: the stored `{id, name}` or null.
 */
export function playerBar(el, player, lang, { onName, store }) {
  if (player) {
    return put(el, h("p", { class: "gl-player", "data-testid": "player" }, `${say(lang, "playing_as")} `, h("b", {}, player.name), " ",
      h("button", { type: "button", "data-testid": "player-rename", onclick: () => playerBar(el, null, lang, { onName, store, editing: player }) }, say(lang, "rename"))));
  }
  const box = h("input", { id: "gl-player-name", type: "text", maxlength: 40, autocomplete: "nickname", "data-testid": "player-name",
                           "aria-describedby": "gl-player-hint" });
  const form = h("form", { class: "gl-player", "data-testid": "player" },
    h("label", { for: "gl-player-name" }, say(lang, "name")), box,
    h("button", { type: "submit", "data-testid": "player-save" }, say(lang, "save")),
    h("button", { type: "button", "data-testid": "player-skip", onclick: () => put(el) }, say(lang, "skip")),
    h("small", { id: "gl-player-hint" }, say(lang, "name_hint")));
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    if (!box.value.trim()) return box.focus();
    const p = keepPlayer(store, box.value);
    playerBar(el, p, lang, { onName, store });
    onName(p);
  });
  return put(el, form);
}

/** The apps' SurveyWidget: traits `questions`, `answers`, `round`, `lang`, `status`; sends `{type: "answers", answers}`. */
function render({ model, el }) {
  let open = true, editing = false;
  const draw = () => {
    if (!open || !(model.get("questions") || []).length) return put(el);
    drawSurvey(el, { questions: model.get("questions"), answers: model.get("answers"), round: model.get("round") }, model.get("lang") || "en",
      { send: (answers) => { editing = false; model.send({ type: "answers", answers }); }, close: () => { open = false; }, editing, status: model.get("status") || "" });
  };
  for (const k of ["questions", "answers", "lang"]) model.on(`change:${k}`, draw);
  model.on("change:status", () => sayStatus(el, model.get("status") || "") || draw());
  model.on("change:round", () => { open = true; draw(); });
  draw();
}

export default { render };
