// The classroom's pages on the table server (games_lib.tables.classroom): the new-class form, the teacher's page, the
// printable sheet. The pages carry no script of their own: each loads this module, which reads the page's settings from
// its <script type="application/json" id="class-config"> block (the server writes it; the browser never runs it), so the
// pages' content security policy allows scripts from the server's own files only (script-src 'self').
//
// The teacher's page polls its class's overview every 2 s and rewrites each table's card and the pupils' progress in place; its buttons post
// to the class's API with the page's own key. Nothing here decides anything: the server checks every action.
import "./teacher.css";

/** The page's settings (the JSON block the server wrote), or null on a page without one. */
export function readConfig(doc = document) {
  const el = doc.getElementById("class-config");
  return el ? JSON.parse(el.textContent) : null;
}

/** The error sentence of an API answer `d` in the page's language. */
export const errorText = (d, lang) => (lang === "fr" && d?.error_fr) || d?.error || "";

/**
 * The body a teacher's button posts to the class's API, or null for a button that is not a table's.
 * A seat's button replaces a pupil by the class's bot (`bot: null`: the server takes the class's), or gives a bot's seat
 * back to a pupil (`bot: "human"`). The seat's kind is its list item's (`li.seat`): the button carries a `data-seat` of
 * its own, so the nearest `[data-seat]` of a button is the button itself, which has no kind.
 */
export function actionOf(button) {
  const sec = button.closest("[data-table]");
  if (!sec) return null;
  const table = sec.dataset.table;
  switch (button.dataset.action) {
    case "restart": return { action: "restart", table };
    case "pause": return { action: sec.dataset.paused === "1" ? "resume" : "pause", table };
    case "replace": {
      const li = button.closest("li.seat");
      if (!li) return null;
      return { action: "replace", table, seat: Number(li.dataset.seat), bot: li.dataset.kind === "human" ? null : "human" };
    }
    default: return null;
  }
}

/** "move" or "moves" after a count, as each language says it: 1 move, 0 moves; 0 coup, 1 coup, 2 coups. */
export const movesWord = (n, lang, words) => words[n === 1 || (lang === "fr" && n === 0) ? "move_one" : "moves"];

/** Rewrite every table's card from the class's overview `d`: status, moves, pause, each seat's kind, words and button. */
export function draw(doc, d, lang, words) {
  for (const t of d.tables) {
    const sec = [...doc.querySelectorAll("section[data-table]")].find((x) => x.dataset.table === t.table);
    if (!sec || t.missing) continue;
    sec.querySelector("[data-testid=status]").textContent = t.status[lang];
    sec.querySelector("[data-testid=ply]").textContent = t.ply;
    const word = sec.querySelector("[data-testid=moves-word]");
    if (word && words.moves) word.textContent = movesWord(t.ply, lang, words);
    sec.dataset.paused = t.paused ? "1" : "0";
    sec.querySelector("[data-testid=pause]").textContent = words[t.paused ? "resume" : "pause"];
    for (const s of t.seats) {
      const li = sec.querySelector(`li.seat[data-seat="${s.seat}"]`);
      if (!li) continue;
      li.dataset.kind = s.kind;
      li.dataset.taken = s.taken ? "1" : "0";
      li.querySelector(".who").textContent = s.who[lang];
      li.querySelector("button[data-action=replace]").textContent = words[s.kind === "human" ? "to_bot" : "to_human"];
    }
  }
  drawProgress(doc, d.progress, lang, words);
  doc.body.dataset.updated = String(Date.now());
}

/**
 * Rewrite the pupils' progress table from the overview's `progress`: one row per pupil and exercise tried, in the page's
 * language (the exercise's title, the tries, passed or not, the last failure sentence the check gave), or the sentence
 * that no pupil has asked for the exercises yet. Text only (a pupil's name is never read as HTML).
 */
