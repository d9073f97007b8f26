import type { ApiRetailers } from "@faircarat/contracts";
import { priceDiamond, type DiamondSpecs } from "@faircarat/pricing";
import { currentSnapshot } from "../analyses/analyze-stone";
import type { AnalysesContext } from "../analyses/create-analysis";
import type { PricingSnapshot } from "../analyses/market-pricing";

/** Popular stones the price level is read on: a retailer's usual price for each over the market's. */
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

/** The retailers the current market data stand on: listings, shapes, dates and price level. Computed once per fit. */
export function listMarketRetailers(ctx: Pick<AnalysesContext, "pricing">): ApiRetailers {
  const snapshot = currentSnapshot(ctx);
  const cached = cache.get(snapshot);
  if (cached) return cached;
  const seen = new Map<string, { listings: number; shapes: Set<string>; first: string; last: string }>();
  for (const bucket of snapshot.index.buckets.values()) {
    for (const listing of bucket.listings) {
      const entry = seen.get(listing.retailer) ?? { listings: 0, shapes: new Set<string>(), first: listing.observedOn, last: listing.observedOn };
      entry.listings += 1;
      entry.shapes.add(listing.shape);
      if (listing.observedOn < entry.first) entry.first = listing.observedOn;
      if (listing.observedOn > entry.last) entry.last = listing.observedOn;
      seen.set(listing.retailer, entry);
    }
  }
  const ratios = new Map<string, number[]>();
  for (const stone of referenceStones) {
    const priced = priceDiamond(snapshot.model, snapshot.index, { ...stone, cut: null }, { comparables: 0 });
    for (const { retailer, expectedCents } of priced.retailerPrices) ratios.set(retailer, [...(ratios.get(retailer) ?? []), expectedCents / priced.fairMarketValueCents]);
  }
  const answer: ApiRetailers = {
    dataDate: snapshot.model.dataDate,
    retailers: [...seen.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([retailer, entry]) => {
        const levels = ratios.get(retailer);
        return {
          retailer,
          listings: entry.listings,
          shapes: [...entry.shapes].sort(),
          firstObservedOn: entry.first,
          lastObservedOn: entry.last,
          priceLevel: levels && levels.length > 0 ? Math.round(median(levels) * 100) / 100 : null,
        };
      }),
  };
  cache.set(snapshot, answer);
  return answer;
}
