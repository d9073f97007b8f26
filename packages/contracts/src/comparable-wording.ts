import type { AnalysisResult } from "./analysis";
import { describeSpecs, shapeLabel } from "./diamond-titles";
import { clarities, colors } from "./grade-values";

/*
 * How a comparable listing is written in every report (web, share page, PDF). Type imports only:
 * the report's pages load no zod (decision 010).
 */

type Specs = Pick<AnalysisResult["specs"], "shape" | "carat" | "color" | "clarity" | "cut">;
type Listing = AnalysisResult["comparableListings"][number];

/**
 * Labs grade cut on round stones only; on a fancy shape a cut word is the retailer's own label
 * (the March 2026 feed calls every oval "Ideal"), not a grade to compare. Only a round's cut is
 * shown.
 */
export function gradedCut(specs: Pick<Specs, "shape" | "cut">): string | null {
  return specs.shape === "round" ? specs.cut : null;
}

/** "1.51 ct F VS1 Oval": a listing's specs, a fancy shape's cut label left out. */
export function describeListingSpecs(specs: Specs): string {
  return describeSpecs({ ...specs, cut: gradedCut(specs) });
}

function gradeGap(
  name: string,
  scale: readonly string[],
  stone: string,
  listing: string,
): string | null {
  const from = scale.indexOf(stone);
  const to = scale.indexOf(listing);
  if (from < 0 || to < 0 || from === to) return null;
  const steps = Math.abs(to - from);
  // Both scales are best first: a larger index is a lower grade.
  return `${steps === 1 ? "one" : steps} ${name} grade${steps === 1 ? "" : "s"} ${to > from ? "lower" : "higher"}`;
}

/**
 * How a comparable differs from the stone analysed, in a phrase beside its specs: "0.03 ct larger,
 * one color grade lower", or "same carat, color and clarity".
 */
export function comparableDifference(stone: Specs, listing: Specs): string {
  const caratGap = Math.round((listing.carat - stone.carat) * 100) / 100;
  const stoneCut = gradedCut(stone);
  const listingCut = gradedCut(listing);
  const parts = [
    listing.shape !== stone.shape ? shapeLabel(listing.shape) : null,
    caratGap === 0 ? null : `${Math.abs(caratGap)} ct ${caratGap > 0 ? "larger" : "smaller"}`,
    gradeGap("color", colors, stone.color, listing.color),
    gradeGap("clarity", clarities, stone.clarity, listing.clarity),
    stoneCut && listingCut && stoneCut !== listingCut ? `${listingCut} cut` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(", ") : "same carat, color and clarity";
}

/** "IGI LG612345678", or null when the feed did not state the report number. */
export function certificateLabel({
  certificateLab,
  certificateNumber,
}: Pick<Listing, "certificateLab" | "certificateNumber">): string | null {
  if (!certificateNumber) return null;
  return certificateLab ? `${certificateLab} ${certificateNumber}` : certificateNumber;
}
