import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { bodyLimit } from "hono/body-limit";
import { API_BATCH_MAX_BYTES, MAX_JSON_BODY_BYTES, apiPlans } from "@faircarat/contracts";
import { DomainError } from "@faircarat/core";
import type { AppDeps } from "../../app-env";
import { errorResponse } from "../../errors";
import { plainIssueMessage } from "@faircarat/contracts/issue-message";
import { methodNotAllowedIn, refuseMethod } from "../../middleware/method-not-allowed";
import { apiKeyAuth } from "./api-key-auth";
import { describeDocument } from "./describe-fields";
import type { ApiV1Env } from "./api-v1-env";
import { analyzeRoute, compareRoute, diamondsRoutes } from "./diamonds-routes";
import { marketRoutes, retailersRoute, trendsRoute } from "./market-routes";
import { mcpRoute } from "./mcp-route";
import { formatCount } from "@faircarat/contracts/figures";

export const OPENAPI_PATH = "/openapi.json";

function firstIssueMessage(error: { issues: z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request.";
  const field = issue.path.map(String).join(".");
  if (
    issue.message.startsWith("Invalid input: expected") &&
    issue.message.endsWith("received undefined")
  )
    return `${field} is required.`;
  const message = plainIssueMessage(issue, field);
  return field && !message.includes(field) ? `${field}: ${message}` : message;
}

/** Keyed GETs do metered work: a HEAD would do it, and be billed for it, to send no body. */
const meteredGets = [analyzeRoute, compareRoute, trendsRoute, retailersRoute].map(
  (route) => route.path,
);
const isMeteredGet = (path: string) => meteredGets.some((metered) => path.endsWith(metered));

/**
 * HEAD on a metered GET is a 405 (Allow: GET), before the key is read: nothing counted, nothing
 * billed (docs/decisions/035).
 */
const getOnly: MiddlewareHandler = async (c, next) =>
  c.req.method === "HEAD" ? refuseMethod(c, ["GET"]) : next();

/**
 * The public API for businesses, mounted at /api/v1: keyed, metered, described by its own OpenAPI
 * document.
 */
export function apiV1Routes(deps: AppDeps) {
  const app = new OpenAPIHono<ApiV1Env>({
    defaultHook: (result) => {
      if (!result.success)
        throw new DomainError("validation_failed", firstIssueMessage(result.error));
    },
  });
  app.use(methodNotAllowedIn(app, { withoutHead: isMeteredGet }));
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "`Authorization: Bearer fc_live_…`",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKeyHeader", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
  });

  app.get(OPENAPI_PATH, (c) =>
    c.json(
      describeDocument(
        app.getOpenAPI31Document({
          openapi: "3.1.0",
          info: {
            title: "FairCarat API",
            version: "1.0.0",
            description: [
              "Lab-grown diamond price analysis for businesses, on the same pricing engine and market data as the FairCarat app.",
              "",
              "Authenticate with an API key from the API keys screen: `Authorization: Bearer <key>` or `X-API-Key: <key>`.",
              `Limits: Unlimited Access ${apiPlans.unlimited.perMinute} requests a minute per key and ${formatCount(apiPlans.unlimited.monthlyCalls)} calls a month; Enterprise ${apiPlans.enterprise.perMinute} a minute and ${formatCount(apiPlans.enterprise.monthlyCalls)} a month (or as agreed).`,
              "Every answer carries RateLimit-Policy and RateLimit headers; 429 answers carry Retry-After. Errors are `{ error: { code, message, requestId } }`.",
              "Each query parameter is read once: a parameter given twice (`carat=1&carat=2`) is a 400. The GET endpoints answer GET only: HEAD is a 405, neither counted nor billed.",
            ].join("\n"),
          },
          servers: [{ url: `${deps.config.publicUrl || new URL(c.req.url).origin}/api/v1` }],
        }),
      ),
    ),
  );

  app.use(
    "/diamonds/analyze/batch",
    bodyLimit({
      maxSize: API_BATCH_MAX_BYTES,
      onError: (c) => errorResponse(c, "payload_too_large", "The batch is too large."),
    }),
  );
  app.use(
    "/mcp",
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => errorResponse(c, "payload_too_large", "The request body is too large."),
    }),
  );
  for (const path of meteredGets) app.use(path, getOnly);
  app.use("/diamonds/*", apiKeyAuth(deps.api));
  app.use("/market/*", apiKeyAuth(deps.api));
  app.use("/retailers", apiKeyAuth(deps.api));
  app.use("/mcp", apiKeyAuth(deps.api));
  diamondsRoutes(app, deps);
  marketRoutes(app, deps);
  mcpRoute(app, deps);
  app.all("*", (c) => errorResponse(c, "not_found", `No API route ${c.req.method} ${c.req.path}.`));
  return app;
}
