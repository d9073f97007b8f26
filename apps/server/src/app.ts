import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { requestId } from "hono/request-id";
import { MAX_JSON_BODY_BYTES } from "@faircarat/contracts";
import type { AppDeps, AppEnv } from "./app-env";
import { createErrorHandler, errorResponse } from "./errors";
import { securityHeaders } from "./middleware/security-headers";
import { analysesRoutes } from "./routes/analyses/analyses-routes";
import { apiKeysRoutes } from "./routes/api-keys/api-keys-routes";
import { apiV1Routes } from "./routes/api-v1/api-v1-app";
import { authRoutes } from "./routes/auth/auth-routes";
import { chatRoutes } from "./routes/chat/chat-routes";
import { contactRoutes } from "./routes/contact/contact-routes";
import { enterpriseLeadsRoutes } from "./routes/enterprise/enterprise-leads-routes";
import { healthRoutes } from "./routes/health/health-routes";
import { billingRoutes } from "./routes/billing/billing-routes";
import { subscriptionRoutes } from "./routes/subscription/subscription-routes";
import { uploadsRoutes } from "./routes/uploads/uploads-routes";
import { stripeWebhookRoutes } from "./routes/webhooks/stripe-webhook-routes";
import { serveWeb } from "./web/serve-web";

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestId({ limitLength: 64 }));
  app.use(securityHeaders(deps.config.publicUrl.startsWith("https://")));
  app.onError(createErrorHandler(deps.logger));

  // Keyed by businesses' servers, not the browser: no cookies, so no CSRF check (docs/decisions/025).
  app.route("/api/v1", apiV1Routes(deps));

  const api = new Hono<AppEnv>();
  // Same-origin requests (the SPA) or the configured public origin behind a proxy.
  api.use(csrf({ origin: (origin, c) => origin === deps.config.publicUrl || origin === new URL(c.req.url).origin }));
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => errorResponse(c, "payload_too_large", "The request body is too large."),
  });
  // Uploads stream their own body against the 10 MB limit (routes/uploads).
  api.use((c, next) => (c.req.method === "POST" && c.req.path === "/api/uploads" ? next() : jsonBodyLimit(c, next)));
  api.route("/health", healthRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/subscription", subscriptionRoutes(deps));
  api.route("/billing", billingRoutes(deps));
  api.route("/analyses", analysesRoutes(deps));
  api.route("/uploads", uploadsRoutes(deps));
  api.route("/analyses", chatRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  api.route("/api-keys", apiKeysRoutes(deps));
  api.route("/enterprise-leads", enterpriseLeadsRoutes(deps));
  if (deps.stripeWebhook) api.route("/webhooks/stripe", stripeWebhookRoutes(deps, deps.stripeWebhook));
  api.all("*", (c) => errorResponse(c, "not_found", `No API route ${c.req.method} ${c.req.path}.`));
  app.route("/api", api);

  if (deps.config.webDist) app.route("/", serveWeb(deps.config.webDist, deps.logger, deps.config.publicUrl));
  return app;
}
