/**
 * The retailers whose listing pages become market observations when the product reads them: those
 * whose URL formats data/README.md documents ("Retailer listing URL formats"). Any other host is
 * read for the analysis as before and never stored (docs/decisions/037-listing-observations.md).
 * `retailer` is spelled as the market feeds spell it; `identifyingQuery` names the query keys that
 * pick the stone (everything else, tracking parameters included, is dropped from the stored URL).
 */
export const OBSERVED_RETAILERS = [
  { domain: "jamesallen.com", retailer: "James Allen" },
  { domain: "cleanorigin.com", retailer: "Clean Origin" },
  { domain: "brilliantearth.com", retailer: "Brilliant Earth" },
  { domain: "bluenile.com", retailer: "Blue Nile" },
  { domain: "vrai.com", retailer: "VRAI" },
  { domain: "withclarity.com", retailer: "With Clarity", identifyingQuery: ["sku"] },
  { domain: "ritani.com", retailer: "Ritani" },
] as const satisfies readonly {
  domain: string;
  retailer: string;
  identifyingQuery?: readonly string[];
}[];

export type ObservedRetailer = (typeof OBSERVED_RETAILERS)[number];

/** The allow-listed retailer a URL belongs to (its domain or a subdomain of it), or null. */
export function observedRetailerOf(url: string): ObservedRetailer | null {
  const parsed = parseWebUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  return (
    OBSERVED_RETAILERS.find(({ domain }) => host === domain || host.endsWith(`.${domain}`)) ?? null
  );
}

/**
 * The listing's URL as observations keep it: https, the host in lower case, the path as given, only
 * the retailer's identifying query keys (sorted) and no fragment, so one listing read through
 * links that differ by tracking parameters is one URL.
 */
export function observationUrl(url: string, retailer: ObservedRetailer): string | null {
  const parsed = parseWebUrl(url);
  if (!parsed) return null;
  const keys: readonly string[] = "identifyingQuery" in retailer ? retailer.identifyingQuery : [];
  const kept = new URLSearchParams();
  for (const key of [...keys].sort()) {
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
