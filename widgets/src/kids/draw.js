// Pure drawing functions: parts of the Kids table as DOM nodes, from a snapshot (and the page's own selection).
import { h } from "../common/dom.js";
import { playerName, labelled } from "../common/i18n.js";
import { t, PAINT, cardName, colourName, COLOURS } from "./strings.js";
import { shown, langOf, peeks, freshRoll, freshSpecial, flippable, myTurn, windowOpen } from "./projection.js";

/** A card: its back, or its face (colour; glyph and name in colour-blind mode). */
export function cardFace(lang, c, { colorblind = false, small = false } = {}) {
  const paint = PAINT[c];
  if (!paint) return h("span", { class: `kids-face kids-special${small ? " kids-small" : ""}` }, c === "reverse" ? "⇄" : c === "skip" ? "⊘" : "?");
  return h("span", { class: `kids-face c-${c}${small ? " kids-small" : ""}`, style: `background:${paint.fill};color:${paint.ink}`, title: colourName(lang, c) },
    colorblind ? h("span", { class: "kids-glyph", "aria-hidden": "true" }, paint.glyph) : null,
    colorblind && !small ? h("span", { class: "kids-cname" }, colourName(lang, c)) : null);
}

/**
 * The slots of the table, each in its place (an empty slot stays an empty frame). A slot shown by the latest action
 * (`peeks`) turns over and back; a face-up slot (flipping one by one) shows its card; `sel` are the slots chosen,
 * `targets` the ones Python lists (turn) or the window's slots (for the player choosing), `focus` a refusal's.
 */
export function slotNodes(p, { selected = new Set(), targets = new Set(), focus = new Set(), picker = null, onSlot } = {}) {
  const v = shown(p), lang = langOf(p), cb = !!p.colorblind, seen = peeks(v);
  const up = new Set(v.phase === "flipping" ? v.flipped || [] : []);
  return (v.table || []).map((c, i) => {
    const n = i + 1;
    if (c === null && !seen.has(i)) {
      // an empty slot keeps its place; choosing it is an attempt Python refuses with the rule's message
      return h("button", { class: ["kids-slot kids-empty", selected.has(i) && "kids-selected", focus.has(i) && "kids-focus"].filter(Boolean).join(" "),
        "data-testid": "slot", "data-slot": i, "data-face": "empty", "aria-label": labelled(lang, t(lang, "slot", { n }), t(lang, "slot_empty")),
        "aria-pressed": selected.has(i) ? "true" : "false", onclick: () => onSlot?.(i) }, h("span", { class: "kids-num" }, n));
    }
    const face = up.has(i) ? c : seen.get(i) ?? null, won = c === null;   // a card just won shows, then leaves its slot empty
    const cls = ["kids-slot", face ? "kids-up" : "kids-down", won && "kids-won", seen.has(i) && !up.has(i) && !won && "kids-peek", selected.has(i) && "kids-selected",
      targets.has(i) && "kids-target", focus.has(i) && "kids-focus", picker != null && targets.has(i) && `kids-pick-${picker}`].filter(Boolean).join(" ");
    const label = labelled(lang, t(lang, "slot", { n }), face ? t(lang, "slot_up", { card: cardName(lang, face) }) : t(lang, "slot_down"));
    return h("button", { class: cls, "data-testid": "slot", "data-slot": i, "data-face": face || (c === null ? "empty" : "down"),
      "aria-label": label, "aria-pressed": selected.has(i) ? "true" : "false", onclick: () => onSlot?.(i) },
      h("span", { class: "kids-card" }, h("span", { class: "kids-back" }), face ? cardFace(lang, face, { colorblind: cb }) : null),
      h("span", { class: "kids-num" }, n));
  });
}

