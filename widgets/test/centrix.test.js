// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach } from "vitest";
import widget, { turned, sameTurn, spotOf, colourAt, mark, rotateOf, playsFor, ringsFor, moversOf, targetsFor, turnOnly, buildMove,
  newSelection, chooseCard, chooseRing, setDir, changeAmount, ringNode, pawnNodes, targetNodes, focusNodes, cardPicture, moveText,
  logText, statusText, hintText, textSections, cardName, whereText, plan, lastPlay } from "../src/centrix.js";
import { FakeModel, flush } from "./fake-model.js";

const RINGS = Array(6).fill("ROYGBWROYGBW");
const OPTIONS = { rotation_direction: "either" };
/** A view of two players: player 1's pawn `a` on ring 1 at 12 o'clock, the others in the reserves. */
const view = (over = {}) => ({
  rings: RINGS, offsets: [0, 0, 0, 0, 0, 0], pawns: [[[1, 0], null, null], [null, null, null]], hands: [["ANY", "SPIN"], null],
  deck: null, discard: ["R3"], to_move: 0, first_player: 0, phase: "play", finished: [], played: 1, turn: 0, rng: null,
  options: OPTIONS, hand_sizes: [2, 3], deck_size: 36, viewer: 0,
  log: [{ event: "start", first_player: 0 }, { event: "play", player: 0, card: "R3", rotate: null, move: { pawn: 0, to: [1, 0] } }], ...over,
});
const play = (card, rotate, move) => ({ type: "play", card, rotate, move });
// Some of Python's legal plays for that view (the spin wild turning ring 1 by 3, or nothing; the any-colour wild).
const LEGAL = [
  play("ANY", null, { pawn: 0, to: [2, 0] }), play("ANY", null, { pawn: 0, to: [1, 1] }), play("ANY", null, { pawn: 1, to: [1, 5] }),
  play("SPIN", { ring: 1, steps: 3 }, null), play("SPIN", { ring: 1, steps: 3 }, { pawn: 0, to: [2, 3] }),
  play("SPIN", { ring: 1, steps: 3 }, { pawn: 0, to: [1, 4] }), play("SPIN", { ring: 1, steps: 3 }, { pawn: 1, to: [2, 3] }),
  play("SPIN", { ring: 1, steps: -3 }, { pawn: 0, to: [2, 9] }), { type: "end_turn" },
];

describe("geometry", () => {
  it("turns a ring with its pawns, and a turn of 9 is the turn of -3", () => {
    const v = turned(view({ pawns: [[[1, 0], [2, 0], null], [[1, 5], null, null]] }), { ring: 1, steps: 2 });
    expect(v.offsets).toEqual([2, 0, 0, 0, 0, 0]);
    expect(v.pawns).toEqual([[[1, 2], [2, 0], null], [[1, 7], null, null]]);
    expect(colourAt(v, 1, 2)).toBe("R");                     // the pawn still stands on its red square
    expect(sameTurn({ ring: 2, steps: 9 }, { ring: 2, steps: -3 })).toBe(true);
    expect(sameTurn({ ring: 2, steps: 3 }, { ring: 2, steps: -3 })).toBe(false);
    expect(sameTurn({ ring: 1, steps: 3 }, { ring: 2, steps: 3 })).toBe(false);
    expect(sameTurn(null, null)).toBe(true);
  });
  it("puts pawns on their squares, the top and their player's reserve, each in its own spot", () => {
    const v = view({ pawns: [[[1, 3], "top", null], ["top", null, null]] });
    const spots = [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]].map(([p, i]) => spotOf(v, p, i, v.pawns[p][i]).map(Math.round).join(","));
    expect(new Set(spots).size).toBe(6);
    const [x, y] = spotOf(v, 0, 0, [1, 3]);
    expect(x).toBeGreaterThan(300);                           // 3 o'clock on the outer ring
    expect(Math.abs(y)).toBeLessThan(1);
    expect(mark(1, 2)).toBe("2c");
  });
});

