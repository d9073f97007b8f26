import { clarities, colors, cutGrades, type Shape } from "./grades";
import type { PricingModel } from "./model";
import { daysBetween, selectCurrent } from "./select-current";
import type { DiamondSpecs, PricingListing } from "./types";

interface ShapeShelf {
  /** Sorted ascending, parallel to `listings`. */
  carats: Float64Array;
  logCarats: Float64Array;
  colorRanks: Int8Array;
  clarityRanks: Int8Array;
  /** -1 where the listing states no cut. */
  cutRanks: Int8Array;
  /** Days from the listing's observation to the model's valuation date. */
  ageDays: Float32Array;
  /** Position of the listing's retailer in `MarketIndex.retailers`. */
  retailerIds: Int8Array;
  listings: PricingListing[];
}

/** The current listings a model stands on, by shape and sorted by carat for binary search. */
export interface MarketIndex {
  shelves: Map<Shape, ShapeShelf>;
  retailers: string[];
}

/**
 * Indexes only the listings the model counts as current (history never becomes a comparable).
 * Without a model, each retailer's current snapshot as of the newest lab observation is used, the
 * same rule the scripts fit with.
 */
export function createMarketIndex(listings: readonly PricingListing[], model?: Pick<PricingModel, "retailers" | "valuationDate">): MarketIndex {
  const basis = model ?? currentBasis(listings);
  const spans = new Map(basis.retailers.map((r) => [r.retailer, r]));
  const retailers = basis.retailers.map((r) => r.retailer);
  const isCurrent = (l: PricingListing) => {
    const span = spans.get(l.retailer);
    return l.origin === "lab" && span !== undefined && l.observedOn >= span.snapshotFrom && l.observedOn <= span.snapshotTo;
  };
  const byShape = new Map<Shape, PricingListing[]>();
  for (const l of listings) {
    if (!isCurrent(l)) continue;
    const rows = byShape.get(l.shape) ?? [];
    rows.push(l);
    byShape.set(l.shape, rows);
  }
  const shelves = new Map<Shape, ShapeShelf>();
  for (const [shape, rows] of byShape) {
    rows.sort((a, b) => a.carat - b.carat);
    shelves.set(shape, {
      carats: Float64Array.from(rows, (l) => l.carat),
      logCarats: Float64Array.from(rows, (l) => Math.log(l.carat)),
      colorRanks: Int8Array.from(rows, (l) => colors.indexOf(l.color)),
      clarityRanks: Int8Array.from(rows, (l) => clarities.indexOf(l.clarity)),
      cutRanks: Int8Array.from(rows, (l) => (l.cut === null ? -1 : cutGrades.indexOf(l.cut))),
      ageDays: Float32Array.from(rows, (l) => daysBetween(l.observedOn, basis.valuationDate)),
      retailerIds: Int8Array.from(rows, (l) => retailers.indexOf(l.retailer)),
      listings: rows,
    });
  }
  return { shelves, retailers };
}

function currentBasis(listings: readonly PricingListing[]): Pick<PricingModel, "retailers" | "valuationDate"> {
  const valuationDate = listings.reduce((latest, l) => (l.origin === "lab" && l.observedOn > latest ? l.observedOn : latest), "");
  const { snapshots } = selectCurrent(listings, { valuationDate });
  const retailers = [...snapshots].map(([retailer, span]) => ({ retailer, snapshotFrom: span.from, snapshotTo: span.to, listings: 0, caratMin: 0, caratMax: 0 }));
  return { valuationDate, retailers };
}

/** First position whose carat is >= value. */
export function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Neighbourhood {
  listings: number;
  retailers: string[];
  /** Days from each retailer's snapshot to the valuation date, averaged over the listings. */
  meanAgeDays: number;
}

