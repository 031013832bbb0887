// The board in words: cards, places, moves, the log, the status line, the hint, and the table as text for screen
// readers (ring by ring). Pure functions of the projection and the play in progress.
import { t as tr, playerName, names } from "../common/i18n.js";
import { t } from "./strings.js";
import { RINGS, SECTORS, colourAt, mark, mod } from "./geometry.js";
import { langOf, isLive, shown, myTurn, can, hand, legalMoves } from "./projection.js";
import { playsFor, rotateOf, moversOf, targetsFor, turnOnly } from "./selection.js";
import { eventLine, prompt, plainMove } from "../common/words.js";

export const colourName = (lg, c) => t(lg, `colour_${c}`);
/** "red 2", "any-colour wild", "unlimited-spin wild"; in French the colour agrees with « carte » (« verte 2 »). */
export const cardName = (lg, card) => (card === "ANY" || card === "SPIN" ? t(lg, `card_${card}`) : t(lg, "card_n", { colour: t(lg, `card_colour_${card[0]}`), n: card[1] }));
/** Sector s is s o'clock (sector 0 is 12 o'clock): people count sectors from 1, like a clock face. */
export const clockText = (lg, sec) => t(lg, "clock", { h: sec === 0 ? 12 : sec });
/** A position in words: "ring 2 at 3 o'clock", "the top", "the reserve". */
export const whereText = (lg, at) => (at === "top" ? t(lg, "top") : at == null ? t(lg, "reserve") : t(lg, "at", { ring: at[0], clock: clockText(lg, at[1]) }));
const amountText = (lg, n) => t(lg, "squares", { n: Math.abs(n) });
const dirText = (lg, n) => t(lg, n > 0 ? "dir_cw" : "dir_ccw");

/** A move in words, for "why this move" and the narration (`player` owns the pawn moved). */
export function moveText(lg, m, player = 0) {
  if (m?.type === "end_turn") return t(lg, "move_end");
  if (m?.type !== "play") return plainMove(lg, m);
  const turn = m.rotate ? t(lg, "move_turn", { ring: m.rotate.ring, amount: amountText(lg, m.rotate.steps), dir: dirText(lg, m.rotate.steps) }) : "";
  const move = m.move ? t(lg, "move_pawn", { mark: mark(player, m.move.pawn), to: whereText(lg, m.move.to) }) : "";
  return t(lg, "move_play", { card: cardName(lg, m.card), turn, move });
}

/** One event of the public log in words. */
export function logText(lg, e) {
  const player = playerName(lg, e.player ?? e.first_player ?? 0);
  switch (e.event) {
    case "start": return t(lg, "log_start", { player });
    case "play": {
      let out = t(lg, "log_play", { player, card: cardName(lg, e.card) });
      if (e.rotate) out += t(lg, "log_turn", { ring: e.rotate.ring, amount: amountText(lg, e.rotate.steps), dir: dirText(lg, e.rotate.steps) });
      if (e.move) out += t(lg, "log_move", { mark: mark(e.player, e.move.pawn), to: whereText(lg, e.move.to) });
      for (const b of e.bumped || []) out += t(lg, "log_bump", { mark: mark(b.player, b.pawn), to: whereText(lg, b.to) });
      return out + t(lg, "log_end");
    }
    case "end_turn": return t(lg, e.drew ? "log_end_turn" : "log_end_turn_0", { player, n: e.drew });
    case "reshuffle": return t(lg, "log_reshuffle", { n: e.cards });
    case "finish": return t(lg, "log_finish", { player, place: e.place });
    default: return null;                                 // an event of a variant's own: its words, or plain words
  }
}

/** Event `i` of the shown log in words: the game's registered words, else the board's, else plain words. */
export const eventText = (p, i) => eventLine(p, i, langOf(p), (e) => logText(langOf(p), e));

