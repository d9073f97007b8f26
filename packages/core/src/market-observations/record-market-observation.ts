import { sql } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";
import type { ListingObservation } from "./observation-of-read";

/**
 * Observations stored per allow-listed host and UTC day: enough for every analysis and tracked
 * re-read a busy day brings, few enough that one account reading pages in a loop cannot flood the
 * market with one retailer's stones (docs/decisions/037-listing-observations.md).
 */
export const OBSERVATIONS_PER_HOST_PER_DAY = 500;

export type RecordOutcome =
  | { kind: "stored"; id: number }
  | { kind: "already_observed" }
  | { kind: "host_cap_reached"; refused: number };

const observations = tables.marketObservations;
const quotas = tables.marketObservationQuotas;

class HostCapReached extends Error {}

/**
 * Stores one observation for its day unless its URL or certificate was already observed that day
 * (the first read of the day stands: nothing is updated) or its host has had its daily share. The
 * row and the host's count are one transaction, and the count's upsert locks the host's row, so the
 * cap holds under concurrent reads.
 */
export async function recordMarketObservation(
  db: Database,
  observation: ListingObservation,
  observedOn: string,
  perHostPerDay = OBSERVATIONS_PER_HOST_PER_DAY,
): Promise<RecordOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(observations)
        .values({ ...observation, observedOn })
        .onConflictDoNothing()
        .returning({ id: observations.id });
      if (!inserted) return { kind: "already_observed" as const };
      const [counted] = await tx
        .insert(quotas)
        .values({ host: observation.host, observedOn, stored: 1 })
        .onConflictDoUpdate({
          target: [quotas.host, quotas.observedOn],
          set: { stored: sql`${quotas.stored} + 1` },
          setWhere: sql`${quotas.stored} < ${perHostPerDay}`,
        })
        .returning({ stored: quotas.stored });
      if (!counted) throw new HostCapReached();
      return { kind: "stored" as const, id: inserted.id };
    });
  } catch (error) {
    if (!(error instanceof HostCapReached)) throw error;
    const [counted] = await db
      .update(quotas)
      .set({ refused: sql`${quotas.refused} + 1` })
      .where(sql`${quotas.host} = ${observation.host} and ${quotas.observedOn} = ${observedOn}`)
      .returning({ refused: quotas.refused });
    return { kind: "host_cap_reached", refused: counted?.refused ?? 1 };
  }
}
