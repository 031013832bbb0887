// @vitest-environment jsdom
import { describe, it, expect } from "vitest";
import { botName, STRINGS } from "../src/common/i18n.js";
import { renderSeats } from "../src/common/parts.js";

describe("bots in words", () => {
  it("names a bot and its settings in the page's language, and keeps an unknown word as written", () => {
    expect(botName("en", "greedy")).toBe("greedy");
    expect(botName("fr", "greedy")).toBe("glouton");
    expect(botName("fr", "random")).toBe("au hasard");
    expect(botName("fr", "memory:preset=child")).toBe("mémoire (enfant)");
    expect(botName("en", "mcts:simulations=5")).toBe("mcts search (5)");
    expect(botName("fr", "skynet")).toBe("skynet");
  });
  it("shows French bot names on a French seat bar", () => {
    const el = document.createElement("div");
    renderSeats(el, { seats: ["human", "greedy", "memory:preset=adult"], seat: 0, toMove: 0, lang: "fr" });
    expect(el.textContent).toContain("robot · glouton");
    expect(el.textContent).toContain("robot · mémoire (adulte)");
    expect(el.textContent).not.toMatch(/greedy|memory/);
  });
  it("keeps each bot's name once, in both languages ({word: {en, fr}}, the shape of every words table)", async () => {
    const { default: names } = await import("../src/common/bots.json");
    for (const [w, langs] of Object.entries(names)) expect([w, Object.keys(langs).sort()]).toEqual([w, ["en", "fr"]]);
    expect(Object.keys(names)).toEqual(expect.arrayContaining(["human", "random", "greedy", "mcts", "memory"]));
  });
  it("has the same keys in both languages", () => {
    expect(Object.keys(STRINGS.fr).sort()).toEqual(Object.keys(STRINGS.en).sort());
  });
});

describe("plural agreement", () => {
  it("takes the singular for 0 and 1 in French, only 1 in English", async () => {
    const { singular } = await import("../src/common/i18n.js");
    expect([0, 1, 2].map((n) => singular("fr", n))).toEqual([true, true, false]);
    expect([0, 1, 2].map((n) => singular("en", n))).toEqual([false, true, false]);
  });
});
