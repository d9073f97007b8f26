import { measureFlagEffect, type FlagEffect } from "../flag-effects";
import { labCellKey } from "../lab-premium";
import type { PricingListing } from "../types";
import { usualBands } from "./cut-spread";

/**
 * Whether proportions move the asking price within a grade (decision 048): listings outside the
 * shape's usual depth or table band against those inside it, in cells of one retailer, shape,
 * color, clarity, cut class and 0.1 of log carat (the lab premium's cells), on the feeds that
 * state depth and table. Measured and stated; the fair value does not use it.
 */
export interface ProportionEffects {
  deep: FlagEffect;
  shallow: FlagEffect;
  largeTable: FlagEffect;
  smallTable: FlagEffect;
  /** Lab listings that state a depth or table percentage. */
  listings: number;
}

type Position = "below" | "within" | "above";

function position(
  value: number | null | undefined,
  band: readonly [number, number] | undefined,
): Position | null {
  if (value === null || value === undefined || !band) return null;
  return value < band[0] ? "below" : value > band[1] ? "above" : "within";
}

const depthOf = (l: PricingListing) => position(l.depthPct, usualBands(l.shape)?.depth);
const tableOf = (l: PricingListing) => position(l.tablePct, usualBands(l.shape)?.table);

export function measureProportionEffects(listings: readonly PricingListing[]): ProportionEffects {
  const stated = listings.filter(
    (l) => l.origin === "lab" && (depthOf(l) !== null || tableOf(l) !== null),
  );
  const against = (
    read: (l: PricingListing) => Position | null,
    side: Position,
    group: string,
    within: string,
  ) =>
    measureFlagEffect(
      stated,
      { group, against: within },
      (l) => read(l) === side,
      (l) => read(l) === "within",
      undefined,
      labCellKey,
    );
  return {
    deep: against(depthOf, "above", "deeper than usual", "usual depth"),
    shallow: against(depthOf, "below", "shallower than usual", "usual depth"),
    largeTable: against(tableOf, "above", "larger table than usual", "usual table"),
    smallTable: against(tableOf, "below", "smaller table than usual", "usual table"),
    listings: stated.length,
  };
}
