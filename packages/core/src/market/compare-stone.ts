import type { MarketListing } from "@faircarat/contracts";
import type { StoredStone } from "./find-known-stones";

/**
 * What an observation may change on a known stone; its identity (retailer, ids, certificate) stays
 * as first seen.
 */
export const observedFields = [
  "origin",
  "shape",
  "carat",
  "color",
  "clarity",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "depthPct",
  "tablePct",
  "growthMethod",
  "treatment",
  "lengthMm",
  "widthMm",
  "depthMm",
  "crownAngle",
  "pavilionAngle",
  "crownHeightPct",
  "pavilionDepthPct",
  "girdlePct",
  "culet",
  "priceCents",
] as const;

export type Observation = "stale" | "same" | "seen_again" | "changed";

/**
 * How a feed row relates to the stored stone. An observation older than the stone's last one is
 * stale (importing an old file after a newer one must not roll prices back).
 */
export function compareObservation(stone: StoredStone, listing: MarketListing): Observation {
  if (listing.observedOn < stone.lastSeenOn) return "stale";
  if (observedFields.some((field) => stone[field] !== (listing[field] ?? null))) return "changed";
  return listing.observedOn > stone.lastSeenOn ? "seen_again" : "same";
}