describe("selection: filters of Python's legal plays", () => {
  it("finds the turn's plays, the pawns that move and their squares; reserve pawns are alike", () => {
    const sel = newSelection();
    chooseCard(sel, "SPIN"); chooseRing(sel, 1); setDir(sel, -1);
    for (let k = 1; k < 9; k++) changeAmount(sel, 1);
    expect(rotateOf(sel)).toEqual({ ring: 1, steps: -9 });    // counter-clockwise by 9 ...
    const ps = playsFor(LEGAL, "SPIN", rotateOf(sel));
    expect(ps.map((m) => m.rotate.steps)).toEqual([3, 3, 3, 3]);   // ... is the listed turn by 3
    expect(turnOnly(ps)).toEqual(LEGAL[3]);
    const v = view();
    expect(moversOf(v, 0, ps)).toEqual([0, 1, 2]);            // pawn c is in the reserve like b: it may enter too
    expect(targetsFor(v, 0, ps, 0)).toEqual([[2, 3], [1, 4]]);
    expect(targetsFor(v, 0, ps, 2)).toEqual([[2, 3]]);
    expect(buildMove({ ...sel, pawn: 2 }, [2, 3])).toEqual(play("SPIN", { ring: 1, steps: -9 }, { pawn: 2, to: [2, 3] }));
    expect(ringsFor(LEGAL, "SPIN")).toEqual([1]);
    expect(ringsFor(LEGAL, "ANY")).toEqual([]);
  });
  it("lets the any-colour wild turn nothing and keeps a spin between 1 and 11 squares", () => {
    const sel = newSelection();
    chooseCard(sel, "ANY"); chooseRing(sel, 2);
    expect(rotateOf(sel)).toBe(null);
    chooseCard(sel, "SPIN"); chooseRing(sel, 2); changeAmount(sel, -1);
    expect(rotateOf(sel)).toEqual({ ring: 2, steps: 1 });
    for (let k = 0; k < 20; k++) changeAmount(sel, 1);
    expect(rotateOf(sel)).toEqual({ ring: 2, steps: 11 });
    chooseCard(sel, "B2"); chooseRing(sel, 2); setDir(sel, -1);
    expect(rotateOf(sel)).toEqual({ ring: 2, steps: -2 });
  });
});

describe("drawing", () => {
  it("draws each ring's squares where its offset puts them, with an icon per colour in colour-blind mode", () => {
    const g = ringNode(view({ offsets: [2, 0, 0, 0, 0, 0] }), 1, { colorblind: true });
    const sq = [...g.querySelectorAll(".cx-sq")];
    expect(sq).toHaveLength(12);
    expect(sq.map((x) => x.dataset.colour).join("")).toBe("BWROYGBWROYG");
    expect(g.querySelectorAll(".cx-icon")).toHaveLength(12);
    expect(new Set([...g.querySelectorAll(".cx-icon")].map((x) => x.getAttribute("class"))).size).toBe(6);
    expect(ringNode(view(), 1).querySelectorAll(".cx-icon")).toHaveLength(0);
  });
  it("marks every pawn with its player and letter, and its colour", () => {
    const nodes = pawnNodes(view(), { seat: 0, selected: 0, movable: [0, 1] });
    expect(nodes.map((n) => n.textContent)).toEqual(["1a", "1b", "1c", "2a", "2b", "2c"]);
    expect(nodes[0].getAttribute("class")).toContain("cx-selected");
    expect(nodes[1].getAttribute("class")).toContain("cx-movable");
    expect(nodes[0].querySelector(".cx-pawn-body").getAttribute("fill")).not.toBe(nodes[3].querySelector(".cx-pawn-body").getAttribute("fill"));
    expect(JSON.parse(nodes[0].dataset.at)).toEqual([1, 0]);
  });
  it("draws each kind of card differently", () => {
    const html = ["R2", "B2", "ANY", "SPIN"].map((c) => cardPicture(c).outerHTML);
    expect(new Set(html).size).toBe(4);
    expect(cardPicture("R2").textContent).toBe("2");
    expect(cardPicture("R2", { colorblind: true }).querySelector(".cx-icon-R")).not.toBe(null);
  });
  it("highlights the targets and the squares a rejection names", () => {
    expect(targetNodes([[2, 3], "top"]).map((n) => n.dataset.to)).toEqual(["[2,3]", '"top"']);
    const p = { feedback: { rule: "centrix.rotate.no_pawn", focus: [[3, 0], [3, 1], "top"], ply: 4 }, ply: 4, replay: {} };
    expect(focusNodes(p)).toHaveLength(3);
    expect(focusNodes({ ...p, ply: 5 })).toHaveLength(0);      // a refusal of an older position
  });
});

