// @vitest-environment jsdom
import { describe, it, expect } from "vitest";
import { botName, STRINGS } from "../src/common/i18n.js";
import { renderSeats } from "../src/common/parts.js";
import { h, put } from "../src/common/dom.js";

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
  it("has every shared word in both languages", () => {
    for (const [k, w] of Object.entries(STRINGS)) expect([k, Object.keys(w).sort()]).toEqual([k, ["en", "fr"]]);
  });
});

describe("plural agreement", () => {
  it("takes the singular for 0 and 1 in French, only 1 in English", async () => {
    const { singular } = await import("../src/common/i18n.js");
    expect([0, 1, 2].map((n) => singular("fr", n))).toEqual([true, true, false]);
    expect([0, 1, 2].map((n) => singular("en", n))).toEqual([false, true, false]);
  });
});

// One table shape on both sides: words(table) refuses at import what Python's games_lib.core.Words refuses, naming the key.
describe("a words table refuses a gap, naming its key", async () => {
  const { words, wordGaps } = await import("../src/common/i18n.js");
  const refused = (table) => { try { words(table); } catch (e) { return e.message; } return null; };
  it("a key without one of its languages, or with a third", () => {
    expect(refused({ stones: { en: "{n} stones" } })).toBe("words with gaps: 'stones' needs exactly 'en' and 'fr' words, got ['en']");
    expect(refused({ hi: { en: "Hello", fr: "Bonjour", de: "Hallo" } })).toMatch("'hi' needs exactly 'en' and 'fr' words, got ['de', 'en', 'fr']");
    expect(refused({ hi: "Hello" })).toMatch("'hi' needs exactly 'en' and 'fr' words, got string");
  });
  it("a field one language fills and the other forgets", () => {
    expect(refused({ take: { en: "{who} takes {n} stones.", fr: "{who} prend des pierres." } }))
      .toBe("words with gaps: 'take': fields ['n', 'who'] in English, ['who'] in French");
    expect(refused({ stones: { en: ["{n} stone", "{n} stones"], fr: ["{n} pierre", "des pierres"] } }))
      .toMatch("'stones' (form 1): fields ['n'] in English, [] in French");
  });
  it("forms of a different number, or a text against forms", () => {
    const kind = "its English and French are not the same kind of words (one text, or as many forms)";
    expect(refused({ cards: { en: ["{n} card", "{n} cards"], fr: ["{n} carte", "{n} cartes", "{n} cartes !"] } })).toMatch(`'cards': ${kind}`);
    expect(refused({ cards: { en: ["{n} card", "{n} cards"], fr: "{n} cartes" } })).toMatch(`'cards': ${kind}`);
    expect(refused({ cards: { en: ["{n} card", 2], fr: ["{n} carte", "{n} cartes"] } })).toMatch(`'cards': ${kind}`);
  });
  it("French without its space before « : ; ! ? », English with one", () => {
    expect(refused({ score: { en: "Score: {n}", fr: "Score: {n}" } })).toBe("words with gaps: 'score': no space before ':' in French");
    expect(wordGaps({ a: { en: "Go!", fr: "Allez!" }, b: { en: "Why?", fr: "Pourquoi?" }, c: { en: "x; y", fr: "x; y" } }))
      .toEqual(["'a': no space before '!' in French", "'b': no space before '?' in French", "'c': no space before ';' in French"]);
    expect(refused({ hi: { en: "Hello !", fr: "Bonjour !" } })).toBe("words with gaps: 'hi': a space before '!' in English");
    expect(refused({ n: { en: ["{n} card", "{n} cards :"], fr: ["{n} carte", "{n} cartes"] } })).toMatch("'n' (form 1): a space before ':' in English");
  });
  it("reads only the words a person reads: tags, links, {fields} and `code` are not French prose", () => {
    expect(wordGaps({ a: { en: "<b>Score</b>: {n}", fr: "<b>Score</b> : {n}" }, b: { en: "See https://example.org", fr: "Voir https://example.org" },
      c: { en: "{player}: go", fr: "{player} : allez" }, d: { en: "type `a:b`", fr: "tapez `a:b`" }, e: { en: "12:30", fr: "12:30" } })).toEqual([]);
    expect(wordGaps({ c: { en: "{player}: go", fr: "{player}: allez" } })).toEqual(["'c': no space before ':' in French"]);
  });
  it("names every gap of a table, and a board's own table is checked with the shared words", async () => {
    expect(refused({ a: { en: "A" }, b: { en: "B!", fr: "B!" } })).toBe("words with gaps: 'a' needs exactly 'en' and 'fr' words, got ['en']; 'b': no space before '!' in French");
    const { extend } = await import("../src/common/i18n.js");
    expect(() => extend({ deck: { en: "Deck: {n}", fr: "Pioche: {n}" } })).toThrow("'deck': no space before ':' in French");
    expect(extend({ deck: { en: "Deck: {n}", fr: "Pioche : {n}" } }).undo).toEqual({ en: "Undo", fr: "Annuler" });
  });
  it("a table once checked cannot change behind its check", () => {
    const w = words({ hi: { en: "Hello", fr: "Bonjour" }, n: { en: ["{n} card", "{n} cards"], fr: ["{n} carte", "{n} cartes"] } });
    expect([Object.isFrozen(w), Object.isFrozen(w.hi), Object.isFrozen(w.n.fr)]).toEqual([true, true, true]);
  });
});

