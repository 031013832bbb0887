// @vitest-environment jsdom
// The pure parts of the Chromino board, one module at a time: numbers, projections, the turn in progress,
// drawing functions and texts, each fed plain snapshots (no model, no render).
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { U, MIN_VIEW, MARGIN, fitBox, zoomBox, cellAt } from "../src/chromino/geometry.js";
import { isLive, shown, myTurn, legalMoves, hand, can, placesOf, drawnTile } from "../src/chromino/projection.js";
import { newSelection, choose, rotate, nextTarget, snap, settle, tileTargets } from "../src/chromino/selection.js";
import { tileNode, targetNodes, focusNodes, ghostNode, rackButtons, rackTitle, seatInfo, logLines, outcomeNodes, legendNodes } from "../src/chromino/draw.js";
import { statusText, hintText, moveText, narration, textSections } from "../src/chromino/text.js";
import { STR } from "../src/chromino/strings.js";
import { COLOURS } from "../src/common/colours.js";
import { renderHandover, renderWhy, narrator } from "../src/common/parts.js";

const START = { tile: "B*Y", cells: [[0, 0], [1, 0], [2, 0]] };
const LEGAL = [
  { type: "place", tile: "PYY", cells: [[1, 1], [2, 1], [3, 1]] },
  { type: "place", tile: "PYY", cells: [[3, -1], [3, 0], [3, 1]] },
  { type: "place", tile: "BGB", cells: [[-1, 1], [0, 1], [1, 1]] },
];
const view = (over = {}) => ({
  board: [START], hands: [["PYY", "BGB", "RGR"], null], hand_sizes: [3, 8], bag_size: 55, to_move: 0, first_player: 0,
  phase: "play", drawn: null, scores: [0, 0], out: [], passes: 0, viewer: 0,
  log: [{ event: "start", tile: "B*Y", first_player: 0 }], options: { scoring: "none" }, ...over,
});
/** A snapshot of the traits, as render.js reads them. */
const snap0 = (over = {}) => ({
  view: view(), legal: LEGAL, feedback: {}, outcome: {}, seat: 0, handover: null, seats: ["human", "random"], ply: 0,
  can_undo: false, thinking: null, replay: {}, lang: "en", colorblind: false, seed: 42, options: { scoring: "none" }, ...over,
});
const opts = { prefix: "t-", colorblind: false };
/** The words of some nodes, leaving out what their small SVG tiles print (letters, the chameleon's star). */
const text = (nodes) => nodes.map((n) => {
  if (typeof n === "string") return n;
  const c = n.cloneNode(true);
  for (const x of c.querySelectorAll("svg")) x.remove();
  return c.textContent;
}).join(" ").replace(/\s+/g, " ").trim();

describe("geometry: the view box as numbers", () => {
  it("fits a small table at the closest zoom, centred, and a wide one with a margin", () => {
    const b = fitBox([START]);
    expect([b.w / U, b.h / U]).toEqual(MIN_VIEW);
    expect(b.x + b.w / 2).toBe(1.5 * U); // the middle of the three squares
    const wide = fitBox([START, { tile: "RRR", cells: [[40, 0], [41, 0], [42, 0]] }]);
    expect(wide.w).toBe((43 + 2 * MARGIN) * U);
    expect(wide.x).toBe(-MARGIN * U);
  });
  it("on a small screen shows part of a big table, squares kept readable, centred on the newest tile", () => {
    const wide = [START, { tile: "RRR", cells: [[40, 0], [41, 0], [42, 0]] }];
    const b = fitBox(wide, { w: 10, h: 12 }, [41, 0]);
    expect(b.w / U).toBeLessThanOrEqual(10);
    expect(b.x + b.w / 2).toBe(41.5 * U);
    expect(fitBox([START], { w: 30, h: 30 })).toEqual(fitBox([START])); // a table that fits is shown whole
  });
  it("zooms around a point and never past its limits", () => {
    const vb = { x: 0, y: 0, w: 20 * U, h: 10 * U };
    const z = zoomBox(vb, 0.5, { x: 0, y: 0 });
    expect(z).toEqual({ x: 0, y: 0, w: 10 * U, h: 5 * U });
    expect(zoomBox(vb, 0.001).w).toBe(5 * U);
    expect(zoomBox(vb, 1000).w).toBe(400 * U);
    expect(cellAt({ x: -1, y: U * 2.5 })).toEqual([-1, 2]);
  });
});

