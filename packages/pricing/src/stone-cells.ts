import type { PricingListing } from "./types";

/**
 * Cells of like stones, where retailers' prices for "the same stone" are compared: shape, 0.1 ct
 * band, color, clarity.
 */
export const cellKey = (l: Pick<PricingListing, "shape" | "carat" | "color" | "clarity">) =>
  `${l.shape}|${Math.floor(l.carat * 10)}|${l.color}|${l.clarity}`;
