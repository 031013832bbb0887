// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach } from "vitest";
import widget, { describeMove, logLine, statusText, rankingLines, textSections, narration, rememberText, cardName, colourName,
  slotNodes, dieNode, deckNode, directionNode, windowNodes, peeks, slotFromKey, seatFromKey } from "../src/kids.js";
import { pileInfo } from "../src/kids/draw.js";
import { FakeModel, flush } from "./fake-model.js";

const view = (over = {}) => ({
  deck: null, rng: null, deck_size: 30, table: ["hidden", null, "hidden", "hidden"], won: [["red"], [], ["blue", "blue", "green"]],
  direction: 1, active: 0, to_move: 0, die: "red", phase: "choose", skips: [0, 0, 0], used: [], window: null, grabs: [], flipped: [],
  steals: 0, bet: null, turns: 3, log: [{ event: "roll", player: 0, die: "red", fresh: true }], log_offset: 5, fresh_from: 5,
  options: { max_flip: 3 }, in_play: 33, viewer: 0, ...over,
});
const LEGAL = [{ type: "draw" }, { type: "flip", slots: [0] }, { type: "flip", slots: [2] }, { type: "flip", slots: [3] }, { type: "flip", slots: [0, 2] }];
const WINDOW = { kind: "miss", die: "red", active: 0, seconds: 6, left: 4.2, one: false, slots: [0, 2, 3],
  seats: [{ seat: 1, human: true, key: "P", answered: false, claimed: false }, { seat: 2, human: false, key: "X", answered: true, claimed: false }] };
const traits = (over = {}) => ({
  game: "kids", options: {}, seed: 7, seats: ["human", "human", "memory:preset=child"], seat: 0, handover: null,
  view: view(), legal: LEGAL, feedback: {}, outcome: {}, ply: 4, can_undo: false, thinking: null, why: [], replay: {},
  lang: "en", colorblind: false, replay_step: -1, window: {}, grab_seconds: 6, reveal_log: false, ...over,
});

