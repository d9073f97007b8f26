import { apiPlans, type ApiPlan, type ApiPlanKind } from "@faircarat/contracts";
import { getSubscriptionStatus } from "../billing/get-subscription-status";
import type { ApiContext } from "./api-context";

const planOf = (kind: ApiPlanKind, perMinute?: number): ApiPlan => ({
  kind,
  ...apiPlans[kind],
  ...(perMinute ? { perMinute } : {}),
});

/**
 * Enterprise by configuration, else Unlimited Access while subscribed; null means no API access.
 * A configured email counts only once its owner has confirmed it: anyone could sign up with it.
 */
export async function resolveApiPlan(
  ctx: ApiContext,
  account: { id: string; email: string; emailVerified: boolean },
): Promise<ApiPlan | null> {
  const email = account.email.toLowerCase();
  const named = (entry: string) =>
    entry === account.id || (account.emailVerified && entry.toLowerCase() === email);
  if (ctx.enterpriseAccounts.some(named)) return planOf("enterprise", ctx.enterprisePerMinute);
  const status = await getSubscriptionStatus(ctx.billing, account.id);
  return status.subscribed ? planOf("unlimited") : null;
}
