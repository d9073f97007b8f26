import { apiPlans, type ApiPlan, type ApiPlanKind } from "@faircarat/contracts";
import { getSubscriptionStatus } from "../billing/get-subscription-status";
import type { ApiContext } from "./api-context";

const planOf = (kind: ApiPlanKind, perMinute?: number): ApiPlan => ({ kind, ...apiPlans[kind], ...(perMinute ? { perMinute } : {}) });

/** Enterprise by configuration, else Unlimited Access while subscribed; null means no API access. */
export async function resolveApiPlan(ctx: ApiContext, account: { id: string; email: string }): Promise<ApiPlan | null> {
  const email = account.email.toLowerCase();
  if (ctx.enterpriseAccounts.some((entry) => entry === account.id || entry.toLowerCase() === email)) return planOf("enterprise", ctx.enterprisePerMinute);
  const status = await getSubscriptionStatus(ctx.billing, account.id);
  return status.subscribed ? planOf("unlimited") : null;
}
