import type { AnalysisResult } from "@faircarat/contracts";
import { formatCount, formatDate } from "@/lib/format";

/** "Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026". */
export function basisLine(basis: AnalysisResult["basis"]): string {
  const retailers = basis.retailers.length;
  // Before pricing v2 the valuation date was the data's date; since then it is the analysis day.
  const dataDate = basis.dataDate ?? basis.valuationDate;
  return `Based on ${formatCount(basis.listings)} listings from ${retailers} ${retailers === 1 ? "retailer" : "retailers"}, market data of ${formatDate(dataDate)}`;
}
