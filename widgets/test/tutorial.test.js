// @vitest-environment jsdom
import { describe, it, expect, afterEach } from "vitest";
import { tutorialText, tutorialBubble, renderTutorial, TUTORIAL_WORDS } from "../src/common/tutorial.js";
import widget from "../src/chromino.js";
import generic from "../src/generic.js";
import { FakeModel, flush } from "./fake-model.js";

const both = (en, fr) => ({ en, fr });
const STEP = {
  title: both("Learn to play Chromino", "Apprendre à jouer à Chromino"), steps: 5, step: 2, done: false, waiting: true, wrong: 0,
  say: both("Every square in contact must match.", "Chaque carré en contact doit être de la même couleur."), hint: null, refused: null,
};
const WRONG = { ...STEP, wrong: 1, hint: both("Pick BBB.", "Prenez BBB."), refused: both("A tile must touch two sides.", "Une tuile touche deux côtés.") };
const DONE = { ...STEP, step: 5, done: true, waiting: false, say: both("Finish the game against the bot!", "Finissez la partie contre le bot !") };

describe("tutorialText: what the bubble says", () => {
  it("says nothing in a normal game", () => {
    expect(tutorialText({}, "en")).toBe(null);
    expect(tutorialText(undefined, "fr")).toBe(null);
  });
  it("names the step and says its rule in the page's language, French with a space before the colon", () => {
    const en = tutorialText(STEP, "en"), fr = tutorialText(STEP, "fr");
    expect([en.head, en.say, en.label]).toEqual(["Step 2 of 5", "Every square in contact must match.", "Learn to play Chromino: step 2 of 5"]);
    expect([fr.head, fr.label]).toEqual(["Étape 2 sur 5", "Apprendre à jouer à Chromino\u00a0: étape 2 sur 5"]);
    expect([en.refused, en.hint, en.wait]).toEqual(["", "", ""]);
  });
  it("after a wrong try: the rule's refusal and the hint", () => {
    const fr = tutorialText(WRONG, "fr");
    expect(fr.refused).toBe("Pas ce coup\u00a0: Une tuile touche deux côtés.");
    expect(fr.hint).toBe("Indice\u00a0: Prenez BBB.");
  });
  it("while the bot plays, says the next step comes after its move; once done, offers to play on", () => {
    expect(tutorialText({ ...STEP, waiting: false }, "en").wait).toMatch(/bot is playing/);
    const d = tutorialText(DONE, "fr");
    expect([d.head, d.close, d.wait, d.label]).toEqual(["À vous de jouer", "Continuer", "", "Apprendre à jouer à Chromino\u00a0: terminé"]);
  });
  it("every word in both languages, and French colons with their space", () => {
    for (const [k, w] of Object.entries(TUTORIAL_WORDS)) expect([k, Object.keys(w).sort()]).toEqual([k, ["en", "fr"]]);
    for (const w of Object.values(TUTORIAL_WORDS)) expect(w.fr).not.toMatch(/[^ ]:/);
  });
});

describe("renderTutorial: the bubble on the page", () => {
  it("is hidden without a guided game, a named region the keyboard reaches with a polite live line otherwise", () => {
    const el = tutorialBubble();
    renderTutorial(el, {}, "en");
    expect(el.hidden).toBe(true);
    renderTutorial(el, STEP, "en");
    expect(el.hidden).toBe(false);
    expect(el.tagName).toBe("SECTION");
    expect(el.getAttribute("tabindex")).toBe("0");
    expect(el.getAttribute("aria-label")).toBe("Learn to play Chromino: step 2 of 5");
    expect(el.querySelector("[aria-live=polite]").textContent).toContain("Every square in contact must match.");
    expect(el.dataset.step).toBe("2");
  });
  it("rewrites its live line only when the words change (a screen reader says each step once)", () => {
    const el = tutorialBubble();
    renderTutorial(el, STEP, "en");
    const first = el.live.firstChild;
    renderTutorial(el, { ...STEP }, "en");
    expect(el.live.firstChild).toBe(first);
    renderTutorial(el, WRONG, "en");
    expect(el.querySelector('[data-testid="tutorial-hint"]').textContent).toBe("Hint: Pick BBB.");
    expect(el.querySelector('[data-testid="tutorial-refused"]').textContent).toBe("Not this move: A tile must touch two sides.");
  });
  it("once done, a button hands over to the game and closes the bubble", () => {
    const el = tutorialBubble();
    let closed = 0;
    renderTutorial(el, DONE, "en", () => { closed += 1; });
    const btn = el.querySelector('[data-testid="tutorial-close"]');
    expect(btn.textContent).toBe("Play on");
    btn.click();
    expect([el.hidden, closed]).toEqual([true, 1]);
    renderTutorial(el, { ...DONE, say: both("Still done.", "Toujours fini.") }, "en");
    expect(el.hidden).toBe(true);
  });
});

describe("a board shows the bubble from its trait", () => {
  let ctl, host;
  afterEach(() => { ctl?.(); host?.remove(); });
  it("the Chromino board draws the step above the table and follows the language", async () => {
    const model = new FakeModel({
      game: "chromino", options: {}, seed: null, seats: ["human", "greedy"], seat: 0, handover: null, ply: 0, can_undo: false, thinking: null,
      view: { board: [{ tile: "B*Y", cells: [[0, 0], [1, 0], [2, 0]] }], hands: [["BRY"], null], hand_sizes: [1, 8], bag_size: 60, to_move: 0,
        first_player: 0, phase: "play", drawn: null, scores: [0, 0], out: [], passes: 0, viewer: 0, log: [], options: {} },
      legal: [{ type: "place", tile: "BRY", cells: [[0, 1], [1, 1], [2, 1]] }], feedback: {}, outcome: {}, replay: {}, lang: "en",
      colorblind: false, replay_step: -1, tutorial: WRONG,
    });
    host = document.createElement("div");
    document.body.append(host);
    ctl = widget.render({ model, el: host });
    await flush();
    const b = host.querySelector('[data-testid="tutorial"]');
    expect(b.hidden).toBe(false);
    expect(b.textContent).toContain("Hint: Pick BBB.");
    model.set("lang", "fr");
    await flush();
    expect(b.textContent).toContain("Indice\u00a0: Prenez BBB.");
    model.set("tutorial", {});
    await flush();
    expect(b.hidden).toBe(true);
  });
});

describe("a game of one's own shows its tutorial on the board of any game", () => {
  it("the generic board draws the bubble from the same trait", async () => {
    const model = new FakeModel({
      game: "my_nim", options: {}, seed: 1, seats: ["human", "random"], seat: 0, handover: null, ply: 0, can_undo: false, thinking: null, why: [],
      view: { stones: 7, to_move: 0, log: [] }, legal: [{ type: "take", n: 3 }], feedback: {}, outcome: {}, replay: {}, lang: "fr",
      colorblind: false, replay_step: -1, words: { phase: null, log: {}, text: { en: "stones: 7", fr: "stones : 7" }, legal: [{ en: "take 3", fr: "prendre 3" }] },
      tutorial: { ...STEP, title: both("Learn Nim", "Apprendre Nim"), say: both("Take three stones.", "Prenez trois pierres.") },
    });
    const host = document.createElement("div");
    document.body.append(host);
    const stop = generic.render({ model, el: host });
    await flush();
    const b = host.querySelector('[data-testid="tutorial"]');
    expect(b.hidden).toBe(false);
    expect(b.getAttribute("aria-label")).toBe("Apprendre Nim\u00a0: étape 2 sur 5");
    expect(b.textContent).toContain("Prenez trois pierres.");
    stop?.();
    host.remove();
  });
});
