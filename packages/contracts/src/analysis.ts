import { z } from "zod";
import { invalidCertificateNumberMessage, readCertificateNumber } from "./certificate-number";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";
import { ANALYSIS_TEXT_MAX_LENGTH, CARAT_RANGE, invalidCaratMessage } from "./limits";
import { isListedPrice, toCents } from "./numbers";
import { storableText } from "./text";
import { formatCount } from "./figures";
import { culetMessage, girdleMessage, readCulet, readGirdle } from "./girdle-and-culet";
import { naturalEquivalentSchema } from "./natural-equivalent";
import { originSchema } from "./grades";
import { invalidValuationDateMessage, isCalendarDay } from "./valuation-date";

const text = (max: number, label: string) =>
  storableText()
    .trim()
    .max(max, { error: `${label} must be at most ${formatCount(max)} characters.` });
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional grading-report number: blank is none, anything else must read as one. */
const optionalCertificateNumber = storableText({ error: invalidCertificateNumberMessage })
  .nullish()
  .transform((raw, ctx) => {
    if (!raw || raw.trim() === "") return null;
    const number = readCertificateNumber(raw);
    if (number === null) ctx.addIssue({ code: "custom", message: invalidCertificateNumberMessage });
    return number;
  });

/** The spec's wording (section 5, "Invalid Price"). */
export const invalidListedPriceMessage = "Please enter a valid listed price.";

/**
 * POST /api/analyses (the spec's analyze-diamond call). Grades arrive as the user typed them; the
 * server normalises them ("vs1" -> VS1, "very good" -> Very Good) and says what it could not read.
 */
export const analysisRequestSchema = z.object({
  listingUrl: optionalText(ANALYSIS_TEXT_MAX_LENGTH.listingUrl, "The listing URL"),
  carat: z
    .number({ error: invalidCaratMessage })
    .min(CARAT_RANGE.min, { error: invalidCaratMessage })
    .max(CARAT_RANGE.max, { error: invalidCaratMessage })
    .nullish(),
  cut: optionalText(ANALYSIS_TEXT_MAX_LENGTH.cut, "Cut"),
  color: optionalText(ANALYSIS_TEXT_MAX_LENGTH.color, "Color"),
  clarity: optionalText(ANALYSIS_TEXT_MAX_LENGTH.clarity, "Clarity"),
  shape: optionalText(ANALYSIS_TEXT_MAX_LENGTH.shape, "Shape"),
  /**
   * Polish and symmetry as the report states them: what a fancy shape without a cut grade is priced
   * from.
   */
  polish: optionalText(ANALYSIS_TEXT_MAX_LENGTH.polish, "Polish"),
  symmetry: optionalText(ANALYSIS_TEXT_MAX_LENGTH.symmetry, "Symmetry"),
  /**
   * A GIA laboratory-grown quality assessment ("Premium" or "Standard"), given instead of color and
   * clarity.
   */
  assessment: optionalText(ANALYSIS_TEXT_MAX_LENGTH.assessment, "Assessment"),
  /**
   * What a lab-grown report states about the stone's making: "CVD" or "HPHT", and "As grown" or
   * post-growth treatment.
   */
  growthMethod: optionalText(ANALYSIS_TEXT_MAX_LENGTH.growthMethod, "Growth method"),
  treatment: optionalText(ANALYSIS_TEXT_MAX_LENGTH.treatment, "Treatment"),
  /**
   * Proportions as the report prints them (percent, millimetres, degrees): the cut and spread
   * check's input.
   */
  proportions: z
    .object({
      depthPct: z.number().min(20).max(100).nullish(),
      tablePct: z.number().min(20).max(100).nullish(),
      lengthMm: z.number().positive().max(100).nullish(),
      widthMm: z.number().positive().max(100).nullish(),
      crownAngle: z.number().min(0).max(90).nullish(),
      pavilionAngle: z.number().min(0).max(90).nullish(),
      /**
       * As the report words them: "Medium to Slightly Thick", "Very Small" (GIA's terms,
       * `girdle-and-culet.ts`).
       */
      girdle: storableText()
        .max(80)
        .nullish()
        .refine((raw) => !raw || readGirdle(raw) !== null, { error: girdleMessage }),
      culet: storableText()
        .max(40)
        .nullish()
        .refine((raw) => !raw || readCulet(raw) !== null, { error: culetMessage }),
    })
    .nullish(),
  /**
   * The stone's grading-report number (IGI "LG756580087", GIA "2141438171"), when the user knows
   * it.
   */
  certificateNumber: optionalCertificateNumber,
  /**
   * US dollars, rounded to whole cents (`toCents`): what rounds to $0 is refused, never stored as
   * $0.
   */
  listedPrice: z
    .number({ error: invalidListedPriceMessage })
    .refine((dollars) => isListedPrice(dollars), { error: invalidListedPriceMessage })
    .transform((dollars) => toCents(dollars) / 100),
  /**
   * "natural" prices a mined diamond from natural listings only (or refuses it with the reason);
   * absent or "lab", a lab-grown one.
   */
  origin: originSchema.nullish(),
  /**
   * The day to value the stone for (yyyy-mm-dd), from the market data's first day to today; absent
   * or null, today. An appraiser's "value as of", a buyer's purchase day.
   */
  valuationDate: storableText({ error: invalidValuationDateMessage })
    .trim()
    .refine((day) => day === "" || isCalendarDay(day), { error: invalidValuationDateMessage })
    .nullish()
    .transform((day) => day || null)
    .optional(),
  /**
   * True when FairCarat's browser extension read the listing page in the buyer's browser and sent
   * what it shows: the server then does not fetch the page again (decision 042).
   */
  listingPageRead: z.boolean().optional(),
  /** The form exactly as typed, kept with the record (spec: analysis_data.formData). */
  formData: z.record(storableText().max(200), storableText().max(2048)).optional(),
  uploadedFiles: z
    .array(z.object({ name: text(255, "A file name"), path: text(1024, "A file path") }))
    .max(10)
    .optional(),
});
export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;

