// The board in words: status line, hint, log lines, the narrated sentence, a move described, the table as text.
// Pure functions of the projection; people and palettes count from 1.
import { t as tr, playerName, names } from "../common/i18n.js";
import { t } from "./strings.js";
import { colourName, cardsOf } from "./colours.js";
import { langOf, isLive, myTurn, can, shown, handGroups, bottomSeat, announcedBefore, paintingTitle } from "./projection.js";
import { eventLine, prompt, plainMove } from "../common/words.js";

const q = (lg, s) => (lg === "fr" ? `« ${s} »` : `“${s}”`);
/** "cyan, yellow and green" in `lang`. */
export const colourList = (lg, cs) => {
  const ns = cs.map((c) => colourName(lg, c));
  return ns.length <= 1 ? ns.join("") : `${ns.slice(0, -1).join(", ")} ${tr(lg, "and")} ${ns[ns.length - 1]}`;
};
/** "Player 2's side" or "your side", from the seat on screen. */
export const sideName = (lg, side, seat) => (side === seat ? t(lg, "your_side") : t(lg, "side_of", { player: playerName(lg, side) }));

export function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return tr(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${tr(lg, "over")} ${o.winners.length === 0 ? tr(lg, "nobody") : tr(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return tr(lg, "handover_title", { player: playerName(lg, p.handover) });
  const last = v.phase === "last_turn" ? t(lg, "last_turn") : "";
  if (p.thinking != null) return last + tr(lg, "thinking", { player: playerName(lg, p.thinking) });
  const player = playerName(lg, v.to_move);
  if (!myTurn(p)) return last + (p.seat == null && !p.seats?.includes("human") ? tr(lg, "spectator") : tr(lg, "waiting", { player }));
  return prompt(p, lg, () => (["play", "last_turn"].includes(v.phase)                  // a variant's own phase: its words, or plain words
    ? last + t(lg, can(p, "pass") && !can(p, "place") && !can(p, "draw") ? "must_pass" : "your_turn", { player }) : null));
}

export function hintText(p, sel) {
  const lg = langOf(p);
  if (!myTurn(p)) return "";
  if (sel.pending === "d") return t(lg, "keys_d");
  if (sel.pending === "p") return t(lg, "keys_p");
  if (sel.card && sel.slot) return t(lg, "hint_announce");
  if (sel.card) return t(lg, "hint_slot", { card: colourName(lg, sel.card) });
  return t(lg, "hint_card", { n: Math.max(1, Math.min(9, handGroups(p.view, p.seat).length)) });
}

/** Event `i` of the log of view `v` in words, for the seat `seat` on screen. */
export function logLine(lg, v, i, seat) {
  const e = v.log[i], player = playerName(lg, e.player ?? 0);
  switch (e.event) {
    case "start": return t(lg, "log_start", { player: playerName(lg, e.brush) });
    case "place": return t(lg, "log_place", { player, n: e.palette + 1, side: sideName(lg, e.side, seat), colour: colourName(lg, e.announced) });
    case "collect": {
      const [a, b] = e.cards.map((c) => colourName(lg, c));
      let out = e.makes
        ? t(lg, "log_collect", { player, n: e.palette + 1, a, b, made: colourName(lg, e.makes), gained: e.gained ? t(lg, "log_gained", { player, cards: cardsOf(lg, e.gained, 1) }) : t(lg, "log_empty_pile") })
        : t(lg, "log_collect_none", { player, n: e.palette + 1, a, b });
      const bluffs = [0, 1].map((side) => [side, announcedBefore(v.log, i, e.palette, side)])
        .filter(([side, said]) => said && said !== e.cards[side])
        .map(([side, said]) => t(lg, "log_bluff", { player: playerName(lg, e.by?.[side] ?? side), said: colourName(lg, said) }));
      return [out, ...bluffs].join(" ");
    }
    case "draw": return t(lg, "log_draw", { player, cards: cardsOf(lg, e.colour, 1) });
    case "declare": {
      const title = q(lg, e.title || e.painting);
      if (e.correct) return t(lg, "log_declare_ok", { player, title, value: e.value, colours: colourList(lg, e.colours) });
      const left = [...e.shown], missing = [];
      for (const c of e.colours) { const k = left.indexOf(c); if (k >= 0) left.splice(k, 1); else missing.push(c); }
      return t(lg, "log_declare_wrong", { player, title, missing: colourList(lg, missing) });
    }
    case "pass": return t(lg, "log_pass", { player });
    default: return null;                                 // an event of a variant's own: its words, or plain words
  }
}

/** Event `i` of the shown log in words: the game's registered words, else the board's, else plain words. */
const eventText = (p, i) => eventLine(p, i, langOf(p), () => logLine(langOf(p), shown(p), i, bottomSeat(p)));

export const logLines = (p) => (shown(p).log || []).map((_, i) => eventText(p, i));

/** The sentence the narrator says: the last event. */
export function narration(p) {
  const v = shown(p);
  return v.log?.length ? eventText(p, v.log.length - 1) : "";
}

/** A move in words (the "why this move" panel): a bot's laying comes without its card. */
export function describe(lg, v, move, seat) {
  switch (move.type) {
    case "place": {
      const d = { n: move.palette + 1, side: sideName(lg, move.side, seat), colour: colourName(lg, move.announce) };
      return move.card ? t(lg, "why_place", { ...d, card: colourName(lg, move.card) }) : t(lg, "why_place_hidden", d);
    }
    case "collect": return t(lg, "why_collect", { n: move.palette + 1 });
    case "draw": return t(lg, "why_draw", { cards: cardsOf(lg, move.colour, 1) });
    case "declare": return t(lg, "why_declare", { title: q(lg, paintingTitle(v, move.painting)) });
    case "pass": return t(lg, "why_pass");
    default: return plainMove(lg, move);
  }
}

/** The table as text, palette by palette, then the supply, the hands and the paintings. */
export function textForm(p) {
  const lg = langOf(p), v = shown(p), seat = bottomSeat(p), me = p.seat;
  const slot = (i, k) => {
    const e = v.slots?.[i]?.[k], side = sideName(lg, k, me);
    if (!e) return `${side}, ${t(lg, "empty")}`;
    return `${side}, ` + (e.card ? t(lg, e.card === e.announced ? "slot_mine" : "slot_mine_bluff", { card: colourName(lg, e.card), colour: colourName(lg, e.announced) })
      : t(lg, "slot_theirs", { colour: colourName(lg, e.announced) }));
  };
  const hands = [0, 1].map((q2) => {
    const g = handGroups(v, q2);
    const cards = v.hands?.[q2] ? (g.length ? g.map(([c, n]) => cardsOf(lg, c, n)).join(", ") : t(lg, "none")) : t(lg, "cards_n", { n: v.hand_sizes?.[q2] ?? 0 });
    return t(lg, "text_hand_of", { player: playerName(lg, q2), cards });
  });
  const mine = (me != null && v.paintings?.[me]) || [];
  return [
    { heading: t(lg, "text_palettes"), lines: [0, 1, 2, 3, 4, 5].map((i) => t(lg, "text_palette", { n: i + 1, a: slot(i, seat), b: slot(i, 1 - seat) })) },
    { heading: t(lg, "text_supply"), lines: [Object.entries(v.supply || {}).map(([c, n]) => `${colourName(lg, c)} ${n}`).join(", ")] },
    { heading: t(lg, "text_hand"), lines: hands },
    { heading: t(lg, "text_paintings"), lines: [...mine.map((x) => t(lg, "text_painting", { title: q(lg, x.title || x.id), value: x.value, colours: colourList(lg, x.colours) })),
      ...[0, 1].map((q2) => t(lg, "text_completed", { player: playerName(lg, q2), n: v.completed_counts?.[q2] ?? 0 }))] },
  ];
}
