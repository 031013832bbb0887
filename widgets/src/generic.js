// The board of any game: the anywidget front end of games_lib.widgets.generic.GenericBoard, and the page of a shared
// table of a game that has no board of its own yet (a designer's new game).
//
// It draws the traits Python sends and knows no game: the view is the text Python wrote for the seat on screen
// (never more than that seat's view), the moves are Python's `legal` as buttons in Python's words, the events and the
// phase's prompt are the words the game registered (plain words otherwise). It sends intents ({type: "move" |
// "take_seat" | "undo"}); a refused move comes back in `feedback`, in the rule's own words.
//
// In generic/: strings (FR/EN), text (pure functions of the projection, tested alone), render (the parts, redrawn on
// every change). The shared parts (seats, feedback, log, hand-over, replay, "why this move") are in common/.
import "./common/common.css";
import "./generic.css";
import { render } from "./generic/render.js";

export { statusText, viewLines, moveItems, describe, logLines, narration, outcomeLines } from "./generic/text.js";
export { STR } from "./generic/strings.js";
export default { render };
