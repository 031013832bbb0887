// Tiny DOM helpers: build HTML and SVG elements without a framework.
const SVG_NS = "http://www.w3.org/2000/svg";

import TYPOGRAPHY from "./typography.json";

const NO_BREAK = new RegExp(TYPOGRAPHY.no_break, "g");   // one pattern, which Python's games_lib.core.typeset reads too
/** Text as a page shows it: French's space before « : ; ? ! » and inside « » made a no-break space, so that it never starts a
 * line. English words have no space there (the word tables refuse one), so the rule applies whatever the language. */
export const typeset = (text) => text.replace(NO_BREAK, "\u00a0");

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (k === "text") node.textContent = typeset(String(v));
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(typeset(String(c))));
  }
  return node;
}

/** An HTML element: h("button", {class: "x", onclick: f}, "label") */
export const h = (tag, attrs, ...children) => fill(document.createElement(tag), attrs, children);
/** An SVG element: s("rect", {x: 0, y: 0, width: 10, height: 10}) */
export const s = (tag, attrs, ...children) => fill(document.createElementNS(SVG_NS, tag), attrs, children);
/** Replace the children of `node` */
export const put = (node, ...children) => { node.replaceChildren(); fill(node, {}, children); return node; };
