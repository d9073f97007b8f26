import { combineListing } from "@faircarat/market/listing/combine-listing";
import type { ListingFacts } from "@faircarat/market/listing/listing-facts";
import { MAX_HTML_CHARS } from "@faircarat/market/listing/html-text";
import { parseListingPage } from "@faircarat/market/listing/parse-listing-page";
import { parseListingUrl } from "@faircarat/market/listing/parse-listing-url";
import {
  analysisProportions,
  proportionsFromPairs,
  type ListingProportions,
} from "@faircarat/market/listing/retailers/proportions";
import { readerForUrl } from "@faircarat/market/listing/retailers/retailer-readers";
import type { ExtractedListing } from "../analyses/analyses-context";
import type { SafeFetchResult } from "./safe-fetch";
import { unreadablePageNote } from "./unreadable-page-note";

export interface ExtractListingDeps {
  fetch: (url: string) => Promise<SafeFetchResult>;
}

/**
 * What a pasted listing says about the stone: the URL first, then the retailer's page when it can
 * be read. Never throws: whatever goes wrong becomes a note and the analysis goes on.
 */
export async function extractListing(
  url: string,
  deps: ExtractListingDeps,
): Promise<ExtractedListing> {
  const parsed = parseListingUrl(url);
  if (!parsed.ok)
    return {
      url: null,
      specs: {},
      sources: {},
      notes: ["The listing URL could not be read, so no specs were taken from it."],
    };
  const fromUrl = parsed.value;

  let page: ListingFacts | null = null;
  let fetchedUrl = fromUrl.url;
  let blocked = false;
  let proportions: ListingProportions = {};
  const notes: string[] = [];
  const fetched = await deps.fetch(fromUrl.url).catch((): SafeFetchResult => ({
    ok: false,
    reason: "network_error",
    detail: "",
    url: fromUrl.url,
  }));
  if (fetched.ok) {
    const read = parseListingPage(fetched.body);
    if (read.kind === "listing") {
      page = read.facts;
      fetchedUrl = fetched.url;
      proportions = { ...ownProportions(fetched.url, fetched.body), ...read.facts.proportions };
    } else {
      blocked = true;
      notes.push(unreadablePageNote({ blocked: read.blocked.kind }, fromUrl));
    }
  } else {
    notes.push(unreadablePageNote({ refused: fetched }, fromUrl));
  }

  const combined = combineListing(fromUrl, page);
  const grading = page?.grading ?? {};
  // What the page states beyond the four Cs: a fancy shape's finish, GIA's Premium/Standard.
  const graded = {
    polish: grading.polish,
    symmetry: grading.symmetry,
    assessment: grading.assessment,
  };
  const fromPage = Object.fromEntries(
    Object.entries(graded).filter(([, value]) => value !== undefined),
  );
  return {
    url: fromUrl,
    specs: { ...combined.specs, ...fromPage, retailer: combined.retailer },
    sources: {
      ...combined.sources,
      ...Object.fromEntries(Object.keys(fromPage).map((field) => [field, "page" as const])),
    },
    notes: [...notes, ...combined.notes],
    origin: combined.origin,
    priceCents: combined.priceCents ?? null,
    certificateNumber: combined.certificateNumber ?? null,
    ...(grading.growthMethod ? { growthMethod: grading.growthMethod } : {}),
    ...(grading.treatment ? { treatment: grading.treatment } : {}),
    ...withProportions(analysisProportions(proportions)),
    blocked,
    ...(page ? { pageRead: { requestedUrl: fromUrl.url, fetchedUrl, fromUrl, page } } : {}),
  };
}

const withProportions = (proportions: ReturnType<typeof analysisProportions>) =>
  proportions ? { proportions } : {};

/**
 * A supported retailer's own markup (its embedded app state) may carry proportions its spec table
 * does not.
 */
function ownProportions(address: string, html: string): ListingProportions {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return {};
  }
  const reader = readerForUrl(url);
  // The same cap as every other read of a page: a retailer's reader never sees more of it.
  return reader ? proportionsFromPairs(reader.read(html.slice(0, MAX_HTML_CHARS)).pairs) : {};
}
