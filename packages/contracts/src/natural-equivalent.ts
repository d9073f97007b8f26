import { z } from "zod";

/**
 * What the same specs list for as a natural diamond, from natural listings only (decision 057): a
 * value and 80% range with the listings, retailers and day they rest on, and the lab stone's price
 * as a share of it; or that the natural data are too thin, and what they hold. Money in US
 * dollars.
 */
export const naturalEquivalentSchema = z.object({
  status: z.enum(["priced", "too-thin", "no-data"]),
  /** True on a natural stone's own report: the report's value is this one. */
  ofThisStone: z.boolean(),
  /** The natural specs the figures are for: the stone's, or a round of its weight and grades. */
  specs: z.object({
    shape: z.string(),
    carat: z.number(),
    color: z.string(),
    clarity: z.string(),
    cut: z.string().nullable(),
  }),
  /** The shape the natural listings were read for when they hold none of the stone's own. */
  comparedAsShape: z.string().nullable(),
  fairValue: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** The listed price as a share of the natural value (0.23 = 23%); null when not priced. */
  labShare: z.number().nullable(),
  /** Natural listings of the same grades in the carat window (the value's basis). */
  listings: z.number().int(),
  /** Natural listings of any grade in the carat window. */
  nearbyListings: z.number().int(),
  caratFrom: z.number().nullable(),
  caratTo: z.number().nullable(),
  retailers: z.array(z.string()),
  /** The newest day a listing the figures rest on was seen (yyyy-mm-dd); null without data. */
  dataDate: z.string().nullable(),
  /** The data may stop at a price near these grades' top: the value is then a floor. */
  mayBeFloor: z.boolean(),
  /** The figures in words, one line each: the web section, the PDF block and the chat say these. */
  lines: z.array(z.string()),
});
export type NaturalEquivalentFacts = z.infer<typeof naturalEquivalentSchema>;

/** A natural (mined) stone valued from natural listings, not a lab-grown one (decision 057). */
export const isNaturalStone = (analysis: {
  naturalEquivalent?: Pick<NaturalEquivalentFacts, "ofThisStone"> | null;
}): boolean => analysis.naturalEquivalent?.ofThisStone === true;