describe("words", () => {
  it("numbers players and slots from 1, in both languages, with French agreement", () => {
    expect(describeMove("en", { type: "flip", slots: [0, 2] })).toBe("flip slots 1, 3");
    expect(describeMove("fr", { type: "flip", slots: [3] })).toBe("retourner la place 4");
    expect(describeMove("fr", { type: "grab", slot: 4 })).toBe("s'emparer de la place 5");
    expect(cardName("fr", "blue")).toBe("une carte bleue");
    expect(cardName("fr", "green")).toBe("une carte verte");
    expect(cardName("fr", "pink")).toBe("une carte rose");
    expect(colourName("fr", "blue")).toBe("bleu");
    expect(logLine("en", { event: "draw", player: 1, card: "pink", slot: 3 })).toBe("Player 2 drew a pink card: face down in slot 4.");
    expect(logLine("fr", { event: "draw", player: 1, card: "hidden", slot: 3 })).toBe("Joueur 2 a pioché une carte\u00a0: posée face cachée à la place 4.");
    expect(logLine("en", { event: "draw", player: 0, card: "reverse", direction: -1 })).toContain("Changement de sens\u00a0!");
    expect(logLine("fr", { event: "draw", player: 0, card: "skip", skipped: 1 })).toContain("Passez un tour\u00a0!");
    expect(logLine("en", { event: "grab", player: 2, slot: 0, card: "red", won: false, with: [1] })).toContain("at the same time as Player 2");
  });
  it("ranks in words and says what a memory bot remembered without naming hidden cards", () => {
    const o = { winners: [2], scores: [1, 4, 9], ranking: [[2], [1], [0]], reason: "kids.end.empty" };
    expect(rankingLines("en", o)).toEqual(["1st: Player 3 — 9 cards", "2nd: Player 2 — 4 cards", "3rd: Player 1 — 1 card"]);
    expect(rankingLines("fr", { ...o, ranking: [[1, 2], [0]], scores: [1, 9, 9] })).toEqual(["1er\u00a0: Joueur 2 et Joueur 3 — 9 cartes", "3e\u00a0: Joueur 1 — 1 carte"]);
    // a count picks the form as Python's Words.say does: no card is « 0 carte » in French, "0 cards" in English
    expect(["en", "fr"].map((lg) => rankingLines(lg, { ...o, ranking: [[2], [1, 0]], scores: [0, 0, 2] })[1]))
      .toEqual(["2nd: Player 2 and Player 1 — 0 cards", "2e\u00a0: Joueur 2 et Joueur 1 — 0 carte"]);
    const won = (lang) => [0, 1, 2].map((q) => pileInfo(traits({ lang }), q)[0].textContent);   // won piles of 1, 0 and 3 cards
    expect([won("fr"), won("en")]).toEqual([["1 gagnée", "0 gagnée", "3 gagnées"], ["1 won", "0 won", "3 won"]]);
    expect(["en", "fr"].map((lg) => describeMove(lg, { type: "flip", slots: [0] }) + " / " + describeMove(lg, { type: "flip", slots: [0, 2] })))
      .toEqual(["flip slot 1 / flip slots 1, 3", "retourner la place 1 / retourner les places 1, 3"]);
    expect(rememberText("en", { remembers: [[3, "red"]], remembers_hidden: 2 })).toBe("It remembered: Slot 4 red. It keeps 2 more face-down cards in mind (not shown: memory is the game).");
    expect(rememberText("fr", { remembers: [], remembers_hidden: 1 })).toContain("Il garde en tête 1 autre carte posée (cachée\u00a0: la mémoire");
    expect(rememberText("en", { candidates: [] })).toBe(null);
  });
  it("the text form reads the table slot by slot, and the status line says what to do", () => {
    const p = traits();
    const [deck, table, piles, die] = textSections(p);
    expect(deck.lines).toEqual(["30 cards"]);
    expect(table.lines).toEqual(["Slot 1: face down", "Slot 2: empty", "Slot 3: face down", "Slot 4: face down"]);
    expect(piles.lines[2]).toBe("Player 3: 3 won (a blue card, a blue card, a green card)");
    expect(die.lines).toEqual(["Die: red", "Play goes to the left (clockwise)"]);
    expect(statusText(p)).toContain("the die shows red");
    expect(statusText(traits({ window: WINDOW }))).toContain("grab a red card face down");
    expect(statusText(traits({ lang: "fr", window: WINDOW }))).toContain("carte rouge");
    expect(narration(p)).toBe("Player 1 rolled red.");
  });
  it("asks for as many won cards as a steal takes, in the singular or the plural of each language", () => {
    const asked = (lang, steals) => statusText(traits({ lang, view: view({ phase: "steal", to_move: 0, steals }) }));
    expect(asked("en", 1)).toContain("take 1 won card from");
    expect(asked("en", 2)).toContain("take 2 won cards from");
    expect(asked("fr", 1)).toContain("prenez 1 carte gagnée aux");
    expect(asked("fr", 2)).toContain("prenez 2 cartes gagnées aux");
  });
});

