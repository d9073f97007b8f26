import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";
import { ownedReportPath } from "@faircarat/contracts/report-paths";

/** The analysis's own page on the site (decision 058), which only its owner can open. */
export const reportUrl = (origin: string, analysisId: string) =>
  `${origin}${ownedReportPath(analysisId)}`;

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
    origin: page.origin === "natural" ? "natural" : undefined,
  };
  const query = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `${origin}/?${query.toString()}#analyzer`;
}