/** The deck: face down, its size. */
export function deckNode(p) {
  const v = shown(p), lang = langOf(p), n = v.deck_size ?? 0;
  return h("div", { class: `kids-deck${n ? "" : " kids-deck-empty"}`, "data-testid": "deck", "data-size": n },
    h("span", { class: "kids-back kids-deck-card", "aria-hidden": "true" }),
    h("span", { class: "kids-deck-label" }, labelled(lang, t(lang, "deck"), n === 0 ? t(lang, "deck_0") : t(lang, "deck_n", { n }))));
}

/** The die: the colour the engine rolled (never the page's), rolling when it was just rolled. */
export function dieNode(p) {
  const v = shown(p), lang = langOf(p), c = v.die, paint = PAINT[c];
  return h("div", { class: `kids-die${freshRoll(v) ? " kids-rolling" : ""}`, "data-testid": "die", "data-die": c || "",
    "aria-label": labelled(lang, t(lang, "die"), c ? colourName(lang, c) : t(lang, "die_none")) },
    h("span", { class: "kids-die-face", style: paint ? `background:${paint.fill};color:${paint.ink}` : "" }, c && p.colorblind ? paint.glyph : c ? "" : "?"),
    h("span", { class: "kids-die-label" }, c ? colourName(lang, c) : t(lang, "die_none")));
}

/** The direction of play, and a special card just drawn. */
export function directionNode(p) {
  const v = shown(p), lang = langOf(p), special = freshSpecial(v);
  return h("div", { class: "kids-direction", "data-testid": "direction", "data-direction": v.direction ?? 1 },
    h("span", { class: "kids-arrow", "aria-hidden": "true" }, v.direction === -1 ? "↺" : "↻"), " ", t(lang, v.direction === -1 ? "dir_right" : "dir_left"),
    special ? h("div", { class: "kids-special-banner", "data-testid": "special", role: "status" }, cardName(lang, special)) : null);
}

/** A seat's won pile in its chip: the count and the cards, by colour. */
export function pileInfo(p, q) {
  const v = shown(p), lang = langOf(p), w = (v.won || [])[q] || [];
  const counts = COLOURS.map((c) => [c, w.filter((x) => x === c).length]).filter(([, n]) => n);
  return [h("span", { class: "gl-chip-score", "data-testid": `pile-${q}` }, t(lang, "won_n", { n: w.length })),
    h("span", { class: "kids-pile" }, ...counts.map(([c, n]) => h("span", { class: "kids-pile-item" }, cardFace(lang, c, { colorblind: !!p.colorblind, small: true }), `×${n}`))),
    (v.skips || [])[q] ? h("span", { class: "kids-skips" }, t(lang, "skips")) : null];
}

/** The buttons of the turn: from Python's legal moves only (steal, give and bet list their choices). */
export function turnButtons(p, { selected, on }) {
  const lang = langOf(p), v = shown(p), legal = myTurn(p) ? p.legal || [] : [];
  const kinds = new Set(legal.map((m) => m.type));
  const btn = (id, label, onclick, cls = "") => h("button", { "data-testid": id, class: cls, onclick }, label);
  const out = [];
  if (kinds.has("roll")) out.push(btn("roll", `⚄ ${t(lang, "roll")} (R)`, () => on.move({ type: "roll" }), "gl-primary"));
  if (v.phase === "choose" || v.phase === "flipping") {
    out.push(btn("draw", `${t(lang, "draw")} (D)`, () => on.move({ type: "draw" }), kinds.has("draw") ? "gl-primary" : ""));
    out.push(btn("flip", `${selected.size ? t(lang, "flip", { n: selected.size }) : t(lang, "flip_none")} (Enter)`, () => on.flip()));
    out[out.length - 1].disabled = !myTurn(p) || !selected.size;      // another's turn, or no slot chosen: nothing to flip
    if (kinds.has("pass")) out.push(btn("pass", t(lang, v.phase === "flipping" ? "take" : "pass"), () => on.move({ type: "pass" })));
    if (selected.size) out.push(btn("clear", `${t(lang, "clear")} (Esc)`, () => on.clear()));
    out[0].disabled = !kinds.has("draw");
  }
  for (const m of legal) {
    if (m.type === "steal") out.push(btn("steal", t(lang, "steal_from", { players: m.from.map((q) => playerName(lang, q)).join(" + ") }), () => on.move(m)));
    if (m.type === "give") out.push(btn("give", t(lang, "give", { card: cardName(lang, m.card) }), () => on.move(m)));
  }
  const bets = legal.filter((m) => m.type === "bet");
  if (bets.length) out.push(h("span", { class: "kids-bet-label" }, t(lang, "bet_label")), ...bets.map((m) => btn("bet", String(m.amount), () => on.move(m))));
  return out;
}

