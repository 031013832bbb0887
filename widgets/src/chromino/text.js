// The status line and the hint under the rack, in words: pure functions of the projection and the turn in progress.
import { t as tr, playerName, names } from "../common/i18n.js";
import { t } from "./strings.js";
import { COLOURS, tileName } from "../common/colours.js";
import { langOf, isLive, shown, myTurn, can, hand, placesOf } from "./projection.js";
import { tileTargets } from "./selection.js";
import { logText } from "./draw.js";
import { prompt, plainMove } from "../common/words.js";

/** Who is to do what now: replay, game over, hand-over, a bot thinking, someone else's turn, or what our turn asks. */
export function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return t(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${t(lg, "over")} ${o.winners.length === 0 ? t(lg, "nobody") : t(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return tr(lg, "handover_title", { player: playerName(lg, p.handover) });
  const player = playerName(lg, v.to_move);
  if (p.thinking != null) return tr(lg, "thinking", { player: playerName(lg, p.thinking) });
  if (!myTurn(p)) return p.seat == null && !p.seats?.includes("human") ? tr(lg, "spectator") : tr(lg, "waiting", { player });
  return prompt(p, lg, () => {
    if (v.phase === "place_drawn") return t(lg, can(p, "pass") ? "place_drawn_optional" : "place_drawn", { player, tile: tileName(v.drawn, lg) });
    if (v.phase !== "play") return null;                  // a phase of a variant's own: its words, or plain words
    if (can(p, "place")) return t(lg, "your_turn", { player });
    return t(lg, can(p, "draw") ? "must_draw" : "must_pass", { player });
  });
}

/** What to do next with the rack: pick a tile, click a place, turn the tile, or try another one. */
export function hintText(p, sel) {
  const lg = langOf(p);
  if (!myTurn(p) || !can(p, "place")) return "";
  if (!sel.selected) return t(lg, "hint_select", { n: Math.min(9, hand(p).length) });
  const here = tileTargets(sel, p).length, all = placesOf(p, sel.selected);
  if (here) return t(lg, "hint_places", { n: here });
  return all ? t(lg, "hint_turn", { n: all }) : t(lg, "hint_none");
}

/** A square in words: "column 2, row −1". */
export const cellText = (lg, [x, y]) => t(lg, "cell", { x, y });

/** A tile's squares in words: "red column 0, row 0; yellow column 1, row 0; …". */
export const squaresText = (lg, tile, cells) => [...tile].map((c, i) => `${COLOURS[c]?.[lg] ?? c} ${cellText(lg, cells[i])}`).join(lg === "fr" ? " ; " : "; ");

/** How a laid tile lies: "lying, red on the left", "standing, blue on top"; a tile alike at both ends only "lying" or "standing".
 *  Rows grow downwards, as on the screen. */
export function lieText(lg, tile, cells) {
  const [a, , b] = cells, how = t(lg, a[1] === b[1] ? "lie_h" : "lie_v");
  if (tile[0] === tile[2]) return how;
  const end = a[1] === b[1] ? (b[0] > a[0] ? "end_left" : "end_right") : (b[1] > a[1] ? "end_top" : "end_bottom");
  return t(lg, end, { how, colour: COLOURS[tile[0]]?.[lg] ?? tile[0] });
}

/** A move in words, for "why this move" and the narration: "lay RGY at column 2, row 0, lying, red on the left" (« poser RVeJ … »
 *  in French): the same tile on the same middle square, turned another way, reads differently. */
export function moveText(lg, m) {
  if (m?.type === "place") return t(lg, "move_place", { tile: tileName(m.tile, lg), where: cellText(lg, m.cells[1]), how: lieText(lg, m.tile, m.cells) });
  if (m?.type === "draw") return t(lg, "move_draw");
  if (m?.type === "pass") return t(lg, "move_pass");
  return plainMove(lg, m);
}

/** The sentence a screen reader hears after a change: the newest event of the log. */
export function narration(p) {
  const log = shown(p).log || [];
  return log.length ? logText(p, log[log.length - 1], log.length - 1) : "";
}

/** The table as text, for the `<details>` a screen reader can read: every tile with its squares, your tiles, each player. */
export function textSections(p) {
  const lg = langOf(p), v = shown(p), board = v.board || [];
  const out = [{ heading: t(lg, "tf_table", { n: board.length }), lines: board.map((e) => t(lg, "tf_tile", { tile: tileName(e.tile, lg), squares: squaresText(lg, e.tile, e.cells) })) }];
  const mine = isLive(p) ? hand(p) : [];
  if (mine.length) out.push({ heading: t(lg, "tf_hand"), lines: mine.map((tile) => `${tileName(tile, lg)}${lg === "fr" ? " : " : ": "}${[...tile].map((c) => COLOURS[c]?.[lg] ?? c).join(", ")}`) });
  out.push({ heading: t(lg, "tf_seats"), lines: (p.seats || []).map((_, q) => t(lg, "tf_seat", { player: playerName(lg, q),
    tiles: tr(lg, "tiles_left", { n: v.hand_sizes?.[q] ?? 0 }) })) });
  return out;
}
