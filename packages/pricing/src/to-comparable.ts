import type { PricingListing } from "./types";

/** A real listing's grades as its feed states them (null = not stated). */
export type ListingSpecs = Pick<
  PricingListing,
  | "shape"
  | "carat"
  | "color"
  | "clarity"
  | "cut"
  | "polish"
  | "symmetry"
  | "fluorescence"
  | "certificateLab"
>;

export interface ComparableListing {
  source: string;
  priceCents: number;
  specs: ListingSpecs;
  url: string | null;
  observedOn: string;
  certificateNumber: string | null;
  /** Listed price minus this listing's price: what buying this one instead would save. */
  savingsCents: number | null;
}

/** What a listing row needs to be shown as a comparable: the feed's and an observation's alike. */
export type ComparableSource = ListingSpecs &
  Pick<PricingListing, "retailer" | "priceCents" | "url" | "observedOn" | "certificateNumber">;

/**
 * The one way a listing becomes a report's comparable (the engine's nearest listings and the
 * market observations merged into them): its retailer, price, specs, address and day, and what
 * buying it instead of the listed stone would save.
 */
export function toComparable(l: ComparableSource, listed: number | null): ComparableListing {
  const { shape, carat, color, clarity, cut, polish, symmetry, fluorescence, certificateLab } = l;
  return {
    source: l.retailer,
    priceCents: l.priceCents,
    specs: { shape, carat, color, clarity, cut, polish, symmetry, fluorescence, certificateLab },
    url: l.url,
    observedOn: l.observedOn,
    certificateNumber: l.certificateNumber ?? null,
    savingsCents: listed === null ? null : listed - l.priceCents,
  };
}
