import { priceDiamond, type PriceRequest } from "@faircarat/pricing";
import { toAnalysisResult } from "../../analyses/to-analysis-result";
import { answerFromReport } from "../built-in-expert";
import { createExpertMarket } from "../expert-market";
import { indexedMarket, ovalRequest } from "./indexed-market";

/**
 * A report on the indexed market, how the chat asks about it, and the engine to hold its answers
 * to.
 */
export function indexedReport(request: PriceRequest = ovalRequest) {
  const fixture = indexedMarket();
  const snapshot = { model: fixture.model, index: fixture.index, fittedAt: new Date() };
  const analysis = toAnalysisResult(
    priceDiamond(fixture.model, fixture.index, request, { comparables: 5 }),
    request.listedPriceCents ?? 0,
    {},
  );
  const market = createExpertMarket(snapshot, analysis);
  return {
    ...fixture,
    analysis,
    market,
    ask: (question: string) => answerFromReport(question, analysis, market),
    /** The engine's own answer for the report's request, with another retailer named when given. */
    engine: (retailer?: string) =>
      priceDiamond(fixture.model, fixture.index, {
        ...request,
        ...(retailer === undefined ? {} : { retailer }),
      }),
  };
}
