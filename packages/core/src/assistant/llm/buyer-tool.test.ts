import { describe, expect, it } from "vitest";
import { readBestValueChanges } from "../buyer-questions/best-value-change";
import { readFaceUpSize } from "../buyer-questions/face-up-size";
import { readValueVersusRetailer } from "../buyer-questions/fair-value-vs-retailer";
import { readGoodDeal } from "../buyer-questions/good-deal";
import { readJewelerChecklist } from "../buyer-questions/jeweler-checklist";
import { readReplacementValue } from "../buyer-questions/replacement-value";
import { createExpertMarket } from "../expert-market";
import { buyerReport } from "../testing/buyer-report";
import { llmTools, runTool } from "./llm-tools";
import { allowedAmounts, figuresAreGrounded, reportFacts } from "./report-facts";

const { analysis, market, ask } = buyerReport();
const tool = (args: object) => runTool("buyer_question", JSON.stringify(args), analysis, market);

describe("the model's buyer_question tool", () => {
  it("is offered to the model with every topic", () => {
    const offered = llmTools.find((t) => t.function.name === "buyer_question") as
      | { function: { parameters: { properties: { topic: { enum: readonly string[] } } } } }
      | undefined;
    expect(offered?.function.parameters.properties.topic.enum).toEqual([
      "good_deal",
      "value_vs_retailer",
      "jeweler_checklist",
      "best_value_change",
      "face_up_size",
      "replacement_value",
      "natural_comparison",
    ]);
  });

  it("returns the figures the built-in answers are written from", () => {
    expect(tool({ topic: "good_deal" })).toEqual(readGoodDeal(analysis));
    expect(tool({ topic: "value_vs_retailer" })).toEqual(readValueVersusRetailer(analysis));
    expect(tool({ topic: "jeweler_checklist" })).toEqual({
      checklist: readJewelerChecklist(analysis),
    });
    expect(tool({ topic: "best_value_change" })).toEqual(
      readBestValueChanges(analysis, market.price),
    );
    expect(tool({ topic: "face_up_size", roundCarat: 1.5 })).toEqual(
      readFaceUpSize(analysis, market, 1.5),
    );
    expect(tool({ topic: "replacement_value" })).toEqual(readReplacementValue(analysis));
    expect(tool({ topic: "natural_comparison" })).toEqual(analysis.naturalEquivalent);
  });

  it("grounds every dollar figure of the built-in answers in the report and the tool's results", () => {
    const results = [
      "good_deal",
      "best_value_change",
      "replacement_value",
      "natural_comparison",
      "value_vs_retailer",
      "jeweler_checklist",
    ].map((topic) => tool({ topic }));
    const allowed = allowedAmounts([reportFacts(analysis), ...results]);
    for (const question of [
      "Is this a good deal?",
      "What is the best value change I could make?",
      "What is the insurance value?",
      "How does this compare to a natural diamond?",
      "Why is your fair value different from the retailer's price?",
      "What questions should I ask the jeweler?",
    ])
      expect(figuresAreGrounded(ask(question), allowed), question).toBe(true);
  });

  it("answers a bad topic or a missing market with an error the model can read", () => {
    expect(tool({ topic: "horoscope" })).toEqual({ error: "unknown topic" });
    expect(
      runTool(
        "buyer_question",
        JSON.stringify({ topic: "best_value_change" }),
        analysis,
        createExpertMarket(null, analysis),
      ),
    ).toEqual({ error: "market data is still loading" });
  });
});
