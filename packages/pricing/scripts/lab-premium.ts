/**
 * node --import tsx packages/pricing/scripts/lab-premium.ts GIA against IGI for the same specs at
 * the same retailer, whether it holds out of sample, and whether proportions move the price within
 * a grade (docs/pricing.md, "Lab premium and proportions").
 */
import type { FlagEffect } from "../src/flag-effects";
import { measureLabPremium, type LabPremium } from "../src/lab-premium";
import {
  measureProportionEffects,
  type ProportionEffects,
} from "../src/proportions/proportion-effects";
import { loadMarketListings } from "./load-market";

const percent = (value: number | null) =>
  value === null ? "-" : `${value > 0 ? "+" : ""}${(value * 100).toFixed(1)}%`;
const yes = (value: boolean) => (value ? "yes" : "no");
const share = (value: number) => `${(value * 100).toFixed(2)}%`;
const effectLine = (label: string, f: FlagEffect) =>
  `${label}: ${percent(f.effect)} (95% ${percent(f.low)} to ${percent(f.high)}), ${f.listings} GIA against ${f.againstListings} IGI listings in ${f.cells} matched cells`;

export function describeLabPremium(premium: LabPremium): string[] {
  return [
    effectLine("GIA against IGI, same retailer and specs", premium),
    ...premium.byRetailer.map((r) => effectLine(`  ${r.retailer}`, r)),
    ...premium.outOfSample.folds.map(
      (f, i) =>
        `  out of sample, half ${i + 1}: effect fitted on the other half ${percent(f.fittedEffect)}; ${f.testListings} listings in ${f.testCells} cells, mean abs error ${share(f.errorWithout)} without the effect, ${share(f.errorWith)} with it`,
    ),
    ...premium.outOfSample.byRetailer.map(
      (f) =>
        `  out of sample, ${f.retailer} held out: effect fitted on the other retailers ${percent(f.fittedEffect)}; ${f.testListings} listings in ${f.testCells} cells, mean abs error ${share(f.errorWithout)} without, ${share(f.errorWith)} with`,
    ),
    `  holds: ${premium.holds ? "yes" : "no"} (interval leaves out 0: ${yes(premium.low !== null && premium.high !== null && (premium.low > 0 || premium.high < 0))}; lowers the held-out error in both halves: ${yes(premium.outOfSample.reducesError)}; in each held-out retailer: ${yes(premium.outOfSample.reducesErrorByRetailer)}); applied to the fair value: ${percent(Math.expm1(premium.appliedLog))}`,
  ];
}

export function describeProportionEffects(effects: ProportionEffects): string[] {
  const line = (f: FlagEffect) =>
    `  ${f.group} against ${f.against}: ${percent(f.effect)} (95% ${percent(f.low)} to ${percent(f.high)}), ${f.listings} against ${f.againstListings} listings in ${f.cells} matched cells`;
  return [
    `Proportions within a grade (${effects.listings} lab listings state depth or table; same retailer, shape, color, clarity, cut class and carat band):`,
    ...[effects.deep, effects.shallow, effects.largeTable, effects.smallTable].map(line),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { listings } = await loadMarketListings();
  for (const line of [
    ...describeLabPremium(measureLabPremium(listings)),
    ...describeProportionEffects(measureProportionEffects(listings)),
  ])
    console.log(line);
}