describe("projection: what the traits say", () => {
  it("it is our turn only live, without a hand-over, at our seat, the game on", () => {
    expect(myTurn(snap0())).toBe(true);
    expect(myTurn(snap0({ handover: 1, seat: null }))).toBe(false);
    expect(myTurn(snap0({ handover: 1 }))).toBe(false); // even if a seat were still set, a hand-over blocks it
    expect(myTurn(snap0({ replay: { ...view(), step: 0 } }))).toBe(false);
    expect(myTurn(snap0({ outcome: { reason: "chromino.end.out", winners: [0] } }))).toBe(false);
    expect(myTurn(snap0({ view: view({ to_move: 1 }) }))).toBe(false);
    expect(legalMoves(snap0({ view: view({ to_move: 1 }) }))).toEqual([]);
  });
  it("reads the hand, the moves, the drawn tile and the view on the table", () => {
    const p = snap0();
    expect(hand(p)).toEqual(["PYY", "BGB", "RGR"]);
    expect([can(p, "place"), can(p, "draw"), placesOf(p, "PYY"), placesOf(p, "RGR")]).toEqual([true, false, 2, 0]);
    expect(drawnTile(snap0({ view: view({ phase: "place_drawn", drawn: "PYY" }) }))).toBe("PYY");
    expect(drawnTile(snap0({ view: view({ phase: "place_drawn", drawn: "PYY", to_move: 1 }) }))).toBe(null);
    const r = snap0({ replay: { board: [], step: 3 } });
    expect([isLive(r), shown(r).step, isLive(snap0())]).toEqual([false, 3, true]);
    expect(hand(snap0({ seat: null }))).toEqual([]);
  });
});

describe("selection: the turn in progress", () => {
  it("picking up a tile turns it to a direction where it fits and puts the cursor on its first place", () => {
    const sel = newSelection();
    sel.turn = 2; // no place for PYY turned twice, nor three times: the next direction with one is flat again
    choose(sel, LEGAL, "PYY");
    expect([sel.selected, sel.turn, sel.cursor]).toEqual(["PYY", 0, [2, 1]]);
    expect(sel.ghost).toEqual([[1, 1], [2, 1], [3, 1]]);
  });
  it("turns, cycles through the places, snaps the ghost onto a place under the pointer", () => {
    const sel = newSelection();
    expect(rotate(sel)).toBe(false);
    choose(sel, LEGAL, "PYY");
    expect(rotate(sel)).toBe(true);
    expect(sel.turn).toBe(1);
    const p = snap0();
    expect(tileTargets(sel, p).map((x) => x.cells)).toEqual([[[3, -1], [3, 0], [3, 1]]]);
    expect(nextTarget(sel, tileTargets(sel, p))).toBe(true);
    expect(sel.cursor).toEqual([3, 0]);
    expect(snap(sel, tileTargets(sel, p), [3, 1])).toEqual([[3, -1], [3, 0], [3, 1]]);   // an end square of the place
    expect(snap(sel, tileTargets(sel, p), [9, 9])).toEqual([[9, 8], [9, 9], [9, 10]]);   // nowhere: centred on the pointer
    expect(tileTargets(sel, snap0({ seat: 1 }))).toEqual([]);
  });
  it("after new traits, a tile that left the hand is dropped and the drawn tile is picked up", () => {
    const sel = newSelection();
    choose(sel, LEGAL, "RGR");
    settle(sel, snap0({ view: view({ hands: [["PYY"], null] }) }));
    expect([sel.selected, sel.ghost]).toEqual([null, null]);
    settle(sel, snap0({ view: view({ phase: "place_drawn", drawn: "PYY" }), legal: LEGAL.slice(0, 2) }));
    expect(sel.selected).toBe("PYY");
  });
});

