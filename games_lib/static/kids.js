// Built by widgets/build.mjs from widgets/src: do not edit by hand.

// src/common/typography.json
var typography_default = {
  no_break: "[ \\t]+(?=[:;?!»])|(?<=«)[ \\t]+"
};

// src/common/dom.js
var SVG_NS = "http://www.w3.org/2000/svg";
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
function redrawOn(model, names2, draw, signal) {
  let pending = false;
  const later = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      if (!signal?.aborted) draw();
    });
  };
  watch(model, names2, later, signal);
}

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
var colon = (lang) => lang === "fr" ? " : " : ": ";
var labelled = (lang, label, value) => `${label}${colon(lang)}${value}`;
function botName(lang, spec) {
  const [name, ...params] = String(spec).split(":");
  const say = (w) => has(BOTS, w) ? t(lang, w, {}, BOTS) : w;
  const values = params.map((p) => say(p.includes("=") ? p.split("=").slice(1).join("=") : p));
  return values.length ? `${say(name)} (${values.join(", ")})` : say(name);
}
var extend = (own) => words({ ...STRINGS, ...own });
var playerName = (lang, p) => t(lang, "player", { n: p + 1 });
function names(lang, players) {
  const ns = players.map((p) => playerName(lang, p));
  return ns.length <= 1 ? ns.join("") : `${ns.slice(0, -1).join(", ")} ${t(lang, "and")} ${ns[ns.length - 1]}`;
}

