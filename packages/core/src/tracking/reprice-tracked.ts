import { asc, eq, isNull, lt, or } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { analyzeStone } from "../analyses/analyze-stone";
import { dayOf, nowOf, type TrackingContext } from "./tracking-context";
import { pointFigures } from "./price-point";
import { recordObservation } from "./record-observation";
import { trackedStoneInput } from "./tracked-stone-input";

const t = tables.trackedDiamonds;
const a = tables.diamondAnalyses;
const BATCH = 100;

export interface RepriceOutcome {
  repriced: number;
  failed: number;
  alerts: number;
}

/**
 * Re-prices every tracked diamond not yet priced with the model in use, for today, with the specs
 * its analysis stored and the listed price last seen. Each row records the model's fit time, so a
 * run cut short (or run again by another process) picks up where it stopped and prices nothing
 * twice.
 */
export async function repriceTrackedDiamonds(ctx: TrackingContext): Promise<RepriceOutcome> {
  const outcome: RepriceOutcome = { repriced: 0, failed: 0, alerts: 0 };
  const snapshot = ctx.pricing.current();
  if (!snapshot) return outcome;
  const modelAt = snapshot.fittedAt;
  const pricing = {
    pricing: { current: () => snapshot, reload: async () => snapshot },
    today: () => dayOf(nowOf(ctx)),
  };

  for (;;) {
    const due = await ctx.db
      .select({ tracked: t, analysis: a })
      .from(t)
      .innerJoin(a, eq(a.id, t.analysisId))
      .where(or(isNull(t.pricedWithModelAt), lt(t.pricedWithModelAt, modelAt)))
      .orderBy(asc(t.id))
      .limit(BATCH);
    if (due.length === 0) return outcome;
    for (const { tracked, analysis } of due) {
      if (tracked.pricedWithModelAt === null && analysis.createdAt >= modelAt) {
        // The analysis was made with this model: its own point already says what it would.
        await ctx.db.update(t).set({ pricedWithModelAt: modelAt }).where(eq(t.id, tracked.id));
        continue;
      }
      try {
        const { analysis: result } = await analyzeStone(
          pricing,
          trackedStoneInput(analysis, tracked.listedPriceCents),
          { readListingPage: false },
        );
        const { cheapest, ...figures } = pointFigures(result);
        outcome.alerts += await recordObservation(
          ctx.db,
          tracked,
          { source: "reprice", observedAt: nowOf(ctx), figures },
          { fairValueCents: figures.fairValueCents, cheapestComparable: cheapest },
          { pricedWithModelAt: modelAt },
        );
        outcome.repriced++;
      } catch (err) {
        // A stone the new model cannot price keeps its path; it is tried again with the next model.
        ctx.logger.warn({ err, trackedId: tracked.id }, "tracked diamond not re-priced");
        await ctx.db.update(t).set({ pricedWithModelAt: modelAt }).where(eq(t.id, tracked.id));
        outcome.failed++;
      }
    }
  }
}
