import { describe, expect, it } from "vitest";
import { indexedMarket } from "../assistant/testing/indexed-market";
import { analyzeStone, type StoneInput } from "./analyze-stone";

const fixture = indexedMarket();
const ctx = {
  pricing: { current: () => ({ model: fixture.model, index: fixture.index, fittedAt: new Date() }), reload: async () => null },
  today: () => "2026-11-27",
};
const base: StoneInput = { listingUrl: null, carat: 1.21, cut: null, color: "F", clarity: "VS1", shape: null, certificateNumber: null, listedPrice: 2500 };

describe("analyzeStone: fancy shapes without a cut grade", () => {
  it("prices an oval whose report grades no cut from its polish and symmetry, and says so", async () => {
    const { analysis } = await analyzeStone(ctx, { ...base, shape: "oval", polish: "Excellent", symmetry: "Very Good" });
    expect(analysis.specs).toMatchObject({ shape: "oval", cut: null, polish: "Excellent", symmetry: "Very Good" });
    expect(analysis.sources).not.toHaveProperty("cut");
    expect(analysis.sources).toMatchObject({ polish: "form", symmetry: "form" });
    expect(analysis.warnings).toContain(
      "Labs grade cut on round stones only, so no cut grade is needed for this oval: it is priced from its polish Excellent and symmetry Very Good, as fancy listings without a cut grade are.",
    );
  });

  it("prices a worse symmetry no higher (the report's finish grades count)", async () => {
    const excellent = await analyzeStone(ctx, { ...base, shape: "oval", polish: "Excellent", symmetry: "Excellent" });
    const good = await analyzeStone(ctx, { ...base, shape: "oval", polish: "Excellent", symmetry: "Good" });
    expect(good.analysis.fairMarketValue).toBeLessThanOrEqual(excellent.analysis.fairMarketValue);
  });

  it("keeps a round's unstated cut an assumed Excellent, as before", async () => {
    const { analysis } = await analyzeStone(ctx, { ...base, shape: "round" });
    expect(analysis.specs.cut).toBe("Excellent");
    expect(analysis.sources.cut).toBe("assumed");
    expect(analysis.warnings.join(" ")).not.toContain("Labs grade cut on round stones only");
  });
});
