import { z } from "zod";
import { analysisResultSchema } from "./analysis";
import { invalidCertificateNumberMessage, readCertificateNumber } from "./certificate-number";
import { certificateLabs, origins } from "./grade-values";
import { CARAT_RANGE, LISTED_PRICE_RANGE } from "./limits";
import { readDecimal } from "./numbers";
import {
  culetMessage,
  formatGirdle,
  girdleMessage,
  readCulet,
  readGirdle,
} from "./girdle-and-culet";
import { storableText } from "./text";
import { isCalendarDay } from "./valuation-date";

/** Query strings carry text: blanks are "not given", numbers are read as decimals. */
const optionalQueryText = (max: number) =>
  storableText()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));
/**
 * A number as a query or a CSV cell writes it, in decimal (`readDecimal`: "0x10" was read as 16, a
 * blank as 0). A JSON line's number is taken as it is. `bounds` are set on the number itself, so
 * the API document states them.
 */
const decimalNumber = (label: string, bounds: (n: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === "string" ? readDecimal(value) : value),
    bounds(z.number({ error: `${label} must be a number.` })),
  );
/**
 * The same ranges as the app's analyses (contracts' limits), so the engine accepts whatever passes.
 */
const queryNumber = (label: string, range: { min: number; max: number }) =>
  decimalNumber(label, (n) =>
    n
      .min(range.min, { error: `${label} must be at least ${range.min}.` })
      .max(range.max, { error: `${label} can be at most ${range.max}.` }),
  );
const optionalCertificate = storableText()
  .trim()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return null;
    const number = readCertificateNumber(raw);
    if (number === null) ctx.addIssue({ code: "custom", message: invalidCertificateNumberMessage });
    return number;
  });
const labParam = storableText()
  .trim()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return null;
    const lab = certificateLabs.find((known) => known.toLowerCase() === raw.toLowerCase());
    if (!lab)
      ctx.addIssue({
        code: "custom",
        message: `lab must be one of ${certificateLabs.join(", ")}.`,
      });
    return lab ?? null;
  });

/**
 * An optional proportion, in decimal, within the bounds an analysis request accepts
 * (`analysisRequestSchema.proportions`).
 */
const optionalProportion = (label: string, min: number, max: number, description: string) =>
  decimalNumber(label, (n) =>
    n
      .min(min, { error: `${label} must be at least ${min}.` })
      .max(max, { error: `${label} can be at most ${max}.` }),
  )
    .optional()
    .meta({ description });

const measurementsMessage =
  "measurements must be length x width x depth in millimetres, e.g. 6.45 x 6.42 x 3.98 (a round's report may write 6.45 - 6.42 x 3.98).";
/**
 * "6.45 x 6.42 x 3.98 mm", "6.45*6.42*3.98", a round report's "6.45 - 6.42 x 3.98" -> millimetres.
 */
export function readMeasurements(
  text: string,
): { lengthMm: number; widthMm: number; depthMm: number } | null {
  const match =
    /^\s*(\d+(?:\.\d+)?)\s*(?:x|×|\*|-)\s*(\d+(?:\.\d+)?)\s*(?:x|×|\*)\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$/i.exec(
      text,
    );
  if (!match) return null;
  const [lengthMm, widthMm, depthMm] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ];
  return [lengthMm, widthMm, depthMm].every((mm) => mm > 0 && mm <= 100)
    ? { lengthMm, widthMm, depthMm }
    : null;
}
const measurementsParam = storableText()
  .trim()
  .max(60)
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return null;
    const read = readMeasurements(raw);
    if (read === null) ctx.addIssue({ code: "custom", message: measurementsMessage });
    return read;
  })
  .meta({
    description:
      "The report's measurements, length x width x depth in mm (`6.45 x 6.42 x 3.98`): the outline gives the face-up size and, for a fancy shape, the length-to-width ratio.",
  });

