import { and, eq, isNotNull, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { STORED_MODEL_FORMAT } from "./stored-model-format";

const models = tables.pricingModels;

export type ReleaseOutcome =
  | { released: true; modelId: number; reason: string }
  | { released: false; reason: "not_found" | "not_held_back" };

/**
 * An operator's word that a held-back model is right (the market did move that far): it serves from
 * the next poll of every process, as any newer model would, if it values its probe sanely there,
 * and later models are held to it.
 */
export async function releaseHeldBackModel(db: Database, modelId: number): Promise<ReleaseOutcome> {
  const [released] = await db
    .update(models)
    .set({ heldBack: null, releasedAt: sql`now()` })
    .where(
      and(
        eq(models.id, modelId),
        eq(models.format, STORED_MODEL_FORMAT),
        isNotNull(models.heldBack),
      ),
    )
    .returning({ id: models.id });
  if (released) return { released: true, modelId: released.id, reason: "released" };
  const [exists] = await db
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.id, modelId), eq(models.format, STORED_MODEL_FORMAT)));
  return { released: false, reason: exists ? "not_held_back" : "not_found" };
}
