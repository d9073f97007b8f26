import { certificateKey } from "./certificate-key";
import { spreadOverRetailers } from "./spread-over-retailers";
import { clarities, colors, cutGrades, shapes } from "./grades";
import type { PricingModel } from "./model";
import { daysBetween, selectCurrent } from "./select-current";
import { lowerBoundOf } from "./linear-algebra";
import { TopK } from "./top-k";
import type { DiamondSpecs, PricingListing } from "./types";

/** Current listings of one shape, color and clarity, sorted by carat for binary search. */
interface Bucket {
  carats: Float64Array;
  logCarats: Float64Array;
  /** -1 where the listing states no cut. */
  cutRanks: Int8Array;
  retailerIds: Int8Array;
  /** Running sums, so a carat range's count, age and retailers take two lookups. */
  ageDaysPrefix: Float64Array;
  retailerPrefix: Int32Array[];
  listings: PricingListing[];
}

/** The current listings a model stands on, bucketed by shape, color and clarity. */
export interface MarketIndex {
  buckets: Map<number, Bucket>;
  retailers: string[];
  /** Every lab listing with a certificate number, by that number (any retailer, any date). */
  byCertificate: Map<string, PricingListing[]>;
  /** Certificate numbers of listings by their URL, to find a pasted listing in the feed. */
  certificateByUrl: Map<string, string>;
}

const bucketKey = (shape: number, color: number, clarity: number) =>
  (shape * 16 + color) * 16 + clarity;

/**
 * Indexes only the listings the model counts as current (history never becomes a comparable).
 * Without a model, each retailer's current snapshot as of the newest lab observation is used, the
 * same rule the scripts fit with.
 */
export function createMarketIndex(
  listings: readonly PricingListing[],
  model?: {
    retailers: Pick<
      PricingModel["retailers"][number],
      "retailer" | "snapshotFrom" | "snapshotTo" | "current"
    >[];
    valuationDate: string;
  },
): MarketIndex {
  const basis = model ?? currentBasis(listings);
  const spans = new Map(
    basis.retailers.filter((r) => r.current !== false).map((r) => [r.retailer, r]),
  );
  const byCertificate = new Map<string, PricingListing[]>();
  const certificateByUrl = new Map<string, string>();
  for (const l of listings) {
    const number = l.certificateNumber ? certificateKey(l.certificateNumber) : "";
    if (l.origin !== "lab" || !number) continue;
    const same = byCertificate.get(number);
    if (same) same.push(l);
    else byCertificate.set(number, [l]);
    if (l.url) certificateByUrl.set(l.url, number);
  }
  const retailers = [...spans.keys()];
  const grouped = new Map<number, PricingListing[]>();
  for (const l of listings) {
    const span = spans.get(l.retailer);
    if (
      l.origin !== "lab" ||
      !span ||
      l.observedOn < span.snapshotFrom ||
      l.observedOn > span.snapshotTo
    )
      continue;
    const key = bucketKey(
      shapes.indexOf(l.shape),
      colors.indexOf(l.color),
      clarities.indexOf(l.clarity),
    );
    const rows = grouped.get(key) ?? [];
    rows.push(l);
    grouped.set(key, rows);
  }
  const buckets = new Map<number, Bucket>();
  for (const [key, rows] of grouped) {
    rows.sort((a, b) => a.carat - b.carat);
    const retailerIds = Int8Array.from(rows, (l) => retailers.indexOf(l.retailer));
    const ageDaysPrefix = new Float64Array(rows.length + 1);
    rows.forEach(
      (l, i) =>
        (ageDaysPrefix[i + 1] = ageDaysPrefix[i]! + daysBetween(l.observedOn, basis.valuationDate)),
    );
    const retailerPrefix = retailers.map((_, r) => {
      const prefix = new Int32Array(rows.length + 1);
      retailerIds.forEach((id, i) => (prefix[i + 1] = prefix[i]! + (id === r ? 1 : 0)));
      return prefix;
    });
    buckets.set(key, {
      carats: Float64Array.from(rows, (l) => l.carat),
      logCarats: Float64Array.from(rows, (l) => Math.log(l.carat)),
      cutRanks: Int8Array.from(rows, (l) => (l.cut === null ? -1 : cutGrades.indexOf(l.cut))),
      retailerIds,
      ageDaysPrefix,
      retailerPrefix,
      listings: rows,
    });
  }
  return { buckets, retailers, byCertificate, certificateByUrl };
}

