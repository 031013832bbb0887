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

// src/kayain/strings.js
var STR = extend({
  your_turn: {
    en: "{player}, your turn: lay a card, collect a palette, draw a base colour or declare a painting.",
    fr: "{player}, à vous : posez une carte, ramassez une palette, piochez une couleur primaire ou déclarez une œuvre."
  },
  last_turn: { en: "Last turn! ", fr: "Dernier tour ! " },
  must_pass: { en: "{player}, nothing can be done: pass.", fr: "{player}, rien n'est possible : passez." },
  hand: { en: "Your hand", fr: "Votre main" },
  hand_of: { en: "Hand of {player}", fr: "Main : {player}" },
  cards_n: { en: ["{n} card", "{n} cards"], fr: ["{n} carte", "{n} cartes"] },
  hand_hidden: { en: "{player}'s hand: {n} cards, hidden.", fr: "Main de {player} : {n} cartes, cachées." },
  workshop: { en: "The workshop", fr: "L'atelier" },
  palette: { en: "Palette {n}", fr: "Palette {n}" },
  side_of: { en: "{player}'s side", fr: "côté {player}" },
  your_side: { en: "your side", fr: "votre côté" },
  empty: { en: "empty", fr: "vide" },
  face_down: { en: "face down", fr: "face cachée" },
  announced: { en: "announced", fr: "annoncée" },
  true_colour: { en: "truly", fr: "en vrai" },
  bluff: { en: "bluff", fr: "bluff" },
  slot_label: { en: "Palette {n}, {side}: {what}", fr: "Palette {n}, {side} : {what}" },
  slot_empty: { en: "empty place", fr: "emplacement libre" },
  slot_theirs: { en: "a face-down card, announced {colour}", fr: "une carte face cachée, annoncée « {colour} »" },
  slot_mine: { en: "your card, announced {colour}, truly {card}", fr: "votre carte, annoncée « {colour} », en vrai : {card}" },
  slot_mine_bluff: { en: "your card, announced {colour}, truly {card}, bluff", fr: "votre carte, annoncée « {colour} », en vrai : {card}, bluff" },
  mix_announced: { en: "If the announcements are true: {a} + {b} → {made}", fr: "Si les annonces sont vraies : {a} + {b} → {made}" },
  makes_nothing: { en: "nothing", fr: "rien" },
  collect: { en: "Collect", fr: "Ramasser" },
  collect_label: { en: "Collect palette {n}", fr: "Ramasser la palette {n}" },
  supply: { en: "Gouache supply", fr: "Réserve de gouache" },
  draw: { en: "Draw", fr: "Piocher" },
  draw_label: { en: "Draw {cards} ({n} left)", fr: "Piocher {cards} (reste {n})" },
  pile_label: { en: "{colour}: {n} left (made on a palette, not drawn)", fr: "{colour} : reste {n} (s'obtient par mélange, ne se pioche pas)" },
  mixed_piles: { en: "Mixed colours (made on palettes)", fr: "Mélanges (obtenus sur les palettes)" },
  base_piles: { en: "Base colours (draw one)", fr: "Couleurs primaires, noir et blanc (à piocher)" },
  paintings: { en: "Your paintings", fr: "Vos œuvres" },
  paintings_of: { en: "Paintings of {player}", fr: "Œuvres : {player}" },
  declare: { en: "Declare", fr: "Déclarer" },
  declare_anyway: { en: "Declare anyway (lost)", fr: "Déclarer quand même (perdue)" },
  declare_label: { en: "{action}: {title} ({value} pigments)", fr: "{action} : {title} ({value} pigments)" },
  needs: { en: "needs", fr: "demande" },
  missing: { en: "Missing {colours}: declaring now loses this painting.", fr: "Il manque {colours} : déclarer maintenant fait perdre cette œuvre." },
  ready: { en: "Ready to declare.", fr: "Prête à être déclarée." },
  completed: { en: "Completed paintings", fr: "Œuvres réalisées" },
  completed_none: { en: "none yet", fr: "aucune pour l'instant" },
  completed_hidden: { en: "{n}, face down until the end", fr: "{n}, face cachée jusqu'à la fin" },
  pigments: { en: "{n} pigments", fr: "{n} pigments" },
  brush: { en: "brush (first player)", fr: "pinceau (premier joueur)" },
  brush_short: { en: "brush", fr: "pinceau" },
  chart: { en: "Colour chart (player aid)", fr: "Mélanges (aide de jeu)" },
  chart_note: { en: "Two cards on a palette, one on each side, make:", fr: "Deux cartes sur une palette, une de chaque côté, donnent :" },
  level: { en: "level {n}", fr: "niveau {n}" },
  announce_title: {
    en: "Announce a colour for your {card} card on palette {n} ({side}):",
    fr: "Annoncez une couleur pour votre carte {card} sur la palette {n} ({side}) :"
  },
  announce_note: {
    en: "Say the truth or bluff: nobody sees which until the palette is collected.",
    fr: "Dites la vérité ou bluffez : personne ne le saura avant que la palette soit ramassée."
  },
  truth: { en: "true colour", fr: "vraie couleur" },
  cancel: { en: "Cancel", fr: "Annuler" },
  hint_card: {
    en: "Choose a card of your hand (click it, or 1–{n}), collect a full palette, draw a base colour or declare a painting.",
    fr: "Choisissez une carte de votre main (cliquez, ou 1–{n}), ramassez une palette pleine, piochez une couleur primaire ou déclarez une œuvre."
  },
  hint_slot: {
    en: "Lay your {card} card: click a highlighted empty place (or arrows and Enter).",
    fr: "Posez votre carte {card} : cliquez sur un emplacement libre en surbrillance (ou flèches et Entrée)."
  },
  hint_announce: {
    en: "Choose the colour to announce (arrows and Enter); Escape to go back.",
    fr: "Choisissez la couleur annoncée (flèches et Entrée) ; Échap pour revenir."
  },
  keys: {
    en: "Keys: 1–9 card · arrows move between places · Enter lay here · then arrows + Enter announce · C collect the palette here · D then 1–5 draw · P then 1–5 declare · U undo · H colour chart · Esc cancel",
    fr: "Touches : 1–9 carte · flèches entre les emplacements · Entrée poser ici · puis flèches + Entrée annoncer · C ramasser cette palette · D puis 1–5 piocher · P puis 1–5 déclarer · U annuler · H mélanges · Échap annuler"
  },
  keys_d: { en: "Draw: press 1–5 (cyan, yellow, magenta, black, white).", fr: "Piocher : tapez 1–5 (cyan, jaune, magenta, noir, blanc)." },
  keys_p: { en: "Declare: press the number of a painting.", fr: "Déclarer : tapez le numéro d'une œuvre." },
  count_cards: { en: ["{n} card", "{n} cards"], fr: ["{n} carte", "{n} cartes"] },
  count_paintings: { en: ["{n} painting", "{n} paintings"], fr: ["{n} œuvre", "{n} œuvres"] },
  count_completed: { en: ["{n} completed", "{n} completed"], fr: ["{n} réalisée", "{n} réalisées"] },
  last_event: { en: "Last move", fr: "Dernier coup" },
  log_start: {
    en: "The game starts: {player} takes the brush and plays first.",
    fr: "La partie commence : {player} prend le pinceau et joue en premier."
  },
  log_place: {
    en: "{player} laid a card face down on palette {n} ({side}), announcing {colour}.",
    fr: "{player} a posé une carte face cachée sur la palette {n} ({side}), en annonçant « {colour} »."
  },
  log_collect: {
    en: "{player} collected palette {n}: {a} + {b} = {made}; {gained}",
    fr: "{player} a ramassé la palette {n} : {a} + {b} = {made} ; {gained}"
  },
  log_collect_none: {
    en: "{player} collected palette {n}: {a} + {b} make nothing; both went back to the supply.",
    fr: "{player} a ramassé la palette {n} : {a} + {b} ne donnent rien ; les deux cartes retournent à la réserve."
  },
  log_gained: { en: "{player} takes {cards}.", fr: "{player} prend {cards}." },
  log_empty_pile: { en: "its pile is empty: nothing gained.", fr: "la pile est vide : rien n'est gagné." },
  log_bluff: { en: "{player} had announced {said}: a bluff.", fr: "{player} avait annoncé « {said} » : un bluff." },
  log_draw: { en: "{player} drew {cards}.", fr: "{player} a pioché {cards}." },
  log_declare_ok: {
    en: "{player} completed {title} ({value} pigments) with {colours}.",
    fr: "{player} a réalisé {title} ({value} pigments) avec {colours}."
  },
  log_declare_wrong: {
    en: "{player} declared {title} but lacked {missing}: the painting is lost.",
    fr: "{player} a déclaré {title} mais il manquait {missing} : l'œuvre est perdue."
  },
  log_pass: { en: "{player} passed.", fr: "{player} a passé." },
  why_place: {
    en: "lay {card} on palette {n} ({side}), announcing {colour}",
    fr: "poser {card} sur la palette {n} ({side}), en annonçant « {colour} »"
  },
  why_place_hidden: {
    en: "a face-down card on palette {n} ({side}), announcing {colour}",
    fr: "une carte face cachée sur la palette {n} ({side}), annoncée « {colour} »"
  },
  why_collect: { en: "collect palette {n}", fr: "ramasser la palette {n}" },
  why_draw: { en: "draw {cards}", fr: "piocher {cards}" },
  why_declare: { en: "declare {title}", fr: "déclarer {title}" },
  why_pass: { en: "pass", fr: "passer" },
  over_scores: { en: "Pigments", fr: "Pigments" },
  score_line: {
    en: [
      "{player}: {total} pigments (paintings {paintings}, {n} mixed card in hand: −{penalty})",
      // n: the mixed cards
      "{player}: {total} pigments (paintings {paintings}, {n} mixed cards in hand: −{penalty})"
    ],
    fr: [
      "{player} : {total} pigments (œuvres {paintings}, {n} mélange en main : −{penalty})",
      "{player} : {total} pigments (œuvres {paintings}, {n} mélanges en main : −{penalty})"
    ]
  },
  text_palettes: { en: "Palettes", fr: "Palettes" },
  text_supply: { en: "Supply", fr: "Réserve" },
  text_hand: { en: "Hands", fr: "Mains" },
  text_paintings: { en: "Paintings", fr: "Œuvres" },
  text_palette: { en: "Palette {n}: {a}; {b}.", fr: "Palette {n} : {a} ; {b}." },
  text_hand_of: { en: "{player}: {cards}.", fr: "{player} : {cards}." },
  none: { en: "none", fr: "aucune" },
  text_painting: { en: "{title}, {value} pigments, needs {colours}.", fr: "{title}, {value} pigments, demande {colours}." },
  text_completed: { en: ["{player}: {n} completed.", "{player}: {n} completed."], fr: ["{player} : {n} réalisée.", "{player} : {n} réalisées."] },
  handover_button_k: { en: "I am {player}: show my cards", fr: "Je suis {player} : montrer mes cartes" },
  handover_note_k: {
    en: "{player}'s hand and the true colours of the cards on the palettes stay hidden until they take the device.",
    fr: "La main de {player} et les vraies couleurs des cartes posées restent cachées jusqu'à ce qu'il ou elle prenne l'appareil."
  }
});
var t2 = (lang, key, params) => t(lang, key, params, STR);

