// The Centrix board: the anywidget front end of games_lib.widgets.centrix.CentrixBoard.
//
// It draws the traits Python sends (view, legal, feedback, outcome, replay ...) and sends intents
// ({type: "move" | "take_seat" | "undo"}). It never decides whether a play is legal: the targets it highlights are
// Python's `legal` plays filtered by the card, the turn and the pawn chosen so far, and an attempt anywhere else is
// sent to Python, whose rejection comes back in `feedback` with the squares to highlight.
//
// One concern per module, in centrix/: strings (FR/EN), geometry (rings, sectors, spots as numbers), palette (colours
// and colour-blind icons), projection (what the traits say), selection (the play in progress), draw and text (pure
// drawing functions), anim (planning and stepping the animations), input (pointer and keys), render (the parts).
import "./common/common.css";
import "./centrix.css";
import { render } from "./centrix/render.js";

export { turned, sameTurn, spotOf, pawnsOf, colourAt, squarePath, mark } from "./centrix/geometry.js";
export { rotateOf, playsFor, ringsFor, moversOf, targetsFor, turnOnly, buildMove, newSelection, chooseCard, chooseRing, setDir, changeAmount } from "./centrix/selection.js";
export { ringNode, pawnNodes, targetNodes, focusNodes, cardPicture, cardButtons, seatInfo } from "./centrix/draw.js";
export { moveText, logText, statusText, hintText, textSections, cardName, whereText } from "./centrix/text.js";
export { plan, lastPlay, run } from "./centrix/anim.js";
export { STR } from "./centrix/strings.js";
export default { render };