/**
 * The same stone (by certificate number, typed or found through the listing's URL) wherever the
 * feed lists it, cheapest first.
 */
export function sameStoneListings(
  index: MarketIndex,
  certificateNumber: string | null,
  listingUrl: string | null,
): PricingListing[] {
  const number = certificateNumber
    ? certificateKey(certificateNumber)
    : listingUrl
      ? index.certificateByUrl.get(listingUrl)
      : undefined;
  if (!number) return [];
  return [...(index.byCertificate.get(number) ?? [])].sort(
    (a, b) => a.priceCents - b.priceCents || b.observedOn.localeCompare(a.observedOn),
  );
}

function currentBasis(listings: readonly PricingListing[]): {
  retailers: Pick<
    PricingModel["retailers"][number],
    "retailer" | "snapshotFrom" | "snapshotTo" | "current"
  >[];
  valuationDate: string;
} {
  const valuationDate = listings.reduce(
    (latest, l) => (l.origin === "lab" && l.observedOn > latest ? l.observedOn : latest),
    "",
  );
  const { snapshots } = selectCurrent(listings, { valuationDate });
  const retailers = [...snapshots].map(([retailer, span]) => ({
    retailer,
    snapshotFrom: span.from,
    snapshotTo: span.to,
    current: true,
  }));
  return { valuationDate, retailers };
}

/** First position whose carat is >= value. */
export const lowerBound = (sorted: Float64Array, value: number) => lowerBoundOf(sorted, value);

/** Buckets of the same shape within `maxGap` color plus clarity grades, with their gap. */
function* nearbyBuckets(
  index: MarketIndex,
  specs: DiamondSpecs,
  maxGap: number,
  perAxis: number,
): Generator<[Bucket, number]> {
  const shape = shapes.indexOf(specs.shape);
  const color = colors.indexOf(specs.color);
  const clarity = clarities.indexOf(specs.clarity);
  for (let dc = -perAxis; dc <= perAxis; dc++) {
    for (let dq = -perAxis; dq <= perAxis; dq++) {
      const gap = Math.abs(dc) + Math.abs(dq);
      const bucket =
        gap <= maxGap ? index.buckets.get(bucketKey(shape, color + dc, clarity + dq)) : undefined;
      if (bucket && color + dc >= 0 && clarity + dq >= 0) yield [bucket, gap];
    }
  }
}

export interface Neighbourhood {
  listings: number;
  retailers: string[];
  /** How many of the listings each of those retailers has. */
  listingsByRetailer: Map<string, number>;
  /** Days from each listing's observation to the valuation date, averaged. */
  meanAgeDays: number;
}

/**
 * Listings "like this one": same shape, carat within 10%, color and clarity each within one grade.
 */
export function neighbourhood(index: MarketIndex, specs: DiamondSpecs): Neighbourhood {
  let count = 0;
  let ageSum = 0;
  const perRetailer = new Int32Array(index.retailers.length);
  for (const [bucket] of nearbyBuckets(index, specs, 2, 1)) {
    const lo = lowerBound(bucket.carats, specs.carat / 1.1);
    const hi = lowerBound(bucket.carats, specs.carat * 1.1);
    count += hi - lo;
    ageSum += bucket.ageDaysPrefix[hi]! - bucket.ageDaysPrefix[lo]!;
    bucket.retailerPrefix.forEach((prefix, r) => (perRetailer[r]! += prefix[hi]! - prefix[lo]!));
  }
  const listingsByRetailer = new Map(
    index.retailers.flatMap((retailer, r) =>
      perRetailer[r]! > 0 ? [[retailer, perRetailer[r]!] as const] : [],
    ),
  );
  return {
    listings: count,
    retailers: [...listingsByRetailer.keys()],
    listingsByRetailer,
    meanAgeDays: count ? ageSum / count : 0,
  };
}

