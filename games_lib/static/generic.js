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
function renderWhy(el, { why = [], lang, describe: describe2, words: words2 = STRINGS }) {
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
        w.move ? h("b", {}, describe2(w.move, w)) : h("i", {}, t(lang, "why_hidden"))
      ),
      w.candidates.length ? h("ol", { class: "gl-why-list" }, ...w.candidates.slice(0, 5).map((c) => h("li", {}, describe2(c.move, c), weight(c) && h("span", { class: "gl-why-weight" }, ` (${weight(c)})`)))) : h("div", { class: "gl-why-none" }, t(lang, "why_none"))
    )),
    ...shown2.map((f) => h("div", { class: "gl-why-note", "data-testid": `why-note-${f}` }, t(lang, `why_note_${f}`, {}, words2)))
  );
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
var legalMoves = (p) => myTurn(p) ? p.legal || [] : [];

// src/generic/strings.js
var STR = extend({
  your_move: { en: "{player}, your move: choose one below.", fr: "{player}, à vous : choisissez un coup ci-dessous." },
  table: { en: "The table", fr: "Le jeu" },
  moves: { en: "Your moves", fr: "Vos coups" },
  no_moves: { en: "No move for you now.", fr: "Aucun coup pour vous maintenant." },
  other: { en: "Another move, written as the game reads it (JSON)", fr: "Un autre coup, écrit comme le jeu le lit (JSON)" },
  other_help: { en: "The game checks it and says why if it is not allowed.", fr: "Le jeu le vérifie et dit pourquoi s'il n'est pas permis." },
  try_move: { en: "Try this move", fr: "Essayer ce coup" },
  keys: {
    en: "Keys: 1–9 play the numbered move · U undo · Tab goes from button to button",
    fr: "Touches : 1–9 jouer le coup numéroté · U annuler · Tab passe d'un bouton à l'autre"
  },
  board_label: { en: "The game, in words", fr: "Le jeu, en mots" },
  empty: { en: "(nothing to show)", fr: "(rien à montrer)" }
});
var t2 = (lang, key, params) => t(lang, key, params, STR);

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

