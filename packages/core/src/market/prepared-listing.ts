import type { MarketListing } from "@faircarat/contracts";

/** A normalised feed row with the identity it will be stored under. */
export interface PreparedListing {
  listing: MarketListing;
  fingerprint: string | null;
  /** Identity keys in order of trust (see `identityKeys`). */
  keys: string[];
  /** The source version (file) the row came from. */
  sourceId: number;
  /**
   * Whether an earlier row of this import named one of its keys. The build is this import's own,
   * so a row with none is a new stone and needs no lookup.
   */
  seenBefore: boolean;
}
