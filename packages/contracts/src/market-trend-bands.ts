/**
 * The market trend chart's carat bands and addresses, without zod: the web app's pages import them
 * (decision 010).
 */

export interface CaratBand {
  /** Included. */
  min: number;
  /** Excluded. */
  max: number;
  label: string;
}

/**
 * The pricing engine's trend bands (packages/pricing/src/market-trend.ts), the last one closed at
 * the API's 100 ct limit.
 */
export const trendCaratBands: readonly CaratBand[] = [
  { min: 0, max: 0.9, label: "Under 0.9 ct" },
  { min: 0.9, max: 1.4, label: "0.9–1.39 ct" },
  { min: 1.4, max: 1.9, label: "1.4–1.89 ct" },
  { min: 1.9, max: 2.9, label: "1.9–2.89 ct" },
  { min: 2.9, max: 100, label: "2.9 ct and over" },
];

/** The band a stone of this weight falls in (the last one for anything heavier). */
export function trendBandOf(carat: number): CaratBand {
  return (
    trendCaratBands.find((band) => carat >= band.min && carat < band.max) ??
    trendCaratBands[trendCaratBands.length - 1]!
  );
}

/** The shapes the guide's chart offers: those lab-grown stones are commonly cut in. */
export const trendShapes = [
  "round",
  "oval",
  "cushion",
  "princess",
  "emerald",
  "pear",
  "radiant",
  "marquise",
  "asscher",
  "heart",
] as const;

/**
 * The site's own (keyless) address of the series the public API serves at /api/v1/market/trends.
 */
export function marketTrendsPath(shape: string, band: Pick<CaratBand, "min" | "max">) {
  const query = new URLSearchParams({
    shape,
    caratMin: String(band.min),
    caratMax: String(band.max),
  });
  return `/api/market/trends?${query.toString()}` as const;
}
