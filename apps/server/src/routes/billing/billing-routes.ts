import { Hono } from "hono";
import { checkoutSessionIdSchema } from "@faircarat/contracts";
import { getCheckoutSession, openCustomerPortal, startCheckout } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/require-user";
import { idParam } from "../id-param";
import { testCheckoutRoutes } from "./test-checkout-routes";

/**
 * create-payment, create-checkout and customer-portal from the spec, plus the success pages'
 * lookup.
 */
export function billingRoutes(deps: AppDeps) {
  const { accounts, billing } = deps;
  const routes = new Hono<AppEnv>()
    .post("/create-payment", async (c) =>
      c.json(await startCheckout(billing, await requireUser(accounts, c), "singleReport")),
    )
    .post("/create-checkout", async (c) =>
      c.json(await startCheckout(billing, await requireUser(accounts, c), "unlimited")),
    )
    .post("/customer-portal", async (c) =>
      c.json(await openCustomerPortal(billing, await requireUser(accounts, c))),
    )
    .get("/checkout-sessions/:id", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json(
        await getCheckoutSession(
          billing,
          user.id,
          idParam(c, checkoutSessionIdSchema, "No such checkout."),
        ),
      );
    });
  if (billing.provider.kind === "test") routes.route("/", testCheckoutRoutes(deps));
  return routes;
}
