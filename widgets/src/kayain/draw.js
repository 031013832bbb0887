// Pure drawing functions: DOM nodes built from the projection (and the turn in progress), with handlers passed in.
import { h, put } from "../common/dom.js";
import { playerName, colon, labelled } from "../common/i18n.js";
import { t } from "./strings.js";
import { BASE, MIXED, COLOURS, colourName, cardsOf, patternCss } from "./colours.js";
import { langOf, shown, handGroups, slotAt, placeTargets, canCollect, canDraw, canDeclare, focusOf, mixOf, needsHeld, bottomSeat, myTurn, isLive } from "./projection.js";
import { colourList, sideName } from "./text.js";

/** A gouache card: its colour, its name printed on it, and its pattern in colour-blind mode. */
export function cardFace(c, { lang, colorblind, small = false, cls = "" } = {}) {
  const col = COLOURS[c] || { fill: "#ccc", ink: "#000" };
  return h("span", { class: `kc ${small ? "kc-small" : ""} ${cls}`.trim(), "data-colour": c, style: `background:${col.fill};color:${col.ink}` },
    colorblind && h("span", { class: "kc-pat", "aria-hidden": "true", style: `background:${patternCss(c)}` }),
    h("span", { class: "kc-name", style: colorblind ? `background:${col.fill}` : null }, colourName(lang, c)));
}

/** A face-down card as the table shows it: the announced colour, and a question mark unless it is ours (then its true colour too). */
export function faceDown(e, { lang, colorblind }) {
  const col = COLOURS[e.announced] || { fill: "#ccc" };
  const mine = e.card != null;
  return h("span", { class: `kfd ${mine ? "kfd-mine" : "kfd-theirs"}`, "data-announced": e.announced, "data-card": mine ? e.card : null, "data-by": e.by },
    // the spaces between the parts keep the words apart when the card is read as text (the flex layout does not show them)
    h("span", { class: "kfd-back" },
      h("span", { class: "kfd-said-label" }, t(lang, "announced")), " ",
      h("span", { class: "kfd-said", style: `border-color:${col.fill}` }, cardFace(e.announced, { lang, colorblind, small: true })), " ",
      mine ? h("span", { class: "kfd-truth" }, `${t(lang, "true_colour")}${colon(lang)}`, cardFace(e.card, { lang, colorblind, small: true }),
        e.card !== e.announced && h("b", { class: "kfd-bluff" }, ` ${t(lang, "bluff")}`))
        : h("span", { class: "kfd-q", "aria-hidden": "true" }, "?")));
}

/** One place of the workshop: a button (empty: a target when the chosen card may go there; full: its card). */
export function slotNode(p, i, k, sel, on) {
  const lg = langOf(p), v = shown(p), e = slotAt(v, i, k), key = `${i}:${k}`, seat = p.seat;
  const targets = sel.card ? placeTargets(p, sel.card) : new Set(), focus = focusOf(p);
  // the place's name, then what it shows in the words it shows them (announced, truly, bluff): what is read out starts as it is seen
  const what = !e ? t(lg, "slot_empty") : e.card ? t(lg, e.card === e.announced ? "slot_mine" : "slot_mine_bluff", { card: colourName(lg, e.card), colour: colourName(lg, e.announced) })
    : t(lg, "slot_theirs", { colour: colourName(lg, e.announced) });
  const cls = ["kslot", e ? "kslot-full" : "kslot-empty", targets.has(key) && "gl-target", focus.places.has(key) && "gl-focus",
    sel.slot && sel.slot[0] === i && sel.slot[1] === k && "kslot-chosen", sel.cursor && sel.cursor[0] === i && sel.cursor[1] === k && myTurn(p) && "kslot-cursor"];
  return h("button", { class: cls.filter(Boolean).join(" "), "data-testid": `slot-${i}-${k}`, "data-palette": i, "data-side": k,
    "aria-label": t(lg, "slot_label", { n: i + 1, side: sideName(lg, k, seat), what }), onclick: () => on.slot(i, k) },
  e ? faceDown(e, { lang: lg, colorblind: !!p.colorblind }) : h("span", { class: "kslot-plus", "aria-hidden": "true" }, targets.has(key) ? "+" : ""));
}