/**
 * A girdle or culet in GIA's words, read as the report prints it and written in its terms ("STK -
 * THK" -> "Slightly Thick to Thick").
 */
const termParam = (
  max: number,
  read: (raw: string) => string | null,
  message: string,
  description: string,
) =>
  storableText()
    .trim()
    .max(max)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return null;
      const term = read(raw);
      if (term === null) ctx.addIssue({ code: "custom", message });
      return term;
    })
    .meta({ description });
const girdleParam = termParam(
  80,
  (raw) => {
    const girdle = readGirdle(raw);
    return girdle ? formatGirdle(girdle) : null;
  },
  girdleMessage,
  "Girdle thickness in GIA's terms, one or a range as the report prints it (`Medium to Slightly Thick`): scored on rounds, said in words on fancy shapes.",
);
const culetParam = termParam(
  40,
  readCulet,
  culetMessage,
  "Culet size in GIA's terms (`None`, `Pointed`, `Very Small` ... `Extremely Large`): a large culet shows as a dark dot face-up.",
);

/** `lab` (the default) or `natural`, in any case. */
const originParam = storableText()
  .trim()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return null;
    const origin = origins.find((known) => known === raw.toLowerCase());
    if (!origin)
      ctx.addIssue({ code: "custom", message: `origin must be one of ${origins.join(", ")}.` });
    return origin ?? null;
  })
  .meta({
    description:
      "`natural` prices a mined diamond from natural listings only, or refuses it (422 `not_priceable`) with the reason; `lab` (the default) a lab-grown one.",
  });

const valuationDateMessage = "valuationDate must be a day written yyyy-mm-dd, e.g. 2024-03-15.";
/** An optional day to value for, yyyy-mm-dd (blank: today); its range is checked when pricing. */
const valuationDateParam = storableText()
  .trim()
  .max(10, { error: valuationDateMessage })
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return null;
    if (!isCalendarDay(raw)) ctx.addIssue({ code: "custom", message: valuationDateMessage });
    return raw;
  })
  .meta({
    description:
      "The day to value the stone for, yyyy-mm-dd (default: today): the market's level on that day as the listings and index editions published by then put it, e.g. the day it was bought. From the market data's first day (February 2021) to today; another day is refused with 422 `valuation_date_out_of_range`.",
  });

/**
 * One stone, as GET /api/v1/diamonds/analyze reads it and each batch line states it. Grades are
 * read as people type them ("vs1", "very good"), as in the app.
 */
export const apiStoneQuerySchema = z.object({
  carat: queryNumber("carat", CARAT_RANGE).optional(),
  cut: optionalQueryText(40),
  color: optionalQueryText(20),
  clarity: optionalQueryText(20),
  shape: optionalQueryText(30),
  polish: optionalQueryText(20),
  symmetry: optionalQueryText(20),
  /** GIA's "Premium" or "Standard" assessment, instead of color and clarity. */
  assessment: optionalQueryText(30),
  /** "CVD" or "HPHT", and "as grown" or a treatment note, as the report states them. */
  growthMethod: optionalQueryText(40),
  treatment: optionalQueryText(80),
  lab: labParam,
  origin: originParam,
  certificateNumber: optionalCertificate,
  retailer: optionalQueryText(80),
  listedPrice: queryNumber("listedPrice", LISTED_PRICE_RANGE),
  listingUrl: optionalQueryText(2048),
  /**
   * Proportions as the report prints them: the cut and spread check's input, as `proportions` in
   * POST /api/analyses.
   */
  depth: optionalProportion(
    "depth",
    20,
    100,
    "Total depth in percent, as the report prints it (`61.8`): the cut and spread check's input.",
  ),
  table: optionalProportion("table", 20, 100, "Table in percent (`57`)."),
  measurements: measurementsParam,
  crownAngle: optionalProportion(
    "crownAngle",
    0,
    90,
    "Crown angle in degrees (rounds), e.g. `34.5`.",
  ),
  pavilionAngle: optionalProportion(
    "pavilionAngle",
    0,
    90,
    "Pavilion angle in degrees (rounds), e.g. `40.8`.",
  ),
  girdle: girdleParam,
  culet: culetParam,
  valuationDate: valuationDateParam,
});
export type ApiStoneQuery = z.infer<typeof apiStoneQuerySchema>;

