// @vitest-environment jsdom
// The board of any game: it draws the text Python wrote for the seat, offers Python's legal moves in Python's words,
// and sends intents; it names no game and shows nothing as JSON.
import { describe, it, expect, beforeEach, afterEach } from "vitest";
import widget, { statusText, viewLines, moveItems, describe as describeMove, logLines, narration, outcomeLines } from "../src/generic.js";
import { FakeModel, flush } from "./fake-model.js";

const LEGAL = [{ type: "play", card: "c2" }, { type: "play", card: "c7" }, { type: "pass" }];
const view = (over = {}) => ({
  hands: [["c2", "c7"], null], hand_sizes: [2, 3], top: "c1", to_move: 0, passes: 0, phase: "follow",
  log: [{ event: "start", first_player: 1 }, { event: "play", player: 1, card: "c1" }], out: null, out_size: 3, ...over,
});
const words = (over = {}) => ({
  phase: { en: "Player 1, play a card higher than c1, or pass.", fr: "Joueur 1, jouez une carte plus haute que c1, ou passez." },
  log: { 1: { en: "Player 2 played c1.", fr: "Le joueur 2 a joué c1." } },
  text: { en: "hands:\n  1: c2, c7\n  2: —\ntop: c1", fr: "hands :\n  1 : c2, c7\n  2 : —\ntop : c1" },
  legal: [{ en: "Play c2", fr: "Jouer c2" }, { en: "Play c7", fr: "Jouer c7" }, { en: "pass", fr: "pass" }], ...over,
});
const traits = (over = {}) => ({
  game: "higher", options: {}, seed: 5, seats: ["human", "human"], seat: 0, handover: null, view: view(), legal: LEGAL,
  feedback: {}, outcome: {}, ply: 1, can_undo: false, thinking: null, why: [], replay: {}, lang: "en", colorblind: false,
  replay_step: -1, words: words(), ...over,
});

describe("drawing functions", () => {
  it("say whose turn it is and what the phase asks, in the game's registered words", () => {
    expect(statusText(traits())).toBe("Player 1, play a card higher than c1, or pass.");
    expect(statusText(traits({ lang: "fr" }))).toBe("Joueur 1, jouez une carte plus haute que c1, ou passez.");
    expect(statusText(traits({ words: words({ phase: null }) }))).toBe("Player 1, your move (follow).");
    expect(statusText(traits({ words: words({ phase: null }), view: view({ phase: undefined }) }))).toBe("Player 1, your move: choose one below.");
    expect(statusText(traits({ seat: 1, legal: [] }))).toBe("Player 1 to play.");
    expect(statusText(traits({ handover: 1, seat: null }))).toBe("Pass the device to Player 2");
    expect(statusText(traits({ thinking: 1 }))).toBe("Player 2 (bot) is playing…");
  });
  it("draw the view as the lines of text Python wrote, the replay step's in a replay", () => {
    expect(viewLines(traits())).toEqual(["hands:", "  1: c2, c7", "  2: —", "top: c1"]);
    expect(viewLines(traits({ lang: "fr" }))[0]).toBe("hands :");
    const replay = { ...view({ hands: [null, null] }), step: 0, words: { log: {}, text: { en: "hands:\n  1: —\n  2: —", fr: "" } } };
    expect(viewLines(traits({ replay }))).toEqual(["hands:", "  1: —", "  2: —"]);
  });
  it("offer the seat's legal moves in Python's words, and none out of turn", () => {
    expect(moveItems(traits()).map((m) => m.label)).toEqual(["Play c2", "Play c7", "pass"]);
    expect(moveItems(traits({ lang: "fr" })).map((m) => m.label)).toEqual(["Jouer c2", "Jouer c7", "pass"]);
    expect(moveItems(traits({ words: words({ legal: [] }) })).map((m) => m.label)).toEqual(["play — card: c2", "play — card: c7", "pass"]);
    expect(moveItems(traits({ view: view({ to_move: 1 }) }))).toEqual([]);
    expect(moveItems(traits({ outcome: { winners: [0], ranking: [[0], [1]], scores: null, reason: "higher.end.empty" } }))).toEqual([]);
  });
  it("write the log in the registered words of each event, the others plainly, and narrate the newest", () => {
    expect(logLines(traits())).toEqual(["start — first player: Player 2", "Player 2 played c1."]);
    expect(logLines(traits({ lang: "fr" }))).toEqual(["start — first player : Joueur 2", "Le joueur 2 a joué c1."]);
    expect(narration(traits())).toBe("Player 2 played c1.");
    expect(describeMove("fr")({ type: "pass" }, { words: { fr: "passer" } })).toBe("passer");
    expect(describeMove("en")({ type: "pass" }, {})).toBe("pass");
  });
  it("say the outcome: who wins, the ending rule's message, the ranking", () => {
    const outcome = { winners: [1], ranking: [[1], [0]], scores: null, reason: "higher.end.empty",
      messages: { en: "A player played their last card.", fr: "Un joueur a joué sa dernière carte." } };
    expect(outcomeLines(traits({ outcome }))).toEqual(["Game over. Player 2 wins!", "A player played their last card.", "Ranking: 1. Player 2  ·  2. Player 1"]);
    expect(outcomeLines(traits({ outcome, lang: "fr" }))[2]).toBe("Classement : 1. Joueur 2  ·  2. Joueur 1");
  });
});

