import type { AnalysisRequest, AnalysisResult, CertificateLab } from "@faircarat/contracts";
import { toCents } from "@faircarat/contracts/numbers";
import {
  checkCut,
  insaneValuation,
  naturalEquivalent,
  type NaturalAsk,
  type FaceUpSizes,
  priceAssessment,
  priceDiamond,
  type PriceRequest,
  type PriceResult,
  type TierPricing,
} from "@faircarat/pricing";
import { DomainError } from "../errors";
import { analyzeNaturalStone } from "../natural/analyze-natural-stone";
import { naturalEquivalentFacts } from "../natural/describe-natural-equivalent";
import { withObservedComparables } from "../market-observations/observed-comparables";
import type { AnalysesContext, ExtractedListing } from "./analyses-context";
import type { PricingSnapshot } from "./market-pricing";
import {
  describeUnread,
  inWords,
  parseSpecs,
  unreadableSentence,
  type TypedSpecs,
} from "./parse-specs";
import { toAnalysisResult } from "./to-analysis-result";
import { COMPARABLE_CANDIDATES, withChosenComparables } from "./choose-comparables";
import { knownOn, valuationDayOf } from "./valuation-day";
import { withAssessment } from "./describe-assessment";
import { describeStoneIdentity, labOfReportNumber } from "./describe-stone-identity";
import { proportionPriceFindings } from "./proportion-price-findings";
import { proportionsToLookFor } from "@faircarat/contracts/stone-knowledge";
import {
  normaliseGrowthMethod,
  normaliseTreatment,
} from "@faircarat/market/normalise/growth-and-treatment";
import { naturalValuedAsLabNote } from "@faircarat/market/listing/combine-listing";
import { parseListingUrl, type ListingUrlFacts } from "@faircarat/market/listing/parse-listing-url";

/**
 * What pricing a stone needs: the analysis request, plus what a business caller may state outright.
 */
export type StoneInput = Pick<
  AnalysisRequest,
  | "listingUrl"
  | "carat"
  | "cut"
  | "color"
  | "clarity"
  | "shape"
  | "certificateNumber"
  | "listedPrice"
> &
  Partial<
    Pick<
      AnalysisRequest,
      | "polish"
      | "symmetry"
      | "assessment"
      | "growthMethod"
      | "treatment"
      | "proportions"
      | "origin"
      | "valuationDate"
    >
  > & {
    certificateLab?: CertificateLab | null;
    /** The retailer asking the price; absent, the listing page's retailer (if read) is used. */
    retailer?: string | null;
    /** The listing URL parsed already (a page read in the buyer's browser is not read again). */
    parsedListingUrl?: ListingUrlFacts | null;
  };

export interface AnalyzedStone {
  analysis: AnalysisResult;
  /** The lab-grown engine's answer; null for a natural stone, which it never prices. */
  priced: PriceResult | null;
  /**
   * Color and clarity as stored: the grades, or GIA's assessment ("Premium") in both for a stone
   * graded that way.
   */
  specs: Omit<TypedSpecs, "carat" | "color" | "clarity"> & {
    carat: number;
    color: string;
    clarity: string;
  };
  certificateNumber: string | null;
  listedPriceCents: number;
}

const fourCs = ["carat", "cut", "color", "clarity"] as const;

/**
 * The model's value of a stone is outside what any price could be (a model broken by its data):
 * answered as the market being unavailable, never stored, charged or billed.
 */
export class ValuationWithheldError extends DomainError {
  constructor(readonly reason: string) {
    super(
      "market_unavailable",
      "We could not value this diamond reliably right now, and nothing was charged. Please try again later.",
    );
  }
}

export function currentSnapshot(ctx: Pick<AnalysesContext, "pricing">): PricingSnapshot {
  const snapshot = ctx.pricing.current();
  if (!snapshot)
    throw new DomainError(
      "market_unavailable",
      "Market data is still loading. Please try again in a minute.",
    );
  return snapshot;
}

/**
 * The one way a stone is priced, for the app's analyses and the public API alike: specs as typed
 * (or read from the listing), valued on the current fit for the valuation date asked (default
 * today; refused, before any page is read, outside the market data's first day to today). Stores
 * and charges nothing.
 */
