// The generic board's own words, in English and French (the shared ones are in common/i18n.js). It names no game:
// everything about the game itself (the table, the moves, the events) is in the words Python sends.
import { t as tr, extend } from "../common/i18n.js";

export const STR = extend({
  en: {
    your_move: "{player}, your move: choose one below.", table: "The table", moves: "Your moves", no_moves: "No move for you now.",
    other: "Another move, written as the game reads it (JSON)", other_help: "The game checks it and says why if it is not allowed.",
    try_move: "Try this move", keys: "Keys: 1–9 play the numbered move · U undo · Tab goes from button to button",
    board_label: "The game, in words", empty: "(nothing to show)",
  },
  fr: {
    your_move: "{player}, à vous : choisissez un coup ci-dessous.", table: "Le jeu", moves: "Vos coups", no_moves: "Aucun coup pour vous maintenant.",
    other: "Un autre coup, écrit comme le jeu le lit (JSON)", other_help: "Le jeu le vérifie et dit pourquoi s'il n'est pas permis.",
    try_move: "Essayer ce coup", keys: "Touches : 1–9 jouer le coup numéroté · U annuler · Tab passe d'un bouton à l'autre",
    board_label: "Le jeu, en mots", empty: "(rien à montrer)",
  },
});
/** The string `key` in `lang`, the board's own first, then the shared ones. */
export const t = (lang, key, params) => tr(lang, key, params, STR);
