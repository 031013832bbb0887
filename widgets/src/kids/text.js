// The Kids table in words: moves, log lines, the status line, the ranking, the text form and the narration.
// Pure functions of a snapshot; people count from 1 in every word (players, slots).
import { playerName, names, labelled, has } from "../common/i18n.js";
import { t, STR, cardName, cardColour, colourName } from "./strings.js";
import { shown, langOf, myTurn, windowOpen, isOver, isLive } from "./projection.js";
import { eventLine, prompt, plainMove } from "../common/words.js";

const slotsText = (lang, slots) => t(lang, "slots", { n: slots.length, slots: slots.map((i) => i + 1).join(", ") });
const cardsText = (lang, cards) => cards.map((c) => (c === "hidden" ? t(lang, "a_hidden_card") : cardName(lang, c))).join(", ");

/** A move in words, for the "why this move" panel. */
export function describeMove(lang, m) {
  if (!m) return "";
  switch (m.type) {
    case "flip": return t(lang, "m_flip", { slots: slotsText(lang, m.slots) });
    case "grab": return t(lang, "m_grab", { slot: m.slot + 1 });
    case "steal": return t(lang, "m_steal", { players: names(lang, m.from) });
    case "give": return t(lang, "m_give", { card: cardName(lang, m.card) });
    case "bet": return t(lang, "m_bet", { n: m.amount });
    default: return has(STR, `m_${m.type}`) ? t(lang, `m_${m.type}`) : plainMove(lang, m);
  }
}

/** One event of the log in words (null for events not worth a line). */
export function logLine(lang, e) {
  const player = e.player != null ? playerName(lang, e.player) : "";
  switch (e.event) {
    case "start": return t(lang, "log_start", { n: e.deck_size, player: playerName(lang, e.first_player) });
    case "roll": return t(lang, "log_roll", { player, colour: colourName(lang, e.die) });
    case "announce": return t(lang, "log_announce", { player });
    case "draw":
      if (e.card === "reverse" || e.card === "skip") return t(lang, "log_draw_special", { player, card: cardName(lang, e.card) });
      if (e.won) return t(lang, "log_draw_won", { player, card: cardName(lang, e.card) });
      return t(lang, "log_draw_slot", { player, card: e.card === "hidden" ? t(lang, "a_hidden_card") : cardName(lang, e.card), slot: e.slot + 1 });
    case "flip": return t(lang, e.match ? "log_flip_ok" : "log_flip_miss", { player, slots: slotsText(lang, e.slots), cards: cardsText(lang, e.cards) });
    case "win": return t(lang, "log_win", { player, cards: cardsText(lang, e.cards), slots: slotsText(lang, e.slots) });
    case "grab": {
      const card = e.card === "hidden" ? t(lang, "a_hidden_card") : cardName(lang, e.card);
      if (e.won) return t(lang, "log_grab_won", { player, slot: e.slot + 1, card });
      if (e.with && e.with.length) return t(lang, "log_grab_same", { player, slot: e.slot + 1, others: names(lang, e.with) });
      return t(lang, "log_grab_wrong", { player, slot: e.slot + 1, card });
    }
    case "penalty": return t(lang, "log_penalty", { player, card: e.card === "hidden" ? t(lang, "a_hidden_card") : cardName(lang, e.card) });
    case "steal": return t(lang, "log_steal", { player, card: cardName(lang, e.card), from: playerName(lang, e.from) });
    case "bet": return t(lang, "log_bet", { player, n: e.amount });
    case "pay": return t(lang, "log_pay", { player, n: e.count, to: playerName(lang, e.to) });
    case "hand": return t(lang, "log_hand", { player });
    case "skip": return t(lang, "log_skip", { player });
    case "pass": return t(lang, "log_pass", { player });
    case "end": return t(lang, e.reason === "timeout" ? "log_end_timeout" : "log_end");
    default: return null;
  }
}

/** Event `i` of the shown log in words: the game's registered words (a variant's own event), else the board's, else plain words. */
const eventText = (p, i) => eventLine(p, i, langOf(p), (e) => logLine(langOf(p), e), ["fresh"]);

/** The lines of the event log, oldest first. */
export const logLines = (p) => (shown(p).log || []).map((_, i) => eventText(p, i));

