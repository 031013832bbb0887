// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach } from "vitest";
import widget, { cellsOf, placeKey, targets, bounds, U } from "../src/chromino.js";
import { FakeModel, flush } from "./fake-model.js";

const START = { tile: "B*Y", cells: [[0, 0], [1, 0], [2, 0]] };
const view = (over = {}) => ({
  board: [START], hands: [["PYY", "BGB", "RGR"], null], hand_sizes: [3, 8], bag_size: 55, to_move: 0, first_player: 0,
  phase: "play", drawn: null, scores: [0, 0], out: [], passes: 0, viewer: 0,
  log: [{ event: "start", tile: "B*Y", first_player: 0 }], options: { scoring: "none" }, ...over,
});
// Two places for PYY: flat below the start tile (P under the wild square), and upright right of Y.
const LEGAL = [
  { type: "place", tile: "PYY", cells: [[1, 1], [2, 1], [3, 1]] },
  { type: "place", tile: "PYY", cells: [[3, -1], [3, 0], [3, 1]] },
  { type: "place", tile: "BGB", cells: [[-1, 1], [0, 1], [1, 1]] },
];
const traits = (over = {}) => ({
  game: "chromino", options: { scoring: "none" }, seed: 42, seats: ["human", "random"], seat: 0, handover: null,
  view: view(), legal: LEGAL, feedback: {}, outcome: {}, ply: 0, can_undo: false, thinking: null, replay: {},
  lang: "en", colorblind: false, replay_step: -1, ...over,
});

let model, el, ctl;
const q = (id) => el.querySelector(`[data-testid="${id}"]`);
const qa = (id) => [...el.querySelectorAll(`[data-testid="${id}"]`)];
const svg = () => el.querySelector("svg.gl-svg");
/** Click the middle of square [x, y] of the table (jsdom has no layout: the SVG is given its viewBox size). */
function clickCell([x, y]) {
  const [vx, vy, vw, vh] = svg().getAttribute("viewBox").split(" ").map(Number);
  svg().getBoundingClientRect = () => ({ left: 0, top: 0, width: vw, height: vh, right: vw, bottom: vh });
  const opts = { bubbles: true, clientX: (x + 0.5) * U - vx, clientY: (y + 0.5) * U - vy };
  svg().dispatchEvent(new MouseEvent("pointermove", opts));
  svg().dispatchEvent(new MouseEvent("click", opts));
}
const key = (k) => el.querySelector(".gl-root").dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));

async function mount(over) {
  model = new FakeModel(traits(over));
  el = document.createElement("div");
  document.body.append(el);
  ctl = new AbortController();
  widget.render({ model, el, signal: ctl.signal });
  await flush();
}
beforeEach(() => mount());
afterEach(() => { ctl.abort(); el.remove(); });

describe("geometry", () => {
  it("turns a tile a quarter at a time, clockwise, around its middle square", () => {
    expect([0, 1, 2, 3].map((k) => cellsOf(k, [5, 5]))).toEqual([
      [[4, 5], [5, 5], [6, 5]], [[5, 4], [5, 5], [5, 6]], [[6, 5], [5, 5], [4, 5]], [[5, 6], [5, 5], [5, 4]]]);
  });
  it("a placement is the same whatever the order of its cells (palindromes, reversed spellings)", () => {
    expect(placeKey("RGR", [[0, 0], [1, 0], [2, 0]])).toBe(placeKey("RGR", [[2, 0], [1, 0], [0, 0]]));
    expect(placeKey("PYY", [[0, 0], [1, 0], [2, 0]])).not.toBe(placeKey("PYY", [[2, 0], [1, 0], [0, 0]]));
  });
  it("the targets of a tile are Python's legal moves for that tile that fit its current turn", () => {
    expect(targets(LEGAL, "PYY", 0).map((x) => x.cells)).toEqual([[[1, 1], [2, 1], [3, 1]]]);
    expect(targets(LEGAL, "PYY", 1).map((x) => x.cells)).toEqual([[[3, -1], [3, 0], [3, 1]]]);
    expect(targets(LEGAL, "PYY", 2)).toEqual([]);
    const rgr = [{ type: "place", tile: "RGR", cells: [[0, 1], [1, 1], [2, 1]] }];
    expect(targets(rgr, "RGR", 2).length).toBe(1); // turned end for end, a palindrome fits the same place
    expect(bounds([START, { tile: "PYY", cells: [[3, -1], [3, 0], [3, 1]] }])).toEqual({ x0: 0, y0: -1, x1: 3, y1: 1 });
  });
});

