/**
 * Tracked-diamond limits and messages shared by the web form and the API; no zod, so the form's
 * chunk stays small.
 */

/** The fair-value move an alert may ask for, in percent (inclusive). */
export const FAIR_VALUE_MOVE_PERCENT_RANGE = { min: 1, max: 100 } as const;
/** Diamonds one user may track at once: enough for any buyer, bounded for the re-pricing job. */
export const MAX_TRACKED_PER_USER = 50;

export const invalidMovePercentMessage = `Please enter a move from ${FAIR_VALUE_MOVE_PERCENT_RANGE.min}% to ${FAIR_VALUE_MOVE_PERCENT_RANGE.max}%.`;
export const invalidTargetPriceMessage = "Please enter a valid target price.";
