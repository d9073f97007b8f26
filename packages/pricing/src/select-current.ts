import type { PricingListing } from "./types";

export interface SnapshotSelection {
  /** Each current retailer's latest snapshot: the rows FMV and comparables stand on. */
  current: PricingListing[];
  /** Older lab rows: history for the market trend, never comparables. */
  history: PricingListing[];
  /** Per current retailer, the first and last day of its current snapshot. */
  snapshots: Map<string, { from: string; to: string }>;
}

export interface SelectionOptions {
  valuationDate: string;
  /** A retailer whose latest lab rows are older than this is history only. */
  maxAgeDays?: number;
  /** Rows this close to a retailer's latest day belong to the same snapshot. */
  snapshotDays?: number;
}

export function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** Lab rows up to the valuation date, split into each retailer's current snapshot and history. */
export function selectCurrent(
  listings: readonly PricingListing[],
  options: SelectionOptions,
): SnapshotSelection {
  const { valuationDate, maxAgeDays = 365, snapshotDays = 45 } = options;
  const usable = listings.filter(
    (l) => l.origin === "lab" && l.observedOn <= valuationDate && l.priceCents > 0 && l.carat > 0,
  );
  const latest = new Map<string, string>();
  for (const l of usable)
    if ((latest.get(l.retailer) ?? "") < l.observedOn) latest.set(l.retailer, l.observedOn);

  const snapshots = new Map<string, { from: string; to: string }>();
  const current: PricingListing[] = [];
  const history: PricingListing[] = [];
  for (const l of usable) {
    const last = latest.get(l.retailer)!;
    const isCurrent =
      daysBetween(last, valuationDate) <= maxAgeDays &&
      daysBetween(l.observedOn, last) <= snapshotDays;
    (isCurrent ? current : history).push(l);
    if (isCurrent) {
      const span = snapshots.get(l.retailer) ?? { from: l.observedOn, to: last };
      if (l.observedOn < span.from) span.from = l.observedOn;
      snapshots.set(l.retailer, span);
    }
  }
  return { current, history, snapshots };
}
