// Words from Python for what a board does not know (a variant's own phases and log events: the projection's `words`),
// and plain words for what has none: an event, a move or a phase is never shown to a person as JSON.
import { t, playerName, colon, words } from "./i18n.js";
import { isLive, shown } from "./projection.js";

/** Fields that name players, shown counting from 1 (Python's `SEAT_FIELDS`, games_lib.widgets.table). */
export const SEAT_FIELDS = ["player", "players", "first_player", "to_move", "winner", "winners"];

/** The words Python sent with the view drawn: the live view's, or the replay step's. */
export const wordsOf = (p) => (isLive(p) ? p.words : p.replay?.words) || {};
const pick = (w, lang) => (w ? w[lang] ?? w.en ?? null : null);
/** The registered words of event `i` of the drawn view's log, in `lang`; null when the game registered none. */
export const eventWords = (p, i, lang) => pick(wordsOf(p).log?.[i], lang);
/** The registered prompt of the live view's phase, in `lang`; null when the game registered none. */
export const phaseWords = (p, lang) => (isLive(p) ? pick(p.words?.phase, lang) : null);

const YES_NO = words({ yes: { en: "yes", fr: "oui" }, no: { en: "no", fr: "non" } });
const named = (k) => String(k).replace(/_/g, " ");
const isSeats = (v) => Number.isInteger(v) || (Array.isArray(v) && v.length > 0 && v.every(Number.isInteger));

/** A JSON value in plain words: players counted from 1, lists as their items, objects as their fields, nothing as a dash. */
export function plainValue(lang, v, key = null) {
  if (SEAT_FIELDS.includes(key) && isSeats(v)) return [].concat(v).map((q) => playerName(lang, q)).join(", ");
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return t(lang, v ? "yes" : "no", {}, YES_NO);
  if (Array.isArray(v)) return v.map((x) => (typeof x === "object" && x !== null && Object.keys(x).length ? `(${plainValue(lang, x)})` : plainValue(lang, x))).join(", ") || "—";
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${named(k)}${colon(lang)}${plainValue(lang, x, k)}`).join(", ");
  return String(v);
}

/** `name` and its `fields` in plain words: "take — n: 2" (« take — n : 2 »). */
export function plainWords(lang, name, fields = {}) {
  const rest = Object.keys(fields).length ? plainValue(lang, fields) : "";
  return rest ? `${named(name)} — ${rest}` : named(name);
}

/** A move with no words of its own: "take — n: 2". */
export function plainMove(lang, m) {
  if (m === null || typeof m !== "object" || Array.isArray(m)) return plainValue(lang, m);
  const { type, ...fields } = m;
  return plainWords(lang, type ?? "?", fields);
}

/** An event with no words of its own: "Player 1: combo — tiles: 2" (« Joueur 1 : combo — tiles : 2 »); `skip`: fields that are the page's. */
export function plainEvent(lang, e, skip = []) {
  const { event, player, ...rest } = e || {};
  for (const k of skip) delete rest[k];
  const said = plainWords(lang, event ?? "?", rest);
  return Number.isInteger(player) ? `${playerName(lang, player)}${colon(lang)}${said}` : said;
}

/** Event `i` of the drawn view's log in words: its registered words, else the board's own (`own(e)`: null for an event it does not know), else plain words. */
export function eventLine(p, i, lang, own = () => null, skip = []) {
  const e = (shown(p).log || [])[i];
  return eventWords(p, i, lang) ?? own(e) ?? plainEvent(lang, e, skip);
}

/**
 * What the player to move is asked: the phase's registered prompt, else the board's own (`own()`: null for a phase it does
 * not know), else plain words naming the phase ("Player 1, your move (combo).").
 */
export function prompt(p, lang, own = () => null) {
  const v = p.view || {};
  return phaseWords(p, lang) ?? own() ?? (v.phase != null ? t(lang, "phase_plain", { player: playerName(lang, v.to_move ?? 0), phase: named(v.phase) }) : null);
}