describe("saying words: t(lang, key, fields, table)", async () => {
  const { words, t } = await import("../src/common/i18n.js");
  const W = words({
    take: { en: "{who} takes {n} stones.", fr: "{who} prend {n} pierres." },
    stones: { en: ["{n} stone", "{n} stones"], fr: ["{n} pierre", "{n} pierres"] },
    bag: { en: ["one stone in {where}", "{n} stones in {where}"], fr: ["une pierre dans {where}", "{n} pierres dans {where}"] },
  });
  it("fills the fields, and leaves a field it was not given as written", () => {
    expect(t("fr", "take", { who: "Ada", n: 3 }, W)).toBe("Ada prend 3 pierres.");
    expect(t("en", "take", { who: "Ada" }, W)).toBe("Ada takes {n} stones.");
    const plotly = words({ k: { en: "%{x} games, {x} won", fr: "%{x} parties, {x} gagnées" } });   // Plotly's own %{x} are left to Plotly
    expect([t("en", "k", { x: 3 }, plotly), t("fr", "k", { x: 3 }, plotly)]).toEqual(["%{x} games, 3 won", "%{x} parties, 3 gagnées"]);
  });
  it("a count picks the form as Python's Words.say does: French says 0 and 1 in the singular, English only 1", () => {
    expect(["en", "fr"].flatMap((lg) => [0, 1, 2].map((n) => t(lg, "stones", { n }, W))))
      .toEqual(["0 stones", "1 stone", "2 stones", "0 pierre", "1 pierre", "2 pierres"]);
    expect([t("en", "bag", { n: 1, where: "the bag" }, W), t("fr", "bag", { n: 4, where: "le sac" }, W)]).toEqual(["one stone in the bag", "4 pierres dans le sac"]);
    expect(() => t("en", "stones", {}, W)).toThrow("the words 'stones' have a form per count: say them with n");
  });
  it("falls back to English for a language no table speaks, to the shared words for a key the table lacks, then to the key", () => {
    expect(t("de", "take", { who: "Ada", n: 2 }, W)).toBe("Ada takes 2 stones.");
    expect([t("fr", "undo", {}, W), t("fr", "tiles_left", { n: 0 }, W)]).toEqual(["Annuler", "0 tuile"]);
    expect([t("fr", "no_such_words", {}, W), t("en", "constructor", {}, W), t("en", "toString")]).toEqual(["no_such_words", "constructor", "toString"]);
  });
});

// Every board's table is built with extend() when its module loads, so importing a board checks its words. Here each board's
// words are checked once more, and every key its code asks by name is in its table (a renamed key would show as itself).
describe("every board's words", async () => {
  const { readdirSync, readFileSync } = await import("node:fs");
  const { wordGaps, STRINGS } = await import("../src/common/i18n.js");
  /** The arguments of the call whose "(" is at `i` in `src`, split at its own commas (strings and nested brackets kept whole). */
  const argsAt = (src, i) => {
    const out = [];
    let depth = 0, quote = null, start = i + 1;
    for (let j = i; j < src.length; j++) {
      const c = src[j];
      if (quote) { if (c === "\\") j++; else if (c === quote) quote = null; continue; }
      if (c === '"' || c === "'" || c === "`") quote = c;
      else if ("([{".includes(c)) depth++;
      else if (")]}".includes(c) && --depth === 0) { out.push(src.slice(start, j).trim()); return out; }
      else if (c === "," && depth === 1) { out.push(src.slice(start, j).trim()); start = j + 1; }
    }
    return out;
  };
  /** [file, key] for each key named in a call t(lang, key, …) or tr(lg, key, …) of `dir`'s files that reads `table` (by default). */
  const asked = (dir, tables) => readdirSync(`src/${dir}`).filter((f) => f.endsWith(".js")).flatMap((f) => {
    const src = readFileSync(`src/${dir}/${f}`, "utf8");
    return [...src.matchAll(/\b(?:t|tr)\((?=lg,|lang,|langOf\(p\),)/g)].flatMap((m) => {
      const [, key, , table] = argsAt(src, m.index + m[0].length - 1);
      if (table && !tables.includes(table)) return [];
      const named = key.replace(/\w+\([^()]*\)|[=!]==\s*"\w+"/g, "");        // not a call's arguments nor a comparison's
      return [...named.matchAll(/"(\w+)"/g)].map((k) => [f, k[1]]);
    });
  });
  for (const board of ["chromino", "kids", "kayain", "centrix", "generic"]) {
    it(`${board}: no gap, and every key its code names is in its table`, async () => {
      const { STR } = await import(`../src/${board}/strings.js`);
      expect(wordGaps(STR)).toEqual([]);
      const keys = asked(board, ["STR", "STRINGS"]);
      expect(keys.length).toBeGreaterThan(20);
      expect(keys.filter(([, k]) => !(k in STR))).toEqual([]);
    });
  }
  it("the shared parts name only shared words", () => {
    const keys = asked("common", ["STRINGS", "words"]);
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter(([, k]) => !(k in STRINGS))).toEqual([]);
  });
});

describe("French typography on the page", () => {
  it("keeps the space before « : ; ? ! » and inside « » on the line of its mark, in every text a board builds", () => {
    expect(h("p", {}, "Pioche : 1 carte ; à vous ! « Passez un tour ! »").textContent).toBe("Pioche\u00a0: 1 carte\u00a0; à vous\u00a0! «\u00a0Passez un tour\u00a0!\u00a0»");
    expect(h("p", { text: "Cette partie vous a-t-elle plu ?" }).textContent).toBe("Cette partie vous a-t-elle plu\u00a0?");
    expect(put(h("p"), "Joueur 1 : 19 points").textContent).toBe("Joueur 1\u00a0: 19 points");
  });
  it("leaves English as it is: its words have no space before those marks", () => {
    expect(h("p", {}, "Why? At 10:30; done!").textContent).toBe("Why? At 10:30; done!");
  });
});
