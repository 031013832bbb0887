// The status line and the hint under the rack, in words: pure functions of the projection and the turn in progress.
import { t as tr, playerName, names } from "../common/i18n.js";
import { t } from "./strings.js";
import { langOf, isLive, myTurn, can, hand, placesOf } from "./projection.js";
import { tileTargets } from "./selection.js";

/** Who is to do what now: replay, game over, hand-over, a bot thinking, someone else's turn, or what our turn asks. */
export function statusText(p) {
  const lg = langOf(p), v = p.view || {}, o = p.outcome || {};
  if (!isLive(p)) return t(lg, "replay_status", { k: p.replay.step, n: p.ply });
  if (o.reason) return `${t(lg, "over")} ${o.winners.length === 0 ? t(lg, "nobody") : t(lg, o.winners.length > 1 ? "shared" : "wins", { players: names(lg, o.winners) })}`;
  if (p.handover != null) return tr(lg, "handover_title", { player: playerName(lg, p.handover) });
  const player = playerName(lg, v.to_move);
  if (p.thinking != null) return tr(lg, "thinking", { player: playerName(lg, p.thinking) });
  if (!myTurn(p)) return p.seat == null && !p.seats?.includes("human") ? tr(lg, "spectator") : tr(lg, "waiting", { player });
  if (v.phase === "place_drawn") return t(lg, can(p, "pass") ? "place_drawn_optional" : "place_drawn", { player, tile: v.drawn });
  if (can(p, "place")) return t(lg, "your_turn", { player });
  return t(lg, can(p, "draw") ? "must_draw" : "must_pass", { player });
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