/** The middle of a palette: its number, what the announcements would make, and its Collect button. */
export function paletteMiddle(p, i, on) {
  const lg = langOf(p), v = shown(p), a = slotAt(v, i, 0), b = slotAt(v, i, 1), ok = canCollect(p, i);
  const made = a && b ? mixOf(p.chart, a.announced, b.announced) : null;
  return h("div", { class: "kpal-mid" },
    h("div", { class: "kpal-name" }, t(lg, "palette", { n: i + 1 })),
    a && b && h("div", { class: "kpal-mix", "data-testid": `mix-${i}` }, t(lg, "mix_announced", { a: colourName(lg, a.announced), b: colourName(lg, b.announced), made: made ? colourName(lg, made) : t(lg, "makes_nothing") })),
    myTurn(p) && (a || b) && h("button", { class: `kcollect ${ok ? "gl-primary gl-legal" : "gl-unoffered"}`, "data-testid": `collect-${i}`, "aria-disabled": ok ? null : "true",
      "aria-label": t(lg, "collect_label", { n: i + 1 }), onclick: () => on.collect(i) }, `${t(lg, "collect")}`));
}

/** The workshop: six palettes, the other side on top, the seat's side below (the seed's two rows of six). */
export function workshopNodes(p, sel, on) {
  const lg = langOf(p), bottom = bottomSeat(p), top = 1 - bottom, seat = p.seat;
  const row = (k) => h("div", { class: "kws-side-label" }, sideName(lg, k, seat));
  return [row(top), h("div", { class: "kws-palettes" }, ...[0, 1, 2, 3, 4, 5].map((i) =>
    h("div", { class: "kpal", "data-testid": `palette-${i}` }, slotNode(p, i, top, sel, on), paletteMiddle(p, i, on), slotNode(p, i, bottom, sel, on)))), row(bottom)];
}

/** The hand on screen, one button per colour with its count; the other hand as a count. */
export function handNodes(p, sel, on) {
  const lg = langOf(p), v = shown(p), focus = focusOf(p), turn = myTurn(p);
  return handGroups(v, p.seat).map(([c, n], j) => h("button", {
    class: ["khand-card", sel.card === c && "kchosen", focus.colours.has(c) && "gl-focus", turn && "gl-legal"].filter(Boolean).join(" "),
    "data-testid": "hand-card", "data-colour": c, "aria-pressed": sel.card === c ? "true" : "false",
    // named by what it shows ("cyan ×2"); the sentence and the key in its title, the key also as a shortcut
    title: j < 9 ? labelled(lg, j + 1, cardsOf(lg, c, n)) : cardsOf(lg, c, n), "aria-keyshortcuts": j < 9 ? String(j + 1) : null, onclick: () => on.card(c),
  }, cardFace(c, { lang: lg, colorblind: !!p.colorblind }), n > 1 && h("span", { class: "kcount" }, ` ×${n}`), j < 9 && h("span", { class: "kkey", "aria-hidden": "true" }, String(j + 1))));
}

/** The announcement picker: every colour Python lists for this card and place (any colour: bluffing is the game). */
export function announceNodes(p, sel, choices, on) {
  const lg = langOf(p), [i, k] = sel.slot;
  return [h("div", { class: "kann-title" }, t(lg, "announce_title", { card: colourName(lg, sel.card), n: i + 1, side: sideName(lg, k, p.seat) })),
    h("div", { class: "kann-note" }, t(lg, "announce_note")),
    h("div", { class: "kann-list", role: "group" }, ...choices.map((c) => h("button", {
      class: `kann-colour ${c === sel.card ? "kann-truth" : ""}`, "data-testid": `announce-${c}`, "data-colour": c, "aria-label": colourName(lg, c) + (c === sel.card ? ` (${t(lg, "truth")})` : ""),
      onclick: () => on.announce(c),
    }, cardFace(c, { lang: lg, colorblind: !!p.colorblind, small: true }), c === sel.card && h("span", { class: "kann-tag" }, t(lg, "truth"))))),
    h("button", { class: "kann-cancel", "data-testid": "announce-cancel", onclick: on.cancel }, t(lg, "cancel"))];
}