export const apiAnalysisSchema = z.object({ analysis: analysisResultSchema });

/** GET /api/v1/diamonds/compare: the four Cs (or a certificate number the market data know). */
export const apiCompareQuerySchema = z.object({
  carat: queryNumber("carat", CARAT_RANGE).optional(),
  cut: optionalQueryText(40),
  color: optionalQueryText(20),
  clarity: optionalQueryText(20),
  shape: optionalQueryText(30),
  certificateNumber: optionalCertificate,
});
export type ApiCompareQuery = z.infer<typeof apiCompareQuerySchema>;

const stoneSpecsSchema = z.object({
  shape: z.string(),
  carat: z.number(),
  color: z.string(),
  clarity: z.string(),
  cut: z.string().nullable(),
});

const sameStoneSchema = z.object({
  retailer: z.string(),
  price: z.number(),
  observedOn: z.string(),
  url: z.string().nullable(),
  certificateLab: z.string().nullable(),
  certificateNumber: z.string().nullable(),
});

export const apiComparisonSchema = z.object({
  specs: stoneSpecsSchema,
  fairMarketValue: z.number(),
  dataDate: z.string(),
  valuationDate: z.string(),
  retailers: z.array(
    z.object({
      retailer: z.string(),
      /** The retailer's usual asking price for these specs, in US dollars. */
      typicalPrice: z.number(),
      ratioToMarket: z.number(),
      /** Its listings among the market's nearest to these specs, and the dates they were seen. */
      support: z.object({
        nearbyListings: z.number().int(),
        firstObservedOn: z.string().nullable(),
        lastObservedOn: z.string().nullable(),
      }),
    }),
  ),
  /** Where the certificate is known: the same stone at each retailer and date, cheapest first. */
  sameStone: z.array(sameStoneSchema),
});
export type ApiComparison = z.infer<typeof apiComparisonSchema>;

/**
 * GET /api/v1/market/trends (and the site's /api/market/trends). Grades are text, read on the
 * server as an analysis reads them ("g", "vs 1", "very good", "RB"), so both accept the same.
 */
export const apiTrendsQuerySchema = z
  .object({
    shape: storableText().trim().max(30).default("round"),
    caratMin: decimalNumber("caratMin", (n) =>
      n
        .min(0, { error: "caratMin must be at least 0." })
        .max(100, { error: "caratMin can be at most 100." }),
    ).default(0.9),
    caratMax: decimalNumber("caratMax", (n) =>
      n
        .gt(0, { error: "caratMax must be above 0." })
        .max(100, { error: "caratMax can be at most 100." }),
    ).default(1.1),
    color: optionalQueryText(20),
    clarity: optionalQueryText(20),
    cut: optionalQueryText(40),
  })
  .refine((q) => q.caratMax > q.caratMin, {
    error: "caratMax must be above caratMin.",
    path: ["caratMax"],
  });
export type ApiTrendsQuery = z.infer<typeof apiTrendsQuerySchema>;

/**
 * A market source and the newest day it stands on: one retailer's listings, or a published index.
 */
export const marketSourceSchema = z.object({
  kind: z.enum(["listings", "index"]),
  /** The retailer whose listings these are, or the index's publication (its address). */
  name: z.string(),
  /**
   * yyyy-mm-dd: the newest day a listing was seen, or the day the index's newest edition was
   * collected.
   */
  newestDate: z.string(),
});
export type MarketSource = z.infer<typeof marketSourceSchema>;

