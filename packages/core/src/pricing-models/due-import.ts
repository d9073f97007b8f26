import { desc, eq } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { STORED_MODEL_FORMAT } from "./stored-model-format";

const runs = tables.marketImports;
const models = tables.pricingModels;

export type NoFitReason = "no_import" | "import_unfinished" | "model_current";

/**
 * The import a new model would stand on, or why none is due. The listings are a completed import's
 * only while the newest run succeeded: a running, failed or abandoned (killed) run may have written
 * part of its rows, so the model in use stays until a run completes the feed.
 */
export async function dueImport(db: Database): Promise<{ importId: number } | { reason: NoFitReason }> {
  const [newest] = await db.select({ id: runs.id, status: runs.status }).from(runs).orderBy(desc(runs.id)).limit(1);
  if (!newest) return { reason: "no_import" };
  if (newest.status !== "succeeded") return { reason: "import_unfinished" };
  const [stored] = await db.select({ importId: models.importId }).from(models).where(eq(models.format, STORED_MODEL_FORMAT)).orderBy(desc(models.id)).limit(1);
  if (stored && stored.importId >= newest.id) return { reason: "model_current" };
  return { importId: newest.id };
}
