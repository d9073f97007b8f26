import type { AnalysisResult, TrackedDiamond, TrackedPricePoint } from "@faircarat/contracts";
import type { tables } from "@faircarat/db";

type TrackedRow = typeof tables.trackedDiamonds.$inferSelect;
type PointRow = typeof tables.trackedPricePoints.$inferSelect;
type AnalysisRow = Pick<typeof tables.diamondAnalyses.$inferSelect, "listingUrl" | "analysisData">;

const dollars = (cents: number) => cents / 100;

export function toPricePoint(row: PointRow): TrackedPricePoint {
  return {
    observedAt: row.observedAt.toISOString(),
    source: row.source as TrackedPricePoint["source"],
    fairValue: dollars(row.fairValueCents),
    low: dollars(row.lowCents),
    high: dollars(row.highCents),
    listedPrice: dollars(row.listedPriceCents),
    cheapestComparable:
      row.cheapestComparableCents === null ? null : dollars(row.cheapestComparableCents),
  };
}

/** A tracked diamond as its owner sees it, in US dollars, its price path oldest first. */
export function toTrackedDiamond(
  row: TrackedRow,
  analysis: AnalysisRow,
  points: PointRow[],
  emailsOn: boolean,
): Omit<TrackedDiamond, "purchaseValue" | "purchaseValueNote"> {
  const result = (analysis.analysisData as { analysis: AnalysisResult }).analysis;
  return {
    id: row.id,
    analysisId: row.analysisId,
    createdAt: row.createdAt.toISOString(),
    listingUrl: analysis.listingUrl,
    specs: result.specs,
    sources: result.sources,
    alerts: {
      fairValueMovePercent: row.fairValueMovePercent,
      listedPriceChange: row.listedPriceChange,
      comparableBelow: row.comparableBelowCents === null ? null : dollars(row.comparableBelowCents),
    },
    emailsOn,
    lastListingCheckAt: row.lastListingCheckAt?.toISOString() ?? null,
    purchaseDate: row.purchaseDate,
    points: points.map(toPricePoint),
  };
}
