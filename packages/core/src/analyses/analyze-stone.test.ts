import { describe, expect, it } from "vitest";
import { indexedMarket } from "../assistant/testing/indexed-market";
import { analyzeStone, type StoneInput } from "./analyze-stone";

const fixture = indexedMarket();
const ctx = {
  pricing: {
    current: () => ({ model: fixture.model, index: fixture.index, fittedAt: new Date() }),
    reload: async () => null,
  },
  today: () => "2026-11-27",
};
const base: StoneInput = {
  listingUrl: null,
  carat: 1.21,
  cut: null,
  color: "F",
  clarity: "VS1",
  shape: null,
  certificateNumber: null,
  listedPrice: 2500,
};

describe("analyzeStone: fancy shapes without a cut grade", () => {
  it("prices an oval whose report grades no cut from its polish and symmetry, and says so", async () => {
    const { analysis } = await analyzeStone(ctx, {
      ...base,
      shape: "oval",
      polish: "Excellent",
      symmetry: "Very Good",
    });
    expect(analysis.specs).toMatchObject({
      shape: "oval",
      cut: null,
      polish: "Excellent",
      symmetry: "Very Good",
    });
    expect(analysis.sources).not.toHaveProperty("cut");
    expect(analysis.sources).toMatchObject({ polish: "form", symmetry: "form" });
    expect(analysis.warnings).toContain(
      "Labs grade cut on round stones only, so no cut grade is needed for this oval: it is priced from its polish Excellent and symmetry Very Good, as fancy listings without a cut grade are.",
    );
  });

  it("prices a worse symmetry no higher (the report's finish grades count)", async () => {
    const excellent = await analyzeStone(ctx, {
      ...base,
      shape: "oval",
      polish: "Excellent",
      symmetry: "Excellent",
    });
    const good = await analyzeStone(ctx, {
      ...base,
      shape: "oval",
      polish: "Excellent",
      symmetry: "Good",
    });
    expect(good.analysis.fairMarketValue).toBeLessThanOrEqual(excellent.analysis.fairMarketValue);
  });

  it("keeps a round's unstated cut an assumed Excellent, as before", async () => {
    const { analysis } = await analyzeStone(ctx, { ...base, shape: "round" });
    expect(analysis.specs.cut).toBe("Excellent");
    expect(analysis.sources.cut).toBe("assumed");
    expect(analysis.warnings.join(" ")).not.toContain("Labs grade cut on round stones only");
  });
});

describe("analyzeStone: GIA Premium and Standard", () => {
  it("prices a stone typed 'Premium' in place of color and clarity over the grades the tier admits", async () => {
    const stone = await analyzeStone(ctx, {
      ...base,
      carat: 1.5,
      cut: "Excellent",
      color: "Premium",
      clarity: null,
    });
    expect(stone.specs).toMatchObject({ color: "Premium", clarity: "Premium" });
    expect(stone.analysis.specs).toMatchObject({ color: "D", clarity: "FL-VVS2" });
    expect(stone.analysis.assessment).toMatchObject({ lab: "GIA", result: "Premium" });
    expect(stone.analysis.assessment!.grades.map((g) => `${g.color} ${g.clarity}`)).toEqual([
      "D FL",
      "D IF",
      "D VVS1",
      "D VVS2",
    ]);
    expect(stone.analysis.assessment!.note).toContain("it covers color D and clarity FL-VVS2");
    expect(stone.analysis.warnings.join(" ")).not.toContain("Could not read");
  });

  it("takes the assessment from its own field, and prices Standard below Premium", async () => {
    const standard = await analyzeStone(ctx, {
      ...base,
      carat: 1.5,
      cut: "Excellent",
      color: null,
      clarity: null,
      assessment: "GIA Standard",
    });
    const premium = await analyzeStone(ctx, {
      ...base,
      carat: 1.5,
      cut: "Excellent",
      color: null,
      clarity: null,
      assessment: "premium",
    });
    expect(standard.analysis.specs).toMatchObject({ color: "D-J", clarity: "FL-VS2" });
    expect(standard.analysis.fairMarketValue).toBeLessThan(premium.analysis.fairMarketValue);
    expect(standard.analysis.low).toBeLessThanOrEqual(
      Math.min(
        ...standard.analysis
          .assessment!.grades.filter((g) => g.share >= 0.05)
          .map((g) => g.fairMarketValue),
      ),
    );
  });

  it("keeps a report's own color and clarity grades when they are given (reports before October 2025)", async () => {
    const { analysis } = await analyzeStone(ctx, {
      ...base,
      color: "E",
      clarity: "VS1",
      cut: "Excellent",
      assessment: "Standard",
    });
    expect(analysis.assessment).toBeUndefined();
    expect(analysis.specs).toMatchObject({ color: "E", clarity: "VS1" });
  });

  it("refuses an assessment it cannot read, naming it", async () => {
    await expect(
      analyzeStone(ctx, { ...base, color: null, clarity: null, assessment: "Gold" }),
    ).rejects.toThrow(/color and clarity[^]*the assessment "Gold"/);
  });
});

