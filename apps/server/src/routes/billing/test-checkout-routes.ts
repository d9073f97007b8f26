import { Hono, type Context } from "hono";
import { checkoutSessionIdSchema } from "@faircarat/contracts";
import {
  cancelTestCheckout,
  cancelTestSubscriptions,
  completeTestCheckout,
  DomainError,
  findOpenTestCheckout,
  getSession,
  listTestSubscriptions,
} from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { idParam } from "../id-param";
import { checkoutPage, messagePage, portalPage } from "./test-checkout-pages";

const checkoutId = (c: Context) =>
  idParam(
    c,
    checkoutSessionIdSchema,
    "This checkout does not exist, is not yours, or has already ended.",
  );
const successPath = {
  singleReport: "/payment-success",
  unlimited: "/subscription-success",
} as const;

/** The built-in test provider's checkout and portal pages (only mounted without Stripe keys). */
export function testCheckoutRoutes({ accounts, billing }: AppDeps) {
  const userOf = async (c: Context) => (await getSession(accounts, c.req.raw.headers)).user;
  const signInFirst = (c: Context) =>
    c.html(
      messagePage("Please sign in", "Sign in to FairCarat to continue with your purchase."),
      401,
    );
  const pageFor = async (c: Context, render: (userId: string) => Promise<Response>) => {
    const user = await userOf(c);
    if (!user) return signInFirst(c);
    try {
      return await render(user.id);
    } catch (error) {
      if (error instanceof DomainError && error.code === "not_found")
        return c.html(messagePage("Checkout not found", error.message), 404);
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .get("/test-checkout/:id", (c) =>
      pageFor(c, async (userId) => {
        const session = await findOpenTestCheckout(billing, userId, checkoutId(c));
        return c.html(checkoutPage(session.id, session.plan));
      }),
    )
    .post("/test-checkout/:id/pay", (c) =>
      pageFor(c, async (userId) => {
        const session = await completeTestCheckout(billing, userId, checkoutId(c));
        return c.redirect(
          `${successPath[session.plan]}?session_id=${encodeURIComponent(session.id)}`,
          303,
        );
      }),
    )
    .post("/test-checkout/:id/cancel", (c) =>
      pageFor(c, async (userId) => {
        await cancelTestCheckout(billing, userId, checkoutId(c));
        return c.redirect("/pricing?checkout=cancelled", 303);
      }),
    )
    .get("/test-portal", (c) =>
      pageFor(c, async (userId) =>
        c.html(portalPage(await listTestSubscriptions(billing, userId))),
      ),
    )
    .post("/test-portal/cancel", (c) =>
      pageFor(c, async (userId) => {
        await cancelTestSubscriptions(billing, userId);
        return c.redirect("/api/billing/test-portal", 303);
      }),
    );
}