let model, el, ctl;
const q = (id) => el.querySelector(`[data-testid="${id}"]`);
const qa = (id) => [...el.querySelectorAll(`[data-testid="${id}"]`)];
const key = (k) => el.querySelector(".gl-root").dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
async function mount(over) {
  model = new FakeModel(traits(over));
  el = document.createElement("div");
  document.body.append(el);
  ctl = new AbortController();
  widget.render({ model, el, signal: ctl.signal });
  await flush();
}
describe("the board", () => {
  beforeEach(() => mount());
  afterEach(() => { ctl.abort(); el.remove(); });
  it("shows the text, the moves as focusable buttons, the log and the status; nothing as JSON", () => {
    expect(q("generic").dataset.ready).toBe("1");
    expect(q("text").textContent).toBe("hands:  1: c2, c7  2: —top: c1");
    expect(qa("move").map((b) => b.textContent)).toEqual(["1Play c2", "2Play c7", "3pass"]);
    expect(qa("move").every((b) => b.tagName === "BUTTON" && !b.disabled)).toBe(true);
    expect(q("status").textContent).toBe("Player 1, play a card higher than c1, or pass.");
    expect(q("log").textContent).toContain("Player 2 played c1.");
    expect(q("narration").textContent).toBe("Player 2 played c1.");
    expect(q("skip").textContent).toBe("Skip to the board");
    const shown = [q("text"), q("moves"), q("log"), q("status")].map((e) => e.textContent).join(" ");
    expect(shown).not.toMatch(/[{}"]/);
  });
  it("sends the move of a clicked button, or of its number key, with the position it answers", () => {
    qa("move")[1].click();
    key("1");
    key("9");                                           // no ninth move: nothing sent
    expect(model.sent).toEqual([{ type: "move", move: LEGAL[1], ply: 1 }, { type: "move", move: LEGAL[0], ply: 1 }]);
  });
  it("sends a move written by hand as it is, JSON or not: Python says why it is refused", async () => {
    expect(q("other-move").value).toBe(JSON.stringify(LEGAL[0]));     // the first listed move, to edit
    q("other-move").value = '{"type": "play", "card": "c9"}';
    q("try-move").click();
    q("other-move").value = "play c9";
    q("try-move").click();
    expect(model.sent).toEqual([{ type: "move", move: { type: "play", card: "c9" }, ply: 1 }, { type: "move", move: "play c9", ply: 1 }]);
    model.update({ feedback: { rule: "higher.play.not_held", messages: { en: "You do not hold c9.", fr: "Vous n'avez pas c9." }, kind: "rejected", n: 1 } });
    await flush();
    expect(q("feedback").hidden).toBe(false);
    expect(q("feedback").textContent).toContain("You do not hold c9.");
    model.update({ lang: "fr" });
    await flush();
    expect(q("feedback").textContent).toContain("Vous n'avez pas c9.");
  });
  it("offers undo when Python says so, by button and by key", async () => {
    expect(q("undo").disabled).toBe(true);
    key("u");
    model.update({ can_undo: true });
    await flush();
    expect(q("undo").disabled).toBe(false);
    q("undo").click();
    key("U");
    expect(model.sent).toEqual([{ type: "undo" }, { type: "undo" }]);
  });
  it("offers nothing out of turn, and covers the table during a hand-over", async () => {
    model.update({ seat: null, handover: 1, legal: [], view: view({ hands: [null, null], to_move: 1 }), words: words({ legal: [], text: { en: "hands:\n  1: —\n  2: —", fr: "" } }) });
    await flush();
    expect(qa("move")).toEqual([]);
    expect(q("handover").hidden).toBe(false);
    expect(q("text").textContent).not.toContain("c2");
    q("take-seat").click();
    expect(model.sent).toEqual([{ type: "take_seat" }]);
  });
  it("shows the bots' reasons in Python's words", async () => {
    model.update({ why: [{ seat: 1, bot: "random", index: 0, move: { type: "play", card: "c1" }, words: { en: "Play c1", fr: "Jouer c1" },
      candidates: [{ move: { type: "play", card: "c1" }, score: 0.5, words: { en: "Play c1", fr: "Jouer c1" } }] }] });
    await flush();
    expect(q("why").textContent).toContain("Player 2 (random) played Play c1");
  });
  it("switches language, and the replay shows the step's text with no moves", async () => {
    q("lang").click();
    expect(model.get("lang")).toBe("fr");
    await flush();
    expect(q("moves").textContent).toContain("Jouer c2");
    model.update({ replay: { ...view({ hands: [null, null] }), step: 0, words: { log: {}, text: { en: "", fr: "hands :\n  1 : —" } } } });
    await flush();
    expect(q("text").textContent).toBe("hands\u00a0:  1\u00a0: —");
    expect(q("status").textContent).toContain("Revoir");
    expect(q("generic").classList.contains("gl-replaying")).toBe(true);
  });
});
