import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  MAX_TRACKED_PER_USER,
  type AnalysisResult,
  type TrackedDiamond,
  type TrackingAlerts,
} from "@faircarat/contracts";
import { toCents } from "@faircarat/contracts/numbers";
import { tables, type Database } from "@faircarat/db";
import { DomainError } from "../errors";
import { chosenValuationDate } from "@faircarat/contracts/valuation-date";
import { analyzeStone, currentSnapshot } from "../analyses/analyze-stone";
import { pointFigures } from "./price-point";
import { trackedStoneInput } from "./tracked-stone-input";
import { checkPurchaseDate, purchaseFigures, type PurchaseValuation } from "./purchase-value";
import { toTrackedDiamond } from "./to-tracked-diamond";

const t = tables.trackedDiamonds;
const p = tables.trackedPricePoints;
const a = tables.diamondAnalyses;
/** The newest points a list shows per diamond: a year of daily re-pricings and page reads. */
const POINTS_SHOWN = 400;

const settingsColumns = (alerts: TrackingAlerts) => ({
  fairValueMovePercent: alerts.fairValueMovePercent,
  listedPriceChange: alerts.listedPriceChange,
  comparableBelowCents: alerts.comparableBelow === null ? null : toCents(alerts.comparableBelow),
});

/** What tracking is asked with beside the database: how a purchase day is valued, and checked. */
export interface TrackedOptions {
  /** Values each purchase day (and refuses one that cannot be); absent, no value is given. */
  valuation?: PurchaseValuation;
}

/**
 * Starts following one of the user's own analyses: its first price point is the analysis itself
 * (for one valued for a past day, today's value: `firstPoint`).
 * Another user's analysis is not found; the same one twice is a conflict. Choosing alerts turns the
 * user's alert emails back on after an unsubscribe. A purchase date is refused where the market
 * data cannot value it.
 */
export async function trackDiamond(
  db: Database,
  userId: string,
  analysisId: string,
  alerts: TrackingAlerts,
  { purchaseDate = null, valuation }: TrackedOptions & { purchaseDate?: string | null } = {},
): Promise<TrackedDiamond> {
  if (purchaseDate && valuation) checkPurchaseDate(valuation, purchaseDate);
  const [analysis] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, analysisId), eq(a.userId, userId)))
    .limit(1);
  if (!analysis) throw new DomainError("not_found", "Analysis not found.");

  const first = await firstPoint(valuation, analysis);
  const { cheapest, ...figures } = first.figures;
  const id = randomUUID();
  const stored = await db.transaction(async (tx) => {
    // Counted and inserted under one per-user lock: racing requests cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tracked:${userId}`}))`);
    const [tracking] = await tx.select({ n: count() }).from(t).where(eq(t.userId, userId));
    if ((tracking?.n ?? 0) >= MAX_TRACKED_PER_USER)
      throw new DomainError(
        "conflict",
        `You can track ${MAX_TRACKED_PER_USER} diamonds at most; stop tracking one first.`,
      );
    const [row] = await tx
      .insert(t)
      .values({
        id,
        userId,
        analysisId,
        ...settingsColumns(alerts),
        purchaseDate,
        fairValueReferenceCents: figures.fairValueCents,
        listedPriceCents: analysis.listedPriceCents,
        pricedWithModelAt: first.pricedWithModelAt,
        // The analysis already showed its comparables: only one appearing later is news.
        comparableBelowAlerted:
          alerts.comparableBelow !== null &&
          cheapest !== null &&
          cheapest.priceCents < toCents(alerts.comparableBelow),
      })
      .onConflictDoNothing({ target: [t.userId, t.analysisId] })
      .returning();
    if (!row) return null;
    await tx.insert(p).values({
      trackedId: id,
      observedAt: first.observedAt,
      source: first.source,
      ...figures,
      listedPriceCents: analysis.listedPriceCents,
    });
    await tx.delete(tables.alertUnsubscribes).where(eq(tables.alertUnsubscribes.userId, userId));
    return row;
  });
  if (!stored) throw new DomainError("conflict", "You already track this diamond.");
  return (await loadTracked(db, userId, { ids: [id], valuation }))[0]!;
}

/**
 * A tracked diamond's first price point: the analysis itself, or, for an analysis valued for a
 * past day (an appraiser's "value as of"), today's value by the model in use, so the path and the
 * alerts start from today's market and not from that day's.
 */
