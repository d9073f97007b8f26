import {
  clarities,
  colors,
  cutGrades,
  type ComparableListing,
  type DiamondSpecs,
} from "@faircarat/pricing";
import { spreadOverRetailers } from "@faircarat/pricing/spread-over-retailers";

/**
 * A comparable the report shows; `observed` marks a price FairCarat read on the retailer's page
 * itself.
 */
export type ShownComparable = ComparableListing & { observed?: true };

/**
 * The engine's comparable distance (packages/pricing market-index `nearestListings`): 5% in carat,
 * one color or clarity grade, or two cut grades each count 1; a listing without a cut costs none.
 */
export const NEAR_DISTANCE = 3;
const caratUnit = 0.05;

export function comparableDistance(
  specs: Pick<DiamondSpecs, "carat" | "color" | "clarity" | "cut">,
  listing: ComparableListing["specs"],
): number {
  const cutGap =
    listing.cut === null
      ? 0
      : Math.abs(cutGrades.indexOf(listing.cut) - cutGrades.indexOf(specs.cut)) / 2;
  return (
    Math.abs(Math.log(listing.carat) - Math.log(specs.carat)) / caratUnit +
    Math.abs(colors.indexOf(listing.color) - colors.indexOf(specs.color)) +
    Math.abs(clarities.indexOf(listing.clarity) - clarities.indexOf(specs.clarity)) +
    cutGap
  );
}

/**
 * Carats within the near distance at the same color, clarity and cut: the window to look for
 * observations in.
 */
export function nearCaratWindow(carat: number): { min: number; max: number } {
  const slack = NEAR_DISTANCE * caratUnit + 1e-9;
  return { min: carat * Math.exp(-slack), max: carat * Math.exp(slack) };
}

interface Ranked {
  item: ShownComparable;
  distance: number;
}

/**
 * The engine's comparables with recent observations merged in, chosen as `nearestListings` chooses:
 * observations of the same shape within distance 3 join the engine's picks; each retailer's rows
 * nearest first and distinct; one stone (certificate) once; then rounds taking each retailer's next
 * nearest, so the list shows the market rather than one retailer. An observation of a listing the
 * engine also shows (same URL) replaces it: it is the newer price.
 */
export function mergeObservedComparables(
  specs: DiamondSpecs,
  engine: readonly ShownComparable[],
  observed: readonly ShownComparable[],
  k: number,
): ShownComparable[] {
  const near = observed
    .filter((o) => o.specs.shape === specs.shape)
    .map((item) => ({ item, distance: comparableDistance(specs, item.specs) }))
    .filter((o) => o.distance <= NEAR_DISTANCE);
  if (near.length === 0) return [...engine];
  const observedUrls = new Set(near.map((o) => o.item.url).filter(Boolean));
  const kept = engine
    .filter((c) => !c.url || !observedUrls.has(c.url))
    .map((item) => ({ item, distance: comparableDistance(specs, item.specs) }));

  const byRetailer = new Map<string, Ranked[]>();
  for (const entry of [...kept, ...near])
    byRetailer.set(entry.item.source, [...(byRetailer.get(entry.item.source) ?? []), entry]);
  const perRetailer = [...byRetailer.values()].map((entries) => {
    const seen = new Set<string>();
    return entries
      .sort((a, b) => a.distance - b.distance || b.item.observedOn.localeCompare(a.item.observedOn))
      .filter(({ item }) => {
        const key = `${item.specs.carat}|${item.specs.color}|${item.specs.clarity}|${item.specs.cut}|${item.specs.shape}|${item.priceCents}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  });

  return spreadOverRetailers(perRetailer, k);
}