/** The optional `Idempotency-Key` header of POST /api/analyses. */
export const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, {
    error: `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits, '-' or '_'.`,
  })
  .optional();

const specsSchema = z.object({
  shape: z.string(),
  carat: z.number(),
  color: z.string(),
  clarity: z.string(),
  /** Null for a fancy shape whose report grades no cut (GIA never does, IGI often not). */
  cut: z.string().nullable(),
  /**
   * As the request or the listing stated them; absent when not stated (and on analyses stored
   * before).
   */
  polish: z.string().optional(),
  symmetry: z.string().optional(),
});

const comparableSchema = z.object({
  source: z.string(),
  price: z.number(),
  specs: specsSchema,
  url: z.string().nullable(),
  savings: z.number().nullable(),
  observedOn: z.string(),
  /** Grading lab and report number, where the feed states them. */
  certificateLab: z.string().nullable().optional(),
  certificateNumber: z.string().nullable().optional(),
  /**
   * True when FairCarat read this price on the retailer's own listing page (a market observation)
   * rather than from a feed.
   */
  observed: z.boolean().optional(),
});

/**
 * What a retailer's usual price rests on: its own listings (newest day) or a published index's
 * cells.
 */
export const priceEvidenceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("listings"), asOf: z.string(), listings: z.number() }),
  z.object({
    kind: z.literal("index"),
    source: z.string(),
    edition: z.string(),
    collectedOn: z.string(),
    listings: z.number(),
  }),
]);
export type PriceEvidence = z.infer<typeof priceEvidenceSchema>;

/**
 * One rule for the flag, the banner and the toast (docs/pricing.md, "Verdict"); absent on analyses
 * stored before it.
 */
export const verdictSchema = z.enum([
  "below-market",
  "fair",
  "too-little-data",
  "above-market",
  "overpriced",
]);
export type Verdict = z.infer<typeof verdictSchema>;

/**
 * A stone graded Premium or Standard: the grades that tier admits, each with its share of the
 * market's listings of the tier and its own value.
 */
export const assessmentPricingSchema = z.object({
  lab: z.literal("GIA"),
  result: z.enum(["Premium", "Standard"]),
  grades: z.array(
    z.object({
      color: z.string(),
      clarity: z.string(),
      share: z.number(),
      fairMarketValue: z.number(),
    }),
  ),
  /** The listings the shares were counted from (0: none near the stone, so equal shares). */
  listings: z.number(),
  /** One line: which grades the tier covers and how the value and range were made. */
  note: z.string(),
});
export type AssessmentPricing = z.infer<typeof assessmentPricingSchema>;

/**
 * The grading report behind the stone and what it says about its making, each fact in plain words.
 */
export const stoneIdentitySchema = z.object({
  /** The lab, from the report number ("LG..." is IGI's lab-grown series) or as stated. */
  lab: z.string().nullable(),
  reportNumber: z.string().nullable(),
  /** The lab's own report-check page for this report. */
  verifyUrl: z.string().nullable(),
  growthMethod: z.enum(["CVD", "HPHT"]).nullable(),
  treatment: z.enum(["as grown", "may be treated", "treated"]).nullable(),
  /**
   * One line each: the report, growth, treatment, and whether the data show them moving the price
   * (with n).
   */
  facts: z.array(z.string()),
});
export type StoneIdentity = z.infer<typeof stoneIdentitySchema>;

/**
 * The analysis as the spec names it (money in US dollars), plus what the engine can show for it.
 */