describe("drawing functions", () => {
  it("a tile of the table: its squares in tile order, with the palette's colours", () => {
    const g = tileNode(START, 0, opts);
    expect([g.dataset.tile, g.dataset.order, g.dataset.cells]).toEqual(["B*Y", "0", "0,0,1,0,2,0"]);
    const fills = [...g.querySelectorAll("g.sq > rect")].map((r) => r.getAttribute("fill"));
    expect(fills).toEqual([COLOURS.B.fill, COLOURS["*"].fill, COLOURS.Y.fill]);
    expect(g.querySelector(".gl-outline").getAttribute("width")).toBe(String(3 * U - 3));
  });
  it("the palette is the one file Python reads too", () => {
    expect(COLOURS).toEqual(JSON.parse(readFileSync("src/common/colours.json", "utf8")));
  });
  it("targets, focus and ghost", () => {
    expect(targetNodes([{ cells: [[1, 1], [2, 1], [3, 1]] }]).map((n) => n.dataset.cells)).toEqual(["[[1,1],[2,1],[3,1]]"]);
    const f = { focus: [[2, 0], [2, 1], "junk"], ply: 4 };
    expect(focusNodes(snap0({ feedback: f, ply: 4 })).length).toBe(2);
    expect(focusNodes(snap0({ feedback: f, ply: 5 })).length).toBe(0); // refused on an older position
    expect(focusNodes(snap0({ feedback: f, ply: 4, replay: { step: 1 } })).length).toBe(0);
    expect(ghostNode("PYY", [[1, 1], [2, 1], [3, 1]], true, opts).dataset.legal).toBe("1");
    expect(ghostNode("PYY", [[1, 1], [2, 1], [3, 1]], false, opts).getAttribute("class")).toBe("gl-ghost-bad");
  });
  it("the rack: keys, badges, the picked-up tile turned, out of turn locked, the drawn tile alone playable", () => {
    const sel = newSelection();
    choose(sel, LEGAL, "PYY");
    rotate(sel);
    const b = rackButtons(snap0(), sel, { prefix: "t-", onSelect: () => {} });
    expect(b.map((x) => x.querySelector(".gl-rack-badge").textContent)).toEqual(["2 places", "1 place", "no place"]);
    expect(b[0].getAttribute("aria-pressed")).toBe("true");
    expect(b[0].querySelector(".gl-rack-svg").getAttribute("style")).toBe("transform: rotate(90deg)");
    expect(rackButtons(snap0({ view: view({ to_move: 1 }) }), sel, { prefix: "t-", onSelect: () => {} }).every((x) => x.disabled)).toBe(true);
    const drawn = rackButtons(snap0({ view: view({ phase: "place_drawn", drawn: "BGB" }) }), newSelection(), { prefix: "t-", onSelect: () => {} });
    expect(drawn.map((x) => x.disabled)).toEqual([true, false, true]);
    let picked = null;
    rackButtons(snap0(), newSelection(), { prefix: "t-", onSelect: (t) => { picked = t; } })[1].click();
    expect(picked).toBe("BGB");
    expect([rackTitle(snap0(), 1), rackTitle(snap0({ lang: "fr" }), 2), rackTitle(snap0({ seat: null }), 2)]).toEqual(["Your tiles", "Tuiles\u00a0: Joueur 1", ""]);
  });
  it("a seat's chip: tiles left, a public last tile, points under expert scoring", () => {
    expect(text(seatInfo(snap0(), 1, opts))).toBe("8 tiles");
    const none = view({ hand_sizes: [3, 0] });
    expect([text(seatInfo(snap0({ view: none }), 1, opts)), text(seatInfo(snap0({ lang: "fr", view: none }), 1, opts))]).toEqual(["0 tiles", "0 tuile"]);
    const p = snap0({ options: { scoring: "expert" }, view: view({ scores: [5, 7], hands: [["PYY"], ["GGG"]], hand_sizes: [1, 1], out: [1] }) });
    const info = seatInfo(p, 1, opts);
    expect(text(info)).toBe("1 tile 7 pts done");
    expect(info[1].querySelector("svg").getAttribute("aria-label")).toBe("GGG");
    expect(text(seatInfo(p, 0, opts))).toBe("1 tile 5 pts"); // our own hand is in the rack, not on the chip
  });
  it("the log in words, each tile drawn beside its name, in the page's language", () => {
    const log = [{ event: "start", tile: "B*Y", first_player: 0 }, { event: "place", player: 1, tile: "PYY", points: 4 },
      { event: "draw", player: 0, count: 3 }, { event: "mystery", x: 1 }];
    const lines = logLines(snap0({ view: view({ log }) }), opts);
    expect(text(lines)).toMatch(/^The game starts with the chameleon B\*Y; Player 1 plays first\. Player 2 laid PYY \(\+4 pts\)\. Player 1 drew 3 tiles\. mystery — x: 1$/);
    expect(text(logLines(snap0({ lang: "fr", view: view({ log: log.slice(2, 3) }) }), opts))).toBe("Joueur 1 a pioché 3 tuiles.");
  });
  it("the outcome and the colour-blind legend", () => {
    const o = { winners: [1], scores: [3, 9], ranking: [[1], [0]], reason: "chromino.end.out", messages: { en: "Round complete.", fr: "Tour terminé." } };
    expect(text(outcomeNodes(snap0({ outcome: o }), "Game over."))).toBe("Game over. Round complete. Ranking: 1. Player 2 (9 pts) · 2. Player 1 (3 pts)");
    // the legend lists the letters of the page's language, and its squares print the same letters
    const legend = legendNodes(snap0({ lang: "fr" }), "t-");
    expect(text(legend)).toBe("Couleurs : R rouge J jaune Ve vert B bleu Vi violet ✱ caméléon (toutes couleurs)");
    expect(legend.slice(1).map((n) => n.querySelector("g").getAttribute("class"))).toEqual(["sq c-R", "sq c-Y", "sq c-G", "sq c-B", "sq c-P", "sq c-wild"]);
    expect(legend.slice(1).map((n) => n.querySelector("svg").textContent)).toEqual(["R", "J", "Ve", "B", "Vi", "✱"]);
    const en = legendNodes(snap0(), "t-");
    expect(text(en)).toBe("Colours: R red Y yellow G green B blue P purple ✱ chameleon (any colour)");
    expect(en.slice(1).map((n) => n.querySelector("svg").textContent)).toEqual(["R", "Y", "G", "B", "P", "✱"]);
  });
});

