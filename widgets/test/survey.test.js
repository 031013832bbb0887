// @vitest-environment jsdom
// The survey after a game and the playtester's name: drawn from Python's questions in either language, read back as
// the answers a person gave (nothing required), the name kept once per device, and a seat's page that sends both.
import { describe, it, expect } from "vitest";
import { drawSurvey, keepPlayer, playerBar, readAnswers, storedPlayer, WORDS } from "../src/survey.js";
import { peopleParts, tableModel, traitsOf } from "../src/table-host.js";
import survey from "../src/survey.js";
import { typeset } from "../src/common/dom.js";
import { FakeModel } from "./fake-model.js";

const QUESTIONS = [
  { id: "fun", kind: "scale", low: 1, high: 5, en: "How much did you enjoy this game?", fr: "Cette partie vous a-t-elle plu ?",
    ends: { en: ["not at all", "very much"], fr: ["pas du tout", "beaucoup"] } },
  { id: "confused", kind: "rule", en: "Which rule confused you?", fr: "Quelle règle vous a embrouillé ?",
    choices: [{ id: "none", en: "None", fr: "Aucune" }, { id: "chromino.contact.two_squares", en: "Touch two sides", fr: "Toucher deux côtés" }] },
  { id: "comment", kind: "text", en: "Anything else?", fr: "Autre chose ?" },
];

/** A localStorage of one's own. */
function memory() { const m = new Map(); return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)) }; }

