import { IDEMPOTENCY_KEY_HEADER } from "@faircarat/contracts/idempotency-key";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";
import type { AnalyzeOutcome } from "../shared/messages";
import { manualFormUrl, pricingUrl, reportUrl, signInUrl } from "../shared/site-links";
import { analysisRequestOf } from "./analysis-request";
import { createdAnswerSchema, errorAnswerSchema } from "../shared/answer-schema";

/**
 * Posts one click's analysis to FairCarat with the buyer's own session (the browser attaches the
 * site's cookie; host permissions cover the origin), as the site's analyzer does: the same
 * entitlements, rate limits and history. Only the FairCarat origin is ever contacted.
 */
export async function analyzePage(
  fetcher: typeof fetch,
  origin: string,
  page: RetailerPage,
  clickId: string,
): Promise<AnalyzeOutcome> {
  const formUrl = manualFormUrl(origin, page);
  const request = analysisRequestOf(page);
  if (!request)
    return {
      kind: "refused",
      message: "The page does not show everything an analysis needs.",
      formUrl,
    };
  let response: Response;
  try {
    response = await fetcher(`${origin}/api/analyses`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", [IDEMPOTENCY_KEY_HEADER]: clickId },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: "unreachable", origin };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const created = createdAnswerSchema.safeParse(json);
    return created.success
      ? {
          kind: "analysis",
          analysis: created.data.analysis,
          reportUrl: reportUrl(origin, created.data.record.id),
        }
      : { kind: "unreachable", origin };
  }
  const error = errorAnswerSchema.safeParse(json);
  if (response.status === 401) return { kind: "signed-out", signInUrl: signInUrl(origin) };
  if (response.status === 402) return { kind: "no-plan", pricingUrl: pricingUrl(origin) };
  if (!error.success) return { kind: "unreachable", origin };
  return { kind: "refused", message: error.data.error.message, formUrl };
}