describe("drawing the projections", () => {
  it("keeps a secret seed off the screen: no chip while the table sends none", async () => {
    model.update({ seed: null }); await flush();
    expect(q("seed").hidden).toBe(true);
    expect(q("seed").textContent).toBe("");
  });
  it("draws the table, the status, the seed and the hand", () => {
    expect(el.querySelector(".gl-root").dataset.ready).toBe("1");
    expect(svg().querySelectorAll("g.tile").length).toBe(1);
    expect(svg().querySelector("g.tile").dataset.tile).toBe("B*Y");
    expect(q("status").textContent).toMatch(/Player 1, your turn/);
    expect(q("seed").textContent).toBe("Seed 42");
    expect(qa("rack-tile").map((b) => b.dataset.tile)).toEqual(["PYY", "BGB", "RGR"]);
    expect(qa("rack-tile")[2].textContent).toMatch(/no place/);
    expect(q("seat-1").textContent).toMatch(/8 tiles/);
    expect(q("log").textContent).toMatch(/starts with the chameleon/);
  });
  it("grows with the table: the view box covers every tile with a margin", async () => {
    model.update({ view: view({ board: [START, { tile: "RRR", cells: [[30, 0], [31, 0], [32, 0]] }] }), ply: 1 });
    await flush();
    const [x, , w] = svg().getAttribute("viewBox").split(" ").map(Number);
    expect(x).toBeLessThan(0);
    expect(x + w).toBeGreaterThan(33 * U);
    expect(svg().querySelector("g.tile.gl-new").dataset.tile).toBe("RRR"); // the new tile is animated
  });
  it("shows scores in expert mode and a public last tile", async () => {
    model.update({ options: { scoring: "expert" }, view: view({ scores: [5, 7], hands: [["PYY"], ["GGG"]], hand_sizes: [1, 1] }) });
    await flush();
    expect(q("score-1").textContent).toBe("7 pts");
    expect(q("seat-1").querySelector(".gl-chip-last svg").getAttribute("aria-label")).toBe("GGG");
  });
  it("announces the end with the winners and the rule", async () => {
    model.update({ outcome: { winners: [1], scores: null, ranking: [[1], [0]], reason: "chromino.end.out",
      messages: { en: "A player laid their last tile and the round is complete.", fr: "Un joueur a posé sa dernière tuile et le tour est terminé." } } });
    await flush();
    expect(q("outcome").hidden).toBe(false);
    expect(q("outcome").textContent).toMatch(/Player 2 wins/);
    expect(q("status").textContent).toMatch(/Game over/);
    expect(qa("rack-tile").every((b) => b.disabled)).toBe(true);
    expect(q("outcome").querySelector(".gl-ranking").textContent).toBe("Ranking: 1. Player 2  ·  2. Player 1");
    model.update({ lang: "fr" });
    await flush();
    expect(q("outcome").querySelector(".gl-ranking").textContent).toMatch(/^Classement\u00a0: 1\. Joueur 2/);   // a no-break space before the colon in French
  });
});

