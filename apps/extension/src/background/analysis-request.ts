import type { AnalysisRequest } from "@faircarat/contracts";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";

/** The page's proportions as the request carries them; null when it shows none. */
function proportionsOf(page: RetailerPage): AnalysisRequest["proportions"] {
  const { depthPct, tablePct, lengthMm, widthMm } = page.proportions;
  if (depthPct === undefined && tablePct === undefined && lengthMm === undefined) return null;
  return { depthPct: depthPct ?? null, tablePct: tablePct ?? null, lengthMm: lengthMm ?? null, widthMm: widthMm ?? null };
}

/**
 * The site's analysis request for what the page showed; the server does not fetch the page again
 * (listingPageRead). A GIA Premium/Standard stone's assessment stands for its colour and clarity.
 */
export function analysisRequestOf(page: RetailerPage): AnalysisRequest | null {
  const { carat, color, clarity, cut, shape } = page.specs;
  const assessment = page.grading.assessment ?? null;
  const graded = assessment !== null || (color !== undefined && clarity !== undefined);
  if (carat === undefined || !graded || page.priceCents === undefined) return null;
  return {
    listingUrl: page.url,
    listingPageRead: true,
    carat,
    color: assessment ? null : (color ?? null),
    clarity: assessment ? null : (clarity ?? null),
    cut: cut ?? null,
    shape: shape ?? null,
    polish: page.grading.polish ?? null,
    symmetry: page.grading.symmetry ?? null,
    assessment,
    growthMethod: page.grading.growthMethod ?? null,
    treatment: page.grading.treatment ?? null,
    proportions: proportionsOf(page),
    certificateNumber: page.certificateNumber ?? null,
    listedPrice: page.priceCents / 100,
  };
}
