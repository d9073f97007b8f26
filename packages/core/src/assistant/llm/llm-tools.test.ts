import { describe, expect, it } from "vitest";
import { priceDiamond } from "@faircarat/pricing";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";
import { toAnalysisResult } from "../../analyses/to-analysis-result";
import { createExpertMarket } from "../expert-market";
import { runTool } from "./llm-tools";

const fixture = fittedFixture();
const analysis = toAnalysisResult(
  priceDiamond(fixture.model, fixture.index, {
    carat: 1,
    color: "G",
    clarity: "VS1",
    cut: "Excellent",
    listedPriceCents: 500_000,
  }),
  500_000,
  {},
);
const price = createExpertMarket(
  { model: fixture.model, index: fixture.index, fittedAt: new Date() },
  analysis,
);

describe("the model's tools", () => {
  it("prices changed specs with the engine, keeping the report's other specs", () => {
    const result = runTool("price_diamond", JSON.stringify({ color: "E" }), analysis, price) as {
      fairMarketValue: number;
      specs: { carat: number; color: string };
    };
    const engine = priceDiamond(fixture.model, fixture.index, {
      carat: 1,
      color: "E",
      clarity: "VS1",
      cut: "Excellent",
      shape: "round",
    });
    expect(result.specs).toMatchObject({ carat: 1, color: "E" });
    expect(result.fairMarketValue).toBe(Math.round(engine.fairMarketValueCents / 100));
  });

  it("answers bad calls with an error the model can read", () => {
    expect(runTool("price_diamond", "{not json", analysis, price)).toEqual({
      error: "arguments must be JSON",
    });
    expect(runTool("price_diamond", JSON.stringify({ color: "Z" }), analysis, price)).toEqual({
      error: "invalid specs",
    });
    expect(runTool("delete_everything", "{}", analysis, price)).toEqual({
      error: "unknown tool delete_everything",
    });
    expect(runTool("price_diamond", "{}", analysis, createExpertMarket(null, analysis))).toEqual({
      error: "market data is still loading",
    });
  });

  it("returns the guide's text for a topic", () => {
    expect(
      runTool("guide", JSON.stringify({ topic: "growthMethods" }), analysis, price),
    ).toMatchObject({ text: expect.stringContaining("HPHT") });
    expect(runTool("guide", JSON.stringify({ topic: "poems" }), analysis, price)).toEqual({
      error: "unknown topic",
    });
  });
});