// src/kayain/colours.js
var BASE = ["cyan", "yellow", "magenta", "black", "white"];
var MIXED = ["green", "orange", "mauve", "red", "night_blue", "khaki", "dark_green", "brown", "pink", "grey"];
var ALL = [...BASE, ...MIXED];
var COLOURS = {
  cyan: { fill: "#12b5e5", ink: "#06232c", en: "cyan", fr: ["cyan", "cyan", "cyan"] },
  yellow: { fill: "#ffd21f", ink: "#3b2f00", en: "yellow", fr: ["jaune", "jaune", "jaunes"] },
  magenta: { fill: "#d4007f", ink: "#ffffff", en: "magenta", fr: ["magenta", "magenta", "magenta"] },
  black: { fill: "#1d1d1f", ink: "#ffffff", en: "black", fr: ["noir", "noire", "noires"] },
  white: { fill: "#fbfbf7", ink: "#2b2b2b", en: "white", fr: ["blanc", "blanche", "blanches"] },
  green: { fill: "#3aa635", ink: "#111111", en: "green", fr: ["vert", "verte", "vertes"] },
  orange: { fill: "#f28c00", ink: "#2d1a00", en: "orange", fr: ["orange", "orange", "orange"] },
  mauve: { fill: "#9152b0", ink: "#ffffff", en: "mauve", fr: ["mauve", "mauve", "mauves"] },
  red: { fill: "#d7263d", ink: "#ffffff", en: "red", fr: ["rouge", "rouge", "rouges"] },
  night_blue: { fill: "#1b2a6b", ink: "#ffffff", en: "night blue", fr: ["bleu nuit", "bleu nuit", "bleu nuit"] },
  khaki: { fill: "#b5a76a", ink: "#2a2511", en: "khaki", fr: ["kaki", "kaki", "kaki"] },
  dark_green: { fill: "#1e5631", ink: "#ffffff", en: "dark green", fr: ["vert foncé", "vert foncé", "vert foncé"] },
  brown: { fill: "#7b4a24", ink: "#ffffff", en: "brown", fr: ["marron", "marron", "marron"] },
  pink: { fill: "#f6a8c8", ink: "#3d1426", en: "pink", fr: ["rose", "rose", "roses"] },
  grey: { fill: "#8d939a", ink: "#111111", en: "grey", fr: ["gris", "grise", "grises"] }
};
var known = (c) => COLOURS[c] || { fill: "#cccccc", ink: "#000000", en: String(c), fr: [String(c), String(c), String(c)] };
var colourName = (lang, c) => lang === "fr" ? known(c).fr[0] : known(c).en;
function cardsOf(lang, c, n) {
  const col = known(c);
  if (lang === "fr") return n === 1 ? `une carte ${col.fr[1]}` : `${n} cartes ${col.fr[2]}`;
  return n === 1 ? `${/^[aeiou]/i.test(col.en) ? "an" : "a"} ${col.en} card` : `${n} ${col.en} cards`;
}
var stripes = (deg, w, gap) => (ink) => `repeating-linear-gradient(${deg}deg, ${ink} 0 ${w}px, transparent ${w}px ${gap}px)`;
var dots = (r, size) => (ink) => `radial-gradient(circle, ${ink} ${r}px, transparent ${r + 0.5}px) 0 0 / ${size}px ${size}px`;
var PATTERNS = {
  cyan: stripes(45, 2, 8),
  yellow: dots(2, 9),
  magenta: stripes(135, 2, 8),
  black: stripes(0, 2, 7),
  white: stripes(90, 2, 7),
  green: (ink) => `${stripes(0, 1.5, 9)(ink)}, ${stripes(90, 1.5, 9)(ink)}`,
  orange: (ink) => `${stripes(45, 1.5, 10)(ink)}, ${stripes(135, 1.5, 10)(ink)}`,
  mauve: dots(3.5, 14),
  red: stripes(45, 5, 12),
  night_blue: stripes(0, 5, 12),
  khaki: (ink) => `conic-gradient(${ink} 25%, transparent 0 50%, ${ink} 0 75%, transparent 0) 0 0 / 14px 14px`,
  dark_green: stripes(90, 5, 12),
  brown: (ink) => `${dots(1.8, 10)(ink)}, ${stripes(135, 1.2, 10)(ink)}`,
  pink: (ink) => `radial-gradient(circle, transparent 3px, ${ink} 3.5px 5px, transparent 5.5px) 0 0 / 14px 14px`,
  grey: stripes(135, 1, 4)
};
function patternCss(c) {
  const col = known(c), draw = PATTERNS[c];
  if (!draw) return "none";
  const ink = col.ink === "#ffffff" ? "rgba(255,255,255,0.55)" : "rgba(0,0,0,0.45)";
  return draw(ink);
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

// src/kayain/projection.js
var TRAITS2 = [...TRAITS, ...["chart"]];
var snapshot2 = (model) => snapshot(model, TRAITS2);
var bottomSeat = (p) => p.seat == null || !isLive(p) ? 0 : p.seat;
function handGroups(v, seat) {
  const cards = seat == null ? null : v?.hands?.[seat];
  if (!cards) return [];
  const n = {};
  for (const c of cards) n[c] = (n[c] || 0) + 1;
  return ALL.filter((c) => n[c]).map((c) => [c, n[c]]).concat(Object.keys(n).filter((c) => !ALL.includes(c)).map((c) => [c, n[c]]));
}
var slotAt = (v, i, k) => v?.slots?.[i]?.[k] ?? null;
function placeTargets(p, card) {
  const out = /* @__PURE__ */ new Set();
  for (const m of legalMoves(p)) if (m.type === "place" && m.card === card) out.add(`${m.palette}:${m.side}`);
  return out;
}
var announcements = (p, card, palette, side) => legalMoves(p).filter((m) => m.type === "place" && m.card === card && m.palette === palette && m.side === side).map((m) => m.announce);
var canCollect = (p, i) => legalMoves(p).some((m) => m.type === "collect" && m.palette === i);
var canDraw = (p, c) => legalMoves(p).some((m) => m.type === "draw" && m.colour === c);
var canDeclare = (p, id) => legalMoves(p).some((m) => m.type === "declare" && m.painting === id);
function focusOf(p) {
  const f = p.feedback?.focus || [], out = { colours: /* @__PURE__ */ new Set(), places: /* @__PURE__ */ new Set(), paintings: /* @__PURE__ */ new Set() };
  for (const x of f) {
    if (Array.isArray(x) && x.length === 2) out.places.add(`${x[0]}:${x[1]}`);
    else if (typeof x === "string" && ALL.includes(x)) out.colours.add(x);
    else if (typeof x === "string") out.paintings.add(x);
  }
  return out;
}
function mixOf(chart, a, b) {
  const row = (chart || []).find((r) => r.from[0] === a && r.from[1] === b || r.from[0] === b && r.from[1] === a);
  return row ? row.makes : null;
}
function needsHeld(painting, hand) {
  const left = {};
  for (const c of hand || []) left[c] = (left[c] || 0) + 1;
  return painting.colours.map((c) => {
    const ok = (left[c] || 0) > 0;
    if (ok) left[c] -= 1;
    return [c, ok];
  });
}
function announcedBefore(log, upto, palette, side) {
  for (let i = upto - 1; i >= 0; i--) {
    const e = log[i];
    if (e.event === "place" && e.palette === palette && e.side === side) return e.announced;
  }
  return null;
}
function paintingTitle(v, id) {
  const all = [...(v?.paintings || []).flat(), ...(v?.completed || []).flat(), ...v?.discarded || []].filter(Boolean);
  const x = all.find((y) => y && y.id === id) || (v?.log || []).find((e) => e.event === "declare" && e.painting === id);
  return x ? x.title || id : id;
}

// src/kayain/selection.js
var newSelection = () => ({ card: null, slot: null, cursor: null, pending: null });
function settle(sel, p) {
  if (!myTurn(p)) {
    sel.card = sel.slot = sel.pending = null;
    return;
  }
  if (sel.card && !handGroups(p.view, p.seat).some(([c]) => c === sel.card)) sel.card = sel.slot = null;
}
function moveCursor(sel, dx, dy, bottom) {
  const [i, k] = sel.cursor || [0, bottom];
  const ni = Math.max(0, Math.min(5, i + dx));
  const nk = dy === 0 ? k : dy > 0 ? bottom : 1 - bottom;
  sel.cursor = [ni, nk];
  return sel.cursor;
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
  if (SEAT_FIELDS.includes(key) && isSeats(v)) return [].concat(v).map((q2) => playerName(lang, q2)).join(", ");
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

// src/kayain/text.js
var q = (lg, s2) => lg === "fr" ? `« ${s2} »` : `“${s2}”`;
var colourList = (lg, cs) => {
  const ns = cs.map((c) => colourName(lg, c));
  return ns.length <= 1 ? ns.join("") : `${ns.slice(0, -1).join(", ")} ${t(lg, "and")} ${ns[ns.length - 1]}`;
};
var sideName = (lg, side, seat) => side === seat ? t2(lg, "your_side") : t2(lg, "side_of", { player: playerName(lg, side) });
function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return t(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${t(lg, "over")} ${o.winners.length === 0 ? t(lg, "nobody") : t(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return t(lg, "handover_title", { player: playerName(lg, p.handover) });
  const last = v.phase === "last_turn" ? t2(lg, "last_turn") : "";
  if (p.thinking != null) return last + t(lg, "thinking", { player: playerName(lg, p.thinking) });
  const player = playerName(lg, v.to_move);
  if (!myTurn(p)) return last + (p.seat == null && !p.seats?.includes("human") ? t(lg, "spectator") : t(lg, "waiting", { player }));
  return prompt(p, lg, () => ["play", "last_turn"].includes(v.phase) ? last + t2(lg, can(p, "pass") && !can(p, "place") && !can(p, "draw") ? "must_pass" : "your_turn", { player }) : null);
}
function hintText(p, sel) {
  const lg = langOf(p);
  if (!myTurn(p)) return "";
  if (sel.pending === "d") return t2(lg, "keys_d");
  if (sel.pending === "p") return t2(lg, "keys_p");
  if (sel.card && sel.slot) return t2(lg, "hint_announce");
  if (sel.card) return t2(lg, "hint_slot", { card: colourName(lg, sel.card) });
  return t2(lg, "hint_card", { n: Math.max(1, Math.min(9, handGroups(p.view, p.seat).length)) });
}
function logLine(lg, v, i, seat) {
  const e = v.log[i], player = playerName(lg, e.player ?? 0);
  switch (e.event) {
    case "start":
      return t2(lg, "log_start", { player: playerName(lg, e.brush) });
    case "place":
      return t2(lg, "log_place", { player, n: e.palette + 1, side: sideName(lg, e.side, seat), colour: colourName(lg, e.announced) });
    case "collect": {
      const [a, b] = e.cards.map((c) => colourName(lg, c));
      let out = e.makes ? t2(lg, "log_collect", { player, n: e.palette + 1, a, b, made: colourName(lg, e.makes), gained: e.gained ? t2(lg, "log_gained", { player, cards: cardsOf(lg, e.gained, 1) }) : t2(lg, "log_empty_pile") }) : t2(lg, "log_collect_none", { player, n: e.palette + 1, a, b });
      const bluffs = [0, 1].map((side) => [side, announcedBefore(v.log, i, e.palette, side)]).filter(([side, said]) => said && said !== e.cards[side]).map(([side, said]) => t2(lg, "log_bluff", { player: playerName(lg, e.by?.[side] ?? side), said: colourName(lg, said) }));
      return [out, ...bluffs].join(" ");
    }
    case "draw":
      return t2(lg, "log_draw", { player, cards: cardsOf(lg, e.colour, 1) });
    case "declare": {
      const title = q(lg, e.title || e.painting);
      if (e.correct) return t2(lg, "log_declare_ok", { player, title, value: e.value, colours: colourList(lg, e.colours) });
      const left = [...e.shown], missing = [];
      for (const c of e.colours) {
        const k = left.indexOf(c);
        if (k >= 0) left.splice(k, 1);
        else missing.push(c);
      }
      return t2(lg, "log_declare_wrong", { player, title, missing: colourList(lg, missing) });
    }
    case "pass":
      return t2(lg, "log_pass", { player });
    default:
      return null;
  }
}
var eventText = (p, i) => eventLine(p, i, langOf(p), () => logLine(langOf(p), shown(p), i, bottomSeat(p)));
var logLines = (p) => (shown(p).log || []).map((_, i) => eventText(p, i));
function narration(p) {
  const v = shown(p);
  return v.log?.length ? eventText(p, v.log.length - 1) : "";
}
function describe(lg, v, move, seat) {
  switch (move.type) {
    case "place": {
      const d = { n: move.palette + 1, side: sideName(lg, move.side, seat), colour: colourName(lg, move.announce) };
      return move.card ? t2(lg, "why_place", { ...d, card: colourName(lg, move.card) }) : t2(lg, "why_place_hidden", d);
    }
    case "collect":
      return t2(lg, "why_collect", { n: move.palette + 1 });
    case "draw":
      return t2(lg, "why_draw", { cards: cardsOf(lg, move.colour, 1) });
    case "declare":
      return t2(lg, "why_declare", { title: q(lg, paintingTitle(v, move.painting)) });
    case "pass":
      return t2(lg, "why_pass");
    default:
      return plainMove(lg, move);
  }
}
function textForm(p) {
  const lg = langOf(p), v = shown(p), seat = bottomSeat(p), me = p.seat;
  const slot = (i, k) => {
    const e = v.slots?.[i]?.[k], side = sideName(lg, k, me);
    if (!e) return `${side}, ${t2(lg, "empty")}`;
    return `${side}, ` + (e.card ? t2(lg, e.card === e.announced ? "slot_mine" : "slot_mine_bluff", { card: colourName(lg, e.card), colour: colourName(lg, e.announced) }) : t2(lg, "slot_theirs", { colour: colourName(lg, e.announced) }));
  };
  const hands = [0, 1].map((q2) => {
    const g = handGroups(v, q2);
    const cards = v.hands?.[q2] ? g.length ? g.map(([c, n]) => cardsOf(lg, c, n)).join(", ") : t2(lg, "none") : t2(lg, "cards_n", { n: v.hand_sizes?.[q2] ?? 0 });
    return t2(lg, "text_hand_of", { player: playerName(lg, q2), cards });
  });
  const mine = me != null && v.paintings?.[me] || [];
  return [
    { heading: t2(lg, "text_palettes"), lines: [0, 1, 2, 3, 4, 5].map((i) => t2(lg, "text_palette", { n: i + 1, a: slot(i, seat), b: slot(i, 1 - seat) })) },
    { heading: t2(lg, "text_supply"), lines: [Object.entries(v.supply || {}).map(([c, n]) => `${colourName(lg, c)} ${n}`).join(", ")] },
    { heading: t2(lg, "text_hand"), lines: hands },
    { heading: t2(lg, "text_paintings"), lines: [
      ...mine.map((x) => t2(lg, "text_painting", { title: q(lg, x.title || x.id), value: x.value, colours: colourList(lg, x.colours) })),
      ...[0, 1].map((q2) => t2(lg, "text_completed", { player: playerName(lg, q2), n: v.completed_counts?.[q2] ?? 0 }))
    ] }
  ];
}

// src/kayain/draw.js
function cardFace(c, { lang, colorblind, small = false, cls = "" } = {}) {
  const col = COLOURS[c] || { fill: "#ccc", ink: "#000" };
  return h(
    "span",
    { class: `kc ${small ? "kc-small" : ""} ${cls}`.trim(), "data-colour": c, style: `background:${col.fill};color:${col.ink}` },
    colorblind && h("span", { class: "kc-pat", "aria-hidden": "true", style: `background:${patternCss(c)}` }),
    h("span", { class: "kc-name", style: colorblind ? `background:${col.fill}` : null }, colourName(lang, c))
  );
}
function faceDown(e, { lang, colorblind }) {
  const col = COLOURS[e.announced] || { fill: "#ccc" };
  const mine = e.card != null;
  return h(
    "span",
    { class: `kfd ${mine ? "kfd-mine" : "kfd-theirs"}`, "data-announced": e.announced, "data-card": mine ? e.card : null, "data-by": e.by },
    // the spaces between the parts keep the words apart when the card is read as text (the flex layout does not show them)
    h(
      "span",
      { class: "kfd-back" },
      h("span", { class: "kfd-said-label" }, t2(lang, "announced")),
      " ",
      h("span", { class: "kfd-said", style: `border-color:${col.fill}` }, cardFace(e.announced, { lang, colorblind, small: true })),
      " ",
      mine ? h(
        "span",
        { class: "kfd-truth" },
        `${t2(lang, "true_colour")}${colon(lang)}`,
        cardFace(e.card, { lang, colorblind, small: true }),
        e.card !== e.announced && h("b", { class: "kfd-bluff" }, ` ${t2(lang, "bluff")}`)
      ) : h("span", { class: "kfd-q", "aria-hidden": "true" }, "?")
    )
  );
}
function slotNode(p, i, k, sel, on) {
  const lg = langOf(p), v = shown(p), e = slotAt(v, i, k), key = `${i}:${k}`, seat = p.seat;
  const targets = sel.card ? placeTargets(p, sel.card) : /* @__PURE__ */ new Set(), focus = focusOf(p);
  const what = !e ? t2(lg, "slot_empty") : e.card ? t2(lg, e.card === e.announced ? "slot_mine" : "slot_mine_bluff", { card: colourName(lg, e.card), colour: colourName(lg, e.announced) }) : t2(lg, "slot_theirs", { colour: colourName(lg, e.announced) });
  const cls = [
    "kslot",
    e ? "kslot-full" : "kslot-empty",
    targets.has(key) && "gl-target",
    focus.places.has(key) && "gl-focus",
    sel.slot && sel.slot[0] === i && sel.slot[1] === k && "kslot-chosen",
    sel.cursor && sel.cursor[0] === i && sel.cursor[1] === k && myTurn(p) && "kslot-cursor"
  ];
  return h(
    "button",
    {
      class: cls.filter(Boolean).join(" "),
      "data-testid": `slot-${i}-${k}`,
      "data-palette": i,
      "data-side": k,
      "aria-label": t2(lg, "slot_label", { n: i + 1, side: sideName(lg, k, seat), what }),
      onclick: () => on.slot(i, k)
    },
    e ? faceDown(e, { lang: lg, colorblind: !!p.colorblind }) : h("span", { class: "kslot-plus", "aria-hidden": "true" }, targets.has(key) ? "+" : "")
  );
}
function paletteMiddle(p, i, on) {
  const lg = langOf(p), v = shown(p), a = slotAt(v, i, 0), b = slotAt(v, i, 1), ok = canCollect(p, i);
  const made = a && b ? mixOf(p.chart, a.announced, b.announced) : null;
  return h(
    "div",
    { class: "kpal-mid" },
    h("div", { class: "kpal-name" }, t2(lg, "palette", { n: i + 1 })),
    a && b && h("div", { class: "kpal-mix", "data-testid": `mix-${i}` }, t2(lg, "mix_announced", { a: colourName(lg, a.announced), b: colourName(lg, b.announced), made: made ? colourName(lg, made) : t2(lg, "makes_nothing") })),
    myTurn(p) && (a || b) && h("button", {
      class: `kcollect ${ok ? "gl-primary gl-legal" : "gl-unoffered"}`,
      "data-testid": `collect-${i}`,
      "aria-disabled": ok ? null : "true",
      "aria-label": t2(lg, "collect_label", { n: i + 1 }),
      onclick: () => on.collect(i)
    }, `${t2(lg, "collect")}`)
  );
}
function workshopNodes(p, sel, on) {
  const lg = langOf(p), bottom = bottomSeat(p), top = 1 - bottom, seat = p.seat;
  const row = (k) => h("div", { class: "kws-side-label" }, sideName(lg, k, seat));
  return [row(top), h("div", { class: "kws-palettes" }, ...[0, 1, 2, 3, 4, 5].map((i) => h("div", { class: "kpal", "data-testid": `palette-${i}` }, slotNode(p, i, top, sel, on), paletteMiddle(p, i, on), slotNode(p, i, bottom, sel, on)))), row(bottom)];
}
function handNodes(p, sel, on) {
  const lg = langOf(p), v = shown(p), focus = focusOf(p), turn = myTurn(p);
  return handGroups(v, p.seat).map(([c, n], j) => h("button", {
    class: ["khand-card", sel.card === c && "kchosen", focus.colours.has(c) && "gl-focus", turn && "gl-legal"].filter(Boolean).join(" "),
    "data-testid": "hand-card",
    "data-colour": c,
    "aria-pressed": sel.card === c ? "true" : "false",
    // named by what it shows ("cyan ×2"); the sentence and the key in its title, the key also as a shortcut
    title: j < 9 ? labelled(lg, j + 1, cardsOf(lg, c, n)) : cardsOf(lg, c, n),
    "aria-keyshortcuts": j < 9 ? String(j + 1) : null,
    onclick: () => on.card(c)
  }, cardFace(c, { lang: lg, colorblind: !!p.colorblind }), n > 1 && h("span", { class: "kcount" }, ` ×${n}`), j < 9 && h("span", { class: "kkey", "aria-hidden": "true" }, String(j + 1))));
}
function announceNodes(p, sel, choices, on) {
  const lg = langOf(p), [i, k] = sel.slot;
  return [
    h("div", { class: "kann-title" }, t2(lg, "announce_title", { card: colourName(lg, sel.card), n: i + 1, side: sideName(lg, k, p.seat) })),
    h("div", { class: "kann-note" }, t2(lg, "announce_note")),
    h("div", { class: "kann-list", role: "group" }, ...choices.map((c) => h("button", {
      class: `kann-colour ${c === sel.card ? "kann-truth" : ""}`,
      "data-testid": `announce-${c}`,
      "data-colour": c,
      "aria-label": colourName(lg, c) + (c === sel.card ? ` (${t2(lg, "truth")})` : ""),
      onclick: () => on.announce(c)
    }, cardFace(c, { lang: lg, colorblind: !!p.colorblind, small: true }), c === sel.card && h("span", { class: "kann-tag" }, t2(lg, "truth"))))),
    h("button", { class: "kann-cancel", "data-testid": "announce-cancel", onclick: on.cancel }, t2(lg, "cancel"))
  ];
}
function supplyNodes(p, on) {
  const lg = langOf(p), v = shown(p), sup = v.supply || {}, focus = focusOf(p), turn = myTurn(p), cb = !!p.colorblind;
  const pile = (c, base) => {
    const ok = base && canDraw(p, c), n = sup[c] ?? 0;
    return h("button", {
      class: ["kpile", base ? "kpile-base" : "kpile-mixed", ok && "gl-legal", focus.colours.has(c) && "gl-focus", n === 0 && "kpile-empty"].filter(Boolean).join(" "),
      "data-testid": `pile-${c}`,
      "data-colour": c,
      "aria-disabled": ok ? null : "true",
      disabled: !turn,
      title: base ? t2(lg, "draw_label", { cards: cardsOf(lg, c, 1), n }) : t2(lg, "pile_label", { colour: colourName(lg, c), n }),
      // named by what it shows: "cyan 6"
      onclick: () => on.draw(c)
    }, cardFace(c, { lang: lg, colorblind: cb, small: true }), " ", h("span", { class: "kpile-n" }, String(n)));
  };
  return [
    h("div", { class: "ksub" }, t2(lg, "base_piles")),
    h("div", { class: "kpiles" }, ...BASE.map((c) => pile(c, true))),
    h("div", { class: "ksub" }, t2(lg, "mixed_piles")),
    h("div", { class: "kpiles" }, ...MIXED.map((c) => pile(c, false)))
  ];
}
function paintingNodes(p, on) {
  const lg = langOf(p), v = shown(p), me = p.seat, mine = me != null && v.paintings?.[me] || [], focus = focusOf(p), cb = !!p.colorblind;
  return mine.map((x, j) => {
    const held = needsHeld(x, v.hands?.[me]), missing = held.filter(([, ok2]) => !ok2).map(([c]) => c), ok = canDeclare(p, x.id);
    return h(
      "div",
      { class: ["kpainting", focus.paintings.has(x.id) && "gl-focus", !missing.length && "kready"].filter(Boolean).join(" "), "data-testid": "painting", "data-id": x.id },
      h("div", { class: "kp-head" }, h("span", { class: "kp-value" }, String(x.value)), h("span", { class: "kp-title" }, x.title || x.id), h("span", { class: "kkey" }, String(j + 1))),
      h("div", { class: "kp-needs" }, ...held.map(([c, has2]) => h("span", { class: `kp-need ${has2 ? "kp-has" : "kp-lacks"}` }, cardFace(c, { lang: lg, colorblind: cb, small: true }), has2 ? "✓" : "✗"))),
      h("div", { class: `kp-note ${missing.length ? "kp-warn" : ""}` }, missing.length ? t2(lg, "missing", { colours: colourList(lg, missing) }) : t2(lg, "ready")),
      myTurn(p) && h(
        "button",
        {
          class: `kdeclare ${ok ? "gl-legal" : "gl-unoffered"} ${ok && !missing.length ? "gl-primary" : ""}`,
          "data-testid": `declare-${x.id}`,
          "aria-label": t2(lg, "declare_label", { action: missing.length ? t2(lg, "declare_anyway") : t2(lg, "declare"), title: x.title || x.id, value: x.value }),
          onclick: () => on.declare(x.id)
        },
        missing.length ? t2(lg, "declare_anyway") : t2(lg, "declare")
      )
    );
  });
}
function completedNodes(p) {
  const lg = langOf(p), v = shown(p);
  return [0, 1].map((q2) => {
    const done = v.completed?.[q2];
    const n = done ? done.length : v.completed_counts?.[q2] ?? 0;
    return h(
      "div",
      { class: "kdone", "data-testid": `completed-${q2}` },
      h("b", {}, `${playerName(lg, q2)} · ${t2(lg, "completed")}${colon(lg)}`),
      n === 0 ? t2(lg, "completed_none") : done ? done.map((x) => `${x.title || x.id} (${x.value})`).join(", ") : t2(lg, "completed_hidden", { n })
    );
  });
}
function chartNodes(p) {
  const lg = langOf(p), cb = !!p.colorblind;
  return [h("div", { class: "kchart-note" }, t2(lg, "chart_note")), h("ul", { class: "kchart-list" }, ...(p.chart || []).map((r) => h(
    "li",
    { "data-testid": `chart-${r.makes}` },
    cardFace(r.from[0], { lang: lg, colorblind: cb, small: true }),
    " + ",
    cardFace(r.from[1], { lang: lg, colorblind: cb, small: true }),
    " = ",
    cardFace(r.makes, { lang: lg, colorblind: cb, small: true })
  )))];
}
function seatInfo(p, q2) {
  const lg = langOf(p), v = shown(p);
  return [
    h("span", { class: "gl-chip-who", "data-testid": `count-${q2}` }, `${t2(lg, "count_cards", { n: v.hand_sizes?.[q2] ?? 0 })} · ${t2(lg, "count_paintings", { n: v.painting_counts?.[q2] ?? 0 })} · ${t2(lg, "count_completed", { n: v.completed_counts?.[q2] ?? 0 })}`),
    v.brush === q2 && h("span", { class: "kbrush", title: t2(lg, "brush"), "aria-label": t2(lg, "brush"), "data-testid": `brush-${q2}` }, t2(lg, "brush_short"))
  ];
}
function lastEventNodes(p, line) {
  const lg = langOf(p), v = shown(p), e = v.log?.[v.log.length - 1], cb = !!p.colorblind;
  if (!e || e.event === "start") return [];
  const parts = [h("div", { class: "klast-title" }, t2(lg, "last_event"))];
  if (e.event === "collect") parts.push(h(
    "div",
    { class: "klast-mix", "data-testid": "last-mix" },
    cardFace(e.cards[0], { lang: lg, colorblind: cb }),
    h("span", {}, "+"),
    cardFace(e.cards[1], { lang: lg, colorblind: cb }),
    h("span", {}, "="),
    e.makes ? cardFace(e.makes, { lang: lg, colorblind: cb, cls: e.gained ? "" : "kc-lost" }) : h("span", { class: "klast-none" }, "∅")
  ));
  if (e.event === "declare") parts.push(h(
    "div",
    { class: `klast-declare ${e.correct ? "kok" : "kwrong"}`, "data-testid": "last-declare" },
    h("span", { class: "kp-value" }, String(e.value)),
    h("b", {}, e.title || e.painting),
    ...e.colours.map((c) => cardFace(c, { lang: lg, colorblind: cb, small: true })),
    h("span", { class: "klast-verdict" }, e.correct ? "✓" : "✗")
  ));
  parts.push(h("div", { class: "klast-line" }, line));
  return parts;
}
function outcomeNodes(p, status) {
  const lg = langOf(p), o = p.outcome || {}, v = shown(p);
  const lines = [0, 1].map((q2) => {
    const done = v.completed?.[q2] || [], hand = v.hands?.[q2] || [], mixed = hand.filter((c) => MIXED.includes(c)).length;
    return h("li", { "data-testid": `score-${q2}` }, t2(lg, "score_line", {
      player: playerName(lg, q2),
      total: o.scores?.[q2] ?? 0,
      paintings: done.reduce((a, x) => a + x.value, 0),
      n: mixed,
      penalty: 5 * mixed
    }));
  });
  return [
    h("b", {}, status),
    h("div", { class: "gl-ranking", "data-testid": "outcome-reason" }, o.messages?.[lg] ?? ""),
    h("div", {}, t2(lg, "over_scores")),
    h("ol", { class: "kscores" }, ...lines)
  ];
}
function handoverNodes(p, onTake, onUndo) {
  const lg = langOf(p), player = playerName(lg, p.handover);
  return [h(
    "div",
    { class: "gl-handover-card" },
    h("h3", {}, t2(lg, "handover_title", { player })),
    h("p", {}, t2(lg, "handover_note_k", { player })),
    h("button", { class: "gl-primary", "data-testid": "take-seat", onclick: onTake }, t2(lg, "handover_button_k", { player })),
    p.can_undo && h("div", { class: "gl-handover-undo" }, h("button", { "data-testid": "handover-undo", onclick: onUndo }, `↶ ${t2(lg, "handover_undo")}`))
  )];
}

// src/kayain/input.js
var ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
function digitOf(e) {
  if (/^[0-9]$/.test(e.key)) return Number(e.key);
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(e.code || "");
  return m ? Number(m[1]) : null;
}
function bindKeys(root, { sel, now, act }, signal) {
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest?.(".kann-list") && (ARROWS[e.key] || e.key === "Enter" || e.key === " ")) return act.pickerKey(e);
    const p = now(), k = e.key.length === 1 ? e.key.toLowerCase() : e.key, d = digitOf(e);
    let done = true;
    if (sel.pending && d !== null) {
      const pending = sel.pending;
      sel.pending = null;
      if (pending === "d" && d >= 1 && d <= BASE.length) act.draw(BASE[d - 1]);
      else if (pending === "p") {
        const x = (shown(p).paintings?.[p.seat] || [])[d - 1];
        if (x) act.declare(x.id);
        else act.redraw();
      } else act.redraw();
    } else if (d !== null && d >= 1 && myTurn(p)) {
      const g = handGroups(p.view, p.seat)[d - 1];
      if (g) act.card(g[0]);
      else done = false;
    } else if (ARROWS[k] && myTurn(p)) {
      moveCursor(sel, ...ARROWS[k], bottomSeat(p));
      act.redraw();
    } else if ((k === "Enter" || k === " ") && sel.cursor && myTurn(p) && e.target === root) act.slot(...sel.cursor);
    else if (k === "c" && sel.cursor && myTurn(p)) act.collect(sel.cursor[0]);
    else if ((k === "d" || k === "p") && myTurn(p)) {
      sel.pending = k;
      act.redraw();
    } else if (k === "u") act.undo();
    else if (k === "h") act.toggleChart();
    else if (k === "Escape") act.cancel();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}

// src/kayain/render.js
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
    last: h("div", { class: "klast", "data-testid": "last-event", hidden: true }),
    workshopTitle: h("h3", { class: "ksec-title" }),
    workshop: h("div", { class: "kworkshop", "data-testid": "board", tabindex: -1, role: "group" }),
    supplyTitle: h("h3", { class: "ksec-title" }),
    supply: h("div", { class: "ksupply", "data-testid": "supply" }),
    chart: h("details", { class: "kchart", "data-testid": "chart", open: true }),
    handTitle: h("h3", { class: "ksec-title", "data-testid": "hand-title" }),
    hand: h("div", { class: "khand", "data-testid": "hand" }),
    announce: h("div", { class: "kann", "data-testid": "announce", hidden: true }),
    paintingsTitle: h("h3", { class: "ksec-title" }),
    paintings: h("div", { class: "kpaintings", "data-testid": "paintings" }),
    completed: h("div", { class: "kcompleted" }),
    undoBtn: btn("undo", on.undo),
    hint: h("div", { class: "gl-hint", "data-testid": "hint" }),
    keys: h("div", { class: "gl-keys", "data-testid": "keys" }),
    why: h("div", { class: "gl-why", "data-testid": "why", hidden: true }),
    log: h("div", { class: "gl-log", "data-testid": "log" }),
    text: h("details", { class: "gl-text-form", "data-testid": "text-form" }),
    replay: replayBar(on.replay),
    say: narrator(),
    handover: h("div", { class: "gl-handover", "data-testid": "handover", hidden: true }),
    tutorial: tutorialBubble()
  };
  e.skip = skipLink("en", e.workshop);
  e.root = h(
    "div",
    { class: "gl-root gl-kayain", tabindex: 0, "data-testid": "kayain" },
    e.skip,
    h("div", { class: "gl-top" }, e.status, h("div", { class: "gl-meta" }, e.seed, e.cbBtn, e.langBtn)),
    e.seats,
    e.tutorial,
    e.feedback,
    e.outcome,
    e.last,
    h(
      "div",
      { class: "kmain" },
      h("section", { class: "kws-wrap" }, e.workshopTitle, e.workshop),
      h("aside", { class: "kside" }, e.supplyTitle, e.supply, e.chart)
    ),
    h(
      "div",
      { class: "kplay" },
      h("section", { class: "khand-wrap" }, h("div", { class: "kplay-head" }, e.handTitle, e.undoBtn), e.hand, e.announce),
      h("section", { class: "kpaintings-wrap" }, e.paintingsTitle, e.paintings, e.completed)
    ),
    e.hint,
    e.keys,
    e.why,
    e.log,
    e.text,
    e.replay,
    e.say,
    e.handover
  );
  return e;
}
function render({ model, el, signal }) {
  const sel = newSelection(), memo = { dismissed: null };
  const now = () => snapshot2(model);
  const send = (move) => {
    if (myTurn(now())) intent(model, { type: "move", move, ply: model.get("ply") });
    sel.card = sel.slot = sel.pending = null;
  };
  const act = {
    card: (c) => {
      sel.card = sel.card === c ? null : c;
      sel.slot = null;
      draw();
    },
    slot: (i, k) => {
      const p = now();
      sel.cursor = [i, k];
      if (!sel.card || !myTurn(p)) return draw();
      const choices = announcements(p, sel.card, i, k);
      if (!choices.length) return send({ type: "place", card: sel.card, palette: i, side: k, announce: sel.card });
      sel.slot = [i, k];
      draw();
      (e.announce.querySelector(".kann-truth") || e.announce.querySelector("button"))?.focus();
    },
    announce: (c) => {
      if (sel.card && sel.slot) send({ type: "place", card: sel.card, palette: sel.slot[0], side: sel.slot[1], announce: c });
    },
    collect: (i) => send({ type: "collect", palette: i }),
    draw: (c) => send({ type: "draw", colour: c }),
    declare: (id) => send({ type: "declare", painting: id }),
    undo: () => {
      if (now().can_undo) intent(model, { type: "undo" });
    },
    cancel: () => {
      if (sel.slot) sel.slot = null;
      else sel.card = null;
      sel.pending = null;
      draw();
      e.root.focus({ preventScroll: true });
    },
    toggleChart: () => {
      e.chart.open = !e.chart.open;
    },
    redraw: () => draw(),
    pickerKey: (ev) => {
      const bs = [...e.announce.querySelectorAll(".kann-colour")], i = bs.indexOf(document.activeElement);
      if (ev.key === "Enter" || ev.key === " ") return;
      ev.preventDefault();
      const step = ev.key === "ArrowLeft" || ev.key === "ArrowUp" ? -1 : 1;
      bs[(i + step + bs.length) % bs.length]?.focus();
    }
  };
  const e = skeleton({
    lang: () => prefer(model, "lang", langOf(now()) === "en" ? "fr" : "en"),
    colorblind: () => prefer(model, "colorblind", !model.get("colorblind")),
    undo: () => act.undo(),
    replay: (k) => prefer(model, "replay_step", k >= model.get("ply") ? -1 : k)
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
    e.seed.hidden = p.seed == null;
    e.seed.textContent = p.seed == null ? "" : t(lg, "seed", { seed: p.seed });
    e.status.textContent = statusText(p);
    renderSeats(e.seats, {
      seats: p.seats || [],
      seat: p.seat,
      toMove: o.reason ? null : v.to_move,
      thinking: isLive(p) ? p.thinking : null,
      winners: o.winners || [],
      lang: lg,
      info: (q2) => seatInfo(p, q2)
    });
    renderTutorial(e.tutorial, p.tutorial, lg);
    const f = p.feedback || {};
    renderFeedback(e.feedback, JSON.stringify(f) === memo.dismissed ? {} : f, lg, () => {
      memo.dismissed = JSON.stringify(f);
      e.feedback.hidden = true;
    });
    e.outcome.hidden = !o.reason;
    put(e.outcome, ...o.reason ? outcomeNodes(p, statusText(p)) : []);
    const said = narration(p), last = lastEventNodes(p, said);
    e.last.hidden = !last.length;
    put(e.last, ...last);
    e.workshopTitle.textContent = t2(lg, "workshop");
    e.workshop.setAttribute("aria-label", t2(lg, "workshop"));
    put(e.workshop, ...workshopNodes(p, sel, on));
    e.supplyTitle.textContent = t2(lg, "supply");
    put(e.supply, ...supplyNodes(p, on));
    put(e.chart, h("summary", {}, t2(lg, "chart")), ...chartNodes(p));
    const mine = p.seat != null && v.hands?.[p.seat];
    e.handTitle.textContent = mine ? humans(p) > 1 ? t2(lg, "hand_of", { player: t(lg, "player", { n: p.seat + 1 }) }) : t2(lg, "hand") : t2(lg, "hand_hidden", { player: t(lg, "player", { n: (v.to_move ?? 0) + 1 }), n: v.hand_sizes?.[v.to_move ?? 0] ?? 0 });
    put(e.hand, ...handNodes(p, sel, on));
    const choices = sel.card && sel.slot ? announcements(p, sel.card, ...sel.slot) : [];
    e.announce.hidden = !choices.length;
    put(e.announce, ...choices.length ? announceNodes(p, sel, choices, on) : []);
    e.paintingsTitle.textContent = t2(lg, "paintings");
    e.paintingsTitle.hidden = !(p.seat != null && v.paintings?.[p.seat]);
    put(e.paintings, ...paintingNodes(p, on));
    put(e.completed, ...completedNodes(p));
    e.undoBtn.textContent = `↶ ${t(lg, "undo")} (U)`;
    e.undoBtn.disabled = !(isLive(p) && p.can_undo);
    e.hint.textContent = hintText(p, sel);
    e.keys.textContent = t2(lg, "keys");
    langButton(e.langBtn, lg);
    e.cbBtn.textContent = `${p.colorblind ? "☑" : "☐"} ${t(lg, "colorblind")}`;
    e.cbBtn.setAttribute("aria-pressed", p.colorblind ? "true" : "false");
    renderWhy(e.why, { why: isLive(p) ? p.why || [] : [], lang: lg, describe: (m) => describe(lg, v, m, p.seat) });
    renderLog(e.log, logLines(p), lg);
    renderTextForm(e.text, { sections: textForm(p), lang: lg });
    e.replay.update({ ply: p.ply || 0, step: replayStep(p), lang: lg });
    e.handover.hidden = p.handover == null;
    put(e.handover, ...p.handover == null ? [] : handoverNodes(p, () => intent(model, { type: "take_seat" }), act.undo));
    if (isLive(p)) e.say.say(said);
    e.root.dataset.ply = String(p.ply || 0);
    e.root.dataset.ready = "1";
  }
  redrawOn(model, TRAITS2, draw, signal);
  draw();
  return () => e.root.remove();
}

// src/kayain.js
var kayain_default = { render };
export {
  BASE,
  COLOURS,
  MIXED,
  STR,
  announcedBefore,
  announcements,
  cardsOf,
  colourList,
  colourName,
  kayain_default as default,
  describe,
  focusOf,
  handGroups,
  logLine,
  mixOf,
  needsHeld,
  patternCss,
  placeTargets,
  statusText,
  textForm
};
