import { desc, eq, max, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { observationsForFit } from "../market-observations/observations-for-fit";
import { STORED_MODEL_FORMAT } from "./stored-model-format";

const runs = tables.marketImports;
const models = tables.pricingModels;
const observations = tables.marketObservations;

export type NoFitReason = "no_import" | "import_unfinished" | "model_current";

/**
 * A newer market observation refits at most this often: observations trickle in, a fit costs
 * seconds of CPU.
 */
export const OBSERVATION_REFIT_MINUTES = 15;

/**
 * The build of the market (an import's generation) a new model would stand on, or why none is due.
 * Nothing is fitted while the newest run is running, failed or was abandoned (killed): the model in
 * use stays until a run completes. On the same import,
 * observations newer than the stored model's make it due once that model is 15 minutes old.
 */
export async function dueImport(
  db: Database,
): Promise<{ importId: number; observationId: number } | { reason: NoFitReason }> {
  const [run] = await db
    .select({ status: runs.status, generation: runs.generation })
    .from(runs)
    .orderBy(desc(runs.id))
    .limit(1);
  if (!run) return { reason: "no_import" };
  if (run.status !== "succeeded" || run.generation === null) return { reason: "import_unfinished" };
  // The model stands on the build of the market the run left serving: a run that found the
  // sources unchanged leaves the same build, and needs no new model.
  const newest = { id: run.generation };
  const [stored] = await db
    .select({
      importId: models.importId,
      observationId: models.observationId,
      refitAllowed: sql<boolean>`${models.createdAt} <= now() - make_interval(mins => ${OBSERVATION_REFIT_MINUTES})`,
    })
    .from(models)
    .where(eq(models.format, STORED_MODEL_FORMAT))
    .orderBy(desc(models.id))
    .limit(1);
  if (stored && stored.importId >= newest.id) {
    if (!stored.refitAllowed) return { reason: "model_current" };
    // The cheap question first: an index lookup, asked every poll.
    const [observed] = await db.select({ newestId: max(observations.id) }).from(observations);
    if ((observed?.newestId ?? 0) <= stored.observationId) return { reason: "model_current" };
  }
  const { newestId } = await observationsForFit(db);
  if (stored && stored.importId >= newest.id && newestId <= stored.observationId)
    return { reason: "model_current" };
  return { importId: newest.id, observationId: newestId };
}
