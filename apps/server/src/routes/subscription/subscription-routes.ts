import { Hono } from "hono";
import { getSubscriptionStatus } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/require-user";

export function subscriptionRoutes({ accounts, billing }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = await requireUser(accounts, c);
    c.header("Cache-Control", "no-store");
    return c.json(await getSubscriptionStatus(billing, user.id));
  });
}