/** The supply: base piles to draw from (buttons), mixed piles with their counts (a click still asks Python, which says why not). */
export function supplyNodes(p, on) {
  const lg = langOf(p), v = shown(p), sup = v.supply || {}, focus = focusOf(p), turn = myTurn(p), cb = !!p.colorblind;
  const pile = (c, base) => {
    const ok = base && canDraw(p, c), n = sup[c] ?? 0;
    return h("button", { class: ["kpile", base ? "kpile-base" : "kpile-mixed", ok && "gl-legal", focus.colours.has(c) && "gl-focus", n === 0 && "kpile-empty"].filter(Boolean).join(" "),
      "data-testid": `pile-${c}`, "data-colour": c, "aria-disabled": ok ? null : "true", disabled: !turn,
      title: base ? t(lg, "draw_label", { cards: cardsOf(lg, c, 1), n }) : t(lg, "pile_label", { colour: colourName(lg, c), n }),   // named by what it shows: "cyan 6"
      onclick: () => on.draw(c) }, cardFace(c, { lang: lg, colorblind: cb, small: true }), " ", h("span", { class: "kpile-n" }, String(n)));
  };
  return [h("div", { class: "ksub" }, t(lg, "base_piles")), h("div", { class: "kpiles" }, ...BASE.map((c) => pile(c, true))),
    h("div", { class: "ksub" }, t(lg, "mixed_piles")), h("div", { class: "kpiles" }, ...MIXED.map((c) => pile(c, false)))];
}

/** The painting cards in the seat's hand: value, colours needed (✓ held), and Declare (warned when a colour is missing). */
export function paintingNodes(p, on) {
  const lg = langOf(p), v = shown(p), me = p.seat, mine = (me != null && v.paintings?.[me]) || [], focus = focusOf(p), cb = !!p.colorblind;
  return mine.map((x, j) => {
    const held = needsHeld(x, v.hands?.[me]), missing = held.filter(([, ok]) => !ok).map(([c]) => c), ok = canDeclare(p, x.id);
    return h("div", { class: ["kpainting", focus.paintings.has(x.id) && "gl-focus", !missing.length && "kready"].filter(Boolean).join(" "), "data-testid": "painting", "data-id": x.id },
      h("div", { class: "kp-head" }, h("span", { class: "kp-value" }, String(x.value)), h("span", { class: "kp-title" }, x.title || x.id), h("span", { class: "kkey" }, String(j + 1))),
      h("div", { class: "kp-needs" }, ...held.map(([c, has]) => h("span", { class: `kp-need ${has ? "kp-has" : "kp-lacks"}` }, cardFace(c, { lang: lg, colorblind: cb, small: true }), has ? "✓" : "✗"))),
      h("div", { class: `kp-note ${missing.length ? "kp-warn" : ""}` }, missing.length ? t(lg, "missing", { colours: colourList(lg, missing) }) : t(lg, "ready")),
      myTurn(p) && h("button", { class: `kdeclare ${ok ? "gl-legal" : "gl-unoffered"} ${ok && !missing.length ? "gl-primary" : ""}`, "data-testid": `declare-${x.id}`,
        "aria-label": t(lg, "declare_label", { action: missing.length ? t(lg, "declare_anyway") : t(lg, "declare"), title: x.title || x.id, value: x.value }),
        onclick: () => on.declare(x.id) },
      missing.length ? t(lg, "declare_anyway") : t(lg, "declare")));
  });
}

/** Completed paintings: the seat's own with their values; the others' as a count (face down until the end). */
export function completedNodes(p) {
  const lg = langOf(p), v = shown(p);
  return [0, 1].map((q) => {
    const done = v.completed?.[q];
    const n = done ? done.length : v.completed_counts?.[q] ?? 0;       // none is said alike for both painters
    return h("div", { class: "kdone", "data-testid": `completed-${q}` }, h("b", {}, `${playerName(lg, q)} · ${t(lg, "completed")}${colon(lg)}`),
      n === 0 ? t(lg, "completed_none") : done ? done.map((x) => `${x.title || x.id} (${x.value})`).join(", ") : t(lg, "completed_hidden", { n }));
  });
}

