import { Hono, type Context, type MiddlewareHandler } from "hono";
import { shareTokenSchema } from "@faircarat/contracts";
import { DomainError, enforceRateLimits, sharedReportPdf, viewSharedReport } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientRateKey } from "../../middleware/client-ip";
import { attachment, paperOf } from "../reports/report-routes";

const MINUTE = 60_000;

/**
 * Kept out of search engines and shared caches, found or not: set first, so the error handler's 404
 * carries them too.
 */
const privateShareHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
  await next();
};

/**
 * GET /api/shared/:token (and its PDF): a report read-only, for whoever holds the link; no account
 * needed.
 */
export function sharedRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const tokenOf = (c: Context) => {
    const token = shareTokenSchema.safeParse(c.req.param("token"));
    // A malformed token is as unknown as a revoked one.
    if (!token.success)
      throw new DomainError(
        "not_found",
        "This shared report does not exist or its link was revoked.",
      );
    return token.data;
  };
  const limit = (c: Context, what: string, perMinute: number) =>
    enforceRateLimits(db, [
      {
        key: `shared-${what}:ip:${clientRateKey(c, config.trustProxy)}`,
        limit: perMinute,
        windowMs: MINUTE,
      },
    ]);
  return new Hono<AppEnv>()
    .use("*", privateShareHeaders)
    .get("/:token", async (c) => {
      const token = tokenOf(c);
      await limit(c, "view", 60);
      return c.json({ report: await viewSharedReport(db, token) });
    })
    .get("/:token/report.pdf", async (c) => {
      const token = tokenOf(c);
      const paper = paperOf(c);
      await limit(c, "pdf", 10);
      const { pdf, fileName } = await sharedReportPdf(db, token, paper, deps.analyses.pricing);
      attachment(c, fileName, "application/pdf");
      return c.body(new Uint8Array(pdf));
    });
}
