// Words in English and French, in the shape Python's games_lib.core.Words has: a table {key: {en, fr}}, each sentence beside
// its translation, checked when its module loads. Rule messages come from Python (feedback.messages), already in both languages.
// Bots' names and settings in words are defined once in bots.json, {word: {en, fr}}: Python's games_lib.bots.BOT_NAMES reads it too.
import BOT_WORDS from "./bots.json";
import { typeset } from "./dom.js";

/** The languages every table speaks. */
export const LANGS = ["en", "fr"];

/** Whether `n` takes the singular in `lang`: in French 0 and 1 do (« 0 tuile »), in English only 1 ("0 tiles"). */
export const singular = (lang, n) => (lang === "fr" ? Math.abs(n) < 2 : Math.abs(n) === 1);

// A table's words are a text, or forms [one, many] for a count ("{n} tile", "{n} tiles"). What a table may lack, as Python
// lists it (`word_gaps`): a language, the same {fields} in both (a field English fills and French forgets is a sentence that
// cannot be said), as many forms in both, and French typography (a space before « : ; ! ? », none in English).

/** The {fields} a text fills: fields("{n} games of {game}") is {n, game} (Plotly's own %{x} are not ours). */
export const fields = (text) => new Set([...text.matchAll(/(%?)\{(\w+)\}/g)].filter((m) => !m[1]).map((m) => m[2]));
/** The words a person reads: no tags, links, {fields} or `code`. */
const prose = (text) => text.replace(/<[^>]*>/g, "").replace(/https?:\/\/\S+|%?\{[^}]*\}|`[^`]*`/g, "x");
/** A text as its one form, forms as themselves; null for anything else. */
const formsOf = (w) => (typeof w === "string" ? [w] : Array.isArray(w) && w.every((x) => typeof x === "string") ? w : null);
const listed = (set) => `[${[...set].sort().map((f) => `'${f}'`).join(", ")}]`;

/** What a table {key: {en, fr}} lacks, one sentence per gap naming its key (none: an empty list). */
export function wordGaps(table) {
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

/** The table {key: {en, fr}}, checked and frozen: a gap throws at once, each key named (a board never loads half-translated). */
export function words(table) {
  const gaps = wordGaps(table);
  if (gaps.length) throw new Error(`words with gaps: ${gaps.join("; ")}`);
  for (const w of Object.values(table)) { Object.values(w).forEach(Object.freeze); Object.freeze(w); }
  return Object.freeze({ ...table });
}

/** The words shared by every board. */
export const STRINGS = words({
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
  handover_note: { en: "{player}'s hand stays hidden until they take the device.",
                   fr: "La main de {player} reste cachée jusqu'à ce qu'il ou elle prenne l'appareil." },
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
  why_note_score: { en: "Score: how the bot rates a move by its rule of thumb; higher is better.",
                    fr: "Score : la note que le bot donne à un coup selon sa règle empirique ; plus elle est haute, mieux c'est." },
  why_note_visits: { en: "Tries: how often its search played the move in its trial games; value: the share of those games it won (1: all).",
                     fr: "Essais : combien de fois sa recherche a joué ce coup dans ses parties d'essai ; valeur : la part de ces parties qu'il a gagnées (1 : toutes)." },
  text_form: { en: "The table as text", fr: "Le jeu en texte" },
  phase_plain: { en: "{player}, your move ({phase}).", fr: "{player}, à vous ({phase})." },
});

/** Whether `table` has words `key` of its own (not a name every object has, as "constructor"). */
export const has = (table, key) => Object.prototype.hasOwnProperty.call(table, key);
// (no look-behind in these patterns: Safari before 16.4, on many a school's tablets, refuses to load a module that has one)
const fill = (text, params) => text.replace(/(%?)\{(\w+)\}/g, (m, plotly, k) => (!plotly && has(params, k) ? String(params[k]) : m));

/**
 * The words `key` of `table` in `lang` (English for a language the tables do not speak), with their {fields} filled from
 * `params`. Words with forms take the one the count `params.n` picks, as Python's `say(key, lang, n=…)`: French says 0 and 1
 * in the singular. A key the table lacks is looked up in the shared words, then said as itself.
 */
export function t(lang, key, params = {}, table = STRINGS) {
  const w = has(table, key) ? table[key] : has(STRINGS, key) ? STRINGS[key] : null;
  if (!w) return key;
  const said = has(w, lang) ? w[lang] : w.en;
  if (typeof said === "string") return typeset(fill(said, params));
  if (typeof params.n !== "number") throw new Error(`the words '${key}' have a form per count: say them with n`);
  return typeset(fill(said[singular(lang, params.n) ? 0 : 1], params));
}

/** The bots' names, {word: {en, fr}}, checked as every table is. */
const BOTS = words(BOT_WORDS);

/** A colon as each language writes it: "Deck: 16", « Pioche : 16 » (French puts a space before « : ; ! ? »). */
export const colon = (lang) => (lang === "fr" ? " : " : ": ");
/** "label: value" in `lang`'s typography. */
export const labelled = (lang, label, value) => `${label}${colon(lang)}${value}`;

/** A bot spec (`memory:preset=child`) in words (an unknown word stays as written): "memory (child)", "mémoire (enfant)" in French. */
export function botName(lang, spec) {
  const [name, ...params] = String(spec).split(":");
  const say = (w) => (has(BOTS, w) ? t(lang, w, {}, BOTS) : w);
  const values = params.map((p) => say(p.includes("=") ? p.split("=").slice(1).join("=") : p));
  return values.length ? `${say(name)} (${values.join(", ")})` : say(name);
}

/** A board's own words over the shared ones, the whole table checked again (Python's `Words | more`). */
export const extend = (own) => words({ ...STRINGS, ...own });

/** "Player 2", numbered from 1 on the page (0 in Python). */
export const playerName = (lang, p) => t(lang, "player", { n: p + 1 });

/** "Player 1, Player 3 and Player 4" */
export function names(lang, players) {
  const ns = players.map((p) => playerName(lang, p));
  return ns.length <= 1 ? ns.join("") : `${ns.slice(0, -1).join(", ")} ${t(lang, "and")} ${ns[ns.length - 1]}`;
}
