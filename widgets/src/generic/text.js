// The board of any game in words: pure functions of a snapshot of the projection. Every word about the game itself
// comes from Python (`words`: the view as text, each legal move, the registered events and phases); what has no
// words is said plainly (common/words.js), never as JSON.
import { t as tr, playerName, names } from "../common/i18n.js";
import { t } from "./strings.js";
import { langOf, isLive, shown, myTurn, legalMoves } from "../common/projection.js";
import { wordsOf, eventLine, prompt, plainMove } from "../common/words.js";

/** Who is to do what now: replay, game over, hand-over, a bot thinking, someone else's turn, or what this turn asks. */
export function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return tr(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${tr(lg, "over")} ${o.winners.length === 0 ? tr(lg, "nobody") : tr(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return tr(lg, "handover_title", { player: playerName(lg, p.handover) });
  if (p.thinking != null) return tr(lg, "thinking", { player: playerName(lg, p.thinking) });
  const player = playerName(lg, v.to_move ?? 0);
  if (!myTurn(p)) return p.seat == null && !p.seats?.includes("human") ? tr(lg, "spectator") : tr(lg, "waiting", { player });
  return prompt(p, lg) ?? t(lg, "your_move", { player });
}

/** The view drawn, as the lines of text Python wrote for the seat on screen (a replay step: for a spectator). */
export function viewLines(p) {
  const lg = langOf(p), text = wordsOf(p).text;
  const said = text?.[lg] ?? text?.en ?? "";
  return said ? said.split("\n") : [];
}

/** The seat's legal moves, each with Python's words for it (numbered from 1: keys 1–9 play the first nine). */
export function moveItems(p) {
  const lg = langOf(p), said = p.words?.legal || [];
  return legalMoves(p).map((move, i) => ({ index: i, move, label: said[i]?.[lg] ?? said[i]?.en ?? plainMove(lg, move) }));
}

/** A bot's move in words, for "why this move": Python's words for it, else plain words. */
export const describe = (lg) => (move, said) => said?.words?.[lg] ?? plainMove(lg, move);

/** The log of the drawn view, oldest first: each event's registered words, else plain words. */
export const logLines = (p) => (shown(p).log || []).map((_, i) => eventLine(p, i, langOf(p)));

/** The sentence a screen reader hears after a change: the newest event. */
export function narration(p) {
  const log = shown(p).log || [];
  return log.length ? eventLine(p, log.length - 1, langOf(p)) : "";
}

/** The outcome in words: the headline, the ending rule's message, the ranking (with scores when the game keeps any). */
export function outcomeLines(p) {
  const o = p.outcome || {}, lg = langOf(p);
  if (!o.reason) return [];
  const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((q) => playerName(lg, q) + (o.scores ? ` (${tr(lg, "points", { n: o.scores[q] })})` : "")).join(" = ")}`).join("  ·  ");
  return [statusText(p), o.messages?.[lg] ?? "", ranking ? `${tr(lg, "ranking")}${lg === "fr" ? " : " : ": "}${ranking}` : ""].filter(Boolean);
}