/**
 * One edition of a published index in the series' band: the median over retailers of their median
 * price per carat.
 */
export const indexTrendPointSchema = z.object({
  /** yyyy-mm-dd the edition was published. */
  edition: z.string(),
  /** yyyy-mm of the edition's collection: where the chart places it. */
  month: z.string(),
  collectedOn: z.string(),
  medianPricePerCarat: z.number(),
  /** Retailers with a published cell in the band, and the listings behind those cells. */
  retailers: z.number().int(),
  listings: z.number().int(),
});

/**
 * The same specs valued by the pricing engine in each month it has data of: a series that moves
 * with the market, not with which stones a month happened to list (decision 059).
 */
export const constantQualityTrendSchema = z.object({
  /** The specs valued every month: the query's grades, else a common benchmark stone. */
  specs: z.object({
    shape: z.string(),
    carat: z.number(),
    color: z.string(),
    clarity: z.string(),
    cut: z.string(),
  }),
  /** What the series is, in a sentence. */
  basis: z.string(),
  /** Months with data only, oldest first: a month missing between two is one without data. */
  series: z.array(
    z.object({
      month: z.string(),
      pricePerCarat: z.number(),
      /** `listings`: the time index over the listings seen that month; `index`: an edition. */
      source: z.enum(["listings", "index"]),
      listings: z.number().int(),
    }),
  ),
});
export type ConstantQualityTrend = z.infer<typeof constantQualityTrendSchema>;

export const apiTrendsSchema = z.object({
  shape: z.string(),
  caratMin: z.number(),
  caratMax: z.number(),
  grades: z.object({
    color: z.string().nullable(),
    clarity: z.string().nullable(),
    cut: z.string().nullable(),
  }),
  /** What each month's figure is made of. */
  basis: z.string(),
  series: z.array(
    z.object({
      month: z.string(),
      medianPricePerCarat: z.number(),
      observations: z.number().int(),
    }),
  ),
  /**
   * The published index's editions whose cells lie in the band (empty when none do), oldest first.
   */
  indexSeries: z.array(indexTrendPointSchema),
  /** What each edition's figure is made of; null without editions. */
  indexBasis: z.string().nullable(),
  /** Each source behind the two series and its newest day. */
  sources: z.array(marketSourceSchema),
  /** Absent while the pricing engine has no model loaded. */
  constantQuality: constantQualityTrendSchema.optional(),
});
export type ApiTrends = z.infer<typeof apiTrendsSchema>;

/** GET /api/v1/retailers */
export const apiRetailersSchema = z.object({
  dataDate: z.string(),
  retailers: z.array(
    z.object({
      retailer: z.string(),
      listings: z.number().int(),
      shapes: z.array(z.string()),
      firstObservedOn: z.string(),
      lastObservedOn: z.string(),
      /**
       * Median of the retailer's usual price over the market's fair value on reference stones; null
       * without data near them.
       */
      priceLevel: z.number().nullable(),
      /**
       * yyyy-mm-dd of its newest listing; null for a retailer known only from a published index.
       */
      newestListing: z.string().nullable(),
      /** The collection day of its newest published index cell; null when no index names it. */
      newestIndex: z.string().nullable(),
      /** What the market data know of it, each source with its newest day. */
      sources: z.array(marketSourceSchema),
    }),
  ),
  /** Every source of the market data and its newest day. */
  sources: z.array(marketSourceSchema),
});
export type ApiRetailers = z.infer<typeof apiRetailersSchema>;

/** One answer line of POST /api/v1/diamonds/analyze/batch, in the order of the input. */
export const apiBatchLineSchema = z.union([
  z.object({ line: z.number().int(), analysis: analysisResultSchema }),
  z.object({ line: z.number().int(), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export const apiBatchSchema = z.object({
  lines: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(apiBatchLineSchema),
});
export type ApiBatch = z.infer<typeof apiBatchSchema>;
