// The anywidget model, the thin way: listen to traits until the view is destroyed, and send intents.

/** Call `cb` whenever one of the traits `names` changes, until `signal` aborts (the view is removed). */
export function watch(model, names, cb, signal) {
  for (const n of names) model.on(`change:${n}`, cb);
  signal?.addEventListener("abort", () => { for (const n of names) model.off(`change:${n}`, cb); });
}

/** Send an intent to Python, which validates it; the page never applies a move itself. */
export const intent = (model, msg) => model.send(msg);

/** Set one of the page's own preferences (lang, colorblind, replay_step): the only traits Python accepts from us. */
export function prefer(model, name, value) {
  model.set(name, value);
  model.save_changes();
}

/** Draw once after each batch of trait changes (Python sends several traits in one message), until `signal` aborts. */
export function redrawOn(model, names, draw, signal) {
  let pending = false;
  const later = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; if (!signal?.aborted) draw(); });
  };
  watch(model, names, later, signal);
}
