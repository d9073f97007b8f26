import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollarRange, formatDollars } from "@faircarat/contracts/figures";
import { resolveVerdict } from "@faircarat/contracts/verdict-texts";
import { dataDateOf } from "../format-figures";

/** The three answers a buyer wants first, from the report's verdict. */
const answers = {
  "below-market": "yes",
  fair: "yes",
  "above-market": "it depends",
  "too-little-data": "it depends",
  overpriced: "no",
} as const;

/** The figures "Is this a good deal?" is answered from: the report's own. */
export function readGoodDeal(a: AnalysisResult) {
  const verdict = resolveVerdict(a);
  const usual = a.retailerContext?.usualPrice ?? a.expectedAtRetailer;
  return {
    answer: answers[verdict],
    verdict,
    listedPrice: a.listedPrice,
    fairMarketValue: a.fairMarketValue,
    low: a.low,
    high: a.high,
    /** Listed minus fair value, in whole dollars as written. */
    aboveFairValue: Math.round(a.listedPrice) - Math.round(a.fairMarketValue),
    retailer: a.retailer,
    usualAtRetailer: usual ?? null,
    aboveUsualAtRetailer: usual == null ? null : Math.round(a.listedPrice) - Math.round(usual),
    marketDataOf: a.basis.dataDate ?? a.basis.valuationDate,
  };
}

function opening(d: ReturnType<typeof readGoodDeal>): string {
  const listed = formatDollars(d.listedPrice);
  const gap = formatDollars(Math.abs(d.aboveFairValue));
  switch (d.verdict) {
    case "below-market":
      return `**Yes.** At ${listed} it is ${gap} below its fair market value of ${formatDollars(d.fairMarketValue)}: less than similar diamonds usually list for.`;
    case "fair":
      return `**Yes, at a fair price.** At ${listed} it is ${d.aboveFairValue === 0 ? "at" : `${gap} ${d.aboveFairValue > 0 ? "above" : "below"}`} its fair market value of ${formatDollars(d.fairMarketValue)}, inside the range similar diamonds list for. Not a bargain, not a markup.`;
    case "above-market":
      return `**It depends.** At ${listed} it is ${gap} above its fair market value of ${formatDollars(d.fairMarketValue)}: not out of the range similar diamonds list for, but above the middle of it. Worth it only if something about this stone or its seller matters to you; otherwise ask for a better price.`;
    case "too-little-data":
      return `**It depends, and the data can't settle it.** Few listings sit near these specs, so a fair market value of ${formatDollars(d.fairMarketValue)} is too uncertain to call ${listed} good or bad.`;
    case "overpriced":
      return `**No, not at ${listed}.** That is ${gap} above its fair market value of ${formatDollars(d.fairMarketValue)}, and flagged as overpriced.`;
  }
}

/** "Is this a good deal?": yes, no or it depends first, then why, from the report. */
export function composeGoodDeal(a: AnalysisResult): string {
  const d = readGoodDeal(a);
  const lines = [opening(d)];
  if (d.retailer && d.usualAtRetailer !== null && d.aboveUsualAtRetailer !== null) {
    const gap = formatDollars(Math.abs(d.aboveUsualAtRetailer));
    const against =
      d.aboveUsualAtRetailer === 0
        ? "exactly that"
        : `${gap} ${d.aboveUsualAtRetailer > 0 ? "more" : "less"} than that`;
    lines.push(
      `${d.retailer} usually lists these specs around ${formatDollars(d.usualAtRetailer)}; this listing asks ${against}.`,
    );
  } else
    lines.push(
      "The report does not know this seller's usual price for these specs, so it is judged against the market only.",
    );
  lines.push(
    `Across retailers, 80% of listings like it sit at ${formatDollarRange(d.low, d.high)} (market data of ${dataDateOf(a.basis)}).`,
  );
  return lines.join("\n\n");
}
