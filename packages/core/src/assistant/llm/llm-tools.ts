import { clarities, colors, cutGrades, shapes, type AnalysisResult } from "@faircarat/contracts";
import { z } from "zod";
import { guideTopics, type GuideTopic } from "../guide-knowledge";
import type { SpecPricer } from "../what-if-pricer";

/** Function-calling tools; each calls the same engine or guide the built-in expert uses. */
export const llmTools = [
  {
    type: "function",
    function: {
      name: "price_diamond",
      description: "Fair market value and 80% market range of a lab-grown diamond with other specs, from the pricing engine. Omitted specs keep the report's.",
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
      name: "guide",
      description: "The buying guide's text on one topic.",
      parameters: { type: "object", properties: { topic: { type: "string", enum: Object.keys(guideTopics) } }, required: ["topic"] },
    },
  },
] as const;

const priceArgs = z.object({
  carat: z.number().positive().max(30).optional(),
  color: z.enum(colors).optional(),
  clarity: z.enum(clarities).optional(),
  cut: z.enum(cutGrades).optional(),
  shape: z.enum(shapes).optional(),
});
const guideArgs = z.object({ topic: z.enum(Object.keys(guideTopics) as [GuideTopic, ...GuideTopic[]]) });

/** Runs one tool call; a bad call gets an error the model can read, never an exception. */
export function runTool(name: string, rawArguments: string, analysis: AnalysisResult, price: SpecPricer): unknown {
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
    const result = price(specs);
    if (!result) return { error: "market data is still loading" };
    return {
      specs,
      fairMarketValue: Math.round(result.fairMarketValue),
      low: Math.round(result.low),
      high: Math.round(result.high),
      basis: result.basis,
      warnings: result.warnings,
    };
  }
  if (name === "guide") {
    const parsed = guideArgs.safeParse(args);
    return parsed.success ? { text: guideTopics[parsed.data.topic].text } : { error: "unknown topic" };
  }
  return { error: `unknown tool ${name}` };
}
