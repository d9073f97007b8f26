import type { AnalysisResult, Verdict } from "./analysis";
import { formatPercentSize } from "./figures";

/*
 * The verdict's words, the same in the browser's report and the server's PDF and CSV.
 */

type VerdictInput = Pick<AnalysisResult, "isOverpriced" | "markupPercentage" | "verdict">;
type VerdictOnly = Pick<AnalysisResult, "isOverpriced" | "verdict">;

/**
 * The analysis's verdict. Analyses stored before the verdict existed only carry the overpriced
 * flag; they read as they always did: overpriced or fair.
 */
export function resolveVerdict({ verdict, isOverpriced }: VerdictOnly): Verdict {
  return verdict ?? (isOverpriced ? "overpriced" : "fair");
}

/**
 * The banner's headline: 'Overpriced by 23.4%', 'Fair price: 4.1% below market', 'Good price: 14.0%
 * below market'.
 */
export function verdictHeadline(input: VerdictInput): string {
  const { markupPercentage } = input;
  const percent = formatPercentSize(markupPercentage);
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
      if (markupPercentage === 0) return "Fair price: at market value";
      return `Fair price: ${percent} ${markupPercentage < 0 ? "below" : "above"} market`;
  }
}

type ExplanationInput = VerdictOnly & Partial<Pick<AnalysisResult, "listedPrice" | "high">>;

/** The banner's second line: what the verdict says about the listed price. */
export function verdictExplanation(input: ExplanationInput): string {
  switch (resolveVerdict(input)) {
    case "overpriced":
      // Overpriced also by its markup alone, while the (wide) range of listings still reaches the
      // price.
      if (
        input.listedPrice !== undefined &&
        input.high !== undefined &&
        input.listedPrice <= input.high
      )
        return "The listed price is well above the fair market value, though the dearest similar listings ask as much.";
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

const verdictLabels: Record<Verdict, string> = {
  overpriced: "Overpriced",
  "above-market": "Above market",
  "too-little-data": "Too little data",
  fair: "Fair price",
  "below-market": "Good price",
};

/** A short label for lists: the history's badge, the CSV's column. */
export function verdictLabel(input: VerdictOnly): string {
  return verdictLabels[resolveVerdict(input)];
}

/**
 * 'You Could Save' or 'Premium Paid' (see docs/decisions/009-analyzer.md). savingsAmount is fair
 * market value minus the listed price: at or below market the buyer saves that much against the
 * market; above it they pay that much over it.
 */
export function savingsLine(savingsAmount: number): {
  label: "You Could Save" | "Premium Paid";
  amount: number;
} {
  return savingsAmount >= 0
    ? { label: "You Could Save", amount: savingsAmount }
    : { label: "Premium Paid", amount: -savingsAmount };
}
