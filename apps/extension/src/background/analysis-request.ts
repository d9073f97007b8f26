import type { AnalysisRequest } from "@faircarat/contracts";
import { analysisProportions } from "@faircarat/market/listing/retailers/proportions";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";

/**
 * The site's analysis request for what the page showed; the server does not fetch the page again
 * (listingPageRead). A GIA Premium/Standard stone's assessment stands for its color and clarity.
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
    certificateNumber: page.certificateNumber ?? null,
    // The page's depth, table and outline: the cut and spread check's input (the server does not
    // read the page again).
    proportions: analysisProportions(page.proportions),
    listedPrice: page.priceCents / 100,
    // A mined stone the page names is valued from natural listings (decision 057).
    ...(page.origin === "natural" ? { origin: "natural" as const } : {}),
  };
}
