import type { FlagEffect, ProportionEffects } from "@faircarat/pricing";
import { describe, expect, it } from "vitest";
import { proportionPriceFindings } from "./proportion-price-findings";

const effect = (over: Partial<FlagEffect>): FlagEffect => ({
  group: "g",
  against: "a",
  listings: 219,
  againstListings: 5123,
  cells: 122,
  effect: -0.01,
  low: -0.02,
  high: -0.0002,
  overlap: null,
  ...over,
});
const cannotTell = effect({ effect: -0.0117, low: -0.0428, high: 0.0204 });
const effects: ProportionEffects = {
  deep: cannotTell,
  shallow: cannotTell,
  largeTable: effect({}),
  smallTable: cannotTell,
  listings: 9823,
};

describe("proportionPriceFindings", () => {
  it("says what the data show of a proportion outside the usual band, with interval and n", () => {
    expect(proportionPriceFindings(effects, "round", { depthPct: 61.5, tablePct: 64 })).toEqual([
      "Price: stones with a table above the usual range were listed -1.0% against those within the usual range at the same retailer and grades (95% interval -2.0% to -0.0%; 219 against 5,123 listings in 122 groups).",
    ]);
  });

  it("says nothing where the data cannot tell, where the stone is within the band, or where nothing was measured", () => {
    expect(proportionPriceFindings(effects, "round", { depthPct: 66, tablePct: 57 })).toEqual([]);
    expect(proportionPriceFindings(effects, "round", {})).toEqual([]);
    expect(proportionPriceFindings(undefined, "round", { tablePct: 64 })).toEqual([]);
  });
});