describe("selecting, turning and laying a tile", () => {
  it("selecting a tile highlights its legal places for the current direction only", () => {
    qa("rack-tile")[0].click();
    expect(qa("target").map((t) => JSON.parse(t.dataset.cells))).toEqual([[[1, 1], [2, 1], [3, 1]]]);
    expect(q("hint").textContent).toMatch(/1 highlighted place/);
    key("r");
    expect(qa("target").map((t) => JSON.parse(t.dataset.cells))).toEqual([[[3, -1], [3, 0], [3, 1]]]);
  });
  it("clicking a highlighted place sends a move intent for that place, tied to the position", () => {
    qa("rack-tile")[0].click();
    clickCell([2, 1]);
    expect(model.sent).toEqual([{ type: "move", move: { type: "place", tile: "PYY", cells: [[1, 1], [2, 1], [3, 1]] }, ply: 0 }]);
  });
  it("the ghost snaps to a place under the pointer and says whether it is a listed place", () => {
    qa("rack-tile")[0].click();
    clickCell([3, 1]); // the end square of the flat place: the ghost snaps onto that place
    expect(model.sent.at(-1).move.cells).toEqual([[1, 1], [2, 1], [3, 1]]);
    expect(q("ghost").querySelector("[data-legal]").dataset.legal).toBe("1");
  });
  it("an attempt elsewhere is still sent: Python decides, and its reason is shown with the squares to highlight", async () => {
    qa("rack-tile")[0].click();
    clickCell([10, 10]);
    expect(model.sent.at(-1).move.cells).toEqual([[9, 10], [10, 10], [11, 10]]);
    expect(q("ghost").querySelector("[data-legal]").dataset.legal).toBe("0");
    model.update({ feedback: { rule: "chromino.contact.colour", focus: [[2, 0], [2, 1]], ply: 0,
      messages: { en: "Every square in contact must show the same colour: P [2, 1] touches Y [2, 0].", fr: "Chaque carré en contact doit être de la même couleur que l'autre carré : P [2, 1] touche Y [2, 0]." } } });
    await flush();
    expect(q("feedback").hidden).toBe(false);
    expect(q("feedback").textContent).toMatch(/Every square in contact/);
    expect(qa("focus").length).toBe(2);
    model.set("lang", "fr");
    await flush();
    expect(q("feedback").textContent).toMatch(/Chaque carré/);
  });
  it("plays from the keyboard: a digit picks a tile, N finds a place, Enter lays it", () => {
    key("2");
    expect(el.querySelector('[data-testid="rack-tile"][aria-pressed="true"]').dataset.tile).toBe("BGB");
    key("n");
    key("Enter");
    expect(model.sent.at(-1).move).toEqual({ type: "place", tile: "BGB", cells: [[-1, 1], [0, 1], [1, 1]] });
  });
  it("after a click on the rack the keyboard goes to the board: Enter lays the tile on its first place", () => {
    qa("rack-tile")[0].click();
    expect(document.activeElement).toBe(el.querySelector(".gl-root"));
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(model.sent.at(-1).move).toEqual({ type: "place", tile: "PYY", cells: [[1, 1], [2, 1], [3, 1]] });
  });
  it("the drawn tile that must be laid is picked up and highlighted; the others are locked", async () => {
    model.update({ view: view({ phase: "place_drawn", drawn: "PYY" }), legal: LEGAL.slice(0, 2) });
    await flush();
    const drawn = el.querySelector(".gl-rack-tile.gl-drawn");
    expect(drawn.dataset.tile).toBe("PYY");
    expect(drawn.getAttribute("aria-pressed")).toBe("true");
    expect(qa("rack-tile").filter((b) => b.disabled).map((b) => b.dataset.tile)).toEqual(["BGB", "RGR"]);
    expect(q("status").textContent).toMatch(/lay the tile you drew \(PYY\)/);
  });
});

describe("buttons", () => {
  it("draw and pass are enabled only when Python lists them", async () => {
    expect(q("draw").disabled).toBe(true);
    expect(q("pass").disabled).toBe(true);
    model.update({ legal: [{ type: "draw" }] });
    await flush();
    expect(q("draw").disabled).toBe(false);
    expect(q("status").textContent).toMatch(/draw a tile/);
    q("draw").click();
    expect(model.sent.at(-1)).toEqual({ type: "move", move: { type: "draw" }, ply: 0 });
  });
  it("undo follows can_undo and sends an intent", async () => {
    expect(q("undo").disabled).toBe(true);
    model.update({ can_undo: true });
    await flush();
    q("undo").click();
    expect(model.sent.at(-1)).toEqual({ type: "undo" });
  });
  it("nothing is playable out of turn", async () => {
    model.update({ view: view({ to_move: 1 }), legal: [], thinking: 1 });
    await flush();
    expect(q("status").textContent).toMatch(/Player 2 \(bot\) is playing/);
    expect(qa("rack-tile").every((b) => b.disabled)).toBe(true);
    key("1"); key("Enter"); key("d");
    expect(model.sent).toEqual([]);
  });
});

