// The generic board's own words, in English and French (the shared ones are in common/i18n.js). It names no game:
// everything about the game itself (the table, the moves, the events) is in the words Python sends.
import { t as tr, extend } from "../common/i18n.js";

export const STR = extend({
  your_move: { en: "{player}, your move: choose one below.", fr: "{player}, à vous : choisissez un coup ci-dessous." },
  table: { en: "The table", fr: "Le jeu" },
  moves: { en: "Your moves", fr: "Vos coups" },
  no_moves: { en: "No move for you now.", fr: "Aucun coup pour vous maintenant." },
  other: { en: "Another move, written as the game reads it (JSON)", fr: "Un autre coup, écrit comme le jeu le lit (JSON)" },
  other_help: { en: "The game checks it and says why if it is not allowed.", fr: "Le jeu le vérifie et dit pourquoi s'il n'est pas permis." },
  try_move: { en: "Try this move", fr: "Essayer ce coup" },
  keys: { en: "Keys: 1–9 play the numbered move · U undo · Tab goes from button to button",
          fr: "Touches : 1–9 jouer le coup numéroté · U annuler · Tab passe d'un bouton à l'autre" },
  board_label: { en: "The game, in words", fr: "Le jeu, en mots" },
  empty: { en: "(nothing to show)", fr: "(rien à montrer)" },
});
/** The string `key` in `lang`, the board's own first, then the shared ones. */
export const t = (lang, key, params) => tr(lang, key, params, STR);