describe("words", () => {
  it("names cards, places and moves in both languages, counting from 1", () => {
    expect(cardName("en", "O3")).toBe("orange 3");
    expect(cardName("fr", "SPIN")).toBe("joker rotation illimitée");
    expect(whereText("en", [2, 0])).toBe("ring 2 at 12 o'clock");
    expect(whereText("fr", [2, 3])).toBe("l'anneau 2 à 3 h");
    expect(cardName("fr", "G2")).toBe("verte 2");
    expect(cardName("en", "G2")).toBe("green 2");
    expect(moveText("en", play("SPIN", { ring: 1, steps: -3 }, { pawn: 0, to: [2, 9] }), 1))
      .toBe("unlimited-spin wild, turn ring 1 by 3 squares counter-clockwise, pawn 2a to ring 2 at 9 o'clock");
    const ev = { event: "play", player: 0, card: "W1", rotate: null, move: { pawn: 0, to: [4, 5] },
      bumped: [{ player: 1, pawn: 0, to: [2, 5] }, { player: 2, pawn: 1, to: null }] };
    expect(logText("en", ev)).toBe("Player 1 played the white 1, moved pawn 1a to ring 4 at 5 o'clock; pawn 2a was bumped to ring 2 at 5 o'clock; pawn 3b was bumped to the reserve.");
    expect(logText("fr", ev)).toBe("Joueur 1 a joué la carte blanche 1, a déplacé le pion 1a vers l'anneau 4 à 5 h\u00a0; le pion 2a a été bousculé vers l'anneau 2 à 5 h\u00a0; le pion 3b a été bousculé vers la réserve.");
    // counts pick their form: one square, one card drawn, no card drawn
    expect(moveText("fr", play("R1", { ring: 2, steps: 1 }, null), 0)).toBe("rouge 1, tourner l'anneau 2 d'une case dans le sens des aiguilles d'une montre");
    expect([0, 1, 2].map((drew) => logText("en", { event: "end_turn", player: 0, drew })))
      .toEqual(["Player 1 ended the turn.", "Player 1 ended the turn and drew 1 card.", "Player 1 ended the turn and drew 2 cards."]);
    expect(logText("fr", { event: "end_turn", player: 1, drew: 1 })).toBe("Joueur 2 a fini son tour et a pioché 1 carte.");
  });
  it("gives the board as text ring by ring, top first", () => {
    const p = { lang: "en", seat: 0, view: view({ offsets: [1, 0, 0, 0, 0, 0] }), replay: {}, seats: ["human", "random"] };
    const secs = textSections(p);
    expect(secs.map((x) => x.heading).slice(0, 7)).toEqual(["The top (level 7)", ...[6, 5, 4, 3, 2].map((n) => `Ring ${n} (turned 0 from the start)`), "Ring 1 (turned 1 from the start)"]);
    const ring1 = secs[6].lines;
    expect(ring1).toHaveLength(12);
    expect(ring1[0]).toBe("12 o'clock: white, pawn 1a of Player 1");
    expect(ring1[1]).toBe("1 o'clock: red");
    expect(secs.find((x) => x.heading === "Your cards").lines).toEqual(["1: any-colour wild", "2: unlimited-spin wild"]);
    expect(textSections({ ...p, lang: "fr" })[6].lines[0]).toBe("12 h\u00a0: blanc, pion 1a de Joueur 1");
  });
  it("says what the turn asks", () => {
    const p = { lang: "en", seat: 0, view: view(), legal: LEGAL, replay: {}, seats: ["human", "random"], outcome: {} };
    expect(statusText(p)).toBe("Player 1, play another card or end your turn (1 played).");
    const sel = newSelection();
    expect(hintText(p, sel)).toContain("Choose a card");
    chooseCard(sel, "SPIN"); chooseRing(sel, 1); changeAmount(sel, 2);
    expect(hintText(p, sel)).toContain("3 of them can move");
    expect(statusText({ ...p, lang: "fr", view: view({ to_move: 1 }) })).toBe("Au tour de Joueur 2.");
  });
});

