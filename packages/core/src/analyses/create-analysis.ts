import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AnalysisRecord, AnalysisRequest, AnalysisResult, Origin, PublicUser } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { priceDiamond, type PriceRequest } from "@faircarat/pricing";
import type { BillingContext } from "../billing/billing-context";
import { DomainError } from "../errors";
import { consumeReportCredit, requireEntitlement } from "./entitlement";
import type { MarketPricing } from "./market-pricing";
import { parseSpecs, type TypedSpecs } from "./parse-specs";
import { toAnalysisRecord } from "./to-analysis-record";
import { toAnalysisResult } from "./to-analysis-result";

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

export interface AnalysisCall {
  /** Names one click of Analyze: a retry with the same key returns the analysis already paid for. */
  idempotencyKey?: string;
  /** Aborted when the client has gone: nothing is stored or charged for an answer nobody receives. */
  signal?: AbortSignal;
}

const fourCs = ["carat", "cut", "color", "clarity"] as const;
const analyses = tables.diamondAnalyses;

/**
 * Prices one diamond for a paying user and stores the analysis; a failure stores and charges
 * nothing. With an idempotency key, the user's analysis stored under that key (if any) is
 * returned as it is, whatever the user's plan is now, and nothing is charged again.
 */
export async function createAnalysis(ctx: AnalysesContext, user: PublicUser, input: AnalysisRequest, call: AnalysisCall = {}): Promise<AnalysisRecord> {
  const { idempotencyKey = null, signal } = call;
  const earlier = idempotencyKey ? await findByIdempotencyKey(ctx, user.id, idempotencyKey) : null;
  if (earlier) return earlier;
  const entitlement = await requireEntitlement(ctx.billing, user.id);
  const snapshot = ctx.pricing.current();
  if (!snapshot) throw new DomainError("market_unavailable", "Market data is still loading. Please try again in a minute.");

  const typed = parseSpecs(input);
  const extracted = input.listingUrl && ctx.extractListing ? await ctx.extractListing(input.listingUrl) : null;
  const { specs, sources } = mergeSpecs(typed.specs, extracted);
  const missing = fourCs.filter((field) => field !== "cut" && specs[field] === null);
  if (missing.length > 0 || specs.carat === null || specs.color === null || specs.clarity === null) {
    const unreadable = typed.unreadable.length > 0 ? ` We could not read ${typed.unreadable.join(", ")}.` : "";
    const fromUrl = input.listingUrl ? " We could not find them in the listing either." : "";
    throw new DomainError("specs_incomplete", `Please enter the diamond's ${missing.join(", ")}.${fromUrl}${unreadable}`);
  }

  // As with the specs, what the user typed wins over what the listing page shows.
  const certificateNumber = input.certificateNumber ?? extracted?.certificateNumber ?? null;
  if (certificateNumber) sources.certificateNumber = input.certificateNumber ? "form" : "page";

  const listedPriceCents = Math.round(input.listedPrice * 100);
  const request: PriceRequest = {
    carat: specs.carat,
    color: specs.color,
    clarity: specs.clarity,
    cut: specs.cut,
    shape: specs.shape ?? undefined,
    retailer: extracted?.specs.retailer ?? null,
    listedPriceCents,
    valuationDate: ctx.today(),
    certificateNumber,
    listingUrl: input.listingUrl,
  };
  const priced = priceDiamond(snapshot.model, snapshot.index, request, { comparables: 5 });
  const analysis: AnalysisResult = toAnalysisResult(priced, listedPriceCents, sources);
  analysis.warnings.push(...typed.unreadable.map((u) => `Could not read ${u}; it was left out.`), ...(extracted?.notes ?? []));

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
  const stored = await ctx.billing.db.transaction(async (tx) => {
    // The row first: a concurrent retry of the same click waits here on the unique key, then
    // stores and charges nothing.
    const [inserted] = await tx
      .insert(analyses)
      .values({ ...row, idempotencyKey, entitlement: entitlement.kind })
      .onConflictDoNothing({ target: [analyses.userId, analyses.idempotencyKey] })
      .returning({ id: analyses.id });
    if (!inserted) return false;
    if (entitlement.kind === "credit") {
      const credit = await consumeReportCredit(tx, user.id, id);
      await tx
        .update(analyses)
        .set({ entitlement: `credit:${credit}` })
        .where(eq(analyses.id, id));
    }
    if (signal?.aborted) throw new DomainError("bad_request", "The request was cancelled before the analysis was stored.");
    return true;
  });
  if (stored) return toAnalysisRecord(row);
  const winner = idempotencyKey ? await findByIdempotencyKey(ctx, user.id, idempotencyKey) : null;
  if (!winner) throw new Error("an analysis with this idempotency key was neither stored nor found");
  return winner;
}

async function findByIdempotencyKey(ctx: AnalysesContext, userId: string, key: string): Promise<AnalysisRecord | null> {
  const [row] = await ctx.billing.db
    .select()
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.idempotencyKey, key)))
    .limit(1);
  return row ? toAnalysisRecord(row) : null;
}

/** What the user typed wins over what the listing says. */
function mergeSpecs(typed: TypedSpecs, extracted: ExtractedListing | null) {
  const sources: AnalysisResult["sources"] = {};
  const specs = { ...typed };
  for (const field of ["carat", "cut", "color", "clarity", "shape"] as const) {
    if (specs[field] !== null) {
      sources[field] = "form";
      continue;
    }
    const value = extracted?.specs[field];
    if (value !== undefined && value !== null) {
      (specs as Record<string, unknown>)[field] = value;
      sources[field] = extracted?.sources[field] ?? "url";
    }
  }
  return { specs, sources };
}
