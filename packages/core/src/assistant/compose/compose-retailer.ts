import type { AnalysisResult } from "@faircarat/contracts";
import { formatUsd, groupThousands } from "@faircarat/contracts/numbers";
import { describeDay } from "../../analyses/describe-pricing";
import type { ExpertMarket } from "../expert-market";
import { describeEvidence, describeSpecs, listOf, refreshedNote } from "../format-figures";
import { readRetailerQuote, type RetailerQuote } from "../market-facts/retailer-quote";
import { marketLoading } from "./compose-timing";

/** "$120 less than", "$80 more than", "the same as". */
function versus(cents: number, reference: number): string {
  const gap = Math.round(cents / 100) - Math.round(reference / 100);
  return gap === 0 ? "the same as" : gap < 0 ? `${formatUsd(-gap * 100)} less than` : `${formatUsd(gap * 100)} more than`;
}

function marketRange(q: RetailerQuote): string {
  const where = q.market.scope === "tracked-retailers" ? "at the retailers we track" : "at any retailer";
  return `80% of listings of these specs ${where} sit between ${formatUsd(q.market.lowCents)} and ${formatUsd(q.market.highCents)}, around a fair market value of ${formatUsd(q.fairMarketValueCents)}`;
}

function restsOn(q: RetailerQuote & { usual: NonNullable<RetailerQuote["usual"]> }, listings: number): string {
  const { evidence } = q.usual;
  if (evidence.kind === "listings")
    return `That price comes from ${q.retailer}'s own listings in our data (${groupThousands(evidence.listings)}, the newest seen ${describeDay(evidence.asOf)}); the range is where its price for these specs likely sits.`;
  return `That price comes from the published index ${evidence.source} (edition of ${describeDay(evidence.edition)}, prices collected ${describeDay(evidence.collectedOn)}), which gives ${q.retailer}'s median for a few standard specs; the grade, size and shape effects learnt from ${groupThousands(listings)} listings carry it to these specs, and its range widens with the months since that edition and the distance from those specs.`;
}

/** "Is this a good deal compared to Brilliant Earth?": that retailer's usual price for these specs, re-priced by the engine, or that we have no data there. */
export function composeRetailer(a: AnalysisResult, asked: string, market: ExpertMarket): string {
  const q = readRetailerQuote(market, asked);
  const quote = market.quote(asked);
  if (!q || !quote) return marketLoading;
  const specs = describeSpecs(a.specs);
  const shapeNote = quote.result.pricedAsShape !== quote.result.specs.shape ? [`These specs are valued as ${quote.result.pricedAsShape}, the nearest cut our data price.`] : [];
  if (!q.usual) {
    const name = q.retailer ?? asked;
    const why =
      q.missing === "not-near"
        ? `**${name}** is in our data, but with nothing near a ${specs}`
        : `We have no current prices from **${name}** in our data (listings to ${describeDay(q.listingsDate)}${q.indexDate ? `, published index to ${describeDay(q.indexDate)}` : ""})`;
    const others = q.retailersNear.length > 0 ? [`Retailers we do have near these specs: ${listOf(q.retailersNear)}. Ask about one of them.`] : [];
    const listed = q.listedCents === null ? "" : `; you were quoted ${formatUsd(q.listedCents)}`;
    return [
      `${why}, so I can't say what it would charge for these specs, and I won't guess.`,
      `What the market shows instead: ${marketRange(q)}${listed}.`,
      ...others,
      ...shapeNote,
      ...refreshedNote(a, q.dataDate),
    ].join("\n\n");
  }
  const usual = { ...q, usual: q.usual };
  const { cents, lowCents, highCents, evidence } = q.usual;
  const against =
    q.listedCents === null
      ? `The fair market value of these specs across retailers is ${formatUsd(q.fairMarketValueCents)}: ${marketRange(q)}.`
      : `You were quoted ${formatUsd(q.listedCents)} here: ${q.retailer}'s usual price is ${versus(cents, q.listedCents)} that, and ${versus(cents, q.fairMarketValueCents)} the fair market value across retailers (${marketRange(q)}).`;
  const own =
    a.retailer && a.retailer.toLowerCase().replace(/[^a-z0-9]/g, "") === q.retailer!.toLowerCase().replace(/[^a-z0-9]/g, "") ? [`This listing is at ${q.retailer} itself.`] : [];
  return [
    `**${q.retailer}** usually lists a ${specs} around **${formatUsd(cents)}** (likely ${formatUsd(lowCents)} to ${formatUsd(highCents)}; ${describeEvidence(evidence)}).`,
    ...own,
    against,
    restsOn(usual, quote.result.basis.listings),
    ...shapeNote,
    ...refreshedNote(a, q.dataDate),
  ].join("\n\n");
}
