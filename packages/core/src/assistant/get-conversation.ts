import { asc, eq } from "drizzle-orm";
import type { ChatConversation } from "@faircarat/contracts/chat";
import { tables, type Database } from "@faircarat/db";
import { loadOwnedAnalysis } from "./load-owned-analysis";

const MAX_STORED_TURNS = 200;

/** The conversation kept with one of the user's own analyses, oldest first. */
export async function getConversation(db: Database, userId: string, analysisId: string): Promise<ChatConversation> {
  await loadOwnedAnalysis(db, userId, analysisId);
  const m = tables.chatMessages;
  const rows = await db.select().from(m).where(eq(m.analysisId, analysisId)).orderBy(asc(m.createdAt)).limit(MAX_STORED_TURNS);
  return {
    messages: rows.map((row) => ({
      role: row.role === "assistant" ? "assistant" : "user",
      content: row.content,
      author: row.author === "llm" ? "llm" : row.author === "built-in" ? "built-in" : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
