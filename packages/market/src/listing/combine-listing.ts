import type { ListingExtraction, ListingFacts, SpecField } from "./listing-facts";
import { specFields } from "./listing-facts";

/** Said before a natural listing is checked: it is valued from natural listings (decision 057). */
export const naturalNote =
  "This listing is a natural (mined) diamond: FairCarat values it from natural listings, not from the lab-grown model.";

/** Said on a natural listing the buyer asked to value as lab-grown (origin "lab"). */
export const naturalValuedAsLabNote =
  "This listing is a natural (mined) diamond, valued here as lab-grown as asked: the figures below are for a lab-grown stone with the same specs.";

/**
 * The URL's values first, the page filling the gaps; each value keeps its source and disagreements
 * are told.
 */
export function combineListing(
  fromUrl: ListingFacts,
  page: ListingFacts | null,
): ListingExtraction {
  const result: ListingExtraction = {
    retailer: fromUrl.retailer ?? page?.retailer ?? null,
    origin: fromUrl.origin ?? page?.origin ?? null,
    specs: {},
    sources: {},
    notes: [...fromUrl.notes, ...(page?.notes ?? [])],
  };
  for (const field of specFields) {
    const fromPage = page?.specs[field];
    const value = fromUrl.specs[field] ?? fromPage;
    if (value === undefined) continue;
    (result.specs as Record<SpecField, unknown>)[field] = value;
    result.sources[field] = fromUrl.specs[field] !== undefined ? "url" : "page";
    if (fromPage !== undefined && fromPage !== value)
      result.notes.push(
        `The page gives ${field} ${fromPage} but the URL says ${value}; the URL's value was used.`,
      );
  }
  if (result.origin) result.sources.origin = fromUrl.origin ? "url" : "page";
  if (fromUrl.origin && page?.origin && page.origin !== fromUrl.origin)
    result.notes.push(
      `The page describes a ${page.origin} diamond but the URL a ${fromUrl.origin} one.`,
    );
  if (page?.priceCents !== undefined) {
    result.priceCents = page.priceCents;
    result.sources.price = "page";
  }
  const certificateNumber = fromUrl.certificateNumber ?? page?.certificateNumber;
  if (certificateNumber) {
    result.certificateNumber = certificateNumber;
    result.sources.certificateNumber = fromUrl.certificateNumber ? "url" : "page";
  }
  return result;
}
