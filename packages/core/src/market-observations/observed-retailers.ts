import { RETAILERS, retailerOfHost, type RetailerName } from "@faircarat/contracts/retailers";

/**
 * The retailers whose listing pages become market observations when the product reads them: those
 * the registry (@faircarat/contracts/retailers) marks observed, whose URL formats data/README.md
 * documents ("Retailer listing URL formats"). Any other host is
 * read for the analysis as before and never stored (docs/decisions/037-listing-observations.md).
 * `retailer` is spelled as the market feeds spell it; `identifyingQuery` names the query keys that
 * pick the stone (everything else, tracking parameters included, is dropped from the stored URL).
 */
export const OBSERVED_RETAILERS: readonly ObservedRetailer[] = RETAILERS.flatMap((retailer) =>
  retailer.observed
    ? [
        {
          domain: retailer.domain,
          retailer: retailer.name,
          identifyingQuery: retailer.observed.identifyingQuery,
        },
      ]
    : [],
);

export interface ObservedRetailer {
  domain: string;
  retailer: RetailerName;
  identifyingQuery: readonly string[];
}

/** The allow-listed retailer a URL belongs to (its domain or a subdomain of it), or null. */
export function observedRetailerOf(url: string): ObservedRetailer | null {
  const parsed = parseWebUrl(url);
  const retailer = parsed && retailerOfHost(parsed.hostname);
  return OBSERVED_RETAILERS.find((observed) => observed.retailer === retailer?.name) ?? null;
}

/**
 * The listing's URL as observations keep it: https, the host in lower case, the path as given, only
 * the retailer's identifying query keys (sorted) and no fragment, so one listing read through
 * links that differ by tracking parameters is one URL.
 */
export function observationUrl(url: string, retailer: ObservedRetailer): string | null {
  const parsed = parseWebUrl(url);
  if (!parsed) return null;
  const kept = new URLSearchParams();
  for (const key of [...retailer.identifyingQuery].sort()) {
    const value = parsed.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.size > 0 ? `?${kept.toString()}` : "";
  return `https://${parsed.hostname.toLowerCase().replace(/\.$/, "")}${parsed.pathname}${query}`;
}

function parseWebUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}
