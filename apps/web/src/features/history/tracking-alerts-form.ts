import type { TrackingAlerts } from "@faircarat/contracts";
import {
  FAIR_VALUE_MOVE_PERCENT_RANGE,
  invalidMovePercentMessage,
  invalidTargetPriceMessage,
} from "@faircarat/contracts/tracking-limits";
import { isListedPrice } from "@faircarat/contracts/numbers";

/** The alert form as typed: blank numbers turn that alert off. */
export interface AlertsFormValues {
  movePercent: string;
  listedPriceChange: boolean;
  comparableBelow: string;
}

/** A new tracking starts with a 5% fair-value alert and listed-price changes on (decision 027). */
export const defaultAlertsForm: AlertsFormValues = {
  movePercent: "5",
  listedPriceChange: true,
  comparableBelow: "",
};

export function alertsFormFrom(alerts: TrackingAlerts): AlertsFormValues {
  return {
    movePercent: alerts.fairValueMovePercent === null ? "" : String(alerts.fairValueMovePercent),
    listedPriceChange: alerts.listedPriceChange,
    comparableBelow: alerts.comparableBelow === null ? "" : String(alerts.comparableBelow),
  };
}

const numberOrNull = (text: string) => {
  const trimmed = text.replace(/[$,\s]/g, "");
  return trimmed === "" ? null : Number(trimmed);
};

/** The alerts the API takes, or the message of each field that cannot be read. */
export function readAlertsForm(
  values: AlertsFormValues,
):
  | { alerts: TrackingAlerts }
  | { errors: Partial<Record<"movePercent" | "comparableBelow", string>> } {
  const move = numberOrNull(values.movePercent);
  const below = numberOrNull(values.comparableBelow);
  const errors: Partial<Record<"movePercent" | "comparableBelow", string>> = {};
  if (
    move !== null &&
    !(move >= FAIR_VALUE_MOVE_PERCENT_RANGE.min && move <= FAIR_VALUE_MOVE_PERCENT_RANGE.max)
  )
    errors.movePercent = invalidMovePercentMessage;
  if (below !== null && !isListedPrice(below)) errors.comparableBelow = invalidTargetPriceMessage;
  if (errors.movePercent || errors.comparableBelow) return { errors };
  return {
    alerts: {
      fairValueMovePercent: move,
      listedPriceChange: values.listedPriceChange,
      comparableBelow: below,
    },
  };
}