export async function analyzeStone(
  ctx: Pick<
    AnalysesContext,
    "pricing" | "today" | "extractListing" | "observedComparables" | "naturalMarket"
  >,
  input: StoneInput,
  options: { readListingPage?: boolean } = {},
): Promise<AnalyzedStone> {
  const snapshot = currentSnapshot(ctx);
  const valuationDate = valuationDayOf(snapshot, input.valuationDate, ctx.today());
  const typed = parseSpecs(input);
  const readPage = options.readListingPage ?? true;
  const extracted =
    input.listingUrl && readPage && ctx.extractListing
      ? await ctx.extractListing(input.listingUrl)
      : null;
  const { specs, sources } = mergeSpecs(typed.specs, extracted);
  // GIA's Premium/Standard stands for color and clarity only where the grades themselves are not
  // known.
  const assessment =
    specs.color !== null && specs.clarity !== null ? null : (specs.assessment ?? null);
  const missing = fourCs.filter(
    (field) =>
      field !== "cut" &&
      specs[field] === null &&
      !(assessment && (field === "color" || field === "clarity")),
  );
  if (missing.length > 0 || specs.carat === null) {
    const fromUrl =
      input.listingUrl && readPage
        ? ` We could not find ${missing.length > 1 ? "them" : "it"} in the listing either.`
        : "";
    throw new DomainError(
      "specs_incomplete",
      `Please enter the diamond's ${inWords(missing)}.${fromUrl}${unreadableSentence(typed.unreadable)}`,
    );
  }

  // As with the specs, what the user typed wins over what the listing page shows.
  const certificateNumber = input.certificateNumber ?? extracted?.certificateNumber ?? null;
  if (certificateNumber) sources.certificateNumber = input.certificateNumber ? "form" : "page";

  const listedPriceCents = toCents(input.listedPrice);
  // A listing that says the stone was mined is valued as natural unless the buyer asked for lab.
  const listingIsNatural = extracted?.origin === "natural";
  if (input.origin === "natural" || (listingIsNatural && input.origin !== "lab"))
    return {
      ...(await analyzeNatural(ctx, snapshot, specs, {
        listedPriceCents,
        retailer: input.retailer ?? extracted?.specs.retailer ?? null,
        sources,
      })),
      priced: null,
      certificateNumber,
      listedPriceCents,
    };
  // Each proportion the buyer gave wins over the listing page's.
  const proportions = { ...extracted?.proportions, ...definedOnly(input.proportions ?? {}) };
  const request: Omit<PriceRequest, "color" | "clarity"> = {
    carat: specs.carat,
    cut: specs.cut,
    shape: specs.shape ?? undefined,
    polish: specs.polish ?? null,
    symmetry: specs.symmetry ?? null,
    certificateLab:
      input.certificateLab ?? (assessment ? "GIA" : labOfReportNumber(certificateNumber)),
    retailer: input.retailer ?? extracted?.specs.retailer ?? null,
    listedPriceCents,
    valuationDate,
    certificateNumber,
    listingUrl: input.listingUrl,
    proportions,
  };
  let tier: TierPricing | null = null;
  let fromModel: PriceResult;
  if (assessment) {
    const { assessment: tierPricing, ...result } = priceAssessment(
      snapshot.model,
      snapshot.index,
      request,
      assessment,
      { comparables: COMPARABLE_CANDIDATES },
    );
    tier = tierPricing;
    fromModel = result;
  } else
    fromModel = priceDiamond(
      snapshot.model,
      snapshot.index,
      { ...request, color: specs.color!, clarity: specs.clarity! },
      { comparables: COMPARABLE_CANDIDATES },
    );
  // What the product read since the model's data are comparables at once; the next fit takes them
  // in. None was read by a valuation day before the model's data.
  const candidates =
    ctx.observedComparables && valuationDate >= snapshot.model.dataDate
      ? await withObservedComparables(fromModel, ctx.observedComparables, {
          since: snapshot.model.dataDate,
          until: valuationDate,
          listing: listingUrlOf(input, extracted),
          certificateNumber,
          comparables: COMPARABLE_CANDIDATES,
        })
      : fromModel;
  const priced = withChosenComparables(
    knownOn(candidates, valuationDate),
    snapshot.index,
    certificateNumber,
  );
  const insane = insaneValuation(priced, specs.carat);
  if (insane) throw new ValuationWithheldError(insane);
  const analysis: AnalysisResult = withAssessment(
    toAnalysisResult(priced, listedPriceCents, sources),
    tier,
  );
  const stone = describeStoneIdentity({
    reportNumber: certificateNumber,
    lab: request.certificateLab ?? null,
    growthMethod:
      normaliseGrowthMethod(input.growthMethod ?? undefined) ?? extracted?.growthMethod ?? null,
    treatment: normaliseTreatment(input.treatment ?? undefined) ?? extracted?.treatment ?? null,
    flagEffects: snapshot.model.flagEffects,
    labPremium: snapshot.model.labPremium,
    retailer: priced.retailer,
  });
  if (stone) analysis.stone = stone;
  if (!assessment) {
    // The cut as stated: a typical one the engine assumed would narrow the natural listings.
    const { shape, carat, color, clarity } = priced.specs;
    const natural = await naturalEquivalentOf(
      ctx,
      snapshot,
      { shape, carat, color, clarity, cut: specs.cut },
      listedPriceCents,
    );
    if (natural) analysis.naturalEquivalent = natural;
  }
  const cutCheck = cutCheckOf(
    specs.carat,
    priced.specs.shape,
    proportions,
    snapshot.model.faceUpSizes,
  );
  analysis.cutCheck = {
    ...cutCheck,
    findings: [
      ...cutCheck.findings,
      ...proportionPriceFindings(snapshot.model.proportionEffects, priced.specs.shape, proportions),
    ],
  };
  analysis.warnings.push(
    ...typed.unreadable.map((u) => `Could not read ${describeUnread(u)}; it was left out.`),
    ...(extracted?.notes ?? []),
    ...(listingIsNatural ? [naturalValuedAsLabNote] : []),
  );
  // A listing that says the stone was mined is not 'ethically sourced, with no mining involved'.
  if (listingIsNatural) analysis.isEthicallySourced = false;
  const color = assessment ?? specs.color!;
  const clarity = assessment ?? specs.clarity!;
  return {
    analysis,
    priced,
    specs: { ...specs, carat: specs.carat, color, clarity },
    certificateNumber,
    listedPriceCents,
  };
}