// src/generic/text.js
function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return t(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${t(lg, "over")} ${o.winners.length === 0 ? t(lg, "nobody") : t(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return t(lg, "handover_title", { player: playerName(lg, p.handover) });
  if (p.thinking != null) return t(lg, "thinking", { player: playerName(lg, p.thinking) });
  const player = playerName(lg, v.to_move ?? 0);
  if (!myTurn(p)) return p.seat == null && !p.seats?.includes("human") ? t(lg, "spectator") : t(lg, "waiting", { player });
  return prompt(p, lg) ?? t2(lg, "your_move", { player });
}
function viewLines(p) {
  const lg = langOf(p), text = wordsOf(p).text;
  const said = text?.[lg] ?? text?.en ?? "";
  return said ? said.split("\n") : [];
}
function moveItems(p) {
  const lg = langOf(p), said = p.words?.legal || [];
  return legalMoves(p).map((move, i) => ({ index: i, move, label: said[i]?.[lg] ?? said[i]?.en ?? plainMove(lg, move) }));
}
var describe = (lg) => (move, said) => said?.words?.[lg] ?? plainMove(lg, move);
var logLines = (p) => (shown(p).log || []).map((_, i) => eventLine(p, i, langOf(p)));
function narration(p) {
  const log = shown(p).log || [];
  return log.length ? eventLine(p, log.length - 1, langOf(p)) : "";
}
function outcomeLines(p) {
  const o = p.outcome || {}, lg = langOf(p);
  if (!o.reason) return [];
  const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((q) => playerName(lg, q) + (o.scores ? ` (${t(lg, "points", { n: o.scores[q] })})` : "")).join(" = ")}`).join("  ·  ");
  return [statusText(p), o.messages?.[lg] ?? "", ranking ? `${t(lg, "ranking")}${lg === "fr" ? " : " : ": "}${ranking}` : ""].filter(Boolean);
}

// src/generic/render.js
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
    tutorial: tutorialBubble()
  };
  e.board = h("section", { class: "gn-board", "data-testid": "board", tabindex: -1 }, e.tableTitle, e.text);
  e.other = h("details", { class: "gn-other", "data-testid": "other" }, e.otherTitle, e.otherHelp, e.otherText, e.tryBtn);
  e.play = h("section", { class: "gn-play" }, h("div", { class: "gn-play-head" }, e.movesTitle, e.undoBtn), e.moves, e.other);
  e.skip = skipLink("en", e.board);
  e.root = h(
    "div",
    { class: "gl-root gl-generic", tabindex: 0, "data-testid": "generic" },
    e.skip,
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.langBtn)),
    e.seats,
    e.tutorial,
    e.feedback,
    e.outcome,
    h("div", { class: "gn-main" }, h("div", { class: "gn-left" }, e.board, e.play, e.why), e.log),
    e.replay,
    e.keys,
    e.narration,
    e.handover
  );
  return e;
}
function render({ model, el, signal }) {
  const now = () => snapshot(model);
  const memo = { dismissed: null, filled: null };
  const sendMove = (move) => {
    if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") });
  };
  const act = {
    play: (k) => {
      const item = moveItems(now())[k];
      if (item) sendMove(item.move);
    },
    undo: () => intent(model, { type: "undo" }),
    /** A move written by hand: JSON if it reads as JSON, else the text itself; Python refuses it in words if it is no move. */
    tryMove: () => {
      const text = e.otherText.value.trim();
      if (!text) return;
      let move = text;
      try {
        move = JSON.parse(text);
      } catch (err) {
      }
      sendMove(move);
    }
  };
  const e = skeleton({
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    undo: act.undo,
    tryMove: act.tryMove,
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k)
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
    put(
      e.moves,
      ...items.map(({ index, label }) => h(
        "button",
        {
          class: "gn-move",
          "data-testid": "move",
          "data-index": index,
          "aria-keyshortcuts": index < 9 ? String(index + 1) : null,
          onclick: () => act.play(index)
        },
        index < 9 ? h("span", { class: "gn-key", "aria-hidden": "true" }, String(index + 1)) : null,
        h("span", {}, label)
      )),
      items.length ? null : h("span", { class: "gn-none" }, t2(lg, "no_moves"))
    );
    e.play.hidden = !isLive(p) || p.seat == null || isOver(p);
    e.other.hidden = !items.length;
    e.tryBtn.disabled = !items.length;
    const key = `${p.ply}|${p.seat}`;
    if (items.length && memo.filled !== key) {
      memo.filled = key;
      e.otherText.value = JSON.stringify(items[0].move);
    }
  }
  function draw() {
    const p = now(), lg = langOf(p), o = p.outcome || {}, live = isLive(p);
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !live);
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.skip.update(lg);
    e.seed.hidden = p.seed == null;
    e.seed.textContent = p.seed == null ? "" : t(lg, "seed", { seed: p.seed });
    langButton(e.langBtn, lg);
    e.status.textContent = statusText(p);
    renderSeats(e.seats, {
      seats: p.seats || [],
      seat: p.seat,
      toMove: o.reason ? null : (live ? p.view : p.replay)?.to_move,
      thinking: live ? p.thinking : null,
      winners: o.winners || [],
      lang: lg
    });
    const f = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => {
      memo.dismissed = JSON.stringify(f);
      e.feedback.hidden = true;
    });
    e.outcome.hidden = !(o.reason && live);
    put(e.outcome, ...o.reason && live ? outcomeLines(p).map((l, i) => i ? h("div", {}, l) : h("strong", {}, l)) : []);
    e.tableTitle.textContent = t2(lg, "table");
    e.board.setAttribute("aria-label", t2(lg, "board_label"));
    const lines = viewLines(p);
    put(e.text, ...(lines.length ? lines : [t2(lg, "empty")]).map((l) => h("div", { class: "gn-line" }, l)));
    e.movesTitle.textContent = t2(lg, "moves");
    drawMoves(p, lg);
    e.undoBtn.textContent = `↶ ${t(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(live && p.can_undo);
    e.otherTitle.textContent = t2(lg, "other");
    e.otherHelp.textContent = t2(lg, "other_help");
    e.otherText.setAttribute("aria-label", t2(lg, "other"));
    e.tryBtn.textContent = t2(lg, "try_move");
    renderWhy(e.why, { why: live ? p.why || [] : [], lang: lg, describe: describe(lg) });
    renderLog(e.log, logLines(p), lg);
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    e.keys.textContent = t2(lg, "keys");
    renderHandover(e.handover, { handover: p.handover, lang: lg, canUndo: !!p.can_undo }, () => intent(model, { type: "take_seat" }), act.undo);
    if (live) e.narration.say(narration(p));
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }
  redrawOn(model, TRAITS, draw, signal);
  draw();
  return () => e.root.remove();
}

// src/generic.js
var generic_default = { render };
export {
  STR,
  generic_default as default,
  describe,
  logLines,
  moveItems,
  narration,
  outcomeLines,
  statusText,
  viewLines
};
