import { and, eq } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";
import { DomainError } from "../../errors";

/** Checks the analysis is the user's own; anyone else's id is simply not found. */
export async function requireOwnedAnalysis(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<void> {
  const a = tables.diamondAnalyses;
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, analysisId), eq(a.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError("not_found", "Analysis not found.");
}
