// Built by widgets/build.mjs from widgets/src: do not edit by hand.

// src/page-width.js
function reported(last, now, step = 16) {
  const w = Math.round(now);
  if (!(w > 0)) return last;
  return last > 0 && Math.abs(w - last) < step ? last : w;
}
function render({ model, el }) {
  el.classList.add("gl-page-width");
  const tell = () => {
    const w = reported(model.get("width"), el.getBoundingClientRect().width);
    if (w !== model.get("width")) {
      model.set("width", w);
      model.save_changes();
    }
  };
  const watch = typeof ResizeObserver === "function" ? new ResizeObserver(tell) : null;
  if (watch) watch.observe(el);
  else window.addEventListener("resize", tell);
  tell();
  return () => {
    if (watch) watch.disconnect();
    else window.removeEventListener("resize", tell);
  };
}
var page_width_default = { render };
export {
  page_width_default as default,
  render,
  reported
};
