import { describe, expect, it } from "vitest";
import { retailerPriceLine } from "@faircarat/contracts/evidence-texts";
import { formatDollars } from "@faircarat/contracts/figures";
import { ovalRequest } from "../testing/indexed-market";
import { buyerReport } from "../testing/buyer-report";

const question = "What questions should I ask the jeweler?";

describe("what to ask the jeweler (jeweler checklist)", () => {
  const { analysis, ask } = buyerReport();
  const answer = ask(question);

  it("answers instead of declining, with five numbered items", () => {
    // Issue 39: "I don't know that from this report, and I won't guess."
    expect(answer).not.toContain("I don't know");
    for (const n of [1, 2, 3, 4, 5]) expect(answer).toMatch(new RegExp(`^${n}\\. \\*\\*`, "m"));
  });

  it("covers the certificate at the lab, growth and treatment, proportions, returns and the price", () => {
    expect(answer).toContain("https://www.igi.org/verify-your-report/");
    expect(answer).toContain("CVD or HPHT");
    expect(answer).toContain("depth %, table %");
    expect(answer).toContain("return it");
    expect(answer).toContain(
      `Ask why it is ${formatDollars(analysis.listedPrice)} when its fair market value is ${formatDollars(analysis.fairMarketValue)}`,
    );
  });

  it("names every retailer the report prices these specs at, cheapest first", () => {
    const named = [...analysis.retailerPrices!].sort((a, b) => a.usualPrice - b.usualPrice);
    expect(named.length).toBeGreaterThan(1);
    const lines = named.map((p) => `  - ${retailerPriceLine(p)}`);
    expect(answer).toContain(lines.join("\n"));
  });

  it("checks this stone's own report, growth flags and cut check when the report has them", () => {
    const known = buyerReport(ovalRequest, (a) => ({
      ...a,
      stone: {
        lab: "IGI",
        reportNumber: "LG756580087",
        verifyUrl: "https://www.igi.org/verify-your-report/?r=LG756580087",
        growthMethod: "CVD",
        treatment: "as grown",
        facts: [],
      },
      cutCheck: { score: 8, findings: [], faceUpCarat: 1.49, lengthToWidth: 1.38 },
    })).ask(question);
    expect(known).toContain(
      "Check IGI report LG756580087 at https://www.igi.org/verify-your-report/?r=LG756580087",
    );
    expect(known).toContain("The report as entered says CVD, as grown");
    expect(known).toContain("scores 8 / 10 and it faces up like a 1.49 ct stone");
  });

  it.each(["What should I ask the seller?", "questions to ask the retailer before buying?"])(
    "answers %s the same way",
    (other) => {
      expect(ask(other)).toBe(answer);
    },
  );
});
