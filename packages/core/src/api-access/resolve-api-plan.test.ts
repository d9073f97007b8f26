import { describe, expect, it } from "vitest";
import { apiPlans } from "@faircarat/contracts";
import type { ApiContext } from "./api-context";
import { resolveApiPlan } from "./resolve-api-plan";

// An enterprise account is decided by configuration alone: nothing else of the context is read.
const contextOf = (extra: Partial<ApiContext>) =>
  ({ enterpriseAccounts: ["boss@enterprise.test"], ...extra }) as ApiContext;
const boss = { id: "user-1", email: "Boss@Enterprise.test", emailVerified: true };

describe("resolveApiPlan", () => {
  it("gives a configured account the enterprise plan with its default per-minute limit", async () => {
    expect(await resolveApiPlan(contextOf({}), boss)).toEqual({
      kind: "enterprise",
      ...apiPlans.enterprise,
    });
  });

  it("names an account by its id whether or not its email is confirmed", async () => {
    const byId = { ...contextOf({}), enterpriseAccounts: ["user-1"] } as ApiContext;
    expect((await resolveApiPlan(byId, { ...boss, emailVerified: false }))?.kind).toBe(
      "enterprise",
    );
  });

  it("applies a configured enterprise per-minute limit and keeps the monthly quota", async () => {
    const plan = await resolveApiPlan(contextOf({ enterprisePerMinute: 5_000 }), boss);
    expect(plan).toEqual({
      kind: "enterprise",
      label: apiPlans.enterprise.label,
      monthlyCalls: apiPlans.enterprise.monthlyCalls,
      perMinute: 5_000,
    });
  });
});
