// @vitest-environment jsdom
// A variant's own phases and log events on the four boards: the words the game registered in Python (the projection's
// `words`), else plain words built from the event's name and fields; never JSON, never the prompt of another phase.
import { describe, it, expect } from "vitest";
import { plainValue, plainWords, plainMove, plainEvent, eventLine, prompt, wordsOf } from "../src/common/words.js";
import { statusText as chrominoStatus, narration as chrominoNarration, moveText as chrominoMove } from "../src/chromino/text.js";
import { logLines as chrominoLog } from "../src/chromino/draw.js";
import { statusText as kidsStatus, logLines as kidsLog, narration as kidsNarration, describeMove as kidsMove } from "../src/kids/text.js";
import { statusText as kayainStatus, logLines as kayainLog, narration as kayainNarration, describe as kayainMove } from "../src/kayain/text.js";
import { statusText as centrixStatus, eventText as centrixEvent, narration as centrixNarration, moveText as centrixMove } from "../src/centrix/text.js";
import { renderWhy } from "../src/common/parts.js";

const COMBO = { event: "combo", player: 0, tiles: 2, bonus: true };
const WORDS = {
  phase: { en: "Player 1, lay one more tile: combo!", fr: "Joueur 1, posez une tuile de plus : combo !" },
  log: { 1: { en: "Player 1 made a combo of 2.", fr: "Le joueur 1 a fait un combo de 2." } },
};
/** A live snapshot where seat 0 is to move in the phase `phase`, its log ending with a combo event. */
const snap = (start, { phase = "combo", words = {}, lang = "en", legal = [{ type: "place" }], view = {} } = {}) => ({
  lang, seat: 0, handover: null, thinking: null, outcome: {}, replay: {}, seats: ["human", "random"], ply: 3, legal, words,
  view: { to_move: 0, phase, log: [start, COMBO], hands: [[], null], hand_sizes: [0, 0], ...view },
});
const text = (x) => (typeof x === "string" ? x : x.textContent);

describe("plain words", () => {
  it("say a value, a move and an event from their names and fields, players from 1, in both languages", () => {
    expect(plainValue("en", { tiles: ["RGY", "BBP"], cells: [[0, 1], [1, 1]], ok: false, drawn: null })).toBe("tiles: RGY, BBP, cells: (0, 1), (1, 1), ok: no, drawn: —");
    expect(plainValue("fr", { first_player: 2, players: [0, 1] })).toBe("first player : Joueur 3, players : Joueur 1, Joueur 2");
    expect(plainWords("fr", "end_turn")).toBe("end turn");
    expect(plainMove("en", { type: "take", n: 2 })).toBe("take — n: 2");
    expect(plainMove("fr", { type: "take", n: 2 })).toBe("take — n : 2");
    expect(plainEvent("en", COMBO)).toBe("Player 1: combo — tiles: 2, bonus: yes");
    expect(plainEvent("fr", COMBO)).toBe("Joueur 1 : combo — tiles : 2, bonus : oui");
    expect(plainEvent("en", { event: "clear" })).toBe("clear");
    expect(plainEvent("en", { event: "grab", player: 1, fresh: true }, ["fresh"])).toBe("Player 2: grab");
  });
  it("take the words of the view drawn: the live one's, or the replay step's", () => {
    const p = snap({ event: "start" }, { words: WORDS });
    expect(eventLine(p, 1, "fr")).toBe("Le joueur 1 a fait un combo de 2.");
    expect(eventLine(p, 0, "en", () => "The game starts.")).toBe("The game starts.");
    const replaying = { ...p, replay: { step: 1, log: [{ event: "start" }, COMBO], words: { log: {} } } };
    expect(wordsOf(replaying)).toEqual({ log: {} });
    expect(eventLine(replaying, 1, "en")).toBe("Player 1: combo — tiles: 2, bonus: yes");
    expect(prompt(replaying, "en")).toBe("Player 1, your move (combo).");          // the prompt is the live view's
    expect(prompt(p, "fr")).toBe(WORDS.phase.fr);
  });
});

// Each board, its own start event first, then a combo: the words registered for them, else plain words.
const BOARDS = {
  chromino: { start: { event: "start", tile: "B*Y", first_player: 0 }, status: chrominoStatus, narration: chrominoNarration,
    log: (p) => chrominoLog(p, { prefix: "t-" }).map(text), own: /chameleon/, move: chrominoMove },
  kids: { start: { event: "start", deck_size: 30, first_player: 0 }, status: kidsStatus, narration: (p) => kidsNarration({ ...p, view: { ...p.view, log: p.view.log.map((e) => ({ ...e, fresh: true })) } }),
    log: kidsLog, own: /30 cards/, view: { table: [], won: [[], []] }, move: kidsMove },
  kayain: { start: { event: "start", brush: 0 }, status: kayainStatus, narration: kayainNarration, log: kayainLog, own: /Player 1/,
    move: (lg, m) => kayainMove(lg, {}, m, 0) },
  centrix: { start: { event: "start", first_player: 0 }, status: centrixStatus, narration: centrixNarration,
    log: (p) => p.view.log.map((_, i) => centrixEvent(p, i)), own: /Player 1/, legal: [{ type: "play" }], move: centrixMove },
};

describe.each(Object.entries(BOARDS))("the %s board", (name, b) => {
  const at = (over = {}) => snap(b.start, { legal: b.legal, view: b.view, ...over });
  it("shows a new event in the words the game registered for it, and its own events in its own words", () => {
    const lines = b.log(at({ words: WORDS }));
    expect(lines[0]).toMatch(b.own);
    expect(lines[1]).toBe("Player 1 made a combo of 2.");
    expect(b.log(at({ words: WORDS, lang: "fr" }))[1]).toBe("Le joueur 1 a fait un combo de 2.");
    expect(b.narration(at({ words: WORDS }))).toContain("Player 1 made a combo of 2.");
  });
  it("shows a new event without words in plain words, never as JSON", () => {
    const lines = b.log(at());
    expect(lines[1]).toBe("Player 1: combo — tiles: 2, bonus: yes");
    expect(b.log(at({ lang: "fr" }))[1]).toBe("Joueur 1 : combo — tiles : 2, bonus : oui");
    expect(lines.join(" ")).not.toMatch(/[{}"]/);
  });
  it("asks for a new phase in the words the game registered, else names it plainly, never with another phase's prompt", () => {
    expect(b.status(at({ words: WORDS }))).toBe(WORDS.phase.en);
    expect(b.status(at({ words: WORDS, lang: "fr" }))).toBe(WORDS.phase.fr);
    expect(b.status(at())).toBe("Player 1, your move (combo).");
    expect(b.status(at({ lang: "fr" }))).toBe("Joueur 1, à vous (combo).");
  });
  it("says a move of a new type in plain words", () => {
    expect(b.move("en", { type: "combo", tiles: ["RGY"] })).toBe("combo — tiles: RGY");
  });
});

describe("why this move", () => {
  it("gives each move its entry or candidate, so that a board of words can say Python's words for it", () => {
    const el = document.createElement("div");
    const why = [{ seat: 1, bot: "random", index: 2, move: { type: "take", n: 2 }, words: { en: "Take 2" },
      candidates: [{ move: { type: "take", n: 1 }, score: 1, words: { en: "Take 1" } }] }];
    renderWhy(el, { why, lang: "en", describe: (m, said) => said.words.en });
    expect(el.textContent).toContain("Take 2");
    expect(el.textContent).toContain("Take 1");
  });
});
