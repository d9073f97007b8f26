import { nearestListings, sameStoneListings, type MarketIndex } from "../market-index";
import type { ComparableListing } from "../price-result";
import type { DiamondSpecs, PriceRequest, PricingListing } from "../types";

/** How far (in 5% carat or one-grade steps) comparables may be sought when none is within 3. */
const farDistance = 8;

/**
 * Nearest first; where nothing is that near (a rare shape or size), the nearest further out, then
 * those of the cut a shape the data lack was valued as (the report names it).
 */
export function comparablesFor(
  index: MarketIndex,
  specs: DiamondSpecs,
  priced: DiamondSpecs,
  request: Pick<PriceRequest, "proportions">,
  listed: number | null,
  count: number,
): ComparableListing[] {
  return [
    () => nearestListings(index, specs, count, undefined, request.proportions),
    () => nearestListings(index, specs, count, farDistance, request.proportions),
    () =>
      priced.shape === specs.shape
        ? []
        : nearestListings(index, priced, count, farDistance, request.proportions),
  ]
    .reduce<PricingListing[]>((found, search) => (found.length > 0 ? found : search()), [])
    .map((l) => toComparable(l, listed));
}

/** The same certificate (or listing) at other retailers or dates. */
export function sameStoneFor(
  index: MarketIndex,
  request: Pick<PriceRequest, "certificateNumber" | "listingUrl">,
  listed: number | null,
): ComparableListing[] {
  return sameStoneListings(
    index,
    request.certificateNumber ?? null,
    request.listingUrl ?? null,
  ).map((l) => toComparable(l, listed));
}

function toComparable(l: PricingListing, listed: number | null): ComparableListing {
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
