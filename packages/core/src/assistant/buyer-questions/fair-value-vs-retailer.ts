import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars, formatPercent } from "@faircarat/contracts/figures";
import { dataDateOf } from "../format-figures";

/** The figures "Why is your fair value different from the retailer's price?" is answered from. */
export function readValueVersusRetailer(a: AnalysisResult) {
  const context = a.retailerContext ?? null;
  return {
    listedPrice: a.listedPrice,
    fairMarketValue: a.fairMarketValue,
    /** Listed minus fair value, in whole dollars as written. */
    gap: Math.round(a.listedPrice) - Math.round(a.fairMarketValue),
    retailer: a.retailer,
    usualAtRetailer: context?.usualPrice ?? a.expectedAtRetailer,
    /** The retailer's usual price over the fair value (1.4 = 40% above the market). */
    retailerRatioToMarket: context?.ratioToMarket ?? null,
    retailerTier: context?.tier ?? null,
    retailers: a.basis.retailers.length,
    listings: a.basis.listings,
  };
}

/**
 * "Why is your fair value different from the retailer's price?": what the fair value measures, the
 * retailer's usual level for these specs against the market's, and the gap in dollars.
 */
export function composeValueVersusRetailer(a: AnalysisResult): string {
  const d = readValueVersusRetailer(a);
  const lines = [
    `They measure different things. The fair market value, ${formatDollars(d.fairMarketValue)}, is the typical asking price for these specs across ${d.retailers} retailers, each counting once, from ${d.listings} listings with market data of ${dataDateOf(a.basis)}. A retailer's price is what one seller asks: its own margin, service and return terms are in it.`,
  ];
  if (d.retailer && d.usualAtRetailer !== null) {
    const usual = formatDollars(d.usualAtRetailer);
    const level =
      d.retailerRatioToMarket === null
        ? ""
        : ` That is ${d.retailerRatioToMarket >= 1 ? `${formatPercent(d.retailerRatioToMarket - 1)} above` : `${formatPercent(1 - d.retailerRatioToMarket)} below`} the market's level${d.retailerTier ? `: a ${d.retailerTier} retailer for these specs` : ""}.`;
    lines.push(`${d.retailer} usually lists these specs around ${usual}.${level}`);
  } else
    lines.push(
      "The report does not know this seller's usual price for these specs, so the gap below is against the market alone.",
    );
  lines.push(
    d.gap === 0
      ? `This listing, at ${formatDollars(d.listedPrice)}, asks exactly the fair value.`
      : `The gap: this listing asks ${formatDollars(d.listedPrice)}, ${formatDollars(Math.abs(d.gap))} ${d.gap > 0 ? "above" : "below"} the fair value.`,
  );
  return lines.join("\n\n");
}
