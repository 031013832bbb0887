// FR/EN strings shared by every board. Rule messages come from Python (feedback.messages), already in both languages.
// Bots' names and settings in words are defined once in bots.json, {word: {en, fr}}: Python's games_lib.bots.BOT_NAMES reads it too.
import BOT_WORDS from "./bots.json";

export const STRINGS = {
  en: {
    player: "Player {n}", you: "you", bot: "bot", seed: "Seed {seed}", lang_switch: "FR", lang_name: "Français",
    colorblind: "Colour-blind mode", undo: "Undo", replay: "Replay", replay_label: "Replay: move shown", replay_value: "move {k} of {n}", live: "Back to the game",
    replay_status: "Replay: the table after move {k} of {n} (hands hidden).", events: "Events",
    handover_title: "Pass the device to {player}", handover_button: "I am {player}: show my hand",
    handover_note: "{player}'s hand stays hidden until they take the device.", handover_undo: "Take my move back first",
    thinking: "{player} (bot) is playing…", waiting: "{player} to play.", spectator: "Bots are playing: you are watching.",
    over: "Game over.", wins: "{players} wins!", shared: "Shared win: {players}!", nobody: "Nobody wins.",
    ranking: "Ranking", points: "{n} pts", out: "done", dismiss: "Dismiss", tiles_left: "{n} tiles", one_tile_left: "{n} tile",
    and: "and", skip: "Skip to the board",
    why_title: "Why this move", why_played: "{player} ({bot}) played", why_hidden: "a move hidden from you",
    why_none: "Nothing more that you may see.", why_visits: "{n} tries", why_score: "score {n}", why_value: "value {n}",
    why_note_score: "Score: how the bot rates a move by its rule of thumb; higher is better.",
    why_note_visits: "Tries: how often its search played the move in its trial games; value: the share of those games it won (1: all).",
    text_form: "The table as text", phase_plain: "{player}, your move ({phase}).",
  },
  fr: {
    player: "Joueur {n}", you: "vous", bot: "robot", seed: "Graine {seed}", lang_switch: "EN", lang_name: "English",
    colorblind: "Mode daltonien", undo: "Annuler", replay: "Revoir", replay_label: "Revoir : coup montré", replay_value: "coup {k} sur {n}", live: "Retour à la partie",
    replay_status: "Revoir : le jeu après le coup {k} sur {n} (mains cachées).", events: "Événements",
    handover_title: "Passez l'appareil à {player}", handover_button: "Je suis {player} : montrer ma main",
    handover_note: "La main de {player} reste cachée jusqu'à ce qu'il ou elle prenne l'appareil.", handover_undo: "Reprendre d'abord mon coup",
    thinking: "{player} (robot) joue…", waiting: "Au tour de {player}.", spectator: "Les robots jouent : vous regardez.",
    over: "Partie terminée.", wins: "{players} gagne !", shared: "Victoire partagée : {players} !", nobody: "Personne ne gagne.",
    ranking: "Classement", points: "{n} pts", out: "fini", dismiss: "Fermer", tiles_left: "{n} tuiles", one_tile_left: "{n} tuile",
    and: "et", skip: "Aller au plateau",
    why_title: "Pourquoi ce coup", why_played: "{player} ({bot}) a joué", why_hidden: "un coup qui vous est caché",
    why_none: "Rien de plus que vous puissiez voir.", why_visits: "{n} essais", why_score: "score {n}", why_value: "valeur {n}",
    why_note_score: "Score : la note que le bot donne à un coup selon sa règle empirique ; plus elle est haute, mieux c'est.",
    why_note_visits: "Essais : combien de fois sa recherche a joué ce coup dans ses parties d'essai ; valeur : la part de ces parties qu'il a gagnées (1 : toutes).",
    text_form: "Le jeu en texte", phase_plain: "{player}, à vous ({phase}).",
  },
};

/** The string `key` in `lang` (falling back to English), with {params} filled in. */
export function t(lang, key, params = {}, table = STRINGS) {
  const tmpl = table[lang]?.[key] ?? table.en[key] ?? STRINGS[lang]?.[key] ?? STRINGS.en[key] ?? key;
  return tmpl.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** A colon as each language writes it: "Deck: 16", « Pioche : 16 » (French puts a space before « : ; ! ? »). */
export const colon = (lang) => (lang === "fr" ? " : " : ": ");
/** "label: value" in `lang`'s typography. */
export const labelled = (lang, label, value) => `${label}${colon(lang)}${value}`;

/** Whether `n` takes the singular in `lang`: in French 0 and 1 do (« 0 tuile »), in English only 1 ("0 tiles"). */
export const singular = (lang, n) => (lang === "fr" ? Math.abs(n) < 2 : Math.abs(n) === 1);


/** A bot spec (`memory:preset=child`) in words (an unknown word stays as written): "memory (child)", "mémoire (enfant)" in French. */
export function botName(lang, spec) {
  const [name, ...params] = String(spec).split(":");
  const say = (w) => BOT_WORDS[w]?.[lang] ?? BOT_WORDS[w]?.en ?? w;
  const values = params.map((p) => say(p.includes("=") ? p.split("=").slice(1).join("=") : p));
  return values.length ? `${say(name)} (${values.join(", ")})` : say(name);
}

/** Merge a board's own strings over the shared ones. */
export const extend = (own) => ({ en: { ...STRINGS.en, ...own.en }, fr: { ...STRINGS.fr, ...own.fr } });

/** "Player 2", numbered from 1 on the page (0 in Python). */
export const playerName = (lang, p) => t(lang, "player", { n: p + 1 });

/** "Player 1, Player 3 and Player 4" */
export function names(lang, players) {
  const ns = players.map((p) => playerName(lang, p));
  return ns.length <= 1 ? ns.join("") : `${ns.slice(0, -1).join(", ")} ${t(lang, "and")} ${ns[ns.length - 1]}`;
}
