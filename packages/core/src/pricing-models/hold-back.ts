import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { formatPercent } from "@faircarat/contracts/figures";
import {
  PROBE_MOVE_BOUNDS,
  PROBE_STONES,
  moveHoldsBack,
  probeMove,
  retailerMoves,
  type ProbeOutcome,
} from "@faircarat/pricing";
import { STORED_MODEL_FORMAT } from "./stored-model-format";

const models = tables.pricingModels;

/** Id of the model processes serve: the newest of this format that is not held back. */
export async function servingModel(db: Database): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.format, STORED_MODEL_FORMAT), isNull(models.heldBack)))
    .orderBy(desc(models.id))
    .limit(1);
  return row ?? null;
}

/** The model later ones are held to: the newest released (the first model, or an operator's). */
export interface ReleasedBaseline {
  id: number;
  probe: number[] | null;
  retailerProbe: Record<string, number> | null;
}

export async function releasedBaseline(db: Database): Promise<ReleasedBaseline | null> {
  const [row] = await db
    .select({ id: models.id, probe: models.probe, retailerProbe: models.retailerProbe })
    .from(models)
    .where(and(eq(models.format, STORED_MODEL_FORMAT), isNotNull(models.releasedAt)))
    .orderBy(desc(models.id))
    .limit(1);
  return row ?? null;
}

/**
 * Why a new model must not serve, or null when it may: it cannot value the probe stones sanely, or
 * its values of them (market-wide, or one retailer's usual price) moved further from the last
 * released model's than the market does. Measured from the release, not from the model serving,
 * so small steps add up: a walk of corrections is held at the step that crosses the bound. The
 * first model has nothing to move from; it must still pass its own probe.
 */
export function holdBackReason(
  probe: ProbeOutcome,
  baseline: ReleasedBaseline | null,
): string | null {
  if (probe.failures.length > 0) {
    const failed = probe.failures
      .slice(0, 3)
      .map(({ probe: i, reason }) => `${describeProbe(i)}: ${reason}`);
    return `fails its sanity probe (${probe.failures.length} of ${PROBE_STONES.length}: ${failed.join("; ")})`;
  }
  if (!baseline?.probe) return null;
  const since = `since the last released model (#${baseline.id})`;
  const moved = moveHoldsBack(probeMove(baseline.probe, probe.fairValuesCents));
  if (moved) return `${moved} ${since}`;
  const [retailer] = retailerMoves(baseline.retailerProbe ?? {}, probe.retailerUsualCents);
  return retailer
    ? `${retailer.retailer}'s usual price moved ${formatPercent(retailer.move)} (bound ${formatPercent(PROBE_MOVE_BOUNDS.retailer)}) ${since}`
    : null;
}

function describeProbe(index: number): string {
  const stone = PROBE_STONES[index];
  return stone
    ? `${stone.carat} ct ${stone.shape ?? "round"} ${stone.color} ${stone.clarity}`
    : `probe ${index}`;
}