async function firstPoint(
  valuation: PurchaseValuation | undefined,
  analysis: typeof a.$inferSelect,
): Promise<{
  figures: ReturnType<typeof pointFigures>;
  observedAt: Date;
  source: "analysis" | "reprice";
  pricedWithModelAt: Date | null;
}> {
  const result = (analysis.analysisData as { analysis: AnalysisResult }).analysis;
  if (!chosenValuationDate(result.basis, analysis.createdAt))
    return {
      figures: { ...pointFigures(result), fairValueCents: analysis.fairMarketValueCents },
      observedAt: analysis.createdAt,
      source: "analysis",
      pricedWithModelAt: null,
    };
  if (!valuation)
    throw new DomainError(
      "market_unavailable",
      "Market data is still loading. Please try again in a minute.",
    );
  const snapshot = currentSnapshot(valuation);
  const { analysis: today } = await analyzeStone(
    { ...valuation, pricing: { ...valuation.pricing, current: () => snapshot } },
    trackedStoneInput(analysis, analysis.listedPriceCents),
    { readListingPage: false },
  );
  return {
    figures: pointFigures(today),
    observedAt: new Date(),
    source: "reprice",
    pricedWithModelAt: snapshot.fittedAt,
  };
}

/**
 * The user's tracked diamonds, newest first, each with its price path and, where a purchase date
 * is set, its value on that day.
 */
export async function listTracked(
  db: Database,
  userId: string,
  { valuation }: TrackedOptions = {},
): Promise<TrackedDiamond[]> {
  return loadTracked(db, userId, { valuation });
}

/**
 * Changes one of the user's tracked diamonds: new alert settings (saving them turns alert emails
 * back on), the day it was bought (null clears it), or both. Anyone else's is not found.
 */
export async function updateTracked(
  db: Database,
  userId: string,
  trackedId: string,
  changes: { alerts?: TrackingAlerts; purchaseDate?: string | null },
  { valuation }: TrackedOptions = {},
): Promise<TrackedDiamond> {
  const { alerts, purchaseDate } = changes;
  if (alerts === undefined && purchaseDate === undefined)
    throw new DomainError("validation_failed", "Send alerts, a purchaseDate, or both.");
  if (purchaseDate && valuation) checkPurchaseDate(valuation, purchaseDate);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(t)
      .set({
        // A new target is measured afresh: a comparable already below it is news again.
        ...(alerts ? { ...settingsColumns(alerts), comparableBelowAlerted: false } : {}),
        ...(purchaseDate !== undefined ? { purchaseDate } : {}),
      })
      .where(and(eq(t.id, trackedId), eq(t.userId, userId)))
      .returning({ id: t.id });
    if (row && alerts)
      await tx.delete(tables.alertUnsubscribes).where(eq(tables.alertUnsubscribes.userId, userId));
    return row;
  });
  if (!updated) throw new DomainError("not_found", "Tracked diamond not found.");
  return (await loadTracked(db, userId, { ids: [trackedId], valuation }))[0]!;
}

/** Stops following a diamond: its price path and waiting alerts go with it (cascade). */
export async function untrackDiamond(
  db: Database,
  userId: string,
  trackedId: string,
): Promise<void> {
  const removed = await db
    .delete(t)
    .where(and(eq(t.id, trackedId), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (removed.length === 0) throw new DomainError("not_found", "Tracked diamond not found.");
}

async function loadTracked(
  db: Database,
  userId: string,
  { ids, valuation }: { ids?: string[]; valuation?: PurchaseValuation },
): Promise<TrackedDiamond[]> {
  const rows = await db
    .select({
      tracked: t,
      analysis: {
        listingUrl: a.listingUrl,
        carat: a.carat,
        cut: a.cut,
        color: a.color,
        clarity: a.clarity,
        certificateNumber: a.certificateNumber,
        analysisData: a.analysisData,
      },
    })
    .from(t)
    .innerJoin(a, eq(a.id, t.analysisId))
    .where(and(eq(t.userId, userId), ids ? inArray(t.id, ids) : undefined))
    .orderBy(desc(t.createdAt), desc(t.id));
  if (rows.length === 0) return [];
  const points = await db
    .select()
    .from(p)
    .where(
      inArray(
        p.trackedId,
        rows.map((r) => r.tracked.id),
      ),
    )
    .orderBy(asc(p.observedAt), asc(p.id));
  const [unsubscribed] = await db
    .select({ at: tables.alertUnsubscribes.unsubscribedAt })
    .from(tables.alertUnsubscribes)
    .where(eq(tables.alertUnsubscribes.userId, userId));
  const diamonds: TrackedDiamond[] = [];
  for (const r of rows) {
    const own = points.filter((point) => point.trackedId === r.tracked.id).slice(-POINTS_SHOWN);
    const purchase = await purchaseFigures(valuation, r.tracked, r.analysis);
    diamonds.push({ ...toTrackedDiamond(r.tracked, r.analysis, own, !unsubscribed), ...purchase });
  }
  return diamonds;
}
