import type { AnalysisResult } from "@faircarat/contracts";
import { naturalEquivalent, type PriceRequest } from "@faircarat/pricing";
import { naturalListings } from "@faircarat/pricing/testing/natural-listings";
import { naturalEquivalentFacts } from "../../natural/describe-natural-equivalent";
import { answerFromReport } from "../built-in-expert";
import { indexedReport } from "./indexed-report";
import { ovalRequest } from "./indexed-market";

/**
 * A report as an analysis makes it now, natural equivalent included (from the natural test
 * market), with the chat's answers on it; `edit` changes the stored report only.
 */
export function buyerReport(
  request: PriceRequest = ovalRequest,
  edit: (a: AnalysisResult) => AnalysisResult = (a) => a,
) {
  const report = indexedReport(request);
  const { specs } = report.analysis;
  const ask = {
    shape: specs.shape as "oval",
    carat: specs.carat,
    color: specs.color as "G",
    clarity: specs.clarity as "VS1",
    cut: (specs.cut ?? null) as "Excellent" | null,
  };
  const listed = request.listedPriceCents ?? 0;
  const analysis = edit({
    ...report.analysis,
    naturalEquivalent: naturalEquivalentFacts(
      naturalEquivalent(naturalListings(), ask, listed),
      ask,
      listed,
    ),
  });
  return {
    ...report,
    analysis,
    ask: (question: string) => answerFromReport(question, analysis, report.market),
  };
}