describe("animation plans", () => {
  const before = view({ pawns: [[[4, 4], null, null], [[4, 5], null, null], [[2, 5], null, null]] });
  const bump = { event: "play", player: 0, card: "W1", rotate: null, move: { pawn: 0, to: [4, 5] },
    bumped: [{ player: 1, pawn: 0, to: [2, 5] }, { player: 2, pawn: 0, to: null }] };
  it("moves the pawn, then drops each bumped pawn in the chain's order", () => {
    const after = view({ pawns: [[[4, 5], null, null], [[2, 5], null, null], [null, null, null]], log: [bump] });
    const pl = plan(before, after, lastPlay(after.log));
    expect(pl.turn).toBe(null);
    expect(pl.moves).toEqual([{ key: "0-0", from: [4, 4], to: [4, 5] }, { key: "1-0", from: [4, 5], to: [2, 5] }, { key: "2-0", from: [2, 5], to: null }]);
    expect(pl.start).toEqual({ "0-0": [4, 4], "1-0": [4, 5], "2-0": [2, 5] });
  });
  it("turns the ring first (its pawns riding), unless the page already shows that turn", () => {
    const ev = { event: "play", player: 0, card: "SPIN", rotate: { ring: 4, steps: 2 }, move: { pawn: 0, to: [5, 6] } };
    const pl = plan(before, before, ev);
    expect(pl.turn).toEqual({ ring: 4, steps: 2 });
    expect(pl.moves[0]).toEqual({ key: "0-0", from: [4, 6], to: [5, 6] });
    expect(plan(before, before, ev, { ring: 4, steps: -10 }).turn).toBe(null);
    expect(lastPlay([bump, { event: "finish", player: 0, place: 1 }])).toBe(bump);
    expect(lastPlay([bump, { event: "end_turn", player: 0, drew: 1 }])).toBe(null);
  });
});

// ---- the whole board on a fake model ----------------------------------------------------------------
const traits = (over = {}) => ({
  game: "centrix", options: OPTIONS, seed: 6, seats: ["human", "random"], seat: 0, handover: null, view: view(), legal: LEGAL,
  feedback: {}, outcome: {}, ply: 1, can_undo: true, thinking: null, why: [], replay: {}, lang: "en", colorblind: false, replay_step: -1, ...over,
});
let model, el, ctl;
const q = (id) => el.querySelector(`[data-testid="${id}"]`);
const qa = (id) => [...el.querySelectorAll(`[data-testid="${id}"]`)];
const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const key = (k) => el.querySelector(".gl-root").dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
async function mount(over) {
  model = new FakeModel(traits(over));
  el = document.createElement("div");
  document.body.append(el);
  ctl = new AbortController();
  widget.render({ model, el, signal: ctl.signal });
  await flush();
}
afterEach(() => { ctl?.abort(); el?.remove(); ctl = el = null; });