/** Who is to do what now: replay, game over, hand-over, a bot thinking, someone else's turn, or what our turn asks. */
export function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return tr(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${tr(lg, "over")} ${o.winners.length === 0 ? tr(lg, "nobody") : tr(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return tr(lg, "handover_title", { player: playerName(lg, p.handover) });
  const player = playerName(lg, v.to_move);
  if (p.thinking != null) return tr(lg, "thinking", { player: playerName(lg, p.thinking) });
  if (!myTurn(p)) return p.seat == null && !p.seats?.includes("human") ? tr(lg, "spectator") : tr(lg, "waiting", { player });
  return prompt(p, lg, () => {
    if (v.phase !== "play") return null;                  // a phase of a variant's own: its words, or plain words
    if (!can(p, "play")) return t(lg, "no_play", { player });
    return v.played ? t(lg, "your_turn_more", { player, n: v.played }) : t(lg, "your_turn", { player });
  });
}

/** What to do next with the play in progress: a card, a pawn, a square, or "turn only". */
export function hintText(p, sel) {
  const lg = langOf(p), legal = legalMoves(p);
  if (!myTurn(p) || !can(p, "play")) return "";
  if (sel.card == null) return t(lg, "hint_card");
  const plays = playsFor(legal, sel.card, rotateOf(sel)), movers = moversOf(p.view, p.seat, plays);
  if (!movers.length) return turnOnly(plays) ? t(lg, "hint_turn_only") : t(lg, "hint_none");
  if (sel.pawn == null || !movers.includes(sel.pawn)) return t(lg, "hint_pawn", { n: movers.length });
  return t(lg, "hint_targets", { n: targetsFor(p.view, p.seat, plays, sel.pawn).length, mark: mark(p.seat, sel.pawn) });
}

/** The sentence a screen reader hears after a change: the newest event of the log. */
export function narration(p) {
  const log = shown(p).log || [];
  return log.length ? eventText(p, log.length - 1) : "";
}

/** The table as text, for the `<details>` a screen reader can read: the top, each ring square by square, the reserves, the cards. */
export function textSections(p) {
  const lg = langOf(p), v = shown(p);
  if (!v.rings) return [];
  const who = {};
  (v.pawns || []).forEach((row, q) => row.forEach((at, i) => { who[JSON.stringify(at)] = [q, i]; }));
  const marks = (pred) => (v.pawns || []).flatMap((row, q) => row.map((at, i) => [q, i, at])).filter(([, , at]) => pred(at)).map(([q, i]) => mark(q, i));
  const out = [{ heading: t(lg, "tf_top"), lines: [marks((at) => at === "top").join(", ") || t(lg, "tf_empty")] }];
  for (let L = RINGS; L >= 1; L--) {
    const off = mod(v.offsets[L - 1], SECTORS), lines = [];
    for (let sec = 0; sec < SECTORS; sec++) {
      const here = JSON.stringify([L, sec]) in who ? who[JSON.stringify([L, sec])] : null;
      lines.push(t(lg, "tf_square", { clock: clockText(lg, sec), colour: colourName(lg, colourAt(v, L, sec)) })
        + (here ? t(lg, "tf_pawn", { mark: mark(here[0], here[1]), player: playerName(lg, here[0]) }) : ""));
    }
    out.push({ heading: t(lg, "tf_ring", { n: L, off: off > SECTORS / 2 ? off - SECTORS : off }), lines });
  }
  out.push({ heading: t(lg, "tf_reserves"), lines: (v.pawns || []).map((row, q) => t(lg, "tf_reserve", { player: playerName(lg, q),
    marks: row.map((at, i) => (at == null ? mark(q, i) : null)).filter(Boolean).join(", ") || t(lg, "tf_empty") })) });
  const mine = hand(p);
  if (mine.length) out.push({ heading: t(lg, "tf_hand"), lines: mine.map((c, k) => `${k + 1}: ${cardName(lg, c)}`) });
  out.push({ heading: t(lg, "tf_players"), lines: (v.pawns || []).map((row, q) => t(lg, "tf_player", { player: playerName(lg, q),
    cards: t(lg, "cards_n", { n: v.hand_sizes?.[q] ?? 0 }),
    marks: row.map((at, i) => `${mark(q, i)} ${whereText(lg, at)}`).join(", ") })) });
  const top = (v.discard || []).length ? ` (${t(lg, "discard_top", { card: cardName(lg, v.discard[v.discard.length - 1]) })})` : "";
  out.push({ heading: t(lg, "tf_piles"), lines: [t(lg, "deck", { n: v.deck_size ?? 0 }), t(lg, "discard", { n: (v.discard || []).length }) + top] });
  return out;
}
