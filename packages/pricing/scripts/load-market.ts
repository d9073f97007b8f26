import { resolve } from "node:path";
import { readFeedListings } from "@faircarat/market/feed/read-feed-listings";
import { FeedNotFoundError } from "@faircarat/market/feed/list-feed-files";
import { readIndexCells } from "@faircarat/market/index-feed/read-index-cells";
import type { PricingIndexCell, PricingListing } from "../src/types";

const repoRoot = resolve(import.meta.dirname, "../../..");

/** The feed folder: MARKET_FEEDS, or the workspace's development snapshot. */
export function marketFeedPath(): string {
  return resolve(repoRoot, process.env.MARKET_FEEDS ?? "../shared/data/market");
}

export async function loadMarketListings(): Promise<{ listings: PricingListing[]; source: string; read: number; rejected: Record<string, number> }> {
  const source = marketFeedPath();
  const { listings, read, rejected } = await readFeedListings(source);
  return { listings, source, read, rejected };
}

/** The index editions folder: MARKET_INDEXES, or the workspace's published editions. */
export function marketIndexPath(): string {
  return resolve(repoRoot, process.env.MARKET_INDEXES ?? "../shared/data/market-index");
}

/**
 * The published index cells (unpublished ones included: the engine keeps the published), as the
 * server imports them; none when the folder does not exist. Each rejected record by file and line.
 */
export async function loadIndexCells(): Promise<{ cells: PricingIndexCell[]; source: string; read: number; rejected: { reason: string; file: string; line: number }[] }> {
  const source = marketIndexPath();
  try {
    const { cells, read, rejected } = await readIndexCells(source);
    return { cells, source, read, rejected };
  } catch (error) {
    if (error instanceof FeedNotFoundError) return { cells: [], source, read: 0, rejected: [] };
    throw error;
  }
}

/** Scripts value the market as of its newest lab observation: the engine itself has no clock. */
export function newestObservation(listings: readonly PricingListing[]): string {
  return listings.reduce((latest, l) => (l.origin === "lab" && l.observedOn > latest ? l.observedOn : latest), "");
}