describe("the board", () => {
  beforeEach(() => mount());
  it("highlights the squares of the chosen card, turn and pawn, and sends the play as chosen", async () => {
    expect(qa("card").map((b) => b.dataset.card)).toEqual(["ANY", "SPIN"]);
    expect(qa("target")).toHaveLength(0);
    click(qa("card")[1]);                                       // the spin wild
    click(q("ring-1")); click(q("ccw"));
    for (let k = 1; k < 9; k++) click(q("more"));               // counter-clockwise by 9
    expect(q("amount").textContent).toBe("9 square(s)");
    expect(el.querySelector('[data-pawn="0-0"]').dataset.at).toBe("[1,3]");   // the preview: pawn 1a rode the ring
    click(el.querySelector('[data-pawn="0-0"]'));
    expect(qa("target").map((x) => x.dataset.to)).toEqual(["[2,3]", "[1,4]"]);
    click(qa("target")[0]);
    expect(model.sent).toEqual([{ type: "move", move: play("SPIN", { ring: 1, steps: -9 }, { pawn: 0, to: [2, 3] }), ply: 1 }]);
  });
  it("sends an attempt off the highlighted squares too (Python answers), and shows the rule's squares", async () => {
    click(qa("card")[0]);                                       // the any-colour wild: no turn controls
    expect(q("turn").hidden).toBe(true);
    click(el.querySelector('[data-pawn="0-0"]'));
    click(el.querySelector('.cx-sq[data-ring="3"][data-sector="7"]'));
    expect(model.sent.at(-1).move).toEqual(play("ANY", null, { pawn: 0, to: [3, 7] }));
    model.update({ feedback: { rule: "centrix.move.not_adjacent", messages: { en: "Not in line.", fr: "Pas en ligne." }, focus: [[1, 0], [3, 7]], ply: 1, seq: 1 } });
    await flush();
    expect(q("feedback").textContent).toContain("Not in line.");
    expect(qa("focus")).toHaveLength(2);
    click(q("lang")); await flush();
    expect(q("feedback").textContent).toContain("Pas en ligne.");
  });
  it("plays by keys: card, ring, direction, pawn, next square, Enter; T and E", async () => {
    key("2"); key("r"); key("ArrowRight"); key("+"); key("+");
    expect(q("amount").textContent).toBe("3 square(s)");
    key("p");
    key("n"); key("Enter");
    expect(model.sent.at(-1).move.rotate).toEqual({ ring: 1, steps: 3 });
    key("t");
    expect(model.sent.at(-1).move).toEqual(play("SPIN", { ring: 1, steps: 3 }, null));
    key("e");
    expect(model.sent.at(-1).move).toEqual({ type: "end_turn" });
    expect(q("text-form").textContent).toContain("Ring 1");
  });
  it("shows the deck, the discard and each hand's size, and no hand during a replay", async () => {
    expect(q("deck").textContent).toBe("Deck: 36");
    expect(q("discard").textContent).toContain("Discard: 1");
    expect(q("cards-1").textContent).toBe("3 cards");
    model.update({ replay_step: 0, replay: { ...view({ hands: [null, null], pawns: [[null, null, null], [null, null, null]] }), step: 0 } });
    await flush();
    expect(q("hand").hidden).toBe(true);
    expect(q("status").textContent).toContain("Replay");
  });
  it("narrates the newest event and animates a new play", async () => {
    expect(q("narration").textContent).toBe("Player 1 played the red 3, moved pawn 1a to ring 1 at 12 o'clock.");
    const ev = { event: "play", player: 0, card: "SPIN", rotate: { ring: 1, steps: 2 }, move: null };
    model.update({ view: view({ offsets: [2, 0, 0, 0, 0, 0], pawns: [[[1, 2], null, null], [null, null, null]], log: [...view().log, ev] }), ply: 2, legal: [] });
    await flush();
    expect(el.querySelector(".gl-root").dataset.animating).toBe("1");
    // the ring starts from where it was (two squares back, -60°) and turns towards its place: never drawn there before it moves
    // (how far it has turned by now depends on the frames the machine had time for: -60 at the start, nearer 0 later)
    const deg = Number(/^rotate\((-?[\d.]+)\)$/.exec(el.querySelector('[data-ring="1"].cx-ring').getAttribute("transform"))[1]);
    expect(deg).toBeGreaterThanOrEqual(-60);
    expect(deg).toBeLessThan(0);
    await new Promise((r) => setTimeout(r, 900));
    expect(el.querySelector(".gl-root").dataset.animating).toBe(undefined);
    expect(q("narration").textContent).toContain("turned ring 1 by 2 squares clockwise");
  });
  it("the hand-over screen speaks of cards, in both languages", async () => {
    model.update({ seat: null, handover: 1, legal: [] }); await flush();
    expect(q("handover").textContent).toContain("Player 2's cards stay hidden");
    expect(q("take-seat").textContent).toBe("I am Player 2: show my cards");
    model.update({ lang: "fr" }); await flush();
    expect(q("take-seat").textContent).toBe("Je suis Joueur 2\u00a0: montrer mes cartes");
    expect(q("handover").textContent).not.toMatch(/tile|tuile/i);
  });
  it("keeps a secret seed off the screen: no chip while the table sends none", async () => {
    model.update({ seed: null }); await flush();
    expect(q("seed").hidden).toBe(true);
    expect(q("seed").textContent).toBe("");
  });
});
