import type { AnalysisResult } from "@faircarat/contracts";
import {
  formatCount,
  formatDate,
  formatDollarRange,
  formatUsd,
} from "@faircarat/contracts/figures";
import type { PriceEvidence } from "@faircarat/pricing";
import type { ExpertMarket } from "../expert-market";
import {
  describeEvidence,
  describeSpecs,
  gapInDollars,
  listOf,
  refreshedNote,
} from "../format-figures";
import { retailerKey } from "../intents/named-retailer";
import { readRetailerQuote, type RetailerQuote } from "../market-facts/retailer-quote";
import { marketLoading } from "./compose-timing";

/** "$120 less than", "$80 more than", "the same as". */
function versus(cents: number, reference: number): string {
  const gap = gapInDollars(cents, reference);
  return gap === 0
    ? "the same as"
    : gap < 0
      ? `${formatUsd(-gap * 100)} less than`
      : `${formatUsd(gap * 100)} more than`;
}

/** "80% of listings of these specs at the retailers we track sit between $290 and $2,554". */
function marketRange(q: RetailerQuote): string {
  const where =
    q.market.scope === "tracked-retailers" ? "at the retailers we track" : "at any retailer";
  return `80% of listings of these specs ${where} sit between ${formatUsd(q.market.lowCents)} and ${formatUsd(q.market.highCents)}`;
}

function restsOn(retailer: string, evidence: PriceEvidence, listings: number): string {
  if (evidence.kind === "listings")
    return `That price is read off ${retailer}'s own listings in our data at these specs; its range widens with the months since the newest of them.`;
  return `That price comes from the published index ${evidence.source} (edition of ${formatDate(evidence.edition)}, prices collected ${formatDate(evidence.collectedOn)}), which gives ${retailer}'s median for a few standard specs; the grade, size and shape effects learnt from ${formatCount(listings)} listings carry it to these specs, and its range widens with the months since that edition and the distance from those specs.`;
}

function noData(a: AnalysisResult, q: RetailerQuote): string[] {
  const name = q.retailer ?? q.asked;
  const why =
    q.missing === "not-near"
      ? `**${name}** is in our data, but with nothing near a ${describeSpecs(a.specs)}`
      : `We have no current prices from **${name}** in our data (listings to ${formatDate(q.listingsDate)}${q.indexDate ? `, published index to ${formatDate(q.indexDate)}` : ""})`;
  const listed = q.listedCents === null ? "" : `; you were quoted ${formatUsd(q.listedCents)}`;
  return [
    `${why}, so I can't say what it would charge for these specs, and I won't guess.`,
    `What the market shows instead: a fair market value of ${formatUsd(q.fairMarketValueCents)}, and ${marketRange(q)}${listed}.`,
    ...(q.retailersNear.length > 0
      ? [
          `Retailers we do have near these specs: ${listOf(q.retailersNear)}. Ask about one of them.`,
        ]
      : []),
  ];
}

function usualPrice(
  a: AnalysisResult,
  q: RetailerQuote,
  retailer: string,
  usual: NonNullable<RetailerQuote["usual"]>,
): string[] {
  const atMarket = `${retailer}'s usual price is ${versus(usual.cents, q.fairMarketValueCents)} the fair market value of ${formatUsd(q.fairMarketValueCents)} across retailers (${marketRange(q)}).`;
  const own = a.retailer !== null && retailerKey(a.retailer) === retailerKey(retailer);
  return [
    `**${retailer}** usually lists a ${describeSpecs(a.specs)} around **${formatUsd(usual.cents)}** (likely ${formatDollarRange(usual.lowCents / 100, usual.highCents / 100)}; ${describeEvidence(usual.evidence)}).`,
    q.listedCents === null
      ? atMarket
      : `${own ? `This listing is at ${retailer} itself. ` : ""}Against this listing: you were quoted ${formatUsd(q.listedCents)}, ${versus(q.listedCents, usual.cents)} ${retailer}'s usual price. ${atMarket}`,
    restsOn(retailer, usual.evidence, q.listings),
  ];
}

/**
 * "Is this a good deal compared to Brilliant Earth?": that retailer's usual price for the report's
 * specs, re-priced by the engine, or that we have no data there.
 */
export function composeRetailer(a: AnalysisResult, asked: string, market: ExpertMarket): string {
  const q = readRetailerQuote(market, asked);
  if (!q) return marketLoading;
  return [
    ...(q.usual && q.retailer ? usualPrice(a, q, q.retailer, q.usual) : noData(a, q)),
    ...(q.pricedAsShape
      ? [`These specs are valued as ${q.pricedAsShape}, the nearest cut our data price.`]
      : []),
    ...refreshedNote(a, q.dataDate),
  ].join("\n\n");
}
