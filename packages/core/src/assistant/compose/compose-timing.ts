import type { AnalysisResult } from "@faircarat/contracts";
import type { PriceResult } from "@faircarat/pricing";
import {
  formatCount,
  formatDate,
  formatPercentSize,
  formatSignedPercent,
  formatUsd,
} from "@faircarat/contracts/figures";
import type { ExpertMarket } from "../expert-market";
import { describeSpecs, gapInDollars, listOf, refreshedNote } from "../format-figures";
import { readTimeMoves, type MarketMove, type TimeMoves } from "../market-facts/time-moves";

export const marketLoading =
  "I can't read the market data right now: it is still loading. Please ask again in a minute.";

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;

function describeMove(move: MarketMove): string {
  const span = `${formatDate(move.from)} to ${formatDate(move.to)}`;
  return move.retailers === 0
    ? `- ${span}: ${formatSignedPercent(move.changePercent)} (the market's trend in our listings, carried to the first index edition)`
    : `- ${span}: **${formatSignedPercent(move.changePercent)}** (${formatSignedPercent(move.monthlyPercent)} a month; the median move of ${move.retailers} ${move.retailers === 1 ? "retailer's" : "retailers'"} index prices)`;
}

function trendLine(t: TimeMoves): string {
  if (t.monthlyPercent === null)
    return `Our listings (to ${formatDate(t.listingsDate)}) are too short a history to show how prices at ${t.carat} ct are moving.`;
  const direction = t.monthlyPercent < 0 ? "fell" : "rose";
  return `Over the two years of listings to ${formatDate(t.listingsDate)}, asking prices at ${t.carat} ct ${direction} about **${formatPercentSize(t.monthlyPercent)} a month**.`;
}

function editionLines(t: TimeMoves): string[] {
  if (t.indexes.length === 0)
    return [
      `No published index edition is in our data yet, so nothing after ${formatDate(t.listingsDate)} shows how prices moved since.`,
    ];
  const editions = t.indexes.map(
    (i) => `${i.source}, editions of ${listOf(i.editions.map(formatDate))}`,
  );
  const lines = [
    [
      `What the published index editions show since, for the market as a whole (${listOf(editions)}; newest prices collected ${formatDate(t.indexDate ?? t.dataDate)}):`,
      ...t.moves.map(describeMove),
    ].join("\n"),
  ];
  if (t.monthlyRange) {
    const { lowPercent, highPercent } = t.monthlyRange;
    lines.push(
      lowPercent === highPercent
        ? `One month-to-month move is in the data so far (${formatSignedPercent(lowPercent)} a month): too few to call a pace.`
        : `Month to month, the market moved between ${formatSignedPercent(lowPercent)} and ${formatSignedPercent(highPercent)} a month.`,
    );
  }
  if (t.retailerMoveRange) {
    const { lowPercent, highPercent } = t.retailerMoveRange;
    lines[lines.length - 1] +=
      ` A single retailer's index price for the same specs moved between ${formatSignedPercent(lowPercent)} and ${formatSignedPercent(highPercent)} from one edition to the next, so any one month can differ a lot from the trend.`;
  }
  return lines;
}

/** What the report's fair value already assumes about the months since the newest data. */
function carriedLine(t: TimeMoves): string {
  const value = `The report's fair value of **${formatUsd(t.fairMarketValueCents)}** is for ${formatDate(t.valuationDate)}`;
  if (t.monthsPastData === 0)
    return `${value}, at the prices of the newest data (${formatDate(t.dataDate)}).`;
  if (t.monthsCarried === 0 || t.monthlyPercent === null)
    return `${value}. It stays at the prices of the newest data (${formatDate(t.dataDate)}, ${months(t.monthsPastData)} earlier): carrying the trend forward did not improve our time-forward checks.`;
  const carried =
    t.monthsCarried < t.monthsPastData
      ? `${months(t.monthsCarried)} of the ${months(t.monthsPastData)}`
      : `the ${months(t.monthsPastData)}`;
  return `${value}: it already includes the trend for ${carried} since the newest data (${formatDate(t.dataDate)}), so a move at that pace is in the figure already.`;
}

function priceLine(result: PriceResult): string {
  const listed = result.listedPriceCents;
  if (listed === null)
    return "What you control is the price, not the market: compare it with the fair value before you decide.";
  const gap = gapInDollars(listed, result.fairMarketValueCents) * 100;
  if (result.isOverpriced)
    return `What you control is the price, not the market: this listing at ${formatUsd(listed)} is ${formatUsd(gap)} above that fair value and flagged as overpriced, so a better price or another listing matters more than the market's next move.`;
  const where = gap > 0 ? `${formatUsd(gap)} above` : gap < 0 ? `${formatUsd(-gap)} below` : "at";
  return `What you control is the price, not the market: this listing at ${formatUsd(listed)} is ${where} that fair value. At a fair price, waiting trades a possible fall for the chance that this stone sells first.`;
}

/**
 * "Should I wait for prices to drop?": the trend at this size, the index editions' moves since, and
 * what the value already carries.
 */
export function composeTiming(a: AnalysisResult, market: ExpertMarket): string {
  const quote = market.quote();
  if (!quote) return marketLoading;
  const t = readTimeMoves(quote);
  const sources = `${formatCount(quote.result.basis.listings)} listings${t.indexes.length > 0 ? " and the published index editions" : ""}`;
  return [
    `Nobody can tell you where prices go next, and neither can I: past moves are not a forecast. This is what the data show for a ${describeSpecs(a.specs)}, from ${sources}:`,
    trendLine(t),
    ...editionLines(t),
    carriedLine(t),
    priceLine(quote.result),
    ...refreshedNote(a, t.dataDate),
  ].join("\n\n");
}
