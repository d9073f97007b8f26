import { and, eq } from "drizzle-orm";
import type { AnalysisRecord } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import { toAnalysisRecord } from "../analyses/to-analysis-record";
import { DomainError } from "../errors";

/** One of the user's own stored analyses; anyone else's id is simply not found. */
export async function loadOwnedRecord(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<AnalysisRecord> {
  const a = tables.diamondAnalyses;
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, analysisId), eq(a.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError("not_found", "Analysis not found.");
  return toAnalysisRecord(row);
}
