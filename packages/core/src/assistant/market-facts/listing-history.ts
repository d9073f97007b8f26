import type { PriceResult } from "@faircarat/pricing";

/**
 * What new-listing prices at the report's size did over the years the data cover (no resale prices
 * exist to show).
 */
export interface ListingHistory {
  /** The time index's change per year at this size, as the report's trend line states it. */
  changePerYearPercent: number;
  from: string;
  to: string;
  /** Each retailer seen at two dates: its spec-adjusted price per carat at both. */
  retailers: {
    retailer: string;
    from: string;
    to: string;
    perCaratFromCents: number;
    perCaratToCents: number;
  }[];
}

export function readListingHistory(result: PriceResult): ListingHistory | null {
  const trend = result.marketTrend;
  if (!trend || trend.series.length === 0) return null;
  return {
    changePerYearPercent: trend.changePerYearPercent,
    from: trend.series.reduce(
      (oldest, s) => (s.from < oldest ? s.from : oldest),
      trend.series[0]!.from,
    ),
    to: trend.series.reduce((newest, s) => (s.to > newest ? s.to : newest), trend.series[0]!.to),
    retailers: trend.series.map((s) => ({
      retailer: s.retailer,
      from: s.from,
      to: s.to,
      perCaratFromCents: s.pricePerCaratFromCents,
      perCaratToCents: s.pricePerCaratToCents,
    })),
  };
}
