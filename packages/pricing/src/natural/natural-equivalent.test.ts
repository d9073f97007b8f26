import { describe, expect, it } from "vitest";
import { naturalListings } from "../testing/natural-listings";
import { roundSpecs } from "../testing/round-specs";
import type { PricingListing } from "../types";
import {
  caratWindow,
  MIN_NATURAL_LISTINGS,
  naturalEquivalent,
  type NaturalAsk,
} from "./natural-equivalent";

const market = naturalListings();
const ask: NaturalAsk = {
  shape: "round",
  carat: 1.03,
  color: "G",
  clarity: "VS1",
  cut: "Excellent",
};

const perCaratMedian = (rows: PricingListing[], carat: number) => {
  const moved = rows.map((r) => (r.priceCents / r.carat) * carat).sort((a, b) => a - b);
  const mid = moved.length >> 1;
  return moved.length % 2 ? moved[mid]! : (moved[mid - 1]! + moved[mid]!) / 2;
};

describe("the natural equivalent", () => {
  it("is the median of the same grades within the carat window, moved to the weight per carat", () => {
    const result = naturalEquivalent(market, ask, 150_000);
    const same = market.filter(
      (l) => l.color === "G" && l.clarity === "VS1" && l.carat >= 1 && l.carat <= 1.08,
    );
    expect(result.status).toBe("priced");
    if (result.status !== "priced") return;
    expect(result.listings).toBe(same.length);
    expect(result.valueCents).toBe(Math.round(perCaratMedian(same, 1.03)));
    expect(result.lowCents).toBeLessThan(result.valueCents);
    expect(result.highCents).toBeGreaterThan(result.valueCents);
    expect(result.labShare).toBeCloseTo(150_000 / result.valueCents, 10);
    expect(result.retailers).toEqual(["James Allen"]);
    expect(result.dataDate).toBe("2026-02-24");
    expect(result.comparedAsShape).toBeNull();
    expect(result.cutMatched).toBe(true);
    // +-8% noise: most held-out listings land within 10% of the others' median.
    expect(result.heldOutWithin).toBeGreaterThan(0.5);
  });

  it("never reads lab-grown listings", () => {
    const lab = market.map((l) => ({ ...l, origin: "lab" as const, priceCents: 1 }));
    const both = naturalEquivalent([...market, ...lab], ask);
    expect(both).toEqual(naturalEquivalent(market, ask));
    expect(naturalEquivalent(lab, ask)).toEqual({ status: "no-data" });
  });

  it("keeps a window on one side of a magic size", () => {
    expect(caratWindow(1.52)).toEqual({ from: 1.5, to: 1.6 });
    expect(caratWindow(0.98)).toEqual({ from: 0.93, to: 1 });
    expect(caratWindow(1.2)).toEqual({ from: 1.14, to: 1.26 });
  });

  it("says too thin, with what the window holds, below the minimum of same-grade listings", () => {
    const result = naturalEquivalent(market, { ...ask, color: "D", clarity: "IF" });
    expect(result.status).toBe("too-thin");
    if (result.status !== "too-thin") return;
    expect(result.listings).toBe(1);
    expect(result.listings).toBeLessThan(MIN_NATURAL_LISTINGS);
    expect(result.window?.colors).toEqual(["D", "G", "H", "K"]);
    expect(result.window?.clarities).toEqual(["IF", "VS1", "SI1", "SI2"]);
    const near = market.filter((l) => l.carat >= 0.98 && l.carat <= 1.08);
    expect(result.window?.highestCents).toBe(Math.max(...near.map((l) => l.priceCents)));
    expect(result).not.toHaveProperty("valueCents");
  });

  it("compares another shape as a round of the same weight and grades, named as such", () => {
    const oval = naturalEquivalent(market, { ...ask, shape: "oval" });
    const round = naturalEquivalent(market, ask);
    expect(oval.status).toBe("priced");
    if (oval.status !== "priced" || round.status !== "priced") return;
    expect(oval.comparedAsShape).toBe("round");
    expect(oval.specs.shape).toBe("round");
    // No shape premium: the oval's figure is the round's.
    expect(oval.valueCents).toBe(round.valueCents);
  });

  it("flags a value whose prices reach the window's dearest listing as a possible floor", () => {
    const kSi2 = naturalEquivalent(market, { ...ask, color: "K", clarity: "SI2" });
    const gVs1 = naturalEquivalent(market, ask);
    expect(kSi2.status === "priced" && kSi2.mayBeFloor).toBe(false);
    // Only the dearest grade in the window is left: its top is the window's top.
    const capped = market.filter((l) => !(l.color === "D" && l.clarity === "IF"));
    const top = naturalEquivalent(capped, ask);
    expect(gVs1.status === "priced" && gVs1.mayBeFloor).toBe(false);
    expect(top.status === "priced" && top.mayBeFloor).toBe(true);
  });

  it("uses every cut when too few listings share the stone's cut", () => {
    const result = naturalEquivalent(market, { ...ask, cut: "Very Good" });
    expect(result.status === "priced" && result.cutMatched).toBe(false);
  });

  it("has nothing to say without natural listings", () => {
    expect(naturalEquivalent([], { ...roundSpecs, cut: "Excellent" })).toEqual({
      status: "no-data",
    });
  });
});
