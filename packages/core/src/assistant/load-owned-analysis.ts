import { and, eq } from "drizzle-orm";
import type { AnalysisResult } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import { DomainError } from "../errors";

/** The stored report of one of the user's own analyses; anyone else's id is simply not found. */
export async function loadOwnedAnalysis(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<AnalysisResult> {
  const a = tables.diamondAnalyses;
  const [row] = await db
    .select({ analysisData: a.analysisData })
    .from(a)
    .where(and(eq(a.id, analysisId), eq(a.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError("not_found", "Analysis not found.");
  return (row.analysisData as { analysis: AnalysisResult }).analysis;
}
