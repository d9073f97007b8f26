import { describe, expect, it } from "vitest";
import { formatDollars } from "@faircarat/contracts/figures";
import { buyerReport } from "../testing/buyer-report";
import { lighterCarat, readBestValueChanges } from "./best-value-change";

const question = "What is the best value change I could make?";

describe("the best value change (best value change)", () => {
  const { analysis, market, ask } = buyerReport();
  const answer = ask(question);
  const d = readBestValueChanges(analysis, market.price)!;

  it("prices one step down in color, clarity and carat, as 1.52 to 1.45 ct", () => {
    expect(lighterCarat(1.52)).toBe(1.45);
    expect(lighterCarat(1.2)).toBe(1.14);
    expect(d.steps.map((s) => s.kind).sort()).toEqual(["carat", "clarity", "color"]);
    for (const step of d.steps) {
      const priced = market.price(step.specs)!;
      expect(step.fairMarketValue).toBe(Math.round(priced.fairMarketValue));
      expect(answer).toContain(
        `about ${formatDollars(step.fairMarketValue)}, saves ${formatDollars(step.saving)}`,
      );
    }
  });

  it("lists the biggest saving first", () => {
    const savings = d.steps.map((s) => s.saving);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    const positions = d.steps.map((s) => answer.indexOf(formatDollars(s.fairMarketValue)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("holds its figures to the report's own alternatives for the same specs", () => {
    const shared = analysis.alternativeRecommendations.filter((alt) =>
      d.steps.some((s) => JSON.stringify(s.specs) === JSON.stringify(alt.specs)),
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const alt of shared)
      expect(answer).toContain(`about ${formatDollars(alt.estimatedPrice)}, saves`);
  });

  it("says what each step does to the look, and prices all steps together", () => {
    expect(answer).toContain("1.52 ct to 1.45 ct: about 1.6% less across the top");
    expect(answer).toContain("One grade warmer");
    expect(d.allTogether!.specs).toMatchObject({ carat: 1.45, color: "H", clarity: "VS2" });
    expect(answer).toContain(`would be about ${formatDollars(d.allTogether!.fairMarketValue)}`);
  });

  it.each(["Where can I save the most?", "What's the best value trade-off?"])(
    "answers %s the same way",
    (other) => {
      expect(ask(other)).toBe(answer);
    },
  );
});
