/** The alerts an owner chose for one tracked diamond (cents). */
export interface AlertSettings {
  fairValueMovePercent: number | null;
  listedPriceChange: boolean;
  comparableBelowCents: number | null;
}

/** What the alerts are measured from, kept on the tracked row. */
export interface AlertState {
  fairValueReferenceCents: number;
  listedPriceCents: number;
  comparableBelowAlerted: boolean;
}

export interface CheapestComparable {
  priceCents: number;
  source: string;
  url: string | null;
}

/** A new observation; a field left undefined was not observed this time. */
export interface Observation {
  fairValueCents?: number;
  listedPriceCents?: number;
  cheapestComparable?: CheapestComparable | null;
}

export type AlertKind = "fair_value_moved" | "listed_price_changed" | "comparable_below_target";
export type Alert =
  | { kind: "fair_value_moved"; detail: { fromCents: number; toCents: number; percent: number } }
  | { kind: "listed_price_changed"; detail: { fromCents: number; toCents: number } }
  | { kind: "comparable_below_target"; detail: CheapestComparable & { targetCents: number } };

/**
 * The alerts one observation raises, and the state the next is measured from. A fair-value move is
 * measured from the value last alerted on, so a slow drift alerts once per N%, not once a day; a
 * comparable below the target alerts when one first appears, again only after none was below.
 */
export function evaluateAlerts(
  settings: AlertSettings,
  state: AlertState,
  seen: Observation,
): { alerts: Alert[]; state: AlertState } {
  const alerts: Alert[] = [];
  const next = { ...state };

  if (seen.fairValueCents !== undefined) {
    const from = state.fairValueReferenceCents;
    const percent = from > 0 ? ((seen.fairValueCents - from) / from) * 100 : 0;
    if (settings.fairValueMovePercent === null) next.fairValueReferenceCents = seen.fairValueCents;
    else if (Math.abs(percent) >= settings.fairValueMovePercent) {
      alerts.push({
        kind: "fair_value_moved",
        detail: {
          fromCents: from,
          toCents: seen.fairValueCents,
          percent: Math.round(percent * 10) / 10,
        },
      });
      next.fairValueReferenceCents = seen.fairValueCents;
    }
  }

  if (seen.listedPriceCents !== undefined && seen.listedPriceCents !== state.listedPriceCents) {
    if (settings.listedPriceChange)
      alerts.push({
        kind: "listed_price_changed",
        detail: { fromCents: state.listedPriceCents, toCents: seen.listedPriceCents },
      });
    next.listedPriceCents = seen.listedPriceCents;
  }

  if (seen.cheapestComparable !== undefined) {
    const target = settings.comparableBelowCents;
    const cheapest = seen.cheapestComparable;
    const below = target !== null && cheapest !== null && cheapest.priceCents < target;
    if (below && !state.comparableBelowAlerted)
      alerts.push({
        kind: "comparable_below_target",
        detail: { ...cheapest, targetCents: target },
      });
    next.comparableBelowAlerted = below;
  }
  return { alerts, state: next };
}
