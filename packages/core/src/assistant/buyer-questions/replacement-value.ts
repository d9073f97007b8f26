import type { AnalysisResult } from "@faircarat/contracts";
import { retailerPriceLine } from "@faircarat/contracts/evidence-texts";
import { formatDollarRange, formatDollars } from "@faircarat/contracts/figures";
import { dataDateOf, describeSpecs } from "../format-figures";

/** The figures an insurance or replacement answer is written from: the report's. */
export function readReplacementValue(a: AnalysisResult) {
  const retailers = [...(a.retailerPrices ?? [])].sort((x, y) => x.usualPrice - y.usualPrice);
  return {
    specs: a.specs,
    fairMarketValue: a.fairMarketValue,
    low: a.low,
    high: a.high,
    marketDataOf: a.basis.dataDate ?? a.basis.valuationDate,
    retailers: retailers.map((r) => ({ retailer: r.retailer, usualPrice: r.usualPrice })),
    marketTrend: a.marketTrend,
  };
}

/**
 * "What is the insurance or replacement value?": what replacing it would cost now at retailers,
 * dated, and that an insurer's appraisal uses replacement, not resale.
 */
export function composeReplacementValue(a: AnalysisResult): string {
  const d = readReplacementValue(a);
  const named = a.retailerPrices ?? [];
  const lines = [
    `Replacing this ${describeSpecs(a.specs)} today would cost about **${formatDollars(d.fairMarketValue)}** at a typical retailer, and 80% of listings like it sit at ${formatDollarRange(d.low, d.high)} (market data of ${dataDateOf(a.basis)}).`,
  ];
  if (named.length > 0)
    lines.push(
      [
        "At the retailers we have prices from near these specs:",
        ...[...named]
          .sort((x, y) => x.usualPrice - y.usualPrice)
          .map((p) => `- ${retailerPriceLine(p)}`),
      ].join("\n"),
    );
  lines.push(
    "An insurer's appraisal states **replacement value**: what a new stone of the same specs costs at retail, not what you could sell it for (there is no public resale market for lab-grown diamonds). Ask the appraiser to write that it is laboratory-grown, with its report number, and to value it at today's lab-grown prices: a value from natural-diamond prices means paying for cover you could never claim.",
  );
  if (d.marketTrend)
    lines.push(
      `Lab-grown prices move. ${d.marketTrend} Have the value reviewed every year or two, so the premium follows what a replacement costs.`,
    );
  return lines.join("\n\n");
}