/** The sentence the narrator says after a change: the latest action, in words. */
export function narration(p) {
  return (shown(p).log || []).map((e, i) => (e.fresh ? eventText(p, i) : null)).filter(Boolean).join(" ");
}

/** "1st: Player 2 — 29 cards", one line per place. */
export function rankingLines(lang, o) {
  const place = (k) => (k === 1 ? t(lang, "place_1") : k === 2 ? t(lang, "place_2") : k === 3 ? t(lang, "place_3") : t(lang, "place_n", { n: k }));
  let k = 1;
  return (o.ranking || []).map((group) => {
    const line = t(lang, "rank_line", { place: place(k), players: names(lang, group), n: o.scores[group[0]] });
    k += group.length;
    return line;
  });
}

/** The status line: the game over, a window, whose turn and what to do. */
export function statusText(p) {
  const v = shown(p), lang = langOf(p), o = p.outcome || {};
  if (isOver(p) && isLive(p)) return o.messages?.[lang] ?? t(lang, "over");
  if (!isLive(p)) return t(lang, "replay_status", { k: p.replay.step, n: p.ply || 0 });
  if (windowOpen(p)) {
    const w = p.window, player = playerName(lang, w.active), card = cardColour(lang, w.die);
    return t(lang, w.kind === "announce" ? "s_window_announce" : "s_window_miss", { player, card });
  }
  const q = v.to_move;
  if (q == null) return "";
  const player = playerName(lang, q);
  if (!myTurn(p)) return p.thinking != null ? t(lang, "thinking", { player }) : t(lang, "s_wait", { player });
  return prompt(p, lang, () => { switch (v.phase) {
    case "roll": return t(lang, "s_roll", { player });
    case "choose": return t(lang, v.deck_size ? "s_choose" : "s_choose_empty", { player, colour: colourName(lang, v.die) });
    case "flipping": return t(lang, "s_flipping", { player });
    case "steal": return t(lang, "s_steal", { player, n: v.steals, k: v.steals + 1 });
    case "penalty": return t(lang, "s_penalty", { player });
    case "bet": return t(lang, "s_bet", { player });
    default: return null;                                 // a phase of a variant's own: its words, or plain words
  } });
}

/** The table as text for screen readers: deck, slot by slot, the piles, the die and the direction. */
export function textSections(p) {
  const v = shown(p), lang = langOf(p);
  const up = new Set(v.phase === "flipping" ? v.flipped || [] : []);
  const deck = v.deck_size === 0 ? t(lang, "deck_0") : t(lang, "deck_n", { n: v.deck_size ?? 0 });
  const slots = (v.table || []).map((c, i) => labelled(lang, t(lang, "slot", { n: i + 1 }), c === null ? t(lang, "slot_empty") : up.has(i) ? t(lang, "slot_up", { card: cardName(lang, c) }) : t(lang, "slot_down")));
  const piles = (v.won || []).map((w, q) => labelled(lang, playerName(lang, q), `${t(lang, "won_n", { n: w.length })}${w.length ? ` (${cardsText(lang, w)})` : ""}`));
  const die = [labelled(lang, t(lang, "die"), v.die ? colourName(lang, v.die) : t(lang, "die_none")), t(lang, v.direction === -1 ? "dir_right" : "dir_left")];
  return [{ heading: t(lang, "text_deck"), lines: [deck] }, { heading: t(lang, "text_table"), lines: slots.length ? slots : ["—"] },
    { heading: t(lang, "text_piles"), lines: piles }, { heading: t(lang, "text_die"), lines: die }];
}

/** What a memory bot remembered, in words (only the slots the table let through). */
export function rememberText(lang, w) {
  if (!("remembers" in w)) return null;
  const items = w.remembers.map(([i, c]) => `${t(lang, "slot", { n: i + 1 })} ${colourName(lang, c)}`);
  const parts = [items.length ? t(lang, "why_remembers", { items: items.join(", ") }) : (w.remembers_hidden ? "" : t(lang, "why_remembers_none"))];
  if (w.remembers_hidden) parts.push(t(lang, "why_remembers_more", { n: w.remembers_hidden }));
  return parts.filter(Boolean).join(" ");
}
