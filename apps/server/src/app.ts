import { Hono, type Context } from "hono";
import { requestId } from "hono/request-id";
import { MAX_JSON_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from "@faircarat/contracts";
import type { AppDeps, AppEnv } from "./app-env";
import { createErrorHandler, errorResponse } from "./errors";
import { accessLog } from "./middleware/access-log";
import { limitBody } from "./middleware/limit-body";
import { methodNotAllowedIn } from "./middleware/method-not-allowed";
import { oneValuePerParameter } from "./middleware/one-value-per-parameter";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { metricsRoutes } from "./routes/metrics/metrics-routes";
import { marketRoutes } from "./routes/market/market-routes";
import { analysesRoutes } from "./routes/analyses/analyses-routes";
import { apiKeysRoutes } from "./routes/api-keys/api-keys-routes";
import { apiV1Routes } from "./routes/api-v1/api-v1-app";
import { authRoutes } from "./routes/auth/auth-routes";
import { chatRoutes } from "./routes/chat/chat-routes";
import { contactRoutes } from "./routes/contact/contact-routes";
import { reportRoutes } from "./routes/reports/report-routes";
import { sharedRoutes } from "./routes/shared/shared-routes";
import { alertRoutes } from "./routes/alerts/alert-routes";
import { trackedRoutes } from "./routes/tracked/tracked-routes";
import { enterpriseLeadsRoutes } from "./routes/enterprise/enterprise-leads-routes";
import { healthRoutes } from "./routes/health/health-routes";
import { billingRoutes } from "./routes/billing/billing-routes";
import { subscriptionRoutes } from "./routes/subscription/subscription-routes";
import { uploadsRoutes } from "./routes/uploads/uploads-routes";
import { stripeWebhookRoutes } from "./routes/webhooks/stripe-webhook-routes";
import { serveWeb } from "./web/serve-web";

export function createApp(deps: AppDeps) {
  const { metrics } = deps;
  const app = new Hono<AppEnv>();
  app.use(requestId({ limitLength: 64 }));
  app.use(accessLog(deps.logger, metrics));
  app.use(securityHeaders(deps.config.publicUrl.startsWith("https://")));
  app.onError(createErrorHandler(deps.logger));
  app.use("/api/*", oneValuePerParameter);

  // Keyed by businesses' servers, not the browser: no cookies, so no CSRF check
  // (docs/decisions/025).
  app.route("/api/v1", apiV1Routes(deps));
  // Opened from mail clients, which send no Origin: the link's signature is the check
  // (routes/alerts).
  app.route("/api/alerts", alertRoutes(deps));

  const api = new Hono<AppEnv>();
  api.use(methodNotAllowedIn(api));
  // Same-origin requests (the SPA) or the configured public origin behind a proxy, any content
  // type; FairCarat's extension may post an analysis and nothing else (decision 042).
  const extensionOrigins = new Set(deps.config.extensionOrigins ?? []);
  const fromExtension = (origin: string, c: Context) =>
    extensionOrigins.has(origin) && c.req.method === "POST" && c.req.path === "/api/analyses";
  api.use(
    sameOrigin(
      (origin, c) =>
        origin === deps.config.publicUrl ||
        origin === new URL(c.req.url).origin ||
        fromExtension(origin, c),
    ),
  );
  const tooLarge = (c: Context) =>
    errorResponse(c, "payload_too_large", "The request body is too large.");
  const jsonBodyLimit = limitBody(MAX_JSON_BODY_BYTES, tooLarge);
  const webhookBodyLimit = limitBody(MAX_WEBHOOK_BODY_BYTES, tooLarge);
  // Uploads stream their own body against the 10 MB limit (routes/uploads); Stripe's events outgrow
  // 64 KB.
  api.use((c, next) => {
    if (c.req.method === "POST" && c.req.path === "/api/uploads") return next();
    return (
      c.req.method === "POST" && c.req.path === "/api/webhooks/stripe"
        ? webhookBodyLimit
        : jsonBodyLimit
    )(c, next);
  });
  api.route("/health", healthRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/subscription", subscriptionRoutes(deps));
  api.route("/billing", billingRoutes(deps));
  api.route("/analyses", analysesRoutes(deps));
  api.route("/uploads", uploadsRoutes(deps));
  api.route("/analyses", chatRoutes(deps));
  api.route("/analyses", reportRoutes(deps));
  api.route("/shared", sharedRoutes(deps));
  api.route("/tracked", trackedRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  api.route("/market", marketRoutes(deps));
  api.route("/api-keys", apiKeysRoutes(deps));
  api.route("/enterprise-leads", enterpriseLeadsRoutes(deps));
  if (deps.stripeWebhook)
    api.route("/webhooks/stripe", stripeWebhookRoutes(deps, deps.stripeWebhook));
  api.all("*", (c) => errorResponse(c, "not_found", `No API route ${c.req.method} ${c.req.path}.`));
  app.route("/api", api);
  app.route("/metrics", metricsRoutes(deps, metrics));

  if (deps.config.webDist)
    app.route(
      "/",
      serveWeb(deps.config.webDist, deps.logger, deps.config.publicUrl, {
        testPaymentsBanner: deps.config.testPaymentsBanner,
      }),
    );
  return app;
}
