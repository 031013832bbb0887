// @vitest-environment jsdom
// The page of a shared table: it starts from its JSON block (the page carries no script of its own), a closed
// table is said and not reconnected, a lost connection is, and frames become the board's traits.
import { describe, it, expect } from "vitest";
import { CLOSED, followLang, main, onClose, pageLang, readConfig, tableModel, traitsOf } from "../src/table-host.js";

/** The body of a table's page as games_lib/tables/templates/table.html writes it. */
function page(config) {
  document.body.innerHTML = `<main id="table" data-table="T1" data-game="chromino"></main>
    <script type="application/json" id="gl-table-config">${config}</script>`;
}

describe("the page starts from its JSON block", () => {
  it("hands the board's element and the settings to start", () => {
    page(JSON.stringify({ table: "T1", key: "K<1>", game: "chromino", board: "chromino", role: "seat" }).replace(/</g, "\\u003c"));
    const seen = [];
    main(document, (el, config) => { seen.push([el.id, config]); return "started"; });
    expect(seen).toEqual([["table", { table: "T1", key: "K<1>", game: "chromino", board: "chromino", role: "seat" }]]);
  });
  it("starts nothing on a page without settings, or with broken ones", () => {
    document.body.innerHTML = `<main id="table"></main>`;
    expect(readConfig(document)).toBe(null);
    expect(main(document, () => "started")).toBe(null);
    page("{not json");
    expect(main(document, () => "started")).toBe(null);
  });
});

describe("a closed socket", () => {
  it("says a closed table in the page's language and does not reconnect", () => {
    expect(onClose(CLOSED, { started: true }, "en")).toEqual({ text: "This table is closed: its host or the class's teacher ended it.", retry: false });
    const fr = onClose(CLOSED, { started: true }, "fr");
    expect(fr.retry).toBe(false);
    expect(fr.text).toContain("fermée");
    expect(fr.text).not.toMatch(/reconnex/);
  });
  it("reconnects after a lost connection, or a server that dropped a slow page", () => {
    for (const code of [1006, 1001, 1008]) expect(onClose(code, { started: true, tries: 20 }, "en")).toEqual({ text: "Connection lost: reconnecting…", retry: true });
    expect(onClose(1006, { started: true }, "de").text).toBe("Connection lost: reconnecting…");
  });
  it("gives up on a link that never opened", () => {
    expect(onClose(1006, { started: false, tries: 9 }, "fr")).toEqual({ text: "Cette table n'est plus sur le serveur, ou la clé du lien est fausse.", retry: false });
  });
});

describe("frames and the model", () => {
  it("makes a state's keys traits, a rejection feedback, and sends intents with the state's seq", () => {
    const sent = [], model = tableModel((m) => sent.push(m));
    model.update(traitsOf({ type: "state", table: "T1", seq: 4, ply: 2, view: { a: 1 } }, model));
    expect([model.get("seq"), model.get("view"), model.get("table")]).toEqual([4, { a: 1 }, undefined]);
    model.update(traitsOf({ type: "rejected", rule: "r", message: { en: "no", fr: "non" }, focus: [1] }, model));
    expect(model.get("feedback")).toEqual({ rule: "r", messages: { en: "no", fr: "non" }, focus: [1], kind: "rejected", n: undefined });
    model.send({ type: "move", move: { type: "draw" } });
    expect(sent).toEqual([{ type: "move", move: { type: "draw" }, seq: 4 }]);
  });
});

describe("the page's language", () => {
  it("is the one this device chose, else the one the server wrote the page in, else English", () => {
    expect(pageLang("fr", "en")).toBe("fr");
    expect(pageLang(null, "fr")).toBe("fr");
    expect(pageLang("de", "fr")).toBe("fr");
    expect(pageLang(null, "")).toBe("en");
  });
  it("follows the board's switch: the page's lang and its title in that language", () => {
    const model = tableModel(() => {}, { lang: "fr" });
    const titles = { en: "Kids · player 2", fr: "Kids · joueur 2" };
    followLang(document, model, titles);
    expect([document.documentElement.lang, document.title]).toEqual(["fr", "Kids · joueur 2"]);
    model.set("lang", "en"); model.save_changes();
    expect([document.documentElement.lang, document.title]).toEqual(["en", "Kids · player 2"]);
  });
});
