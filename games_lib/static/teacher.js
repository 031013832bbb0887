// Built by widgets/build.mjs from widgets/src: do not edit by hand.

// src/teacher.js
function readConfig(doc = document) {
  const el = doc.getElementById("class-config");
  return el ? JSON.parse(el.textContent) : null;
}
var errorText = (d, lang) => lang === "fr" && d?.error_fr || d?.error || "";
function actionOf(button) {
  const sec = button.closest("[data-table]");
  if (!sec) return null;
  const table = sec.dataset.table;
  switch (button.dataset.action) {
    case "restart":
      return { action: "restart", table };
    case "pause":
      return { action: sec.dataset.paused === "1" ? "resume" : "pause", table };
    case "replace": {
      const li = button.closest("li.seat");
      if (!li) return null;
      return { action: "replace", table, seat: Number(li.dataset.seat), bot: li.dataset.kind === "human" ? null : "human" };
    }
    default:
      return null;
  }
}
var movesWord = (n, lang, words) => words[n === 1 || lang === "fr" && n === 0 ? "move_one" : "moves"];
function draw(doc, d, lang, words) {
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
function drawProgress(doc, progress, lang, words) {
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
function closed(doc, words) {
  const p = doc.createElement("p");
  p.dataset.testid = "closed";
  p.textContent = words.closed;
  doc.querySelector("main").replaceChildren(p);
}
function teacher(doc, config, win = window, every = 2e3) {
  const key = new URLSearchParams(win.location.search).get("key") || "";
  const api = `/api/classes/${encodeURIComponent(config.class)}?key=${encodeURIComponent(key)}`;
  const { lang, words } = config;
  const error = doc.querySelector("[data-testid=error]");
  let timer = null;
  const stop = () => {
    if (timer !== null) win.clearInterval(timer);
    timer = null;
  };
  async function refresh() {
    try {
      const r = await win.fetch(api, { cache: "no-store" });
      if (r.status === 404) {
        closed(doc, words);
        stop();
        return;
      }
      if (r.ok) draw(doc, await r.json(), lang, words);
    } catch (e) {
    }
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
var field = (form, name) => form.querySelector(`[name="${name}"]`);
function classBody(form) {
  const game = field(form, "game").value, bot = field(form, "bot").value, option_text = {};
  const n = Number(field(form, "players").value), k = Math.min(Number(field(form, "bots").value) || 0, n);
  for (const f of form.querySelectorAll("fieldset[data-game]")) {
    if (f.dataset.game !== game) continue;
    for (const i of f.querySelectorAll("input, select")) if (i.value.trim()) option_text[i.name] = i.value;
  }
  const seats = Array.from({ length: n }, (_, p) => p < n - k ? "human" : bot);
  return { game, tables: Number(field(form, "tables").value), players: n, seats, bot, option_text };
}
function newClass(doc, config, win = window) {
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
function sheet(doc, win = window) {
  doc.querySelector("[data-action=print]")?.addEventListener("click", () => win.print());
}
function start(doc = document, win = window) {
  const config = readConfig(doc);
  if (!config) return null;
  if (config.page === "teacher") return teacher(doc, config, win);
  if (config.page === "new") return newClass(doc, config, win);
  if (config.page === "sheet") return sheet(doc, win);
  return null;
}
if (typeof document !== "undefined" && document.getElementById("class-config")) start();
export {
  actionOf,
  classBody,
  draw,
  drawProgress,
  errorText,
  movesWord,
  newClass,
  readConfig,
  sheet,
  start,
  teacher
};
