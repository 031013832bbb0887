// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach } from "vitest";
import widget, { colourName, cardsOf, patternCss, logLine, describe as describeMove, textForm, needsHeld, placeTargets, announcements, mixOf, focusOf, handGroups }
  from "../src/kayain.js";
import { seatInfo } from "../src/kayain/draw.js";
import { FakeModel, flush } from "./fake-model.js";

const COLS = ["cyan", "yellow", "magenta", "black", "white", "green", "orange", "mauve", "red", "night_blue", "khaki", "dark_green", "brown", "pink", "grey"];
const CHART = [{ makes: "green", from: ["cyan", "yellow"], level: 1 }, { makes: "orange", from: ["yellow", "magenta"], level: 1 },
  { makes: "dark_green", from: ["green", "black"], level: 2 }];
const empty = () => [[null, null], [null, null], [null, null], [null, null], [null, null], [null, null]];
const view = (over = {}) => {
  const slots = empty();
  slots[2][1] = { card: "magenta", announced: "yellow", by: 0 };     // ours, a bluff
  slots[4][0] = { card: null, announced: "cyan", by: 1 };            // theirs: only the announcement
  slots[4][1] = { card: "cyan", announced: "cyan", by: 0 };
  return {
    hands: [["cyan", "cyan", "yellow", "green", "black"], null], paintings: [[{ id: "p5-1", value: 5, colours: ["green", "yellow"], title: "Le Pré" },
      { id: "p10-3", value: 10, colours: ["night_blue", "grey"], title: "La Mer" }], null], completed: [[], null], discarded: [],
    slots, supply: Object.fromEntries(COLS.map((c) => [c, c === "white" ? 0 : 6])), to_move: 0, brush: 0, phase: "play", turn: 3,
    log: [{ event: "start", brush: 0, dealt: [[5, 10], [5, 10]] }, { event: "place", player: 0, palette: 2, side: 1, announced: "yellow" },
      { event: "place", player: 1, palette: 4, side: 0, announced: "cyan" }, { event: "place", player: 0, palette: 4, side: 1, announced: "cyan" }],
    hand_sizes: [5, 7], painting_counts: [2, 2], completed_counts: [0, 0], viewer: 0, options: {}, ...over,
  };
};
// Python's legal moves, a small made-up list: cyan may go to palette 1 (side 1) or palette 4 (side 2), with three announcements.
const LEGAL = [
  ...["cyan", "red", "pink"].map((a) => ({ type: "place", card: "cyan", palette: 0, side: 0, announce: a })),
  ...["cyan", "red", "pink"].map((a) => ({ type: "place", card: "cyan", palette: 3, side: 1, announce: a })),
  { type: "collect", palette: 4 }, { type: "draw", colour: "cyan" }, { type: "declare", painting: "p5-1" }, { type: "declare", painting: "p10-3" },
];
const traits = (over = {}) => ({
  game: "kayain", options: {}, seed: 7, seats: ["human", "mcts"], seat: 0, handover: null, view: view(), legal: LEGAL, feedback: {},
  outcome: {}, ply: 3, can_undo: true, thinking: null, replay: {}, lang: "en", colorblind: false, replay_step: -1, why: [], chart: CHART, ...over,
});

let model, el, ctl;
const q = (id) => el.querySelector(`[data-testid="${id}"]`);
const qa = (sel) => [...el.querySelectorAll(sel)];
const key = (k, extra = {}) => el.querySelector(".gl-root").dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, ...extra }));
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

describe("colour names", () => {
  it("every colour has a name in both languages, and French agrees with « carte »", () => {
    for (const c of COLS) { expect(colourName("en", c)).toBeTruthy(); expect(colourName("fr", c)).toBeTruthy(); }
    expect(colourName("en", "night_blue")).toBe("night blue");
    expect(colourName("fr", "dark_green")).toBe("vert foncé");
    expect(cardsOf("fr", "white", 1)).toBe("une carte blanche");
    expect(cardsOf("fr", "green", 2)).toBe("2 cartes vertes");
    expect(cardsOf("fr", "grey", 3)).toBe("3 cartes grises");
    expect(cardsOf("fr", "brown", 2)).toBe("2 cartes marron");       // invariable
    expect(cardsOf("fr", "night_blue", 2)).toBe("2 cartes bleu nuit");
    expect(cardsOf("en", "black", 1)).toBe("a black card");
    expect(cardsOf("en", "orange", 1)).toBe("an orange card");       // the article follows the colour's first sound
  });
  it("gives each of the fifteen colours its own pattern for colour-blind mode", () => {
    const ps = COLS.map(patternCss);
    expect(new Set(ps).size).toBe(15);
    expect(ps.every((x) => x !== "none")).toBe(true);
  });
});

