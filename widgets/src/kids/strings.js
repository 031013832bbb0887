// The Kids board's own words, in English and French (the shared ones are in common/i18n.js).
// Colours have a noun ("le bleu", the die's face) and a card adjective ("une carte bleue": carte is feminine).
import { t as tr, extend } from "../common/i18n.js";

export const COLOURS = ["blue", "pink", "green", "black", "yellow", "red"];
/** Fill, ink and a glyph per colour (the glyph and the name show in colour-blind mode). */
export const PAINT = {
  blue: { fill: "#1f6fd1", ink: "#fff", glyph: "≈" }, pink: { fill: "#f07fb5", ink: "#1f2328", glyph: "♥" },
  green: { fill: "#2e9e4f", ink: "#fff", glyph: "♣" }, black: { fill: "#26282b", ink: "#fff", glyph: "■" },
  yellow: { fill: "#f4c430", ink: "#1f2328", glyph: "★" }, red: { fill: "#d93a2b", ink: "#fff", glyph: "●" },
};
const NOUN = { en: { blue: "blue", pink: "pink", green: "green", black: "black", yellow: "yellow", red: "red" },
  fr: { blue: "bleu", pink: "rose", green: "vert", black: "noir", yellow: "jaune", red: "rouge" } };
const CARD = { en: NOUN.en, fr: { blue: "bleue", pink: "rose", green: "verte", black: "noire", yellow: "jaune", red: "rouge" } };
/** "blue" / "bleu": the colour itself (the die shows it). */
export const colourName = (lang, c) => NOUN[lang]?.[c] ?? NOUN.en[c] ?? c;
/** "blue" / "bleue": the colour of a card (carte is feminine in French). */
export const cardColour = (lang, c) => CARD[lang]?.[c] ?? CARD.en[c] ?? c;
/** "a blue card" / "une carte bleue". */
export const cardName = (lang, c) => (c === "reverse" || c === "skip") ? tr(lang, c, {}, STR) : tr(lang, "a_card", { colour: CARD[lang]?.[c] ?? c }, STR);

