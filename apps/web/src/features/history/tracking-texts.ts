import type { TrackedDiamond, TrackingAlerts } from "@faircarat/contracts";
import {
  formatDollars,
  formatSignedPercent,
  formatStatedPercent,
} from "@faircarat/contracts/figures";

/**
 * "Alerts: fair value ±5%, listed price changes, a comparable below $3,500", or that none are on.
 */
export function describeAlerts(alerts: TrackingAlerts): string {
  const parts = [
    alerts.fairValueMovePercent !== null
      ? `fair value moves ${formatStatedPercent(alerts.fairValueMovePercent)}`
      : null,
    alerts.listedPriceChange ? "listed price changes" : null,
    alerts.comparableBelow !== null
      ? `a comparable below ${formatDollars(alerts.comparableBelow)}`
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Alerts: ${parts.join(", ")}.` : "No alerts: the price path is kept.";
}

export const pointSourceLabel: Record<TrackedDiamond["points"][number]["source"], string> = {
  analysis: "Your analysis",
  reprice: "Market update",
  listing: "Listing page",
};

/** "+4.2%" or "-1.0%" from the first point's fair value to the last's. */
export function fairValueChange(points: TrackedDiamond["points"]): string | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2 || first.fairValue <= 0) return null;
  const percent = ((last.fairValue - first.fairValue) / first.fairValue) * 100;
  return formatSignedPercent(percent);
}
