import { randomUUID } from "node:crypto";
import type { AnalysisRecord, AnalysisRequest, Origin, PublicUser } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import type { BillingContext } from "../billing/billing-context";
import { analyzeStone } from "./analyze-stone";
import { consumeReportCredit, requireEntitlement } from "./entitlement";
import type { MarketPricing } from "./market-pricing";
import type { TypedSpecs } from "./parse-specs";
import { toAnalysisRecord } from "./to-analysis-record";

export interface AnalysesContext {
  billing: BillingContext;
  pricing: MarketPricing;
  /** The day of the analysis (yyyy-mm-dd, UTC): the value is asked for that day. */
  today: () => string;
  /** Reads specs from a listing URL (and its page); absent, URLs are only stored. */
  extractListing?: (url: string) => Promise<ExtractedListing>;
}

export interface ExtractedListing {
  specs: Partial<TypedSpecs> & { retailer?: string | null };
  /** Which fields came from the URL itself and which from the fetched page. */
  sources: Record<string, "url" | "page">;
  notes: string[];
  /** Lab-grown or natural (mined), when the URL or page says; null when neither does. */
  origin?: Origin | null;
  /** The price the page states, in US cents. */
  priceCents?: number | null;
  /** The grading-report number the page shows, as the lab prints it. */
  certificateNumber?: string | null;
  /** The page was a captcha or bot block, so only the URL was used. */
  blocked?: boolean;
}

/** Prices one diamond for a paying user and stores the analysis; a failure stores and charges nothing. */
export async function createAnalysis(ctx: AnalysesContext, user: PublicUser, input: AnalysisRequest): Promise<AnalysisRecord> {
  const entitlement = await requireEntitlement(ctx.billing, user.id);
  const { analysis, priced, specs, certificateNumber, listedPriceCents } = await analyzeStone(ctx, input);

  const id = randomUUID();
  const row = {
    id,
    userId: user.id,
    listingUrl: input.listingUrl,
    carat: specs.carat,
    cut: specs.cut,
    color: specs.color,
    clarity: specs.clarity,
    certificateNumber,
    listedPriceCents,
    fairMarketValueCents: priced.fairMarketValueCents,
    savingsAmountCents: priced.fairMarketValueCents - listedPriceCents,
    markupPercentage: analysis.markupPercentage,
    isOverpriced: analysis.isOverpriced,
    isEthicallySourced: analysis.isEthicallySourced,
    analysisData: { formData: input.formData ?? {}, uploadedFiles: input.uploadedFiles ?? [], analysis },
    createdAt: new Date(),
  };
  await ctx.billing.db.transaction(async (tx) => {
    const paidBy = entitlement.kind === "subscription" ? "subscription" : `credit:${await consumeReportCredit(tx, user.id, id)}`;
    await tx.insert(tables.diamondAnalyses).values({ ...row, entitlement: paidBy });
  });
  return toAnalysisRecord(row);
}
