import type { AnalysisRequest, AnalysisResult, CertificateLab } from "@faircarat/contracts";
import { toCents } from "@faircarat/contracts/numbers";
import { priceDiamond, type PriceRequest, type PriceResult } from "@faircarat/pricing";
import { DomainError } from "../errors";
import { withObservedComparables } from "../market-observations/observed-comparables";
import type { AnalysesContext, ExtractedListing } from "./analyses-context";
import type { PricingSnapshot } from "./market-pricing";
import { describeUnread, inWords, parseSpecs, unreadableSentence, type TypedSpecs } from "./parse-specs";
import { toAnalysisResult } from "./to-analysis-result";

/** What pricing a stone needs: the analysis request, plus what a business caller may state outright. */
export type StoneInput = Pick<AnalysisRequest, "listingUrl" | "carat" | "cut" | "color" | "clarity" | "shape" | "certificateNumber" | "listedPrice"> & {
  certificateLab?: CertificateLab | null;
  /** The retailer asking the price; absent, the listing page's retailer (if read) is used. */
  retailer?: string | null;
};

export interface AnalyzedStone {
  analysis: AnalysisResult;
  priced: PriceResult;
  specs: TypedSpecs & { carat: number; color: NonNullable<TypedSpecs["color"]>; clarity: NonNullable<TypedSpecs["clarity"]> };
  certificateNumber: string | null;
  listedPriceCents: number;
}

const fourCs = ["carat", "cut", "color", "clarity"] as const;
const COMPARABLES = 5;

export function currentSnapshot(ctx: Pick<AnalysesContext, "pricing">): PricingSnapshot {
  const snapshot = ctx.pricing.current();
  if (!snapshot) throw new DomainError("market_unavailable", "Market data is still loading. Please try again in a minute.");
  return snapshot;
}

/**
 * The one way a stone is priced, for the app's analyses and the public API alike: specs as typed
 * (or read from the listing), valued on the current fit for today. Stores and charges nothing.
 */
export async function analyzeStone(
  ctx: Pick<AnalysesContext, "pricing" | "today" | "extractListing" | "observedComparables">,
  input: StoneInput,
  options: { readListingPage?: boolean } = {},
): Promise<AnalyzedStone> {
  const snapshot = currentSnapshot(ctx);
  const typed = parseSpecs(input);
  const readPage = options.readListingPage ?? true;
  const extracted = input.listingUrl && readPage && ctx.extractListing ? await ctx.extractListing(input.listingUrl) : null;
  const { specs, sources } = mergeSpecs(typed.specs, extracted);
  const missing = fourCs.filter((field) => field !== "cut" && specs[field] === null);
  if (missing.length > 0 || specs.carat === null || specs.color === null || specs.clarity === null) {
    const fromUrl = input.listingUrl && readPage ? ` We could not find ${missing.length > 1 ? "them" : "it"} in the listing either.` : "";
    throw new DomainError("specs_incomplete", `Please enter the diamond's ${inWords(missing)}.${fromUrl}${unreadableSentence(typed.unreadable)}`);
  }

  // As with the specs, what the user typed wins over what the listing page shows.
  const certificateNumber = input.certificateNumber ?? extracted?.certificateNumber ?? null;
  if (certificateNumber) sources.certificateNumber = input.certificateNumber ? "form" : "page";

  const listedPriceCents = toCents(input.listedPrice);
  const valuationDate = ctx.today();
  const request: PriceRequest = {
    carat: specs.carat,
    color: specs.color,
    clarity: specs.clarity,
    cut: specs.cut,
    shape: specs.shape ?? undefined,
    certificateLab: input.certificateLab ?? null,
    retailer: input.retailer ?? extracted?.specs.retailer ?? null,
    listedPriceCents,
    valuationDate,
    certificateNumber,
    listingUrl: input.listingUrl,
  };
  const fromModel = priceDiamond(snapshot.model, snapshot.index, request, { comparables: COMPARABLES });
  // What the product read since the model's data are comparables at once; the next fit takes them in.
  const priced = ctx.observedComparables
    ? await withObservedComparables(fromModel, ctx.observedComparables, {
        since: snapshot.model.dataDate,
        until: valuationDate,
        listingUrl: input.listingUrl,
        certificateNumber,
        comparables: COMPARABLES,
      })
    : fromModel;
  const analysis: AnalysisResult = toAnalysisResult(priced, listedPriceCents, sources);
  analysis.warnings.push(...typed.unreadable.map((u) => `Could not read ${describeUnread(u)}; it was left out.`), ...(extracted?.notes ?? []));
  // A listing that says the stone was mined is not 'ethically sourced, with no mining involved'.
  if (extracted?.origin === "natural") analysis.isEthicallySourced = false;
  return { analysis, priced, specs: { ...specs, carat: specs.carat, color: specs.color, clarity: specs.clarity }, certificateNumber, listedPriceCents };
}

/** What the user typed wins over what the listing says. */
function mergeSpecs(typed: TypedSpecs, extracted: ExtractedListing | null) {
  const sources: AnalysisResult["sources"] = {};
  const specs = { ...typed };
  for (const field of ["carat", "cut", "color", "clarity", "shape"] as const) {
    if (specs[field] !== null) {
      sources[field] = "form";
      continue;
    }
    const value = extracted?.specs[field];
    if (value !== undefined && value !== null) {
      (specs as Record<string, unknown>)[field] = value;
      sources[field] = extracted?.sources[field] ?? "url";
    }
  }
  return { specs, sources };
}
