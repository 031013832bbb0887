// The Chromino board's own words, in English and French (the shared ones are in common/i18n.js).
import { t as tr, extend } from "../common/i18n.js";

export const STR = extend({
  en: {
    your_turn: "{player}, your turn: choose a tile, then click a highlighted place.",
    must_draw: "{player}, none of your tiles fits: draw a tile.",
    must_pass: "{player}, nothing fits and the bag is empty: pass.",
    place_drawn: "{player}, lay the tile you drew ({tile}).",
    place_drawn_optional: "{player}, lay the tile you drew ({tile}), or keep it (pass).",
    rack: "Your tiles", rack_of: "Tiles of {player}", turn: "Turn", draw: "Draw", pass: "Pass",
    places: "{n} places", one_place: "1 place", no_place: "no place", drawn: "drawn", last_tile: "last tile",
    hint_select: "Choose a tile: click it, or press 1–{n}.",
    hint_places: "{n} highlighted place(s) for this direction: click one, or move with the arrows and press Enter.",
    hint_turn: "No place in this direction: turn the tile (R). It fits in {n} place(s) in all.",
    hint_none: "This tile fits nowhere for now: try another one.",
    keys: "Keys: 1–9 tile · R turn · arrows move · Enter lay · N next place · D draw · P pass · U undo · + − zoom · 0 fit",
    zoom_in: "Zoom in", zoom_out: "Zoom out", fit: "Show the whole table", bag: "Bag: {n}",
    log_start: "The game starts with the chameleon {tile}; {player} plays first.",
    log_place: "{player} laid {tile}.", log_place_points: "{player} laid {tile} (+{points} pts).",
    log_draw: "{player} drew a tile.", log_draw_n: "{player} drew {count} tiles.", log_pass: "{player} passed.",
    log_keep: "{player} kept the drawn tile.", log_reveal: "{player} has one tile left: {tile}.",
    legend: "Colours:",
  },
  fr: {
    your_turn: "{player}, à vous : choisissez une tuile, puis cliquez sur une place en surbrillance.",
    must_draw: "{player}, aucune de vos tuiles ne peut être posée : piochez.",
    must_pass: "{player}, rien ne peut être posé et le sac est vide : passez.",
    place_drawn: "{player}, posez la tuile piochée ({tile}).",
    place_drawn_optional: "{player}, posez la tuile piochée ({tile}), ou gardez-la (passer).",
    rack: "Vos tuiles", rack_of: "Tuiles : {player}", turn: "Tourner", draw: "Piocher", pass: "Passer",
    places: "{n} places", one_place: "1 place", no_place: "aucune place", drawn: "piochée", last_tile: "dernière tuile",
    hint_select: "Choisissez une tuile : cliquez dessus, ou tapez 1–{n}.",
    hint_places: "{n} place(s) en surbrillance dans ce sens : cliquez, ou déplacez avec les flèches et tapez Entrée.",
    hint_turn: "Aucune place dans ce sens : tournez la tuile (R). Elle a {n} place(s) en tout.",
    hint_none: "Cette tuile ne peut aller nulle part pour l'instant : essayez-en une autre.",
    keys: "Touches : 1–9 tuile · R tourner · flèches déplacer · Entrée poser · N place suivante · D piocher · P passer · U annuler · + − zoom · 0 tout voir",
    zoom_in: "Agrandir", zoom_out: "Réduire", fit: "Voir tout le jeu", bag: "Sac : {n}",
    log_start: "La partie commence avec le caméléon {tile} ; {player} joue en premier.",
    log_place: "{player} a posé {tile}.", log_place_points: "{player} a posé {tile} (+{points} pts).",
    log_draw: "{player} a pioché une tuile.", log_draw_n: "{player} a pioché {count} tuiles.", log_pass: "{player} a passé.",
    log_keep: "{player} a gardé la tuile piochée.", log_reveal: "Il reste une tuile à {player} : {tile}.",
    legend: "Couleurs :",
  },
});
/** The string `key` in `lang`, the board's own first, then the shared ones. */
export const t = (lang, key, params) => tr(lang, key, params, STR);
