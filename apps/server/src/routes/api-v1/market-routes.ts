import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { apiTrendsQuerySchema } from "@faircarat/contracts";
import { listMarketRetailers, marketTrends, withApiCalls } from "@faircarat/core";
import type { AppDeps } from "../../app-env";
import type { ApiV1Env } from "./api-v1-env";
import {
  jsonOk,
  keySecurity,
  keyedErrors,
  pricingErrors,
  retailersSchema,
  trendsSchema,
  validationError,
} from "./api-v1-schemas";

const security = keySecurity;

export const trendsRoute = createRoute({
  method: "get",
  path: "/market/trends",
  summary: "Market trends and historical pricing",
  description:
    "A monthly series of the median lab-grown asking price per carat, with counts, for a shape, a carat band and optional grades, from the dated price history; the published index's editions whose cells lie in the band as a second series (`indexSeries`); and each source behind them with its newest day (`sources`).",
  tags: ["Market"],
  security,
  request: { query: apiTrendsQuerySchema },
  responses: {
    ...jsonOk(trendsSchema, "The monthly series, oldest first."),
    ...validationError,
    ...keyedErrors,
  },
});

export const retailersRoute = createRoute({
  method: "get",
  path: "/retailers",
  summary: "Retailers in the market data",
  description:
    "Each retailer the current market data stand on: its current listings, shapes, the dates they were seen and its price level relative to the market (1.00 = the market's fair value), with the newest day of its listings and of the published index cells that name it (`newestListing`, `newestIndex`, `sources`). A retailer known only from a published index has no listings of ours; its dates are the index's collection days. `sources` lists every source of the market data with its newest day.",
  tags: ["Market"],
  security,
  responses: {
    ...jsonOk(retailersSchema, "The retailers, by name."),
    ...keyedErrors,
    503: pricingErrors[503],
  },
});

export function marketRoutes(app: OpenAPIHono<ApiV1Env>, deps: AppDeps) {
  const { api } = deps;
  app.openapi(trendsRoute, async (c) => {
    const query = c.req.valid("query");
    return c.json(
      await withApiCalls(api, c.get("apiCaller"), 1, () =>
        marketTrends(api.db, query, api.analyses.pricing),
      ),
      200,
    );
  });
  app.openapi(retailersRoute, async (c) =>
    c.json(
      await withApiCalls(api, c.get("apiCaller"), 1, async () => listMarketRetailers(api.analyses)),
      200,
    ),
  );
}
