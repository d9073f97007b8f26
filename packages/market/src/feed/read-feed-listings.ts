import type { MarketListing } from "@faircarat/contracts";
import { listFeedFiles } from "./list-feed-files";
import { streamFeedRows } from "./stream-feed-rows";

export interface FeedListings {
  listings: MarketListing[];
  /** Records read, accepted or not. */
  read: number;
  rejected: Record<string, number>;
}

/**
 * Reads every .csv in a folder (or one file) into normalised listings, counting rejected rows by
 * reason.
 */
export async function readFeedListings(fileOrFolder: string): Promise<FeedListings> {
  const result: FeedListings = { listings: [], read: 0, rejected: {} };
  for await (const event of streamFeedRows(await listFeedFiles(fileOrFolder))) {
    result.read += 1;
    if (event.kind === "listing") result.listings.push(event.listing);
    else result.rejected[event.reason] = (result.rejected[event.reason] ?? 0) + 1;
  }
  return result;
}
