import type { AnalysisResult } from "@faircarat/contracts";
import { describeDay } from "../analyses/describe-pricing";

/*
 * The report's words outside the browser (PDF, CSV); the verdict's own words are shared with the
 * web report from contracts (verdict-texts.ts).
 */
export { resolveVerdict, savingsLine, verdictExplanation, verdictHeadline } from "@faircarat/contracts/verdict-texts";

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

/** "Nov 24, 2026, 16:05 UTC": when the analysis was made, the same for every reader. */
export function describeMoment(at: Date): string {
  const iso = at.toISOString();
  return `${describeDay(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

export { describeDay };
