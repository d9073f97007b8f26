import type { AnalysisResult, ApiStoneQuery } from "@faircarat/contracts";
import { ValuationWithheldError, analyzeStone } from "../analyses/analyze-stone";
import type { ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";
import { toStoneInput } from "./analyze-batch";
import { withApiCalls } from "./meter-api-calls";

/**
 * One keyed analysis, metered as one call. A call that had its listing page read is billed even
 * when it then fails (specs still incomplete): the page was fetched on the caller's behalf, and
 * free failing calls would make the API a free crawler. A value withheld as insane is our fault:
 * never billed.
 */
export async function analyzeKeyedStone(
  ctx: ApiContext,
  caller: ApiCaller,
  query: ApiStoneQuery,
): Promise<AnalysisResult> {
  const { extractListing } = ctx.analyses;
  let pageRead = false;
  const analyses = extractListing
    ? {
        ...ctx.analyses,
        extractListing: (url: string) => {
          pageRead = true;
          return extractListing(url);
        },
      }
    : ctx.analyses;
  const { analysis } = await withApiCalls(
    ctx,
    caller,
    1,
    () => analyzeStone(analyses, toStoneInput(query)),
    {
      billedOnFailure: (error) => (pageRead && !(error instanceof ValuationWithheldError) ? 1 : 0),
    },
  );
  return analysis;
}
