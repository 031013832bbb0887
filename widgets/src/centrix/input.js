// Pointer and keyboard: what the player's hands do, turned into the board's actions (`act`, see render.js).

/** What a click on the board hit: a highlighted square, a pawn, a square of a ring, or the top. */
export function hitOf(target) {
  const tgt = target?.closest?.("[data-testid=target]");
  if (tgt) return { kind: "target", to: JSON.parse(tgt.dataset.to) };
  const pawn = target?.closest?.("[data-pawn]");
  if (pawn) return { kind: "pawn", p: Number(pawn.dataset.player), i: Number(pawn.dataset.index), at: JSON.parse(pawn.dataset.at) };
  const sq = target?.closest?.("[data-sector]");
  if (sq) return { kind: "square", to: [Number(sq.dataset.ring), Number(sq.dataset.sector)] };
  if (target?.closest?.("[data-top]")) return { kind: "square", to: "top" };
  return null;
}

/** Clicks on the board (until `signal` aborts). */
export function bindPointer(svg, act, signal) {
  svg.addEventListener("click", (e) => { const hit = hitOf(e.target); if (hit) act.hit(hit); }, { signal });
}

/** The keys listed on the page (1–3 card, R ring, ← → direction, + − amount, P pawn, N next, Enter, T, E, U, Escape). */
export function bindKeys(root, act, signal) {
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key;
    let done = true;
    if (/^[1-3]$/.test(k)) act.cardAt(Number(k) - 1);
    else if (k === "r" || k === "R") act.nextRing();
    else if (k === "ArrowLeft") act.dir(-1);
    else if (k === "ArrowRight") act.dir(1);
    else if (k === "+" || k === "=") act.amount(1);
    else if (k === "-") act.amount(-1);
    else if (k === "p" || k === "P") act.nextPawn();
    else if (k === "n" || k === "N") act.nextTarget();
    else if ((k === "Enter" || k === " ") && e.target === root) act.play();
    else if (k === "t" || k === "T") act.turnOnly();
    else if (k === "e" || k === "E") act.endTurn();
    else if (k === "u" || k === "U") act.undo();
    else if (k === "Escape") act.clear();
    else done = false;
    if (done) e.preventDefault();
  }, { signal });
}