describe("words", () => {
  it("tells a collection with its mix and the bluff it uncovered", () => {
    const v = view();
    v.log.push({ event: "collect", player: 1, palette: 2, cards: ["black", "magenta"], by: [1, 0], makes: "red", gained: "red" });
    v.log.splice(4, 0, { event: "place", player: 1, palette: 2, side: 0, announced: "black" });
    const line = logLine("en", v, v.log.length - 1, 0);
    expect(line).toContain("Player 2 collected palette 3: black + magenta = red");
    expect(line).toContain("Player 2 takes a red card.");
    const v2 = view();
    v2.log.push({ event: "collect", player: 1, palette: 2, cards: ["yellow", "magenta"], by: [1, 1], makes: "orange", gained: "orange" });
    expect(logLine("en", v2, v2.log.length - 1, 0)).toContain("Player 2 takes an orange card.");   // "an" before a vowel
    expect(line).toContain("Player 1 had announced yellow: a bluff.");
    expect(line).not.toContain("Player 2 had announced");
    expect(logLine("fr", v, v.log.length - 1, 0)).toContain("Joueur 2 prend une carte rouge.");
  });
  it("tells a wrong declaration with what was missing", () => {
    const v = view();
    v.log.push({ event: "declare", player: 0, painting: "p10-3", value: 10, colours: ["night_blue", "grey"], title: "La Mer", correct: false, shown: ["grey"] });
    expect(logLine("en", v, 4, 0)).toBe("Player 1 declared “La Mer” but lacked night blue: the painting is lost.");
    expect(logLine("fr", v, 4, 0)).toBe("Joueur 1 a déclaré «\u00a0La Mer\u00a0» mais il manquait bleu nuit\u00a0: l'œuvre est perdue.");
  });
  it("tells a laying by its announcement only, and a draw with agreement", () => {
    const v = view();
    expect(logLine("en", v, 2, 0)).toBe("Player 2 laid a card face down on palette 5 (your side), announcing cyan.");
    v.log.push({ event: "draw", player: 1, colour: "white" });
    expect(logLine("fr", v, 4, 0)).toBe("Joueur 2 a pioché une carte blanche.");
  });
  it("describes a bot's laying without its card, and its own with it", () => {
    expect(describeMove("en", view(), { type: "place", palette: 1, side: 1, announce: "red" }, 0)).toBe("a face-down card on palette 2 (Player 2's side), announcing red");
    expect(describeMove("fr", view(), { type: "declare", painting: "p5-1" }, 0)).toBe("déclarer «\u00a0Le Pré\u00a0»");
  });
  it("reads the table as text, palette by palette, never a card it was not given", () => {
    const secs = textForm(traits());
    expect(secs[0].lines).toHaveLength(6);
    expect(secs[0].lines[4]).toContain("your side, a face-down card, announced cyan");
    expect(secs[0].lines[2]).toContain("your card, announced yellow, truly magenta, bluff");
    expect(secs[2].lines[1]).toBe("Player 2: 7 cards.");
    // a hidden hand's count picks its form: one card is "1 card" (« 0 carte » in French)
    expect(textForm(traits({ view: view({ hand_sizes: [5, 1] }) }))[2].lines[1]).toBe("Player 2: 1 card.");
    expect(textForm(traits({ lang: "fr", view: view({ hand_sizes: [5, 0] }) }))[2].lines[1]).toBe("Joueur 2\u00a0: 0 carte.");
    const chip = (lang, over) => seatInfo(traits({ lang, view: view(over) }), 1)[0].textContent;
    const one = { hand_sizes: [5, 1], painting_counts: [2, 1], completed_counts: [0, 1] }, none = { hand_sizes: [5, 0], painting_counts: [2, 0], completed_counts: [0, 0] };
    expect([chip("en", one), chip("fr", one), chip("en", none), chip("fr", none)]).toEqual(["1 card · 1 painting · 1 completed", "1 carte · 1 œuvre · 1 réalisée",
      "0 cards · 0 paintings · 0 completed", "0 carte · 0 œuvre · 0 réalisée"]);
  });
});

describe("what the projection says", () => {
  it("offers only the places, announcements and mixes Python sent", () => {
    const p = traits();
    expect([...placeTargets(p, "cyan")]).toEqual(["0:0", "3:1"]);
    expect(placeTargets(p, "yellow").size).toBe(0);
    expect(announcements(p, "cyan", 3, 1)).toEqual(["cyan", "red", "pink"]);
    expect(mixOf(CHART, "yellow", "cyan")).toBe("green");
    expect(mixOf(CHART, "cyan", "cyan")).toBe(null);
    expect(handGroups(p.view, 0)).toEqual([["cyan", 2], ["yellow", 1], ["black", 1], ["green", 1]]);
    expect(needsHeld({ colours: ["green", "yellow", "green"] }, ["green", "yellow"])).toEqual([["green", true], ["yellow", true], ["green", false]]);
    expect(focusOf({ feedback: { focus: [[2, 0], "green", "p5-1"] } })).toEqual({ colours: new Set(["green"]), places: new Set(["2:0"]), paintings: new Set(["p5-1"]) });
  });
});

