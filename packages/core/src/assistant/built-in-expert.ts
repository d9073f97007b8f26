import type { AnalysisResult } from "@faircarat/contracts";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { composeClarity } from "./compose/compose-clarity";
import { composeColorChoice } from "./compose/compose-color-choice";
import { composeGrowth } from "./compose/compose-growth";
import { composeLab } from "./compose/compose-lab";
import { composeProportions } from "./compose/compose-proportions";
import { composeComparables } from "./compose/compose-comparables";
import { composeConfidence } from "./compose/compose-confidence";
import { composeFairValue } from "./compose/compose-fair-value";
import { composeInvestment } from "./compose/compose-investment";
import { composeMethod } from "./compose/compose-method";
import { composeRecommendations } from "./compose/compose-recommendations";
import { composeRetailer } from "./compose/compose-retailer";
import { composeTiming } from "./compose/compose-timing";
import { composeWhatIf } from "./compose/compose-what-if";
import { composeWhyOverpriced } from "./compose/compose-why-overpriced";
import { guideTopics } from "./guide-knowledge";
import { guideSections } from "./guide-sections";
import { detectIntent } from "./intents/detect-intent";
import type { BuyerTopic } from "./intents/buyer-topics";
import { answerableHint } from "./buyer-questions/answerable-questions";
import { composeBestValueChange } from "./buyer-questions/best-value-change";
import { composeFaceUpSize } from "./buyer-questions/face-up-size";
import { composeValueVersusRetailer } from "./buyer-questions/fair-value-vs-retailer";
import { composeGoodDeal } from "./buyer-questions/good-deal";
import { composeJewelerChecklist } from "./buyer-questions/jeweler-checklist";
import { composeNaturalComparison } from "./buyer-questions/natural-comparison";
import { composeReplacementValue } from "./buyer-questions/replacement-value";
import type { ExpertMarket } from "./expert-market";

/**
 * "And in H?", "also 1.5 ct": a follow-up that adds to the previous what-if instead of starting
 * over.
 */
const addsToPrevious = /^\s*(and|also|plus|same but|with)\b/i;

/**
 * The built-in Diamond Expert: answers from the report, the pricing engine (`market`, the chat's
 * fit) and the guide only. `earlierQuestions` (oldest first, from storage) lets a follow-up ("and
 * in H?", "why?") build on them.
 */
export function answerFromReport(
  question: string,
  analysis: AnalysisResult,
  market: ExpertMarket,
  earlierQuestions: string[] = [],
): string {
  const intent = detectIntent(question, market.retailers);
  switch (intent.kind) {
    case "what-if": {
      const previous = addsToPrevious.test(question)
        ? earlierQuestions.map((q) => detectIntent(q)).findLast((i) => i.kind === "what-if")
        : undefined;
      const changes =
        previous?.kind === "what-if" ? { ...previous.changes, ...intent.changes } : intent.changes;
      return composeWhatIf(analysis, changes, market.price);
    }
    case "good-deal":
      return composeGoodDeal(analysis);
    case "buyer":
      return answerBuyerQuestion(intent.topic, question, analysis, market);
    case "why-overpriced":
      return composeWhyOverpriced(analysis);
    case "comparables":
      return composeComparables(analysis);
    case "timing":
      return composeTiming(analysis, market);
    case "investment":
      return composeInvestment(analysis, market);
    case "retailer":
      return composeRetailer(analysis, intent.retailer, market);
    case "color-choice":
      return composeColorChoice(analysis, market.price);
    case "fair-value":
      return composeFairValue(analysis);
    case "confidence":
      return composeConfidence(analysis);
    case "recommendations":
      return composeRecommendations(analysis);
    case "guide":
      return intent.topic === "clarity" ? composeClarity(analysis) : guideTopics[intent.topic].text;
    case "stone":
      return intent.topic === "proportions"
        ? composeProportions(question, analysis)
        : intent.topic === "growth"
          ? composeGrowth(analysis, market)
          : composeLab(analysis);
    case "greeting":
      return `Hello! I'm Diamond Expert AI. Ask me anything about your ${reportTitle(analysis)} report.\n\n${answerableHint}`;
    case "follow-up": {
      // After a guide answer, "tell me more" is about the guide; otherwise about this report's
      // figures.
      const previous = earlierQuestions
        .map((q) => detectIntent(q))
        .findLast((i) => i.kind !== "follow-up");
      if (previous?.kind === "guide")
        return `That is the short version from our buying guide. The full guide, with every grade explained, is at /diamond-guide. Or ask me how a grade change would change this diamond's price, e.g. "What about a VS2 clarity?"`;
      if (previous?.kind === "stone")
        return `The buying guide at /diamond-guide#${guideSections[previous.topic]} covers this in full, with the ranges the cut and spread check uses for every shape. Or ask me about another of this stone's measures, e.g. "Is its depth good?"`;
      return composeMethod(analysis);
    }
    case "thanks":
      return "You're welcome. Ask me anything else about this diamond or its report.";
    case "unknown":
      return `I don't know that from this report, and I won't guess.\n\n${answerableHint}`;
    case "unrelated":
      return `Sorry, I can only help with this diamond and buying diamonds in general.\n\n${answerableHint}`;
  }
}

/** The buyer's questions of issue 39, each from its own composer. */
function answerBuyerQuestion(
  topic: BuyerTopic,
  question: string,
  analysis: AnalysisResult,
  market: ExpertMarket,
): string {
  switch (topic) {
    case "value-vs-retailer":
      return composeValueVersusRetailer(analysis);
    case "jeweler-checklist":
      return composeJewelerChecklist(analysis);
    case "best-value-change":
      return composeBestValueChange(analysis, market.price);
    case "face-up-size":
      return composeFaceUpSize(question, analysis, market);
    case "replacement-value":
      return composeReplacementValue(analysis);
    case "natural-comparison":
      return composeNaturalComparison(analysis);
  }
}
