// @vitest-environment jsdom
// The letters people read for the colours (colour-blind squares, the legend, tile names): those of the page's
// language, from colours.json. The codes R Y G B P of states and moves never change.
import { describe, it, expect } from "vitest";
import { COLOURS, letterOf, tileName, square } from "../src/common/colours.js";
import { tileNode, miniTile, rackButtons, seatInfo, logLines, logText, ghostNode } from "../src/chromino/draw.js";
import { statusText } from "../src/chromino/text.js";
import { newSelection } from "../src/chromino/selection.js";

const CODES = ["R", "Y", "G", "B", "P"];
const LANGS = ["en", "fr"];
const letters = (node) => [...node.querySelectorAll(".gl-letter")].map((t) => t.textContent);

describe("the palette's letters", () => {
  it("every colour has a letter in each language; English keeps the codes", () => {
    for (const c of [...CODES, "*"]) for (const lg of LANGS) expect(typeof COLOURS[c].letter?.[lg], `${c} ${lg}`).toBe("string");
    expect(CODES.map((c) => COLOURS[c].letter.en)).toEqual(CODES);
    expect(CODES.map((c) => COLOURS[c].letter.fr)).toEqual(["R", "J", "Ve", "B", "Vi"]);
  });
  it("a letter is the start of the colour's name in that language", () => {
    for (const c of CODES) for (const lg of LANGS)
      expect(COLOURS[c][lg].toLowerCase().startsWith(COLOURS[c].letter[lg].toLowerCase()), `${c} ${lg}`).toBe(true);
  });
  it("letters are distinct in each language, and none starts another (a tile's name reads one way only)", () => {
    for (const lg of LANGS) {
      const ls = CODES.map((c) => COLOURS[c].letter[lg]);
      expect(new Set(ls).size, lg).toBe(ls.length);
      for (const a of ls) for (const b of ls) if (a !== b) expect(b.startsWith(a), `${lg}: ${a} starts ${b}`).toBe(false);
      for (const l of ls) expect(l[0], l).toBe(l[0].toUpperCase());   // each letter starts with a capital: "VeViJ" splits as Ve Vi J
    }
  });
  it("letterOf and tileName: the page's language, the code for an unknown colour", () => {
    expect(CODES.map((c) => letterOf(c, "fr"))).toEqual(["R", "J", "Ve", "B", "Vi"]);
    expect(CODES.map((c) => letterOf(c, "en"))).toEqual(CODES);
    expect([letterOf("Q", "fr"), letterOf("Y", "de"), letterOf("Y")]).toEqual(["Q", "Y", "Y"]);
    expect([tileName("GPY", "fr"), tileName("GPY", "en"), tileName("B*Y", "fr")]).toEqual(["VeViJ", "GPY", "B*J"]);
  });
});

describe("colour-blind squares print the letters of the page's language", () => {
  const sq = (c, lang, colorblind = true) => square(c, 0, 0, 40, { prefix: "t-", colorblind, lang });
  it("French initials in French, English letters in English, none outside colour-blind mode", () => {
    expect(CODES.map((c) => letters(sq(c, "fr")))).toEqual([["R"], ["J"], ["Ve"], ["B"], ["Vi"]]);
    expect(CODES.map((c) => letters(sq(c, "en")))).toEqual(CODES.map((c) => [c]));
    expect(letters(sq("P", "fr", false))).toEqual([]);
    expect(sq("G", "fr").getAttribute("class")).toBe("sq c-G");   // the code, not the letter, names the square for styles and tests
  });
  it("two letters are drawn a little smaller than one, so that they fit the square", () => {
    const size = (c) => Number(sq(c, "fr").querySelector(".gl-letter").getAttribute("font-size"));
    expect(size("G")).toBeLessThan(size("Y"));
    expect(size("G") * 2 * 0.75).toBeLessThan(40);   // two bold glyphs (about 0.75 em each at most) inside the square
  });
});

describe("Chromino shows tiles with the letters of the page's language", () => {
  const view = { board: [{ tile: "GPY", cells: [[0, 0], [1, 0], [2, 0]] }], hands: [["PYY", "GGG"], ["RGR"]], hand_sizes: [2, 1],
    bag_size: 50, to_move: 0, first_player: 0, phase: "place_drawn", drawn: "GGG", scores: [0, 0], out: [], passes: 0, viewer: 0,
    log: [{ event: "start", tile: "B*Y", first_player: 0 }, { event: "place", player: 1, tile: "GPY" }], options: { scoring: "none" } };
  const snap = (lang, colorblind = true) => ({ view, legal: [{ type: "pass" }], feedback: {}, outcome: {}, seat: 0, handover: null,
    seats: ["human", "human"], ply: 1, can_undo: false, thinking: null, replay: {}, lang, colorblind, seed: 1, options: { scoring: "none" } });
  const o = (lang) => ({ colorblind: true, prefix: "t-", lang });
  it("the table, the ghost and small tiles", () => {
    expect(letters(tileNode(view.board[0], 0, o("fr")))).toEqual(["Ve", "Vi", "J"]);
    expect(letters(tileNode(view.board[0], 0, o("en")))).toEqual(["G", "P", "Y"]);
    expect(letters(ghostNode("PYY", [[0, 1], [1, 1], [2, 1]], true, o("fr")))).toEqual(["Vi", "J", "J"]);
    const m = miniTile("GPY", o("fr"));
    expect([letters(m), m.getAttribute("aria-label")]).toEqual([["Ve", "Vi", "J"], "VeViJ"]);
    expect(miniTile("GPY", o("en")).getAttribute("aria-label")).toBe("GPY");
  });
  it("the rack, a seat's last tile, the log and the status", () => {
    const fr = rackButtons(snap("fr"), newSelection(), { prefix: "t-", onSelect: () => {} });
    expect(fr.map((b) => [b.title, letters(b)])).toEqual([["1 : ViJJ", ["Vi", "J", "J"]], ["2 : VeVeVe", ["Ve", "Ve", "Ve"]]]);
    expect(fr.map((b) => b.dataset.tile)).toEqual(["PYY", "GGG"]);   // the intent still names the tile by its code
    expect(rackButtons(snap("en"), newSelection(), { prefix: "t-", onSelect: () => {} }).map((b) => b.title)).toEqual(["1: PYY", "2: GGG"]);
    const chip = seatInfo(snap("fr"), 1, { prefix: "t-" })[1].querySelector("svg");
    expect([chip.getAttribute("aria-label"), letters(chip)]).toEqual(["RVeR", ["R", "Ve", "R"]]);
    const log = logLines(snap("fr"), { prefix: "t-" }).map((n) => n.textContent);
    expect(log[0]).toMatch(/caméléon .*B\*J\u00a0; Joueur 1 joue en premier\.$/);
    expect(log[1]).toMatch(/^Joueur 2 a posé .*VeViJ\.$/);
    expect(logText(snap("en"), view.log[1])).toBe("Player 2 laid GPY.");
    expect(logText(snap("fr"), view.log[1])).toBe("Joueur 2 a posé VeViJ.");
    expect(statusText(snap("fr"))).toBe("Joueur 1, posez la tuile piochée (VeVeVe), ou gardez-la (passer).");
    expect(statusText(snap("en"))).toBe("Player 1, lay the tile you drew (GGG), or keep it (pass).");
  });
});
