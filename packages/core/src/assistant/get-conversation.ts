import { desc, eq } from "drizzle-orm";
import type { ChatConversation } from "@faircarat/contracts/chat";
import { tables, type Database } from "@faircarat/db";
import { loadOwnedAnalysis } from "./load-owned-analysis";

const MAX_STORED_TURNS = 200;

/** The conversation kept with one of the user's own analyses: its newest turns, oldest first. */
export async function getConversation(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<ChatConversation> {
  await loadOwnedAnalysis(db, userId, analysisId);
  return readStoredConversation(db, analysisId);
}

/**
 * The newest turns kept with an analysis, oldest first; the caller has already checked ownership.
 */
export async function readStoredConversation(
  db: Database,
  analysisId: string,
): Promise<ChatConversation> {
  const m = tables.chatMessages;
  const newestFirst = await db
    .select()
    .from(m)
    .where(eq(m.analysisId, analysisId))
    .orderBy(desc(m.createdAt))
    .limit(MAX_STORED_TURNS);
  return {
    messages: newestFirst.reverse().map((row) => ({
      role: row.role === "assistant" ? "assistant" : "user",
      content: row.content,
      author: row.author === "llm" ? "llm" : row.author === "built-in" ? "built-in" : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
