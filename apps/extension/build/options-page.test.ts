import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { optionsPage } from "./options-page";

const template = readFileSync(
  path.join(import.meta.dirname, "../src/options/options.html"),
  "utf8",
);

describe("the options page as built", () => {
  it("names every registered retailer the content script runs on, in words", () => {
    const page = optionsPage(template).replace(/\s+/g, " ");
    expect(page).toContain(
      "It runs only on diamond pages of James Allen, Blue Nile, Brilliant Earth, Clean Origin, VRAI, Ritani, With Clarity and Grown Brilliance, and nowhere else.",
    );
    expect(page).not.toContain("<!--");
  });

  it("refuses a template without the placeholder rather than build a page that names none", () => {
    expect(() => optionsPage("<p>It runs on diamond pages.</p>")).toThrow(/placeholder/);
  });
});
