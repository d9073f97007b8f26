import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import {
  apiComparisonSchema,
  apiRetailersSchema,
  analysisResultSchema,
} from "@faircarat/contracts";
import { eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { subscriberWithKey } from "../../testing/api-keys";
import { createTestApp, errorOf, type TestApp } from "../../testing/test-app";

/** The SDK's own client, its HTTP requests answered by the app in-process. */
async function connect(t: TestApp, secret: string | null) {
  const transport = new StreamableHTTPClientTransport(new URL("http://localhost/api/v1/mcp"), {
    requestInit: secret ? { headers: { authorization: `Bearer ${secret}` } } : {},
    fetch: async (url, init) => t.app.request(String(url), init),
  });
  const client = new Client({ name: "faircarat-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

const textOf = (result: Awaited<ReturnType<Client["callTool"]>>) =>
  (result.content as { type: string; text: string }[])[0]!.text;

describe("MCP server at /api/v1/mcp", () => {
  let t: TestApp;
  let secret: string;
  let keyId: string;
  beforeAll(async () => {
    // Listing pages are "read" without specs, so an analysis by URL alone stays incomplete.
    t = await createTestApp("pglite", {
      extractListing: async () => ({ specs: {}, sources: {}, notes: [] }),
    });
    ({ secret, keyId } = await subscriberWithKey(t));
  });
  afterAll(() => t.close());

  it("initializes and lists the four tools", async () => {
    const client = await connect(t, secret);
    expect(client.getServerVersion()).toMatchObject({ name: "faircarat" });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "analyze_diamond",
      "compare_diamond",
      "list_retailers",
      "market_trends",
    ]);
    const analyze = tools.find((tool) => tool.name === "analyze_diamond")!;
    expect(analyze.inputSchema.required).toEqual(
      expect.arrayContaining(["carat", "color", "clarity", "listedPrice"]),
    );
    await client.close();
  });

  it("prices a stone with the same analysis as the REST endpoint", async () => {
    const client = await connect(t, secret);
    const result = await client.callTool({
      name: "analyze_diamond",
      arguments: { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 },
    });
    expect(result.isError).toBeFalsy();
    const analysis = analysisResultSchema.parse(JSON.parse(textOf(result)));
    const rest = await t.request(
      "/api/v1/diamonds/analyze?carat=1.2&cut=excellent&color=g&clarity=vs1&listedPrice=4200",
      { headers: { "x-api-key": secret } },
    );
    expect(analysis.fairMarketValue).toBe(
      ((await rest.json()) as { analysis: { fairMarketValue: number } }).analysis.fairMarketValue,
    );
    await client.close();
  });

  it("answers the other tools and reports bad input as a tool error", async () => {
    const client = await connect(t, secret);
    apiComparisonSchema.parse(
      JSON.parse(
        textOf(
          await client.callTool({
            name: "compare_diamond",
            arguments: { carat: 1, color: "G", clarity: "VS1" },
          }),
        ),
      ),
    );
    apiRetailersSchema.parse(
      JSON.parse(textOf(await client.callTool({ name: "list_retailers", arguments: {} }))),
    );
    const incomplete = await client.callTool({ name: "compare_diamond", arguments: { carat: 1 } });
    expect(incomplete.isError).toBe(true);
    expect(textOf(incomplete)).toMatch(/^specs_incomplete:/);
    await client.close();
  });

  it("refuses a JSON-RPC batch (one request, many tool calls) with 400 before any tool runs", async () => {
    const call = (id: number) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "list_retailers", arguments: {} },
    });
    const headers = {
      authorization: `Bearer ${secret}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    };
    const before = await callsOf(keyId);
    const batch = await t.request("/api/v1/mcp", {
      method: "POST",
      headers,
      body: JSON.stringify([call(1), call(2), call(3)]),
    });
    expect(batch.status).toBe(400);
    expect((await errorOf(batch)).message).toBe(
      "Send one JSON-RPC message per request: batches are not accepted.",
    );
    expect(await callsOf(keyId)).toBe(before);
    const notJson = await t.request("/api/v1/mcp", { method: "POST", headers, body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("bills analyze_diamond for a listing page it read even when the specs stay incomplete, and not without a page", async () => {
    const client = await connect(t, secret);
    const before = await callsOf(keyId);
    // The tool requires the four Cs; a color it cannot read is what sends it to the page.
    const unreadable = { carat: 1, color: "greenish", clarity: "VS1", listedPrice: 1 };
    const withPage = await client.callTool({
      name: "analyze_diamond",
      arguments: { ...unreadable, listingUrl: "https://shop.test/stone/2" },
    });
    expect(withPage.isError).toBe(true);
    expect(textOf(withPage)).toMatch(/^specs_incomplete:/);
    expect((await callsOf(keyId)) - before).toBe(1);
    const withoutPage = await client.callTool({ name: "analyze_diamond", arguments: unreadable });
    expect(textOf(withoutPage)).toMatch(/^specs_incomplete:/);
    expect((await callsOf(keyId)) - before).toBe(1);
    await client.close();
  });

  it("refuses a client without a valid key", async () => {
    await expect(connect(t, null)).rejects.toThrow(/unauthenticated/);
    await expect(connect(t, "fc_live_unknownunknownunknownunknownunknown000")).rejects.toThrow(
      /unauthenticated/,
    );
  });

  async function callsOf(id: string) {
    const rows = await t.db
      .select({ calls: tables.apiUsage.calls })
      .from(tables.apiUsage)
      .where(eq(tables.apiUsage.keyId, id));
    return rows.reduce((total, row) => total + row.calls, 0);
  }
});

describe("MCP tool failures", () => {
  it("tell the model what the REST API would tell a client, never internals, and are logged", async () => {
    const logged: object[] = [];
    const logger = { info() {}, warn() {}, error: (details: object) => void logged.push(details) };
    const broken = {
      current: () => {
        throw new Error("relation secret_table does not exist");
      },
      reload: () => Promise.reject(new Error("relation secret_table does not exist")),
    };
    const t = await createTestApp("pglite", { pricing: broken, logger });
    try {
      const { secret } = await subscriberWithKey(t);
      const client = await connect(t, secret);
      const result = await client.callTool({ name: "list_retailers", arguments: {} });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe("internal: Something went wrong on our side. Please try again.");
      expect(JSON.stringify(logged)).toMatch(/"route":"[^"]*\/mcp"/);
      await client.close();
    } finally {
      await t.close();
    }
  });
});
