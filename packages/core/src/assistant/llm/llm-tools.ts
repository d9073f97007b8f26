import { clarities, colors, cutGrades, shapes, type AnalysisResult } from "@faircarat/contracts";
import { z } from "zod";
import type { ExpertMarket } from "../expert-market";
import { guideTopics, type GuideTopic } from "../guide-knowledge";
import { buyerQuestionTool, runBuyerQuestion } from "./buyer-tool";
import { marketTimeResult, retailerPriceResult } from "./market-tools";

/** Function-calling tools; each calls the same engine or guide the built-in expert uses. */
export const llmTools = [
  {
    type: "function",
    function: {
      name: "price_diamond",
      description:
        "Fair market value and 80% market range of a lab-grown diamond with other specs, from the pricing engine. Omitted specs keep the report's.",
      parameters: {
        type: "object",
        properties: {
          carat: { type: "number" },
          color: { type: "string", enum: [...colors] },
          clarity: { type: "string", enum: [...clarities] },
          cut: { type: "string", enum: [...cutGrades] },
          shape: { type: "string", enum: [...shapes] },
        },
      },
    },
  },
  {
    type: "function",
    function: {
      name: "market_time",
      description:
        "How asking prices at this diamond's size moved: the recent monthly trend, how many months of it the fair value already carries, the market's moves between the newest published index editions, and new-listing prices over the years in the data. Past moves, not a forecast; there are no resale prices.",
      parameters: { type: "object", properties: {} },
    },
  },
  {
    type: "function",
    function: {
      name: "retailer_price",
      description:
        "What a named retailer usually lists this diamond's specs for, with its 80% range and what that rests on (its listings or a published index edition), against this listing's price and the fair market value; or that there is no data for that retailer near these specs.",
      parameters: {
        type: "object",
        properties: { retailer: { type: "string" } },
        required: ["retailer"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "guide",
      description: "The buying guide's text on one topic.",
      parameters: {
        type: "object",
        properties: { topic: { type: "string", enum: Object.keys(guideTopics) } },
        required: ["topic"],
      },
    },
  },
  buyerQuestionTool,
] as const;

const priceArgs = z.object({
  carat: z.number().positive().max(30).optional(),
  color: z.enum(colors).optional(),
  clarity: z.enum(clarities).optional(),
  cut: z.enum(cutGrades).optional(),
  shape: z.enum(shapes).optional(),
});
const retailerArgs = z.object({ retailer: z.string().trim().min(1).max(100) });
const guideArgs = z.object({
  topic: z.enum(Object.keys(guideTopics) as [GuideTopic, ...GuideTopic[]]),
});

const loading = { error: "market data is still loading" };

/** Runs one tool call; a bad call gets an error the model can read, never an exception. */
export function runTool(
  name: string,
  rawArguments: string,
  analysis: AnalysisResult,
  market: ExpertMarket,
): unknown {
  let args: unknown;
  try {
    args = JSON.parse(rawArguments || "{}");
  } catch {
    return { error: "arguments must be JSON" };
  }
  if (name === "price_diamond") {
    const parsed = priceArgs.safeParse(args);
    if (!parsed.success) return { error: "invalid specs" };
    const specs = { ...analysis.specs, ...parsed.data };
    const result = market.price(specs);
    if (!result) return loading;
    return {
      specs,
      fairMarketValue: Math.round(result.fairMarketValue),
      low: Math.round(result.low),
      high: Math.round(result.high),
      basis: result.basis,
      warnings: result.warnings,
    };
  }
  if (name === "market_time") return marketTimeResult(analysis, market) ?? loading;
  if (name === "retailer_price") {
    const parsed = retailerArgs.safeParse(args);
    if (!parsed.success) return { error: "name a retailer" };
    return retailerPriceResult(market, parsed.data.retailer) ?? loading;
  }
  if (name === "guide") {
    const parsed = guideArgs.safeParse(args);
    return parsed.success
      ? { text: guideTopics[parsed.data.topic].text }
      : { error: "unknown topic" };
  }
  if (name === "buyer_question") return runBuyerQuestion(args, analysis, market);
  return { error: `unknown tool ${name}` };
}
