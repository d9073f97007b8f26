import type { AnalysisResult } from "@faircarat/contracts";
import type { tables } from "@faircarat/db";
import type { StoneInput } from "../analyses/analyze-stone";

type AnalysisRow = Pick<
  typeof tables.diamondAnalyses.$inferSelect,
  "listingUrl" | "carat" | "cut" | "color" | "clarity" | "certificateNumber" | "analysisData"
>;

/**
 * A tracked diamond as the one pricing path takes it: the specs its analysis stored, the listed
 * price given (the one last seen), on the day asked (absent: today). Its listing page is not read
 * again.
 */
export function trackedStoneInput(
  analysis: AnalysisRow,
  listedPriceCents: number,
  valuationDate?: string | null,
): StoneInput {
  const stored = (analysis.analysisData as { analysis: AnalysisResult }).analysis;
  return {
    listingUrl: analysis.listingUrl,
    carat: analysis.carat,
    cut: analysis.cut,
    color: analysis.color,
    clarity: analysis.clarity,
    shape: stored.specs.shape,
    polish: stored.specs.polish ?? null,
    symmetry: stored.specs.symmetry ?? null,
    certificateNumber: analysis.certificateNumber,
    listedPrice: listedPriceCents / 100,
    retailer: stored.retailer,
    ...(valuationDate ? { valuationDate } : {}),
  };
}
