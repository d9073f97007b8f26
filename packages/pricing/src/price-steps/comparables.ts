import { nearestListings, sameStoneListings, type MarketIndex } from "../market-index";
import { toComparable, type ComparableListing } from "../to-comparable";
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
