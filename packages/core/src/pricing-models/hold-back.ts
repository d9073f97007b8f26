import { and, desc, eq, isNull } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { PROBE_STONES, moveHoldsBack, probeMove, type ProbeOutcome } from "@faircarat/pricing";
import { STORED_MODEL_FORMAT } from "./stored-model-format";

const models = tables.pricingModels;

/**
 * Id and probe values of the model processes serve: the newest of this format that is not held
 * back.
 */
export async function servingModel(
  db: Database,
): Promise<{ id: number; probe: number[] | null } | null> {
  const [row] = await db
    .select({ id: models.id, probe: models.probe })
    .from(models)
    .where(and(eq(models.format, STORED_MODEL_FORMAT), isNull(models.heldBack)))
    .orderBy(desc(models.id))
    .limit(1);
  return row ?? null;
}

/**
 * Why a new model must not replace the serving one, or null when it may: it cannot value the probe
 * stones sanely, or its values of them moved further from the serving model's than the market does.
 * The first model has nothing to move from; it must still pass its own probe.
 */
export function holdBackReason(
  probe: ProbeOutcome,
  servingProbe: readonly number[] | null,
): string | null {
  if (probe.failures.length > 0) {
    const failed = probe.failures
      .slice(0, 3)
      .map(({ probe: i, reason }) => `${describeProbe(i)}: ${reason}`);
    return `fails its sanity probe (${probe.failures.length} of ${PROBE_STONES.length}: ${failed.join("; ")})`;
  }
  if (!servingProbe) return null;
  const moved = moveHoldsBack(probeMove(servingProbe, probe.fairValuesCents));
  return moved ? `${moved} from the serving model` : null;
}

function describeProbe(index: number): string {
  const stone = PROBE_STONES[index];
  return stone
    ? `${stone.carat} ct ${stone.shape ?? "round"} ${stone.color} ${stone.clarity}`
    : `probe ${index}`;
}
