import type { Clarity, Color } from "../grades";
import type { PricingListing } from "../types";

/** Deterministic pseudo-random numbers (mulberry32), so fixtures are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const syntheticRetailers = { Value: 1, Middle: 1.8, Premium: 2.8 } as const;
const colorFactor: Partial<Record<Color, number>> = { D: 1.15, E: 1.1, F: 1.05, G: 1, H: 0.93 };
const clarityFactor: Partial<Record<Clarity, number>> = {
  VVS1: 1.15,
  VVS2: 1.1,
  VS1: 1.05,
  VS2: 1,
  SI1: 0.9,
};

/**
 * What the synthetic market asks for a round stone at a retailer level (before noise), in cents.
 */
export function syntheticPriceCents(
  carat: number,
  color: Color,
  clarity: Clarity,
  level: number,
  yearsAgo = 0,
): number {
  const magic = (carat >= 1 ? 1.1 : 1) * (carat >= 1.5 ? 1.08 : 1) * (carat >= 2 ? 1.08 : 1);
  return (
    40_000 *
    carat ** 1.6 *
    (colorFactor[color] ?? 1) *
    (clarityFactor[clarity] ?? 1) *
    magic *
    level *
    1.3 ** yearsAgo
  );
}

/**
 * A small market with three retailers at very different price levels (like the real snapshot),
 * 2% noise, and the value retailer also seen five years earlier at higher prices (history).
 */
export function syntheticListings(
  options: { perRetailer?: number; seed?: number } = {},
): PricingListing[] {
  const random = seededRandom(options.seed ?? 7);
  const colors = Object.keys(colorFactor) as Color[];
  const clarities = Object.keys(clarityFactor) as Clarity[];
  const listings: PricingListing[] = [];
  const snapshots: [string, number, string, number][] = [
    ...Object.entries(syntheticRetailers).map(
      ([retailer, level]) => [retailer, level, "2026-04-01", 0] as [string, number, string, number],
    ),
    ["Value", 1, "2021-04-01", 5],
  ];
  for (const [retailer, level, observedOn, yearsAgo] of snapshots) {
    for (let i = 0; i < (options.perRetailer ?? 150); i++) {
      const carat = Math.round((0.5 + random() * 2.5) * 100) / 100;
      const color = colors[Math.floor(random() * colors.length)]!;
      const clarity = clarities[Math.floor(random() * clarities.length)]!;
      const noise = Math.exp((random() - 0.5) * 0.04);
      listings.push({
        retailer,
        url: `https://example.test/${retailer.toLowerCase()}/${observedOn}/${i}`,
        observedOn,
        origin: "lab",
        shape: "round",
        carat,
        color,
        clarity,
        cut: "Excellent",
        polish: "Excellent",
        symmetry: "Excellent",
        fluorescence: null,
        certificateLab: "IGI",
        priceCents: Math.round(syntheticPriceCents(carat, color, clarity, level, yearsAgo) * noise),
      });
    }
  }
  return listings;
}
