import type { Clarity, Color } from "../grades";
import type { PricingListing } from "../types";
import { seededRandom } from "./synthetic-market";

/** Natural rounds per carat, by grade, before noise (cents): invented, not any feed's prices. */
const perCaratCents: Partial<Record<`${Color} ${Clarity}`, number>> = {
  "G VS1": 600_000,
  "H SI1": 420_000,
  "K SI2": 170_000,
};

/**
 * A natural market for tests, one retailer on one day like the feed's: `perGrade` rounds of each
 * grade above at 1.00-1.06 ct and at 1.50-1.58 ct (+-8% noise), plus two lone D IF stones.
 */
export function naturalListings(perGrade = 12, seed = 7): PricingListing[] {
  const random = seededRandom(seed);
  const rows: PricingListing[] = [];
  const add = (carat: number, color: Color, clarity: Clarity, perCarat: number) =>
    rows.push({
      retailer: "James Allen",
      url: null,
      observedOn: "2026-02-24",
      origin: "natural",
      shape: "round",
      carat,
      color,
      clarity,
      cut: "Excellent",
      polish: "Excellent",
      symmetry: "Excellent",
      fluorescence: "None",
      certificateLab: "GIA",
      priceCents: Math.round(perCarat * carat * (0.92 + 0.16 * random())),
    });
  for (const [grade, perCarat] of Object.entries(perCaratCents)) {
    const [color, clarity] = grade.split(" ") as [Color, Clarity];
    for (let i = 0; i < perGrade; i++) {
      add(1 + (i % 7) / 100, color, clarity, perCarat);
      add(1.5 + (i % 9) / 100, color, clarity, perCarat * 1.3);
    }
  }
  add(1.02, "D", "IF", 1_500_000);
  add(1.52, "D", "IF", 1_900_000);
  return rows;
}
