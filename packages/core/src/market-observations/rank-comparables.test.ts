import { describe, expect, it } from "vitest";
import {
  clarities,
  colors,
  createMarketIndex,
  cutGrades,
  type ComparableListing,
  type DiamondSpecs,
  type PricingListing,
} from "@faircarat/pricing";
import { nearestListings } from "@faircarat/pricing/market-index";
import { seededRandom } from "@faircarat/pricing/testing/synthetic-market";
import {
  comparableDistance,
  mergeObservedComparables,
  type ShownComparable,
} from "./rank-comparables";

const specs: DiamondSpecs = {
  shape: "round",
  carat: 1.2,
  color: "G",
  clarity: "VS1",
  cut: "Excellent",
  polish: "Excellent",
  symmetry: "Excellent",
  fluorescence: "None",
  certificateLab: "IGI",
};

const asComparable = (l: PricingListing): ShownComparable => ({
  source: l.retailer,
  priceCents: l.priceCents,
  specs: {
    shape: l.shape,
    carat: l.carat,
    color: l.color,
    clarity: l.clarity,
    cut: l.cut,
    polish: l.polish,
    symmetry: l.symmetry,
    fluorescence: l.fluorescence,
    certificateLab: l.certificateLab,
  },
  url: l.url,
  observedOn: l.observedOn,
  certificateNumber: l.certificateNumber ?? null,
  savingsCents: null,
});

function randomListings(
  random: () => number,
  count: number,
  prefix: string,
  certificates = false,
): PricingListing[] {
  const pick = <T>(values: readonly T[], around: number, spread: number) =>
    values[
      Math.max(0, Math.min(values.length - 1, around + Math.round((random() - 0.5) * spread)))
    ]!;
  return Array.from({ length: count }, (_, i) => ({
    retailer: ["James Allen", "Ritani", "Blue Nile", "VRAI"][Math.floor(random() * 4)]!,
    url: `https://${prefix}.example/${i}`,
    observedOn: "2026-11-20",
    origin: "lab",
    shape: random() < 0.9 ? "round" : "oval",
    carat: 1.2 * Math.exp((random() - 0.5) * 0.4),
    color: pick(colors, colors.indexOf("G"), 4),
    clarity: pick(clarities, clarities.indexOf("VS1"), 4),
    cut: random() < 0.2 ? null : pick(cutGrades, 1, 4),
    polish: null,
    symmetry: null,
    fluorescence: null,
    certificateLab: null,
    certificateNumber: certificates && random() < 0.3 ? `LG${Math.floor(random() * 40)}` : null,
    priceCents: Math.round(200000 + random() * 100000),
  }));
}

describe("comparableDistance", () => {
  it("counts 5% in carat, a color or clarity grade, or two cut grades as 1, and nothing for an unstated cut", () => {
    const at = (over: Partial<ComparableListing["specs"]>) =>
      comparableDistance(specs, {
        ...asComparable(randomListings(seededRandom(1), 1, "x")[0]!).specs,
        ...specs,
        ...over,
      });
    expect(at({})).toBe(0);
    expect(at({ carat: 1.2 * Math.exp(0.05) })).toBeCloseTo(1);
    expect(at({ color: "H", clarity: "VS2" })).toBe(2);
    expect(at({ cut: "Good" })).toBe(1);
    expect(at({ cut: null })).toBe(0);
  });
});

describe("mergeObservedComparables", () => {
  // Without certificate numbers the merge is exact; with them the engine may also pass over a
  // retailer's row it never showed (the same stone elsewhere), which the merge cannot see.
  it("picks what the engine would pick from the feed and the observations together", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const feed = randomListings(random, 5 + Math.floor(random() * 60), "feed");
      const observed = randomListings(random, Math.floor(random() * 12), "observed");
      const fromEngine = nearestListings(createMarketIndex([...feed, ...observed]), specs, 5).map(
        (l) => l.url,
      );
      const merged = mergeObservedComparables(
        specs,
        nearestListings(createMarketIndex(feed), specs, 5).map(asComparable),
        observed.map(asComparable),
        5,
      ).map((c) => c.url);
      expect(merged, `seed ${seed}`).toEqual(fromEngine);
    }
  });

  it("shows one stone (certificate) once, the nearer listing of it", () => {
    const feed = randomListings(seededRandom(3), 40, "feed");
    const engine = nearestListings(createMarketIndex(feed), specs, 5).map(asComparable);
    const sameStone = {
      ...engine[0]!,
      source: "Ritani",
      url: "https://ritani.com/products/x",
      certificateNumber: "LG612345678",
      observed: true as const,
    };
    const merged = mergeObservedComparables(
      specs,
      [{ ...engine[0]!, certificateNumber: "612345678" }, ...engine.slice(1)],
      [sameStone],
      5,
    );
    expect(
      merged.filter(
        (c) => c.specs.carat === sameStone.specs.carat && c.priceCents === sameStone.priceCents,
      ),
    ).toHaveLength(1);
    // The engine's five are all the merge has of the feed: one stone fewer rather than one twice.
    expect(merged).toHaveLength(4);
  });

  it("shows an observation of a listing the engine shows instead of it, and leaves the engine's list alone without near observations", () => {
    const feed = randomListings(seededRandom(7), 40, "feed");
    const engine = nearestListings(createMarketIndex(feed), specs, 5).map(asComparable);
    const newer = {
      ...engine[0]!,
      priceCents: engine[0]!.priceCents - 5000,
      observedOn: "2026-11-27",
      observed: true as const,
    };
    const merged = mergeObservedComparables(specs, engine, [newer], 5);
    expect(merged.filter((c) => c.url === newer.url)).toEqual([newer]);
    const far = { ...newer, url: "https://far.example/1", specs: { ...newer.specs, carat: 2.5 } };
    expect(mergeObservedComparables(specs, engine, [far], 5)).toEqual(engine);
  });
});
