// The width a page gives its widgets, told to Python: an empty line across the page (a part of the lab and of its people
// view) whose width it reports, so that the lab draws its charts for that width (side by side on a screen, one under the other on a phone).

/** The width to report now: whole pixels; a change smaller than `step` px (a scroll bar coming and going) is no new width. */
export function reported(last, now, step = 16) {
  const w = Math.round(now);
  if (!(w > 0)) return last;                     // not on the page yet: nothing to tell
  return last > 0 && Math.abs(w - last) < step ? last : w;
}

export function render({ model, el }) {
  el.classList.add("gl-page-width");
  const tell = () => {
    const w = reported(model.get("width"), el.getBoundingClientRect().width);
    if (w !== model.get("width")) { model.set("width", w); model.save_changes(); }
  };
  const watch = typeof ResizeObserver === "function" ? new ResizeObserver(tell) : null;
  if (watch) watch.observe(el); else window.addEventListener("resize", tell);
  tell();
  return () => { if (watch) watch.disconnect(); else window.removeEventListener("resize", tell); };
}

export default { render };
