// @vitest-environment jsdom
// The classroom's pages: the teacher's buttons post what they say (a seat's kind read from its seat, not from the
// button), the overview redraws each table in place, a closed class says so, the new-class form posts its body, and
// every page starts from its JSON block (the pages carry no script of their own).
import { describe, it, expect, beforeEach, vi } from "vitest";
import { actionOf, classBody, draw, drawProgress, errorText, movesWord, newClass, readConfig, start, teacher } from "../src/teacher.js";

const WORDS = { move_one: "move", moves: "moves", pause: "Pause", resume: "Resume", to_bot: "Replace by a bot", to_human: "Give back to a pupil", closed: "This class is closed.",
  close_sure: "Close the class?", restart_sure: "Restart this table?" };

/** One seat of a table card, as games_lib/tables/templates/table_card.html writes it. */
const seat = (p, kind) => `<li class="seat" data-testid="seat" data-seat="${p}" data-kind="${kind}" data-taken="0">
  <b>Player ${p + 1}</b> · <span class="who">${kind === "human" ? "pupil · free" : `bot ${kind}`}</span>
  <button class="noprint" data-action="replace" data-seat="${p}" data-testid="replace">${kind === "human" ? WORDS.to_bot : WORDS.to_human}</button><br>
  <a data-testid="seat-link" href="http://h/t/T${p}?key=k${p}">link</a></li>`;

/** The teacher's page as teacher.html writes it: two tables, the second with a bot in seat 2. */
function page(lang = "en") {
  document.head.innerHTML = `<script type="application/json" id="class-config">${JSON.stringify({ page: "teacher", class: "C1", lang, words: WORDS })}</script>`;
  document.body.innerHTML = `<main><p class="noprint"><button data-action="close" data-testid="close">Close the class</button>
    <label class="inline"><input type="checkbox" data-testid="compact"> Hide the links</label></p><p class="err" data-testid="error"></p>
    <div class="tables">${["T1", "T2"].map((t, i) => `<section class="tbl" data-testid="table" data-table="${t}" data-paused="0">
      <h2>Table ${i + 1}</h2><p><span class="status" data-testid="status">Player 1 to play.</span> · <span data-testid="ply">0</span> <span data-testid="moves-word">moves</span></p>
      <p class="noprint"><button data-action="restart">Restart</button> <button data-action="pause" data-testid="pause">Pause</button></p>
      <ul class="seats">${seat(0, "human")}${seat(1, i ? "greedy" : "human")}</ul></section>`).join("")}</div></main>`;
}

/** An overview as `GET /api/classes/<id>` answers, with table `t`'s seats of the given kinds. */
const overview = (kinds = [["human", "human"], ["human", "greedy"]], over = {}) => ({
  class: "C1", tables: kinds.map((ks, i) => ({ table: `T${i + 1}`, number: i + 1, ply: 0, paused: false, status: { en: "Player 1 to play.", fr: "Joueur 1 doit jouer." },
    seats: ks.map((k, p) => ({ seat: p, kind: k, taken: false, who: { en: k === "human" ? "pupil · free" : `bot ${k}`, fr: k === "human" ? "élève · libre" : `bot ${k}` } })),
    ...(over[i] || {}) })),
});