describe("the survey", () => {
  it("asks every question by its words, in French too, each control named", () => {
    const el = document.body.appendChild(document.createElement("div"));
    drawSurvey(el, { questions: QUESTIONS, answers: {}, round: 1 }, "fr", { send: () => {} });
    expect(el.querySelector("h2").textContent).toBe("Quelques questions");
    expect(el.querySelector("legend").textContent).toBe("Cette partie vous a-t-elle plu\u00a0?");   // a no-break space before « ? »
    expect([...el.querySelectorAll("input[type=radio]")].map((r) => r.value)).toEqual(["1", "2", "3", "4", "5"]);
    expect(el.textContent).toContain("pas du tout");
    expect([...el.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["(pas de réponse)", "Aucune", "Toucher deux côtés"]);
    for (const c of el.querySelectorAll("select, textarea")) expect(el.querySelector(`label[for="${c.id}"]`)).not.toBe(null);
    expect(el.textContent).toContain("rien n’est obligatoire");
  });
  it("sends what was answered, and nothing of what was not", () => {
    const el = document.body.appendChild(document.createElement("div")), sent = [];
    drawSurvey(el, { questions: QUESTIONS, answers: {}, round: 1 }, "en", { send: (a) => sent.push(a) });
    el.querySelector('[data-testid="survey-fun-4"]').checked = true;
    el.querySelector('[data-testid="survey-comment"]').value = "Too long at the end";
    el.querySelector('[data-testid="survey-send"]').click();
    expect(sent).toEqual([{ fun: 4, comment: "Too long at the end" }]);
    expect(el.querySelector('[data-testid="survey-status"]').textContent).toBe("Sending…");
    expect(readAnswers(el.querySelector("form"), QUESTIONS)).toEqual({ fun: 4, comment: "Too long at the end" });
  });
  it("asks which move an answer is about, from 1 to the game's last move, and sends its number", () => {
    const moment = { id: "moment", kind: "moment", low: 1, high: 31, en: "Which move of the game is it about? (its number)",
                     fr: "De quel coup de la partie parlez-vous ? (son numéro)" };
    const el = document.body.appendChild(document.createElement("div")), sent = [];
    drawSurvey(el, { questions: [...QUESTIONS, moment], answers: {}, round: 1 }, "fr", { send: (a) => sent.push(a) });
    const box = el.querySelector('[data-testid="survey-moment"]');
    expect([box.type, box.min, box.max]).toEqual(["number", "1", "31"]);
    expect(el.querySelector(`label[for="${box.id}"]`).textContent).toBe(typeset(moment.fr));
    expect(document.getElementById(box.getAttribute("aria-describedby")).textContent).toBe("de 1 à 31, les coups comptés depuis le premier");
    box.value = "12";
    el.querySelector('[data-testid="survey-comment"]').value = "Ici, je ne comprenais pas";
    el.querySelector('[data-testid="survey-send"]').click();
    expect(sent).toEqual([{ comment: "Ici, je ne comprenais pas", moment: 12 }]);
    drawSurvey(el, { questions: [moment], answers: { moment: 7 }, round: 1 }, "en", { send: () => {}, editing: true });   // changing them: the number given
    expect(el.querySelector('[data-testid="survey-moment"]').value).toBe("7");
  });
  it("thanks for answers kept, lets them be changed, and closes when asked", () => {
    const el = document.body.appendChild(document.createElement("div"));
    let closed = 0;
    drawSurvey(el, { questions: QUESTIONS, answers: { fun: 2 }, round: 1 }, "en", { send: () => {}, close: () => { closed++; } });
    expect(el.querySelector('[data-testid="survey-thanks"]').textContent).toBe(WORDS.thanks.en);
    el.querySelector('[data-testid="survey-change"]').click();
    expect(el.querySelector('[data-testid="survey-fun-2"]').checked).toBe(true);
    el.querySelector('[data-testid="survey-later"]').click();
    expect([el.children.length, closed]).toEqual([0, 1]);
  });
});

describe("the playtester's name", () => {
  it("is asked once per device and kept with a random id", () => {
    const store = memory(), bar = document.createElement("div"), named = [];
    expect(storedPlayer(store)).toBe(null);
    playerBar(bar, null, "fr", { store, onName: (p) => named.push(p) });
    expect(bar.querySelector("label").textContent).toBe("Votre nom ou surnom");
    bar.querySelector("input").value = "  Zoé   B ";
    bar.querySelector("form").dispatchEvent(new Event("submit", { cancelable: true }));
    expect(named.map((p) => p.name)).toEqual(["Zoé B"]);
    expect(named[0].id).toMatch(/^p-[0-9a-f]{24}$/);
    expect(storedPlayer(store)).toEqual(named[0]);
    expect(bar.textContent).toContain("Vous jouez sous le nom Zoé B");
    const again = keepPlayer(store, "Zoé");                      // a new name on the same device keeps its id
    expect([again.id, again.name]).toEqual([named[0].id, "Zoé"]);
  });
  it("may be skipped, and an empty name is not kept", () => {
    const store = memory(), bar = document.createElement("div"), named = [];
    playerBar(bar, null, "en", { store, onName: (p) => named.push(p) });
    bar.querySelector("form").dispatchEvent(new Event("submit", { cancelable: true }));
    expect(named).toEqual([]);
    bar.querySelector('[data-testid="player-skip"]').click();
    expect(bar.children.length).toBe(0);
  });
});

describe("a seat's page", () => {
  it("says who plays when it connects and shows the survey once the game is over", () => {
    const store = memory(), sent = [], bar = document.body.appendChild(document.createElement("div")), box = document.body.appendChild(document.createElement("div"));
    keepPlayer(store, "Léa", () => new Uint8Array(12).fill(7));
    const model = tableModel(() => {}, { lang: "en" });
    const parts = peopleParts(bar, box, model, (m) => sent.push(m), store);
    parts.opened();
    expect(sent).toEqual([{ type: "player", id: "p-070707070707070707070707", name: "Léa" }]);
    parts.frame({ type: "state", outcome: null });
    expect(box.children.length).toBe(0);
    expect(document.querySelector('[data-testid="survey-waiting"]')).toBe(null);
    parts.frame({ type: "state", survey: { questions: QUESTIONS, answers: {}, round: 1 } });
    expect(document.querySelector('[data-testid="survey-waiting"]').textContent).toContain("wait under the board");
    box.querySelector('[data-testid="survey-fun-5"]').checked = true;
    box.querySelector('[data-testid="survey-send"]').click();
    expect(sent[1]).toEqual({ type: "answers", answers: { fun: 5 } });
    box.querySelector('[data-testid="survey-comment"]').value = "typed, not sent yet";
    parts.frame({ type: "error", rule: "survey.scale", message: { en: "The answer is a whole number from 1 to 5.", fr: "…" } });
    expect(box.querySelector('[data-testid="survey-status"]').textContent).toBe("The answer is a whole number from 1 to 5.");
    expect(box.querySelector('[data-testid="survey-comment"]').value).toBe("typed, not sent yet");     // what the person typed stays
    parts.frame({ type: "state", survey: { questions: QUESTIONS, answers: { fun: 5 }, round: 1 } });
    expect(box.querySelector('[data-testid="survey-thanks"]')).not.toBe(null);
    expect(document.querySelector('[data-testid="survey-waiting"]')).toBe(null);        // answered: nothing waits
    model.update({ lang: "fr" });
    expect(box.querySelector('[data-testid="survey-thanks"]').textContent).toBe(typeset(WORDS.thanks.fr));
    expect(bar.textContent).toContain("Vous jouez sous le nom Léa");
  });
  it("keeps the survey and the name out of the board's traits, and survey refusals out of the board's feedback", () => {
    const model = tableModel(() => {});
    const t = traitsOf({ type: "state", ply: 3, player: "Léa", survey: { questions: [], answers: {}, round: 1 } }, model);
    expect(["player", "survey"].some((k) => k in t)).toBe(false);
    expect(traitsOf({ type: "error", rule: "survey.scale", message: { en: "x" } }, model)).toEqual({});
  });
});

describe("the apps' survey widget", () => {
  it("draws the questions of its model and sends the answers as a message", () => {
    const model = new FakeModel({ questions: QUESTIONS, answers: {}, round: 1, lang: "en", status: "" }), el = document.body.appendChild(document.createElement("div"));
    survey.render({ model, el });
    el.querySelector('[data-testid="survey-confused"]').value = "chromino.contact.two_squares";
    el.querySelector('[data-testid="survey-send"]').click();
    expect(model.sent).toEqual([{ type: "answers", answers: { confused: "chromino.contact.two_squares" } }]);
    model.set("answers", { confused: "chromino.contact.two_squares" });
    expect(el.querySelector('[data-testid="survey-thanks"]')).not.toBe(null);
    model.set("lang", "fr");
    expect(el.querySelector("h2").textContent).toBe("Quelques questions");
  });
});
