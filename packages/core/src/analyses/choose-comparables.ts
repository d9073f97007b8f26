import type { DiamondSpecs, MarketIndex, PriceResult } from "@faircarat/pricing";
import { LISTING_STALE_DAYS } from "@faircarat/contracts/listing-age";
import { certificateKey } from "@faircarat/pricing/certificate-key";
import { sameStoneListings } from "@faircarat/pricing/market-index";
import { toComparable } from "@faircarat/pricing/to-comparable";
import { comparableDistance, type ShownComparable } from "../market-observations/rank-comparables";

/** How many comparables a report shows: the same on every screen, in the PDF and the API. */
export const COMPARABLES_SHOWN = 5;
/** The nearest listings the engine offers to choose them from, spread over retailers. */
export const COMPARABLE_CANDIDATES = 40;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

interface Candidate {
  item: ShownComparable;
  distance: number;
  current: boolean;
}

/**
 * The candidates' stones at the other retailers that list them (the same certificate): the engine
 * shows one stone once, at the retailer it met first, so a retailer that lists the same stones as
 * another for a third of the price (Loose Grown Diamond beside Brilliance, issue 38) would never be
 * a candidate. The stone analysed is never its own comparable.
 */
export function sameStonesElsewhere(
  index: MarketIndex,
  candidates: readonly ShownComparable[],
  listedPriceCents: number | null,
  ownCertificate: string | null,
): ShownComparable[] {
  const own = ownCertificate ? certificateKey(ownCertificate) : null;
  const seen = new Set(candidates.map((c) => `${c.source}|${c.certificateNumber}`));
  const found: ShownComparable[] = [];
  for (const candidate of candidates) {
    if (!candidate.certificateNumber || certificateKey(candidate.certificateNumber) === own)
      continue;
    for (const listing of sameStoneListings(index, candidate.certificateNumber, null)) {
      const key = `${listing.retailer}|${listing.certificateNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(toComparable(listing, listedPriceCents));
    }
  }
  return found;
}

export interface ComparableChoice {
  specs: Pick<DiamondSpecs, "carat" | "color" | "clarity" | "cut">;
  fairMarketValueCents: number;
  /** A retailer the report's advice names: one of its listings is shown when one is near. */
  advisedRetailer: string | null;
  count?: number;
}

/**
 * The comparables a report shows, chosen from the engine's nearest listings so that they support
 * the value rather than argue with it: listings seen within 60 days of the newest candidate come
 * first (older ones are history); the nearest below and the nearest above the fair value, so the
 * list brackets it; a listing of the retailer the advice names; then the nearest of retailers not
 * yet shown, then the nearest of any. Shown cheapest first, as the API documentation says.
 */
export function chooseComparables(
  candidates: readonly ShownComparable[],
  { specs, fairMarketValueCents, advisedRetailer, count = COMPARABLES_SHOWN }: ComparableChoice,
): ShownComparable[] {
  if (candidates.length === 0) return [];
  const newest = Math.max(...candidates.map((c) => dayNumber(c.observedOn)));
  const ranked: Candidate[] = candidates
    .map((item) => ({
      item,
      distance: comparableDistance(specs, item.specs),
      current: newest - dayNumber(item.observedOn) <= LISTING_STALE_DAYS,
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        a.distance - b.distance ||
        b.item.observedOn.localeCompare(a.item.observedOn),
    );

  const picked = new Set<Candidate>();
  const take = (candidate: Candidate | undefined) => {
    if (candidate && picked.size < count) picked.add(candidate);
  };
  take(ranked.find((c) => c.item.priceCents < fairMarketValueCents));
  take(ranked.find((c) => c.item.priceCents >= fairMarketValueCents));
  if (advisedRetailer) take(ranked.find((c) => c.item.source === advisedRetailer));
  const shownRetailers = () => new Set([...picked].map((c) => c.item.source));
  const passes: ((c: Candidate) => boolean)[] = [
    (c) => c.current && !shownRetailers().has(c.item.source),
    (c) => c.current,
    (c) => !shownRetailers().has(c.item.source),
    () => true,
  ];
  for (const pass of passes)
    for (const candidate of ranked) if (!picked.has(candidate) && pass(candidate)) take(candidate);

  return [...picked]
    .map((c) => c.item)
    .sort((a, b) => a.priceCents - b.priceCents || b.observedOn.localeCompare(a.observedOn));
}

/**
 * The priced result with the comparables its report shows: chosen from the engine's nearest (and
 * the observations merged into them) and those stones at the other retailers that list them.
 */
export function withChosenComparables(
  priced: PriceResult,
  index: MarketIndex,
  ownCertificate: string | null,
): PriceResult {
  const { comparableListings, listedPriceCents } = priced;
  const candidates = [
    ...comparableListings,
    ...sameStonesElsewhere(index, comparableListings, listedPriceCents, ownCertificate),
  ];
  const advice = priced.alternativeRecommendations.find((a) => a.kind === "retailer");
  return {
    ...priced,
    comparableListings: chooseComparables(candidates, {
      specs: priced.specs,
      fairMarketValueCents: priced.fairMarketValueCents,
      advisedRetailer: advice?.retailer ?? null,
    }),
  };
}
