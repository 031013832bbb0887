// The Chromino board: the anywidget front end of games_lib.widgets.chromino.ChrominoBoard.
//
// It draws the traits Python sends (view, legal, feedback, outcome, replay ...) and sends intents
// ({type: "move" | "take_seat" | "undo"}). It never decides whether a placement is legal: the places it
// highlights are Python's `legal` moves, and an attempt anywhere else is sent to Python, whose
// rejection comes back in `feedback` with the squares to highlight.
//
// One concern per module, in chromino/: strings (FR/EN), geometry (squares, tiles, view box as numbers),
// projection (what the traits say), selection (the turn in progress), draw and text (pure drawing
// functions), viewbox (fit, zoom, pan), input (pointer and keys), render (the parts, redrawn on every change).
import "./common/common.css";
import "./chromino.css";
import { render } from "./chromino/render.js";

export { U, cellsOf, placeKey, targets, bounds } from "./chromino/geometry.js";
export { STR } from "./chromino/strings.js";
export default { render };