describe("the board", () => {
  it("keeps a secret seed off the screen: no chip while the table sends none", async () => {
    model.update({ seed: null }); await flush();
    expect(q("seed").hidden).toBe(true);
    expect(q("seed").textContent).toBe("");
  });
  it("prints every card's colour name and shows the other painter's cards only as announcements", () => {
    expect(qa('[data-testid="hand-card"]').map((b) => b.textContent)).toEqual(["cyan ×21", "yellow2", "black3", "green4"]);
    const theirs = q("slot-4-0");
    expect(theirs.textContent).toContain("cyan");
    expect(theirs.textContent).toContain("?");
    expect(theirs.querySelector(".kfd").dataset.card).toBeUndefined();
    const ours = q("slot-2-1");
    expect(ours.textContent).toContain("magenta");
    expect(ours.textContent).toContain("bluff");
    expect(q("mix-4").textContent).toContain("cyan + cyan → nothing");
    expect(q("count-1").textContent).toContain("7 cards");
  });
  it("highlights only Python's places for the chosen card, then lays it with any listed announcement", async () => {
    q("hand-card") && qa('[data-testid="hand-card"]')[0].click();
    await flush();
    expect(qa(".kslot.gl-target").map((b) => b.dataset.testid)).toEqual(["slot-0-0", "slot-3-1"]);
    q("slot-3-1").click();
    await flush();
    expect(qa(".kann-colour").map((b) => b.dataset.colour)).toEqual(["cyan", "red", "pink"]);
    expect(document.activeElement.dataset.colour).toBe("cyan");
    q("announce-red").click();
    expect(model.sent).toEqual([{ type: "move", move: { type: "place", card: "cyan", palette: 3, side: 1, announce: "red" }, ply: 3 }]);
  });
  it("sends an attempt Python does not list, and shows its rule and focus", async () => {
    qa('[data-testid="hand-card"]')[0].click();
    await flush();
    q("slot-2-1").click();                                   // occupied: not listed
    expect(model.sent[0].move).toEqual({ type: "place", card: "cyan", palette: 2, side: 1, announce: "cyan" });
    q("pile-green").click();                                 // a mixed colour: Python says why not
    expect(model.sent[1].move).toEqual({ type: "draw", colour: "green" });
    model.update({ feedback: { rule: "kayain.place.occupied", messages: { en: "Palette 3, side 2 already holds a card.", fr: "L'emplacement est pris." }, focus: [[2, 1]] } });
    await flush();
    expect(q("feedback").textContent).toContain("already holds");
    expect(q("slot-2-1").classList.contains("gl-focus")).toBe(true);
    model.set("lang", "fr");
    await flush();
    expect(q("feedback").textContent).toContain("L'emplacement est pris.");
  });
  it("offers collect, draw and declare from the legal list, and warns before a wrong declaration", async () => {
    expect(q("collect-4").classList.contains("gl-legal")).toBe(true);
    expect(q("collect-2").classList.contains("gl-unoffered")).toBe(true);      // one card: not offered, yet an attempt is sent
    expect(q("collect-2").getAttribute("aria-disabled")).toBe("true");
    expect(q("pile-cyan").classList.contains("gl-legal")).toBe(true);
    expect(q("pile-white").classList.contains("kpile-empty")).toBe(true);
    const [pre, mer] = qa('[data-testid="painting"]');
    expect(pre.textContent).toContain("Ready to declare");
    expect(mer.textContent).toContain("Missing night blue and grey");
    expect(q("declare-p10-3").textContent).toBe("Declare anyway (lost)");
    q("collect-4").click(); q("pile-cyan").click(); q("declare-p5-1").click();
    expect(model.sent.map((m) => m.move)).toEqual([{ type: "collect", palette: 4 }, { type: "draw", colour: "cyan" }, { type: "declare", painting: "p5-1" }]);
  });
  it("plays by keys: a card, the cursor, Enter, arrows in the picker, Enter; C, D 1, P 2, U", async () => {
    key("1"); await flush();
    key("ArrowRight"); key("ArrowRight"); key("ArrowRight"); key("ArrowUp"); await flush();   // palette 4, the other side (side 2)
    key("Enter"); await flush();
    expect(q("announce").hidden).toBe(false);
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(document.activeElement.dataset.colour).toBe("red");
    document.activeElement.click();
    expect(model.sent.at(-1).move).toEqual({ type: "place", card: "cyan", palette: 3, side: 1, announce: "red" });
    key("c"); key("d"); key("1"); key("p"); key("2", { code: "Digit2" }); key("u");
    expect(model.sent.slice(1).map((m) => m.move || m)).toEqual([{ type: "collect", palette: 3 }, { type: "draw", colour: "cyan" },
      { type: "declare", painting: "p10-3" }, { type: "undo" }]);
  });
  it("reads digits by their key on an AZERTY keyboard", async () => {
    key("&", { code: "Digit1" }); await flush();
    expect(qa('[data-testid="hand-card"]')[0].getAttribute("aria-pressed")).toBe("true");
  });
  it("hides everything behind the hand-over screen", async () => {
    const v = view({ hands: [null, null], paintings: [null, null], completed: [null, null], viewer: null });
    v.slots[2][1] = { card: null, announced: "yellow", by: 0 };
    v.slots[4][1] = { card: null, announced: "cyan", by: 0 };
    model.update({ seat: null, handover: 1, view: v, legal: [] });
    await flush();
    expect(q("handover").hidden).toBe(false);
    expect(q("handover").textContent).toContain("Pass the device to Player 2");
    expect(qa('[data-testid="hand-card"]')).toHaveLength(0);
    expect(qa(".kfd-mine")).toHaveLength(0);
    expect(el.textContent).not.toContain("magenta card");
    q("take-seat").click();
    q("handover-undo").click();
    expect(model.sent).toEqual([{ type: "take_seat" }, { type: "undo" }]);
  });
  it("colour-blind mode adds a pattern to every card, still with its name", async () => {
    expect(qa(".kc-pat")).toHaveLength(0);
    q("colorblind").click();
    await flush();
    expect(model.get("colorblind")).toBe(true);
    expect(qa(".kc-pat").length).toBeGreaterThan(20);
    expect(qa(".kc").every((c) => c.querySelector(".kc-name").textContent.length > 0)).toBe(true);
  });
  it("shows the last collection's mix and the outcome in words", async () => {
    const v = view();
    v.log.push({ event: "collect", player: 0, palette: 0, cards: ["cyan", "yellow"], by: [0, 1], makes: "green", gained: "green" });
    v.completed = [[{ id: "p5-1", value: 5, colours: ["green", "yellow"], title: "Le Pré" }], [{ id: "p10-1", value: 10, colours: ["green", "red"] }]];
    v.hands = [["green", "cyan"], ["red"]];
    model.update({ view: v, outcome: { winners: [1], scores: [0, 5], ranking: [[1], [0]], reason: "kayain.end.target", messages: { en: "A painter completed the paintings needed.", fr: "Un peintre a réalisé les œuvres." } } });
    await flush();
    expect(q("last-mix").textContent).toBe("cyan+yellow=green");
    expect(q("outcome").textContent).toContain("Player 2 wins!");
    expect(q("outcome").textContent).toContain("A painter completed the paintings needed.");
    expect(q("score-0").textContent).toBe("Player 1: 0 pigments (paintings 5, 1 mixed card in hand: −5)");
    expect(q("narration").textContent).toContain("Player 1 collected palette 1");
  });
  it("tells a bot's reasons from the why trait", async () => {
    model.update({ why: [{ seat: 1, bot: "mcts", index: 3, move: { type: "place", palette: 1, side: 0, announce: "red" }, candidates: [{ move: { type: "draw", colour: "white" }, visits: 9 }] }] });
    await flush();
    expect(q("why").textContent).toContain("a face-down card on palette 2 (your side), announcing red");
    expect(q("why").textContent).toContain("draw a white card");
  });
  it("every button has a name for a screen reader, which starts with the words it shows", () => {
    const unnamed = qa("button").filter((b) => !(b.getAttribute("aria-label") || b.textContent.trim()));
    expect(unnamed).toEqual([]);
    // axe's rule: the words a button shows are, in order, words of its name (punctuation and parentheses aside)
    const words = (x) => x.replace(/\([^)]*\)/g, " ").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");
    const mismatched = qa("button").filter((b) => b.getAttribute("aria-label") && !words(b.getAttribute("aria-label")).includes(words(b.textContent)))
      .map((b) => [b.textContent, b.getAttribute("aria-label")]);
    expect(mismatched).toEqual([]);
  });
  it("says alike that neither painter has completed a painting yet", async () => {
    expect(q("completed-0").textContent).toMatch(/Completed paintings: none yet$/);
    expect(q("completed-1").textContent).toMatch(/Completed paintings: none yet$/);
    model.update({ lang: "fr" }); await flush();
    expect(q("completed-1").textContent).toMatch(/Œuvres réalisées\u00a0: aucune pour l'instant$/);
  });
});
