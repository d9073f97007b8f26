import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";
import { evaluateAlerts, type AlertState, type Observation } from "./evaluate-alerts";
import type { PricePointSource } from "./price-point";

type TrackedRow = typeof tables.trackedDiamonds.$inferSelect;
type PointFigures = Omit<
  typeof tables.trackedPricePoints.$inferInsert,
  "id" | "trackedId" | "source" | "observedAt"
>;

/**
 * Adds one point to a tracked diamond's price path, raises the alerts it calls for (none while
 * the owner has unsubscribed) and moves the alert state on, in one transaction.
 */
export async function recordObservation(
  db: Database,
  tracked: TrackedRow,
  point: { source: PricePointSource; observedAt: Date; figures: PointFigures },
  seen: Observation,
  extra: Partial<Pick<TrackedRow, "pricedWithModelAt" | "lastListingCheckAt">> = {},
): Promise<number> {
  const { alerts, state } = evaluateAlerts(
    {
      fairValueMovePercent: tracked.fairValueMovePercent,
      listedPriceChange: tracked.listedPriceChange,
      comparableBelowCents: tracked.comparableBelowCents,
    },
    {
      fairValueReferenceCents: tracked.fairValueReferenceCents,
      listedPriceCents: tracked.listedPriceCents,
      comparableBelowAlerted: tracked.comparableBelowAlerted,
    },
    seen,
  );
  return db.transaction(async (tx) => {
    await tx.insert(tables.trackedPricePoints).values({
      trackedId: tracked.id,
      source: point.source,
      observedAt: point.observedAt,
      ...point.figures,
    });
    const changes = { ...changedOnly(tracked, state), ...extra };
    if (Object.keys(changes).length > 0)
      await tx
        .update(tables.trackedDiamonds)
        .set(changes)
        .where(eq(tables.trackedDiamonds.id, tracked.id));
    if (alerts.length === 0) return 0;
    const [unsubscribed] = await tx
      .select()
      .from(tables.alertUnsubscribes)
      .where(eq(tables.alertUnsubscribes.userId, tracked.userId));
    if (unsubscribed) return 0;
    await tx.insert(tables.trackedAlerts).values(
      alerts.map((alert) => ({
        id: randomUUID(),
        userId: tracked.userId,
        trackedId: tracked.id,
        kind: alert.kind,
        detail: alert.detail,
      })),
    );
    return alerts.length;
  });
}

/**
 * Only what this observation moved: the re-pricing and the listing reads may run at once in two
 * processes, and writing back a field the other just changed would undo it.
 */
function changedOnly(tracked: TrackedRow, state: AlertState): Partial<AlertState> {
  return Object.fromEntries(
    Object.entries(state).filter(([key, value]) => tracked[key as keyof AlertState] !== value),
  );
}
