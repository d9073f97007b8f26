import type { ApiRetailers, MarketSource } from "@faircarat/contracts";
import {
  indexSourceName,
  priceDiamond,
  type DiamondSpecs,
  type PublishedIndexCell,
} from "@faircarat/pricing";
import { currentSnapshot } from "../analyses/analyze-stone";
import type { AnalysesContext } from "../analyses/analyses-context";
import type { PricingSnapshot } from "../analyses/market-pricing";

/**
 * Popular stones the price level is read on: a retailer's usual price for each over the market's.
 */
const referenceStones: Pick<DiamondSpecs, "shape" | "carat" | "color" | "clarity">[] = [
  { shape: "round", carat: 0.5, color: "G", clarity: "VS1" },
  { shape: "round", carat: 1, color: "G", clarity: "VS1" },
  { shape: "round", carat: 1.5, color: "F", clarity: "VS2" },
  { shape: "round", carat: 2, color: "G", clarity: "VS2" },
  { shape: "oval", carat: 1, color: "G", clarity: "VS1" },
  { shape: "oval", carat: 2, color: "F", clarity: "VS1" },
  { shape: "emerald", carat: 1.5, color: "G", clarity: "VS1" },
  { shape: "cushion", carat: 1, color: "H", clarity: "VS2" },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const cache = new WeakMap<PricingSnapshot, ApiRetailers>();

interface Seen {
  listings: number;
  shapes: Set<string>;
  first: string;
  last: string;
}

/** Each publication's newest collection day among the cells, by name. */
function newestIndexSources(cells: readonly PublishedIndexCell[]): MarketSource[] {
  const newest = new Map<string, string>();
  for (const cell of cells) {
    const name = indexSourceName(cell.source);
    if (cell.collectedOn > (newest.get(name) ?? "")) newest.set(name, cell.collectedOn);
  }
  return [...newest]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, newestDate]) => ({ kind: "index", name, newestDate }));
}

/**
 * The retailers the current market data stand on: listings, shapes, dates and price level, and
 * each source's newest day (its listings, a published index). A retailer known only from an index
 * is listed with no listings of ours and the index's collection days. Computed once per fit.
 */
export function listMarketRetailers(ctx: Pick<AnalysesContext, "pricing">): ApiRetailers {
  const snapshot = currentSnapshot(ctx);
  const cached = cache.get(snapshot);
  if (cached) return cached;
  const seen = new Map<string, Seen>();
  for (const bucket of snapshot.index.buckets.values()) {
    for (const listing of bucket.listings) {
      const entry = seen.get(listing.retailer) ?? {
        listings: 0,
        shapes: new Set<string>(),
        first: listing.observedOn,
        last: listing.observedOn,
      };
      entry.listings += 1;
      entry.shapes.add(listing.shape);
      if (listing.observedOn < entry.first) entry.first = listing.observedOn;
      if (listing.observedOn > entry.last) entry.last = listing.observedOn;
      seen.set(listing.retailer, entry);
    }
  }
  // A model stored before indexes were a source has no index part.
  const cells = snapshot.model.index?.cells ?? [];
  const cellsOf = new Map<string, PublishedIndexCell[]>();
  for (const cell of cells)
    cellsOf.set(cell.retailer, [...(cellsOf.get(cell.retailer) ?? []), cell]);
  const ratios = new Map<string, number[]>();
  for (const stone of referenceStones) {
    const priced = priceDiamond(
      snapshot.model,
      snapshot.index,
      { ...stone, cut: null },
      { comparables: 0 },
    );
    for (const { retailer, expectedCents } of priced.retailerPrices)
      ratios.set(retailer, [
        ...(ratios.get(retailer) ?? []),
        expectedCents / priced.fairMarketValueCents,
      ]);
  }
  const names = [...new Set([...seen.keys(), ...cellsOf.keys()])].sort((a, b) =>
    a.localeCompare(b),
  );
  const answer: ApiRetailers = {
    dataDate: snapshot.model.dataDate,
    retailers: names.map((retailer) => {
      const own = seen.get(retailer);
      const indexCells = cellsOf.get(retailer) ?? [];
      const collected = indexCells.map((cell) => cell.collectedOn).sort();
      const levels = ratios.get(retailer);
      const sources: MarketSource[] = [
        ...(own ? [{ kind: "listings" as const, name: retailer, newestDate: own.last }] : []),
        ...newestIndexSources(indexCells),
      ];
      return {
        retailer,
        listings: own?.listings ?? 0,
        shapes: own
          ? [...own.shapes].sort()
          : [...new Set(indexCells.map((cell) => cell.shape))].sort(),
        firstObservedOn: own?.first ?? collected[0]!,
        lastObservedOn: own?.last ?? collected.at(-1)!,
        priceLevel: levels && levels.length > 0 ? Math.round(median(levels) * 100) / 100 : null,
        newestListing: own?.last ?? null,
        newestIndex: collected.at(-1) ?? null,
        sources,
      };
    }),
    sources: [
      ...[...seen]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, entry]) => ({ kind: "listings" as const, name, newestDate: entry.last })),
      ...newestIndexSources(cells),
    ],
  };
  cache.set(snapshot, answer);
  return answer;
}
