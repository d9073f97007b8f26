import type { AnalysisResult } from "@faircarat/contracts";
import type { ExpertMarket } from "../expert-market";
import { gapInDollars } from "../format-figures";
import { readListingHistory } from "../market-facts/listing-history";
import { readRetailerQuote } from "../market-facts/retailer-quote";
import { readTimeMoves } from "../market-facts/time-moves";
import { formatCarat, formatDate } from "@faircarat/contracts/figures";

/**
 * Whole dollars, as the built-in answers write them (formatUsd), so the figure check finds the same
 * amounts.
 */
const dollars = (cents: number) => Math.round(cents / 100);

/** The market_time tool: the facts the built-in timing and investment answers are written from. */
export function marketTimeResult(analysis: AnalysisResult, market: ExpertMarket) {
  const quote = market.quote();
  if (!quote) return null;
  const t = readTimeMoves(quote);
  const history = readListingHistory(quote.result);
  return {
    specs: analysis.specs,
    note: "Past moves are not a forecast. The fair value already includes the trend for monthsCarriedIntoFairValue months past the newest data. There is no public resale market data for lab-grown diamonds.",
    trend: {
      monthlyChangePercent: t.monthlyPercent,
      over: `the two years of listings to ${formatDate(t.listingsDate)}, at ${formatCarat(t.carat)}`,
    },
    listingsDate: t.listingsDate,
    indexDate: t.indexDate,
    dataDate: t.dataDate,
    valuationDate: t.valuationDate,
    monthsPastData: t.monthsPastData,
    monthsCarriedIntoFairValue: t.monthsCarried,
    fairMarketValue: dollars(t.fairMarketValueCents),
    listedPrice:
      quote.result.listedPriceCents === null ? null : dollars(quote.result.listedPriceCents),
    listedPriceMinusFairMarketValue:
      quote.result.listedPriceCents === null
        ? null
        : gapInDollars(quote.result.listedPriceCents, t.fairMarketValueCents),
    marketMovesBetweenIndexEditions: t.moves,
    monthlyMoveRange: t.monthlyRange,
    indexes: t.indexes,
    newListingPrices: history && {
      changePerYearPercent: history.changePerYearPercent,
      from: history.from,
      to: history.to,
      pricePerCaratByRetailer: history.retailers.map((r) => ({
        retailer: r.retailer,
        from: r.from,
        to: r.to,
        perCaratFrom: dollars(r.perCaratFromCents),
        perCaratTo: dollars(r.perCaratToCents),
      })),
    },
  };
}

/** The retailer_price tool: the facts the built-in retailer answer is written from. */
export function retailerPriceResult(market: ExpertMarket, retailer: string) {
  const q = readRetailerQuote(market, retailer);
  if (!q) return null;
  const common = {
    listedPrice: q.listedCents === null ? null : dollars(q.listedCents),
    fairMarketValue: dollars(q.fairMarketValueCents),
    marketRange80: {
      low: dollars(q.market.lowCents),
      high: dollars(q.market.highCents),
      at: q.market.scope,
    },
    retailersWithDataNearTheseSpecs: q.retailersNear,
    listingsDate: q.listingsDate,
    indexDate: q.indexDate,
  };
  if (!q.usual)
    return {
      retailer: q.retailer ?? q.asked,
      noData:
        q.missing === "not-near" ? "nothing near these specs" : "no current data for this retailer",
      ...common,
    };
  return {
    retailer: q.retailer,
    usualPrice: dollars(q.usual.cents),
    likelyRange80: { low: dollars(q.usual.lowCents), high: dollars(q.usual.highCents) },
    restsOn: q.usual.evidence,
    // A model may not work out differences itself (the figure check refuses them): they are given.
    usualPriceMinusFairMarketValue: gapInDollars(q.usual.cents, q.fairMarketValueCents),
    listedPriceMinusUsualPrice:
      q.listedCents === null ? null : gapInDollars(q.listedCents, q.usual.cents),
    ...common,
  };
}