// src/common/parts.js
function renderSeats(el, { seats, seat, toMove, thinking, winners = [], lang, info = () => [] }) {
  put(el, ...seats.map((kind, p) => {
    const who = kind === "human" ? p === seat ? t(lang, "you") : "" : `${t(lang, "bot")} · ${botName(lang, kind)}`;
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
function reveal(el) {
  const r = el.getBoundingClientRect?.(), H = el.ownerDocument?.defaultView?.innerHeight ?? 0;
  if (r && r.height && H && (r.top < 0 || r.bottom > H)) el.scrollIntoView?.({ block: "nearest" });
}
function renderFeedback(el, feedback, lang, onDismiss) {
  const msg = feedback?.messages?.[lang] ?? feedback?.message, said = msg ? JSON.stringify([feedback.rule, feedback.focus, feedback.messages?.en ?? msg]) : "";
  const fresh = said !== el.dataset.said;
  el.hidden = !msg;
  el.dataset.said = said;
  if (!msg) return put(el);
  put(
    el,
    h("span", { class: "gl-feedback-icon", "aria-hidden": "true" }, "⚠"),
    h("span", { class: "gl-feedback-text", "data-rule": feedback.rule }, msg),
    h("button", { class: "gl-dismiss", title: t(lang, "dismiss"), "aria-label": t(lang, "dismiss"), onclick: onDismiss }, "×")
  );
  if (fresh) reveal(el);
}
function renderLog(el, lines, lang) {
  el.tabIndex = 0;
  el.setAttribute("role", "region");
  el.setAttribute("aria-label", t(lang, "events"));
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
function renderHandover(el, { handover, lang, canUndo = false, words: words2 = STRINGS }, onTake, onUndo) {
  el.hidden = handover === null || handover === void 0;
  if (el.hidden) return put(el);
  const player = playerName(lang, handover);
  put(el, h(
    "div",
    { class: "gl-handover-card" },
    h("div", { class: "gl-handover-icon", "aria-hidden": "true" }, handoverIcon()),
    h("h3", {}, t(lang, "handover_title", { player })),
    h("p", {}, t(lang, "handover_note", { player }, words2)),
    h("button", { class: "gl-primary", "data-testid": "take-seat", onclick: onTake }, t(lang, "handover_button", { player }, words2)),
    canUndo && onUndo && h(
      "div",
      { class: "gl-handover-undo" },
      h("button", { "data-testid": "handover-undo", onclick: onUndo }, `↶ ${t(lang, "handover_undo")}`)
    )
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
    slider.setAttribute("aria-label", t(lang, "replay_label"));
    slider.setAttribute("aria-valuetext", t(lang, "replay_value", { k: step < 0 ? ply : step, n: ply }));
    label.textContent = `${t(lang, "replay")} ${step < 0 ? ply : step}/${ply}`;
    live.textContent = t(lang, "live");
    live.hidden = step < 0;
  };
  return el;
}
function langButton(btn, lang) {
  btn.textContent = t(lang, "lang_switch");
  btn.title = t(lang, "lang_name");
  btn.setAttribute("aria-label", `${t(lang, "lang_switch")} (${t(lang, "lang_name")})`);
}
function skipLink(lang, target) {
  const a = h("a", { class: "gl-skip", href: "#", "data-testid": "skip" });
  a.addEventListener("click", (ev) => {
    ev.preventDefault();
    target.focus({ preventScroll: false });
    target.scrollIntoView?.({ block: "nearest" });
  });
  a.update = (lg) => {
    a.textContent = t(lg, "skip");
  };
  a.update(lang);
  return a;
}
function narrator() {
  const el = h("div", { class: "gl-sr-only", "data-testid": "narration", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  el.say = (text) => {
    if (text && el.textContent !== text) el.textContent = text;
  };
  return el;
}
var figure = (lang, x) => typeof x === "number" ? x.toLocaleString(lang === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: 2, useGrouping: false }) : "";
function renderWhy(el, { why = [], lang, describe, words: words2 = STRINGS }) {
  el.hidden = !why.length;
  if (!why.length) return put(el);
  const weight = (c) => ["visits", "score", "value"].filter((f) => f in c && c[f] != null).map((f) => t(lang, `why_${f}`, { n: figure(lang, c[f]) })).join(" · ");
  const shown2 = ["score", "visits"].filter((f) => why.some((w) => w.candidates.some((c) => c[f] != null)));
  put(
    el,
    h("div", { class: "gl-why-title" }, t(lang, "why_title")),
    ...why.map((w) => h(
      "div",
      { class: "gl-why-entry", "data-testid": `why-${w.index}` },
      h(
        "div",
        { class: "gl-why-move" },
        t(lang, "why_played", { player: playerName(lang, w.seat), bot: botName(lang, w.bot) }),
        " ",
        w.move ? h("b", {}, describe(w.move, w)) : h("i", {}, t(lang, "why_hidden"))
      ),
      w.candidates.length ? h("ol", { class: "gl-why-list" }, ...w.candidates.slice(0, 5).map((c) => h("li", {}, describe(c.move, c), weight(c) && h("span", { class: "gl-why-weight" }, ` (${weight(c)})`)))) : h("div", { class: "gl-why-none" }, t(lang, "why_none"))
    )),
    ...shown2.map((f) => h("div", { class: "gl-why-note", "data-testid": `why-note-${f}` }, t(lang, `why_note_${f}`, {}, words2)))
  );
}
function renderTextForm(el, { sections = [], lang }) {
  const open = el.open;
  put(
    el,
    h("summary", {}, t(lang, "text_form")),
    ...sections.flatMap((sec) => [h("h4", {}, sec.heading), h("ul", {}, ...sec.lines.map((l) => h("li", {}, l)))])
  );
  el.open = open;
}

// src/common/tutorial.js
var TUTORIAL_WORDS = words({
  step: { en: "Step {k} of {n}", fr: "Étape {k} sur {n}" },
  done: { en: "Your game now", fr: "À vous de jouer" },
  refused: { en: "Not this move:", fr: "Pas ce coup :" },
  hint: { en: "Hint:", fr: "Indice :" },
  wait: { en: "The bot is playing: your next step comes after its move.", fr: "Le bot joue : votre prochaine étape vient après son coup." },
  close: { en: "Play on", fr: "Continuer" },
  label: { en: "{title}: step {k} of {n}", fr: "{title} : étape {k} sur {n}" },
  label_done: { en: "{title}: done", fr: "{title} : terminé" }
});
var word = (lang, key, params = {}) => t(lang, key, params, TUTORIAL_WORDS);
var inLang = (w, lang) => w ? w[lang] ?? w.en ?? "" : "";
function tutorialText(tutorial, lang = "en") {
  if (!tutorial || !tutorial.steps) return null;
  const title = inLang(tutorial.title, lang), k = tutorial.step, n = tutorial.steps, done = !!tutorial.done;
  return {
    title,
    done,
    label: word(lang, done ? "label_done" : "label", { title, k, n }),
    head: done ? word(lang, "done") : word(lang, "step", { k, n }),
    say: inLang(tutorial.say, lang),
    wait: !done && !tutorial.waiting ? word(lang, "wait") : "",
    refused: tutorial.refused ? `${word(lang, "refused")} ${inLang(tutorial.refused, lang)}` : "",
    hint: tutorial.hint ? `${word(lang, "hint")} ${inLang(tutorial.hint, lang)}` : "",
    close: word(lang, "close")
  };
}
function tutorialBubble() {
  const live = h("div", { class: "gl-tutorial-live", "aria-live": "polite", "data-testid": "tutorial-live" });
  const el = h("section", { class: "gl-tutorial", "data-testid": "tutorial", tabindex: 0, hidden: true }, live);
  el.live = live;
  return el;
}
function renderTutorial(el, tutorial, lang, onClose) {
  const said = tutorialText(tutorial, lang);
  el.hidden = !said || el.dataset.closed === "1";
  if (!said) {
    delete el.dataset.key;
    return put(el.live);
  }
  const key = JSON.stringify([lang, said]);
  if (el.dataset.key === key) return el;
  el.dataset.key = key;
  el.dataset.step = String(tutorial.step);
  el.dataset.done = said.done ? "1" : "0";
  el.lang = lang;
  el.setAttribute("aria-label", said.label);
  const close = () => {
    el.dataset.closed = "1";
    el.hidden = true;
    onClose?.();
  };
  put(
    el.live,
    h("p", { class: "gl-tutorial-head" }, h("strong", {}, said.title), " · ", said.head),
    h("p", { class: "gl-tutorial-say", "data-testid": "tutorial-say" }, said.say),
    said.wait && h("p", { class: "gl-tutorial-wait" }, said.wait),
    said.refused && h("p", { class: "gl-tutorial-refused", "data-testid": "tutorial-refused" }, said.refused),
    said.hint && h("p", { class: "gl-tutorial-hint", "data-testid": "tutorial-hint" }, said.hint),
    said.done && h("button", { class: "gl-primary", "data-testid": "tutorial-close", onclick: close }, said.close)
  );
  return el;
}

// src/kids/strings.js
var COLOURS = ["blue", "pink", "green", "black", "yellow", "red"];
var PAINT = {
  blue: { fill: "#1f6fd1", ink: "#fff", glyph: "≈" },
  pink: { fill: "#f07fb5", ink: "#1f2328", glyph: "♥" },
  green: { fill: "#2e9e4f", ink: "#fff", glyph: "♣" },
  black: { fill: "#26282b", ink: "#fff", glyph: "■" },
  yellow: { fill: "#f4c430", ink: "#1f2328", glyph: "★" },
  red: { fill: "#d93a2b", ink: "#fff", glyph: "●" }
};
var NOUN = words({
  blue: { en: "blue", fr: "bleu" },
  pink: { en: "pink", fr: "rose" },
  green: { en: "green", fr: "vert" },
  black: { en: "black", fr: "noir" },
  yellow: { en: "yellow", fr: "jaune" },
  red: { en: "red", fr: "rouge" }
});
var CARD = words({
  blue: { en: "blue", fr: "bleue" },
  pink: { en: "pink", fr: "rose" },
  green: { en: "green", fr: "verte" },
  black: { en: "black", fr: "noire" },
  yellow: { en: "yellow", fr: "jaune" },
  red: { en: "red", fr: "rouge" }
});
var colourIn = (table, lang, c) => has(table, c) ? t(lang, c, {}, table) : c;
var colourName = (lang, c) => colourIn(NOUN, lang, c);
var cardColour = (lang, c) => colourIn(CARD, lang, c);
var cardName = (lang, c) => c === "reverse" || c === "skip" ? t(lang, c, {}, STR) : t(lang, "a_card", { colour: cardColour(lang, c) }, STR);
var STR = extend({
  a_card: { en: "a {colour} card", fr: "une carte {colour}" },
  a_hidden_card: { en: "a card", fr: "une carte" },
  reverse: { en: "“Changement de sens !” (change of direction)", fr: "« Changement de sens ! »" },
  skip: { en: "“Passez un tour !” (skip a turn)", fr: "« Passez un tour ! »" },
  deck: { en: "Deck", fr: "Pioche" },
  deck_n: { en: ["{n} card", "{n} cards"], fr: ["{n} carte", "{n} cartes"] },
  deck_0: { en: "empty", fr: "vide" },
  die: { en: "Die", fr: "Dé" },
  die_none: { en: "not rolled", fr: "pas lancé" },
  slot: { en: "Slot {n}", fr: "Place {n}" },
  slot_empty: { en: "empty", fr: "vide" },
  slot_down: { en: "face down", fr: "face cachée" },
  slot_up: { en: "face up: {card}", fr: "face visible : {card}" },
  dir_left: { en: "Play goes to the left (clockwise)", fr: "On joue vers la gauche (sens des aiguilles d'une montre)" },
  dir_right: { en: "Play goes to the right (counter-clockwise)", fr: "On joue vers la droite (sens inverse des aiguilles d'une montre)" },
  won_n: { en: ["{n} won", "{n} won"], fr: ["{n} gagnée", "{n} gagnées"] },
  skips: { en: "skips a turn", fr: "passe un tour" },
  out_of_game: { en: "Out of the game: {cards}", fr: "Hors du jeu : {cards}" },
  roll: { en: "Roll the die", fr: "Lancer le dé" },
  draw: { en: "Nouvelle carte!", fr: "Nouvelle carte !" },
  flip: { en: "Flip {n}", fr: "Retourner {n}" },
  flip_none: { en: "Flip", fr: "Retourner" },
  take: { en: "Take them (pass)", fr: "Les gagner (passer)" },
  pass: { en: "Pass", fr: "Passer" },
  clear: { en: "Clear", fr: "Effacer" },
  s_roll: { en: "{player}, roll the die (R).", fr: "{player}, lancez le dé (R)." },
  s_choose: {
    en: "{player}: the die shows {colour}. Say “nouvelle carte” (D), or choose face-down cards and flip them (Enter).",
    fr: "{player} : le dé montre le {colour}. Dites « nouvelle carte » (D), ou choisissez des cartes posées et retournez-les (Entrée)."
  },
  s_choose_empty: {
    en: "{player}: the die shows {colour}. The deck is empty: flip face-down cards.",
    fr: "{player} : le dé montre le {colour}. La pioche est vide : retournez des cartes posées."
  },
  s_flipping: {
    en: "{player}: they match so far. Flip one more, or take them (pass).",
    fr: "{player} : elles sont bonnes pour l'instant. Retournez-en une autre, ou gagnez-les (passer)."
  },
  s_steal: {
    en: [
      "{player} won {k} cards at once: take {n} won card from the players of your choice.",
      "{player} won {k} cards at once: take {n} won cards from the players of your choice."
    ],
    fr: [
      "{player} a gagné {k} cartes d'un coup : prenez {n} carte gagnée aux joueurs de votre choix.",
      "{player} a gagné {k} cartes d'un coup : prenez {n} cartes gagnées aux joueurs de votre choix."
    ]
  },
  s_penalty: {
    en: "{player} grabbed a wrong card: give one of your won cards (it goes to the bottom of the deck).",
    fr: "{player} s'est trompé : donnez une de vos cartes gagnées (elle va au fond de la pioche)."
  },
  s_bet: {
    en: "One card is left: {player}, who has won the fewest, says how many cards each player gives its winner.",
    fr: "Il reste une carte : {player}, qui en a le moins gagné, décide combien de cartes chaque joueur donnera à celui qui la gagne."
  },
  s_wait: { en: "{player} to play.", fr: "Au tour de {player}." },
  s_window: {
    en: "Grab! Die: {colour}. Players who remember a {card} face down: press your key.",
    fr: "Emparez-vous ! Dé : {colour}. Qui se souvient d'une carte {card} posée : appuyez sur votre touche."
  },
  s_window_announce: {
    en: "{player} said “nouvelle carte”: grab a {card} card face down before the draw!",
    fr: "{player} a dit « nouvelle carte » : emparez-vous d'une carte {card} posée avant la pioche !"
  },
  s_window_miss: {
    en: "{player} missed: grab a {card} card face down, and take the hand!",
    fr: "{player} s'est trompé : emparez-vous d'une carte {card} posée, et prenez la main !"
  },
  steal_from: { en: "Take from {players}", fr: "Prendre à {players}" },
  give: { en: "Give {card}", fr: "Donner {card}" },
  bet: { en: "Bet {n}", fr: "Parier {n}" },
  bet_label: { en: "Cards each player gives", fr: "Cartes que chaque joueur donne" },
  window_title: { en: "Grab window", fr: "S'emparer d'une carte" },
  window_left: { en: "{s} s left", fr: "encore {s} s" },
  window_nolimit: { en: "no time limit", fr: "pas de limite de temps" },
  window_key: { en: "key {key}", fr: "touche {key}" },
  window_grab: { en: "Grab…", fr: "S'emparer…" },
  window_send: { en: "Grab {n}", fr: "Prendre {n}" },
  window_pass: { en: "Pass", fr: "Passer" },
  window_cancel: { en: "Cancel", fr: "Annuler" },
  window_answered: { en: "answered ✓", fr: "a répondu ✓" },
  window_waiting: { en: "…", fr: "…" },
  window_choosing: { en: "choosing", fr: "choisit" },
  window_pick: {
    en: "{player}: choose the card or cards to grab (click, or 1–9), then {key} or Enter.",
    fr: "{player} : choisissez la ou les cartes (clic, ou 1–9), puis {key} ou Entrée."
  },
  bot_answered: { en: "answered ✓", fr: "a répondu ✓" },
  keys: {
    en: "Keys: R roll · D nouvelle carte · 1–9 choose slots · Enter flip · Esc clear · U undo · in a window, each player's own key (shown on their row) then 1–9 and Enter",
    fr: "Touches : R lancer · D nouvelle carte · 1–9 choisir des places · Entrée retourner · Échap effacer · U annuler · pendant une fenêtre, la touche de chaque joueur (sur sa ligne) puis 1–9 et Entrée"
  },
  log_start: {
    en: "The game starts: {n} cards in the deck; {player} plays first.",
    fr: "La partie commence : {n} cartes dans la pioche ; {player} commence."
  },
  log_roll: { en: "{player} rolled {colour}.", fr: "{player} a lancé le dé : {colour}." },
  log_announce: { en: "{player} said “nouvelle carte”.", fr: "{player} a dit « nouvelle carte »." },
  log_draw_won: { en: "{player} drew {card} and won it.", fr: "{player} a pioché {card} et la gagne." },
  log_draw_slot: { en: "{player} drew {card}: face down in slot {slot}.", fr: "{player} a pioché {card} : posée face cachée à la place {slot}." },
  log_draw_special: { en: "{player} drew {card}.", fr: "{player} a pioché {card}." },
  log_flip_ok: { en: "{player} flipped {slots}: {cards}.", fr: "{player} a retourné {slots} : {cards}." },
  log_flip_miss: { en: "{player} flipped {slots}: {cards}, no match.", fr: "{player} a retourné {slots} : {cards}, raté." },
  slots: { en: ["slot {slots}", "slots {slots}"], fr: ["la place {slots}", "les places {slots}"] },
  log_win: { en: "{player} won {cards} ({slots}).", fr: "{player} gagne {cards} ({slots})." },
  log_grab_won: { en: "{player} grabbed slot {slot}: {card}, won!", fr: "{player} s'est emparé de la place {slot} : {card}, gagnée !" },
  log_grab_same: {
    en: "{player} grabbed slot {slot} at the same time as {others}: nobody wins it.",
    fr: "{player} s'est emparé de la place {slot} en même temps que {others} : personne ne la gagne."
  },
  log_grab_wrong: { en: "{player} grabbed slot {slot}: {card}, wrong.", fr: "{player} s'est emparé de la place {slot} : {card}, raté." },
  log_penalty: { en: "{player} put {card} at the bottom of the deck.", fr: "{player} a placé {card} au fond de la pioche." },
  log_steal: { en: "{player} took {card} from {from}.", fr: "{player} a pris {card} à {from}." },
  log_bet: {
    en: "{player} bets {n}: each player gives that many cards to whoever wins the last card.",
    fr: "{player} parie {n} : chaque joueur donnera autant de cartes à celui qui gagnera la dernière."
  },
  log_pay: { en: ["{player} gives {n} card to {to}.", "{player} gives {n} cards to {to}."], fr: ["{player} donne {n} carte à {to}.", "{player} donne {n} cartes à {to}."] },
  log_hand: { en: "{player} takes the hand.", fr: "{player} prend la main." },
  log_skip: { en: "{player} loses this turn.", fr: "{player} passe ce tour." },
  log_pass: { en: "{player} passed.", fr: "{player} a passé." },
  log_end: { en: "The game is over.", fr: "La partie est terminée." },
  log_end_timeout: { en: "The game stops: too many turns.", fr: "La partie s'arrête : trop de tours." },
  hidden_colour: { en: "colour hidden", fr: "couleur cachée" },
  cards_hidden: { en: "cards hidden", fr: "cartes cachées" },
  m_roll: { en: "roll the die", fr: "lancer le dé" },
  m_draw: { en: "say “nouvelle carte”", fr: "dire « nouvelle carte »" },
  m_flip: { en: "flip {slots}", fr: "retourner {slots}" },
  m_grab: { en: "grab slot {slot}", fr: "s'emparer de la place {slot}" },
  m_pass: { en: "pass", fr: "passer" },
  m_steal: { en: "take from {players}", fr: "prendre à {players}" },
  m_give: { en: "give {card}", fr: "donner {card}" },
  m_bet: { en: "bet {n}", fr: "parier {n}" },
  why_remembers: { en: "It remembered: {items}.", fr: "Il se souvenait de : {items}." },
  why_remembers_more: {
    en: [
      "It keeps {n} more face-down card in mind (not shown: memory is the game).",
      "It keeps {n} more face-down cards in mind (not shown: memory is the game)."
    ],
    fr: [
      "Il garde en tête {n} autre carte posée (cachée : la mémoire, c'est le jeu).",
      "Il garde en tête {n} autres cartes posées (cachées : la mémoire, c'est le jeu)."
    ]
  },
  why_remembers_none: { en: "It remembered no card.", fr: "Il ne se souvenait d'aucune carte." },
  place_1: { en: "1st", fr: "1er" },
  place_n: { en: "{n}th", fr: "{n}e" },
  place_2: { en: "2nd", fr: "2e" },
  place_3: { en: "3rd", fr: "3e" },
  rank_line: {
    en: ["{place}: {players} — {n} card", "{place}: {players} — {n} cards"],
    fr: ["{place} : {players} — {n} carte", "{place} : {players} — {n} cartes"]
  },
  bet_now: {
    en: "Last card: each player gives {n} card(s) to its winner (bet of {player}).",
    fr: "Dernière carte : chaque joueur donnera {n} carte(s) à celui qui la gagne (pari de {player})."
  },
  text_deck: { en: "Deck", fr: "Pioche" },
  text_table: { en: "Table", fr: "Table" },
  text_piles: { en: "Won piles", fr: "Cartes gagnées" },
  text_die: { en: "Die and direction", fr: "Dé et sens du jeu" }
});
var t2 = (lang, key, params = {}) => t(lang, key, params, STR);

// src/common/projection.js
var TRAITS = [
  "view",
  "legal",
  "feedback",
  "outcome",
  "seat",
  "handover",
  "seats",
  "ply",
  "can_undo",
  "thinking",
  "replay",
  "lang",
  "colorblind",
  "seed",
  "options",
  "why",
  "words",
  "tutorial"
];
function snapshot(model, traits = TRAITS) {
  const p = {};
  for (const k of traits) p[k] = model.get(k);
  return p;
}
var langOf = (p) => p.lang || "en";
var isLive = (p) => !(p.replay && "step" in p.replay);
var shown = (p) => (isLive(p) ? p.view : p.replay) || {};
var replayStep = (p) => isLive(p) ? -1 : p.replay.step;
var isOver = (p) => Object.keys(p.outcome || {}).length > 0;
var myTurn = (p) => isLive(p) && p.handover == null && p.seat != null && p.view?.to_move === p.seat && !isOver(p);

// src/kids/projection.js
var TRAITS2 = [...TRAITS, ...["window", "grab_seconds", "reveal_log"]];
var snapshot2 = (model) => snapshot(model, TRAITS2);
var windowOpen = (p) => isLive(p) && !!p.window && Object.keys(p.window).length > 0;
var myTurn2 = (p) => !windowOpen(p) && myTurn(p);
var legalMoves = (p) => myTurn2(p) ? p.legal || [] : [];
var flippable = (p) => new Set(legalMoves(p).filter((m) => m.type === "flip").flatMap((m) => m.slots));
var freshEvents = (v) => (v.log || []).filter((e) => e.fresh);
function peeks(v) {
  const out = /* @__PURE__ */ new Map();
  for (const e of freshEvents(v)) {
    if (e.event === "flip") e.slots.forEach((i, k) => {
      if (e.cards[k] && e.cards[k] !== "hidden") out.set(i, e.cards[k]);
    });
    else if (e.event === "draw" && "slot" in e || e.event === "grab") {
      if (e.card && e.card !== "hidden") out.set(e.slot, e.card);
    }
  }
  return out;
}
var freshSpecial = (v) => freshEvents(v).find((e) => e.event === "draw" && (e.card === "reverse" || e.card === "skip"))?.card ?? null;
var freshRoll = (v) => freshEvents(v).some((e) => e.event === "roll");

// src/kids/draw.js
function cardFace(lang, c, { colorblind = false, small = false } = {}) {
  const paint = PAINT[c];
  if (!paint) return h("span", { class: `kids-face kids-special${small ? " kids-small" : ""}` }, c === "reverse" ? "⇄" : c === "skip" ? "⊘" : "?");
  return h(
    "span",
    { class: `kids-face c-${c}${small ? " kids-small" : ""}`, style: `background:${paint.fill};color:${paint.ink}`, title: colourName(lang, c) },
    colorblind ? h("span", { class: "kids-glyph", "aria-hidden": "true" }, paint.glyph) : null,
    colorblind && !small ? h("span", { class: "kids-cname" }, colourName(lang, c)) : null
  );
}
function slotNodes(p, { selected = /* @__PURE__ */ new Set(), targets = /* @__PURE__ */ new Set(), focus = /* @__PURE__ */ new Set(), picker = null, onSlot } = {}) {
  const v = shown(p), lang = langOf(p), cb = !!p.colorblind, seen = peeks(v);
  const up = new Set(v.phase === "flipping" ? v.flipped || [] : []);
  return (v.table || []).map((c, i) => {
    const n = i + 1;
    if (c === null && !seen.has(i)) {
      return h("button", {
        class: ["kids-slot kids-empty", selected.has(i) && "kids-selected", focus.has(i) && "kids-focus"].filter(Boolean).join(" "),
        "data-testid": "slot",
        "data-slot": i,
        "data-face": "empty",
        "aria-label": labelled(lang, t2(lang, "slot", { n }), t2(lang, "slot_empty")),
        "aria-pressed": selected.has(i) ? "true" : "false",
        onclick: () => onSlot?.(i)
      }, h("span", { class: "kids-num" }, n));
    }
    const face = up.has(i) ? c : seen.get(i) ?? null, won = c === null;
    const cls = [
      "kids-slot",
      face ? "kids-up" : "kids-down",
      won && "kids-won",
      seen.has(i) && !up.has(i) && !won && "kids-peek",
      selected.has(i) && "kids-selected",
      targets.has(i) && "kids-target",
      focus.has(i) && "kids-focus",
      picker != null && targets.has(i) && `kids-pick-${picker}`
    ].filter(Boolean).join(" ");
    const label = labelled(lang, t2(lang, "slot", { n }), face ? t2(lang, "slot_up", { card: cardName(lang, face) }) : t2(lang, "slot_down"));
    return h(
      "button",
      {
        class: cls,
        "data-testid": "slot",
        "data-slot": i,
        "data-face": face || (c === null ? "empty" : "down"),
        "aria-label": label,
        "aria-pressed": selected.has(i) ? "true" : "false",
        onclick: () => onSlot?.(i)
      },
      h("span", { class: "kids-card" }, h("span", { class: "kids-back" }), face ? cardFace(lang, face, { colorblind: cb }) : null),
      h("span", { class: "kids-num" }, n)
    );
  });
}
function deckNode(p) {
  const v = shown(p), lang = langOf(p), n = v.deck_size ?? 0;
  return h(
    "div",
    { class: `kids-deck${n ? "" : " kids-deck-empty"}`, "data-testid": "deck", "data-size": n },
    h("span", { class: "kids-back kids-deck-card", "aria-hidden": "true" }),
    h("span", { class: "kids-deck-label" }, labelled(lang, t2(lang, "deck"), n === 0 ? t2(lang, "deck_0") : t2(lang, "deck_n", { n })))
  );
}
function dieNode(p) {
  const v = shown(p), lang = langOf(p), c = v.die, paint = PAINT[c];
  return h(
    "div",
    {
      class: `kids-die${freshRoll(v) ? " kids-rolling" : ""}`,
      "data-testid": "die",
      "data-die": c || "",
      "aria-label": labelled(lang, t2(lang, "die"), c ? colourName(lang, c) : t2(lang, "die_none"))
    },
    h("span", { class: "kids-die-face", style: paint ? `background:${paint.fill};color:${paint.ink}` : "" }, c && p.colorblind ? paint.glyph : c ? "" : "?"),
    h("span", { class: "kids-die-label" }, c ? colourName(lang, c) : t2(lang, "die_none"))
  );
}
function directionNode(p) {
  const v = shown(p), lang = langOf(p), special = freshSpecial(v);
  return h(
    "div",
    { class: "kids-direction", "data-testid": "direction", "data-direction": v.direction ?? 1 },
    h("span", { class: "kids-arrow", "aria-hidden": "true" }, v.direction === -1 ? "↺" : "↻"),
    " ",
    t2(lang, v.direction === -1 ? "dir_right" : "dir_left"),
    special ? h("div", { class: "kids-special-banner", "data-testid": "special", role: "status" }, cardName(lang, special)) : null
  );
}
function pileInfo(p, q) {
  const v = shown(p), lang = langOf(p), w = (v.won || [])[q] || [];
  const counts = COLOURS.map((c) => [c, w.filter((x) => x === c).length]).filter(([, n]) => n);
  return [
    h("span", { class: "gl-chip-score", "data-testid": `pile-${q}` }, t2(lang, "won_n", { n: w.length })),
    h("span", { class: "kids-pile" }, ...counts.map(([c, n]) => h("span", { class: "kids-pile-item" }, cardFace(lang, c, { colorblind: !!p.colorblind, small: true }), `×${n}`))),
    (v.skips || [])[q] ? h("span", { class: "kids-skips" }, t2(lang, "skips")) : null
  ];
}
function turnButtons(p, { selected, on }) {
  const lang = langOf(p), v = shown(p), legal = myTurn2(p) ? p.legal || [] : [];
  const kinds = new Set(legal.map((m) => m.type));
  const btn = (id, label, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick }, label);
  const out = [];
  if (kinds.has("roll")) out.push(btn("roll", `⚄ ${t2(lang, "roll")} (R)`, () => on.move({ type: "roll" }), "gl-primary"));
  if (v.phase === "choose" || v.phase === "flipping") {
    out.push(btn("draw", `${t2(lang, "draw")} (D)`, () => on.move({ type: "draw" }), kinds.has("draw") ? "gl-primary" : ""));
    out.push(btn("flip", `${selected.size ? t2(lang, "flip", { n: selected.size }) : t2(lang, "flip_none")} (Enter)`, () => on.flip()));
    out[out.length - 1].disabled = !myTurn2(p) || !selected.size;
    if (kinds.has("pass")) out.push(btn("pass", t2(lang, v.phase === "flipping" ? "take" : "pass"), () => on.move({ type: "pass" })));
    if (selected.size) out.push(btn("clear", `${t2(lang, "clear")} (Esc)`, () => on.clear()));
    out[0].disabled = !kinds.has("draw");
  }
  for (const m of legal) {
    if (m.type === "steal") out.push(btn("steal", t2(lang, "steal_from", { players: m.from.map((q) => playerName(lang, q)).join(" + ") }), () => on.move(m)));
    if (m.type === "give") out.push(btn("give", t2(lang, "give", { card: cardName(lang, m.card) }), () => on.move(m)));
  }
  const bets = legal.filter((m) => m.type === "bet");
  if (bets.length) out.push(h("span", { class: "kids-bet-label" }, t2(lang, "bet_label")), ...bets.map((m) => btn("bet", String(m.amount), () => on.move(m))));
  return out;
}
function countdown(p, left) {
  const w = p.window, lang = langOf(p);
  const text = w.left == null ? t2(lang, "window_nolimit") : t2(lang, "window_left", { s: Math.max(0, Math.ceil(left ?? w.left)) });
  const frac = w.left == null || !w.seconds ? 1 : Math.max(0, (left ?? w.left) / w.seconds);
  return { text, width: `${(frac * 100).toFixed(1)}%` };
}
function windowNodes(p, { picker, picked, left, on }) {
  if (!windowOpen(p)) return [];
  const lang = langOf(p), w = p.window;
  const rows = w.seats.map((x) => {
    const name = playerName(lang, x.seat), choosing = picker === x.seat;
    const status = x.answered ? t2(lang, "window_answered") : choosing ? t2(lang, "window_choosing") : t2(lang, "window_waiting");
    return h(
      "div",
      { class: `kids-wrow kids-seat-${x.seat}${x.answered ? " kids-answered" : ""}${choosing ? " kids-choosing" : ""}`, "data-testid": `window-${x.seat}` },
      h("span", { class: "kids-key", "aria-hidden": !x.human }, x.human ? x.key : "⚙"),
      h("span", { class: "kids-wname" }, name),
      h("span", { class: "kids-wstatus", "data-testid": `window-status-${x.seat}` }, status),
      x.human && !x.answered ? h(
        "span",
        { class: "kids-wbtns" },
        choosing ? [
          h("button", { class: "gl-primary", "data-testid": `window-send-${x.seat}`, disabled: !picked.size, onclick: () => on.send(x.seat), "aria-label": labelled(lang, name, t2(lang, "window_send", { n: picked.size })) }, t2(lang, "window_send", { n: picked.size })),
          h("button", { "data-testid": `window-cancel-${x.seat}`, onclick: () => on.cancel() }, t2(lang, "window_cancel"))
        ] : [
          h("button", { class: "gl-primary", "data-testid": `window-grab-${x.seat}`, onclick: () => on.pick(x.seat), "aria-label": labelled(lang, name, `${t2(lang, "window_grab")} (${t2(lang, "window_key", { key: x.key })})`) }, `${t2(lang, "window_grab")} (${x.key})`),
          h("button", { "data-testid": `window-pass-${x.seat}`, onclick: () => on.pass(x.seat), "aria-label": labelled(lang, name, t2(lang, "window_pass")) }, t2(lang, "window_pass"))
        ]
      ) : null
    );
  });
  const { text, width } = countdown(p, left);
  const pick2 = picker != null ? w.seats.find((x) => x.seat === picker) : null;
  return [
    h("div", { class: "kids-wtitle" }, t2(lang, "window_title"), " · ", h("span", { "data-testid": "countdown" }, text)),
    h("div", { class: "kids-timer", "aria-hidden": "true" }, h("span", { style: `width:${width}` })),
    ...rows,
    pick2 ? h("div", { class: "kids-whint", "data-testid": "window-hint" }, t2(lang, "window_pick", { player: playerName(lang, pick2.seat), key: pick2.key })) : null
  ];
}

// src/common/words.js
var SEAT_FIELDS = ["player", "players", "first_player", "to_move", "winner", "winners"];
var wordsOf = (p) => (isLive(p) ? p.words : p.replay?.words) || {};
var pick = (w, lang) => w ? w[lang] ?? w.en ?? null : null;
var eventWords = (p, i, lang) => pick(wordsOf(p).log?.[i], lang);
var phaseWords = (p, lang) => isLive(p) ? pick(p.words?.phase, lang) : null;
var YES_NO = words({ yes: { en: "yes", fr: "oui" }, no: { en: "no", fr: "non" } });
var named = (k) => String(k).replace(/_/g, " ");
var isSeats = (v) => Number.isInteger(v) || Array.isArray(v) && v.length > 0 && v.every(Number.isInteger);
function plainValue(lang, v, key = null) {
  if (SEAT_FIELDS.includes(key) && isSeats(v)) return [].concat(v).map((q) => playerName(lang, q)).join(", ");
  if (v === null || v === void 0) return "—";
  if (typeof v === "boolean") return t(lang, v ? "yes" : "no", {}, YES_NO);
  if (Array.isArray(v)) return v.map((x) => typeof x === "object" && x !== null && Object.keys(x).length ? `(${plainValue(lang, x)})` : plainValue(lang, x)).join(", ") || "—";
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${named(k)}${colon(lang)}${plainValue(lang, x, k)}`).join(", ");
  return String(v);
}
function plainWords(lang, name, fields2 = {}) {
  const rest = Object.keys(fields2).length ? plainValue(lang, fields2) : "";
  return rest ? `${named(name)} — ${rest}` : named(name);
}
function plainMove(lang, m) {
  if (m === null || typeof m !== "object" || Array.isArray(m)) return plainValue(lang, m);
  const { type, ...fields2 } = m;
  return plainWords(lang, type ?? "?", fields2);
}
function plainEvent(lang, e, skip = []) {
  const { event, player, ...rest } = e || {};
  for (const k of skip) delete rest[k];
  const said = plainWords(lang, event ?? "?", rest);
  return Number.isInteger(player) ? `${playerName(lang, player)}${colon(lang)}${said}` : said;
}
function eventLine(p, i, lang, own = () => null, skip = []) {
  const e = (shown(p).log || [])[i];
  return eventWords(p, i, lang) ?? own(e) ?? plainEvent(lang, e, skip);
}
function prompt(p, lang, own = () => null) {
  const v = p.view || {};
  return phaseWords(p, lang) ?? own() ?? (v.phase != null ? t(lang, "phase_plain", { player: playerName(lang, v.to_move ?? 0), phase: named(v.phase) }) : null);
}

// src/kids/text.js
var slotsText = (lang, slots) => t2(lang, "slots", { n: slots.length, slots: slots.map((i) => i + 1).join(", ") });
var cardsText = (lang, cards) => cards.map((c) => c === "hidden" ? t2(lang, "a_hidden_card") : cardName(lang, c)).join(", ");
function describeMove(lang, m) {
  if (!m) return "";
  switch (m.type) {
    case "flip":
      return t2(lang, "m_flip", { slots: slotsText(lang, m.slots) });
    case "grab":
      return t2(lang, "m_grab", { slot: m.slot + 1 });
    case "steal":
      return t2(lang, "m_steal", { players: names(lang, m.from) });
    case "give":
      return t2(lang, "m_give", { card: cardName(lang, m.card) });
    case "bet":
      return t2(lang, "m_bet", { n: m.amount });
    default:
      return has(STR, `m_${m.type}`) ? t2(lang, `m_${m.type}`) : plainMove(lang, m);
  }
}
function logLine(lang, e) {
  const player = e.player != null ? playerName(lang, e.player) : "";
  switch (e.event) {
    case "start":
      return t2(lang, "log_start", { n: e.deck_size, player: playerName(lang, e.first_player) });
    case "roll":
      return t2(lang, "log_roll", { player, colour: colourName(lang, e.die) });
    case "announce":
      return t2(lang, "log_announce", { player });
    case "draw":
      if (e.card === "reverse" || e.card === "skip") return t2(lang, "log_draw_special", { player, card: cardName(lang, e.card) });
      if (e.won) return t2(lang, "log_draw_won", { player, card: cardName(lang, e.card) });
      return t2(lang, "log_draw_slot", { player, card: e.card === "hidden" ? t2(lang, "a_hidden_card") : cardName(lang, e.card), slot: e.slot + 1 });
    case "flip":
      return t2(lang, e.match ? "log_flip_ok" : "log_flip_miss", { player, slots: slotsText(lang, e.slots), cards: cardsText(lang, e.cards) });
    case "win":
      return t2(lang, "log_win", { player, cards: cardsText(lang, e.cards), slots: slotsText(lang, e.slots) });
    case "grab": {
      const card = e.card === "hidden" ? t2(lang, "a_hidden_card") : cardName(lang, e.card);
      if (e.won) return t2(lang, "log_grab_won", { player, slot: e.slot + 1, card });
      if (e.with && e.with.length) return t2(lang, "log_grab_same", { player, slot: e.slot + 1, others: names(lang, e.with) });
      return t2(lang, "log_grab_wrong", { player, slot: e.slot + 1, card });
    }
    case "penalty":
      return t2(lang, "log_penalty", { player, card: e.card === "hidden" ? t2(lang, "a_hidden_card") : cardName(lang, e.card) });
    case "steal":
      return t2(lang, "log_steal", { player, card: cardName(lang, e.card), from: playerName(lang, e.from) });
    case "bet":
      return t2(lang, "log_bet", { player, n: e.amount });
    case "pay":
      return t2(lang, "log_pay", { player, n: e.count, to: playerName(lang, e.to) });
    case "hand":
      return t2(lang, "log_hand", { player });
    case "skip":
      return t2(lang, "log_skip", { player });
    case "pass":
      return t2(lang, "log_pass", { player });
    case "end":
      return t2(lang, e.reason === "timeout" ? "log_end_timeout" : "log_end");
    default:
      return null;
  }
}
var eventText = (p, i) => eventLine(p, i, langOf(p), (e) => logLine(langOf(p), e), ["fresh"]);
var logLines = (p) => (shown(p).log || []).map((_, i) => eventText(p, i));
function narration(p) {
  return (shown(p).log || []).map((e, i) => e.fresh ? eventText(p, i) : null).filter(Boolean).join(" ");
}
function rankingLines(lang, o) {
  const place = (k2) => k2 === 1 ? t2(lang, "place_1") : k2 === 2 ? t2(lang, "place_2") : k2 === 3 ? t2(lang, "place_3") : t2(lang, "place_n", { n: k2 });
  let k = 1;
  return (o.ranking || []).map((group) => {
    const line = t2(lang, "rank_line", { place: place(k), players: names(lang, group), n: o.scores[group[0]] });
    k += group.length;
    return line;
  });
}
function statusText(p) {
  const v = shown(p), lang = langOf(p), o = p.outcome || {};
  if (isOver(p) && isLive(p)) return o.messages?.[lang] ?? t2(lang, "over");
  if (!isLive(p)) return t2(lang, "replay_status", { k: p.replay.step, n: p.ply || 0 });
  if (windowOpen(p)) {
    const w = p.window, player2 = playerName(lang, w.active), card = cardColour(lang, w.die);
    return t2(lang, w.kind === "announce" ? "s_window_announce" : "s_window_miss", { player: player2, card });
  }
  const q = v.to_move;
  if (q == null) return "";
  const player = playerName(lang, q);
  if (!myTurn2(p)) return p.thinking != null ? t2(lang, "thinking", { player }) : t2(lang, "s_wait", { player });
  return prompt(p, lang, () => {
    switch (v.phase) {
      case "roll":
        return t2(lang, "s_roll", { player });
      case "choose":
        return t2(lang, v.deck_size ? "s_choose" : "s_choose_empty", { player, colour: colourName(lang, v.die) });
      case "flipping":
        return t2(lang, "s_flipping", { player });
      case "steal":
        return t2(lang, "s_steal", { player, n: v.steals, k: v.steals + 1 });
      case "penalty":
        return t2(lang, "s_penalty", { player });
      case "bet":
        return t2(lang, "s_bet", { player });
      default:
        return null;
    }
  });
}
function textSections(p) {
  const v = shown(p), lang = langOf(p);
  const up = new Set(v.phase === "flipping" ? v.flipped || [] : []);
  const deck = v.deck_size === 0 ? t2(lang, "deck_0") : t2(lang, "deck_n", { n: v.deck_size ?? 0 });
  const slots = (v.table || []).map((c, i) => labelled(lang, t2(lang, "slot", { n: i + 1 }), c === null ? t2(lang, "slot_empty") : up.has(i) ? t2(lang, "slot_up", { card: cardName(lang, c) }) : t2(lang, "slot_down")));
  const piles = (v.won || []).map((w, q) => labelled(lang, playerName(lang, q), `${t2(lang, "won_n", { n: w.length })}${w.length ? ` (${cardsText(lang, w)})` : ""}`));
  const die = [labelled(lang, t2(lang, "die"), v.die ? colourName(lang, v.die) : t2(lang, "die_none")), t2(lang, v.direction === -1 ? "dir_right" : "dir_left")];
  return [
    { heading: t2(lang, "text_deck"), lines: [deck] },
    { heading: t2(lang, "text_table"), lines: slots.length ? slots : ["—"] },
    { heading: t2(lang, "text_piles"), lines: piles },
    { heading: t2(lang, "text_die"), lines: die }
  ];
}
function rememberText(lang, w) {
  if (!("remembers" in w)) return null;
  const items = w.remembers.map(([i, c]) => `${t2(lang, "slot", { n: i + 1 })} ${colourName(lang, c)}`);
  const parts = [items.length ? t2(lang, "why_remembers", { items: items.join(", ") }) : w.remembers_hidden ? "" : t2(lang, "why_remembers_none")];
  if (w.remembers_hidden) parts.push(t2(lang, "why_remembers_more", { n: w.remembers_hidden }));
  return parts.filter(Boolean).join(" ");
}

// src/kids/input.js
function slotFromKey(e) {
  const m = /^(?:Digit|Numpad)(\d)$/.exec(e.code || "") || (/^\d$/.test(e.key || "") ? [null, e.key] : null);
  if (!m) return null;
  const d = Number(m[1]);
  return d === 0 ? 9 : d - 1;
}
function seatFromKey(p, e) {
  if (!windowOpen(p) || !e.key || e.key.length !== 1) return null;
  const k = e.key.toUpperCase();
  const x = p.window.seats.find((s2) => s2.human && !s2.answered && s2.key === k);
  return x ? x.seat : null;
}
var typing = (el) => el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);
function bindKeys(root, { now, act }, signal) {
  const doc = root.ownerDocument;
  doc.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    if (!root.isConnected || e.target !== doc.body && !root.contains(e.target) && e.target !== doc.documentElement) return;
    const p = now();
    const seat = seatFromKey(p, e), slot = slotFromKey(e), k = (e.key || "").toLowerCase();
    let done = true;
    if (seat != null) act.seatKey(seat);
    else if (slot != null) act.toggle(slot);
    else if (k === "enter") act.enter();
    else if (k === "escape" || k === "backspace") act.escape();
    else if (!windowOpen(p) && k === "r" && myTurn2(p)) act.move({ type: "roll" });
    else if (!windowOpen(p) && k === "d" && myTurn2(p)) act.move({ type: "draw" });
    else if (k === "u") act.undo();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}

// src/kids/render.js
function skeleton(on) {
  const btn = (id, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick });
  const e = {
    status: h("div", { class: "gl-status", "data-testid": "status" }),
    seed: h("span", { class: "gl-seed", "data-testid": "seed" }),
    langBtn: btn("lang", on.lang, "gl-toggle"),
    cbBtn: btn("colorblind", on.colorblind, "gl-toggle"),
    seats: h("div", { class: "gl-seats", "data-testid": "seats" }),
    feedback: h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true }),
    outcome: h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true }),
    deck: h("div", { class: "kids-deck-box" }),
    die: h("div", { class: "kids-die-box" }),
    direction: h("div", { class: "kids-direction-box" }),
    slots: h("div", { class: "kids-slots", "data-testid": "table", role: "group" }),
    bet: h("div", { class: "kids-bet", "data-testid": "bet", hidden: true }),
    window: h("div", { class: "kids-window", "data-testid": "window", role: "region", "aria-live": "polite", hidden: true }),
    actions: h("div", { class: "gl-actions kids-actions", "data-testid": "actions" }),
    undoBtn: btn("undo", on.undo),
    log: h("div", { class: "gl-log", "data-testid": "log" }),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    text: h("details", { class: "gl-text-form", "data-testid": "text-form" }),
    keys: h("div", { class: "gl-keys", "data-testid": "keys" }),
    replay: replayBar(on.replay),
    narration: narrator(),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    tutorial: tutorialBubble()
  };
  e.board = h(
    "div",
    { class: "kids-board", "data-testid": "board", tabindex: -1 },
    h("div", { class: "kids-centre" }, e.deck, e.die, e.direction),
    e.slots,
    e.bet
  );
  e.skip = skipLink("en", e.board);
  e.root = h(
    "div",
    { class: "gl-root gl-kids", tabindex: 0, "data-testid": "kids" },
    e.skip,
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.cbBtn, e.langBtn)),
    e.seats,
    e.tutorial,
    e.feedback,
    e.outcome,
    e.window,
    h("div", { class: "gl-main kids-main" }, h("div", {}, e.board, h("div", { class: "kids-play" }, e.actions, e.undoBtn)), e.log),
    e.why,
    e.text,
    e.replay,
    e.keys,
    e.narration,
    e.handover
  );
  return e;
}
function render({ model, el, signal }) {
  const sel = /* @__PURE__ */ new Set(), win = { picker: null, queue: [], picked: /* @__PURE__ */ new Set(), at: 0, left: null, key: null };
  const memo = { dismissed: null, ply: null };
  const now = () => snapshot2(model);
  const send = (msg) => intent(model, msg);
  const act = {
    move: (move) => {
      if (myTurn2(now())) send({ type: "move", move, ply: model.get("ply") });
    },
    flip: () => {
      if (sel.size && myTurn2(now())) send({ type: "move", move: { type: "flip", slots: [...sel].sort((a, b) => a - b) }, ply: model.get("ply") });
    },
    clear: () => {
      sel.clear();
      draw();
    },
    undo: () => send({ type: "undo" }),
    /** Seat `q` pressed its key or its "Grab…" button: it claims (more time to choose), and chooses when its turn to pick comes. */
    pick: (q) => {
      if (win.picker === null) {
        win.picker = q;
        win.picked.clear();
      } else if (win.picker !== q && !win.queue.includes(q)) win.queue.push(q);
      send({ type: "claim", seat: q });
      draw();
    },
    next: () => {
      win.picker = win.queue.shift() ?? null;
      win.picked.clear();
    },
    sendGrab: (q) => {
      if (!win.picked.size) return;
      send({ type: "grab", seat: q, slots: [...win.picked].sort((a, b) => a - b) });
      act.next();
      draw();
    },
    pass: (q) => {
      send({ type: "grab", seat: q, slots: [] });
      if (win.picker === q) act.next();
      win.queue = win.queue.filter((x) => x !== q);
      draw();
    },
    cancel: () => {
      act.next();
      draw();
    },
    seatKey: (q) => {
      if (win.picker === q) win.picked.size ? act.sendGrab(q) : act.cancel();
      else act.pick(q);
    },
    toggle: (i) => {
      const p = now();
      if (windowOpen(p)) {
        if (win.picker === null) return;
        const s2 = win.picked;
        s2.has(i) ? s2.delete(i) : p.window.one ? (s2.clear(), s2.add(i)) : s2.add(i);
      } else if (myTurn2(p)) sel.has(i) ? sel.delete(i) : sel.add(i);
      else return;
      draw();
    },
    enter: () => {
      const p = now();
      if (windowOpen(p)) {
        if (win.picker !== null) act.sendGrab(win.picker);
      } else act.flip();
    },
    escape: () => {
      if (windowOpen(now())) act.cancel();
      else act.clear();
    }
  };
  const e = skeleton({
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    undo: act.undo,
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k)
  });
  el.append(e.root);
  bindKeys(e.root, { now, act }, signal);
  const timer = setInterval(() => {
    if (windowOpen(now()) && now().window.left != null) tickWindow(now());
  }, 250);
  function tickWindow(p) {
    const c = e.window.querySelector('[data-testid="countdown"]'), bar = e.window.querySelector(".kids-timer > span");
    if (!c || !bar) return drawWindow(p);
    const { text, width } = countdown(p, p.window.left - (performance.now() - win.at) / 1e3);
    c.textContent = text;
    bar.style.width = width;
  }
  signal?.addEventListener("abort", () => clearInterval(timer));
  function drawWindow(p) {
    const open = windowOpen(p);
    e.window.hidden = !open;
    if (!open) {
      win.picker = null;
      win.queue = [];
      win.picked.clear();
      win.key = null;
      return put(e.window);
    }
    const key = JSON.stringify([p.ply, p.window.kind, p.window.active]);
    if (key !== win.key) {
      win.key = key;
      win.picker = null;
      win.queue = [];
      win.picked.clear();
    }
    if (JSON.stringify(p.window) !== win.last) {
      win.last = JSON.stringify(p.window);
      win.at = performance.now();
    }
    const answered = new Set(p.window.seats.filter((x) => x.answered).map((x) => x.seat));
    if (win.picker !== null && answered.has(win.picker)) act.next();
    win.queue = win.queue.filter((q) => !answered.has(q));
    const left = p.window.left == null ? null : p.window.left - (performance.now() - win.at) / 1e3;
    put(e.window, ...windowNodes(p, {
      picker: win.picker,
      picked: win.picked,
      left,
      on: { send: act.sendGrab, cancel: act.cancel, pick: act.pick, pass: act.pass }
    }));
  }
  function draw() {
    const p = now(), lg = langOf(p), v = shown(p), o = p.outcome || {}, live = isLive(p);
    if (!myTurn2(p) || memo.chosenAt !== p.ply) {
      sel.clear();
      memo.chosenAt = p.ply;
    }
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !live);
    e.root.classList.toggle("gl-my-turn", myTurn2(p));
    e.root.classList.toggle("kids-window-open", windowOpen(p));
    e.seed.hidden = p.seed == null;
    e.seed.textContent = p.seed == null ? "" : t(lg, "seed", { seed: p.seed });
    e.status.textContent = statusText(p);
    renderSeats(e.seats, {
      seats: p.seats || [],
      seat: p.seat,
      toMove: isOver(p) || windowOpen(p) ? null : v.to_move,
      thinking: live ? p.thinking : null,
      winners: o.winners || [],
      lang: lg,
      info: (q) => pileInfo(p, q)
    });
    const f = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => {
      memo.dismissed = JSON.stringify(f);
      e.feedback.hidden = true;
    });
    e.outcome.hidden = !(o.reason && live);
    put(e.outcome, ...o.reason && live ? [
      h("div", { class: "kids-outcome-title" }, o.messages?.[lg] ?? ""),
      h("ol", { class: "kids-ranking", "data-testid": "ranking" }, ...rankingLines(lg, o).map((l) => h("li", {}, l)))
    ] : []);
    put(e.deck, deckNode(p));
    put(e.die, dieNode(p));
    put(e.direction, directionNode(p));
    drawWindow(p);
    const focus = new Set((f.focus || []).filter((x) => Number.isInteger(x)));
    const targets = windowOpen(p) ? win.picker !== null ? new Set(p.window.slots) : /* @__PURE__ */ new Set() : flippable(p);
    put(e.slots, ...slotNodes(p, { selected: windowOpen(p) ? win.picked : sel, targets, focus, picker: win.picker, onSlot: act.toggle }));
    e.slots.setAttribute("aria-label", t2(lg, "text_table"));
    e.bet.hidden = !v.bet;
    e.bet.textContent = v.bet ? t2(lg, "bet_now", { n: v.bet.amount, player: playerName(lg, v.bet.player) }) : "";
    put(e.actions, ...turnButtons(p, { selected: sel, on: act }));
    e.undoBtn.textContent = `↶ ${t(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(live && p.can_undo);
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${t(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    e.keys.textContent = t2(lg, "keys");
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
    if (memo.ply !== p.ply) {
      memo.ply = p.ply;
      e.narration.say(narration(p));
    }
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.phase = windowOpen(p) ? `window-${p.window.kind}` : v.phase || "";
    e.root.dataset.ready = "1";
  }
  redrawOn(model, TRAITS2, draw, signal);
  draw();
  return () => {
    clearInterval(timer);
    e.root.remove();
  };
}

// src/kids.js
var kids_default = { render };
export {
  PAINT,
  STR,
  cardColour,
  cardFace,
  cardName,
  colourName,
  deckNode,
  kids_default as default,
  describeMove,
  dieNode,
  directionNode,
  flippable,
  freshSpecial,
  logLine,
  myTurn2 as myTurn,
  narration,
  peeks,
  pileInfo,
  rankingLines,
  rememberText,
  seatFromKey,
  slotFromKey,
  slotNodes,
  statusText,
  textSections,
  turnButtons,
  windowNodes,
  windowOpen
};