export const analysisResultSchema = z.object({
  fairMarketValue: z.number(),
  low: z.number(),
  high: z.number(),
  expectedAtRetailer: z.number().nullable(),
  retailer: z.string().nullable(),
  listedPrice: z.number(),
  savingsAmount: z.number(),
  markupPercentage: z.number(),
  isOverpriced: z.boolean(),
  isEthicallySourced: z.boolean(),
  confidence: z.number().min(0).max(1),
  pricePerCarat: z.number(),
  specs: specsSchema,
  recommendations: z.array(z.string()),
  comparableListings: z.array(comparableSchema),
  /**
   * The same certificate at other retailers or dates (the stone's price history), cheapest first.
   */
  sameStone: z.array(comparableSchema).optional(),
  verdict: verdictSchema.optional(),
  /** One line saying what the confidence figure is the probability of. */
  confidenceMeaning: z.string().optional(),
  /**
   * One line saying whose listings the 80% range is for: the retailers we track, or any retailer.
   */
  rangeMeaning: z.string().optional(),
  /** The data's date and what the months since mean for the value. */
  timeNote: z.string().optional(),
  /** The shape the value was computed for, when the data lack the stone's own shape. */
  pricedAsShape: z.string().nullable().optional(),
  /** Where the listing's retailer sits for these specs, when its data are near them. */
  retailerContext: z
    .object({
      retailer: z.string(),
      usualPrice: z.number(),
      ratioToMarket: z.number(),
      tier: z.enum(["value", "mid-market", "premium"]),
      /** Absent on analyses stored before indexes were a source. */
      evidence: priceEvidenceSchema.optional(),
    })
    .nullable()
    .optional(),
  /**
   * Each retailer with prices near these specs: its usual price and what that rests on (absent on
   * analyses stored before indexes were a source).
   */
  retailerPrices: z
    .array(
      z.object({ retailer: z.string(), usualPrice: z.number(), evidence: priceEvidenceSchema }),
    )
    .optional(),
  alternativeRecommendations: z.array(
    z.object({
      specs: specsSchema,
      estimatedPrice: z.number(),
      savings: z.number(),
      reason: z.string(),
    }),
  ),
  marketTrend: z.string().nullable(),
  basis: z.object({
    valuationDate: z.string(),
    /**
     * The newest observation the value stands on (absent on analyses stored before pricing v2: then
     * valuationDate is it).
     */
    dataDate: z.string().optional(),
    /**
     * The newest listing and the newest published index cell it stands on (absent before indexes
     * were a source).
     */
    listingsDate: z.string().optional(),
    indexDate: z.string().nullable().optional(),
    listings: z.number(),
    retailers: z.array(z.string()),
    nearbyListings: z.number(),
  }),
  warnings: z.array(z.string()),
  /**
   * Present when the stone carries a GIA Premium/Standard assessment instead of color and clarity
   * grades.
   */
  assessment: assessmentPricingSchema.optional(),
  /**
   * The cut and spread check: a 0-10 score and plain findings from the proportions, or what to look
   * for when none were given.
   */
  cutCheck: z
    .object({
      score: z.number().nullable(),
      findings: z.array(z.string()),
      faceUpCarat: z.number().nullable(),
      lengthToWidth: z.number().nullable(),
    })
    .optional(),
  /**
   * The stone's report and its growth and treatment flags, where any is known (absent on analyses
   * stored before).
   */
  stone: stoneIdentitySchema.optional(),
  /** What the same specs cost as a natural diamond (absent on analyses stored before). */
  naturalEquivalent: naturalEquivalentSchema.optional(),
  /** Where each spec came from: what the user typed, the listing URL or its page. */
  sources: z.record(z.string(), z.enum(["form", "url", "page", "assumed"])),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** One stored analysis, as the history lists it (spec section 3, diamond_analyses). */
export const analysisRecordSchema = z.object({
  id: z.string(),
  listing_url: z.string().nullable(),
  carat: z.number(),
  cut: z.string().nullable(),
  color: z.string(),
  clarity: z.string(),
  certificate_number: z.string().nullable(),
  listed_price: z.number(),
  fair_market_value: z.number(),
  savings_amount: z.number(),
  markup_percentage: z.number(),
  is_overpriced: z.boolean(),
  is_ethically_sourced: z.boolean(),
  analysis_data: z.object({
    formData: z.record(z.string(), z.string()),
    uploadedFiles: z.array(z.object({ name: z.string(), path: z.string() })),
    analysis: analysisResultSchema,
  }),
  created_at: z.iso.datetime(),
});
export type AnalysisRecord = z.infer<typeof analysisRecordSchema>;

export const createAnalysisResponseSchema = z.object({
  success: z.literal(true),
  analysis: analysisResultSchema,
  record: analysisRecordSchema,
});
export type CreateAnalysisResponse = z.infer<typeof createAnalysisResponseSchema>;

export const analysisListSchema = z.object({ analyses: z.array(analysisRecordSchema) });
