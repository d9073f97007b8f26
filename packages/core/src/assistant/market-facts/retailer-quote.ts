import type { PriceEvidence } from "@faircarat/pricing";
import { retailerEvidence } from "@faircarat/pricing/retailer-evidence";
import type { ExpertMarket } from "../expert-market";

/**
 * What a named retailer usually asks for the report's specs, against this listing and the market.
 */
export interface RetailerQuote {
  /** The name as asked, and as the data know it (null when they do not). */
  asked: string;
  retailer: string | null;
  /**
   * Its usual price and 80% range, and what they rest on; null when the data hold nothing of it
   * near these specs.
   */
  usual: { cents: number; lowCents: number; highCents: number; evidence: PriceEvidence } | null;
  /**
   * Why there is no usual price: no current data of that retailer at all, or none near these specs.
   */
  missing: "unknown" | "not-near" | null;
  listedCents: number | null;
  fairMarketValueCents: number;
  /**
   * The 80% range of listings of these specs: at the retailers we track, or at any retailer when
   * this one is not near them.
   */
  market: { lowCents: number; highCents: number; scope: "tracked-retailers" | "any-retailer" };
  /** The cut the specs were valued as, when the data lack their own shape. */
  pricedAsShape: string | null;
  /**
   * Listings the fit stands on (whose grade, size and shape effects carry an index price to these
   * specs).
   */
  listings: number;
  /** The retailers with prices near these specs (what can be asked about instead). */
  retailersNear: string[];
  listingsDate: string;
  indexDate: string | null;
  dataDate: string;
}

/**
 * The report's specs re-priced with the retailer named, on the chat's fit; null while no market
 * data is loaded.
 */
export function readRetailerQuote(market: ExpertMarket, asked: string): RetailerQuote | null {
  const quote = market.quote(asked);
  if (!quote) return null;
  const { result } = quote;
  const notes = result.warnings.map((w) => w.kind);
  const known =
    result.expectedAtRetailerCents !== null &&
    result.expectedAtRetailerRange !== null &&
    result.retailer !== null;
  return {
    asked,
    retailer: result.retailer,
    usual: known
      ? {
          cents: result.expectedAtRetailerCents!,
          lowCents: result.expectedAtRetailerRange!.lowCents,
          highCents: result.expectedAtRetailerRange!.highCents,
          evidence:
            result.retailerPrices.find((r) => r.retailer === result.retailer)?.evidence ??
            retailerEvidence(quote.model, result.retailer!, {
              ...result.specs,
              shape: result.pricedAsShape,
            }),
        }
      : null,
    missing: known ? null : notes.includes("retailer-not-near") ? "not-near" : "unknown",
    listedCents: result.listedPriceCents,
    fairMarketValueCents: result.fairMarketValueCents,
    market: { lowCents: result.lowCents, highCents: result.highCents, scope: result.rangeScope },
    pricedAsShape: result.pricedAsShape === result.specs.shape ? null : result.pricedAsShape,
    listings: result.basis.listings,
    retailersNear: result.retailerPrices.map((r) => r.retailer),
    listingsDate: result.time.listingsDate,
    indexDate: result.time.indexDate,
    dataDate: result.time.dataDate,
  };
}
