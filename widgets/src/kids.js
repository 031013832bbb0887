// The Kids board: the anywidget front end of games_lib.widgets.kids.KidsBoard.
//
// It draws the traits Python sends (view, legal, window, feedback, outcome, why, replay ...) and sends intents
// ({type: "move" | "grab" | "claim" | "undo"}). It never decides whether a move is legal, what a face-down card is,
// the die's colour, or who wins a grab: Python's table does, and a refusal comes back in `feedback` with its focus.
//
// One concern per module, in kids/: strings (FR/EN, colours), projection (what the traits say), text (the table
// in words), draw (pure drawing functions), input (the shared keyboard), render (the parts, redrawn on change).
import "./common/common.css";
import "./kids.css";
import { render } from "./kids/render.js";

export { STR, PAINT, colourName, cardName, cardColour } from "./kids/strings.js";
export { describeMove, logLine, statusText, rankingLines, textSections, narration, rememberText } from "./kids/text.js";
export { slotNodes, deckNode, dieNode, directionNode, pileInfo, turnButtons, windowNodes, cardFace } from "./kids/draw.js";
export { peeks, freshSpecial, windowOpen, myTurn, flippable } from "./kids/projection.js";
export { slotFromKey, seatFromKey } from "./kids/input.js";
export default { render };
