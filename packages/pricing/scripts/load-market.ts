import { resolve } from "node:path";
import { readIndexCells } from "@faircarat/market/index-feed/read-index-cells";
import { readFeedListings } from "@faircarat/market/feed/read-feed-listings";
import type { PricingIndexCell, PricingListing } from "../src/types";

const repoRoot = resolve(import.meta.dirname, "../../..");

/** The feed folder: MARKET_FEEDS, or the workspace's development snapshot. */
export function marketFeedPath(): string {
  return resolve(repoRoot, process.env.MARKET_FEEDS ?? "../shared/data/market");
}

/**
 * The published index editions: MARKET_INDEXES, or the workspace's copy; "" or "off" reads none.
 */
export function marketIndexPath(): string | null {
  const setting = process.env.MARKET_INDEXES ?? "../shared/data/market-index";
  return setting === "" || setting === "off" ? null : resolve(repoRoot, setting);
}

export async function loadMarketListings(): Promise<{
  listings: PricingListing[];
  source: string;
  read: number;
  rejected: Record<string, number>;
}> {
  const source = marketFeedPath();
  const { listings, read, rejected } = await readFeedListings(source);
  return { listings, source, read, rejected };
}

/** Every published index cell of MARKET_INDEXES (none when it is off or missing). */
export async function loadIndexCells(): Promise<PricingIndexCell[]> {
  const source = marketIndexPath();
  if (source === null) return [];
  return (await readIndexCells(source).catch(() => ({ cells: [] }))).cells;
}

/**
 * Scripts value the market as of its newest lab observation, listing or index cell: the engine
 * itself has no clock.
 */
export function newestObservation(
  listings: readonly PricingListing[],
  cells: readonly PricingIndexCell[] = [],
): string {
  const newestListing = listings.reduce(
    (latest, l) => (l.origin === "lab" && l.observedOn > latest ? l.observedOn : latest),
    "",
  );
  return cells.reduce(
    (latest, c) => (c.indexPriceCents !== null && c.collectedOn > latest ? c.collectedOn : latest),
    newestListing,
  );
}
