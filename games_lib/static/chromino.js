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

// src/common/colours.json
var colours_default = {
  R: { fill: "#d7301f", ink: "#ffffff", en: "red", fr: "rouge", letter: { en: "R", fr: "R" } },
  Y: { fill: "#f7c600", ink: "#3b2f00", en: "yellow", fr: "jaune", letter: { en: "Y", fr: "J" } },
  G: { fill: "#2e9e44", ink: "#ffffff", en: "green", fr: "vert", letter: { en: "G", fr: "Ve" } },
  B: { fill: "#2166ac", ink: "#ffffff", en: "blue", fr: "bleu", letter: { en: "B", fr: "B" } },
  P: { fill: "#7b3294", ink: "#ffffff", en: "purple", fr: "violet", letter: { en: "P", fr: "Vi" } },
  "*": { fill: "#ffffff", ink: "#444444", en: "chameleon (any colour)", fr: "caméléon (toutes couleurs)", letter: { en: "*", fr: "*" } }
};

// src/common/colours.js
var COLOURS = colours_default;
var letterOf = (c, lang = "en") => COLOURS[c]?.letter?.[lang] ?? COLOURS[c]?.letter?.en ?? c;
var tileName = (tile, lang = "en") => [...String(tile)].map((c) => letterOf(c, lang)).join("");
var PATTERNS = {
  R: (ink) => [s("path", { d: "M-2,2 l4,-4 M0,10 l10,-10 M8,12 l4,-4", stroke: ink, "stroke-width": 1.6 })],
  Y: (ink) => [s("circle", { cx: 2.5, cy: 2.5, r: 1.4, fill: ink }), s("circle", { cx: 7.5, cy: 7.5, r: 1.4, fill: ink })],
  G: (ink) => [s("path", { d: "M0,5 h10 M5,0 v10", stroke: ink, "stroke-width": 1.2 })],
  B: (ink) => [s("path", { d: "M-2,8 l4,4 M0,0 l10,10 M8,-2 l4,4", stroke: ink, "stroke-width": 1.6 })],
  P: (ink) => [s("circle", { cx: 5, cy: 5, r: 2.6, fill: "none", stroke: ink, "stroke-width": 1.2 })]
};
var instances = 0;
var uniquePrefix = (name) => `${name}-${++instances}-`;
function patternDefs(prefix, unit) {
  const size = unit / 4;
  return s("defs", {}, Object.entries(PATTERNS).map(([c, draw]) => s(
    "pattern",
    { id: `${prefix}pat-${c}`, patternUnits: "userSpaceOnUse", width: size, height: size },
    s("g", { transform: `scale(${size / 10})`, opacity: 0.55 }, draw(COLOURS[c].ink))
  )));
}
function square(c, x, y, unit, { prefix, colorblind, lang = "en", cls = "sq" } = {}) {
  const col = COLOURS[c] ?? COLOURS["*"];
  const g = s(
    "g",
    { class: `${cls} c-${c === "*" ? "wild" : c}` },
    s("rect", { x, y, width: unit, height: unit, fill: col.fill })
  );
  if (colorblind && PATTERNS[c]) g.append(s("rect", { x, y, width: unit, height: unit, fill: `url(#${prefix}pat-${c})` }));
  if (c === "*") g.append(s("text", { x: x + unit / 2, y: y + unit * 0.72, "text-anchor": "middle", "font-size": unit * 0.62, fill: col.ink, class: "gl-glyph" }, "✱"));
  else if (colorblind) {
    const letter = letterOf(c, lang), size = unit * (letter.length > 1 ? 0.4 : 0.46);
    g.append(s("text", { x: x + unit / 2, y: y + unit / 2 + size * 0.35, "text-anchor": "middle", "font-size": size, "font-weight": 700, fill: col.ink, stroke: col.fill, "stroke-width": unit * 0.06, "paint-order": "stroke", class: "gl-letter" }, letter));
  }
  return g;
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
var ANCHOR = "gl-board";
function boardAnchor(root, signal) {
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

// src/chromino/strings.js
var STR = extend({
  handover_button: { en: "I am {player}: show my tiles", fr: "Je suis {player} : montrer mes tuiles" },
  handover_note: {
    en: "{player}'s tiles stay hidden until they take the device.",
    fr: "Les tuiles de {player} restent cachées jusqu'à ce qu'il ou elle prenne l'appareil."
  },
  why_note_score: {
    en: "Score: how the greedy bot rates a move by its rule of thumb (higher is better): it lays first the tile with the fewest places, and keeps the most places for its other tiles.",
    fr: "Score : la note que le bot glouton donne à un coup selon sa règle empirique (plus elle est haute, mieux c'est) : il pose d'abord la tuile qui a le moins de places, et garde le plus de places pour ses autres tuiles."
  },
  your_turn: {
    en: "{player}, your turn: choose a tile, then click a highlighted place.",
    fr: "{player}, à vous : choisissez une tuile, puis cliquez sur une place en surbrillance."
  },
  must_draw: { en: "{player}, none of your tiles fits: draw a tile.", fr: "{player}, aucune de vos tuiles ne peut être posée : piochez." },
  must_pass: { en: "{player}, nothing fits and the bag is empty: pass.", fr: "{player}, rien ne peut être posé et le sac est vide : passez." },
  place_drawn: { en: "{player}, lay the tile you drew ({tile}).", fr: "{player}, posez la tuile piochée ({tile})." },
  place_drawn_optional: {
    en: "{player}, lay the tile you drew ({tile}), or keep it (pass).",
    fr: "{player}, posez la tuile piochée ({tile}), ou gardez-la (passer)."
  },
  rack: { en: "Your tiles", fr: "Vos tuiles" },
  rack_of: { en: "Tiles of {player}", fr: "Tuiles : {player}" },
  turn: { en: "Turn", fr: "Tourner" },
  draw: { en: "Draw", fr: "Piocher" },
  pass: { en: "Pass", fr: "Passer" },
  places: { en: ["{n} place", "{n} places"], fr: ["{n} place", "{n} places"] },
  no_place: { en: "no place", fr: "aucune place" },
  drawn: { en: "drawn", fr: "piochée" },
  last_tile: { en: "last tile", fr: "dernière tuile" },
  hint_select: { en: "Choose a tile: click it, or press 1–{n}.", fr: "Choisissez une tuile : cliquez dessus, ou tapez 1–{n}." },
  hint_places: {
    en: "{n} highlighted place(s) for this direction: click one, or move with the arrows and press Enter.",
    fr: "{n} place(s) en surbrillance dans ce sens : cliquez, ou déplacez avec les flèches et tapez Entrée."
  },
  hint_turn: {
    en: "No place in this direction: turn the tile (R). It fits in {n} place(s) in all.",
    fr: "Aucune place dans ce sens : tournez la tuile (R). Elle a {n} place(s) en tout."
  },
  hint_none: {
    en: "This tile fits nowhere for now: try another one.",
    fr: "Cette tuile ne peut aller nulle part pour l'instant : essayez-en une autre."
  },
  keys: {
    en: "Keys: 1–9 tile · R turn · arrows move · Enter lay · N next place · D draw · P pass · U undo · + − zoom · 0 fit",
    fr: "Touches : 1–9 tuile · R tourner · flèches déplacer · Entrée poser · N place suivante · D piocher · P passer · U annuler · + − zoom · 0 tout voir"
  },
  zoom_in: { en: "Zoom in", fr: "Agrandir" },
  zoom_out: { en: "Zoom out", fr: "Réduire" },
  fit: { en: "Show the whole table", fr: "Voir tout le jeu" },
  bag: { en: "Bag: {n}", fr: "Sac : {n}" },
  log_start: {
    en: "The game starts with the chameleon {tile}; {player} plays first.",
    fr: "La partie commence avec le caméléon {tile} ; {player} joue en premier."
  },
  log_place: { en: "{player} laid {tile}.", fr: "{player} a posé {tile}." },
  log_place_points: { en: "{player} laid {tile} (+{points} pts).", fr: "{player} a posé {tile} (+{points} pts)." },
  log_draw: { en: ["{player} drew a tile.", "{player} drew {n} tiles."], fr: ["{player} a pioché une tuile.", "{player} a pioché {n} tuiles."] },
  log_pass: { en: "{player} passed.", fr: "{player} a passé." },
  log_keep: { en: "{player} kept the drawn tile.", fr: "{player} a gardé la tuile piochée." },
  log_reveal: { en: "{player} has one tile left: {tile}.", fr: "Il reste une tuile à {player} : {tile}." },
  legend: { en: "Colours:", fr: "Couleurs :" },
  move_place: { en: "lay {tile} at {where}, {how}", fr: "poser {tile} en {where}, {how}" },
  move_draw: { en: "draw a tile", fr: "piocher une tuile" },
  move_pass: { en: "pass", fr: "passer" },
  lie_h: { en: "lying", fr: "couchée" },
  lie_v: { en: "standing", fr: "debout" },
  end_left: { en: "{how}, {colour} on the left", fr: "{how}, {colour} à gauche" },
  end_right: { en: "{how}, {colour} on the right", fr: "{how}, {colour} à droite" },
  end_top: { en: "{how}, {colour} on top", fr: "{how}, {colour} en haut" },
  end_bottom: { en: "{how}, {colour} at the bottom", fr: "{how}, {colour} en bas" },
  cell: { en: "column {x}, row {y}", fr: "colonne {x}, ligne {y}" },
  tf_table: {
    en: "On the table ({n} tiles; column 0, row 0 is the centre of the first tile)",
    fr: "Sur la table ({n} tuiles ; la colonne 0, ligne 0 est le centre de la première tuile)"
  },
  tf_hand: { en: "Your tiles", fr: "Vos tuiles" },
  tf_seats: { en: "Players", fr: "Joueurs" },
  tf_seat: { en: "{player}: {tiles}", fr: "{player} : {tiles}" },
  tf_tile: { en: "{tile}: {squares}", fr: "{tile} : {squares}" }
});
var t2 = (lang, key, params) => t(lang, key, params, STR);

// src/chromino/geometry.js
var U = 40;
var MARGIN = 3;
var MIN_VIEW = [17, 11];
var ZOOM = [5, 400];
var MIN_PX = 34;
var PHONE_PX = 600;
var ORIENT = [[1, 0], [0, 1], [-1, 0], [0, -1]];
var sameCell = (a, b) => a[0] === b[0] && a[1] === b[1];
function cellsOf(k, [x, y]) {
  const [dx, dy] = ORIENT[k];
  return [[x - dx, y - dy], [x, y], [x + dx, y + dy]];
}
var placeKey = (tile, cells) => cells.map((c, i) => `${c[0]},${c[1]},${tile[i]}`).sort().join("|");
function targets(legal, tile, k) {
  const out = [];
  for (const m of legal) {
    if (m.type !== "place" || m.tile !== tile) continue;
    const cells = cellsOf(k, m.cells[1]);
    const key = placeKey(tile, cells);
    if (key === placeKey(m.tile, m.cells)) out.push({ cells, key });
  }
  return out;
}
function bounds(board) {
  const xs = board.flatMap((e) => e.cells.map((c) => c[0])), ys = board.flatMap((e) => e.cells.map((c) => c[1]));
  return xs.length ? { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } : { x0: 0, y0: 0, x1: 0, y1: 0 };
}
function fitBox(board, most = null, around = null) {
  const b = bounds(board);
  let w = Math.max(b.x1 - b.x0 + 1 + 2 * MARGIN, MIN_VIEW[0]), h2 = Math.max(b.y1 - b.y0 + 1 + 2 * MARGIN, MIN_VIEW[1]);
  let cx = (b.x0 + b.x1 + 1) / 2, cy = (b.y0 + b.y1 + 1) / 2;
  if (most && (w > most.w || h2 > most.h)) {
    const k = Math.max(w / most.w, h2 / most.h);
    [w, h2] = [w / k, h2 / k];
    if (around) [cx, cy] = [around[0] + 0.5, around[1] + 0.5];
  }
  return { x: (cx - w / 2) * U, y: (cy - h2 / 2) * U, w: w * U, h: h2 * U };
}
function zoomBox(vb, f, at) {
  const c = at || { x: vb.x + vb.w / 2, y: vb.y + vb.h / 2 };
  const w = Math.min(Math.max(vb.w * f, ZOOM[0] * U), ZOOM[1] * U), k = w / vb.w;
  return { x: c.x - (c.x - vb.x) * k, y: c.y - (c.y - vb.y) * k, w, h: vb.h * k };
}
var cellAt = ({ x, y }) => [Math.floor(x / U), Math.floor(y / U)];

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
var can = (p, type) => legalMoves(p).some((m) => m.type === type);
var humans = (p) => (p.seats || []).filter((x) => x === "human").length;

// src/chromino/projection.js
var TRAITS2 = TRAITS;
var snapshot2 = (model) => snapshot(model, TRAITS2);
var hand = (p) => p.seat == null ? [] : p.view?.hands?.[p.seat] || [];
var placesOf = (p, tile) => legalMoves(p).filter((m) => m.type === "place" && m.tile === tile).length;
var drawnTile = (p) => p.view?.phase === "place_drawn" && p.view?.to_move === p.seat ? p.view.drawn : null;

// src/chromino/selection.js
var newSelection = () => ({ selected: null, turn: 0, cursor: null, ghost: null });
var tileTargets = (sel, p) => sel.selected && myTurn(p) ? targets(legalMoves(p), sel.selected, sel.turn) : [];
function choose(sel, legal, tile) {
  sel.selected = tile;
  if (!targets(legal, tile, sel.turn).length) {
    const k = [1, 2, 3].map((d) => (sel.turn + d) % 4).find((d) => targets(legal, tile, d).length);
    if (k !== void 0) sel.turn = k;
  }
  const first = targets(legal, tile, sel.turn)[0];
  if (first) sel.cursor = first.cells[1];
  sel.ghost = sel.cursor ? cellsOf(sel.turn, sel.cursor) : null;
}
function rotate(sel) {
  if (!sel.selected) return false;
  sel.turn = (sel.turn + 1) % 4;
  if (sel.cursor) sel.ghost = cellsOf(sel.turn, sel.cursor);
  return true;
}
function nextTarget(sel, places) {
  if (!places.length) return false;
  const i = places.findIndex((x) => sel.cursor && sameCell(x.cells[1], sel.cursor));
  sel.cursor = places[(i + 1) % places.length].cells[1];
  sel.ghost = cellsOf(sel.turn, sel.cursor);
  return true;
}
function moveTo(sel, cell) {
  sel.cursor = cell;
  sel.ghost = cellsOf(sel.turn, cell);
}
function snap(sel, places, cell) {
  const hit = places.find((x) => sameCell(x.cells[1], cell)) || places.find((x) => x.cells.some((c) => sameCell(c, cell)));
  return hit ? hit.cells : cellsOf(sel.turn, cell);
}
function settle(sel, p) {
  if (sel.selected && !hand(p).includes(sel.selected)) {
    sel.selected = null;
    sel.ghost = null;
  }
  const drawn = drawnTile(p);
  if (drawn && myTurn(p) && sel.selected !== drawn) choose(sel, legalMoves(p), drawn);
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
function prompt(p, lang, own = () => null) {
  const v = p.view || {};
  return phaseWords(p, lang) ?? own() ?? (v.phase != null ? t(lang, "phase_plain", { player: playerName(lang, v.to_move ?? 0), phase: named(v.phase) }) : null);
}

// src/chromino/draw.js
var MINI = 16;
function miniTile(tile, { colorblind, prefix, lang = "en", unit = MINI, cls = "gl-mini" } = {}) {
  return s(
    "svg",
    { class: cls, width: unit * 3, height: unit, viewBox: `0 0 ${unit * 3} ${unit}`, role: "img", "aria-label": tileName(tile, lang) },
    ...[...tile].map((c, i) => square(c, i * unit, 0, unit, { colorblind, prefix, lang })),
    s("rect", { x: 0.75, y: 0.75, width: unit * 3 - 1.5, height: unit - 1.5, rx: 2, fill: "none", stroke: "#1b1b1b", "stroke-width": 1.5 })
  );
}
function tileOutline(cells) {
  const xs = cells.map((c) => c[0]), ys = cells.map((c) => c[1]);
  const x = Math.min(...xs) * U, y = Math.min(...ys) * U;
  return s("rect", {
    class: "gl-outline",
    x: x + 1.5,
    y: y + 1.5,
    width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 3,
    height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 3,
    rx: 1
  });
}
function tileNode(e, i, { colorblind, prefix, lang = "en", cls = "" }) {
  return s(
    "g",
    { class: `tile ${cls}`.trim(), "data-tile": e.tile, "data-order": i, "data-cells": String(e.cells) },
    ...e.cells.map((c, j) => square(e.tile[j], c[0] * U, c[1] * U, U, { colorblind, prefix, lang })),
    tileOutline(e.cells)
  );
}
function targetNodes(places) {
  return places.map((x) => {
    const xs = x.cells.map((c) => c[0]), ys = x.cells.map((c) => c[1]);
    return s(
      "g",
      { class: "gl-target", "data-testid": "target", "data-cells": JSON.stringify(x.cells) },
      s("rect", {
        x: Math.min(...xs) * U + 3,
        y: Math.min(...ys) * U + 3,
        width: (Math.max(...xs) - Math.min(...xs) + 1) * U - 6,
        height: (Math.max(...ys) - Math.min(...ys) + 1) * U - 6,
        rx: 6
      }),
      s("circle", { cx: (x.cells[1][0] + 0.5) * U, cy: (x.cells[1][1] + 0.5) * U, r: U * 0.12 })
    );
  });
}
function focusNodes(p) {
  const f = p.feedback || {};
  const cells = isLive(p) && f.ply === p.ply && Array.isArray(f.focus) ? f.focus.filter((c) => Array.isArray(c) && c.length === 2) : [];
  return cells.map(([x, y]) => s("rect", { class: "gl-focus-sq", "data-testid": "focus", x: x * U + 2, y: y * U + 2, width: U - 4, height: U - 4, rx: 4 }));
}
function ghostNode(tile, cells, ok, { colorblind, prefix, lang = "en" }) {
  return s(
    "g",
    { class: ok ? "gl-ghost-ok" : "gl-ghost-bad", "data-legal": ok ? "1" : "0", "data-cells": JSON.stringify(cells) },
    ...cells.map((c, j) => square(tile[j], c[0] * U, c[1] * U, U, { colorblind, prefix, lang })),
    tileOutline(cells)
  );
}
function rackButtons(p, sel, { prefix, onSelect }) {
  const lg = langOf(p), turn = myTurn(p), cb = !!p.colorblind, drawn = drawnTile(p);
  return hand(p).map((tile, i) => {
    const n = placesOf(p, tile), picked = tile === sel.selected;
    const badge = !turn ? "" : n === 0 ? t2(lg, "no_place") : t2(lg, "places", { n });
    return h(
      "button",
      {
        class: ["gl-rack-tile", picked && "gl-selected", tile === drawn && "gl-drawn", turn && n === 0 && "gl-dim"].filter(Boolean).join(" "),
        "data-testid": "rack-tile",
        "data-tile": tile,
        "aria-pressed": picked ? "true" : "false",
        title: labelled(lg, i + 1, tileName(tile, lg)),
        disabled: !turn || drawn && tile !== drawn ? true : null,
        onclick: () => onSelect(tile)
      },
      h("span", { class: "gl-rack-key" }, String(i + 1)),
      h("span", { class: "gl-rack-svg", style: `transform: rotate(${picked ? sel.turn * 90 : 0}deg)` }, miniTile(tile, { colorblind: cb, prefix, lang: lg, unit: 22 })),
      h("span", { class: "gl-rack-badge" }, tile === drawn ? t2(lg, "drawn") : badge)
    );
  });
}
var rackTitle = (p, humans2) => p.seat == null ? "" : humans2 > 1 ? t2(langOf(p), "rack_of", { player: playerName(langOf(p), p.seat) }) : t2(langOf(p), "rack");
function seatInfo(p, q, { prefix }) {
  const v = shown(p), lg = langOf(p), cb = !!p.colorblind, n = v.hand_sizes?.[q] ?? 0, out = [];
  out.push(h("span", { class: "gl-chip-count", "data-testid": `tiles-${q}` }, t(lg, "tiles_left", { n })));
  const shownHand = v.hands?.[q];
  if (q !== p.seat && Array.isArray(shownHand) && shownHand.length === 1)
    out.push(h("span", { class: "gl-chip-last", title: t2(lg, "last_tile") }, miniTile(shownHand[0], { colorblind: cb, prefix, lang: lg, unit: 12 })));
  if (p.options?.scoring === "expert") out.push(h("span", { class: "gl-chip-score", "data-testid": `score-${q}` }, t(lg, "points", { n: v.scores?.[q] ?? 0 })));
  if ((v.out || []).includes(q)) out.push(h("span", { class: "gl-chip-out" }, t(lg, "out")));
  return out;
}
var LOG_KEYS = {
  start: () => "log_start",
  place: (e) => e.points !== void 0 ? "log_place_points" : "log_place",
  draw: () => "log_draw",
  pass: () => "log_pass",
  keep: () => "log_keep",
  reveal: () => "log_reveal"
};
function logText(p, e, i = null) {
  const lg = langOf(p);
  const said = i === null ? null : eventWords(p, i, lg);
  if (said !== null) return said;
  if (!LOG_KEYS[e.event]) return plainEvent(lg, e);
  return t2(lg, LOG_KEYS[e.event](e), { player: playerName(lg, e.player ?? e.first_player ?? 0), tile: e.tile == null ? e.tile : tileName(e.tile, lg), points: e.points, n: e.count });
}
function logLines(p, { prefix }) {
  const lg = langOf(p), cb = !!p.colorblind;
  const tileOf = (tile) => h("span", { class: "gl-log-tile" }, miniTile(tile, { colorblind: cb, prefix, lang: lg, unit: 10 }), ` ${tileName(tile, lg)}`);
  const log = shown(p).log || [], from = Math.max(0, log.length - 40);
  return log.slice(from).map((e, j) => {
    if (!LOG_KEYS[e.event] || eventWords(p, from + j, lg) !== null) return logText(p, e, from + j);
    const [a, b] = logText(p, { ...e, tile: "\0" }).split("\0");
    return b === void 0 ? h("span", {}, a) : h("span", {}, a, tileOf(e.tile), b);
  });
}
function outcomeNodes(p, headline) {
  const o = p.outcome || {}, lg = langOf(p);
  const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((q) => playerName(lg, q) + (o.scores ? ` (${t(lg, "points", { n: o.scores[q] })})` : "")).join(" = ")}`).join("  ·  ");
  return [h("strong", {}, headline), h("div", {}, o.messages?.[lg] ?? ""), h("div", { class: "gl-ranking" }, labelled(lg, t(lg, "ranking"), ranking))];
}
function legendNodes(p, prefix) {
  const lg = langOf(p);
  return [t2(lg, "legend"), ...Object.entries(COLOURS).map(([c, col]) => h(
    "span",
    { class: "gl-legend-item" },
    s("svg", { width: 18, height: 18, viewBox: `0 0 ${U} ${U}` }, square(c, 0, 0, U, { colorblind: true, prefix, lang: lg })),
    ` ${c === "*" ? "✱" : letterOf(c, lg)} ${col[lg]}`
  ))];
}

// src/chromino/text.js
function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return t2(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${t2(lg, "over")} ${o.winners.length === 0 ? t2(lg, "nobody") : t2(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return t(lg, "handover_title", { player: playerName(lg, p.handover) });
  const player = playerName(lg, v.to_move);
  if (p.thinking != null) return t(lg, "thinking", { player: playerName(lg, p.thinking) });
  if (!myTurn(p)) return p.seat == null && !p.seats?.includes("human") ? t(lg, "spectator") : t(lg, "waiting", { player });
  return prompt(p, lg, () => {
    if (v.phase === "place_drawn") return t2(lg, can(p, "pass") ? "place_drawn_optional" : "place_drawn", { player, tile: tileName(v.drawn, lg) });
    if (v.phase !== "play") return null;
    if (can(p, "place")) return t2(lg, "your_turn", { player });
    return t2(lg, can(p, "draw") ? "must_draw" : "must_pass", { player });
  });
}
function hintText(p, sel) {
  const lg = langOf(p);
  if (!myTurn(p) || !can(p, "place")) return "";
  if (!sel.selected) return t2(lg, "hint_select", { n: Math.min(9, hand(p).length) });
  const here = tileTargets(sel, p).length, all = placesOf(p, sel.selected);
  if (here) return t2(lg, "hint_places", { n: here });
  return all ? t2(lg, "hint_turn", { n: all }) : t2(lg, "hint_none");
}
var cellText = (lg, [x, y]) => t2(lg, "cell", { x, y });
var squaresText = (lg, tile, cells) => [...tile].map((c, i) => `${COLOURS[c]?.[lg] ?? c} ${cellText(lg, cells[i])}`).join(lg === "fr" ? " ; " : "; ");
function lieText(lg, tile, cells) {
  const [a, , b] = cells, how = t2(lg, a[1] === b[1] ? "lie_h" : "lie_v");
  if (tile[0] === tile[2]) return how;
  const end = a[1] === b[1] ? b[0] > a[0] ? "end_left" : "end_right" : b[1] > a[1] ? "end_top" : "end_bottom";
  return t2(lg, end, { how, colour: COLOURS[tile[0]]?.[lg] ?? tile[0] });
}
function moveText(lg, m) {
  if (m?.type === "place") return t2(lg, "move_place", { tile: tileName(m.tile, lg), where: cellText(lg, m.cells[1]), how: lieText(lg, m.tile, m.cells) });
  if (m?.type === "draw") return t2(lg, "move_draw");
  if (m?.type === "pass") return t2(lg, "move_pass");
  return plainMove(lg, m);
}
function narration(p) {
  const log = shown(p).log || [];
  return log.length ? logText(p, log[log.length - 1], log.length - 1) : "";
}
function textSections(p) {
  const lg = langOf(p), v = shown(p), board = v.board || [];
  const out = [{ heading: t2(lg, "tf_table", { n: board.length }), lines: board.map((e) => t2(lg, "tf_tile", { tile: tileName(e.tile, lg), squares: squaresText(lg, e.tile, e.cells) })) }];
  const mine = isLive(p) ? hand(p) : [];
  if (mine.length) out.push({ heading: t2(lg, "tf_hand"), lines: mine.map((tile) => `${tileName(tile, lg)}${lg === "fr" ? " : " : ": "}${[...tile].map((c) => COLOURS[c]?.[lg] ?? c).join(", ")}`) });
  out.push({ heading: t2(lg, "tf_seats"), lines: (p.seats || []).map((_, q) => t2(lg, "tf_seat", {
    player: playerName(lg, q),
    tiles: t(lg, "tiles_left", { n: v.hand_sizes?.[q] ?? 0 })
  })) });
  return out;
}

// src/chromino/viewbox.js
function viewBox(svg) {
  const vb = { box: null, userView: false };
  vb.set = (box) => {
    vb.box = box;
    svg.setAttribute("viewBox", `${box.x} ${box.y} ${box.w} ${box.h}`);
  };
  vb.fit = (board, force = false, around = null) => {
    if (force) vb.userView = false;
    if (vb.userView && vb.box) return;
    const r = svg.getBoundingClientRect();
    vb.set(fitBox(board, r.width && r.width < PHONE_PX ? { w: r.width / MIN_PX, h: r.height / MIN_PX } : null, around));
  };
  vb.scale = () => {
    const r = svg.getBoundingClientRect();
    return Math.max(vb.box.w / (r.width || vb.box.w), vb.box.h / (r.height || vb.box.h));
  };
  vb.toUser = (cx, cy) => {
    const ctm = svg.getScreenCTM?.();
    if (ctm && svg.createSVGPoint) {
      const p = svg.createSVGPoint();
      p.x = cx;
      p.y = cy;
      const q = p.matrixTransform(ctm.inverse());
      return { x: q.x, y: q.y };
    }
    const r = svg.getBoundingClientRect(), sc = vb.scale(), b = vb.box;
    return { x: b.x + (cx - r.left - (r.width - b.w / sc) / 2) * sc, y: b.y + (cy - r.top - (r.height - b.h / sc) / 2) * sc };
  };
  vb.cellAt = (evt) => cellAt(vb.toUser(evt.clientX, evt.clientY));
  vb.zoomBy = (f, at) => {
    vb.userView = true;
    vb.set(zoomBox(vb.box, f, at));
  };
  vb.panBy = (dx, dy, from = vb.box) => {
    vb.userView = true;
    vb.set({ ...from, x: from.x + dx, y: from.y + dy });
  };
  vb.stepBy = (dx, dy) => vb.panBy(dx * U, dy * U);
  return vb;
}

// src/chromino/input.js
function bindPointer(svg, { vb, sel, now, act }, signal) {
  let pan = null, suppressClick = false;
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    vb.zoomBy(Math.exp(e.deltaY * 15e-4), vb.toUser(e.clientX, e.clientY));
  }, { passive: false, signal });
  svg.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    pan = { x: e.clientX, y: e.clientY, box: { ...vb.box }, moved: false, id: e.pointerId };
  }, { signal });
  svg.addEventListener("pointermove", (e) => {
    if (pan) {
      const dx = e.clientX - pan.x, dy = e.clientY - pan.y;
      if (!pan.moved && Math.hypot(dx, dy) > 5) {
        pan.moved = true;
        svg.setPointerCapture?.(pan.id);
        svg.classList.add("gl-panning");
      }
      if (pan.moved) {
        const sc = vb.scale();
        vb.panBy(-dx * sc, -dy * sc, pan.box);
        return;
      }
    }
    const p = now();
    if (!sel.selected || !myTurn(p)) return;
    const cell = vb.cellAt(e);
    if (sel.cursor && sameCell(cell, sel.cursor)) return;
    sel.cursor = cell;
    sel.ghost = snap(sel, tileTargets(sel, p), cell);
    act.drawGhost();
  }, { signal });
  const endPan = () => {
    if (pan?.moved) suppressClick = true;
    pan = null;
    svg.classList.remove("gl-panning");
  };
  svg.addEventListener("pointerup", endPan, { signal });
  svg.addEventListener("pointercancel", endPan, { signal });
  svg.addEventListener("pointerleave", () => {
    if (!pan) {
      sel.ghost = null;
      act.drawGhost();
    }
  }, { signal });
  svg.addEventListener("click", (e) => {
    if (suppressClick) {
      suppressClick = false;
      return;
    }
    const p = now();
    if (!sel.selected || !myTurn(p)) return;
    const cells = snap(sel, tileTargets(sel, p), vb.cellAt(e));
    sel.cursor = cells[1];
    act.place(cells);
  }, { signal });
}
var ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
function bindKeys(root, { vb, sel, now, act }, signal) {
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key, p = now(), mine = hand(p);
    let done = true;
    if (/^[1-9]$/.test(k) && mine[Number(k) - 1] && myTurn(p)) act.select(mine[Number(k) - 1]);
    else if (k === "r" || k === "R") act.rotate();
    else if (ARROWS[k] && sel.selected && myTurn(p)) {
      const [dx, dy] = ARROWS[k], c = sel.cursor || [0, 0];
      moveTo(sel, [c[0] + dx, c[1] + dy]);
      act.drawGhost();
    } else if (ARROWS[k]) vb.stepBy(...ARROWS[k]);
    else if ((k === "Enter" || k === " ") && sel.ghost && e.target === root) act.place(sel.ghost);
    else if (k === "n" || k === "N") act.nextTarget();
    else if (k === "d" || k === "D") {
      if (can(p, "draw")) act.sendMove({ type: "draw" });
    } else if (k === "p" || k === "P") {
      if (can(p, "pass")) act.sendMove({ type: "pass" });
    } else if (k === "u" || k === "U") {
      if (p.can_undo) act.undo();
    } else if (k === "+" || k === "=") vb.zoomBy(1 / 1.25);
    else if (k === "-") vb.zoomBy(1.25);
    else if (k === "0") act.fit();
    else if (k === "Escape") act.drop();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}

// src/chromino/render.js
function skeleton(prefix, on) {
  const btn = (id, onclick, cls = "", label) => h("button", { "data-testid": id, class: cls, onclick }, label);
  const layers = {
    tiles: s("g", { class: "gl-tiles" }),
    targets: s("g", { class: "gl-targets" }),
    focus: s("g", { class: "gl-focus" }),
    ghost: s("g", { class: "gl-ghost", "data-testid": "ghost" })
  };
  const defs = patternDefs(prefix, U);
  defs.append(s(
    "pattern",
    { id: `${prefix}grid`, patternUnits: "userSpaceOnUse", width: U, height: U },
    s("path", { d: `M ${U} 0 L 0 0 0 ${U}`, fill: "none", stroke: "#e2d9c6", "stroke-width": 1 })
  ));
  const svg = s(
    "svg",
    { class: "gl-svg", role: "img", "aria-label": "Chromino", preserveAspectRatio: "xMidYMid meet" },
    defs,
    s("rect", { class: "gl-bg", x: -1e5, y: -1e5, width: 2e5, height: 2e5, fill: `url(#${prefix}grid)` }),
    layers.tiles,
    layers.targets,
    layers.focus,
    layers.ghost
  );
  const e = {
    svg,
    layers,
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
    rotateBtn: btn("rotate", on.rotate),
    drawBtn: btn("draw", on.draw, "gl-primary"),
    passBtn: btn("pass", on.pass),
    undoBtn: btn("undo", on.undo),
    hint: h("div", { class: "gl-hint", "data-testid": "hint" }),
    keys: h("div", { class: "gl-keys" }),
    legend: h("div", { class: "gl-legend", "data-testid": "legend" }),
    replay: replayBar(on.replay),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    narration: narrator(),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    textForm: h("details", { class: "gl-text-form", "data-testid": "text-form" }),
    tutorial: tutorialBubble()
  };
  e.rack = h("div", { class: "gl-rack", "data-testid": "hand" }, e.rackTiles);
  e.root = h(
    "div",
    { class: "gl-root gl-chromino", tabindex: 0, "data-testid": "chromino" },
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.bag, e.cbBtn, e.langBtn)),
    e.seats,
    e.tutorial,
    e.outcome,
    // a refusal is said on the table, where the tile was tried (above it, the banner was off the screen while the rack was in view)
    h("div", { class: "gl-main" }, h("div", { class: "gl-board", "data-testid": "board" }, svg, e.zoom, e.feedback), e.log),
    h("div", { class: "gl-play" }, h("div", { class: "gl-play-head" }, e.rackTitle, h("div", { class: "gl-actions" }, e.rotateBtn, e.drawBtn, e.passBtn, e.undoBtn)), e.rack),
    e.hint,
    e.why,
    e.legend,
    e.replay,
    e.keys,
    e.textForm,
    e.narration,
    e.handover
  );
  return e;
}
function drawTiles(layer, p, memo, { prefix }) {
  const tiles = shown(p).board || [], cb = !!p.colorblind, lang = langOf(p), step = replayStep(p);
  const fresh = memo.seen && memo.seen.step === step && memo.seen.seed === p.seed && tiles.length > memo.seen.n ? memo.seen.n : tiles.length;
  memo.seen = { n: tiles.length, step, seed: p.seed };
  const cls = (i) => [i >= fresh && "gl-new", i === tiles.length - 1 && tiles.length > 1 && "gl-last"].filter(Boolean).join(" ");
  const key = `${cb}|${lang}|${step}|${p.seed}`, drawn = layer.children;
  const same = memo.key === key && drawn.length <= tiles.length && drawn.length > 0 && [...drawn].every((g, i) => g.dataset.tile === tiles[i].tile && g.dataset.cells === String(tiles[i].cells));
  if (same) {
    for (const g of drawn) g.classList.remove("gl-last", "gl-new");
    for (let i = drawn.length; i < tiles.length; i++) layer.append(tileNode(tiles[i], i, { colorblind: cb, prefix, lang, cls: cls(i) }));
    if (tiles.length > 1) drawn[tiles.length - 1].classList.add("gl-last");
  } else put(layer, ...tiles.map((e, i) => tileNode(e, i, { colorblind: cb, prefix, lang, cls: cls(i) })));
  memo.key = key;
}
var lastMiddle = (board) => board?.length ? board[board.length - 1].cells[1] : null;
function render({ model, el, signal }) {
  const prefix = uniquePrefix("chromino"), sel = newSelection(), memo = { seen: null, key: null, dismissed: null };
  const now = () => snapshot2(model);
  const sendMove = (move) => {
    if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") });
  };
  const e = skeleton(prefix, {
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    zoomIn: () => vb.zoomBy(1 / 1.25),
    zoomOut: () => vb.zoomBy(1.25),
    fit: () => act.fit(),
    rotate: () => act.rotate(),
    draw: () => sendMove({ type: "draw" }),
    pass: () => sendMove({ type: "pass" }),
    undo: () => act.undo(),
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k)
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
    select: (tile) => {
      choose(sel, legalMoves(now()), tile);
      draw();
      e.root.focus({ preventScroll: true });
    },
    rotate: () => {
      if (rotate(sel)) draw();
    },
    nextTarget: () => {
      if (nextTarget(sel, tileTargets(sel, now()))) drawGhost();
    },
    place: (cells) => {
      if (sel.selected && myTurn(now())) sendMove({ type: "place", tile: sel.selected, cells });
    },
    sendMove,
    undo: () => intent(model, { type: "undo" }),
    fit: () => vb.fit(shown(now()).board || [], true, lastMiddle(shown(now()).board)),
    drop: () => {
      sel.selected = null;
      sel.ghost = null;
      draw();
    },
    drawGhost: () => drawGhost()
  };
  bindPointer(e.svg, { vb, sel, now, act }, signal);
  bindKeys(e.root, { vb, sel, now, act }, signal);
  function drawControls(p) {
    const lg = langOf(p), turn = myTurn(p);
    e.rotateBtn.textContent = `⟳ ${t2(lg, "turn")} (R)`;
    e.drawBtn.textContent = `${t2(lg, "draw")} (D)`;
    e.passBtn.textContent = `${t2(lg, "pass")} (P)`;
    e.undoBtn.textContent = `↶ ${t2(lg, "undo")} (U)`;
    e.rotateBtn.disabled = !(turn && sel.selected);
    e.drawBtn.disabled = !(turn && can(p, "draw"));
    e.passBtn.disabled = !(turn && can(p, "pass"));
    e.undoBtn.disabled = !(isLive(p) && p.can_undo);
    for (const b of e.zoom.children) b.title = t2(lg, { "zoom-in": "zoom_in", "zoom-out": "zoom_out", fit: "fit" }[b.dataset.testid]);
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${t2(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    e.keys.textContent = t2(lg, "keys");
  }
  function draw() {
    const p = now(), lg = langOf(p), v = p.view || {}, o = p.outcome || {}, cb = !!p.colorblind;
    settle(sel, p);
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !isLive(p));
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.seed.hidden = p.seed == null;
    e.seed.textContent = p.seed == null ? "" : t(lg, "seed", { seed: p.seed });
    e.bag.textContent = t2(lg, "bag", { n: shown(p).bag_size ?? v.bag_size ?? 0 });
    e.status.textContent = statusText(p);
    renderSeats(e.seats, {
      seats: p.seats || [],
      seat: p.seat,
      toMove: o.reason ? null : shown(p).to_move,
      thinking: isLive(p) ? p.thinking : null,
      winners: o.winners || [],
      lang: lg,
      info: (q) => seatInfo(p, q, { prefix })
    });
    const f = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => {
      memo.dismissed = JSON.stringify(f);
      e.feedback.hidden = true;
    });
    e.outcome.hidden = !o.reason;
    put(e.outcome, ...o.reason ? outcomeNodes(p, statusText(p)) : []);
    e.rack.hidden = p.seat == null || !isLive(p);
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
    put(e.legend, ...cb ? legendNodes(p, prefix) : []);
    renderLog(e.log, logLines(p, { prefix }), lg);
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    renderHandover(e.handover, { handover: p.handover, lang: lg, canUndo: !!p.can_undo, words: STR }, () => intent(model, { type: "take_seat" }), act.undo);
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }
  redrawOn(model, TRAITS2, draw, signal);
  draw();
  return () => e.root.remove();
}

// src/chromino.js
var chromino_default = { render };
export {
  STR,
  U,
  bounds,
  cellsOf,
  chromino_default as default,
  placeKey,
  targets
};