/** The window's countdown in words and the timer bar's width, `left` seconds from its end (null: the window's own figure). */
export function countdown(p, left) {
  const w = p.window, lang = langOf(p);
  const text = w.left == null ? t(lang, "window_nolimit") : t(lang, "window_left", { s: Math.max(0, Math.ceil(left ?? w.left)) });
  const frac = w.left == null || !w.seconds ? 1 : Math.max(0, (left ?? w.left) / w.seconds);
  return { text, width: `${(frac * 100).toFixed(1)}%` };
}

/** The grab window: one row per asked seat (its key, touch targets, whether it answered), and the countdown. */
export function windowNodes(p, { picker, picked, left, on }) {
  if (!windowOpen(p)) return [];
  const lang = langOf(p), w = p.window;
  const rows = w.seats.map((x) => {
    const name = playerName(lang, x.seat), choosing = picker === x.seat;
    const status = x.answered ? t(lang, "window_answered") : choosing ? t(lang, "window_choosing") : t(lang, "window_waiting");
    return h("div", { class: `kids-wrow kids-seat-${x.seat}${x.answered ? " kids-answered" : ""}${choosing ? " kids-choosing" : ""}`, "data-testid": `window-${x.seat}` },
      h("span", { class: "kids-key", "aria-hidden": !x.human }, x.human ? x.key : "⚙"),
      h("span", { class: "kids-wname" }, name), h("span", { class: "kids-wstatus", "data-testid": `window-status-${x.seat}` }, status),
      x.human && !x.answered ? h("span", { class: "kids-wbtns" },
        choosing
          ? [h("button", { class: "gl-primary", "data-testid": `window-send-${x.seat}`, disabled: !picked.size, onclick: () => on.send(x.seat), "aria-label": labelled(lang, name, t(lang, "window_send", { n: picked.size })) }, t(lang, "window_send", { n: picked.size })),
             h("button", { "data-testid": `window-cancel-${x.seat}`, onclick: () => on.cancel() }, t(lang, "window_cancel"))]
          : [h("button", { class: "gl-primary", "data-testid": `window-grab-${x.seat}`, onclick: () => on.pick(x.seat), "aria-label": labelled(lang, name, `${t(lang, "window_grab")} (${t(lang, "window_key", { key: x.key })})`) }, `${t(lang, "window_grab")} (${x.key})`),
             h("button", { "data-testid": `window-pass-${x.seat}`, onclick: () => on.pass(x.seat), "aria-label": labelled(lang, name, t(lang, "window_pass")) }, t(lang, "window_pass"))]) : null);
  });
  const { text, width } = countdown(p, left);
  const pick = picker != null ? w.seats.find((x) => x.seat === picker) : null;
  return [h("div", { class: "kids-wtitle" }, t(lang, "window_title"), " · ", h("span", { "data-testid": "countdown" }, text)),
    h("div", { class: "kids-timer", "aria-hidden": "true" }, h("span", { style: `width:${width}` })),
    ...rows,
    pick ? h("div", { class: "kids-whint", "data-testid": "window-hint" }, t(lang, "window_pick", { player: playerName(lang, pick.seat), key: pick.key })) : null];
}

