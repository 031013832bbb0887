// The page of a shared table (served by `games-lib serve` at /t/<table>?key=K): it gives the game's board module
// anywidget's `model` interface over the table's websocket, so the very module that runs in Jupyter and Voilà
// runs here, with no kernel. Frames in: `state`, `replay`, `rejected`, `stale`, `error`. Frames out: the board's
// intents (`move`, `undo`) with the `seq` of the state they answer, and `replay` requests.
//
// The page decides nothing: it only moves traits from frames to the board and intents from the board to the server.
// The page carries no script of its own: this module reads its settings from the page's
// <script type="application/json" id="gl-table-config"> block (the browser never runs it), so the page's content
// security policy allows scripts from the server's own files only (script-src 'self').
//
// A seat's page also asks its person's name once per device (kept in localStorage with a random id, sent to the
// server as `{type: "player", id, name}` each time the page connects) and, once the game is over, shows the table's
// survey (`survey` in the seat's frame) under the board, sending `{type: "answers", answers}`.
import { drawSurvey, drawWaiting, playerBar, sayStatus, storedPlayer } from "./survey.js";
import { LANGS, t, words } from "./common/i18n.js";
import "./table-page.css";

/** Keys of a `state` frame that are the table's business, not traits of the board (every other key is a trait). */
export const NOT_TRAITS = ["type", "table", "player", "survey"];

/** A minimal anywidget model: traits, change events, and `send` (to the server). */
export function tableModel(send, initial = {}) {
  const traits = { lang: "en", colorblind: false, replay_step: -1, replay: {}, feedback: {}, ...initial }, on = new Map();
  const emit = (names) => { for (const n of names) for (const cb of on.get(`change:${n}`) || []) cb(); };
  return {
    get: (k) => traits[k],
    /** Set traits from the server (no echo back). */
    update(values) {
      const changed = Object.keys(values).filter((k) => JSON.stringify(traits[k]) !== JSON.stringify(values[k]));
      Object.assign(traits, values);
      emit(changed);
    },
    set(k, v) { traits[k] = v; this._dirty = [...(this._dirty || []), k]; },
    save_changes() {
      const dirty = this._dirty || []; this._dirty = [];
      if (dirty.includes("replay_step")) send({ type: "replay", step: traits.replay_step });
      if (dirty.includes("lang")) try { localStorage.setItem("gl-lang", traits.lang); } catch (e) { /* private mode */ }
      emit(dirty);
    },
    on(ev, cb) { on.set(ev, [...(on.get(ev) || []), cb]); },
    off(ev, cb) { on.set(ev, (on.get(ev) || []).filter((f) => f !== cb)); },
    send(msg) { send({ ...msg, seq: traits.seq }); },
  };
}

/** What a frame from the server changes in the model's traits. */
export function traitsOf(frame, model) {
  if (frame.type === "state") {
    const out = { feedback: {} };
    for (const [k, v] of Object.entries(frame)) if (!NOT_TRAITS.includes(k)) out[k] = v;
    if (model.get("replay_step") >= 0 && frame.ply < model.get("replay_step")) Object.assign(out, { replay_step: -1, replay: {} });
    return out;
  }
  if (frame.type === "replay") return { replay: frame.replay || {} };
  if (frame.type === "rejected") return { feedback: { rule: frame.rule, messages: frame.message, focus: frame.focus || [], kind: "rejected", n: frame.n } };
  if (frame.type === "error" && String(frame.rule || "").startsWith("survey.")) return {};   // the survey says it, under the board
  if (frame.type === "error") return { feedback: { rule: frame.rule, messages: frame.message, kind: "error" } };
  return {};   // `stale`: a new state is on its way
}

const WORDS = words({
  lost: { en: "Connection lost: reconnecting…", fr: "Connexion perdue : reconnexion…" },
  back: { en: "Reconnected.", fr: "Reconnecté." },
  gone: { en: "This table is not on the server any more, or the link's key is wrong.",
          fr: "Cette table n'est plus sur le serveur, ou la clé du lien est fausse." },
  closed: { en: "This table is closed: its host or the class's teacher ended it.",
            fr: "Cette table est fermée : son hôte ou l'enseignant·e de la classe l'a terminée." },
});

/** The close code of a table the server deleted (its host's `delete`, a class closed): said, and never reconnected. */
export const CLOSED = 4410;

/** What the page says when its socket closes with `code` after `tries` failed tries (`started`: a state came once): `{ text, retry }`. */
export function onClose(code, { started = false, tries = 0 } = {}, lang = "en") {
  const say = (key) => t(lang, key, {}, WORDS);
  if (code === CLOSED) return { text: say("closed"), retry: false };
  if (code === 1006 && tries > 8 && !started) return { text: say("gone"), retry: false };
  return { text: say("lost"), retry: true };
}

/**
 * The people's parts of a seat's page: the name bar in `bar`, the survey in `box`. `send` goes to the server, `store` is
 * the device's storage. Returns `{ opened() }` (the socket opened: say who plays) and `{ frame(f) }` (a frame came in).
 */
