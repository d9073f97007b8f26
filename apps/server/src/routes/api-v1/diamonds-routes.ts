import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  API_BATCH_MAX_BYTES,
  API_BATCH_MAX_LINES,
  apiCompareQuerySchema,
  apiStoneQuerySchema,
} from "@faircarat/contracts";
import {
  analyzeKeyedBatch,
  analyzeKeyedStone,
  compareRetailers,
  DomainError,
  parseBatch,
  withApiCalls,
} from "@faircarat/core";
import type { AppDeps } from "../../app-env";
import { readLimitedBody } from "../uploads/read-limited-body";
import type { ApiV1Env } from "./api-v1-env";
import { batchBody, batchFormatOf } from "./batch-body";
import {
  analysisSchema,
  batchSchema,
  comparisonSchema,
  jsonOk,
  keySecurity,
  keyedErrors,
  pricingErrors,
  validationError,
} from "./api-v1-schemas";
import { formatCount } from "@faircarat/contracts/figures";

const security = keySecurity;

export const analyzeRoute = createRoute({
  method: "get",
  path: "/diamonds/analyze",
  summary: "Analyze one diamond's price",
  description:
    "The same analysis the FairCarat app shows: fair market value with its interval, confidence and what it means, markup, flag, comparable listings, basis and data date. A listingUrl's page is read for missing specs, as in the app. Not stored in the account's history. Valued for today, or for the day `valuationDate` names (yyyy-mm-dd, from the market data's first day, February 2021, to today): the market's level on that day as the listings and index editions published by then put it, with only the listings seen by then as comparables, and `basis.valuationDate` and `timeNote` saying which day. The value on the day it was bought, for an insurer or an appraiser: add `valuationDate=2024-03-15`. A day outside that range is refused with `valuation_date_out_of_range` (422), its message naming the days that can be valued.",
  tags: ["Diamonds"],
  security,
  request: { query: apiStoneQuerySchema },
  responses: {
    ...jsonOk(analysisSchema, "The analysis."),
    ...validationError,
    ...keyedErrors,
    ...pricingErrors,
  },
});

export const compareRoute = createRoute({
  method: "get",
  path: "/diamonds/compare",
  summary: "Compare a diamond across retailers",
  description:
    "Each retailer's typical price for the specs (or for the stone a certificate number finds), with its nearby listings and their dates, and the same stone at other retailers where the certificate is known.",
  tags: ["Diamonds"],
  security,
  request: { query: apiCompareQuerySchema },
  responses: {
    ...jsonOk(comparisonSchema, "Each retailer's typical price."),
    ...validationError,
    ...keyedErrors,
    ...pricingErrors,
  },
});

export const batchRoute = createRoute({
  method: "post",
  path: "/diamonds/analyze/batch",
  summary: "Analyze up to 1,000 diamonds",
  description: `Up to ${formatCount(API_BATCH_MAX_LINES)} stones as JSON lines (one object per line) or CSV with a header row, with the analyze endpoint's parameter names (a \`valuationDate\` column values each line for its own day, e.g. each stone's purchase day). Answered in the same order, one result per line; a bad line gets its own error. Each priced line counts as one call; listing pages are not fetched.`,
  tags: ["Diamonds"],
  security,
  request: { body: batchBody },
  responses: {
    ...jsonOk(batchSchema, "One result per stone line, in order."),
    ...validationError,
    ...keyedErrors,
    503: pricingErrors[503],
  },
});

export function diamondsRoutes(app: OpenAPIHono<ApiV1Env>, deps: AppDeps) {
  const { api } = deps;
  app.openapi(analyzeRoute, async (c) => {
    const analysis = await analyzeKeyedStone(api, c.get("apiCaller"), c.req.valid("query"));
    return c.json({ analysis }, 200);
  });
  app.openapi(compareRoute, async (c) => {
    const query = c.req.valid("query");
    return c.json(
      await withApiCalls(api, c.get("apiCaller"), 1, async () =>
        compareRetailers(api.analyses, query),
      ),
      200,
    );
  });
  app.openapi(batchRoute, async (c) => {
    const format = batchFormatOf(c.req.header("content-type"));
    const body = await readLimitedBody(
      c.req.raw,
      API_BATCH_MAX_BYTES,
      `A batch can be at most ${API_BATCH_MAX_BYTES / 1024} KB.`,
    );
    const lines = parseBatch(new TextDecoder().decode(body), format);
    if (lines.length === 0)
      throw new DomainError("validation_failed", "The batch has no stone lines.");
    return c.json(await analyzeKeyedBatch(api, c.get("apiCaller"), lines), 200);
  });
}
