import { Hono } from "hono";
import { apiTrendsQuerySchema } from "@faircarat/contracts";
import { enforceRateLimits, marketTrends } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientRateKey } from "../../middleware/client-ip";
import { parseInput } from "../../validation";

const MINUTE = 60_000;
/**
 * A chart asks once per shape and band; a grouped query over the whole history is worth a cap per
 * address.
 */
const TRENDS_PER_MINUTE = 60;
/**
 * The series change only when a market import adds prices (every 15 minutes at most, by default).
 */
const CACHE_CONTROL = "public, max-age=900";

/**
 * GET /api/market/trends: the public API's monthly series, for the site's own charts (no key, the
 * guide is public).
 */
export function marketRoutes(deps: AppDeps) {
  const { db, config, analyses } = deps;
  return new Hono<AppEnv>().get("/trends", async (c) => {
    const query = parseInput(apiTrendsQuerySchema, c.req.query());
    await enforceRateLimits(db, [
      {
        key: `market-trends:ip:${clientRateKey(c, config.trustProxy)}`,
        limit: TRENDS_PER_MINUTE,
        windowMs: MINUTE,
      },
    ]);
    const trends = await marketTrends(db, query, analyses.pricing);
    c.header("Cache-Control", CACHE_CONTROL);
    return c.json(trends);
  });
}
