import type { AnalysisResult } from "@faircarat/contracts";

/*
 * The report's words outside the browser (PDF, CSV); the verdict's own words are shared with the
 * web report from contracts (verdict-texts.ts).
 */
export {
  resolveVerdict,
  savingsLine,
  verdictExplanation,
  verdictHeadline,
} from "@faircarat/contracts/verdict-texts";

export const sourceNames: Record<AnalysisResult["sources"][string], string> = {
  form: "you entered",
  url: "from the listing URL",
  page: "from the listing page",
  assumed: "assumed (typical)",
};
