import { and, between, desc, eq, gte, lte, sql } from "drizzle-orm";
import { preparedPerDatabase, tables, type Database } from "@faircarat/db";
import type { PriceResult } from "@faircarat/pricing";
import type { ListingUrlFacts } from "@faircarat/market/listing/parse-listing-url";
import { certificateKey } from "@faircarat/pricing/certificate-key";
import { toComparable } from "@faircarat/pricing/to-comparable";
import { observationListingColumns } from "./observation-columns";
import { observationUrl, observedRetailerOf } from "./observed-retailers";
import {
  mergeObservedComparables,
  nearCaratWindow,
  type ShownComparable,
} from "./rank-comparables";

const observations = tables.marketObservations;
const columns = { ...observationListingColumns, certificateKey: observations.certificateKey };
type ObservationRow = Awaited<ReturnType<ReturnType<typeof preparedNear>["execute"]>>[number];

/** Candidates read per analysis: far more than five, few enough to rank at once. */
const NEAR_ROWS = 200;

/**
 * Where the report's comparables find the market observations the stored model does not hold yet.
 */
export interface ObservedComparables {
  /**
   * Observations of this shape within the carat window, observed from `since` to `until`, newest
   * first.
   */
  near(query: {
    shape: string;
    minCarat: number;
    maxCarat: number;
    since: string;
    until: string;
  }): Promise<ObservationRow[]>;
  /** Observations at these URLs (to mark comparables the model took from observations). */
  atUrls(urls: string[]): Promise<Pick<ObservationRow, "url" | "observedOn">[]>;
}

const preparedNear = preparedPerDatabase((db: Database) =>
  db
    .select(columns)
    .from(observations)
    .where(
      and(
        eq(observations.shape, sql.placeholder("shape")),
        between(observations.carat, sql.placeholder("minCarat"), sql.placeholder("maxCarat")),
        gte(observations.observedOn, sql.placeholder("since")),
        lte(observations.observedOn, sql.placeholder("until")),
      ),
    )
    .orderBy(desc(observations.observedOn), desc(observations.id))
    .limit(NEAR_ROWS)
    .prepare("near_market_observations"),
);

const preparedAtUrls = preparedPerDatabase((db: Database) =>
  db
    .select({ url: observations.url, observedOn: observations.observedOn })
    .from(observations)
    .where(sql`${observations.url} = any(${sql.placeholder("urls")}::text[])`)
    .prepare("market_observations_at_urls"),
);

export function createObservedComparables(db: Database): ObservedComparables {
  return {
    near: (query) => preparedNear(db).execute(query),
    atUrls: (urls) =>
      urls.length === 0 ? Promise.resolve([]) : preparedAtUrls(db).execute({ urls }),
  };
}

export interface ObservedComparablesRequest {
  /** The stored model's data date: observations since then are not in it (or not yet). */
  since: string;
  /** The valuation day. */
  until: string;
  /** The pasted listing, as the request parsed it: never its own comparable. */
  listing?: ListingUrlFacts | null;
  certificateNumber?: string | null;
  comparables: number;
}

/**
 * The priced result with recent observations of the same shape near the carat merged into its
 * comparables, ranked as the engine ranks (`mergeObservedComparables`). The stone being analysed
 * is never its own comparable (same listing URL or certificate).
 */
export async function withObservedComparables(
  priced: PriceResult,
  source: ObservedComparables,
  request: ObservedComparablesRequest,
): Promise<PriceResult> {
  const { specs } = priced;
  const window = nearCaratWindow(specs.carat);
  const ownUrl = request.listing ? keptUrlOf(request.listing) : null;
  const ownCertificate = request.certificateNumber
    ? certificateKey(request.certificateNumber)
    : null;
  const engineUrls = priced.comparableListings.flatMap((c) =>
    c.url && observedRetailerOf(c.url) ? [c.url] : [],
  );
  const [rows, atEngineUrls] = await Promise.all([
    source.near({
      shape: specs.shape,
      minCarat: window.min,
      maxCarat: window.max,
      since: request.since,
      until: request.until,
    }),
    source.atUrls(engineUrls),
  ]);

  const newestPerUrl = new Set<string>();
  const observed: ShownComparable[] = [];
  for (const row of rows) {
    if (
      newestPerUrl.has(row.url) ||
      row.url === ownUrl ||
      (ownCertificate && row.certificateKey === ownCertificate)
    )
      continue;
    newestPerUrl.add(row.url);
    observed.push({ ...toComparable(row, priced.listedPriceCents), observed: true });
  }
  const observedDays = new Set(atEngineUrls.map((o) => `${o.url} ${o.observedOn}`));
  const engine: ShownComparable[] = priced.comparableListings.map((c) =>
    c.url && observedDays.has(`${c.url} ${c.observedOn}`) ? { ...c, observed: true } : c,
  );
  return {
    ...priced,
    comparableListings: mergeObservedComparables(specs, engine, observed, request.comparables),
  };
}

/** The pasted listing's URL as observations keep it, when it is an allow-listed retailer's. */
function keptUrlOf({ url }: ListingUrlFacts): string | null {
  const retailer = observedRetailerOf(url);
  return retailer ? observationUrl(url, retailer) : null;
}
