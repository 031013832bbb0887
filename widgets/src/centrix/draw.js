// Drawing functions: a snapshot of the projection (and the play in progress) in, DOM nodes out.
// No model, no listeners of their own, no state: each is tested alone (widgets/test/centrix.test.js).
import { h, s } from "../common/dom.js";
import { t as tr, playerName, labelled } from "../common/i18n.js";
import { t } from "./strings.js";
import { RINGS, SECTORS, TOP_R, RING_W, PAWN_R, OUTER, inner, angleOf, polar, squarePath, colourAt, centreOf, mark,
  pawnsOf, spotOf, reserveBox, mod } from "./geometry.js";
import { PALETTE, TOP_FILL, COLOURS, icon, playerColour } from "./palette.js";
import { langOf, shown, isLive } from "./projection.js";
import { valueOf } from "./selection.js";
import { colourName, cardName, whereText } from "./text.js";

/** Ring `L` of a view: its 12 squares where they stand now, each with its colour (and icon in colour-blind mode). */
export function ringNode(view, L, { colorblind = false } = {}) {
  const g = s("g", { class: "cx-ring", "data-ring": L });
  for (let sec = 0; sec < SECTORS; sec++) {
    const c = colourAt(view, L, sec);
    const sq = s("g", { class: `cx-sq c-${c}`, "data-ring": L, "data-sector": sec, "data-colour": c },
      s("path", { d: squarePath(L, sec), fill: PALETTE[c].fill }));
    if (colorblind) { const [x, y] = centreOf(L, sec); sq.append(icon(c, x, y, 7.5)); }
    g.append(sq);
  }
  return g;
}

/** The black top (level 7) and the clock numbers around the rings (sector s is at s o'clock, 12 for sector 0). */
export function frameNodes() {
  const out = [s("circle", { class: "cx-top", "data-top": "1", r: TOP_R - 2, fill: TOP_FILL })];
  for (let sec = 0; sec < SECTORS; sec++) {
    const [x, y] = polar(OUTER + 18, angleOf(sec));
    out.push(s("text", { class: "cx-clock", x: x.toFixed(1), y: (y + 5).toFixed(1), "text-anchor": "middle" }, String(sec === 0 ? 12 : sec)));
  }
  return out;
}

/** The reserve boxes under the rings, one per player, in the player's colour. */
export function reserveNodes(view, lang) {
  const n = view.pawns.length;
  return view.pawns.map((_, p) => {
    const [x, y] = reserveBox(p, n), c = playerColour(p);
    return s("g", { class: "cx-reserve", "data-reserve": p },
      s("rect", { x: x - 54, y: y - 22, width: 108, height: 44, rx: 10, fill: "#fff", stroke: PALETTE[c].fill, "stroke-width": 3 }),
      s("text", { class: "cx-reserve-label", x, y: y + 36, "text-anchor": "middle" }, playerName(lang, p)));
  });
}

/** A pawn: a disc in its player's colour, ringed in black, with its mark (player number and letter a, b, c). */
export function pawnNode(p, i, [x, y], { mine = false, selected = false, movable = false, at = null, top = false } = {}) {
  const c = playerColour(p), r = top ? PAWN_R - 4 : PAWN_R;
  const cls = ["cx-pawn", mine && "cx-mine", selected && "cx-selected", movable && "cx-movable"].filter(Boolean).join(" ");
  return s("g", { class: cls, "data-testid": "pawn", "data-pawn": `${p}-${i}`, "data-player": p, "data-index": i,
    "data-at": JSON.stringify(at), transform: `translate(${x.toFixed(2)} ${y.toFixed(2)})` },
    s("circle", { class: "cx-pawn-halo", r: r + 5 }),
    s("circle", { class: "cx-pawn-body", r, fill: PALETTE[c].fill, stroke: "#111", "stroke-width": 2.5 }),
    s("text", { class: "cx-pawn-mark", y: top ? 3.5 : 4.5, "text-anchor": "middle", fill: PALETTE[c].ink, "font-size": top ? 9 : 12 }, mark(p, i)));
}

/** Every pawn of `view` where it stands (a ring being turned by `turning` carries its pawns). */
export function pawnNodes(view, { seat = null, selected = null, movable = [], turning = null } = {}) {
  return pawnsOf(view).map(({ p, i, at }) => pawnNode(p, i, spotOf(view, p, i, at, turning), {
    mine: p === seat, selected: p === seat && i === selected, movable: p === seat && movable.includes(i), at, top: at === "top" }));
}

/** The squares (or the top) a chosen pawn may reach: Python's legal targets, filtered by the choices so far. */
export function targetNodes(targets) {
  return targets.map((to) => {
    if (to === "top") return s("circle", { class: "cx-target cx-target-top", "data-testid": "target", "data-to": JSON.stringify(to), r: TOP_R - 8 });
    // above the pawns (a bump's square holds one): an outline, and a dot by the square's outer edge
    const [x, y] = polar(inner(to[0]) + RING_W - 8, angleOf(to[1]) + 9);
    return s("g", { class: "cx-target", "data-testid": "target", "data-to": JSON.stringify(to) },
      s("path", { d: squarePath(to[0], to[1]) }), s("circle", { cx: x.toFixed(2), cy: y.toFixed(2), r: 4.5 }));
  });
}

/** The squares a rejection names (`feedback.focus`), on the live board of the position it was refused on. */
export function focusNodes(p) {
  const f = p.feedback || {};
  const spots = isLive(p) && f.ply === p.ply && Array.isArray(f.focus) ? f.focus : [];
  return spots.filter((x) => x === "top" || (Array.isArray(x) && x.length === 2)).map((x) => (x === "top"
    ? s("circle", { class: "cx-focus", "data-testid": "focus", r: TOP_R - 4 })
    : s("path", { class: "cx-focus", "data-testid": "focus", d: squarePath(x[0], x[1]) })));
}