/** A window for the module: fetch answers from `answer(url, init)`, and every call is kept. */
function fakeWindow(answer, { confirmed = true, search = "?key=K%2B1&lang=en" } = {}) {
  const calls = [];
  const win = {
    location: { search, href: "" }, calls, timers: [],
    fetch: vi.fn(async (url, init = {}) => {
      calls.push({ url, method: init.method || "GET", body: init.body ? JSON.parse(init.body) : undefined });
      const [status, body] = answer(url, init);
      return { status, ok: status < 400, json: async () => body };
    }),
    confirm: vi.fn(() => confirmed), print: vi.fn(),
    setInterval: (f, ms) => { win.timers.push([f, ms]); return win.timers.length; }, clearInterval: vi.fn(),
  };
  return win;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("the body each of the teacher's buttons posts", () => {
  beforeEach(() => page());
  const button = (table, sel) => document.querySelector(`[data-table="${table}"] ${sel}`);

  it("replaces a pupil's seat by the class's bot, and gives a bot's seat back to a pupil", () => {
    // the button carries its own data-seat: the seat's kind is its list item's
    expect(actionOf(button("T1", '[data-seat="1"] button[data-action=replace]'))).toEqual({ action: "replace", table: "T1", seat: 1, bot: null });
    expect(actionOf(button("T2", '[data-seat="1"] button[data-action=replace]'))).toEqual({ action: "replace", table: "T2", seat: 1, bot: "human" });
    expect(actionOf(button("T2", '[data-seat="0"] button[data-action=replace]'))).toEqual({ action: "replace", table: "T2", seat: 0, bot: null });
  });
  it("pauses a running table, resumes a paused one, restarts, and knows no other button", () => {
    expect(actionOf(button("T1", "[data-action=pause]"))).toEqual({ action: "pause", table: "T1" });
    document.querySelector('[data-table="T1"]').dataset.paused = "1";
    expect(actionOf(button("T1", "[data-action=pause]"))).toEqual({ action: "resume", table: "T1" });
    expect(actionOf(button("T2", "[data-action=restart]"))).toEqual({ action: "restart", table: "T2" });
    expect(actionOf(document.querySelector("[data-action=close]"))).toBeNull();
  });
});

describe("the teacher's page", () => {
  beforeEach(() => page());

  it("posts a replacement to the class's API with the page's key and redraws the seat as a bot", async () => {
    const win = fakeWindow((url, init) => [200, overview([["human", "greedy"], ["human", "greedy"]])]);
    teacher(document, readConfig(document), win);
    click(document.querySelector('[data-table="T1"] [data-seat="1"] button'));
    await flush();
    expect(win.calls).toEqual([{ url: "/api/classes/C1?key=K%2B1", method: "POST", body: { action: "replace", table: "T1", seat: 1, bot: null } }]);
    const li = document.querySelector('[data-table="T1"] li[data-seat="1"]');
    expect([li.dataset.kind, li.querySelector(".who").textContent, li.querySelector("button").textContent]).toEqual(["greedy", "bot greedy", "Give back to a pupil"]);
    expect(document.querySelector("[data-testid=error]").textContent).toBe("");
  });
  it("polls the overview every 2 s and rewrites status, moves, pause and seats in place", async () => {
    const d = overview(undefined, { 0: { ply: 3, paused: true, status: { en: "Paused.", fr: "En pause." } } });
    d.tables[0].seats[0] = { ...d.tables[0].seats[0], taken: true, who: { en: "pupil · joined", fr: "élève · connecté·e" } };
    const win = fakeWindow(() => [200, d]);
    const t = teacher(document, readConfig(document), win);
    expect(win.timers.map(([, ms]) => ms)).toEqual([2000]);
    await win.timers[0][0]();
    const sec = document.querySelector('[data-table="T1"]');
    expect([sec.dataset.paused, sec.querySelector("[data-testid=status]").textContent, sec.querySelector("[data-testid=ply]").textContent,
      sec.querySelector("[data-testid=pause]").textContent, sec.querySelector('li[data-seat="0"]').dataset.taken]).toEqual(["1", "Paused.", "3", "Resume", "1"]);
    expect(win.calls[0]).toEqual({ url: "/api/classes/C1?key=K%2B1", method: "GET", body: undefined });
    expect(sec.querySelector("[data-testid=moves-word]").textContent).toBe("moves");
    t.stop();
  });
  it("says 1 move, 2 moves; 0 coup, 1 coup, 2 coups", () => {
    const fr = { move_one: "coup", moves: "coups" };
    expect([0, 1, 2].map((n) => movesWord(n, "en", WORDS))).toEqual(["moves", "move", "moves"]);
    expect([0, 1, 2].map((n) => movesWord(n, "fr", fr))).toEqual(["coup", "coup", "coups"]);
  });
  it("says a refusal in the page's language", async () => {
    page("fr");
    const win = fakeWindow(() => [400, { error: "The table cannot do that: x.", error_fr: "La table ne peut pas faire cela : x." }]);
    teacher(document, readConfig(document), win);
    click(document.querySelector('[data-table="T1"] [data-action=pause]'));
    await flush();
    expect(document.querySelector("[data-testid=error]").textContent).toBe("La table ne peut pas faire cela : x.");
    expect(errorText({ error: "e" }, "fr")).toBe("e");
  });
  it("asks before restarting and before closing; a closed class says so and stops polling", async () => {
    const win = fakeWindow((url, init) => [init.method === "DELETE" ? 200 : 404, init.method === "DELETE" ? { closed: "C1" } : { error: "gone" }], { confirmed: false });
    teacher(document, readConfig(document), win);
    click(document.querySelector('[data-table="T2"] [data-action=restart]'));
    click(document.querySelector("[data-action=close]"));
    await flush();
    expect(win.confirm.mock.calls).toEqual([["Restart this table?"], ["Close the class?"]]);
    expect(win.calls).toEqual([]);
    win.confirm.mockReturnValue(true);
    click(document.querySelector("[data-action=close]"));
    await flush(); await flush();
    expect(win.calls.map((c) => c.method)).toEqual(["DELETE", "GET"]);
    expect(document.querySelector("[data-testid=closed]").textContent).toBe("This class is closed.");
    expect(win.clearInterval).toHaveBeenCalledWith(1);
  });
  it("hides the links for the projector", () => {
    teacher(document, readConfig(document), fakeWindow(() => [200, overview()]));
    const box = document.querySelector("[data-testid=compact]");
    box.checked = true; box.dispatchEvent(new Event("change"));
    expect(document.body.classList.contains("compact")).toBe(true);
  });
  it("starts from the page's JSON block, and does nothing on a page without one", () => {
    expect(readConfig(document)).toEqual({ page: "teacher", class: "C1", lang: "en", words: WORDS });
    const win = fakeWindow(() => [200, overview()]);
    expect(Object.keys(start(document, win))).toEqual(["refresh", "act", "stop", "onClick"]);
    document.head.innerHTML = "";
    expect(start(document, win)).toBeNull();
  });
  it("draws a missing table as it is (no card to rewrite)", () => {
    const d = overview();
    d.tables[1] = { table: "T2", number: 2, missing: true, status: { en: "This table could not be rebuilt.", fr: "…" } };
    draw(document, d, "en", WORDS);
    expect(document.querySelector('[data-table="T2"] [data-testid=status]').textContent).toBe("Player 1 to play.");
  });
});

describe("the new-class form", () => {
  beforeEach(() => {
    document.head.innerHTML = `<script type="application/json" id="class-config">{"page": "new", "lang": "fr"}</script>`;
    document.body.innerHTML = `<form id="new"><select name="game"><option value="chromino">Chromino</option><option value="kids">Kids</option></select>
      <input name="tables" value="3"><input name="players" value="3"><input name="bots" value="1">
      <select name="bot"><option value="greedy" selected>moyen</option><option value="random">facile</option></select>
      <fieldset data-game="chromino"><select name="first_player"><option value="random">au hasard</option><option value="2" selected>joueur 2</option></select>
        <input name="draw_limit" value=""></fieldset>
      <fieldset data-game="kids"><input name="first_player" value="1"></fieldset>
      <p data-testid="error"></p><button type="submit">Créer</button></form>`;
  });

  it("posts the game, its tables and players, the last seats to the bot, and only the chosen game's filled options (menus and text fields)", () => {
    expect(classBody(document.getElementById("new"))).toEqual(
      { game: "chromino", tables: 3, players: 3, seats: ["human", "human", "greedy"], bot: "greedy", option_text: { first_player: "2" } });
  });
  it("shows only the chosen game's options, then opens the class's page in the form's language, or says the refusal", async () => {
    const win = fakeWindow(() => [201, { url: "http://h/class/C9?key=K" }]);
    const f = newClass(document, readConfig(document), win);
    const [chromino, kids] = document.querySelectorAll("fieldset");
    expect([chromino.hidden, kids.hidden, kids.disabled]).toEqual([false, true, true]);
    await f.submit(new Event("submit"));
    expect(win.calls[0]).toMatchObject({ url: "/api/classes", method: "POST" });
    expect(win.location.href).toBe("http://h/class/C9?key=K&lang=fr");
    const refused = fakeWindow(() => [400, { error: "This class cannot be created: x.", error_fr: "Cette classe ne peut pas être créée : x." }]);
    await newClass(document, readConfig(document), refused).submit(new Event("submit"));
    expect(document.querySelector("[data-testid=error]").textContent).toBe("Cette classe ne peut pas être créée : x.");
  });
  it("offers only the bots that can play the chosen game, and moves the choice off one that cannot", () => {
    document.querySelector("[name=game]").insertAdjacentHTML("beforeend", `<option value="nim">Nim</option>`);
    document.querySelector("[name=bot]").innerHTML = `<option value="greedy" data-cannot="nim" selected>moyen</option>
      <option value="memory" data-cannot="chromino nim">mémoire</option><option value="random" data-cannot="">facile</option>`;
    newClass(document, readConfig(document), fakeWindow(() => [201, {}]));
    const game = document.querySelector("[name=game]"), bot = document.querySelector("[name=bot]");
    const off = () => Array.from(bot.options).filter((o) => o.disabled).map((o) => o.value);
    expect([off(), bot.value]).toEqual([["memory"], "greedy"]);
    game.value = "nim"; game.dispatchEvent(new Event("change"));
    expect([off(), bot.value, classBody(document.getElementById("new")).bot]).toEqual([["greedy", "memory"], "random", "random"]);
    game.value = "kids"; game.dispatchEvent(new Event("change"));
    expect([off(), bot.value]).toEqual([[], "random"]);               // the teacher's choice (here the one made for them) stays
  });
});

describe("the pupils' progress on the teacher's page", () => {
  const table = () => `<section data-testid="progress"><table data-testid="progress-table" hidden><thead><tr><th>Pupil</th></tr></thead><tbody></tbody></table>
    <p data-testid="progress-none">No pupil has asked for the exercises yet.</p></section>`;
  const words = { ...WORDS, yes: "oui", no: "non", not_done_yet: "pas encore fait" };
  const row = (over) => ({ pupil: "Zoé", exercise: "02_nim_rule", number: 2, title: { en: "A rule of Nim", fr: "Une règle de Nim" },
    tried: 2, passed: false, last: { en: "With 2 stones left, taking 3: your rule allows it.", fr: "Avec 2 pierres restantes, en prendre 3 : votre règle l'autorise." }, ...over });

  it("writes one row per pupil and exercise, in the page's language, and hides the 'nobody yet' sentence", () => {
    document.body.innerHTML = table();
    drawProgress(document, { rows: [row(), row({ pupil: "Max", exercise: "01_chromino_legal", number: 1, title: { en: "Chromino", fr: "Chromino" }, tried: 0, last: null })] }, "fr", words);
    const rows = [...document.querySelectorAll("[data-testid=progress-row]")].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(rows).toEqual([["Zoé", "2. Une règle de Nim", "2", "non", "Avec 2 pierres restantes, en prendre 3 : votre règle l'autorise."],
      ["Max", "1. Chromino", "0", "non", "pas encore fait"]]);
    expect(document.querySelector("[data-testid=progress-table]").hidden).toBe(false);
    expect(document.querySelector("[data-testid=progress-none]").hidden).toBe(true);
  });

  it("reads a pupil's name as text, never as HTML, and marks a passed exercise", () => {
    document.body.innerHTML = table();
    drawProgress(document, { rows: [row({ pupil: "<img src=x onerror=alert(1)>", passed: true, tried: 3 })] }, "en", { ...words, yes: "yes", no: "no" });
    const tr = document.querySelector("[data-testid=progress-row]");
    expect(tr.querySelector("img")).toBeNull();
    expect(tr.children[0].textContent).toBe("<img src=x onerror=alert(1)>");
    expect([tr.dataset.passed, tr.children[3].textContent]).toEqual(["1", "yes"]);
  });

  it("is redrawn with the tables at each poll of the overview", () => {
    page();
    document.querySelector("main").insertAdjacentHTML("beforeend", table());
    draw(document, { ...overview(), progress: { rows: [row()] } }, "en", words);
    expect(document.querySelectorAll("[data-testid=progress-row]").length).toBe(1);
    draw(document, { ...overview(), progress: { rows: [] } }, "en", words);
    expect(document.querySelectorAll("[data-testid=progress-row]").length).toBe(0);
    expect(document.querySelector("[data-testid=progress-none]").hidden).toBe(false);
  });
});
