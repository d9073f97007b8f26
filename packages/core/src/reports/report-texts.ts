import type { AnalysisResult, Verdict } from "@faircarat/contracts";
import { describeDay } from "../analyses/describe-pricing";

/*
 * The report's words outside the browser (PDF, CSV): the same sentences the web report shows
 * (apps/web/src/components/report/price-verdict.ts), which the web app cannot share with core.
 */

type VerdictInput = Pick<AnalysisResult, "isOverpriced" | "markupPercentage" | "verdict">;

/** Analyses stored before the verdict existed read as they always did: overpriced or fair. */
export function resolveVerdict({ verdict, isOverpriced }: Pick<AnalysisResult, "isOverpriced" | "verdict">): Verdict {
  return verdict ?? (isOverpriced ? "overpriced" : "fair");
}

const magnitude = (percent: number) => `${Math.abs(percent).toFixed(1)}%`;

export function verdictHeadline(input: VerdictInput): string {
  const percent = magnitude(input.markupPercentage);
  switch (resolveVerdict(input)) {
    case "overpriced":
      return `Overpriced by ${percent}`;
    case "above-market":
      return `Above market: ${percent} over the fair value`;
    case "too-little-data":
      return "Too little market data to judge this price";
    case "below-market":
      return `Good price: ${percent} below market`;
    case "fair":
      if (input.markupPercentage === 0) return "Fair price: at market value";
      return `Fair price: ${percent} ${input.markupPercentage < 0 ? "below" : "above"} market`;
  }
}

export function verdictExplanation(input: Pick<AnalysisResult, "isOverpriced" | "verdict">): string {
  switch (resolveVerdict(input)) {
    case "overpriced":
      return "The listed price is above the range most similar diamonds sell for.";
    case "above-market":
      return "The listed price is above the market value, though not out of the range similar diamonds sell for.";
    case "too-little-data":
      return "Few listings sit near these specs, so the market value is too uncertain to call this price fair or not.";
    case "below-market":
      return "The listed price is below what similar diamonds usually sell for.";
    case "fair":
      return "The listed price is within the range similar diamonds sell for.";
  }
}

export const verdictLabels: Record<Verdict, string> = {
  overpriced: "Overpriced",
  "above-market": "Above market",
  "too-little-data": "Too little data",
  fair: "Fair price",
  "below-market": "Good price",
};

/** 'You Could Save' at or below market, 'Premium Paid' above it (decision 009). */
export function savingsLine(savingsAmount: number): { label: "You Could Save" | "Premium Paid"; amount: number } {
  return savingsAmount >= 0 ? { label: "You Could Save", amount: savingsAmount } : { label: "Premium Paid", amount: -savingsAmount };
}

/** "+23.4%" or "-4.1%": the markup with one decimal (spec section 9). */
export function signedPercent(percent: number): string {
  return `${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`;
}

export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

export const sourceNames: Record<AnalysisResult["sources"][string], string> = {
  form: "you entered",
  url: "from the listing URL",
  page: "from the listing page",
  assumed: "assumed (typical)",
};

/** "old-mine" -> "Old Mine". */
export function shapeLabel(shape: string): string {
  return shape
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** "1.5 ct Excellent G VS1 Round"; a missing cut is left out. */
export function describeStone(specs: { carat: number; cut: string | null; color: string; clarity: string; shape?: string }): string {
  return [`${specs.carat} ct`, specs.cut, specs.color, specs.clarity, specs.shape && shapeLabel(specs.shape)].filter(Boolean).join(" ");
}

/** "Nov 24, 2026, 16:05 UTC": when the analysis was made, the same for every reader. */
export function describeMoment(at: Date): string {
  const iso = at.toISOString();
  return `${describeDay(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

export { describeDay };