/**
 * How far apart two stones are: 5% in carat, one color or clarity grade, or two cut grades each
 * count 1.
 */
const nearDistance = 3;
const caratUnit = 0.05;

/** The stone's depth and table, where known: comparables of similar proportions come first. */
export interface StoneProportions {
  depthPct?: number | null;
  tablePct?: number | null;
}

/**
 * A small distance term between the stone's proportions and a listing's, where both are known: a
 * point of depth counts 0.1 and a point of table 0.05 (a 5% carat step counts 1), at most 0.5 in
 * all, so among stones equally near in spec the one of similar proportions is shown first.
 */
export function proportionGap(
  stone: StoneProportions | null | undefined,
  listing: Pick<PricingListing, "depthPct" | "tablePct">,
): number {
  if (!stone) return 0;
  let gap = 0;
  if (stone.depthPct != null && listing.depthPct != null)
    gap += Math.abs(stone.depthPct - listing.depthPct) * 0.1;
  if (stone.tablePct != null && listing.tablePct != null)
    gap += Math.abs(stone.tablePct - listing.tablePct) * 0.05;
  return Math.min(0.5, gap);
}

/**
 * The k listings nearest in spec within distance 3, distinct (a row a user could not tell from
 * another is dropped) and spread over retailers: each retailer's nearest first, then the next
 * nearest of each, so the list shows the market rather than the biggest feed.
 */
export function nearestListings(
  index: MarketIndex,
  specs: DiamondSpecs,
  k: number,
  maxDistance = nearDistance,
  proportions?: StoneProportions | null,
): PricingListing[] {
  if (k <= 0) return [];
  const logCarat = Math.log(specs.carat);
  const cut = cutGrades.indexOf(specs.cut);
  const best = index.retailers.map(() => new TopK<PricingListing>(k * 4));
  for (const [bucket, gap] of nearbyBuckets(index, specs, maxDistance, maxDistance)) {
    const slack = (maxDistance - gap) * caratUnit;
    const end = lowerBound(bucket.logCarats, logCarat + slack + 1e-12);
    for (let i = lowerBound(bucket.logCarats, logCarat - slack - 1e-12); i < end; i++) {
      const cutGap = bucket.cutRanks[i]! < 0 ? 0 : Math.abs(bucket.cutRanks[i]! - cut) / 2;
      const distance = Math.abs(bucket.logCarats[i]! - logCarat) / caratUnit + gap + cutGap;
      // Proportions only order stones already near enough in spec: they never exclude one.
      if (distance <= maxDistance)
        best[bucket.retailerIds[i]!]!.offer(
          bucket.listings[i]!,
          distance + proportionGap(proportions, bucket.listings[i]!),
        );
    }
  }
  // Each round below takes at most one entry per retailer, so each retailer's first distinct rows
  // are all that can be picked (the key names the retailer); twice k leaves room for rows passed
  // over because the same certificate was already picked at another retailer.
  const perRetailer = best.map((top) => {
    const seen = new Set<string>();
    const distinct: { item: PricingListing; distance: number }[] = [];
    for (const entry of top.entries()) {
      if (distinct.length === 2 * k) break;
      const { item } = entry;
      const key = `${item.retailer}|${item.carat}|${item.color}|${item.clarity}|${item.cut}|${item.shape}|${item.priceCents}`;
      if (seen.has(key)) continue;
      seen.add(key);
      distinct.push(entry);
    }
    return distinct;
  });
  return spreadOverRetailers(perRetailer, k);
}

/**
 * Current listings of one shape, color and clarity with carat in [from, to): how much of the market
 * lists that grade there.
 */
export function gradeListings(
  index: MarketIndex,
  specs: Pick<DiamondSpecs, "shape" | "color" | "clarity">,
  from: number,
  to: number,
): number {
  const bucket = index.buckets.get(
    bucketKey(
      shapes.indexOf(specs.shape),
      colors.indexOf(specs.color),
      clarities.indexOf(specs.clarity),
    ),
  );
  return bucket ? lowerBound(bucket.carats, to) - lowerBound(bucket.carats, from) : 0;
}