/** Listings "like this one": same shape, carat within 10%, color and clarity within one grade. */
export function neighbourhood(index: MarketIndex, specs: DiamondSpecs): Neighbourhood {
  const shelf = index.shelves.get(specs.shape);
  if (!shelf) return { listings: 0, retailers: [], meanAgeDays: 0 };
  const color = colors.indexOf(specs.color);
  const clarity = clarities.indexOf(specs.clarity);
  const end = lowerBound(shelf.carats, specs.carat * 1.1);
  let count = 0;
  let ageSum = 0;
  const seen = new Uint8Array(index.retailers.length);
  for (let i = lowerBound(shelf.carats, specs.carat / 1.1); i < end; i++) {
    if (Math.abs(shelf.colorRanks[i]! - color) > 1 || Math.abs(shelf.clarityRanks[i]! - clarity) > 1) continue;
    count++;
    ageSum += shelf.ageDays[i]!;
    seen[shelf.retailerIds[i]!] = 1;
  }
  return { listings: count, retailers: index.retailers.filter((_, r) => seen[r]), meanAgeDays: count ? ageSum / count : 0 };
}

/**
 * The k listings nearest in spec (5% in carat, one color or clarity grade, or two cut grades each
 * count 1), at most ceil(k/2) from one retailer so the list shows the market rather than the
 * biggest feed. The carat window widens until it holds enough close candidates.
 */
export function nearestListings(index: MarketIndex, specs: DiamondSpecs, k: number): PricingListing[] {
  const shelf = index.shelves.get(specs.shape);
  if (!shelf || k <= 0) return [];
  const color = colors.indexOf(specs.color);
  const clarity = clarities.indexOf(specs.clarity);
  const cut = cutGrades.indexOf(specs.cut);
  const logCarat = Math.log(specs.carat);
  const best = index.retailers.map(() => new TopK(k));
  for (let window = 1.02; window < 1.6; window = 1 + (window - 1) * 2) {
    best.forEach((top) => top.clear());
    const end = lowerBound(shelf.carats, specs.carat * window);
    for (let i = lowerBound(shelf.carats, specs.carat / window); i < end; i++) {
      const cutGap = shelf.cutRanks[i]! < 0 ? 0 : Math.abs(shelf.cutRanks[i]! - cut) / 2;
      const distance =
        Math.abs(shelf.logCarats[i]! - logCarat) / 0.05 + Math.abs(shelf.colorRanks[i]! - color) + Math.abs(shelf.clarityRanks[i]! - clarity) + cutGap;
      if (distance <= 3) best[shelf.retailerIds[i]!]!.offer(i, distance);
    }
    if (best.reduce((n, top) => n + top.size, 0) >= k * 2) break;
  }
  const cap = Math.ceil(k / 2);
  const capped = best.flatMap((top) => top.entries().slice(0, cap));
  const rest = best.flatMap((top) => top.entries().slice(cap));
  capped.sort((a, b) => a.distance - b.distance);
  rest.sort((a, b) => a.distance - b.distance);
  return [...capped, ...rest]
    .slice(0, k)
    .sort((a, b) => a.distance - b.distance)
    .map((e) => shelf.listings[e.position]!);
}

/** The k smallest distances seen, kept sorted; cheap to reject once full. */
class TopK {
  private positions: number[] = [];
  private distances: number[] = [];
  constructor(private readonly k: number) {}
  get size(): number {
    return this.positions.length;
  }
  clear(): void {
    this.positions = [];
    this.distances = [];
  }
  offer(position: number, distance: number): void {
    if (this.positions.length === this.k && distance >= this.distances[this.k - 1]!) return;
    let at = this.distances.length;
    while (at > 0 && this.distances[at - 1]! > distance) at--;
    this.positions.splice(at, 0, position);
    this.distances.splice(at, 0, distance);
    if (this.positions.length > this.k) {
      this.positions.pop();
      this.distances.pop();
    }
  }
  entries(): { position: number; distance: number }[] {
    return this.positions.map((position, i) => ({ position, distance: this.distances[i]! }));
  }
}
