import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./limits";
import { storableText } from "./text";

import { API_KEY_NAME_MAX_LENGTH } from "./api-plans";

export * from "./api-plans";

/** POST /api/api-keys */
export const createApiKeyInputSchema = z.object({
  name: storableText({ error: "Please name the key." }, "The key's name")
    .trim()
    .min(1, { error: "Please name the key." })
    .max(API_KEY_NAME_MAX_LENGTH, {
      error: `A key name can be at most ${API_KEY_NAME_MAX_LENGTH} characters.`,
    }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** Billable calls this calendar month (UTC). */
  callsThisMonth: z.number().int(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const apiPlanSchema = z.object({
  kind: z.enum(["unlimited", "enterprise"]),
  label: z.string(),
  monthlyCalls: z.number().int(),
  perMinute: z.number().int(),
});
export type ApiPlan = z.infer<typeof apiPlanSchema>;

/**
 * GET /api/api-keys: the caller's own keys, and the plan that lets them create more (null: none).
 */
export const apiKeyListSchema = z.object({
  plan: apiPlanSchema.nullable(),
  month: z.string(),
  callsThisMonth: z.number().int(),
  keys: z.array(apiKeySummarySchema),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** 201 answer: the only time the secret is ever shown. */
export const createdApiKeySchema = z.object({ key: apiKeySummarySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const ENTERPRISE_LEAD_TEXT_MAX_LENGTH = 120;
export const ENTERPRISE_USE_CASE_MAX_LENGTH = 2000;
/** Lead forms per client address per window. */
export const ENTERPRISE_LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
/**
 * Acknowledgements one inbox can be sent, whatever address asks: the form cannot be used to flood
 * someone.
 */
export const ENTERPRISE_LEAD_RECIPIENT_RATE_LIMIT = { limit: 3, windowMs: 24 * 60 * 60_000 };

const leadText = (label: string, max: number) =>
  storableText({ error: `Please enter your ${label}.` }, `Your ${label}`)
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(max, { error: `Your ${label} can be at most ${max} characters.` });

/** POST /api/enterprise-leads: the enterprise page's Request Quote / Contact Sales form. */
export const enterpriseLeadInputSchema = z.object({
  company: leadText("company", ENTERPRISE_LEAD_TEXT_MAX_LENGTH),
  name: leadText("name", ENTERPRISE_LEAD_TEXT_MAX_LENGTH),
  email: storableText({ error: "Please enter a valid email address." }, "Your email")
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: "Please enter a valid email address." })
    .pipe(z.email({ error: "Please enter a valid email address." })),
  useCase: leadText("use case", ENTERPRISE_USE_CASE_MAX_LENGTH),
  expectedMonthlyCalls: z
    .number({ error: "Please enter the calls you expect each month." })
    .int({ error: "Please enter a whole number of calls." })
    .min(0, { error: "Please enter the calls you expect each month." })
    .max(1_000_000_000, { error: "Please enter at most 1,000,000,000 calls." }),
  source: z.enum(["request-quote", "contact-sales"]).default("request-quote"),
});
export type EnterpriseLeadInput = z.input<typeof enterpriseLeadInputSchema>;

export const enterpriseLeadReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
});
export type EnterpriseLeadReceipt = z.infer<typeof enterpriseLeadReceiptSchema>;
