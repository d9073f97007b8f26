import { randomUUID } from "node:crypto";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { AnalysisRecord, AnalysisRequest, PublicUser } from "@faircarat/contracts";
import { preparedPerDatabase, tables, type Database } from "@faircarat/db";
import type { Transaction } from "../billing/transaction";
import { DomainError } from "../errors";
import {
  admitAndStoreAnalysis,
  admitAnalysis,
  type Admission,
  type AnalysisRow,
} from "./admit-analysis";
import { parseListingUrl } from "@faircarat/market/listing/parse-listing-url";
import { analyzeStone, type AnalyzedStone, type StoneInput } from "./analyze-stone";
import { consumeReportCredit, requireEntitlement, type Entitlement } from "./entitlement";
import { toAnalysisRecord } from "./to-analysis-record";
import type { AnalysesContext } from "./analyses-context";

export interface AnalysisCall {
  /** The user's analyses allowed per minute (ANALYSIS_RATE_LIMIT_PER_MINUTE). */
  perMinuteLimit: number;
  /**
   * Names one click of Analyze: a retry with the same key returns the analysis already paid for.
   */
  idempotencyKey?: string;
  /**
   * Aborted when the client has gone: nothing is stored or charged for an answer nobody receives
   * (an AbortSignal fits).
   */
  signal?: { readonly aborted: boolean };
}

const analyses = tables.diamondAnalyses;

/**
 * Prices one diamond for a paying user within their per-minute limit and stores the analysis; a
 * failure stores and charges nothing. With an idempotency key, the user's analysis stored under
 * that key (if any) is returned as it is, whatever the user's plan is now, and nothing is charged
 * again.
 */
export async function createAnalysis(
  ctx: AnalysesContext,
  user: PublicUser,
  input: AnalysisRequest,
  call: AnalysisCall,
): Promise<AnalysisRecord> {
  const { idempotencyKey = null, signal } = call;
  const quick = await admitAndStoreQuickly(ctx, user, input, call);
  if (quick.stored) return toAnalysisRecord(quick.row);
  const admission =
    quick.admission ?? (await admitAnalysis(ctx.billing, user.id, call.perMinuteLimit));
  const earlier = idempotencyKey ? await findByIdempotencyKey(ctx, user.id, idempotencyKey) : null;
  if (earlier) return earlier;
  const entitlement = await requireEntitlement(ctx.billing, user.id, admission);
  const row =
    quick.row ??
    analysisRow(
      user,
      input,
      await analyzeStone(ctx, stoneInput(input), { readListingPage: !input.listingPageRead }),
    );
  const stored = await storeAnalysis(ctx, row, { idempotencyKey, entitlement, signal });
  if (entitlement.kind === "subscription") ctx.recentSubscribers?.add(user.id);
  if (stored) return toAnalysisRecord(row);
  const winner = idempotencyKey ? await findByIdempotencyKey(ctx, user.id, idempotencyKey) : null;
  if (!winner)
    throw new Error("an analysis with this idempotency key was neither stored nor found");
  return winner;
}

type QuickOutcome =
  | { stored: true; row: AnalysisRow }
  | { stored: false; row: AnalysisRow | null; admission: Admission | null };

/**
 * The hot path: a user this process just saw admitted as a subscriber (`recentSubscribers`) asks
 * about typed specs, so the stone is priced first (no page to fetch) and then admitted and stored
 * in one statement. Anyone else is admitted before any pricing, so a refusal costs no pricing; a
 * listing URL is read only once admitted; a stone that cannot be priced, or a request already
 * cancelled, goes the long way, to be refused in the usual order.
 */
async function admitAndStoreQuickly(
  ctx: AnalysesContext,
  user: PublicUser,
  input: AnalysisRequest,
  call: AnalysisCall,
): Promise<QuickOutcome> {
  const hinted =
    (!input.listingUrl || input.listingPageRead === true) &&
    ctx.recentSubscribers?.has(user.id) === true;
  const stone = hinted
    ? await analyzeStone(ctx, stoneInput(input), { readListingPage: false }).catch(() => null)
    : null;
  if (!stone || call.signal?.aborted) return { stored: false, row: null, admission: null };
  const row = analysisRow(user, input, stone);
  try {
    const outcome = await admitAndStoreAnalysis(ctx.billing, row, {
      perMinute: call.perMinuteLimit,
      idempotencyKey: call.idempotencyKey ?? null,
    });
    if (outcome.stored) return { stored: true, row };
    if (!outcome.subscribed) ctx.recentSubscribers?.delete(user.id);
    return { stored: false, row, admission: outcome };
  } catch (error) {
    ctx.recentSubscribers?.delete(user.id);
    throw error;
  }
}