describe("texts", () => {
  it("the status says who is to do what", () => {
    expect(statusText(snap0())).toBe("Player 1, your turn: choose a tile, then click a highlighted place.");
    expect(statusText(snap0({ legal: [{ type: "draw" }] }))).toBe("Player 1, none of your tiles fits: draw a tile.");
    expect(statusText(snap0({ view: view({ phase: "place_drawn", drawn: "PYY" }), legal: [...LEGAL.slice(0, 1), { type: "pass" }] })))
      .toBe("Player 1, lay the tile you drew (PYY), or keep it (pass).");
    expect(statusText(snap0({ view: view({ to_move: 1 }), thinking: 1 }))).toBe("Player 2 (bot) is playing…");
    expect(statusText(snap0({ seat: null, handover: 1 }))).toBe("Pass the device to Player 2");
    expect(statusText(snap0({ seat: null, seats: ["random", "random"], view: view({ to_move: 1 }) }))).toBe("Bots are playing: you are watching.");
    expect(statusText(snap0({ replay: { step: 2 }, ply: 5 }))).toBe("Replay: the table after move 2 of 5 (hands hidden).");
    expect(statusText(snap0({ outcome: { reason: "x", winners: [0, 1] } }))).toBe("Game over. Shared win: Player 1 and Player 2!");
  });
  it("the hint follows the turn in progress", () => {
    const sel = newSelection();
    expect(hintText(snap0(), sel)).toBe("Choose a tile: click it, or press 1–3.");
    choose(sel, LEGAL, "PYY");
    expect(hintText(snap0(), sel)).toBe("1 highlighted place(s) for this direction: click one, or move with the arrows and press Enter.");
    sel.turn = 2;
    expect(hintText(snap0(), sel)).toBe("No place in this direction: turn the tile (R). It fits in 2 place(s) in all.");
    sel.selected = "RGR";
    expect(hintText(snap0(), sel)).toBe("This tile fits nowhere for now: try another one.");
    expect(hintText(snap0({ view: view({ to_move: 1 }) }), sel)).toBe("");
  });
});

