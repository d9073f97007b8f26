import * as z from "zod/mini";

/*
 * The parts of the site's answers the panel shows, checked with zod's tree-shakable build: the
 * full contracts schemas would take the whole of zod into the extension (over its 100 KB budget).
 * The shapes are those of contracts' createAnalysisResponseSchema and errorEnvelopeSchema; a test
 * parses an answer typed by the contract (analyze.test.ts).
 */

const evidence = z.object({ kind: z.string() });
const verdict = z.enum(["below-market", "fair", "too-little-data", "above-market", "overpriced"]);

export const panelAnalysisSchema = z.object({
  fairMarketValue: z.number(),
  low: z.number(),
  high: z.number(),
  listedPrice: z.number(),
  markupPercentage: z.number(),
  isOverpriced: z.boolean(),
  confidence: z.number(),
  retailer: z.nullable(z.string()),
  verdict: z.optional(verdict),
  confidenceMeaning: z.optional(z.string()),
  sameStone: z.optional(z.array(z.object({ source: z.string(), price: z.number() }))),
  retailerPrices: z.optional(
    z.array(z.object({ retailer: z.string(), usualPrice: z.number(), evidence })),
  ),
});
export type PanelAnalysis = z.infer<typeof panelAnalysisSchema>;

export const createdAnswerSchema = z.object({
  analysis: panelAnalysisSchema,
  record: z.object({ id: z.string() }),
});

export const errorAnswerSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
