import { tables, type Database } from "@faircarat/db";

/**
 * Keeps `count` earlier turns with an analysis, alternating question and answer, a minute apart
 * and a day before now, so they come before anything the test asks. Turn n reads "turn n".
 */
export async function storeEarlierTurns(
  db: Database,
  owner: { userId: string; analysisId: string },
  count: number,
) {
  const start = Date.now() - 24 * 60 * 60_000;
  const rows = Array.from({ length: count }, (_, n) => {
    const role = n % 2 === 0 ? "user" : "assistant";
    return {
      id: `${owner.analysisId}-turn-${n}`,
      analysisId: owner.analysisId,
      userId: owner.userId,
      role,
      content: `turn ${n}`,
      author: role === "assistant" ? "built-in" : null,
      createdAt: new Date(start + n * 60_000),
    };
  });
  await db.insert(tables.chatMessages).values(rows);
}
