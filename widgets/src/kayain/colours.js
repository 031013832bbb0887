// The fifteen gouache colours of Kayaîn: fill and ink (every name readable on its card: a contrast of 4.5 or more), the name in each language (French agreeing with « carte »),
// and a pattern for colour-blind mode. Every card prints its colour's name (the seed asks it for colour-blind players).
export const BASE = ["cyan", "yellow", "magenta", "black", "white"];
export const MIXED = ["green", "orange", "mauve", "red", "night_blue", "khaki", "dark_green", "brown", "pink", "grey"];
export const ALL = [...BASE, ...MIXED];

// fr: the noun (masculine: « le vert »), then the adjective after « carte » (feminine singular, plural).
export const COLOURS = {
  cyan: { fill: "#12b5e5", ink: "#06232c", en: "cyan", fr: ["cyan", "cyan", "cyan"] },
  yellow: { fill: "#ffd21f", ink: "#3b2f00", en: "yellow", fr: ["jaune", "jaune", "jaunes"] },
  magenta: { fill: "#d4007f", ink: "#ffffff", en: "magenta", fr: ["magenta", "magenta", "magenta"] },
  black: { fill: "#1d1d1f", ink: "#ffffff", en: "black", fr: ["noir", "noire", "noires"] },
  white: { fill: "#fbfbf7", ink: "#2b2b2b", en: "white", fr: ["blanc", "blanche", "blanches"] },
  green: { fill: "#3aa635", ink: "#111111", en: "green", fr: ["vert", "verte", "vertes"] },
  orange: { fill: "#f28c00", ink: "#2d1a00", en: "orange", fr: ["orange", "orange", "orange"] },
  mauve: { fill: "#9152b0", ink: "#ffffff", en: "mauve", fr: ["mauve", "mauve", "mauves"] },
  red: { fill: "#d7263d", ink: "#ffffff", en: "red", fr: ["rouge", "rouge", "rouges"] },
  night_blue: { fill: "#1b2a6b", ink: "#ffffff", en: "night blue", fr: ["bleu nuit", "bleu nuit", "bleu nuit"] },
  khaki: { fill: "#b5a76a", ink: "#2a2511", en: "khaki", fr: ["kaki", "kaki", "kaki"] },
  dark_green: { fill: "#1e5631", ink: "#ffffff", en: "dark green", fr: ["vert foncé", "vert foncé", "vert foncé"] },
  brown: { fill: "#7b4a24", ink: "#ffffff", en: "brown", fr: ["marron", "marron", "marron"] },
  pink: { fill: "#f6a8c8", ink: "#3d1426", en: "pink", fr: ["rose", "rose", "roses"] },
  grey: { fill: "#8d939a", ink: "#111111", en: "grey", fr: ["gris", "grise", "grises"] },
};

const known = (c) => COLOURS[c] || { fill: "#cccccc", ink: "#000000", en: String(c), fr: [String(c), String(c), String(c)] };

/** The colour's name as a noun ("night blue", « bleu nuit »): what a card prints and what is announced. */
export const colourName = (lang, c) => (lang === "fr" ? known(c).fr[0] : known(c).en);

/** "2 green cards", "an orange card", « 2 cartes vertes », « une carte blanche »: the French adjective agrees with « carte(s) »,
 *  the English article with the colour's first sound. */
export function cardsOf(lang, c, n) {
  const col = known(c);
  if (lang === "fr") return n === 1 ? `une carte ${col.fr[1]}` : `${n} cartes ${col.fr[2]}`;
  return n === 1 ? `${/^[aeiou]/i.test(col.en) ? "an" : "a"} ${col.en} card` : `${n} ${col.en} cards`;
}

/** Is `c` a base colour (drawn from the supply, never mixed)? */
export const isBase = (c) => BASE.includes(c);

// One pattern per colour (stripes in four directions and two widths, dots, hatches, checks, rings), drawn in the ink.
const stripes = (deg, w, gap) => (ink) => `repeating-linear-gradient(${deg}deg, ${ink} 0 ${w}px, transparent ${w}px ${gap}px)`;
const dots = (r, size) => (ink) => `radial-gradient(circle, ${ink} ${r}px, transparent ${r + 0.5}px) 0 0 / ${size}px ${size}px`;
const PATTERNS = {
  cyan: stripes(45, 2, 8), yellow: dots(2, 9), magenta: stripes(135, 2, 8), black: stripes(0, 2, 7), white: stripes(90, 2, 7),
  green: (ink) => `${stripes(0, 1.5, 9)(ink)}, ${stripes(90, 1.5, 9)(ink)}`,
  orange: (ink) => `${stripes(45, 1.5, 10)(ink)}, ${stripes(135, 1.5, 10)(ink)}`,
  mauve: dots(3.5, 14), red: stripes(45, 5, 12), night_blue: stripes(0, 5, 12),
  khaki: (ink) => `conic-gradient(${ink} 25%, transparent 0 50%, ${ink} 0 75%, transparent 0) 0 0 / 14px 14px`,
  dark_green: stripes(90, 5, 12), brown: (ink) => `${dots(1.8, 10)(ink)}, ${stripes(135, 1.2, 10)(ink)}`,
  pink: (ink) => `radial-gradient(circle, transparent 3px, ${ink} 3.5px 5px, transparent 5.5px) 0 0 / 14px 14px`,
  grey: stripes(135, 1, 4),
};

/** The CSS background of colour `c`'s pattern (colour-blind mode), in its ink at half strength. */
export function patternCss(c) {
  const col = known(c), draw = PATTERNS[c];
  if (!draw) return "none";
  const ink = col.ink === "#ffffff" ? "rgba(255,255,255,0.55)" : "rgba(0,0,0,0.45)";
  return draw(ink);
}
