import { z } from "@hono/zod-openapi";
import {
  analysisResultSchema,
  apiBatchSchema,
  apiComparisonSchema,
  apiRetailersSchema,
  apiTrendsSchema,
  errorEnvelopeSchema,
} from "@faircarat/contracts";

/**
 * The shared contracts, named as components of the OpenAPI document. zod 4 schemas made before
 * the openapi extension was loaded lack `.openapi`; a clone made after it has it.
 */
export const errorSchema = errorEnvelopeSchema.clone().openapi("Error");
export const analysisSchema = z
  .object({ analysis: analysisResultSchema.clone().openapi("Analysis") })
  .openapi("AnalyzeResponse");
export const comparisonSchema = apiComparisonSchema.clone().openapi("Comparison");
export const trendsSchema = apiTrendsSchema.clone().openapi("MarketTrends");
export const retailersSchema = apiRetailersSchema.clone().openapi("Retailers");
export const batchSchema = apiBatchSchema.clone().openapi("BatchResponse");

const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

/** Every keyed endpoint can answer these. */
export const keyedErrors = {
  401: errorContent("Missing, unknown or revoked API key (`unauthenticated`)."),
  403: errorContent("The plan behind the key has lapsed (`forbidden`)."),
  429: errorContent(
    "Per-minute limit (`rate_limited`) or monthly quota (`quota_exceeded`) reached. Retry-After gives the seconds to wait: until the minute's window ends, or until the quota renews at the start of the next month (00:00 UTC), which a `quota_exceeded` message names in ISO 8601.",
  ),
} as const;

export const validationError = {
  400: errorContent("A parameter is missing or invalid (`validation_failed`)."),
} as const;
export const pricingErrors = {
  422: errorContent(
    "The specs are not enough to price the stone (`specs_incomplete`), or the valuationDate is before the market data begin or after today (`valuation_date_out_of_range`).",
  ),
  503: errorContent("Market data are still loading (`market_unavailable`)."),
} as const;

export const rateLimitHeaders = {
  "RateLimit-Policy": {
    description: "The key's per-minute limit, e.g. `60;w=60`.",
    schema: { type: "string" as const },
  },
  RateLimit: {
    description: "What is left of the current window, e.g. `limit=60, remaining=59, reset=42`.",
    schema: { type: "string" as const },
  },
};

export const jsonOk = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, headers: rateLimitHeaders, content: { "application/json": { schema } } },
});

/** Either header carries the key. */
export const keySecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyHeader: [] }];
