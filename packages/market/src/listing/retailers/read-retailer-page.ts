import { normalisePriceCents } from "../../normalise/price";
import { certificateNumberOnPage } from "../certificate-on-page";
import { combineListing } from "../combine-listing";
import { gradingFromPairs, type ListingGrading } from "../grading-on-page";
import { MAX_HTML_CHARS, textCells } from "../html-text";
import { jsonLdProducts } from "../json-ld-product";
import { pairsInCells, specsFromPairs } from "../labelled-specs";
import type { ListingExtraction, ListingFacts } from "../listing-facts";
import { parseListingPage } from "../parse-listing-page";
import { shownPriceCents } from "../page-price";
import { parseListingUrl } from "../parse-listing-url";
import { fillSpecs } from "../read-spec";
import {
  proportionPairsInCells,
  proportionsFromPairs,
  type ListingProportions,
} from "./proportions";
import { readerForUrl } from "./retailer-readers";

/**
 * What a supported retailer's diamond page shows, as the extension reads it in the buyer's browser.
 */
export interface RetailerPage extends ListingExtraction {
  retailer: string;
  url: string;
  grading: ListingGrading;
  proportions: ListingProportions;
  /** What an analysis needs and the page did not show: the manual form asks for these. */
  missing: ("carat" | "color" | "clarity" | "price")[];
}

export type RetailerPageRead =
  { kind: "unsupported" } | { kind: "blocked" } | { kind: "diamond"; page: RetailerPage };

/**
 * One supported retailer's diamond page, read from its HTML as data: structured data first
 * (JSON-LD, meta), the page's spec tables, then the retailer's own markup (its embedded app state,
 * its price element), and the URL's specs. Nothing is fetched, run or echoed as markup.
 */
export function readRetailerPage(address: string, rawHtml: string): RetailerPageRead {
  const url = toUrl(address);
  const reader = url ? readerForUrl(url) : null;
  const fromUrl = url ? parseListingUrl(url.toString()) : null;
  if (!url || !reader || !fromUrl?.ok) return { kind: "unsupported" };

  const html = rawHtml.slice(0, MAX_HTML_CHARS);
  const cells = textCells(html);
  const generic = parseListingPage(html, cells);
  if (generic.kind === "blocked") return { kind: "blocked" };
  const own = reader.read(html);
  const page: ListingFacts = {
    ...generic.facts,
    retailer: reader.retailer,
    specs: { ...generic.facts.specs },
  };
  const ownFacts = specsFromPairs(own.pairs);
  fillSpecs(page.specs, ownFacts.specs);
  page.origin ??= ownFacts.origin ?? reader.origin ?? null;
  page.certificateNumber ??= certificateNumberOnPage("", own.pairs, []);
  if (page.priceCents === undefined && own.price !== undefined) {
    const cents = normalisePriceCents(own.price);
    if (cents.ok) page.priceCents = cents.value;
  }
  // A shop whose own markup changed (or was never known) still shows its price: read it as shown.
  const shown = page.priceCents === undefined ? shownPriceCents(html) : undefined;
  if (shown !== undefined) page.priceCents = shown;

  const pairs = [
    ...jsonLdProducts(html).flatMap((p) => p.pairs),
    ...pairsInCells(cells),
    ...own.pairs,
  ];
  const combined = combineListing(
    { ...fromUrl.value, origin: fromUrl.value.origin ?? reader.origin ?? null },
    page,
  );
  const result: RetailerPage = {
    ...combined,
    retailer: reader.retailer,
    url: fromUrl.value.url,
    grading: gradingFromPairs(pairs),
    proportions: proportionsFromPairs([...pairs, ...proportionPairsInCells(cells)]),
    missing: [],
  };
  if (result.certificateNumber === undefined) delete result.certificateNumber;
  // GIA's Premium/Standard stands for color and clarity (issue 29).
  const needed = result.grading.assessment
    ? (["carat"] as const)
    : (["carat", "color", "clarity"] as const);
  for (const field of needed) if (result.specs[field] === undefined) result.missing.push(field);
  if (result.priceCents === undefined) result.missing.push("price");
  return { kind: "diamond", page: result };
}

function toUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}