/** The player aid: every mix from Python's chart, as cards. */
export function chartNodes(p) {
  const lg = langOf(p), cb = !!p.colorblind;
  return [h("div", { class: "kchart-note" }, t(lg, "chart_note")), h("ul", { class: "kchart-list" }, ...(p.chart || []).map((r) => h("li", { "data-testid": `chart-${r.makes}` },
    cardFace(r.from[0], { lang: lg, colorblind: cb, small: true }), " + ", cardFace(r.from[1], { lang: lg, colorblind: cb, small: true }), " = ",
    cardFace(r.makes, { lang: lg, colorblind: cb, small: true }))))];
}

/** The seat chip's details: cards in hand, paintings, completed, the brush. */
export function seatInfo(p, q) {
  const lg = langOf(p), v = shown(p);
  return [h("span", { class: "gl-chip-who", "data-testid": `count-${q}` }, `${t(lg, "count_cards", { n: v.hand_sizes?.[q] ?? 0 })} · ${t(lg, "count_paintings", { n: v.painting_counts?.[q] ?? 0 })} · ${t(lg, "count_completed", { n: v.completed_counts?.[q] ?? 0 })}`),
    v.brush === q && h("span", { class: "kbrush", title: t(lg, "brush"), "aria-label": t(lg, "brush"), "data-testid": `brush-${q}` }, t(lg, "brush_short"))];
}

/** The last move, big: a collection shows the two cards turned over and their mix; a declaration its painting, right or wrong. */
export function lastEventNodes(p, line) {
  const lg = langOf(p), v = shown(p), e = v.log?.[v.log.length - 1], cb = !!p.colorblind;
  if (!e || e.event === "start") return [];
  const parts = [h("div", { class: "klast-title" }, t(lg, "last_event"))];
  if (e.event === "collect") parts.push(h("div", { class: "klast-mix", "data-testid": "last-mix" }, cardFace(e.cards[0], { lang: lg, colorblind: cb }), h("span", {}, "+"),
    cardFace(e.cards[1], { lang: lg, colorblind: cb }), h("span", {}, "="), e.makes ? cardFace(e.makes, { lang: lg, colorblind: cb, cls: e.gained ? "" : "kc-lost" }) : h("span", { class: "klast-none" }, "∅")));
  if (e.event === "declare") parts.push(h("div", { class: `klast-declare ${e.correct ? "kok" : "kwrong"}`, "data-testid": "last-declare" },
    h("span", { class: "kp-value" }, String(e.value)), h("b", {}, e.title || e.painting), ...e.colours.map((c) => cardFace(c, { lang: lg, colorblind: cb, small: true })),
    h("span", { class: "klast-verdict" }, e.correct ? "✓" : "✗")));
  parts.push(h("div", { class: "klast-line" }, line));
  return parts;
}

/** The outcome in words: who wins, the ending rule's message, each painter's pigments and how they add up. */
export function outcomeNodes(p, status) {
  const lg = langOf(p), o = p.outcome || {}, v = shown(p);
  const lines = [0, 1].map((q) => {
    const done = v.completed?.[q] || [], hand = v.hands?.[q] || [], mixed = hand.filter((c) => MIXED.includes(c)).length;
    return h("li", { "data-testid": `score-${q}` }, t(lg, "score_line", { player: playerName(lg, q), total: o.scores?.[q] ?? 0,
      paintings: done.reduce((a, x) => a + x.value, 0), n: mixed, penalty: 5 * mixed }));
  });
  return [h("b", {}, status), h("div", { class: "gl-ranking", "data-testid": "outcome-reason" }, o.messages?.[lg] ?? ""),
    h("div", {}, t(lg, "over_scores")), h("ol", { class: "kscores" }, ...lines)];
}

/** The hand-over screen: the board below it is already the spectator's (no hand, no true colour). */
export function handoverNodes(p, onTake, onUndo) {
  const lg = langOf(p), player = playerName(lg, p.handover);
  return [h("div", { class: "gl-handover-card" },
    h("h3", {}, t(lg, "handover_title", { player })), h("p", {}, t(lg, "handover_note_k", { player })),
    h("button", { class: "gl-primary", "data-testid": "take-seat", onclick: onTake }, t(lg, "handover_button_k", { player })),
    p.can_undo && h("div", { class: "gl-handover-undo" }, h("button", { "data-testid": "handover-undo", onclick: onUndo }, `↶ ${t(lg, "handover_undo")}`)))];
}

export { put, isLive };
