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
var listed = (set) => `[${[...set].sort().map((f2) => `'${f2}'`).join(", ")}]`;
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
var extend = (own2) => words({ ...STRINGS, ...own2 });
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
  const weight = (c) => ["visits", "score", "value"].filter((f2) => f2 in c && c[f2] != null).map((f2) => t(lang, `why_${f2}`, { n: figure(lang, c[f2]) })).join(" · ");
  const shown2 = ["score", "visits"].filter((f2) => why.some((w) => w.candidates.some((c) => c[f2] != null)));
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
    ...shown2.map((f2) => h("div", { class: "gl-why-note", "data-testid": `why-note-${f2}` }, t(lang, `why_note_${f2}`, {}, words2)))
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

// src/centrix/strings.js
var STR = extend({
  handover_button: { en: "I am {player}: show my cards", fr: "Je suis {player} : montrer mes cartes" },
  handover_note: {
    en: "{player}'s cards stay hidden until they take the device.",
    fr: "Les cartes de {player} restent cachées jusqu'à ce qu'il ou elle prenne l'appareil."
  },
  your_turn: { en: "{player}, your turn: choose a card.", fr: "{player}, à vous : choisissez une carte." },
  your_turn_more: {
    en: "{player}, play another card or end your turn ({n} played).",
    fr: "{player}, jouez une autre carte ou finissez votre tour ({n} jouée(s))."
  },
  no_play: { en: "{player}, no card can be played: end your turn.", fr: "{player}, aucune carte ne peut être jouée : finissez votre tour." },
  cards: { en: "Your cards", fr: "Vos cartes" },
  cards_of: { en: "Cards of {player}", fr: "Cartes : {player}" },
  end_turn: { en: "End turn", fr: "Finir le tour" },
  turn_only: { en: "Turn only", fr: "Tourner seulement" },
  ring_none: { en: "No turn", fr: "Pas de rotation" },
  ring_n: { en: "Ring {n}", fr: "Anneau {n}" },
  ccw: { en: "Counter-clockwise", fr: "Sens inverse" },
  cw: { en: "Clockwise", fr: "Sens des aiguilles" },
  more: { en: "One more square", fr: "Une case de plus" },
  less: { en: "One square less", fr: "Une case de moins" },
  turn_label: { en: "Turn a ring (optional):", fr: "Tourner un anneau (facultatif) :" },
  amount: { en: "{n} square(s)", fr: "{n} case(s)" },
  deck: { en: "Deck: {n}", fr: "Pioche : {n}" },
  discard: { en: "Discard: {n}", fr: "Défausse : {n}" },
  discard_top: { en: "top card: {card}", fr: "dessus : {card}" },
  cards_n: { en: ["{n} card", "{n} cards"], fr: ["{n} carte", "{n} cartes"] },
  on_top: { en: "{n}/3 on top", fr: "{n}/3 au sommet" },
  place: { en: "place {n}", fr: "place {n}" },
  hint_card: { en: "Choose a card: click it, or press 1–3.", fr: "Choisissez une carte : cliquez dessus, ou tapez 1–3." },
  hint_targets: {
    en: "{n} highlighted square(s) for pawn {mark}: click one, or press N then Enter.",
    fr: "{n} case(s) en surbrillance pour le pion {mark} : cliquez, ou tapez N puis Entrée."
  },
  hint_pawn: {
    en: "Choose one of your pawns with a highlighted ring (click it or press P): {n} of them can move.",
    fr: "Choisissez un de vos pions cerclés (cliquez ou tapez P) : {n} peuvent bouger."
  },
  hint_none: {
    en: "No pawn can move with this card and this turn: change the turn, play the turn alone (T), or choose another card.",
    fr: "Aucun pion ne peut bouger avec cette carte et cette rotation : changez la rotation, tournez seulement (T) ou prenez une autre carte."
  },
  hint_turn_only: {
    en: "This card can only turn a ring here: press T (Turn only).",
    fr: "Ici, cette carte ne peut que faire tourner un anneau : tapez T (Tourner seulement)."
  },
  keys: {
    en: "Keys: 1–3 card · R ring to turn · ← → direction · + − amount (spin wild) · P pawn · N next square · Enter play · T turn only · E end turn · U undo · Escape cancel",
    fr: "Touches : 1–3 carte · R anneau à tourner · ← → sens · + − nombre de cases (joker rotation) · P pion · N case suivante · Entrée jouer · T tourner seulement · E finir le tour · U annuler · Échap effacer"
  },
  colour_R: { en: "red", fr: "rouge" },
  colour_O: { en: "orange", fr: "orange" },
  colour_Y: { en: "yellow", fr: "jaune" },
  colour_G: { en: "green", fr: "vert" },
  colour_B: { en: "blue", fr: "bleu" },
  colour_W: { en: "white", fr: "blanc" },
  // a card's colour agrees with « carte »: « la carte verte 2 »
  card_colour_R: { en: "red", fr: "rouge" },
  card_colour_O: { en: "orange", fr: "orange" },
  card_colour_Y: { en: "yellow", fr: "jaune" },
  card_colour_G: { en: "green", fr: "verte" },
  card_colour_B: { en: "blue", fr: "bleue" },
  card_colour_W: { en: "white", fr: "blanche" },
  card_ANY: { en: "any-colour wild", fr: "joker toutes couleurs" },
  card_SPIN: { en: "unlimited-spin wild", fr: "joker rotation illimitée" },
  card_n: { en: "{colour} {n}", fr: "{colour} {n}" },
  clock: { en: "{h} o'clock", fr: "{h} h" },
  at: { en: "ring {ring} at {clock}", fr: "l'anneau {ring} à {clock}" },
  top: { en: "the top", fr: "le sommet" },
  reserve: { en: "the reserve", fr: "la réserve" },
  dir_cw: { en: "clockwise", fr: "dans le sens des aiguilles d'une montre" },
  dir_ccw: { en: "counter-clockwise", fr: "dans le sens inverse des aiguilles d'une montre" },
  squares: { en: ["by 1 square", "by {n} squares"], fr: ["d'une case", "de {n} cases"] },
  pawn: { en: "pawn {mark}", fr: "pion {mark}" },
  log_start: { en: "{player} plays first.", fr: "{player} commence." },
  log_play: { en: "{player} played the {card}", fr: "{player} a joué la carte {card}" },
  log_turn: { en: ", turned ring {ring} {amount} {dir}", fr: ", a tourné l'anneau {ring} {amount} {dir}" },
  log_move: { en: ", moved pawn {mark} to {to}", fr: ", a déplacé le pion {mark} vers {to}" },
  log_bump: { en: "; pawn {mark} was bumped to {to}", fr: " ; le pion {mark} a été bousculé vers {to}" },
  log_end: { en: ".", fr: "." },
  log_end_turn: {
    en: ["{player} ended the turn and drew {n} card.", "{player} ended the turn and drew {n} cards."],
    fr: ["{player} a fini son tour et a pioché {n} carte.", "{player} a fini son tour et a pioché {n} cartes."]
  },
  log_end_turn_0: { en: "{player} ended the turn.", fr: "{player} a fini son tour." },
  log_reshuffle: { en: "The discard was shuffled into a new deck of {n} cards.", fr: "La défausse a été mélangée : nouvelle pioche de {n} cartes." },
  log_finish: { en: "{player} has three pawns on the top: place {place}.", fr: "{player} a ses trois pions au sommet : place {place}." },
  move_play: { en: "{card}{turn}{move}", fr: "{card}{turn}{move}" },
  move_turn: { en: ", turn ring {ring} {amount} {dir}", fr: ", tourner l'anneau {ring} {amount} {dir}" },
  move_pawn: { en: ", pawn {mark} to {to}", fr: ", pion {mark} vers {to}" },
  move_end: { en: "end the turn", fr: "finir le tour" },
  tf_top: { en: "The top (level 7)", fr: "Le sommet (niveau 7)" },
  tf_ring: { en: "Ring {n} (turned {off} from the start)", fr: "Anneau {n} (tourné de {off} depuis le début)" },
  tf_square: { en: "{clock}: {colour}", fr: "{clock} : {colour}" },
  tf_pawn: { en: ", pawn {mark} of {player}", fr: ", pion {mark} de {player}" },
  tf_empty: { en: "no pawn", fr: "aucun pion" },
  tf_reserves: { en: "Reserves", fr: "Réserves" },
  tf_reserve: { en: "{player}: {marks}", fr: "{player} : {marks}" },
  tf_hand: { en: "Your cards", fr: "Vos cartes" },
  tf_players: { en: "Players", fr: "Joueurs" },
  tf_player: { en: "{player}: {cards}, pawns {marks}", fr: "{player} : {cards}, pions {marks}" },
  tf_piles: { en: "Deck and discard", fr: "Pioche et défausse" },
  board_label: {
    en: "Centrix board seen from above: six rings around the black top",
    fr: "Plateau de Centrix vu de dessus : six anneaux autour du sommet noir"
  },
  legend: { en: "Square colours:", fr: "Couleurs des cases :" },
  finished: { en: "Finishing order: {list}", fr: "Ordre d'arrivée : {list}" }
});
var t2 = (lang, key, params) => t(lang, key, params, STR);

