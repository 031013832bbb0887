// Built by widgets/build.mjs from widgets/src: do not edit by hand.

// src/table-host.js
var NOT_TRAITS = ["type", "table"];
function tableModel(send, initial = {}) {
  const traits = { lang: "en", colorblind: false, replay_step: -1, replay: {}, feedback: {}, ...initial }, on = /* @__PURE__ */ new Map();
  const emit = (names) => {
    for (const n of names) for (const cb of on.get(`change:${n}`) || []) cb();
  };
  return {
    get: (k) => traits[k],
    /** Set traits from the server (no echo back). */
    update(values) {
      const changed = Object.keys(values).filter((k) => JSON.stringify(traits[k]) !== JSON.stringify(values[k]));
      Object.assign(traits, values);
      emit(changed);
    },
    set(k, v) {
      traits[k] = v;
      this._dirty = [...this._dirty || [], k];
    },
    save_changes() {
      const dirty = this._dirty || [];
      this._dirty = [];
      if (dirty.includes("replay_step")) send({ type: "replay", step: traits.replay_step });
      if (dirty.includes("lang")) try {
        localStorage.setItem("gl-lang", traits.lang);
      } catch (e) {
      }
      emit(dirty);
    },
    on(ev, cb) {
      on.set(ev, [...on.get(ev) || [], cb]);
    },
    off(ev, cb) {
      on.set(ev, (on.get(ev) || []).filter((f) => f !== cb));
    },
    send(msg) {
      send({ ...msg, seq: traits.seq });
    }
  };
}
function traitsOf(frame, model) {
  if (frame.type === "state") {
    const out = { feedback: {} };
    for (const [k, v] of Object.entries(frame)) if (!NOT_TRAITS.includes(k)) out[k] = v;
    if (model.get("replay_step") >= 0 && frame.ply < model.get("replay_step")) Object.assign(out, { replay_step: -1, replay: {} });
    return out;
  }
  if (frame.type === "replay") return { replay: frame.replay || {} };
  if (frame.type === "rejected") return { feedback: { rule: frame.rule, messages: frame.message, focus: frame.focus || [], kind: "rejected", n: frame.n } };
  if (frame.type === "error") return { feedback: { rule: frame.rule, messages: frame.message, kind: "error" } };
  return {};
}
var WORDS = {
  en: {
    lost: "Connection lost: reconnecting…",
    back: "Reconnected.",
    gone: "This table is not on the server any more, or the link's key is wrong.",
    closed: "This table is closed: its host or the class's teacher ended it."
  },
  fr: {
    lost: "Connexion perdue : reconnexion…",
    back: "Reconnecté.",
    gone: "Cette table n'est plus sur le serveur, ou la clé du lien est fausse.",
    closed: "Cette table est fermée : son hôte ou l'enseignant·e de la classe l'a terminée."
  }
};
var CLOSED = 4410;
function onClose(code, { started = false, tries = 0 } = {}, lang = "en") {
  const words = WORDS[lang] ?? WORDS.en;
  if (code === CLOSED) return { text: words.closed, retry: false };
  if (code === 1006 && tries > 8 && !started) return { text: words.gone, retry: false };
  return { text: words.lost, retry: true };
}
function readConfig(doc = document) {
  const el = doc.getElementById("gl-table-config");
  if (!el) return null;
  try {
    return JSON.parse(el.textContent);
  } catch (e) {
    return null;
  }
}
function main(doc = document, begin = start) {
  const config = readConfig(doc);
  const el = doc.getElementById("table");
  return config && el ? begin(el, config) : null;
}
async function start(el, config) {
  let lang = "en";
  try {
    lang = localStorage.getItem("gl-lang") || (navigator.language || "en").slice(0, 2);
  } catch (e) {
  }
  if (!(lang in WORDS)) lang = "en";
  const banner = document.createElement("div");
  banner.className = "gl-conn";
  banner.hidden = true;
  banner.setAttribute("role", "status");
  banner.dataset.testid = "connection";
  el.before(banner);
  let ws = null, queue = [], tries = 0, started = false;
  const send = (msg) => {
    if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg));
    else queue.push(msg);
  };
  const model = tableModel(send, { lang });
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/${encodeURIComponent(config.table)}?key=${encodeURIComponent(config.key)}`;
  const board = await import(
    /* @vite-ignore */
    `/static/${config.board || config.game}.js`
  );
  function connect() {
    ws = new WebSocket(url);
    ws.onopen = () => {
      tries = 0;
      for (const m of queue.splice(0)) ws.send(JSON.stringify(m));
    };
    ws.onmessage = (ev) => {
      let frame;
      try {
        frame = JSON.parse(ev.data);
      } catch (e) {
        return;
      }
      model.update(traitsOf(frame, model));
      if (frame.type === "state") {
        if (!banner.hidden) {
          banner.textContent = WORDS[model.get("lang")]?.back ?? WORDS.en.back;
          setTimeout(() => {
            banner.hidden = true;
          }, 1500);
        }
        if (!started) {
          started = true;
          board.default.render({ model, el });
        }
      }
    };
    ws.onclose = (ev) => {
      const said = onClose(ev.code, { started, tries }, model.get("lang"));
      banner.hidden = false;
      banner.textContent = said.text;
      if (!said.retry) return;
      tries += 1;
      setTimeout(connect, Math.min(5e3, 250 * 2 ** Math.min(tries, 5)));
    };
  }
  connect();
  return model;
}
if (typeof document !== "undefined" && document.getElementById("gl-table-config")) main();
export {
  CLOSED,
  NOT_TRAITS,
  main,
  onClose,
  readConfig,
  start,
  tableModel,
  traitsOf
};