/**
 * A page read in the buyer's browser is not fetched again; its retailer is then named by the URL's
 * host.
 */
export function stoneInput(input: AnalysisRequest): StoneInput {
  if (!input.listingPageRead || !input.listingUrl) return input;
  const url = parseListingUrl(input.listingUrl);
  return {
    ...input,
    retailer: url.ok ? url.value.retailer : null,
    parsedListingUrl: url.ok ? url.value : null,
  };
}

function analysisRow(user: PublicUser, input: AnalysisRequest, stone: AnalyzedStone): AnalysisRow {
  const { analysis, specs, certificateNumber, listedPriceCents } = stone;
  // The stored value is the report's, whichever market priced it (lab-grown or natural).
  const fairMarketValueCents = Math.round(analysis.fairMarketValue * 100);
  return {
    id: randomUUID(),
    userId: user.id,
    listingUrl: input.listingUrl,
    carat: specs.carat,
    cut: specs.cut,
    color: specs.color,
    clarity: specs.clarity,
    certificateNumber,
    listedPriceCents,
    fairMarketValueCents,
    savingsAmountCents: fairMarketValueCents - listedPriceCents,
    markupPercentage: analysis.markupPercentage,
    isOverpriced: analysis.isOverpriced,
    isEthicallySourced: analysis.isEthicallySourced,
    analysisData: {
      formData: input.formData ?? {},
      uploadedFiles: input.uploadedFiles ?? [],
      analysis,
    },
    createdAt: new Date(),
  };
}

const cancelled = () =>
  new DomainError("bad_request", "The request was cancelled before the analysis was stored.");

/**
 * Stores the analysis and, for a credit, uses one in the same transaction; true when this call
 * stored it, false when the same click (idempotency key) already had.
 */
async function storeAnalysis(
  ctx: AnalysesContext,
  row: AnalysisRow,
  call: {
    idempotencyKey: string | null;
    entitlement: Entitlement;
    signal?: AnalysisCall["signal"];
  },
): Promise<boolean> {
  const { idempotencyKey, entitlement, signal } = call;
  if (signal?.aborted) throw cancelled();
  // Nothing to charge: one statement (atomic on its own) saves a transaction's two round trips.
  if (entitlement.kind === "subscription")
    return insertOnce(ctx.billing.db, row, idempotencyKey, entitlement.kind);
  return ctx.billing.db.transaction(async (tx) => {
    // The row first: a concurrent retry of the same click waits here on the unique key, then
    // stores and charges nothing.
    if (!(await insertOnce(tx, row, idempotencyKey, entitlement.kind))) return false;
    const credit = await consumeReportCredit(tx, row.userId, row.id);
    await tx
      .update(analyses)
      .set({ entitlement: `credit:${credit}` })
      .where(eq(analyses.id, row.id));
    if (signal?.aborted) throw cancelled();
    return true;
  });
}

/**
 * Stores the analysis unless this user's click (idempotency key) already stored one; true when this
 * call stored it.
 */
async function insertOnce(
  db: Database | Transaction,
  row: AnalysisRow,
  idempotencyKey: string | null,
  entitlement: string,
): Promise<boolean> {
  const [inserted] = await preparedInsert(db).execute({
    ...row,
    idempotencyKey,
    entitlement,
  } satisfies typeof analyses.$inferInsert);
  return inserted !== undefined;
}

const everyColumnAsPlaceholder = Object.fromEntries(
  Object.keys(getTableColumns(analyses)).map((key) => [key, sql.placeholder(key)]),
) as unknown as typeof analyses.$inferInsert;

/**
 * The INSERT of every analysis, built once: building it per request cost a sixth of the server's
 * CPU under load.
 */
const preparedInsert = preparedPerDatabase((db: Database | Transaction) =>
  db
    .insert(analyses)
    .values(everyColumnAsPlaceholder)
    .onConflictDoNothing({ target: [analyses.userId, analyses.idempotencyKey] })
    .returning({ id: analyses.id })
    .prepare("insert_diamond_analysis"),
);

async function findByIdempotencyKey(
  ctx: AnalysesContext,
  userId: string,
  key: string,
): Promise<AnalysisRecord | null> {
  const [row] = await preparedFindByKey(ctx.billing.db).execute({ userId, key });
  return row ? toAnalysisRecord(row) : null;
}

/** Run before every analysis the app asks for (it sends a key with each click). */
const preparedFindByKey = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(analyses)
    .where(
      and(
        eq(analyses.userId, sql.placeholder("userId")),
        eq(analyses.idempotencyKey, sql.placeholder("key")),
      ),
    )
    .limit(1)
    .prepare("find_analysis_by_idempotency_key"),
);