/** The listing URL as parsed once for this request: by the page reader, or before it. */
function listingUrlOf(
  input: Pick<StoneInput, "listingUrl" | "parsedListingUrl">,
  extracted: ExtractedListing | null,
): ListingUrlFacts | null {
  if (!input.listingUrl) return null;
  const parsed = extracted?.url ?? input.parsedListingUrl;
  if (parsed !== undefined) return parsed;
  // No reader and nothing parsed before (URLs only stored): parsed here, once.
  const outcome = parseListingUrl(input.listingUrl);
  return outcome.ok ? outcome.value : null;
}

/** What the user typed wins over what the listing says. */
function mergeSpecs(typed: TypedSpecs, extracted: ExtractedListing | null) {
  const sources: AnalysisResult["sources"] = {};
  const specs = { ...typed };
  for (const field of [
    "carat",
    "cut",
    "color",
    "clarity",
    "shape",
    "polish",
    "symmetry",
    "assessment",
  ] as const) {
    if (specs[field] !== null && specs[field] !== undefined) {
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

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;

function cutCheckOf(
  carat: number,
  shape: PriceResult["specs"]["shape"],
  proportions: NonNullable<AnalysisRequest["proportions"]>,
  faceUpSizes: FaceUpSizes | undefined,
): NonNullable<AnalysisResult["cutCheck"]> {
  const check = checkCut(carat, shape, proportions, faceUpSizes);
  return check.score === null && check.faceUpCarat === null
    ? { ...check, findings: [proportionsToLookFor] }
    : check;
}

/** Where the stone's specs ask for it: a natural (mined) stone is never priced as lab-grown. */
async function analyzeNatural(
  ctx: Pick<AnalysesContext, "naturalMarket" | "today">,
  snapshot: unknown,
  specs: TypedSpecs,
  stone: { listedPriceCents: number; retailer: string | null; sources: AnalysisResult["sources"] },
): Promise<Pick<AnalyzedStone, "analysis" | "specs">> {
  if (specs.color === null || specs.clarity === null)
    throw new DomainError(
      "specs_incomplete",
      "Please enter the natural diamond's color and clarity: GIA's Premium and Standard assess lab-grown stones only.",
    );
  const listings = ctx.naturalMarket ? await ctx.naturalMarket.listings(snapshot) : [];
  const ask = {
    shape: specs.shape ?? "round",
    carat: specs.carat!,
    color: specs.color,
    clarity: specs.clarity,
    cut: specs.cut,
  };
  const analysis = analyzeNaturalStone(listings, ask, { ...stone, valuationDate: ctx.today() });
  return {
    analysis,
    specs: { ...specs, carat: ask.carat, color: ask.color, clarity: ask.clarity },
  };
}

/**
 * What the lab stone's specs list for as a natural diamond; absent when the natural listings
 * cannot be read (the report is whole without them).
 */
async function naturalEquivalentOf(
  ctx: Pick<AnalysesContext, "naturalMarket">,
  snapshot: unknown,
  ask: NaturalAsk,
  listedPriceCents: number,
): Promise<AnalysisResult["naturalEquivalent"] | null> {
  if (!ctx.naturalMarket) return null;
  const listings = await ctx.naturalMarket.listings(snapshot).catch(() => null);
  if (!listings) return null;
  return naturalEquivalentFacts(
    naturalEquivalent(listings, ask, listedPriceCents),
    ask,
    listedPriceCents,
  );
}
