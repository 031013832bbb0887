// A fake anywidget model: enough of get/set/on/off/save_changes/send to drive a board without Jupyter.
export class FakeModel {
  constructor(state = {}) {
    this.state = { ...state };
    this.handlers = new Map();
    this.sent = [];
    this.saved = 0;
  }
  get(k) { return this.state[k]; }
  set(k, v) { this.state[k] = v; (this.handlers.get(`change:${k}`) || []).slice().forEach((cb) => cb()); }
  /** What Python does: several traits at once (the board redraws once, after a microtask). */
  update(changes) { for (const [k, v] of Object.entries(changes)) this.set(k, v); }
  on(name, cb) { if (!this.handlers.has(name)) this.handlers.set(name, []); this.handlers.get(name).push(cb); }
  off(name, cb) { this.handlers.set(name, (this.handlers.get(name) || []).filter((f) => f !== cb)); }
  save_changes() { this.saved += 1; }
  send(msg) { this.sent.push(msg); }
  listeners() { return [...this.handlers.values()].reduce((n, l) => n + l.length, 0); }
}

/** Let queued redraws (microtasks) run. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
