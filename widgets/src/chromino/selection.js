// The page's own state of a turn in progress: the tile picked up, how it is turned, where the cursor and the ghost are.
// Nothing here is sent to Python until a tile is laid; the targets are always Python's legal places.
import { cellsOf, targets, sameCell } from "./geometry.js";
import { legalMoves, myTurn, hand, drawnTile } from "./projection.js";

export const newSelection = () => ({ selected: null, turn: 0, cursor: null, ghost: null });

/** The legal places of the picked-up tile for its current turn (none when it is not our turn). */
export const tileTargets = (sel, p) => (sel.selected && myTurn(p) ? targets(legalMoves(p), sel.selected, sel.turn) : []);

/** Pick up `tile`: turned to a direction where it fits if the current one has no place, the cursor on its first place. */
export function choose(sel, legal, tile) {
  sel.selected = tile;
  if (!targets(legal, tile, sel.turn).length) {
    const k = [1, 2, 3].map((d) => (sel.turn + d) % 4).find((d) => targets(legal, tile, d).length);
    if (k !== undefined) sel.turn = k;
  }
  const first = targets(legal, tile, sel.turn)[0];
  if (first) sel.cursor = first.cells[1];
  sel.ghost = sel.cursor ? cellsOf(sel.turn, sel.cursor) : null;
}

/** Turn the picked-up tile a quarter turn clockwise; false if nothing is picked up. */
export function rotate(sel) {
  if (!sel.selected) return false;
  sel.turn = (sel.turn + 1) % 4;
  if (sel.cursor) sel.ghost = cellsOf(sel.turn, sel.cursor);
  return true;
}

/** Move the cursor (and the ghost) to the next of `places`; false if there is none. */
export function nextTarget(sel, places) {
  if (!places.length) return false;
  const i = places.findIndex((x) => sel.cursor && sameCell(x.cells[1], sel.cursor));
  sel.cursor = places[(i + 1) % places.length].cells[1];
  sel.ghost = cellsOf(sel.turn, sel.cursor);
  return true;
}

/** Put the cursor on `cell` and the ghost centred on it. */
export function moveTo(sel, cell) {
  sel.cursor = cell;
  sel.ghost = cellsOf(sel.turn, cell);
}

/** The ghost for the pointer on `cell`: a highlighted place through that square if there is one, else centred on it. */
export function snap(sel, places, cell) {
  const hit = places.find((x) => sameCell(x.cells[1], cell)) || places.find((x) => x.cells.some((c) => sameCell(c, cell)));
  return hit ? hit.cells : cellsOf(sel.turn, cell);
}

/** After new traits: drop a tile no longer in the hand, and pick up the drawn tile that must be laid. */
export function settle(sel, p) {
  if (sel.selected && !hand(p).includes(sel.selected)) { sel.selected = null; sel.ghost = null; }
  const drawn = drawnTile(p);
  if (drawn && myTurn(p) && sel.selected !== drawn) choose(sel, legalMoves(p), drawn);
}
