import type { AnalysisResult } from "@faircarat/contracts";
import {
  formatDate,
  formatDollars,
  formatStatedPercent,
  formatUsd,
} from "@faircarat/contracts/figures";
import type { ExpertMarket } from "../expert-market";
import { basisOf, valueWithRange } from "../format-figures";
import { readListingHistory, type ListingHistory } from "../market-facts/listing-history";

function historyLines(h: ListingHistory, carat: number): string[] {
  const direction = h.changePerYearPercent < 0 ? "fell" : "rose";
  return [
    `What we can show is what **new-listing** prices did over the years our listings cover (${formatDate(h.from)} to ${formatDate(h.to)}): at ${carat} ct, asking prices ${direction} about **${formatStatedPercent(Math.abs(Math.round(h.changePerYearPercent)))} a year** over the last two years of the market's time index. Per carat, for stones like this one, at the retailers seen at both ends:`,
    h.retailers
      .map(
        (r) =>
          `- ${r.retailer}: ${formatUsd(r.perCaratFromCents)} per carat on ${formatDate(r.from)}, ${formatUsd(r.perCaratToCents)} on ${formatDate(r.to)}`,
      )
      .join("\n"),
  ];
}

/**
 * "Is this a good investment?", "What will it be worth in 5 years?": no resale data exist; what
 * new-listing prices did; this price against the market.
 */
export function composeInvestment(a: AnalysisResult, market: ExpertMarket): string {
  const quote = market.quote();
  const history = quote ? readListingHistory(quote.result) : null;
  const price = `As a purchase, this listing at ${formatDollars(a.listedPrice)} is ${a.isOverpriced ? "above" : "within or below"} its market range: fair market value ${valueWithRange(a)}, ${basisOf(a.basis)}. Paying close to fair value is what loses the least.`;
  const past = history
    ? historyLines(history, a.specs.carat)
    : a.marketTrend
      ? [`What we can show is what new-listing prices did: ${a.marketTrend}`]
      : [
          "Our data do not hold enough dated listings at this size to show how new-listing prices moved over the years.",
        ];
  return [
    "**Not as a financial investment.** Buy a lab-grown diamond to wear because you love it, not to make money on it.",
    "There is no public resale market data for lab-grown diamonds: no exchange, auction record or index publishes what they resell for, so nobody can say from data what this stone will be worth in a few years. A used stone competes with new ones, so what new stones cost is the nearest guide we have.",
    ...past,
    price,
  ].join("\n\n");
}
