import type { AnalysisResult } from "@faircarat/contracts";
import { z } from "zod";
import { readBestValueChanges } from "../buyer-questions/best-value-change";
import { readFaceUpSize } from "../buyer-questions/face-up-size";
import { readValueVersusRetailer } from "../buyer-questions/fair-value-vs-retailer";
import { readGoodDeal } from "../buyer-questions/good-deal";
import { readJewelerChecklist } from "../buyer-questions/jeweler-checklist";
import { readNaturalComparison } from "../buyer-questions/natural-comparison";
import { readReplacementValue } from "../buyer-questions/replacement-value";
import type { ExpertMarket } from "../expert-market";

export const buyerQuestionTopics = [
  "good_deal",
  "value_vs_retailer",
  "jeweler_checklist",
  "best_value_change",
  "face_up_size",
  "replacement_value",
  "natural_comparison",
] as const;

/** One tool for the buyer's questions: the very figures the built-in answers are written from. */
export const buyerQuestionTool = {
  type: "function",
  function: {
    name: "buyer_question",
    description:
      "The figures for a buyer's question about this report, the same the built-in expert answers from. good_deal: yes, no or it depends (say it first), with the verdict, the retailer's usual price and the market range. value_vs_retailer: what the fair value measures against this retailer's usual level, and the gap in dollars. jeweler_checklist: what to ask the seller, from this report. best_value_change: one step down in color, clarity and carat, each priced, biggest saving first. face_up_size: face-up area (mm²) against a round of roundCarat (default: the same weight), from the market's measured listings. replacement_value: what replacing it costs now, at each retailer, for insurance (replacement, not resale). natural_comparison: what the same specs list for as a natural diamond, from natural listings, or that the data are too thin.",
    parameters: {
      type: "object",
      properties: {
        topic: { type: "string", enum: [...buyerQuestionTopics] },
        roundCarat: { type: "number" },
      },
      required: ["topic"],
    },
  },
} as const;

const buyerArgs = z.object({
  topic: z.enum(buyerQuestionTopics),
  roundCarat: z.number().positive().max(30).optional(),
});

const loading = { error: "market data is still loading" };

export function runBuyerQuestion(
  args: unknown,
  analysis: AnalysisResult,
  market: ExpertMarket,
): unknown {
  const parsed = buyerArgs.safeParse(args);
  if (!parsed.success) return { error: "unknown topic" };
  switch (parsed.data.topic) {
    case "good_deal":
      return readGoodDeal(analysis);
    case "value_vs_retailer":
      return readValueVersusRetailer(analysis);
    case "jeweler_checklist":
      return { checklist: readJewelerChecklist(analysis) };
    case "best_value_change":
      return readBestValueChanges(analysis, market.price) ?? loading;
    case "face_up_size":
      return readFaceUpSize(analysis, market, parsed.data.roundCarat) ?? loading;
    case "replacement_value":
      return readReplacementValue(analysis);
    case "natural_comparison":
      return (
        readNaturalComparison(analysis) ?? {
          error: "this report was made before reports carried a natural equivalent",
        }
      );
  }
}
