import { encodeSpecs, type FeatureLayout } from "./features";
import type { HedonicCoefficients } from "./fit-hedonic";
import { median } from "./linear-algebra";
import { recentMonthlyChange } from "./time-index";
import type { PricingModel, TrendPoint } from "./model";
import { daysBetween } from "./select-current";
import type { DiamondSpecs, PricingListing } from "./types";
import { specsOfListing } from "./typical-grades";

export const trendCaratBands: [number, number][] = [
  [0, 0.9],
  [0.9, 1.4],
  [1.4, 1.9],
  [1.9, 2.9],
  [2.9, Infinity],
];
const minListingsPerPoint = 10;

export function sharedSpecEffect(
  coefficients: HedonicCoefficients,
  layout: FeatureLayout,
  specs: DiamondSpecs,
): number {
  const row = encodeSpecs(specs, layout);
  return row.index.reduce(
    (sum, column, i) => sum + row.value[i]! * coefficients.shared[column]!,
    0,
  );
}

/**
 * Spec-adjusted price levels per retailer snapshot and carat band. Subtracting the shared spec
 * effect lets a 2021 snapshot of 1.3 ct stones be compared with a 2026 one of 1.1 ct stones.
 */
export function trendPoints(
  listings: readonly PricingListing[],
  coefficients: HedonicCoefficients,
  layout: FeatureLayout,
): TrendPoint[] {
  const groups = new Map<
    string,
    { point: Omit<TrendPoint, "medianAdjustedLogPrice">; levels: number[] }
  >();
  for (const l of listings) {
    const band = trendCaratBands.find(([lo, hi]) => l.carat >= lo && l.carat < hi)!;
    const key = `${l.retailer}|${l.observedOn}|${band[0]}`;
    const group = groups.get(key) ?? {
      point: { retailer: l.retailer, observedOn: l.observedOn, caratBand: band, listings: 0 },
      levels: [],
    };
    group.point.listings++;
    group.levels.push(
      Math.log(l.priceCents) - sharedSpecEffect(coefficients, layout, specsOfListing(l)),
    );
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => g.point.listings >= minListingsPerPoint)
    .map((g) => ({
      ...g.point,
      caratBand: [g.point.caratBand[0], Math.min(g.point.caratBand[1], 99)],
      medianAdjustedLogPrice: median(g.levels),
    }));
}

export interface TrendSeries {
  retailer: string;
  from: string;
  to: string;
  pricePerCaratFromCents: number;
  pricePerCaratToCents: number;
  listings: number;
}

export interface MarketTrend {
  /**
   * The time index's change over the last two years at this size, annualised (the same rate as the
   * report's time note).
   */
  changePerYearPercent: number;
  series: TrendSeries[];
  basis: string;
}

/** How the price of stones like this moved, from retailers seen at two or more dates. */
export function marketTrendFor(model: PricingModel, specs: DiamondSpecs): MarketTrend | null {
  const effect = sharedSpecEffect(model.coefficients, model.layout, specs);
  const points = model.trend.filter(
    (p) => specs.carat >= p.caratBand[0] && specs.carat < p.caratBand[1],
  );
  const series: TrendSeries[] = [];
  for (const retailer of new Set(points.map((p) => p.retailer))) {
    const dated = points
      .filter((p) => p.retailer === retailer)
      .sort((a, b) => a.observedOn.localeCompare(b.observedOn));
    const first = dated[0]!;
    const last = dated[dated.length - 1]!;
    const years = daysBetween(first.observedOn, last.observedOn) / 365.25;
    if (years < 0.5) continue;
    const perCarat = (level: number) => Math.round(Math.exp(level + effect) / specs.carat);
    series.push({
      retailer,
      from: first.observedOn,
      to: last.observedOn,
      pricePerCaratFromCents: perCarat(first.medianAdjustedLogPrice),
      pricePerCaratToCents: perCarat(last.medianAdjustedLogPrice),
      listings: first.listings + last.listings,
    });
  }
  const monthly = recentMonthlyChange(model.timeIndex, specs.carat);
  if (series.length === 0 || monthly === null) return null;
  return {
    changePerYearPercent: Math.round(((1 + monthly) ** 12 - 1) * 1000) / 10,
    series,
    basis: `the market's time index at this size over the two years to ${model.timeIndex.dataDate}, learnt from the retailers seen at two dates (${series.map((s) => `${s.retailer} ${s.from} to ${s.to}`).join(", ")})`,
  };
}
