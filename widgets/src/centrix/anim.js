// Animations, planned by comparing two consecutive views and the play event between them (the way chessground
// plans its moves), then stepped with requestAnimationFrame: the ring turns (its pawns riding), the pawn moves,
// then each bumped pawn drops two levels, one after the other.
import { SECTORS, mod, sameTurn } from "./geometry.js";

/** The newest play event of a log, if the log ends with it (a `finish` may follow it). */
export function lastPlay(log = []) {
  let k = log.length - 1;
  if (k >= 0 && log[k].event === "finish") k -= 1;
  return k >= 0 && log[k].event === "play" ? log[k] : null;
}

/**
 * The animation from `prev` to `next` (two views) for the play event `ev`: `{turn, start, moves}` where `turn` is
 * {ring, steps} or null, `start` the pawns that must be drawn where they stood before their move ({key: position}, after the turn), and `moves`
 * the pawn moves in order ({key, from, to}: the moved pawn, then each bumped pawn). `shownTurn`: a turn the page
 * already shows (a preview the player chose), not turned again.
 */
export function plan(prev, next, ev, shownTurn = null) {
  if (!ev || !prev?.pawns || prev.pawns.length !== next.pawns.length) return null;
  const turn = ev.rotate && !sameTurn(ev.rotate, shownTurn) ? ev.rotate : null;
  const ride = (at) => (ev.rotate && Array.isArray(at) && at[0] === ev.rotate.ring ? [at[0], mod(at[1] + ev.rotate.steps, SECTORS)] : at);
  const start = {}, moves = [];
  const add = (p, i, to) => {
    const key = `${p}-${i}`, before = prev.pawns[p][i];
    start[key] = ride(before);                          // where it stands once the ring turned (it rides the turn)
    moves.push({ key, from: ride(before), to });
  };
  if (ev.move) add(ev.player, ev.move.pawn, ev.move.to);
  for (const b of ev.bumped || []) add(b.player, b.pawn, b.to);
  return { turn, start, moves };
}

export const ease = (k) => (k < 0.5 ? 2 * k * k : 1 - Math.pow(-2 * k + 2, 2) / 2);

/** How long each phase takes (ms): a turn by more squares takes longer. `scale` 0 skips the animation. */
export const durations = (turn, scale = 1) => ({ turn: turn ? scale * (260 + 110 * Math.min(6, Math.abs(turn.steps))) : 0, move: scale * 340, drop: scale * 300 });

/**
 * Run `phases` ([{dur, frame(k)}], k from 0 to 1 eased) one after the other with requestAnimationFrame; `frames`
 * collects the time between two frames (ms). Returns {stop()}: stop() jumps to the end at once.
 */
export function run(phases, { frames = null, done = () => {} } = {}) {
  let i = 0, t0 = null, last = null, stopped = false;
  const raf = globalThis.requestAnimationFrame ?? ((f) => setTimeout(() => f(performance.now()), 16));
  const finish = () => { if (stopped) return; stopped = true; for (; i < phases.length; i++) phases[i].frame(1); done(); };
  const tick = (now) => {
    if (stopped) return;
    if (frames && last !== null) frames.push(now - last);
    last = now;
    while (i < phases.length) {
      const ph = phases[i];
      if (t0 === null) t0 = now;
      const k = ph.dur > 0 ? Math.min(1, (now - t0) / ph.dur) : 1;
      ph.frame(ease(k));
      if (k < 1) return raf(tick);
      i += 1; t0 = null;
    }
    stopped = true;
    done();
  };
  if (!phases.length) { stopped = true; done(); } else raf(tick);
  return { stop: finish };
}
