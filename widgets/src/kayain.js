// The Kayaîn board: the anywidget front end of games_lib.widgets.kayain.KayainBoard.
//
// It draws the traits Python sends (view, legal, feedback, outcome, why, chart, replay ...) and sends intents
// ({type: "move" | "take_seat" | "undo"}). It never decides whether a move is legal: the places, palettes, piles
// and paintings it offers are Python's `legal` moves, and any other attempt is sent to Python, whose rejection
// comes back in `feedback` with what to highlight. It never receives a card it may not see: a face-down card
// of the other painter arrives as its announcement only.
//
// One concern per module, in kayain/: colours (names FR/EN, patterns), strings, projection (what the traits
// say), selection (the turn in progress), draw and text (pure drawing functions), input (keys), render.
import "./common/common.css";
import "./kayain.css";
import { render } from "./kayain/render.js";

export { COLOURS, colourName, cardsOf, patternCss, BASE, MIXED } from "./kayain/colours.js";
export { handGroups, placeTargets, announcements, focusOf, mixOf, needsHeld, announcedBefore } from "./kayain/projection.js";
export { logLine, describe, textForm, statusText, colourList } from "./kayain/text.js";
export { STR } from "./kayain/strings.js";
export default { render };
