import type { AnalysisResult } from "@faircarat/contracts";
import { basisSources } from "@faircarat/contracts/evidence-texts";
import {
  formatCount,
  formatDollarRange,
  formatDollars,
  formatPercent,
} from "@faircarat/contracts/figures";
import { describeSpecs, dataDateOf } from "../format-figures";

/** "Why?", "How do you know?": where this report's figures come from, in plain words. */
export function composeMethod(a: AnalysisResult): string {
  const { basis } = a;
  const named = basis.retailers.length === 1 ? "" : ` (${basis.retailers.join(", ")})`;
  // With a published index the retailers are not all the listings' own: "of them" would count
  // Ritani's.
  const source = basis.indexDate
    ? "market data (listings and a published price index)"
    : "market listings";
  const nearby = `${formatCount(basis.nearbyListings)} of ${basis.indexDate ? "the listings" : "them"} are close to these specs`;
  return [
    `Every figure in this report comes from ${source}, not from a formula or a guess. The fair market value of ${formatDollars(a.fairMarketValue)} is the typical asking price for a ${describeSpecs(a.specs)} across retailers, each retailer weighted by how much of its own data is close to these specs, from a model fitted on ${basisSources(basis)}${named} with market data of ${dataDateOf(basis)}; ${nearby}.`,
    ...(a.timeNote ? [a.timeNote] : []),
    `The range of ${formatDollarRange(a.low, a.high)} is where 8 in 10 listings of these specs sit, checked on retailers the model had not seen. A stone listed above that range, or 25% or more above the fair value, is flagged as overpriced. Prices for other specs ("What about 1.4 ct?") come from the same model.`,
    `The report's confidence is ${formatPercent(a.confidence)}; ask "How confident is this estimate?" for what raises or lowers it.`,
  ].join("\n\n");
}