// src/centrix/geometry.js
var RINGS = 6;
var SECTORS = 12;
var TOP_R = 64;
var RING_W = 44;
var PAWN_R = 14;
var OUTER = TOP_R + RINGS * RING_W;
var RESERVE_Y = OUTER + 62;
var VIEWBOX = [-OUTER - 40, -OUTER - 40, 2 * OUTER + 80, 2 * OUTER + 40 + 62 + 50];
var mod = (a, n) => (a % n + n) % n;
var inner = (L) => TOP_R + (RINGS - L) * RING_W;
var angleOf = (s2) => -90 + s2 * (360 / SECTORS);
function polar(r, deg) {
  const a = deg * Math.PI / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
}
var f = (x) => Math.round(x * 100) / 100;
function squarePath(L, s2) {
  const r0 = inner(L) + 1.5, r1 = inner(L) + RING_W - 1.5, a = angleOf(s2), h2 = 15 - 0.9;
  const [x0, y0] = polar(r1, a - h2), [x1, y1] = polar(r1, a + h2), [x2, y2] = polar(r0, a + h2), [x3, y3] = polar(r0, a - h2);
  return `M${f(x0)},${f(y0)} A${f(r1)},${f(r1)} 0 0 1 ${f(x1)},${f(y1)} L${f(x2)},${f(y2)} A${f(r0)},${f(r0)} 0 0 0 ${f(x3)},${f(y3)} Z`;
}
var centreOf = (L, s2, extra = 0) => polar(inner(L) + RING_W / 2, angleOf(s2) + extra);
var colourAt = (view, L, s2) => view.rings[L - 1][mod(s2 - view.offsets[L - 1], SECTORS)];
function topSpot(k) {
  if (k < 6) return polar(24, -90 + k * 60);
  return polar(47, -75 + (k - 6) * 30);
}
var reserveBox = (p, n) => [(p - (n - 1) / 2) * Math.min(124, (2 * OUTER + 60) / n), RESERVE_Y];
function reserveSpot(p, i, n) {
  const [x, y] = reserveBox(p, n);
  return [x + (i - 1) * 34, y];
}
var pawnKey = (p, i) => `${p}-${i}`;
var mark = (p, i) => `${p + 1}${"abc"[i]}`;
function pawnsOf(view) {
  return (view.pawns || []).flatMap((row, p) => row.map((at, i) => ({ key: pawnKey(p, i), p, i, at })));
}
function spotOf(view, p, i, at, turning = null) {
  if (at === null || at === void 0) return reserveSpot(p, i, view.pawns.length);
  if (at === "top") {
    const k = pawnsOf(view).filter((x) => x.at === "top").findIndex((x) => x.p === p && x.i === i);
    return topSpot(Math.max(0, k));
  }
  const extra = turning && turning.ring === at[0] ? turning.deg : 0;
  return centreOf(at[0], at[1], extra);
}
var sameTurn = (a, b) => a == null && b == null || !!a && !!b && a.ring === b.ring && mod(a.steps - b.steps, SECTORS) === 0;
function turned(view, rotate) {
  if (!rotate) return view;
  const { ring, steps } = rotate;
  const offsets = view.offsets.map((o, k) => k === ring - 1 ? mod(o + steps, SECTORS) : o);
  const pawns = view.pawns.map((row) => row.map((at) => Array.isArray(at) && at[0] === ring ? [ring, mod(at[1] + steps, SECTORS)] : at));
  return { ...view, offsets, pawns };
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
var can = (p, type) => legalMoves(p).some((m) => m.type === type);
var humans = (p) => (p.seats || []).filter((x) => x === "human").length;

// src/centrix/projection.js
var TRAITS2 = TRAITS;
var snapshot2 = (model) => snapshot(model, TRAITS2);
var hand = (p) => p.seat == null || !isLive(p) ? [] : p.view?.hands?.[p.seat] || [];

// src/centrix/selection.js
var newSelection = () => ({ card: null, ring: null, dir: 1, amount: 1, pawn: null, target: null });
var isWild = (card) => card === "ANY" || card === "SPIN";
var valueOf = (card) => card && !isWild(card) ? Number(card[1]) : null;
function rotateOf(sel) {
  if (sel.card == null || sel.ring == null || sel.card === "ANY") return null;
  return { ring: sel.ring, steps: sel.dir * (sel.card === "SPIN" ? sel.amount : valueOf(sel.card)) };
}
var playsFor = (legal, card, rotate) => legal.filter((m) => m.type === "play" && m.card === card && sameTurn(m.rotate, rotate));
var ringsFor = (legal, card) => [...new Set(legal.filter((m) => m.type === "play" && m.card === card && m.rotate).map((m) => m.rotate.ring))].sort();
var atOf = (view, seat, i) => view.pawns?.[seat]?.[i] ?? null;
var movesPawn = (view, seat, m, i) => !!m.move && (m.move.pawn === i || atOf(view, seat, i) === null && atOf(view, seat, m.move.pawn) === null);
var moversOf = (view, seat, plays) => [0, 1, 2].filter((i) => plays.some((m) => movesPawn(view, seat, m, i)));
function targetsFor(view, seat, plays, i) {
  const out = [];
  for (const m of plays) {
    if (!movesPawn(view, seat, m, i)) continue;
    const key = JSON.stringify(m.move.to);
    if (!out.some((x) => JSON.stringify(x) === key)) out.push(m.move.to);
  }
  return out;
}
var turnOnly = (plays) => plays.find((m) => m.move === null) || null;
var buildMove = (sel, to) => ({
  type: "play",
  card: sel.card,
  rotate: rotateOf(sel),
  move: sel.pawn == null || to === void 0 ? null : { pawn: sel.pawn, to }
});
function chooseCard(sel, card) {
  Object.assign(sel, { card, ring: null, dir: 1, amount: 1, target: null });
}
function chooseRing(sel, ring) {
  if (sel.card === "ANY") ring = null;
  sel.ring = ring;
  sel.target = null;
}
function setDir(sel, d) {
  sel.dir = d < 0 ? -1 : 1;
  sel.target = null;
}
function changeAmount(sel, d) {
  if (sel.card !== "SPIN") return;
  sel.amount = Math.min(SECTORS - 1, Math.max(1, sel.amount + d));
  sel.target = null;
}
function cycle(items, current) {
  if (!items.length) return null;
  const k = items.findIndex((x) => JSON.stringify(x) === JSON.stringify(current));
  return items[(k + 1) % items.length];
}
function settle(sel, cards, view, seat, legal) {
  if (sel.card != null && !cards.includes(sel.card)) Object.assign(sel, newSelection());
  if (sel.card == null) return;
  const plays = playsFor(legal, sel.card, rotateOf(sel)), movers = moversOf(view, seat, plays);
  if (sel.pawn != null && !movers.includes(sel.pawn) && atOf(view, seat, sel.pawn) === "top") sel.pawn = null;
  if (sel.pawn == null && movers.length === 1) sel.pawn = movers[0];
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

// src/centrix/palette.js
var COLOURS2 = "ROYGBW";
var own = ({ fill: fill3, ink }) => ({ fill: fill3, ink });
var PALETTE = {
  R: own(COLOURS.R),
  O: { fill: "#f28e2b", ink: "#2b1600" },
  Y: own(COLOURS.Y),
  G: own(COLOURS.G),
  B: own(COLOURS.B),
  W: { fill: "#f4f4f0", ink: "#1f2328" }
};
var TOP_FILL = "#15171a";
var playerColour = (p) => COLOURS2[p % 6];
var star = (n, r0, r1) => Array.from({ length: 2 * n }, (_, k) => {
  const a = Math.PI * k / n - Math.PI / 2, r = k % 2 ? r0 : r1;
  return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
}).join(" ");
var ICONS = {
  R: (a) => s("polygon", { points: "0,-1 0.95,0.75 -0.95,0.75", ...a }),
  O: (a) => s("polygon", { points: "0,-1 1,0 0,1 -1,0", ...a }),
  Y: (a) => s("polygon", { points: star(5, 0.45, 1.05), ...a }),
  G: (a) => s("circle", { r: 0.85, ...a }),
  B: (a) => s("rect", { x: -0.78, y: -0.78, width: 1.56, height: 1.56, ...a }),
  W: (a) => s("polygon", { points: "-0.3,-1 0.3,-1 0.3,-0.3 1,-0.3 1,0.3 0.3,0.3 0.3,1 -0.3,1 -0.3,0.3 -1,0.3 -1,-0.3 -0.3,-0.3", ...a })
};
function icon(c, x, y, size, { ink = PALETTE[c].ink, cls = "cx-icon" } = {}) {
  return s(
    "g",
    { class: `${cls} cx-icon-${c}`, transform: `translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${size})` },
    ICONS[c]({ fill: ink, stroke: "none" })
  );
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
function eventLine(p, i, lang, own2 = () => null, skip = []) {
  const e = (shown(p).log || [])[i];
  return eventWords(p, i, lang) ?? own2(e) ?? plainEvent(lang, e, skip);
}
function prompt(p, lang, own2 = () => null) {
  const v = p.view || {};
  return phaseWords(p, lang) ?? own2() ?? (v.phase != null ? t(lang, "phase_plain", { player: playerName(lang, v.to_move ?? 0), phase: named(v.phase) }) : null);
}

// src/centrix/text.js
var colourName = (lg, c) => t2(lg, `colour_${c}`);
var cardName = (lg, card) => card === "ANY" || card === "SPIN" ? t2(lg, `card_${card}`) : t2(lg, "card_n", { colour: t2(lg, `card_colour_${card[0]}`), n: card[1] });
var clockText = (lg, sec) => t2(lg, "clock", { h: sec === 0 ? 12 : sec });
var whereText = (lg, at) => at === "top" ? t2(lg, "top") : at == null ? t2(lg, "reserve") : t2(lg, "at", { ring: at[0], clock: clockText(lg, at[1]) });
var amountText = (lg, n) => t2(lg, "squares", { n: Math.abs(n) });
var dirText = (lg, n) => t2(lg, n > 0 ? "dir_cw" : "dir_ccw");
function moveText(lg, m, player = 0) {
  if (m?.type === "end_turn") return t2(lg, "move_end");
  if (m?.type !== "play") return plainMove(lg, m);
  const turn = m.rotate ? t2(lg, "move_turn", { ring: m.rotate.ring, amount: amountText(lg, m.rotate.steps), dir: dirText(lg, m.rotate.steps) }) : "";
  const move = m.move ? t2(lg, "move_pawn", { mark: mark(player, m.move.pawn), to: whereText(lg, m.move.to) }) : "";
  return t2(lg, "move_play", { card: cardName(lg, m.card), turn, move });
}
function logText(lg, e) {
  const player = playerName(lg, e.player ?? e.first_player ?? 0);
  switch (e.event) {
    case "start":
      return t2(lg, "log_start", { player });
    case "play": {
      let out = t2(lg, "log_play", { player, card: cardName(lg, e.card) });
      if (e.rotate) out += t2(lg, "log_turn", { ring: e.rotate.ring, amount: amountText(lg, e.rotate.steps), dir: dirText(lg, e.rotate.steps) });
      if (e.move) out += t2(lg, "log_move", { mark: mark(e.player, e.move.pawn), to: whereText(lg, e.move.to) });
      for (const b of e.bumped || []) out += t2(lg, "log_bump", { mark: mark(b.player, b.pawn), to: whereText(lg, b.to) });
      return out + t2(lg, "log_end");
    }
    case "end_turn":
      return t2(lg, e.drew ? "log_end_turn" : "log_end_turn_0", { player, n: e.drew });
    case "reshuffle":
      return t2(lg, "log_reshuffle", { n: e.cards });
    case "finish":
      return t2(lg, "log_finish", { player, place: e.place });
    default:
      return null;
  }
}
var eventText = (p, i) => eventLine(p, i, langOf(p), (e) => logText(langOf(p), e));
function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return t(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${t(lg, "over")} ${o.winners.length === 0 ? t(lg, "nobody") : t(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return t(lg, "handover_title", { player: playerName(lg, p.handover) });
  const player = playerName(lg, v.to_move);
  if (p.thinking != null) return t(lg, "thinking", { player: playerName(lg, p.thinking) });
  if (!myTurn(p)) return p.seat == null && !p.seats?.includes("human") ? t(lg, "spectator") : t(lg, "waiting", { player });
  return prompt(p, lg, () => {
    if (v.phase !== "play") return null;
    if (!can(p, "play")) return t2(lg, "no_play", { player });
    return v.played ? t2(lg, "your_turn_more", { player, n: v.played }) : t2(lg, "your_turn", { player });
  });
}
function hintText(p, sel) {
  const lg = langOf(p), legal = legalMoves(p);
  if (!myTurn(p) || !can(p, "play")) return "";
  if (sel.card == null) return t2(lg, "hint_card");
  const plays = playsFor(legal, sel.card, rotateOf(sel)), movers = moversOf(p.view, p.seat, plays);
  if (!movers.length) return turnOnly(plays) ? t2(lg, "hint_turn_only") : t2(lg, "hint_none");
  if (sel.pawn == null || !movers.includes(sel.pawn)) return t2(lg, "hint_pawn", { n: movers.length });
  return t2(lg, "hint_targets", { n: targetsFor(p.view, p.seat, plays, sel.pawn).length, mark: mark(p.seat, sel.pawn) });
}
function narration(p) {
  const log = shown(p).log || [];
  return log.length ? eventText(p, log.length - 1) : "";
}
function textSections(p) {
  const lg = langOf(p), v = shown(p);
  if (!v.rings) return [];
  const who = {};
  (v.pawns || []).forEach((row, q) => row.forEach((at, i) => {
    who[JSON.stringify(at)] = [q, i];
  }));
  const marks = (pred) => (v.pawns || []).flatMap((row, q) => row.map((at, i) => [q, i, at])).filter(([, , at]) => pred(at)).map(([q, i]) => mark(q, i));
  const out = [{ heading: t2(lg, "tf_top"), lines: [marks((at) => at === "top").join(", ") || t2(lg, "tf_empty")] }];
  for (let L = RINGS; L >= 1; L--) {
    const off = mod(v.offsets[L - 1], SECTORS), lines = [];
    for (let sec = 0; sec < SECTORS; sec++) {
      const here = JSON.stringify([L, sec]) in who ? who[JSON.stringify([L, sec])] : null;
      lines.push(t2(lg, "tf_square", { clock: clockText(lg, sec), colour: colourName(lg, colourAt(v, L, sec)) }) + (here ? t2(lg, "tf_pawn", { mark: mark(here[0], here[1]), player: playerName(lg, here[0]) }) : ""));
    }
    out.push({ heading: t2(lg, "tf_ring", { n: L, off: off > SECTORS / 2 ? off - SECTORS : off }), lines });
  }
  out.push({ heading: t2(lg, "tf_reserves"), lines: (v.pawns || []).map((row, q) => t2(lg, "tf_reserve", {
    player: playerName(lg, q),
    marks: row.map((at, i) => at == null ? mark(q, i) : null).filter(Boolean).join(", ") || t2(lg, "tf_empty")
  })) });
  const mine = hand(p);
  if (mine.length) out.push({ heading: t2(lg, "tf_hand"), lines: mine.map((c, k) => `${k + 1}: ${cardName(lg, c)}`) });
  out.push({ heading: t2(lg, "tf_players"), lines: (v.pawns || []).map((row, q) => t2(lg, "tf_player", {
    player: playerName(lg, q),
    cards: t2(lg, "cards_n", { n: v.hand_sizes?.[q] ?? 0 }),
    marks: row.map((at, i) => `${mark(q, i)} ${whereText(lg, at)}`).join(", ")
  })) });
  const top = (v.discard || []).length ? ` (${t2(lg, "discard_top", { card: cardName(lg, v.discard[v.discard.length - 1]) })})` : "";
  out.push({ heading: t2(lg, "tf_piles"), lines: [t2(lg, "deck", { n: v.deck_size ?? 0 }), t2(lg, "discard", { n: (v.discard || []).length }) + top] });
  return out;
}

// src/centrix/draw.js
function ringNode(view, L, { colorblind = false } = {}) {
  const g = s("g", { class: "cx-ring", "data-ring": L });
  for (let sec = 0; sec < SECTORS; sec++) {
    const c = colourAt(view, L, sec);
    const sq = s(
      "g",
      { class: `cx-sq c-${c}`, "data-ring": L, "data-sector": sec, "data-colour": c },
      s("path", { d: squarePath(L, sec), fill: PALETTE[c].fill })
    );
    if (colorblind) {
      const [x, y] = centreOf(L, sec);
      sq.append(icon(c, x, y, 7.5));
    }
    g.append(sq);
  }
  return g;
}
function frameNodes() {
  const out = [s("circle", { class: "cx-top", "data-top": "1", r: TOP_R - 2, fill: TOP_FILL })];
  for (let sec = 0; sec < SECTORS; sec++) {
    const [x, y] = polar(OUTER + 18, angleOf(sec));
    out.push(s("text", { class: "cx-clock", x: x.toFixed(1), y: (y + 5).toFixed(1), "text-anchor": "middle" }, String(sec === 0 ? 12 : sec)));
  }
  return out;
}
function reserveNodes(view, lang) {
  const n = view.pawns.length;
  return view.pawns.map((_, p) => {
    const [x, y] = reserveBox(p, n), c = playerColour(p);
    return s(
      "g",
      { class: "cx-reserve", "data-reserve": p },
      s("rect", { x: x - 54, y: y - 22, width: 108, height: 44, rx: 10, fill: "#fff", stroke: PALETTE[c].fill, "stroke-width": 3 }),
      s("text", { class: "cx-reserve-label", x, y: y + 36, "text-anchor": "middle" }, playerName(lang, p))
    );
  });
}
function pawnNode(p, i, [x, y], { mine = false, selected = false, movable = false, at = null, top = false } = {}) {
  const c = playerColour(p), r = top ? PAWN_R - 4 : PAWN_R;
  const cls = ["cx-pawn", mine && "cx-mine", selected && "cx-selected", movable && "cx-movable"].filter(Boolean).join(" ");
  return s(
    "g",
    {
      class: cls,
      "data-testid": "pawn",
      "data-pawn": `${p}-${i}`,
      "data-player": p,
      "data-index": i,
      "data-at": JSON.stringify(at),
      transform: `translate(${x.toFixed(2)} ${y.toFixed(2)})`
    },
    s("circle", { class: "cx-pawn-halo", r: r + 5 }),
    s("circle", { class: "cx-pawn-body", r, fill: PALETTE[c].fill, stroke: "#111", "stroke-width": 2.5 }),
    s("text", { class: "cx-pawn-mark", y: top ? 3.5 : 4.5, "text-anchor": "middle", fill: PALETTE[c].ink, "font-size": top ? 9 : 12 }, mark(p, i))
  );
}
function pawnNodes(view, { seat = null, selected = null, movable = [], turning = null } = {}) {
  return pawnsOf(view).map(({ p, i, at }) => pawnNode(p, i, spotOf(view, p, i, at, turning), {
    mine: p === seat,
    selected: p === seat && i === selected,
    movable: p === seat && movable.includes(i),
    at,
    top: at === "top"
  }));
}
function targetNodes(targets) {
  return targets.map((to) => {
    if (to === "top") return s("circle", { class: "cx-target cx-target-top", "data-testid": "target", "data-to": JSON.stringify(to), r: TOP_R - 8 });
    const [x, y] = polar(inner(to[0]) + RING_W - 8, angleOf(to[1]) + 9);
    return s(
      "g",
      { class: "cx-target", "data-testid": "target", "data-to": JSON.stringify(to) },
      s("path", { d: squarePath(to[0], to[1]) }),
      s("circle", { cx: x.toFixed(2), cy: y.toFixed(2), r: 4.5 })
    );
  });
}
function focusNodes(p) {
  const f2 = p.feedback || {};
  const spots = isLive(p) && f2.ply === p.ply && Array.isArray(f2.focus) ? f2.focus : [];
  return spots.filter((x) => x === "top" || Array.isArray(x) && x.length === 2).map((x) => x === "top" ? s("circle", { class: "cx-focus", "data-testid": "focus", r: TOP_R - 4 }) : s("path", { class: "cx-focus", "data-testid": "focus", d: squarePath(x[0], x[1]) }));
}
function cardPicture(card, { colorblind = false, w = 46, hgt = 64 } = {}) {
  const parts = [];
  if (card === "ANY" || card === "SPIN") {
    COLOURS2.split("").forEach((c, k) => parts.push(s("rect", { x: 3, y: 3 + k * (hgt - 6) / 6, width: w - 6, height: (hgt - 6) / 6 + 0.5, fill: PALETTE[c].fill })));
    parts.push(s("circle", { cx: w / 2, cy: hgt / 2, r: 14, fill: "#fff", stroke: "#111", "stroke-width": 1.5 }));
    parts.push(card === "ANY" ? s("polygon", { class: "cx-card-sign", transform: `translate(${w / 2} ${hgt / 2})`, points: "0,-10 2.6,-3.6 9.5,-3.1 4.2,1.4 5.9,8.1 0,4.4 -5.9,8.1 -4.2,1.4 -9.5,-3.1 -2.6,-3.6", fill: "#111" }) : s(
      "g",
      { class: "cx-card-sign", transform: `translate(${w / 2} ${hgt / 2})` },
      s("path", { d: "M 8 -3 A 8.5 8.5 0 1 0 6 6", fill: "none", stroke: "#111", "stroke-width": 2.6 }),
      s("polygon", { points: "4.5,-8.5 11.5,-4.5 4.5,0.5", fill: "#111" })
    ));
  } else {
    const c = card[0], col = PALETTE[c];
    parts.push(s("rect", { x: 3, y: 3, width: w - 6, height: hgt - 6, rx: 5, fill: col.fill }));
    parts.push(s("text", { x: w / 2, y: hgt / 2 + 10, "text-anchor": "middle", "font-size": 30, "font-weight": 800, fill: col.ink }, String(valueOf(card))));
    if (colorblind) parts.push(icon(c, 12, 13, 5.5));
  }
  return s(
    "svg",
    { class: "cx-card-svg", width: w, height: hgt, viewBox: `0 0 ${w} ${hgt}`, "aria-hidden": "true" },
    s("rect", { x: 0.75, y: 0.75, width: w - 1.5, height: hgt - 1.5, rx: 7, fill: "#fff", stroke: "#1b1b1b", "stroke-width": 1.5 }),
    ...parts
  );
}
function cardButtons(p, cards, sel, { enabled, onSelect, playable = () => true }) {
  const lg = langOf(p);
  return cards.map((card, k) => h(
    "button",
    {
      class: ["cx-card", card === sel.card && "gl-selected", enabled && !playable(card) && "gl-dim"].filter(Boolean).join(" "),
      "data-testid": "card",
      "data-card": card,
      "aria-pressed": card === sel.card ? "true" : "false",
      // named by the words it shows ("red 3"); its key is a shortcut, and both are in its title
      title: labelled(lg, k + 1, cardName(lg, card)),
      "aria-keyshortcuts": String(k + 1),
      disabled: !enabled,
      onclick: () => onSelect(card)
    },
    h("span", { class: "cx-card-key", "aria-hidden": "true" }, String(k + 1)),
    cardPicture(card, { colorblind: !!p.colorblind }),
    h("span", { class: "cx-card-name" }, cardName(lg, card))
  ));
}
function seatInfo(p, q) {
  const v = shown(p), lg = langOf(p), n = v.hand_sizes?.[q] ?? 0, out = [];
  out.push(h("span", { class: "cx-chip-dot", style: `background:${PALETTE[playerColour(q)].fill}` }));
  out.push(h("span", { class: "gl-chip-count", "data-testid": `cards-${q}` }, t2(lg, "cards_n", { n })));
  const top = (v.pawns?.[q] || []).filter((x) => x === "top").length;
  out.push(h("span", { class: "cx-chip-top", "data-testid": `top-${q}` }, t2(lg, "on_top", { n: top })));
  const place = (v.finished || []).indexOf(q);
  if (place >= 0) out.push(h("span", { class: "gl-chip-out", "data-testid": `place-${q}` }, t2(lg, "place", { n: place + 1 })));
  return out;
}
function outcomeNodes(p, headline) {
  const o = p.outcome || {}, lg = langOf(p);
  const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((q) => playerName(lg, q)).join(" = ")}`).join("  ·  ");
  return [h("strong", {}, headline), h("div", {}, o.messages?.[lg] ?? ""), h("div", { class: "gl-ranking" }, labelled(lg, t(lg, "ranking"), ranking))];
}
function legendNodes(p) {
  const lg = langOf(p);
  return [t2(lg, "legend"), ...COLOURS2.split("").map((c) => h(
    "span",
    { class: "cx-legend-item" },
    s(
      "svg",
      { width: 20, height: 20, viewBox: "-10 -10 20 20", "aria-hidden": "true" },
      s("rect", { x: -10, y: -10, width: 20, height: 20, rx: 3, fill: PALETTE[c].fill, stroke: "#555" }),
      icon(c, 0, 0, 6)
    ),
    ` ${colourName(lg, c)}`
  ))];
}

// src/centrix/anim.js
function lastPlay(log = []) {
  let k = log.length - 1;
  if (k >= 0 && log[k].event === "finish") k -= 1;
  return k >= 0 && log[k].event === "play" ? log[k] : null;
}
function plan(prev, next, ev, shownTurn = null) {
  if (!ev || !prev?.pawns || prev.pawns.length !== next.pawns.length) return null;
  const turn = ev.rotate && !sameTurn(ev.rotate, shownTurn) ? ev.rotate : null;
  const ride = (at) => ev.rotate && Array.isArray(at) && at[0] === ev.rotate.ring ? [at[0], mod(at[1] + ev.rotate.steps, SECTORS)] : at;
  const start = {}, moves = [];
  const add = (p, i, to) => {
    const key = `${p}-${i}`, before = prev.pawns[p][i];
    start[key] = ride(before);
    moves.push({ key, from: ride(before), to });
  };
  if (ev.move) add(ev.player, ev.move.pawn, ev.move.to);
  for (const b of ev.bumped || []) add(b.player, b.pawn, b.to);
  return { turn, start, moves };
}
var ease = (k) => k < 0.5 ? 2 * k * k : 1 - Math.pow(-2 * k + 2, 2) / 2;
var durations = (turn, scale = 1) => ({ turn: turn ? scale * (260 + 110 * Math.min(6, Math.abs(turn.steps))) : 0, move: scale * 340, drop: scale * 300 });
function run(phases, { frames = null, done = () => {
} } = {}) {
  let i = 0, t0 = null, last = null, stopped = false;
  const raf = globalThis.requestAnimationFrame ?? ((f2) => setTimeout(() => f2(performance.now()), 16));
  const finish = () => {
    if (stopped) return;
    stopped = true;
    for (; i < phases.length; i++) phases[i].frame(1);
    done();
  };
  const tick = (now) => {
    if (stopped) return;
    if (frames && last !== null) frames.push(now - last);
    last = now;
    while (i < phases.length) {
      const ph = phases[i];
      if (t0 === null) t0 = now;
      const k = ph.dur > 0 ? Math.min(1, (now - t0) / ph.dur) : 1;
      ph.frame(ease(k));
      if (k < 1) return raf(tick);
      i += 1;
      t0 = null;
    }
    stopped = true;
    done();
  };
  if (!phases.length) {
    stopped = true;
    done();
  } else raf(tick);
  return { stop: finish };
}

// src/centrix/input.js
function hitOf(target) {
  const tgt = target?.closest?.("[data-testid=target]");
  if (tgt) return { kind: "target", to: JSON.parse(tgt.dataset.to) };
  const pawn = target?.closest?.("[data-pawn]");
  if (pawn) return { kind: "pawn", p: Number(pawn.dataset.player), i: Number(pawn.dataset.index), at: JSON.parse(pawn.dataset.at) };
  const sq = target?.closest?.("[data-sector]");
  if (sq) return { kind: "square", to: [Number(sq.dataset.ring), Number(sq.dataset.sector)] };
  if (target?.closest?.("[data-top]")) return { kind: "square", to: "top" };
  return null;
}
function bindPointer(svg, act, signal) {
  svg.addEventListener("click", (e) => {
    const hit = hitOf(e.target);
    if (hit) act.hit(hit);
  }, { signal });
}
function bindKeys(root, act, signal) {
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key;
    let done = true;
    if (/^[1-3]$/.test(k)) act.cardAt(Number(k) - 1);
    else if (k === "r" || k === "R") act.nextRing();
    else if (k === "ArrowLeft") act.dir(-1);
    else if (k === "ArrowRight") act.dir(1);
    else if (k === "+" || k === "=") act.amount(1);
    else if (k === "-") act.amount(-1);
    else if (k === "p" || k === "P") act.nextPawn();
    else if (k === "n" || k === "N") act.nextTarget();
    else if ((k === "Enter" || k === " ") && e.target === root) act.play();
    else if (k === "t" || k === "T") act.turnOnly();
    else if (k === "e" || k === "E") act.endTurn();
    else if (k === "u" || k === "U") act.undo();
    else if (k === "Escape") act.clear();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}

// src/centrix/render.js
function skeleton(on) {
  const btn = (id, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick });
  const layers = {
    rings: s("g", { class: "cx-rings" }),
    frame: s("g", { class: "cx-frame" }),
    reserves: s("g", { class: "cx-reserves" }),
    targets: s("g", { class: "cx-targets" }),
    focus: s("g", { class: "cx-focuses" }),
    pawns: s("g", { class: "cx-pawns" })
  };
  const svg = s(
    "svg",
    { class: "gl-svg cx-svg", role: "img", viewBox: VIEWBOX.join(" "), preserveAspectRatio: "xMidYMid meet" },
    layers.rings,
    layers.frame,
    layers.reserves,
    layers.focus,
    layers.pawns,
    layers.targets
  );
  const e = {
    svg,
    layers,
    status: h("div", { class: "gl-status", "data-testid": "status", role: "status", "aria-live": "polite" }),
    seed: h("span", { class: "gl-seed", "data-testid": "seed" }),
    deck: h("span", { class: "gl-bag", "data-testid": "deck" }),
    discard: h("span", { class: "gl-bag", "data-testid": "discard" }),
    langBtn: btn("lang", on.lang, "gl-toggle"),
    cbBtn: btn("colorblind", on.colorblind, "gl-toggle"),
    seats: h("div", { class: "gl-seats", "data-testid": "seats" }),
    feedback: h("div", { class: "gl-feedback", "data-testid": "feedback", role: "alert", hidden: true }),
    outcome: h("div", { class: "gl-outcome", "data-testid": "outcome", hidden: true }),
    log: h("div", { class: "gl-log", "data-testid": "log" }),
    cardsTitle: h("div", { class: "cx-cards-title" }),
    cards: h("div", { class: "cx-cards" }),
    turnLabel: h("span", { class: "cx-turn-label" }),
    rings: h("div", { class: "cx-ring-buttons", role: "group" }),
    ccw: btn("ccw", () => on.dir(-1)),
    cw: btn("cw", () => on.dir(1)),
    less: btn("less", () => on.amount(-1)),
    more: btn("more", () => on.amount(1)),
    amount: h("span", { class: "cx-amount", "data-testid": "amount" }),
    turnOnlyBtn: btn("turn-only", on.turnOnly),
    endBtn: btn("end-turn", on.endTurn, "gl-primary"),
    undoBtn: btn("undo", on.undo),
    hint: h("div", { class: "gl-hint", "data-testid": "hint" }),
    keys: h("div", { class: "gl-keys" }),
    legend: h("div", { class: "cx-legend", "data-testid": "legend" }),
    replay: replayBar(on.replay),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    narration: narrator(),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    textForm: h("details", { class: "gl-text-form", "data-testid": "text-form" })
  };
  e.turnRow = h(
    "div",
    { class: "cx-turn", "data-testid": "turn" },
    e.turnLabel,
    e.rings,
    h("span", { class: "cx-dirs" }, e.ccw, e.cw),
    h("span", { class: "cx-spin", "data-testid": "spin" }, e.less, e.amount, e.more)
  );
  e.hand = h("div", { class: "cx-hand", "data-testid": "hand" }, e.cardsTitle, e.cards);
  e.tutorial = tutorialBubble();
  e.root = h(
    "div",
    { class: "gl-root gl-centrix", tabindex: 0, "data-testid": "centrix" },
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.deck, e.discard, e.cbBtn, e.langBtn)),
    e.seats,
    e.tutorial,
    e.feedback,
    e.outcome,
    h("div", { class: "gl-main" }, h("div", { class: "gl-board cx-board", "data-testid": "board" }, svg), e.log),
    h("div", { class: "gl-play cx-play" }, e.hand, h(
      "div",
      { class: "cx-controls" },
      e.turnRow,
      h("div", { class: "gl-actions" }, e.turnOnlyBtn, e.endBtn, e.undoBtn)
    )),
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
function render({ model, el, signal }) {
  const sel = newSelection(), memo = { dismissed: null, base: null, ply: null, preview: null, anim: null, key: null, drawn: null };
  const now = () => snapshot2(model);
  const sendMove = (move) => {
    if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") });
  };
  const plays = (p = now()) => sel.card == null ? [] : playsFor(legalMoves(p), sel.card, rotateOf(sel));
  const redraw = () => draw();
  const act = {
    card: (card) => {
      if (!myTurn(now())) return;
      chooseCard(sel, card);
      sel.pawn = null;
      redraw();
      e.root.focus({ preventScroll: true });
    },
    cardAt: (k) => {
      const c = hand(now())[k];
      if (c) act.card(c);
    },
    ring: (r) => {
      if (sel.card == null || sel.card === "ANY") return;
      chooseRing(sel, r);
      redraw();
    },
    nextRing: () => {
      if (sel.card == null || sel.card === "ANY") return;
      chooseRing(sel, sel.ring == null ? 1 : sel.ring >= RINGS ? null : sel.ring + 1);
      redraw();
    },
    dir: (d) => {
      if (sel.ring == null) return;
      setDir(sel, d);
      redraw();
    },
    amount: (d) => {
      if (sel.ring == null || sel.card !== "SPIN") return;
      changeAmount(sel, d);
      redraw();
    },
    pawn: (i) => {
      sel.pawn = i;
      sel.target = null;
      redraw();
    },
    nextPawn: () => {
      const p = now();
      const m = moversOf(p.view, p.seat, plays(p));
      if (m.length) act.pawn(cycle(m, sel.pawn));
    },
    nextTarget: () => {
      const p = now();
      if (sel.pawn == null) return;
      sel.target = cycle(targetsFor(p.view, p.seat, plays(p), sel.pawn), sel.target);
      redraw();
    },
    play: () => {
      if (sel.target != null) act.to(sel.target);
    },
    to: (to) => {
      if (sel.card != null && sel.pawn != null) sendMove(buildMove(sel, to));
    },
    turnOnly: () => {
      if (sel.card != null) sendMove(buildMove({ ...sel, pawn: null }));
    },
    endTurn: () => sendMove({ type: "end_turn" }),
    undo: () => intent(model, { type: "undo" }),
    clear: () => {
      Object.assign(sel, newSelection());
      redraw();
    },
    hit: (hit) => {
      const p = now();
      if (!myTurn(p) || sel.card == null) return;
      if (hit.kind === "target") return act.to(hit.to);
      if (hit.kind === "pawn" && hit.p === p.seat && hit.at !== "top") {
        if (sel.pawn === hit.i) return;
        const here = sel.pawn != null && targetsFor(p.view, p.seat, plays(p), sel.pawn).some((x) => JSON.stringify(x) === JSON.stringify(hit.at));
        if (!here) return act.pawn(hit.i);
      }
      const to = hit.kind === "pawn" ? hit.at : hit.to;
      if (sel.pawn != null && to !== null) act.to(to);
    }
  };
  const on = {
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    dir: act.dir,
    amount: act.amount,
    turnOnly: act.turnOnly,
    endTurn: act.endTurn,
    undo: act.undo,
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k)
  };
  const e = skeleton(on);
  e.root.cxFrames = [];
  e.root.cxWork = [];
  el.append(e.root);
  boardAnchor(e.root, signal);
  bindPointer(e.svg, act, signal);
  bindKeys(e.root, act, signal);
  const drawnView = (p) => myTurn(p) && sel.card != null ? turned(p.view, rotateOf(sel)) : shown(p);
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
    e.svg.setAttribute("aria-label", t2(langOf(p), "board_label"));
  }
  function animate(p, v) {
    memo.anim?.stop();
    let pl = null;
    const live = isLive(p), preview = myTurn(p) && sel.card != null ? rotateOf(sel) : null;
    if (live && memo.base && p.ply === memo.ply + 1) pl = plan(memo.base, p.view, lastPlay(p.view.log), memo.preview);
    else if (live && p.ply === memo.ply && !sameTurn(preview, memo.preview)) {
      const r = preview?.ring ?? memo.preview?.ring, was = memo.preview?.ring === r ? memo.preview.steps : 0, now_ = preview?.ring === r ? preview.steps : 0;
      if (!(memo.preview && preview && memo.preview.ring !== preview.ring)) pl = { turn: { ring: r, steps: now_ - was }, start: {}, moves: [] };
    }
    memo.base = live ? p.view : null;
    memo.ply = live ? p.ply : null;
    memo.preview = preview;
    if (!pl || !pl.turn && !pl.moves.length) return;
    const reduced = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches;
    const dur = durations(pl.turn, reduced ? 0 : 1);
    const nodes = {};
    for (const n of e.layers.pawns.children) nodes[n.dataset.pawn] = n;
    const at = {};
    for (const x of pawnsOf(v)) at[x.key] = pl.start[x.key] !== void 0 ? pl.start[x.key] : x.at;
    const place = (key, xy) => nodes[key]?.setAttribute("transform", `translate(${xy[0].toFixed(2)} ${xy[1].toFixed(2)})`);
    const spot = (key, pos, turning) => {
      const [pp, ii] = key.split("-").map(Number);
      return spotOf(v, pp, ii, pos, turning);
    };
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
    for (const key in pl.start) place(key, spot(key, pl.start[key], pl.turn ? { ring: pl.turn.ring, deg: -pl.turn.steps * 30 } : null));
    if (ringG && pl.turn) ringG.setAttribute("transform", `rotate(${-pl.turn.steps * 30})`);
    for (const key in at) if (pl.turn && Array.isArray(at[key]) && at[key][0] === pl.turn.ring) place(key, spot(key, at[key], { ring: pl.turn.ring, deg: -pl.turn.steps * 30 }));
    e.root.dataset.animating = "1";
    memo.anim = run(phases, { frames: pl.turn ? e.root.cxFrames : null, done: () => {
      delete e.root.dataset.animating;
      hide.opacity = "";
    } });
  }
  function drawControls(p) {
    const lg = langOf(p), turn = myTurn(p), legal = legalMoves(p), ps = plays(p);
    const rings = sel.card ? ringsFor(legal, sel.card) : [];
    const canTurn = turn && sel.card != null && sel.card !== "ANY";
    e.turnLabel.textContent = t2(lg, "turn_label");
    const ringBtn = (r) => h("button", {
      class: ["cx-ring-btn", sel.ring === r && "gl-selected", r != null && !rings.includes(r) && "gl-dim"].filter(Boolean).join(" "),
      "data-testid": r == null ? "ring-none" : `ring-${r}`,
      "aria-pressed": sel.ring === r ? "true" : "false",
      disabled: !canTurn,
      "aria-label": r == null ? t2(lg, "ring_none") : t2(lg, "ring_n", { n: r }),
      onclick: () => act.ring(r)
    }, r == null ? "∅" : String(r));
    put(e.rings, ringBtn(null), ...Array.from({ length: RINGS }, (_, k) => ringBtn(k + 1)));
    e.rings.setAttribute("aria-label", t2(lg, "turn_label"));
    const amount = sel.card === "SPIN" ? sel.amount : valueOf(sel.card);
    e.ccw.textContent = "↺";
    e.cw.textContent = "↻";
    for (const [b, d, k] of [[e.ccw, -1, "ccw"], [e.cw, 1, "cw"]]) {
      b.disabled = !canTurn || sel.ring == null;
      b.classList.toggle("gl-selected", sel.ring != null && sel.dir === d);
      b.setAttribute("aria-pressed", sel.ring != null && sel.dir === d ? "true" : "false");
      b.setAttribute("aria-label", t2(lg, k));
      b.title = t2(lg, k);
    }
    e.less.textContent = "−";
    e.more.textContent = "+";
    e.less.setAttribute("aria-label", t2(lg, "less"));
    e.more.setAttribute("aria-label", t2(lg, "more"));
    e.less.disabled = e.more.disabled = !(canTurn && sel.card === "SPIN" && sel.ring != null);
    e.amount.textContent = amount ? t2(lg, "amount", { n: amount }) : "";
    e.turnRow.hidden = !(turn && sel.card != null && sel.card !== "ANY");
    e.turnOnlyBtn.textContent = `${t2(lg, "turn_only")} (T)`;
    e.turnOnlyBtn.disabled = !(turn && sel.card != null && sel.ring != null);
    e.turnOnlyBtn.classList.toggle("gl-dim", !turnOnly(ps));
    e.endBtn.textContent = `${t2(lg, "end_turn")} (E)`;
    e.endBtn.disabled = !(turn && can(p, "end_turn"));
    e.undoBtn.textContent = `↶ ${t(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(isLive(p) && p.can_undo);
    for (const b of [e.turnOnlyBtn, e.endBtn, e.undoBtn]) b.setAttribute("aria-label", b.textContent);
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${t(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    e.keys.textContent = t2(lg, "keys");
  }
  function draw() {
    const p = now(), lg = langOf(p), v = shown(p), o = p.outcome || {};
    settle(sel, hand(p), p.view || {}, p.seat, legalMoves(p));
    if (!myTurn(p)) Object.assign(sel, newSelection());
    e.root.lang = lg;
    e.root.classList.toggle("gl-replaying", !isLive(p));
    e.root.classList.toggle("gl-my-turn", myTurn(p));
    e.seed.hidden = p.seed == null;
    e.seed.textContent = p.seed == null ? "" : t(lg, "seed", { seed: p.seed });
    e.deck.textContent = t2(lg, "deck", { n: v.deck_size ?? 0 });
    const disc = v.discard || [];
    e.discard.textContent = t2(lg, "discard", { n: disc.length }) + (disc.length ? ` · ${t2(lg, "discard_top", { card: cardName(lg, disc[disc.length - 1]) })}` : "");
    e.status.textContent = statusText(p);
    renderSeats(e.seats, {
      seats: p.seats || [],
      seat: p.seat,
      toMove: o.reason ? null : v.to_move,
      thinking: isLive(p) ? p.thinking : null,
      winners: o.winners || [],
      lang: lg,
      info: (q) => seatInfo(p, q)
    });
    const f2 = p.feedback || {};
    renderTutorial(e.tutorial, p.tutorial, lg);
    renderFeedback(e.feedback, JSON.stringify(f2) === memo.dismissed ? {} : f2, lg, () => {
      memo.dismissed = JSON.stringify(f2);
      e.feedback.hidden = true;
    });
    e.outcome.hidden = !o.reason;
    put(e.outcome, ...o.reason ? outcomeNodes(p, statusText(p)) : []);
    e.hand.hidden = p.seat == null || !isLive(p);
    e.cardsTitle.textContent = humans(p) > 1 && p.seat != null ? t2(lg, "cards_of", { player: t(lg, "player", { n: p.seat + 1 }) }) : t2(lg, "cards");
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
    put(e.legend, ...p.colorblind ? legendNodes(p) : []);
    renderLog(e.log, (v.log || []).map((_, i) => i).slice(-40).map((i) => eventText(p, i)), lg);
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    renderHandover(e.handover, { handover: p.handover, lang: lg, canUndo: !!p.can_undo, words: STR }, () => intent(model, { type: "take_seat" }), act.undo);
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }
  redrawOn(model, TRAITS2, draw, signal);
  draw();
  return () => {
    memo.anim?.stop();
    e.root.remove();
  };
}

// src/centrix.js
var centrix_default = { render };
export {
  STR,
  buildMove,
  cardButtons,
  cardName,
  cardPicture,
  changeAmount,
  chooseCard,
  chooseRing,
  colourAt,
  centrix_default as default,
  focusNodes,
  hintText,
  lastPlay,
  logText,
  mark,
  moveText,
  moversOf,
  newSelection,
  pawnNodes,
  pawnsOf,
  plan,
  playsFor,
  ringNode,
  ringsFor,
  rotateOf,
  run,
  sameTurn,
  seatInfo,
  setDir,
  spotOf,
  squarePath,
  statusText,
  targetNodes,
  targetsFor,
  textSections,
  turnOnly,
  turned,
  whereText
};