export function peopleParts(bar, box, model, send, store) {
  let player = storedPlayer(store), shown = null, closed = null;
  const note = document.createElement("div");
  bar.after(note);
  const lang = () => model.get("lang") || "en";
  const wait = () => drawWaiting(note, box, shown && closed !== shown.survey.round && !Object.keys(shown.survey.answers || {}).length, lang());
  const name = (p) => { player = p; send({ type: "player", id: p.id, name: p.name }); };
  const drawBar = () => playerBar(bar, player, lang(), { onName: name, store });
  const drawBox = (survey, status = "") => {
    shown = { survey, lang: lang() };
    wait();
    if (closed === survey.round) return;
    drawSurvey(box, survey, lang(), { send: (answers) => send({ type: "answers", answers }), close: () => { closed = survey.round; wait(); }, status });
  };
  drawBar();
  model.on("change:lang", () => { drawBar(); if (shown) drawBox(shown.survey); });
  return {
    opened() { if (player) send({ type: "player", id: player.id, name: player.name }); },
    frame(f) {
      if (f.type === "error" && String(f.rule || "").startsWith("survey.") && shown) {
        const said = (f.message || {})[lang()] || "";
        return sayStatus(box, said) || drawBox(shown.survey, said);
      }
      if (f.type !== "state") return;
      if (!f.survey) { if (shown) { shown = null; box.replaceChildren(); wait(); } return; }
      const same = shown && shown.survey.round === f.survey.round && JSON.stringify(shown.survey.answers) === JSON.stringify(f.survey.answers);
      if (!same) drawBox(f.survey);
    },
  };
}

/** The page's settings (the JSON block the server wrote), or null on a page without one or with a broken one. */
export function readConfig(doc = document) {
  const el = doc.getElementById("gl-table-config");
  if (!el) return null;
  try { return JSON.parse(el.textContent); } catch (e) { return null; }
}

/** Start the page the server described in its JSON block: the board in its `#table` (`begin`: `start`, or a test's). */
export function main(doc = document, begin = start) {
  const config = readConfig(doc);
  const el = doc.getElementById("table");
  return config && el ? begin(el, config) : null;
}

/** The page's language: the one this device chose last (`stored`, kept by the board's switch), else the one the server wrote the page in. */
export function pageLang(stored, written) {
  for (const l of [stored, written]) if (LANGS.includes(l)) return l;
  return "en";
}

/** Keep the page's `lang` and title in the board's language (`config.titles`: the title in each language, from the server). */
export function followLang(doc, model, titles = {}) {
  const say = () => {
    const l = model.get("lang");
    doc.documentElement.lang = l;
    if (titles[l]) doc.title = titles[l];
  };
  model.on("change:lang", say);
  say();
}

/** Start the board module `config.board` (the game's, else the generic board) in `el`, connected to table `config.table` with `config.key`. */
export async function start(el, config) {
  let stored = null;
  try { stored = localStorage.getItem("gl-lang"); } catch (e) { /* private mode */ }
  const lang = pageLang(stored, document.documentElement.lang);
  const banner = document.createElement("div");
  banner.className = "gl-conn"; banner.hidden = true; banner.setAttribute("role", "status"); banner.dataset.testid = "connection";
  el.before(banner);
  let ws = null, queue = [], tries = 0, started = false;
  const send = (msg) => { if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg)); else queue.push(msg); };
  const model = tableModel(send, { lang });
  followLang(document, model, config.titles);
  let people = null;
  if (config.role === "seat") {
    const bar = document.createElement("div"), box = document.createElement("div");
    el.before(bar); el.after(box);
    let store = null;
    try { store = localStorage; } catch (e) { /* private mode: the name lasts this page */ }
    people = peopleParts(bar, box, model, (msg) => send(msg), store || { getItem: () => null, setItem: () => {} });
  }
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/${encodeURIComponent(config.table)}?key=${encodeURIComponent(config.key)}`;
  const board = await import(/* @vite-ignore */ `/static/${config.board || config.game}.js`);
  function connect() {
    ws = new WebSocket(url);
    ws.onopen = () => { tries = 0; for (const m of queue.splice(0)) ws.send(JSON.stringify(m)); if (people) people.opened(); };
    ws.onmessage = (ev) => {
      let frame;
      try { frame = JSON.parse(ev.data); } catch (e) { return; }
      model.update(traitsOf(frame, model));
      if (people) people.frame(frame);
      if (frame.type === "state") {
        if (!banner.hidden) { banner.textContent = t(model.get("lang"), "back", {}, WORDS); setTimeout(() => { banner.hidden = true; }, 1500); }
        if (!started) { started = true; board.default.render({ model, el }); }
      }
    };
    ws.onclose = (ev) => {
      const said = onClose(ev.code, { started, tries }, model.get("lang"));
      banner.hidden = false;
      banner.textContent = said.text;
      if (!said.retry) return;
      tries += 1;
      setTimeout(connect, Math.min(5000, 250 * 2 ** Math.min(tries, 5)));
    };
  }
  connect();
  return model;
}

if (typeof document !== "undefined" && document.getElementById("gl-table-config")) main();
