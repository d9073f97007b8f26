/**
 * The retailers FairCarat knows by name: the one registry that packages/market's page readers and
 * URL parsing, core's market observations, the browser extension's manifest and options page and
 * the site's extension page all derive from (decision 060). Adding a retailer is an entry here, its
 * page reader (packages/market/src/listing/retailers) and the reader's fixture and test. Zod-free,
 * so the web app and the extension may import it.
 */
export interface Retailer {
  /** As the market feeds spell it. */
  name: string;
  /** Its site: the domain and every subdomain of it are the retailer's. */
  domain: string;
  /** The paths of its diamond pages as match patterns (`*` is anything), on its https hosts. */
  diamondPagePaths: readonly string[];
  /** Whether an address on its hosts is one diamond's page: the exact rule the paths approximate. */
  isDiamondPage: (url: URL) => boolean;
  /** Set for shops that sell lab-grown diamonds only. */
  origin?: "lab";
  /**
   * Its listing pages, when the product reads them, become market observations (the retailers whose
   * URL formats data/README.md documents; decision 037), keeping the query keys that pick the stone.
   */
  observed: false | { identifyingQuery: readonly string[] };
}

const lowerPath = (url: URL) => url.pathname.toLowerCase();

export const RETAILERS = [
  {
    name: "James Allen",
    domain: "jamesallen.com",
    diamondPagePaths: ["/loose-diamonds/*"],
    isDiamondPage: (url) =>
      /^\/loose-diamonds\/[a-z-]+-(?:cut|shaped)\/[^/]+-sku-\d+\/?$/.test(lowerPath(url)),
    observed: { identifyingQuery: [] },
  },
  {
    name: "Blue Nile",
    domain: "bluenile.com",
    diamondPagePaths: ["/diamond-details/*"],
    isDiamondPage: (url) => /^\/diamond-details\/[a-z0-9-]+\/?$/i.test(url.pathname),
    observed: { identifyingQuery: [] },
  },
  {
    name: "Brilliant Earth",
    domain: "brilliantearth.com",
    diamondPagePaths: ["/lab-diamonds-search/view_detail/*", "/loose-diamonds/view_detail/*"],
    isDiamondPage: (url) =>
      /^\/(?:lab-diamonds-search|loose-diamonds)\/view_detail\/\d+\/?$/.test(lowerPath(url)),
    observed: { identifyingQuery: [] },
  },
  {
    name: "Clean Origin",
    domain: "cleanorigin.com",
    diamondPagePaths: ["/diamonds/*"],
    isDiamondPage: (url) => /^\/diamonds\/[a-z-]+-diamond-[a-z0-9]+\/?$/.test(lowerPath(url)),
    origin: "lab",
    observed: { identifyingQuery: [] },
  },
  {
    name: "VRAI",
    domain: "vrai.com",
    diamondPagePaths: ["/diamonds/*"],
    isDiamondPage: (url) => /^\/diamonds\/[a-z0-9-]+\/?$/i.test(url.pathname),
    origin: "lab",
    observed: { identifyingQuery: [] },
  },
  {
    name: "Ritani",
    domain: "ritani.com",
    diamondPagePaths: ["/products/*"],
    // Rings share /products/; a loose stone's handle names a carat weight and "diamond".
    isDiamondPage: (url) =>
      /^\/products\/[a-z0-9-]*\d+-\d+-carat[a-z0-9-]*-diamond[a-z0-9-]*\/?$/.test(lowerPath(url)),
    observed: { identifyingQuery: [] },
  },
  {
    name: "With Clarity",
    domain: "withclarity.com",
    diamondPagePaths: ["/products/diamonds*"],
    isDiamondPage: (url) =>
      /^\/products\/diamonds\/?$/.test(lowerPath(url)) &&
      /^[a-z0-9-]{3,40}$/i.test(url.searchParams.get("sku") ?? ""),
    observed: { identifyingQuery: ["sku"] },
  },
  {
    name: "Grown Brilliance",
    domain: "grownbrilliance.com",
    diamondPagePaths: ["/diamond-details/*"],
    isDiamondPage: (url) => /^\/diamond-details\/[a-z0-9-]+\/?$/.test(lowerPath(url)),
    origin: "lab",
    observed: false,
  },
] as const satisfies readonly Retailer[];

export type RetailerName = (typeof RETAILERS)[number]["name"];

/** The hosts a retailer serves its diamond pages from. */
export const retailerHosts = (retailer: Retailer) => [`www.${retailer.domain}`, retailer.domain];

/** Chrome match patterns of a retailer's diamond pages: every https host, every path. */
export const diamondPageMatches = (retailer: Retailer) =>
  retailerHosts(retailer).flatMap((host) =>
    retailer.diamondPagePaths.map((pagePath) => `https://${host}${pagePath}`),
  );

/** The retailer whose site a host is (its domain or a subdomain of it), or null. */
export function retailerOfHost(hostname: string): (typeof RETAILERS)[number] | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return RETAILERS.find(({ domain }) => host === domain || host.endsWith(`.${domain}`)) ?? null;
}

/** The retailers' names, in the registry's order. */
export const retailerNames: readonly RetailerName[] = RETAILERS.map((retailer) => retailer.name);