export const STR = extend({
  en: {
    a_card: "a {colour} card", a_hidden_card: "a card", reverse: "“Changement de sens !” (change of direction)", skip: "“Passez un tour !” (skip a turn)",
    deck: "Deck", deck_n: "{n} cards", deck_1: "1 card", deck_0: "empty", die: "Die", die_none: "not rolled",
    slot: "Slot {n}", slot_empty: "empty", slot_down: "face down", slot_up: "face up: {card}",
    dir_left: "Play goes to the left (clockwise)", dir_right: "Play goes to the right (counter-clockwise)",
    won_n: "{n} won", skips: "skips a turn", out_of_game: "Out of the game: {cards}",
    roll: "Roll the die", draw: "Nouvelle carte!", flip: "Flip {n}", flip_none: "Flip", take: "Take them (pass)", pass: "Pass", clear: "Clear",
    s_roll: "{player}, roll the die (R).", s_choose: "{player}: the die shows {colour}. Say “nouvelle carte” (D), or choose face-down cards and flip them (Enter).",
    s_choose_empty: "{player}: the die shows {colour}. The deck is empty: flip face-down cards.",
    s_flipping: "{player}: they match so far. Flip one more, or take them (pass).",
    s_steal: "{player} won {k} cards at once: take {n} won card(s) from the players of your choice.",
    s_penalty: "{player} grabbed a wrong card: give one of your won cards (it goes to the bottom of the deck).",
    s_bet: "One card is left: {player}, who has won the fewest, says how many cards each player gives its winner.",
    s_wait: "{player} to play.", s_window: "Grab! Die: {colour}. Players who remember a {card} face down: press your key.",
    s_window_announce: "{player} said “nouvelle carte”: grab a {card} card face down before the draw!",
    s_window_miss: "{player} missed: grab a {card} card face down, and take the hand!",
    steal_from: "Take from {players}", give: "Give {card}", bet: "Bet {n}", bet_label: "Cards each player gives",
    window_title: "Grab window", window_left: "{s} s left", window_nolimit: "no time limit", window_key: "key {key}",
    window_grab: "Grab…", window_send: "Grab {n}", window_pass: "Pass", window_cancel: "Cancel", window_answered: "answered ✓",
    window_waiting: "…", window_choosing: "choosing", window_pick: "{player}: choose the card(s) to grab (click, or 1–9), then {key} or Enter.",
    bot_answered: "answered ✓",
    keys: "Keys: R roll · D nouvelle carte · 1–9 choose slots · Enter flip · Esc clear · U undo · in a window, each player's own key (shown on their row) then 1–9 and Enter",
    log_start: "The game starts: {n} cards in the deck; {player} plays first.",
    log_roll: "{player} rolled {colour}.", log_announce: "{player} said “nouvelle carte”.",
    log_draw_won: "{player} drew {card} and won it.", log_draw_slot: "{player} drew {card}: face down in slot {slot}.",
    log_draw_special: "{player} drew {card}.", log_flip_ok: "{player} flipped {slots}: {cards}.", log_flip_miss: "{player} flipped {slots}: {cards}, no match.", slots_1: "slot {n}", slots_n: "slots {n}",
    log_win: "{player} won {cards} ({slots}).", log_grab_won: "{player} grabbed slot {slot}: {card}, won!",
    log_grab_same: "{player} grabbed slot {slot} at the same time as {others}: nobody wins it.",
    log_grab_wrong: "{player} grabbed slot {slot}: {card}, wrong.", log_penalty: "{player} put {card} at the bottom of the deck.",
    log_steal: "{player} took {card} from {from}.", log_bet: "{player} bets {n}: each player gives that many cards to whoever wins the last card.",
    log_pay: "{player} gives {n} card(s) to {to}.", log_hand: "{player} takes the hand.", log_skip: "{player} loses this turn.",
    log_pass: "{player} passed.", log_end: "The game is over.", log_end_timeout: "The game stops: too many turns.",
    hidden_colour: "colour hidden", cards_hidden: "cards hidden",
    m_roll: "roll the die", m_draw: "say “nouvelle carte”", m_flip: "flip {slots}", m_grab: "grab slot {slot}", m_pass: "pass",
    m_steal: "take from {players}", m_give: "give {card}", m_bet: "bet {n}",
    why_remembers: "It remembered: {items}.", why_remembers_more: "It keeps {n} more face-down card(s) in mind (not shown: memory is the game).",
    why_remembers_none: "It remembered no card.",
    place_1: "1st", place_n: "{n}th", place_2: "2nd", place_3: "3rd", rank_line: "{place}: {players} — {n} cards", rank_line_1: "{place}: {players} — 1 card",
    bet_now: "Last card: each player gives {n} card(s) to its winner (bet of {player}).",
    text_deck: "Deck", text_table: "Table", text_piles: "Won piles", text_die: "Die and direction",
  },
  fr: {
    a_card: "une carte {colour}", a_hidden_card: "une carte", reverse: "« Changement de sens ! »", skip: "« Passez un tour ! »",
    deck: "Pioche", deck_n: "{n} cartes", deck_1: "1 carte", deck_0: "vide", die: "Dé", die_none: "pas lancé",
    slot: "Place {n}", slot_empty: "vide", slot_down: "face cachée", slot_up: "face visible : {card}",
    dir_left: "On joue vers la gauche (sens des aiguilles d'une montre)", dir_right: "On joue vers la droite (sens inverse des aiguilles d'une montre)",
    won_n: "{n} gagnées", skips: "passe un tour", out_of_game: "Hors du jeu : {cards}",
    roll: "Lancer le dé", draw: "Nouvelle carte !", flip: "Retourner {n}", flip_none: "Retourner", take: "Les gagner (passer)", pass: "Passer", clear: "Effacer",
    s_roll: "{player}, lancez le dé (R).", s_choose: "{player} : le dé montre le {colour}. Dites « nouvelle carte » (D), ou choisissez des cartes posées et retournez-les (Entrée).",
    s_choose_empty: "{player} : le dé montre le {colour}. La pioche est vide : retournez des cartes posées.",
    s_flipping: "{player} : elles sont bonnes pour l'instant. Retournez-en une autre, ou gagnez-les (passer).",
    s_steal: "{player} a gagné {k} cartes d'un coup : prenez {n} carte(s) gagnée(s) aux joueurs de votre choix.",
    s_penalty: "{player} s'est trompé : donnez une de vos cartes gagnées (elle va au fond de la pioche).",
    s_bet: "Il reste une carte : {player}, qui en a le moins gagné, décide combien de cartes chaque joueur donnera à celui qui la gagne.",
    s_wait: "Au tour de {player}.", s_window: "Emparez-vous ! Dé : {colour}. Qui se souvient d'une carte {card} posée : appuyez sur votre touche.",
    s_window_announce: "{player} a dit « nouvelle carte » : emparez-vous d'une carte {card} posée avant la pioche !",
    s_window_miss: "{player} s'est trompé : emparez-vous d'une carte {card} posée, et prenez la main !",
    steal_from: "Prendre à {players}", give: "Donner {card}", bet: "Parier {n}", bet_label: "Cartes que chaque joueur donne",
    window_title: "S'emparer d'une carte", window_left: "encore {s} s", window_nolimit: "pas de limite de temps", window_key: "touche {key}",
    window_grab: "S'emparer…", window_send: "Prendre {n}", window_pass: "Passer", window_cancel: "Annuler", window_answered: "a répondu ✓",
    window_waiting: "…", window_choosing: "choisit", window_pick: "{player} : choisissez la ou les cartes (clic, ou 1–9), puis {key} ou Entrée.",
    bot_answered: "a répondu ✓",
    keys: "Touches : R lancer · D nouvelle carte · 1–9 choisir des places · Entrée retourner · Échap effacer · U annuler · pendant une fenêtre, la touche de chaque joueur (sur sa ligne) puis 1–9 et Entrée",
    log_start: "La partie commence : {n} cartes dans la pioche ; {player} commence.",
    log_roll: "{player} a lancé le dé : {colour}.", log_announce: "{player} a dit « nouvelle carte ».",
    log_draw_won: "{player} a pioché {card} et la gagne.", log_draw_slot: "{player} a pioché {card} : posée face cachée à la place {slot}.",
    log_draw_special: "{player} a pioché {card}.", log_flip_ok: "{player} a retourné {slots} : {cards}.", log_flip_miss: "{player} a retourné {slots} : {cards}, raté.", slots_1: "la place {n}", slots_n: "les places {n}",
    log_win: "{player} gagne {cards} ({slots}).", log_grab_won: "{player} s'est emparé de la place {slot} : {card}, gagnée !",
    log_grab_same: "{player} s'est emparé de la place {slot} en même temps que {others} : personne ne la gagne.",
    log_grab_wrong: "{player} s'est emparé de la place {slot} : {card}, raté.", log_penalty: "{player} a placé {card} au fond de la pioche.",
    log_steal: "{player} a pris {card} à {from}.", log_bet: "{player} parie {n} : chaque joueur donnera autant de cartes à celui qui gagnera la dernière.",
    log_pay: "{player} donne {n} carte(s) à {to}.", log_hand: "{player} prend la main.", log_skip: "{player} passe ce tour.",
    log_pass: "{player} a passé.", log_end: "La partie est terminée.", log_end_timeout: "La partie s'arrête : trop de tours.",
    hidden_colour: "couleur cachée", cards_hidden: "cartes cachées",
    m_roll: "lancer le dé", m_draw: "dire « nouvelle carte »", m_flip: "retourner {slots}", m_grab: "s'emparer de la place {slot}", m_pass: "passer",
    m_steal: "prendre à {players}", m_give: "donner {card}", m_bet: "parier {n}",
    why_remembers: "Il se souvenait de : {items}.", why_remembers_more: "Il garde en tête {n} autre(s) carte(s) posée(s) (cachées : la mémoire, c'est le jeu).",
    why_remembers_none: "Il ne se souvenait d'aucune carte.",
    place_1: "1er", place_n: "{n}e", place_2: "2e", place_3: "3e", rank_line: "{place} : {players} — {n} cartes", rank_line_1: "{place} : {players} — 1 carte",
    bet_now: "Dernière carte : chaque joueur donnera {n} carte(s) à celui qui la gagne (pari de {player}).",
    text_deck: "Pioche", text_table: "Table", text_piles: "Cartes gagnées", text_die: "Dé et sens du jeu",
  },
});

/** A Kids string in `lang`, with {params}. */
export const t = (lang, key, params = {}) => tr(lang, key, params, STR);