describe("analyzeStone: the report and its growth and treatment flags", () => {
  it("carries the lab's report check and each flag's meaning, and says what the data show of its price", async () => {
    const { analysis } = await analyzeStone(ctx, {
      ...base,
      cut: "Excellent",
      certificateNumber: "LG756580087",
      growthMethod: "HPHT",
      treatment: "As Grown",
    });
    expect(analysis.stone).toMatchObject({
      lab: "IGI",
      reportNumber: "LG756580087",
      verifyUrl: "https://www.igi.org/verify-your-report/?r=LG756580087",
      growthMethod: "HPHT",
      treatment: "as grown",
    });
    // The synthetic market states no flags: nothing measured, and the report says so rather than
    // guess.
    expect(analysis.stone!.facts.join(" ")).toContain("cannot be measured");
  });

  it("has no stone section when nothing about the report is known", async () => {
    expect((await analyzeStone(ctx, { ...base, cut: "Excellent" })).analysis.stone).toBeUndefined();
  });
});

describe("analyzeStone: the cut and spread check", () => {
  it("scores the proportions given, with plain findings and the face-up size", async () => {
    const { analysis } = await analyzeStone(ctx, {
      ...base,
      cut: "Excellent",
      proportions: { depthPct: 65.8, tablePct: 57 },
    });
    expect(analysis.cutCheck!.score).toBeLessThan(10);
    expect(analysis.cutCheck!.findings.join(" ")).toContain("Depth 65.8%: deep for a round");
    expect(analysis.cutCheck!.faceUpCarat).toBeLessThan(1.21);
  });

  it("takes the listing page's proportions when a URL was given, each the buyer typed winning over the page's", async () => {
    const listingUrl =
      "https://www.jamesallen.com/loose-diamonds/round-cut/1.21-carat-f-color-vs1-clarity-sku-1";
    const extractListing = async () => ({
      specs: {},
      sources: {},
      notes: [],
      proportions: { depthPct: 65.8, tablePct: 66, lengthMm: 6.6, widthMm: 6.55 },
    });
    const fromPage = await analyzeStone(
      { ...ctx, extractListing },
      { ...base, cut: "Excellent", listingUrl },
    );
    expect(fromPage.analysis.cutCheck!.findings.join(" ")).toContain(
      "Depth 65.8%: deep for a round",
    );
    expect(fromPage.analysis.cutCheck!.faceUpCarat).not.toBeNull();
    const typed = await analyzeStone(
      { ...ctx, extractListing },
      { ...base, cut: "Excellent", listingUrl, proportions: { depthPct: 61.5, tablePct: null } },
    );
    expect(typed.analysis.cutCheck!.findings.join(" ")).toContain("Depth 61.5%: within the usual");
    expect(typed.analysis.cutCheck!.findings.join(" ")).toContain("Table 66%: large");
  });

  it("says what to look for on the report when no proportions are known", async () => {
    const { analysis } = await analyzeStone(ctx, { ...base, cut: "Excellent" });
    expect(analysis.cutCheck).toMatchObject({
      score: null,
      findings: [expect.stringContaining("look for total depth and table")],
    });
  });
});
