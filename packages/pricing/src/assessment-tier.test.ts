import { describe, expect, it } from "vitest";
import { priceAssessment, tierGrades } from "./assessment-tier";
import { priceDiamond } from "./price-diamond";
import { fittedFixture } from "./testing/fitted-fixture";

const { model, index } = fittedFixture();
const stone = {
  carat: 1.5,
  cut: "Excellent" as const,
  shape: "round" as const,
  listedPriceCents: 600_000,
};

describe("tierGrades", () => {
  it("admits D VVS2 or better for Premium", () => {
    expect(tierGrades("Premium")).toEqual([
      { color: "D", clarity: "FL" },
      { color: "D", clarity: "IF" },
      { color: "D", clarity: "VVS1" },
      { color: "D", clarity: "VVS2" },
    ]);
  });

  it("admits D-J and VS2 or better for Standard, a D VVS stone only when its finish falls short of Premium", () => {
    const standard = tierGrades("Standard");
    expect(standard).toContainEqual({ color: "J", clarity: "VS2" });
    expect(standard).toContainEqual({ color: "E", clarity: "VVS1" });
    expect(standard).not.toContainEqual({ color: "D", clarity: "VVS1" });
    expect(standard).not.toContainEqual({ color: "K", clarity: "VS1" });
    expect(standard).not.toContainEqual({ color: "E", clarity: "SI1" });
    expect(tierGrades("Standard", { polish: "Very Good" })).toContainEqual({
      color: "D",
      clarity: "VVS1",
    });
  });
});

describe("priceAssessment", () => {
  it("weights each admitted grade by the listings of it near the stone, shares summing to 1", () => {
    const { assessment } = priceAssessment(model, index, stone, "Standard");
    expect(assessment.grades.reduce((sum, g) => sum + g.share, 0)).toBeCloseTo(1, 9);
    expect(assessment.listings).toBeGreaterThanOrEqual(20);
    expect(assessment.countedOver).not.toBe("none");
  });

  it("values the tier inside the spread of its grades, with a range that holds the grades the market lists", () => {
    const result = priceAssessment(model, index, stone, "Standard");
    const values = result.assessment.grades.map((g) => g.fairMarketValueCents);
    expect(result.fairMarketValueCents).toBeGreaterThanOrEqual(Math.min(...values));
    expect(result.fairMarketValueCents).toBeLessThanOrEqual(Math.max(...values));
    for (const grade of result.assessment.grades.filter((g) => g.share >= 0.05)) {
      const single = priceDiamond(model, index, {
        ...stone,
        color: grade.color,
        clarity: grade.clarity,
      });
      expect(result.lowCents).toBeLessThanOrEqual(single.lowCents);
      expect(result.highCents).toBeGreaterThanOrEqual(single.highCents);
    }
  });

  it("values Premium above Standard, and is no surer than its surest grade", () => {
    const premium = priceAssessment(model, index, stone, "Premium");
    const standard = priceAssessment(model, index, stone, "Standard");
    expect(premium.fairMarketValueCents).toBeGreaterThan(standard.fairMarketValueCents);
    const surest = Math.max(
      ...tierGrades("Standard").map(
        (g) => priceDiamond(model, index, { ...stone, ...g }).confidence,
      ),
    );
    expect(standard.confidence).toBeLessThanOrEqual(surest);
  });

  it("judges the listed price against the tier's value", () => {
    const fair = priceAssessment(model, index, stone, "Premium");
    const over = priceAssessment(
      model,
      index,
      { ...stone, listedPriceCents: fair.fairMarketValueCents * 2 },
      "Premium",
    );
    expect(over.verdict).toBe("overpriced");
    expect(over.markupPercentage).toBeCloseTo(100, 0);
    expect(
      over.alternativeRecommendations.every((a) => a.kind === "size" || a.kind === "retailer"),
    ).toBe(true);
  });
});