/** A card as a small picture: its colour and number; the wilds in all six colours, each with its own sign. */
export function cardPicture(card, { colorblind = false, w = 46, hgt = 64 } = {}) {
  const parts = [];
  if (card === "ANY" || card === "SPIN") {
    COLOURS.split("").forEach((c, k) => parts.push(s("rect", { x: 3, y: 3 + (k * (hgt - 6)) / 6, width: w - 6, height: (hgt - 6) / 6 + 0.5, fill: PALETTE[c].fill })));
    parts.push(s("circle", { cx: w / 2, cy: hgt / 2, r: 14, fill: "#fff", stroke: "#111", "stroke-width": 1.5 }));
    parts.push(card === "ANY"
      ? s("polygon", { class: "cx-card-sign", transform: `translate(${w / 2} ${hgt / 2})`, points: "0,-10 2.6,-3.6 9.5,-3.1 4.2,1.4 5.9,8.1 0,4.4 -5.9,8.1 -4.2,1.4 -9.5,-3.1 -2.6,-3.6", fill: "#111" })
      : s("g", { class: "cx-card-sign", transform: `translate(${w / 2} ${hgt / 2})` },
        s("path", { d: "M 8 -3 A 8.5 8.5 0 1 0 6 6", fill: "none", stroke: "#111", "stroke-width": 2.6 }),
        s("polygon", { points: "4.5,-8.5 11.5,-4.5 4.5,0.5", fill: "#111" })));
  } else {
    const c = card[0], col = PALETTE[c];
    parts.push(s("rect", { x: 3, y: 3, width: w - 6, height: hgt - 6, rx: 5, fill: col.fill }));
    parts.push(s("text", { x: w / 2, y: hgt / 2 + 10, "text-anchor": "middle", "font-size": 30, "font-weight": 800, fill: col.ink }, String(valueOf(card))));
    if (colorblind) parts.push(icon(c, 12, 13, 5.5));
  }
  return s("svg", { class: "cx-card-svg", width: w, height: hgt, viewBox: `0 0 ${w} ${hgt}`, "aria-hidden": "true" },
    s("rect", { x: 0.75, y: 0.75, width: w - 1.5, height: hgt - 1.5, rx: 7, fill: "#fff", stroke: "#1b1b1b", "stroke-width": 1.5 }), ...parts);
}

/** The hand: one button per card, with its key (1–3), its picture and its name in words. */
export function cardButtons(p, cards, sel, { enabled, onSelect, playable = () => true }) {
  const lg = langOf(p);
  return cards.map((card, k) => h("button", {
    class: ["cx-card", card === sel.card && "gl-selected", enabled && !playable(card) && "gl-dim"].filter(Boolean).join(" "),
    "data-testid": "card", "data-card": card, "aria-pressed": card === sel.card ? "true" : "false",
    // named by the words it shows ("red 3"); its key is a shortcut, and both are in its title
    title: labelled(lg, k + 1, cardName(lg, card)), "aria-keyshortcuts": String(k + 1), disabled: !enabled, onclick: () => onSelect(card),
  }, h("span", { class: "cx-card-key", "aria-hidden": "true" }, String(k + 1)), cardPicture(card, { colorblind: !!p.colorblind }),
    h("span", { class: "cx-card-name" }, cardName(lg, card))));
}

/** What a seat's chip says besides its name: cards in hand, pawns on the top, finishing place. */
export function seatInfo(p, q) {
  const v = shown(p), lg = langOf(p), n = v.hand_sizes?.[q] ?? 0, out = [];
  out.push(h("span", { class: "cx-chip-dot", style: `background:${PALETTE[playerColour(q)].fill}` }));
  out.push(h("span", { class: "gl-chip-count", "data-testid": `cards-${q}` }, t(lg, "cards_n", { n })));
  const top = (v.pawns?.[q] || []).filter((x) => x === "top").length;
  out.push(h("span", { class: "cx-chip-top", "data-testid": `top-${q}` }, t(lg, "on_top", { n: top })));
  const place = (v.finished || []).indexOf(q);
  if (place >= 0) out.push(h("span", { class: "gl-chip-out", "data-testid": `place-${q}` }, t(lg, "place", { n: place + 1 })));
  return out;
}

/** The outcome panel: `headline`, the ending rule's message, the ranking. */
export function outcomeNodes(p, headline) {
  const o = p.outcome || {}, lg = langOf(p);
  const ranking = (o.ranking || []).map((r, i) => `${i + 1}. ${r.map((q) => playerName(lg, q)).join(" = ")}`).join("  ·  ");
  return [h("strong", {}, headline), h("div", {}, o.messages?.[lg] ?? ""), h("div", { class: "gl-ranking" }, labelled(lg, tr(lg, "ranking"), ranking))];
}

/** The colour-blind legend: each colour's square with its icon and name. */
export function legendNodes(p) {
  const lg = langOf(p);
  return [t(lg, "legend"), ...COLOURS.split("").map((c) => h("span", { class: "cx-legend-item" },
    s("svg", { width: 20, height: 20, viewBox: "-10 -10 20 20", "aria-hidden": "true" },
      s("rect", { x: -10, y: -10, width: 20, height: 20, rx: 3, fill: PALETTE[c].fill, stroke: "#555" }), icon(c, 0, 0, 6)),
    ` ${colourName(lg, c)}`))];
}
