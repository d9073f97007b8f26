import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { sharedReportPath, type CreatedReportShare, type ReportShare } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import { DomainError } from "../../errors";
import { requireOwnedAnalysis } from "./owned-analysis-id";
import { hashShareToken, newShareToken } from "./share-token";

/** Enough for a partner, a jeweler and a few more; a link per recipient keeps each revocable. */
export const MAX_SHARES_PER_REPORT = 20;

const s = tables.reportShares;
const toShare = (row: { id: string; createdAt: Date }): ReportShare => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A new read-only link to one of the user's own reports. The link is returned once: only its hash
 * is kept.
 */
export async function createReportShare(
  db: Database,
  userId: string,
  analysisId: string,
  publicUrl: string,
): Promise<CreatedReportShare> {
  await requireOwnedAnalysis(db, userId, analysisId);
  const [live] = await db.select({ n: count() }).from(s).where(eq(s.analysisId, analysisId));
  if ((live?.n ?? 0) >= MAX_SHARES_PER_REPORT)
    throw new DomainError(
      "conflict",
      `A report can have ${MAX_SHARES_PER_REPORT} share links at most; revoke one first.`,
    );
  const token = newShareToken();
  const [row] = await db
    .insert(s)
    .values({ id: randomUUID(), analysisId, tokenHash: hashShareToken(token) })
    .returning({ id: s.id, createdAt: s.createdAt });
  if (!row) throw new Error("share link not stored");
  return { ...toShare(row), url: publicUrl + sharedReportPath(token) };
}

/** The report's live share links, newest first. */
export async function listReportShares(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<ReportShare[]> {
  await requireOwnedAnalysis(db, userId, analysisId);
  const rows = await db
    .select({ id: s.id, createdAt: s.createdAt })
    .from(s)
    .where(eq(s.analysisId, analysisId))
    .orderBy(desc(s.createdAt));
  return rows.map(toShare);
}

/** Ends a link for good: the row goes, so its token opens nothing. */
export async function revokeReportShare(
  db: Database,
  userId: string,
  analysisId: string,
  shareId: string,
): Promise<void> {
  await requireOwnedAnalysis(db, userId, analysisId);
  const removed = await db
    .delete(s)
    .where(and(eq(s.id, shareId), eq(s.analysisId, analysisId)))
    .returning({ id: s.id });
  if (removed.length === 0) throw new DomainError("not_found", "Share link not found.");
}
