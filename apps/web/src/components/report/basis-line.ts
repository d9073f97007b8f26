import type { AnalysisResult } from "@faircarat/contracts";
import { basisSources } from "@faircarat/contracts/evidence-texts";
import { formatDate } from "@faircarat/contracts/figures";

/**
 * "Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026" ("... listings and a
 * published price index, covering 11 retailers" once an index is a source). Without the date when
 * a time note follows, as that note opens with it.
 */
export function basisLine(basis: AnalysisResult["basis"], { withDate = true } = {}): string {
  const listings = `Based on ${basisSources(basis)}`;
  // Before pricing v2 the valuation date was the data's date; since then it is the analysis day.
  return withDate
    ? `${listings}, market data of ${formatDate(basis.dataDate ?? basis.valuationDate)}`
    : listings;
}
