import type { OpenAPIHono } from "@hono/zod-openapi";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";
import {
  apiCompareQuerySchema,
  apiStoneQuerySchema,
  apiTrendsQuerySchema,
} from "@faircarat/contracts";
import {
  analyzeKeyedStone,
  compareRetailers,
  DomainError,
  listMarketRetailers,
  marketTrends,
  withApiCalls,
  type ApiCaller,
  type Logger,
} from "@faircarat/core";
import { failureContextOf, publicErrorOf, type FailureContext } from "../../errors";
import type { AppDeps } from "../../app-env";
import type { ApiV1Env } from "./api-v1-env";

const text = (description: string) => z.string().describe(description).optional();
const stoneShape = {
  carat: z.number().positive().describe("Weight in carats, e.g. 1.01"),
  color: z.string().describe("Color grade, e.g. G"),
  clarity: z.string().describe("Clarity grade, e.g. VS1"),
  cut: text("Cut grade, e.g. Ideal or Excellent"),
  shape: text("Shape, e.g. round or oval (round when absent)"),
  lab: text("Grading lab: IGI, GIA, GCAL, ..."),
  certificateNumber: text("Grading-report number, e.g. LG756580087"),
  retailer: text("The retailer asking the price"),
};

type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

/**
 * One tool call: validated with the REST endpoint's schema, metered as one call, errors told to the
 * model as the REST API would tell them.
 */
async function toolAnswer(
  run: () => Promise<unknown>,
  logger: Logger,
  where: FailureContext,
): Promise<ToolResult> {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await run()) }] };
  } catch (err) {
    if (err instanceof z.ZodError)
      return {
        content: [
          { type: "text", text: `validation_failed: ${err.issues[0]?.message ?? "invalid input"}` },
        ],
        isError: true,
      };
    const answer = publicErrorOf(err, logger, where);
    return {
      content: [{ type: "text", text: `${answer.code}: ${answer.message}` }],
      isError: true,
    };
  }
}

/** The four capabilities as MCP tools, on the same domain functions as the REST endpoints. */
function createFairCaratMcpServer(
  deps: AppDeps,
  caller: ApiCaller,
  where: FailureContext,
): McpServer {
  const { api } = deps;
  const server = new McpServer({ name: "faircarat", version: "1.0.0" });
  const metered = <T>(work: () => Promise<T>) =>
    toolAnswer(() => withApiCalls(api, caller, 1, work), deps.logger, where);

  server.registerTool(
    "analyze_diamond",
    {
      title: "Analyze a lab-grown diamond's price",
      description:
        "Fair market value, interval, confidence, markup and verdict for a listed lab-grown diamond, with comparable listings, from FairCarat's market data.",
      inputSchema: {
        ...stoneShape,
        listedPrice: z.number().positive().describe("The asking price in US dollars"),
        listingUrl: text("The listing's URL"),
        valuationDate: text(
          "The day to value the stone for, yyyy-mm-dd (today when absent), e.g. the day it was bought: from the market data's first day (February 2021) to today",
        ),
      },
    },
    (args) =>
      toolAnswer(
        () => analyzeKeyedStone(api, caller, apiStoneQuerySchema.parse(args)),
        deps.logger,
        where,
      ),
  );
  server.registerTool(
    "compare_diamond",
    {
      title: "Compare a diamond across retailers",
      description:
        "Each retailer's typical price for the specs, with support, and the same stone at other retailers when the certificate number is known.",
      inputSchema: {
        ...stoneShape,
        carat: stoneShape.carat.optional(),
        color: stoneShape.color.optional(),
        clarity: stoneShape.clarity.optional(),
      },
    },
    (args) =>
      metered(async () => compareRetailers(api.analyses, apiCompareQuerySchema.parse(args))),
  );
  server.registerTool(
    "market_trends",
    {
      title: "Lab-grown diamond market trends",
      description:
        "Monthly median asking price per carat, with counts, for a shape and carat band, optionally one color, clarity or cut.",
      inputSchema: {
        shape: text("Shape, default round"),
        caratMin: z
          .number()
          .min(0)
          .optional()
          .describe("Lower carat bound (inclusive), default 0.9"),
        caratMax: z
          .number()
          .positive()
          .optional()
          .describe("Upper carat bound (exclusive), default 1.1"),
        color: text("Color grade"),
        clarity: text("Clarity grade"),
        cut: text("Cut grade"),
      },
    },
    (args) =>
      metered(() => marketTrends(api.db, apiTrendsQuerySchema.parse(args), api.analyses.pricing)),
  );
  server.registerTool(
    "list_retailers",
    {
      title: "Retailers in the market data",
      description:
        "Retailers FairCarat's market data cover: listings, shapes, dates and price level relative to the market.",
    },
    () => metered(async () => listMarketRetailers(api.analyses)),
  );
  return server;
}

/**
 * One JSON-RPC message per request: a batch would run up to 100 tool calls on one request's
 * per-minute allowance, so it is refused (clients of the current MCP revision send none).
 */
async function oneMessageOf(request: Request): Promise<unknown> {
  let message: unknown;
  try {
    message = await request.json();
  } catch {
    throw new DomainError("bad_request", "The request body must be one JSON-RPC message.");
  }
  if (Array.isArray(message))
    throw new DomainError(
      "bad_request",
      "Send one JSON-RPC message per request: batches are not accepted.",
    );
  return message;
}

/**
 * Streamable HTTP, stateless: each request gets its own server and transport, so any process
 * behind a load balancer can answer any request. Authenticated by the same keys (see api-key-auth).
 */
export function mcpRoute(app: OpenAPIHono<ApiV1Env>, deps: AppDeps) {
  app.all("/mcp", async (c) => {
    const parsedBody = c.req.method === "POST" ? await oneMessageOf(c.req.raw) : undefined;
    const server = createFairCaratMcpServer(deps, c.get("apiCaller"), failureContextOf(c));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody });
    } finally {
      void server.close();
    }
  });
}
