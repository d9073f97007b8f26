import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../../logger";
import { indexedReport } from "../testing/indexed-report";
import { runTool } from "./llm-tools";
import { createOpenAiCompatibleWriter } from "./openai-compatible-writer";
import { allowedAmounts, figuresAreGrounded, reportFacts } from "./report-facts";
import {
  startStubLlmServer,
  textReply,
  toolCall,
  type StubBehaviour,
} from "./testing/stub-llm-server";

const { model, analysis, market, ask, engine } = indexedReport();
const dollars = (cents: number) => Math.round(cents / 100);
const call = (name: string, args: object = {}) =>
  runTool(name, JSON.stringify(args), analysis, market) as Record<string, unknown>;

describe("the model's market_time and retailer_price tools", () => {
  it("market_time returns the engine's time basis, the index layer's moves and the new-listing trend", () => {
    const result = call("market_time");
    const priced = engine();
    expect(result).toMatchObject({
      trend: { monthlyChangePercent: Math.round(priced.time.monthlyChange! * 1000) / 10 },
      listingsDate: priced.time.listingsDate,
      indexDate: priced.time.indexDate,
      valuationDate: "2026-11-27",
      monthsCarriedIntoFairValue: Math.round(priced.time.monthsProjected),
      fairMarketValue: dollars(priced.fairMarketValueCents),
      newListingPrices: { changePerYearPercent: priced.marketTrend!.changePerYearPercent },
    });
    const moves = result.marketMovesBetweenIndexEditions as {
      from: string;
      to: string;
      changePercent: number;
    }[];
    expect(moves.map(({ from, to }) => ({ from, to }))).toEqual(
      model.index.layer!.steps.map(({ from, to }) => ({ from, to })),
    );
    expect(moves.map((m) => m.changePercent)).toEqual(
      model.index.layer!.steps.map((s) => Math.round(Math.expm1(s.logChange) * 1000) / 10),
    );
  });

  it("retailer_price returns the named retailer's usual price, range and evidence, as the engine re-prices the report", () => {
    const priced = engine("Brilliant Earth");
    expect(call("retailer_price", { retailer: "brilliant earth" })).toMatchObject({
      retailer: "Brilliant Earth",
      usualPrice: dollars(priced.expectedAtRetailerCents!),
      likelyRange80: {
        low: dollars(priced.expectedAtRetailerRange!.lowCents),
        high: dollars(priced.expectedAtRetailerRange!.highCents),
      },
      restsOn: { kind: "index", edition: "2026-07-26", collectedOn: "2026-07-23" },
      listedPrice: 3000,
      fairMarketValue: dollars(priced.fairMarketValueCents),
    });
  });

  it("retailer_price says there is no data for a retailer the engine does not know near these specs", () => {
    const result = call("retailer_price", { retailer: "Tiffany" });
    expect(result).toMatchObject({
      retailer: "Tiffany",
      noData: "no current data for this retailer",
      fairMarketValue: dollars(engine("Tiffany").fairMarketValueCents),
    });
    expect(result).not.toHaveProperty("usualPrice");
    expect(call("retailer_price", {})).toEqual({ error: "name a retailer" });
  });

  it("holds every figure the built-in answers state: a model repeating them passes the figure check", () => {
    const tools = [
      call("market_time"),
      call("retailer_price", { retailer: "Brilliant Earth" }),
      call("retailer_price", { retailer: "Old Shop" }),
    ];
    const allowed = allowedAmounts([reportFacts(analysis), ...tools]);
    for (const question of [
      "Should I wait for prices to drop?",
      "Is this a good deal compared to Brilliant Earth?",
      "What will it be worth in 5 years?",
      "What would Old Shop charge?",
    ]) {
      expect(figuresAreGrounded(ask(question), allowed), question).toBe(true);
    }
    expect(figuresAreGrounded("Brilliant Earth would charge about $1,234.", allowed)).toBe(false);
  });
});

describe("a model answering a retailer question", () => {
  let behaviour: StubBehaviour = () => ({ status: 500 });
  let stub: Awaited<ReturnType<typeof startStubLlmServer>>;
  beforeAll(async () => {
    stub = await startStubLlmServer((request) => behaviour(request));
  });
  afterAll(() => stub.close());
  const write = () =>
    createOpenAiCompatibleWriter({
      baseUrl: stub.baseUrl,
      apiKey: "sk-stub",
      model: "stub",
      timeoutMs: 2_000,
      logger: silentLogger,
    }).write({
      analysis,
      conversation: [{ role: "user", content: "Is Ritani cheaper?" }],
      market,
    });

  it("may state the figures retailer_price returned", async () => {
    behaviour = (request) => {
      const tool = request.body.messages.find((m) => m.role === "tool");
      if (!tool) return toolCall("retailer_price", { retailer: "Ritani" });
      const result = JSON.parse(tool.content ?? "{}") as { usualPrice: number };
      return textReply(
        `Ritani usually lists these specs around $${result.usualPrice.toLocaleString("en-US")}.`,
      );
    };
    expect(await write()).toBe(
      `Ritani usually lists these specs around $${dollars(engine("Ritani").expectedAtRetailerCents!).toLocaleString("en-US")}.`,
    );
    expect(
      stub.requests[0]!.body.tools?.map((t) => (t as { function: { name: string } }).function.name),
    ).toEqual(["price_diamond", "market_time", "retailer_price", "guide", "buyer_question"]);
  });

  it("is refused when it states a price no tool gave", async () => {
    behaviour = (request) =>
      request.body.messages.some((m) => m.role === "tool")
        ? textReply("Ritani would charge about $9,999.")
        : toolCall("retailer_price", { retailer: "Ritani" });
    expect(await write()).toBeNull();
  });
});