describe("seats, language, colour-blind mode, replay", () => {
  it("hot-seat: the hand-over screen hides the hand until the next player takes the device", async () => {
    model.update({ seat: null, handover: 1, legal: [], view: view({ hands: [null, null], viewer: null }) });
    await flush();
    expect(q("handover").hidden).toBe(false);
    expect(q("handover").textContent).toMatch(/Pass the device to Player 2/);
    expect(qa("rack-tile").length).toBe(0);
    q("take-seat").click();
    expect(model.sent.at(-1)).toEqual({ type: "take_seat" });
  });
  it("the person who just played may take their move back from the hand-over screen", async () => {
    model.update({ seat: null, handover: 1, legal: [], can_undo: true, view: view({ hands: [null, null], viewer: null }) });
    await flush();
    q("handover-undo").click();
    expect(model.sent.at(-1)).toEqual({ type: "undo" });
    model.update({ can_undo: false });
    await flush();
    expect(q("handover-undo")).toBe(null);
  });
  it("switches language through the model (the one thing the page may set)", async () => {
    q("lang").click();
    expect(model.get("lang")).toBe("fr");
    expect(model.saved).toBe(1);
    await flush();
    expect(q("status").textContent).toMatch(/Joueur 1, à vous/);
    expect(q("seed").textContent).toBe("Graine 42");
  });
  it("colour-blind mode puts a letter and a pattern on every coloured square", async () => {
    expect(svg().querySelectorAll(".gl-letter").length).toBe(0);
    q("colorblind").click();
    await flush();
    const letters = [...svg().querySelectorAll("g.tile .gl-letter")].map((t) => t.textContent);
    expect(letters).toEqual(["B", "Y"]); // the wild square keeps its star
    expect(svg().querySelectorAll('g.tile rect[fill^="url(#"]').length).toBe(2);
    expect(q("legend").hidden).toBe(false);
  });
  it("in French, colour-blind letters are French initials, and switching the language redraws them", async () => {
    model.update({ view: view({ board: [START, { tile: "GPY", cells: [[0, 1], [1, 1], [2, 1]] }] }), colorblind: true });
    await flush();
    const board = () => [...svg().querySelectorAll("g.tile .gl-letter")].map((t) => t.textContent);
    const rack = () => qa("rack-tile").map((b) => [...b.querySelectorAll(".gl-letter")].map((t) => t.textContent).join(""));
    const legend = () => [...q("legend").querySelectorAll(".gl-legend-item")].map((x) => x.textContent.trim());
    expect(board()).toEqual(["B", "Y", "G", "P", "Y"]);
    expect(rack()).toEqual(["PYY", "BGB", "RGR"]);
    q("lang").click();
    await flush();
    expect(board()).toEqual(["B", "J", "Ve", "Vi", "J"]);
    expect(rack()).toEqual(["ViJJ", "BVeB", "RVeR"]);
    expect(legend().slice(0, 5)).toEqual(["R R rouge", "J J jaune", "Ve Ve vert", "B B bleu", "Vi Vi violet"]);   // the square (its letter), then the letter and the name
    expect(qa("rack-tile").map((b) => b.dataset.tile)).toEqual(["PYY", "BGB", "RGR"]);
    q("lang").click();
    await flush();
    expect(board()).toEqual(["B", "Y", "G", "P", "Y"]);
  });
  it("the replay slider asks Python for an earlier position and draws it", async () => {
    model.update({ ply: 3, view: view({ board: [START, { tile: "PYY", cells: [[1, 1], [2, 1], [3, 1]] }] }) });
    await flush();
    const slider = q("replay");
    slider.value = "0";
    slider.dispatchEvent(new Event("input"));
    expect(model.get("replay_step")).toBe(0);
    model.set("replay", { ...view({ hands: [null, null] }), step: 0 });
    await flush();
    expect(svg().querySelectorAll("g.tile").length).toBe(1);
    expect(q("status").textContent).toMatch(/Replay: the table after move 0 of 3/);
    q("live").click();
    expect(model.get("replay_step")).toBe(-1);
  });
  it("stops listening to the model when the view is removed", () => {
    expect(model.listeners()).toBeGreaterThan(0);
    ctl.abort();
    expect(model.listeners()).toBe(0);
  });
});
