// Built by widgets/build.mjs from widgets/src: do not edit by hand.

// src/common/typography.json
var typography_default = {
  no_break: "[ \\t]+(?=[:;?!»])|(?<=«)[ \\t]+"
};

// src/common/dom.js
var NO_BREAK = new RegExp(typography_default.no_break, "g");
var typeset = (text) => text.replace(NO_BREAK, " ");
function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === void 0 || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (k === "text") node.textContent = typeset(String(v));
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === void 0 || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(typeset(String(c))));
  }
  return node;
}
var h = (tag, attrs, ...children) => fill(document.createElement(tag), attrs, children);
var put = (node, ...children) => {
  node.replaceChildren();
  fill(node, {}, children);
  return node;
};

// src/common/bots.json
var bots_default = {
  human: { en: "human", fr: "humain" },
  random: { en: "random", fr: "au hasard" },
  greedy: { en: "greedy", fr: "glouton" },
  mcts: { en: "mcts search", fr: "recherche mcts" },
  memory: { en: "memory", fr: "mémoire" },
  child: { en: "child", fr: "enfant" },
  adult: { en: "adult", fr: "adulte" },
  perfect: { en: "perfect", fr: "parfaite" }
};

// src/common/i18n.js
var LANGS = ["en", "fr"];
var singular = (lang, n) => lang === "fr" ? Math.abs(n) < 2 : Math.abs(n) === 1;
var fields = (text) => new Set([...text.matchAll(/(%?)\{(\w+)\}/g)].filter((m) => !m[1]).map((m) => m[2]));
var prose = (text) => text.replace(/<[^>]*>/g, "").replace(/https?:\/\/\S+|%?\{[^}]*\}|`[^`]*`/g, "x");
var formsOf = (w) => typeof w === "string" ? [w] : Array.isArray(w) && w.every((x) => typeof x === "string") ? w : null;
var listed = (set) => `[${[...set].sort().map((f) => `'${f}'`).join(", ")}]`;
function wordGaps(table) {
  const out = [];
  for (const [key, w] of Object.entries(table)) {
    const langs = w && typeof w === "object" && !Array.isArray(w) ? Object.keys(w).sort() : null;
    if (!langs || langs.join() !== LANGS.join()) {
      out.push(`'${key}' needs exactly 'en' and 'fr' words, got ${langs ? `[${langs.map((l) => `'${l}'`).join(", ")}]` : typeof w}`);
      continue;
    }
    const en = formsOf(w.en), fr = formsOf(w.fr);
    if (!en || !fr || typeof w.en !== typeof w.fr || en.length !== fr.length) {
      out.push(`'${key}': its English and French are not the same kind of words (one text, or as many forms)`);
      continue;
    }
    en.forEach((a, i) => {
      const b = fr[i], at = typeof w.en === "string" ? `'${key}'` : `'${key}' (form ${i})`;
      const [fa, fb] = [fields(a), fields(b)];
      if (listed(fa) !== listed(fb)) out.push(`${at}: fields ${listed(fa)} in English, ${listed(fb)} in French`);
      for (const m of prose(b).matchAll(/\S[:;?!](?=\s|$)/g)) out.push(`${at}: no space before '${m[0].slice(-1)}' in French`);
      for (const m of prose(a).matchAll(/\s[:;?!](?=\s|$)/g)) out.push(`${at}: a space before '${m[0].slice(-1)}' in English`);
    });
  }
  return out;
}
function words(table) {
  const gaps = wordGaps(table);
  if (gaps.length) throw new Error(`words with gaps: ${gaps.join("; ")}`);
  for (const w of Object.values(table)) {
    Object.values(w).forEach(Object.freeze);
    Object.freeze(w);
  }
  return Object.freeze({ ...table });
}
var STRINGS = words({
  player: { en: "Player {n}", fr: "Joueur {n}" },
  you: { en: "you", fr: "vous" },
  bot: { en: "bot", fr: "robot" },
  seed: { en: "Seed {seed}", fr: "Graine {seed}" },
  lang_switch: { en: "FR", fr: "EN" },
  lang_name: { en: "Français", fr: "English" },
  colorblind: { en: "Colour-blind mode", fr: "Mode daltonien" },
  undo: { en: "Undo", fr: "Annuler" },
  replay: { en: "Replay", fr: "Revoir" },
  replay_label: { en: "Replay: move shown", fr: "Revoir : coup montré" },
  replay_value: { en: "move {k} of {n}", fr: "coup {k} sur {n}" },
  live: { en: "Back to the game", fr: "Retour à la partie" },
  replay_status: { en: "Replay: the table after move {k} of {n} (hands hidden).", fr: "Revoir : le jeu après le coup {k} sur {n} (mains cachées)." },
  events: { en: "Events", fr: "Événements" },
  handover_title: { en: "Pass the device to {player}", fr: "Passez l'appareil à {player}" },
  handover_button: { en: "I am {player}: show my hand", fr: "Je suis {player} : montrer ma main" },
  handover_note: {
    en: "{player}'s hand stays hidden until they take the device.",
    fr: "La main de {player} reste cachée jusqu'à ce qu'il ou elle prenne l'appareil."
  },
  handover_undo: { en: "Take my move back first", fr: "Reprendre d'abord mon coup" },
  thinking: { en: "{player} (bot) is playing…", fr: "{player} (robot) joue…" },
  waiting: { en: "{player} to play.", fr: "Au tour de {player}." },
  spectator: { en: "Bots are playing: you are watching.", fr: "Les robots jouent : vous regardez." },
  over: { en: "Game over.", fr: "Partie terminée." },
  wins: { en: "{players} wins!", fr: "{players} gagne !" },
  shared: { en: "Shared win: {players}!", fr: "Victoire partagée : {players} !" },
  nobody: { en: "Nobody wins.", fr: "Personne ne gagne." },
  ranking: { en: "Ranking", fr: "Classement" },
  points: { en: "{n} pts", fr: "{n} pts" },
  out: { en: "done", fr: "fini" },
  dismiss: { en: "Dismiss", fr: "Fermer" },
  tiles_left: { en: ["{n} tile", "{n} tiles"], fr: ["{n} tuile", "{n} tuiles"] },
  and: { en: "and", fr: "et" },
  skip: { en: "Skip to the board", fr: "Aller au plateau" },
  why_title: { en: "Why this move", fr: "Pourquoi ce coup" },
  why_played: { en: "{player} ({bot}) played", fr: "{player} ({bot}) a joué" },
  why_hidden: { en: "a move hidden from you", fr: "un coup qui vous est caché" },
  why_none: { en: "Nothing more that you may see.", fr: "Rien de plus que vous puissiez voir." },
  why_visits: { en: "{n} tries", fr: "{n} essais" },
  why_score: { en: "score {n}", fr: "score {n}" },
  why_value: { en: "value {n}", fr: "valeur {n}" },
  why_note_score: {
    en: "Score: how the bot rates a move by its rule of thumb; higher is better.",
    fr: "Score : la note que le bot donne à un coup selon sa règle empirique ; plus elle est haute, mieux c'est."
  },
  why_note_visits: {
    en: "Tries: how often its search played the move in its trial games; value: the share of those games it won (1: all).",
    fr: "Essais : combien de fois sa recherche a joué ce coup dans ses parties d'essai ; valeur : la part de ces parties qu'il a gagnées (1 : toutes)."
  },
  text_form: { en: "The table as text", fr: "Le jeu en texte" },
  phase_plain: { en: "{player}, your move ({phase}).", fr: "{player}, à vous ({phase})." }
});
var has = (table, key) => Object.prototype.hasOwnProperty.call(table, key);
var fill2 = (text, params) => text.replace(/(%?)\{(\w+)\}/g, (m, plotly, k) => !plotly && has(params, k) ? String(params[k]) : m);
function t(lang, key, params = {}, table = STRINGS) {
  const w = has(table, key) ? table[key] : has(STRINGS, key) ? STRINGS[key] : null;
  if (!w) return key;
  const said = has(w, lang) ? w[lang] : w.en;
  if (typeof said === "string") return typeset(fill2(said, params));
  if (typeof params.n !== "number") throw new Error(`the words '${key}' have a form per count: say them with n`);
  return typeset(fill2(said[singular(lang, params.n) ? 0 : 1], params));
}
var BOTS = words(bots_default);

// src/survey.js
var WORDS = words({
  title: { en: "A few questions", fr: "Quelques questions" },
  intro: {
    en: "Your answers help the game's designer. Answer what you like; nothing is required.",
    fr: "Vos réponses aident l’auteur du jeu. Répondez à ce que vous voulez : rien n’est obligatoire."
  },
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
  waiting: {
    en: "The game is over: a few questions for the designer wait under the board.",
    fr: "La partie est finie : quelques questions pour l’auteur du jeu attendent sous le plateau."
  },
  go: { en: "Answer them", fr: "Y répondre" },
  moment_hint: { en: "from 1 to {n}, the moves counted from the first", fr: "de 1 à {n}, les coups comptés depuis le premier" }
});
var say = (lang, k, fields2 = {}) => t(lang, k, fields2, WORDS);
var asked = (lang, q) => q[lang] || q.en;
function questionField(q, value, lang, n) {
  const id = `gl-q-${n}-${q.id}`;
  if (q.kind === "scale") {
    const ends = q.ends && q.ends[lang] || ["", ""];
    const radios = [];
    for (let v = q.low; v <= q.high; v++) {
      radios.push(h(
        "label",
        { class: "gl-survey-point" },
        h("input", { type: "radio", name: id, value: v, checked: value === v, "data-testid": `survey-${q.id}-${v}` }),
        String(v)
      ));
    }
    return h(
      "fieldset",
      { class: "gl-survey-q", "data-question": q.id },
      h("legend", {}, asked(lang, q)),
      h(
        "div",
        { class: "gl-survey-scale" },
        ends[0] ? h("span", { class: "gl-survey-end" }, ends[0]) : null,
        ...radios,
        ends[1] ? h("span", { class: "gl-survey-end" }, ends[1]) : null
      )
    );
  }
  if (q.kind === "choice" || q.kind === "rule") {
    const menu = h(
      "select",
      { id, "data-testid": `survey-${q.id}` },
      h("option", { value: "" }, say(lang, "none")),
      ...q.choices.map((c) => h("option", { value: c.id, selected: value === c.id }, asked(lang, c)))
    );
    return h("div", { class: "gl-survey-q", "data-question": q.id }, h("label", { for: id }, asked(lang, q)), menu);
  }
  if (q.kind === "moment") {
    const hint = `${id}-hint`;
    const box2 = h("input", {
      id,
      type: "number",
      min: 1,
      max: q.high,
      step: 1,
      inputmode: "numeric",
      "data-testid": `survey-${q.id}`,
      "aria-describedby": hint,
      value: Number.isInteger(value) ? String(value) : ""
    });
    return h(
      "div",
      { class: "gl-survey-q", "data-question": q.id },
      h("label", { for: id }, asked(lang, q)),
      box2,
      h("small", { id: hint }, say(lang, "moment_hint", { n: q.high }))
    );
  }
  const box = h("textarea", { id, rows: 3, maxlength: 2e3, "data-testid": `survey-${q.id}` });
  box.value = typeof value === "string" ? value : "";
  return h("div", { class: "gl-survey-q", "data-question": q.id }, h("label", { for: id }, asked(lang, q)), box);
}
function readAnswers(form, questions) {
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
function drawSurvey(el, survey, lang, { send, close, editing = false, status = "" } = {}) {
  const kept = survey.answers && Object.keys(survey.answers).length > 0;
  const region = h("section", { class: "gl-survey", "data-testid": "survey", "aria-labelledby": "gl-survey-title", lang });
  region.append(h("h2", { id: "gl-survey-title" }, say(lang, "title")));
  const line = h("p", { class: "gl-survey-status", role: "status", "data-testid": "survey-status" }, status);
  if (kept && !editing) {
    region.append(
      h("p", { "data-testid": "survey-thanks" }, say(lang, "thanks")),
      h("button", { type: "button", "data-testid": "survey-change", onclick: () => drawSurvey(el, survey, lang, { send, close, editing: true }) }, say(lang, "change")),
      line
    );
    return put(el, region);
  }
  const form = h(
    "form",
    { class: "gl-survey-form" },
    h("p", {}, say(lang, "intro")),
    ...survey.questions.map((q, n) => questionField(q, (survey.answers || {})[q.id], lang, n))
  );
  const submit = h("button", { type: "submit", class: "gl-survey-send", "data-testid": "survey-send" }, say(lang, "send"));
  const later = h("button", { type: "button", "data-testid": "survey-later", onclick: () => {
    put(el);
    if (close) close();
  } }, say(lang, "later"));
  form.append(h("div", { class: "gl-survey-buttons" }, submit, later), line);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    line.textContent = say(lang, "sending");
    send(readAnswers(form, survey.questions));
  });
  region.append(form);
  return put(el, region);
}
function drawWaiting(note, box, waiting, lang) {
  if (!waiting) return put(note);
  const go = () => {
    box.scrollIntoView({ block: "start" });
    const first = box.querySelector("input, select, textarea");
    if (first) first.focus();
  };
  return put(note, h(
    "p",
    { class: "gl-survey-waiting", "data-testid": "survey-waiting" },
    say(lang, "waiting"),
    " ",
    h("button", { type: "button", "data-testid": "survey-go", onclick: go }, say(lang, "go"))
  ));
}
function sayStatus(el, text) {
  const line = el.querySelector('[data-testid="survey-status"]');
  if (!line) return false;
  line.textContent = text;
  return true;
}
function storedPlayer(store) {
  try {
    const p = JSON.parse(store.getItem("gl-player") || "null");
    return p && typeof p.id === "string" && typeof p.name === "string" && p.name.trim() ? p : null;
  } catch (e) {
    return null;
  }
}
function keepPlayer(store, name, random = () => crypto.getRandomValues(new Uint8Array(12))) {
  const old = storedPlayer(store);
  const id = old ? old.id : "p-" + Array.from(random(), (b) => b.toString(16).padStart(2, "0")).join("");
  const p = { id, name: name.trim().replace(/\s+/g, " ").slice(0, 40) };
  try {
    store.setItem("gl-player", JSON.stringify(p));
  } catch (e) {
  }
  return p;
}
function playerBar(el, player, lang, { onName, store }) {
  if (player) {
    return put(el, h(
      "p",
      { class: "gl-player", "data-testid": "player" },
      `${say(lang, "playing_as")} `,
      h("b", {}, player.name),
      " ",
      h("button", { type: "button", "data-testid": "player-rename", onclick: () => playerBar(el, null, lang, { onName, store, editing: player }) }, say(lang, "rename"))
    ));
  }
  const box = h("input", {
    id: "gl-player-name",
    type: "text",
    maxlength: 40,
    autocomplete: "nickname",
    "data-testid": "player-name",
    "aria-describedby": "gl-player-hint"
  });
  const form = h(
    "form",
    { class: "gl-player", "data-testid": "player" },
    h("label", { for: "gl-player-name" }, say(lang, "name")),
    box,
    h("button", { type: "submit", "data-testid": "player-save" }, say(lang, "save")),
    h("button", { type: "button", "data-testid": "player-skip", onclick: () => put(el) }, say(lang, "skip")),
    h("small", { id: "gl-player-hint" }, say(lang, "name_hint"))
  );
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    if (!box.value.trim()) return box.focus();
    const p = keepPlayer(store, box.value);
    playerBar(el, p, lang, { onName, store });
    onName(p);
  });
  return put(el, form);
}
function render({ model, el }) {
  let open = true, editing = false;
  const draw = () => {
    if (!open || !(model.get("questions") || []).length) return put(el);
    drawSurvey(
      el,
      { questions: model.get("questions"), answers: model.get("answers"), round: model.get("round") },
      model.get("lang") || "en",
      { send: (answers) => {
        editing = false;
        model.send({ type: "answers", answers });
      }, close: () => {
        open = false;
      }, editing, status: model.get("status") || "" }
    );
  };
  for (const k of ["questions", "answers", "lang"]) model.on(`change:${k}`, draw);
  model.on("change:status", () => sayStatus(el, model.get("status") || "") || draw());
  model.on("change:round", () => {
    open = true;
    draw();
  });
  draw();
}
var survey_default = { render };
export {
  WORDS,
  survey_default as default,
  drawSurvey,
  drawWaiting,
  keepPlayer,
  playerBar,
  questionField,
  readAnswers,
  sayStatus,
  storedPlayer
};
