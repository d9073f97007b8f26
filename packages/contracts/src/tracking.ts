import { z } from "zod";
import { analysisResultSchema } from "./analysis";
import { rowIdSchema } from "./ids";
import { isListedPrice, toCents } from "./numbers";
import {
  FAIR_VALUE_MOVE_PERCENT_RANGE,
  invalidMovePercentMessage,
  invalidTargetPriceMessage,
} from "./tracking-limits";
import { invalidPurchaseDateMessage, isCalendarDay } from "./valuation-date";

export * from "./tracking-limits";

/** Which alerts the owner wants; null (or false) turns one off. Money in US dollars. */
export const trackingAlertsSchema = z.object({
  fairValueMovePercent: z
    .number({ error: invalidMovePercentMessage })
    .min(FAIR_VALUE_MOVE_PERCENT_RANGE.min, { error: invalidMovePercentMessage })
    .max(FAIR_VALUE_MOVE_PERCENT_RANGE.max, { error: invalidMovePercentMessage })
    .nullable(),
  listedPriceChange: z.boolean(),
  comparableBelow: z
    .number({ error: invalidTargetPriceMessage })
    .refine((dollars) => isListedPrice(dollars), { error: invalidTargetPriceMessage })
    .transform((dollars) => toCents(dollars) / 100)
    .nullable(),
});
export type TrackingAlerts = z.infer<typeof trackingAlertsSchema>;

/**
 * The day the owner bought the stone, yyyy-mm-dd; null (or blank) for none. Its range (the market
 * data's first day to today) is checked when it is stored.
 */
export const purchaseDateSchema = z
  .string({ error: invalidPurchaseDateMessage })
  .trim()
  .refine((day) => day === "" || isCalendarDay(day), { error: invalidPurchaseDateMessage })
  .nullable()
  .transform((day) => day || null);

/** POST /api/tracked: track one of one's own analyses, with the day it was bought if known. */
export const trackDiamondRequestSchema = z.object({
  analysisId: rowIdSchema,
  alerts: trackingAlertsSchema,
  purchaseDate: purchaseDateSchema.optional(),
});
export type TrackDiamondRequest = z.infer<typeof trackDiamondRequestSchema>;

/**
 * PATCH /api/tracked/:id: new alert settings (saving them turns alert emails back on), a purchase
 * date (null clears it), or both.
 */
export const updateTrackedRequestSchema = z
  .object({ alerts: trackingAlertsSchema.optional(), purchaseDate: purchaseDateSchema.optional() })
  .refine((body) => body.alerts !== undefined || body.purchaseDate !== undefined, {
    error: "Send alerts, a purchaseDate, or both.",
  });
export type UpdateTrackedRequest = z.infer<typeof updateTrackedRequestSchema>;

export const pricePointSources = ["analysis", "reprice", "listing"] as const;

/** One point of a tracked diamond's price path (US dollars). */
export const trackedPricePointSchema = z.object({
  observedAt: z.iso.datetime(),
  source: z.enum(pricePointSources),
  fairValue: z.number(),
  low: z.number(),
  high: z.number(),
  listedPrice: z.number(),
  cheapestComparable: z.number().nullable(),
});
export type TrackedPricePoint = z.infer<typeof trackedPricePointSchema>;

export const trackedDiamondSchema = z.object({
  id: z.string(),
  analysisId: z.string(),
  createdAt: z.iso.datetime(),
  listingUrl: z.string().nullable(),
  specs: z.object({
    shape: z.string(),
    carat: z.number(),
    color: z.string(),
    clarity: z.string(),
    cut: z.string().nullable(),
  }),
  /**
   * Where each spec came from, as in the analysis: its title names the stated ones only
   * (`reportTitle`).
   */
  sources: analysisResultSchema.shape.sources,
  alerts: trackingAlertsSchema,
  /**
   * False after the owner used an email's unsubscribe link (until they save alert settings again).
   */
  emailsOn: z.boolean(),
  lastListingCheckAt: z.iso.datetime().nullable(),
  /** yyyy-mm-dd the owner bought the stone; null when not given. */
  purchaseDate: z.string().nullable(),
  /**
   * The stone's value on its purchase day (the value on the day it was bought), by the model in
   * use, beside today's (the newest point); null without a purchase date or when that day cannot
   * be valued now (`purchaseValueNote` says why).
   */
  purchaseValue: z
    .object({
      fairValue: z.number(),
      low: z.number(),
      high: z.number(),
      /** "Valued for Mar 15, 2024: the market's level on that day, ..." */
      timeNote: z.string(),
    })
    .nullable(),
  /** Why a purchase date has no value beside it (the market data loading, a day out of range). */
  purchaseValueNote: z.string().nullable(),
  /** Oldest first. */
  points: z.array(trackedPricePointSchema),
});
export type TrackedDiamond = z.infer<typeof trackedDiamondSchema>;

export const trackedDiamondResponseSchema = z.object({ tracked: trackedDiamondSchema });
export const trackedDiamondListSchema = z.object({ tracked: z.array(trackedDiamondSchema) });

/** The query of the unsubscribe link: the user's id and its signature. */
export const alertUnsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(128),
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
