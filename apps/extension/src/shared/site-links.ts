import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";

/** The stored analysis in the buyer's history on the site (the history opens it). */
export const reportUrl = (origin: string, analysisId: string) =>
  `${origin}/?${new URLSearchParams({ analysis: analysisId }).toString()}#history`;

export const signInUrl = (origin: string) => `${origin}/auth`;
export const pricingUrl = (origin: string) => `${origin}/pricing`;

/**
 * The site's analyzer form, prefilled with what the page showed (the analyzer reads these
 * parameters once).
 */
export function manualFormUrl(origin: string, page: RetailerPage): string {
  const fields: Record<string, string | undefined> = {
    listingUrl: page.url,
    carat: page.specs.carat?.toString(),
    color: page.specs.color,
    clarity: page.specs.clarity,
    cut: page.specs.cut,
    shape: page.specs.shape,
    certificateNumber: page.certificateNumber,
    listedPrice: page.priceCents === undefined ? undefined : (page.priceCents / 100).toFixed(2),
  };
  const query = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `${origin}/?${query.toString()}#analyzer`;
}