export function drawProgress(doc, progress, lang, words) {
  const table = doc.querySelector("[data-testid=progress-table]"), none = doc.querySelector("[data-testid=progress-none]");
  if (!table || !progress) return;
  const rows = progress.rows || [];
  const body = doc.createElement("tbody");
  for (const r of rows) {
    const tr = doc.createElement("tr");
    Object.assign(tr.dataset, { testid: "progress-row", pupil: r.pupil, exercise: r.exercise, passed: r.passed ? "1" : "0" });
    const last = r.last ? r.last[lang] : r.tried ? "" : words.not_done_yet;
    for (const text of [r.pupil, `${r.number}. ${r.title[lang]}`, String(r.tried), words[r.passed ? "yes" : "no"], last]) {
      const td = doc.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    body.append(tr);
  }
  table.querySelector("tbody").replaceWith(body);
  table.hidden = rows.length === 0;
  if (none) none.hidden = rows.length > 0;
}

/** The class is gone (closed here or elsewhere): the page says so and stops polling. */
function closed(doc, words) {
  const p = doc.createElement("p");
  p.dataset.testid = "closed";
  p.textContent = words.closed;
  doc.querySelector("main").replaceChildren(p);
}

/**
 * The teacher's page: polls the overview every `every` ms, carries the buttons to the API, hides the links on demand.
 * `win` gives fetch, confirm, location and the timers (a test passes its own). Returns `{refresh, act, stop}`.
 */
export function teacher(doc, config, win = window, every = 2000) {
  const key = new URLSearchParams(win.location.search).get("key") || "";
  const api = `/api/classes/${encodeURIComponent(config.class)}?key=${encodeURIComponent(key)}`;
  const { lang, words } = config;
  const error = doc.querySelector("[data-testid=error]");
  let timer = null;
  const stop = () => { if (timer !== null) win.clearInterval(timer); timer = null; };

  async function refresh() {
    try {
      const r = await win.fetch(api, { cache: "no-store" });
      if (r.status === 404) { closed(doc, words); stop(); return; }
      if (r.ok) draw(doc, await r.json(), lang, words);
    } catch (e) { /* the server restarts: the next poll tries again */ }
  }

  async function act(body) {
    const r = await win.fetch(api, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const d = await r.json();
    error.textContent = r.ok ? "" : errorText(d, lang);
    if (r.ok) draw(doc, d, lang, words);
    return d;
  }

  async function onClick(ev) {
    const b = ev.target.closest("button[data-action]");
    if (!b) return;
    if (b.dataset.action === "close") {
      if (!win.confirm(words.close_sure)) return;
      await win.fetch(api, { method: "DELETE" });
      await refresh();
      return;
    }
    const body = actionOf(b);
    if (!body) return;
    if (body.action === "restart" && !win.confirm(words.restart_sure)) return;
    await act(body);
  }

  doc.addEventListener("click", onClick);
  doc.querySelector("[data-testid=compact]")?.addEventListener("change", (ev) => doc.body.classList.toggle("compact", ev.target.checked));
  timer = win.setInterval(refresh, every);
  return { refresh, act, stop, onClick };
}

/** The form's own field `name` (the first: a game's option of the same name comes after, in its fieldset). */
const field = (form, name) => form.querySelector(`[name="${name}"]`);

/**
 * The body the new-class form posts: its game, tables and players, the last `bots` seats of each table given to the bot, and
 * the chosen game's options as written (a menu's value, or what a text field holds; an empty field keeps the default).
 */
export function classBody(form) {
  const game = field(form, "game").value, bot = field(form, "bot").value, option_text = {};
  const n = Number(field(form, "players").value), k = Math.min(Number(field(form, "bots").value) || 0, n);
  for (const f of form.querySelectorAll("fieldset[data-game]")) {
    if (f.dataset.game !== game) continue;
    for (const i of f.querySelectorAll("input, select")) if (i.value.trim()) option_text[i.name] = i.value;
  }
  const seats = Array.from({ length: n }, (_, p) => (p < n - k ? "human" : bot));
  return { game, tables: Number(field(form, "tables").value), players: n, seats, bot, option_text };
}

/**
 * The new-class form: the chosen game's options shown, and only the bots that can play it offered (the server names, in each
 * bot's `data-cannot`, the games it cannot play); the class created, then the teacher's page opened.
 */
export function newClass(doc, config, win = window) {
  const form = doc.getElementById("new"), game = field(form, "game"), bot = field(form, "bot");
  const show = () => {
    for (const f of form.querySelectorAll("fieldset[data-game]")) {
      const on = f.dataset.game === game.value;
      f.hidden = !on;
      f.disabled = !on;
    }
    for (const o of bot.options) o.disabled = (o.dataset.cannot || "").split(" ").includes(game.value);
    if (bot.selectedOptions[0]?.disabled) bot.value = Array.from(bot.options).find((o) => !o.disabled)?.value ?? "";
  };
  game.addEventListener("change", show);
  show();
  async function submit(ev) {
    ev.preventDefault();
    const r = await win.fetch("/api/classes", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(classBody(form)) });
    const d = await r.json();
    if (r.ok) win.location.href = `${d.url}&lang=${config.lang}`;
    else doc.querySelector("[data-testid=error]").textContent = errorText(d, config.lang);
  }
  form.addEventListener("submit", submit);
  return { submit, show };
}

/** The printable sheet: its button prints. */
export function sheet(doc, win = window) {
  doc.querySelector("[data-action=print]")?.addEventListener("click", () => win.print());
}

/** Start the page the server described in its JSON block. */
export function start(doc = document, win = window) {
  const config = readConfig(doc);
  if (!config) return null;
  if (config.page === "teacher") return teacher(doc, config, win);
  if (config.page === "new") return newClass(doc, config, win);
  if (config.page === "sheet") return sheet(doc, win);
  return null;
}

if (typeof document !== "undefined" && document.getElementById("class-config")) start();
