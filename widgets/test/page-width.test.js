// @vitest-environment jsdom
// The page's width, told to Python: whole pixels, once the line is on the page, and not again for a scroll bar's few pixels.
import { describe, it, expect } from "vitest";
import pageWidth, { reported } from "../src/page-width.js";
import { FakeModel } from "./fake-model.js";

describe("the page's width", () => {
  it("is told in whole pixels, only once the page shows the line", () => {
    expect(reported(0, 0)).toBe(0);
    expect(reported(0, 359.6)).toBe(360);
  });
  it("is told again for a new screen, not for a scroll bar", () => {
    expect(reported(360, 375)).toBe(360);        // 15 px: a scroll bar
    expect(reported(360, 1150)).toBe(1150);      // a phone turned, a window widened
    expect(reported(1150, 390)).toBe(390);
  });
  it("reaches the model from the element's width, and lets go of the page when removed", () => {
    const el = document.body.appendChild(document.createElement("div"));
    el.getBoundingClientRect = () => ({ width: 390.2 });
    const model = new FakeModel({ width: 0 });
    const done = pageWidth.render({ model, el });
    expect([model.get("width"), model.saved, el.className]).toEqual([390, 1, "gl-page-width"]);
    done();
  });
});