describe("drawing", () => {
  it("keeps every slot in its place, an empty one empty, and shows only the latest action's cards", () => {
    const v = view({ table: ["hidden", null, "hidden"], log: [{ event: "flip", player: 0, slots: [0], cards: ["hidden"] },
      { event: "flip", player: 1, slots: [2], cards: ["blue"], match: false, fresh: true }] });
    const nodes = slotNodes(traits({ view: v }));
    expect(nodes.map((n) => n.dataset.slot)).toEqual(["0", "1", "2"]);
    expect(nodes.map((n) => n.dataset.face)).toEqual(["down", "empty", "blue"]);
    expect(nodes[1].classList.contains("kids-empty")).toBe(true);
    expect(nodes[2].classList.contains("kids-peek")).toBe(true);
    expect([...peeks(v)]).toEqual([[2, "blue"]]);
    const up = slotNodes(traits({ view: view({ phase: "flipping", flipped: [3], table: ["hidden", null, "hidden", "red"], log: [] }) }));
    expect(up[3].dataset.face).toBe("red");
    expect(up[3].classList.contains("kids-up")).toBe(true);
  });
  it("the die is the engine's colour, rolling only when just rolled; the deck shows its size; the direction its sense", () => {
    expect(dieNode(traits()).dataset.die).toBe("red");
    expect(dieNode(traits()).classList.contains("kids-rolling")).toBe(true);
    expect(dieNode(traits({ view: view({ log: [] }) })).classList.contains("kids-rolling")).toBe(false);
    expect(dieNode(traits({ colorblind: true })).textContent).toContain("●");
    expect(deckNode(traits()).textContent).toBe("Deck: 30 cards");
    expect([1, 0].map((n) => deckNode(traits({ view: view({ deck_size: n }) })).textContent)).toEqual(["Deck: 1 card", "Deck: empty"]);
    expect([1, 2].map((n) => deckNode(traits({ lang: "fr", view: view({ deck_size: n }) })).textContent)).toEqual(["Pioche\u00a0: 1 carte", "Pioche\u00a0: 2 cartes"]);
    expect(directionNode(traits({ view: view({ direction: -1, log: [{ event: "draw", player: 0, card: "reverse", direction: -1, fresh: true }] }) })).textContent)
      .toContain("Changement de sens");
  });
  it("the window has a row per asked seat with its key, who answered, and a countdown (or none)", () => {
    const nodes = windowNodes(traits({ window: WINDOW }), { picker: null, picked: new Set(), left: 3.2, on: {} }).filter(Boolean);
    const text = nodes.map((n) => n.textContent).join("|");
    expect(text).toContain("4 s left");
    expect(nodes.find((n) => n.dataset.testid === "window-1").textContent).toContain("P");
    expect(nodes.find((n) => n.dataset.testid === "window-2").textContent).toContain("answered ✓");
    const off = windowNodes(traits({ window: { ...WINDOW, left: null } }), { picker: null, picked: new Set(), left: null, on: {} });
    expect(off[0].textContent).toContain("no time limit");
  });
  it("reads slot digits by their place on the keyboard (AZERTY too) and seat keys from the window", () => {
    expect(slotFromKey({ code: "Digit1", key: "&" })).toBe(0);
    expect(slotFromKey({ code: "Digit0", key: "à" })).toBe(9);
    expect(slotFromKey({ code: "KeyE", key: "e" })).toBe(null);
    const p = traits({ window: WINDOW });
    expect(seatFromKey(p, { key: "p" })).toBe(1);
    expect(seatFromKey(p, { key: "x" })).toBe(null);          // a bot's seat has no key
    expect(seatFromKey(traits(), { key: "p" })).toBe(null);   // no window
  });
});

