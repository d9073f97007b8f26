import { resolve } from "node:path";
import { readFeedListings } from "@faircarat/market/feed/read-feed-listings";
import type { PricingListing } from "../src/types";

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

/** Scripts value the market as of its newest lab observation: the engine itself has no clock. */
export function newestObservation(listings: readonly PricingListing[]): string {
  return listings.reduce((latest, l) => (l.origin === "lab" && l.observedOn > latest ? l.observedOn : latest), "");
}
