import type { ApiPlan } from "@faircarat/contracts";

/** The account behind a verified API key, and the plan its calls are counted against. */
export interface ApiCaller {
  keyId: string;
  account: { id: string; email: string };
  plan: ApiPlan;
}
