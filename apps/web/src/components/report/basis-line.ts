import type { AnalysisResult } from "@faircarat/contracts";
import { formatCount, formatDate } from "@/lib/format";

/**
 * "Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026". Without the date when
 * a time note follows, as that note opens with it.
 */
export function basisLine(basis: AnalysisResult["basis"], { withDate = true } = {}): string {
  const retailers = basis.retailers.length;
  const listings = `Based on ${formatCount(basis.listings)} listings from ${retailers} ${retailers === 1 ? "retailer" : "retailers"}`;
  // Before pricing v2 the valuation date was the data's date; since then it is the analysis day.
  return withDate ? `${listings}, market data of ${formatDate(basis.dataDate ?? basis.valuationDate)}` : listings;
}
