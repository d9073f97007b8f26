import { desc, eq } from "drizzle-orm";
import type { AnalysisRecord } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import { toAnalysisRecord } from "./to-analysis-record";

/**
 * The user's own analyses, newest first (spec: filtered by user_id, ordered by created_at desc).
 */
export async function listAnalyses(
  db: Database,
  userId: string,
  limit = 100,
): Promise<AnalysisRecord[]> {
  const a = tables.diamondAnalyses;
  const rows = await db
    .select()
    .from(a)
    .where(eq(a.userId, userId))
    .orderBy(desc(a.createdAt))
    .limit(limit);
  return rows.map(toAnalysisRecord);
}