describe("words for a screen reader and the bots' reasons", () => {
  it("describes moves, narrates the newest event and gives the table as text, in both languages", () => {
    const m = { type: "place", tile: "PYY", cells: [[1, 1], [2, 1], [3, 1]] };
    expect(moveText("en", m)).toBe("lay PYY at column 2, row 1, lying, purple on the left");
    expect(moveText("fr", m)).toBe("poser ViJJ en colonne 2, ligne 1, couchée, violet à gauche");   // the tile named with French letters
    // the same tile on the same middle square, turned: four different lines (a tile alike at both ends: two)
    const turns = [[[1, 1], [2, 1], [3, 1]], [[3, 1], [2, 1], [1, 1]], [[2, 0], [2, 1], [2, 2]], [[2, 2], [2, 1], [2, 0]]];
    expect(turns.map((cells) => moveText("en", { ...m, cells }).split(", ").slice(2).join(", "))).toEqual(
      ["lying, purple on the left", "lying, purple on the right", "standing, purple on top", "standing, purple at the bottom"]);
    expect(moveText("en", { type: "place", tile: "BPB", cells: turns[2] })).toBe("lay BPB at column 2, row 1, standing");
    expect(moveText("fr", { type: "draw" })).toBe("piocher une tuile");
    expect(narration(snap0())).toBe("The game starts with the chameleon B*Y; Player 1 plays first.");
    const secs = textSections(snap0({ lang: "fr" }));
    expect(secs.map((x) => x.heading)[1]).toBe("Vos tuiles");
    expect(secs[0].lines[0]).toBe("B*J\u00a0: bleu colonne 0, ligne 0\u00a0; caméléon (toutes couleurs) colonne 1, ligne 0\u00a0; jaune colonne 2, ligne 0");
    expect(secs[1].lines).toEqual(["ViJJ : violet, jaune, jaune", "BVeB : bleu, vert, bleu", "RVeR : rouge, vert, rouge"]);
    expect(textSections(snap0())[1].lines).toEqual(["PYY: purple, yellow, yellow", "BGB: blue, green, blue", "RGR: red, green, red"]);
    expect(secs[2].lines).toEqual(["Joueur 1\u00a0: 3 tuiles", "Joueur 2\u00a0: 8 tuiles"]);
    expect(textSections(snap0({ replay: { ...view(), step: 0 } })).map((x) => x.heading)).not.toContain("Your tiles");
  });
  it("lists what a bot weighed, and says a hidden move is hidden", () => {
    const el = document.createElement("div");
    renderWhy(el, { lang: "en", describe: (m) => moveText("en", m), why: [
      { seat: 1, bot: "mcts", index: 3, move: { type: "draw" }, candidates: [{ move: { type: "draw" }, visits: 40, value: 0.625 }] },
      { seat: 2, bot: "greedy", index: 4, move: null, candidates: [] }] });
    expect(el.hidden).toBe(false);
    expect(el.textContent).toContain("Player 2 (mcts search) played draw a tile");
    expect(el.textContent).toContain("(40 tries · value 0.63)");
    expect(el.textContent).toContain("Player 3 (greedy) played a move hidden from you");
    expect(el.querySelector('[data-testid="why-note-visits"]').textContent).toMatch(/^Tries: how often its search played/);
    // a greedy bot's scores, written alike (-2.2 and -3, not -2.20 and -3), and what a score is, in the game's words
    renderWhy(el, { lang: "fr", describe: (m) => moveText("fr", m), words: STR, why: [{ seat: 1, bot: "greedy", index: 5, move: { type: "draw" },
      candidates: [{ move: { type: "draw" }, score: -2.2 }, { move: { type: "pass" }, score: -3 }] }] });
    expect([...el.querySelectorAll(".gl-why-weight")].map((x) => x.textContent)).toEqual([" (score -2,2)", " (score -3)"]);
    expect(el.querySelector('[data-testid="why-note-score"]').textContent).toMatch(/^Score\u00a0: la note que le bot glouton/);
    expect(el.querySelector('[data-testid="why-note-visits"]')).toBe(null);
    renderWhy(el, { lang: "en", why: [], describe: String });
    expect(el.hidden).toBe(true);
    const n = narrator();
    n.say("Player 1 laid PYY."); n.say("");
    expect([n.textContent, n.getAttribute("aria-live")]).toEqual(["Player 1 laid PYY.", "polite"]);
  });
});

describe("the hand-over screen", () => {
  it("offers the person who just played to take their move back while they still hold the device", () => {
    const el = document.createElement("div");
    const sent = [];
    renderHandover(el, { handover: 1, lang: "en", canUndo: true }, () => sent.push("take"), () => sent.push("undo"));
    expect(el.hidden).toBe(false);
    el.querySelector('[data-testid="handover-undo"]').click();
    el.querySelector('[data-testid="take-seat"]').click();
    expect(sent).toEqual(["undo", "take"]);
    renderHandover(el, { handover: 1, lang: "fr", canUndo: false }, () => {}, () => {});
    expect(el.querySelector('[data-testid="handover-undo"]')).toBe(null);
    expect(el.textContent).toMatch(/Passez l'appareil à Joueur 2/);
    renderHandover(el, { handover: null, lang: "en" }, () => {});
    expect([el.hidden, el.children.length]).toEqual([true, 0]);
  });
});
