import { Hono, type Context } from "hono";
import { alertUnsubscribeQuerySchema } from "@faircarat/contracts";
import { enforceRateLimits, isValidUnsubscribeLink, unsubscribeAlertEmails } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientRateKey } from "../../middleware/client-ip";
import { methodNotAllowedIn } from "../../middleware/method-not-allowed";
import { unsubscribePage } from "./unsubscribe-page";

const MINUTE = 60_000;
const INVALID = unsubscribePage(
  "Link not valid",
  "This unsubscribe link is not valid. Open the newest alert email, or change your alerts in Tracked diamonds after signing in.",
);

/**
 * The digest's unsubscribe link, /api/alerts/unsubscribe?u=<user>&s=<signature>. No session:
 * the signature is the capability. GET shows a button (mail scanners that follow links change
 * nothing); POST applies it, from that button or from a mail client's one-click (RFC 8058), so it
 * is mounted outside the CSRF check. Both are idempotent.
 */
export function alertRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const link = (c: Context) => {
    const query = alertUnsubscribeQuerySchema.safeParse(c.req.query());
    return query.success &&
      isValidUnsubscribeLink(config.alertLinkSecret, query.data.u, query.data.s)
      ? query.data
      : null;
  };
  const limit = (c: Context) =>
    enforceRateLimits(db, [
      {
        key: `alerts-unsubscribe:ip:${clientRateKey(c, config.trustProxy)}`,
        limit: 30,
        windowMs: MINUTE,
      },
    ]);
  const app = new Hono<AppEnv>();
  // Mounted beside /api, not in it: its paths are not among the /api app's, so it answers 405
  // itself.
  app.use(methodNotAllowedIn(app));
  return app
    .use("*", async (c, next) => {
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex, nofollow");
      await next();
    })
    .get("/unsubscribe", async (c) => {
      await limit(c);
      if (!link(c)) return c.html(INVALID, 404);
      const action = new URL(c.req.url);
      return c.html(
        unsubscribePage(
          "Stop alert emails?",
          "You will get no more FairCarat alert digests. Your tracked diamonds and their price paths stay in your history.",
          {
            action: `${action.pathname}${action.search}`,
            button: "Unsubscribe",
          },
        ),
      );
    })
    .post("/unsubscribe", async (c) => {
      await limit(c);
      const valid = link(c);
      if (!valid) return c.html(INVALID, 404);
      await unsubscribeAlertEmails(db, config.alertLinkSecret, valid.u, valid.s);
      return c.html(
        unsubscribePage(
          "You are unsubscribed",
          "You will get no more FairCarat alert emails. Saving a tracked diamond's alert settings turns them on again.",
        ),
      );
    });
}
