import { useCallback } from "react";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api-client";
import type { Notice } from "@/lib/notice";
import { createCheckout, createPayment, openCustomerPortal } from "../api/billing-api";
import {
  checkoutFailed,
  paymentFailed,
  portalFailed,
  signInToBuy,
  signInToSubscribe,
} from "../billing-messages";
import { useRedirectAction } from "./use-redirect-action";

interface PricingPurchasesOptions {
  signedIn: boolean;
  /** Re-reads the subscription status, e.g. when the server says the plan is already held. */
  refreshSubscription: () => Promise<void>;
}

export interface PurchaseAction {
  busy: boolean;
  run: () => void;
}

/** The pricing page's buttons: each opens its checkout (or the portal) in a new tab. */
export function usePricingPurchases({ signedIn, refreshSubscription }: PricingPurchasesOptions) {
  const refreshIfAlreadyHeld = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === "conflict") void refreshSubscription();
    },
    [refreshSubscription],
  );
  const payment = useRedirectAction({
    request: createPayment,
    target: "new-tab",
    failure: paymentFailed,
  });
  const checkout = useRedirectAction({
    request: createCheckout,
    target: "new-tab",
    failure: checkoutFailed,
    onFailure: refreshIfAlreadyHeld,
  });
  const portal = useRedirectAction({
    request: openCustomerPortal,
    target: "new-tab",
    failure: portalFailed,
  });

  // Signed out: say so and request nothing.
  const signedInOnly = (notice: Notice, run: () => void) => () => {
    if (!signedIn) {
      toast.error(notice.title, { description: notice.description });
      return;
    }
    run();
  };

  return {
    buySingleReport: {
      busy: payment.busy,
      run: signedInOnly(signInToBuy, payment.run),
    } satisfies PurchaseAction,
    startSubscription: {
      busy: checkout.busy,
      run: signedInOnly(signInToSubscribe, checkout.run),
    } satisfies PurchaseAction,
    manageSubscription: {
      busy: portal.busy,
      run: signedInOnly(signInToSubscribe, portal.run),
    } satisfies PurchaseAction,
  };
}