describe("the board", () => {
  let model, el, ctl;
  const q = (id) => el.querySelector(`[data-testid="${id}"]`);
  const slot = (i) => el.querySelector(`[data-testid="slot"][data-slot="${i}"]`);
  const key = (k, code) => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: k, code: code || "", bubbles: true }));
  beforeEach(async () => {
    model = new FakeModel(traits());
    el = document.createElement("div");
    document.body.append(el);
    ctl = new AbortController();
    widget.render({ model, el, signal: ctl.signal });
    await flush();
  });
  afterEach(() => { ctl.abort(); el.remove(); });

  it("keeps a secret seed off the screen: no chip while the table sends none", async () => {
    expect(q("seed").textContent).toBe("Seed 7");
    model.update({ seed: null }); await flush();
    expect(q("seed").hidden).toBe(true);
    expect(q("seed").textContent).toBe("");
  });

  it("highlights only Python's flips, and sends the chosen slots as one attempt", async () => {
    expect([...el.querySelectorAll(".kids-target")].map((n) => n.dataset.slot)).toEqual(["0", "2", "3"]);
    slot(2).click(); slot(0).click();
    await flush();
    q("flip").click();
    expect(model.sent).toEqual([{ type: "move", move: { type: "flip", slots: [0, 2] }, ply: 4 }]);
    key("d", "KeyD");
    expect(model.sent[1]).toEqual({ type: "move", move: { type: "draw" }, ply: 4 });
  });
  it("a choice of slots lasts one move: after a winning flip (the hand kept) the next roll starts with none chosen", async () => {
    slot(0).click(); await flush();
    expect(q("flip").textContent).toBe("Flip 1 (Enter)");
    // the flip won slot 1's card: the same player rolls again, slot 1 is empty
    model.update({ ply: 5, view: view({ table: [null, null, "hidden", "hidden"], phase: "roll", log: [] }), legal: [{ type: "roll" }] });
    await flush();
    model.update({ ply: 6, view: view({ table: [null, null, "hidden", "hidden"] }), legal: LEGAL.filter((m) => !m.slots?.includes(0)) });
    await flush();
    expect(el.querySelectorAll(".kids-selected").length).toBe(0);
    expect(q("flip").textContent).toBe("Flip (Enter)");
    expect(q("flip").disabled).toBe(true);
    slot(2).click(); await flush(); q("flip").click();
    expect(model.sent).toEqual([{ type: "move", move: { type: "flip", slots: [2] }, ply: 6 }]);
  });
  it("while another seat plays, Flip and Draw cannot be pressed", async () => {
    model.update({ view: view({ to_move: 1, active: 1 }), legal: [] }); await flush();
    expect(q("flip").disabled).toBe(true);
    expect(q("draw").disabled).toBe(true);
  });
  it("an illegal attempt is still sent; the refusal's message and focus are shown", async () => {
    slot(1).click();
    key("Enter", "Enter");
    expect(model.sent).toEqual([{ type: "move", move: { type: "flip", slots: [1] }, ply: 4 }]);
    model.update({ feedback: { rule: "kids.flip.no_card", messages: { en: "There is no face-down card in slot 2.", fr: "Il n'y a pas de carte face cachée à la place 2." }, focus: [1] } });
    await flush();
    expect(q("feedback").textContent).toContain("no face-down card");
    expect(slot(1).classList.contains("kids-focus")).toBe(true);
    model.update({ lang: "fr" });
    await flush();
    expect(q("feedback").textContent).toContain("face cachée");
  });
  it("in a window, a person's key claims, digits choose, Enter grabs; a Pass button passes; moves are not sent", async () => {
    model.update({ window: WINDOW, legal: [] });
    await flush();
    expect(q("window").hidden).toBe(false);
    key("r", "KeyR");
    key("p", "KeyP");
    expect(model.sent).toEqual([{ type: "claim", seat: 1 }]);
    await flush();
    expect(el.querySelectorAll(".kids-target").length).toBe(3);
    key("&", "Digit1"); key("4", "Digit4");
    await flush();
    expect(q("window-send-1").textContent).toBe("Grab 2");
    key("Enter", "Enter");
    expect(model.sent[1]).toEqual({ type: "grab", seat: 1, slots: [0, 3] });
    model.update({ window: { ...WINDOW, seats: WINDOW.seats.map((x) => ({ ...x, answered: false })) } });
    await flush();
    q("window-pass-1").click();
    expect(model.sent[2]).toEqual({ type: "grab", seat: 1, slots: [] });
    expect(model.sent.some((m) => m.type === "move")).toBe(false);
  });
  it("the countdown ticks without rebuilding the window: a tap that spans a tick still lands on the same button", async () => {
    model.update({ window: { ...WINDOW, left: 6 }, legal: [] });
    await flush();
    const pass = q("window-pass-1"), bar = () => el.querySelector(".kids-timer > span").style.width, before = bar();
    pass.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 1100));         // four ticks while the finger is down
    expect(q("window-pass-1")).toBe(pass);                // the same button: the release and the click land on it
    expect(parseFloat(bar())).toBeLessThan(parseFloat(before));   // and the countdown went on
    pass.click();
    expect(model.sent).toEqual([{ type: "grab", seat: 1, slots: [] }]);
  });
  it("the why panel says what a memory bot remembered; the outcome ranks in words", async () => {
    model.update({ why: [{ seat: 2, bot: "memory:preset=child", index: 3, move: { type: "flip", slots: [1] }, candidates: [],
      remembers: [[1, "red"]], remembers_hidden: 1 }] });
    await flush();
    expect(q("why").textContent).toContain("flip slot 2");
    expect(q("why").textContent).not.toContain("hidden from you");
    expect(q("remembers").textContent).toContain("Slot 2 red");
    model.update({ outcome: { winners: [2], scores: [1, 0, 3], ranking: [[2], [0], [1]], reason: "kids.end.empty", messages: { en: "No card is left.", fr: "Il n'y a plus de carte." } } });
    await flush();
    expect(q("ranking").textContent).toContain("1st: Player 3 — 3 cards");
    expect(q("outcome").textContent).toContain("No card is left.");
  });
});
