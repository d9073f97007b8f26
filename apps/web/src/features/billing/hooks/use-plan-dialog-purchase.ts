import { useState } from "react";
import { createCheckout, createPayment } from "../api/billing-api";
import type { Notice } from "@/lib/notice";
import { checkoutFailed, paymentFailed } from "../billing-messages";
import { clearAnalysisPending, markAnalysisPending } from "../pending-analysis";
import { useRedirectAction } from "./use-redirect-action";

interface PlanDialogPurchaseOptions {
  hasUnlimitedPlan: boolean;
  close: () => void;
  onPurchaseComplete: () => void;
}

/** The plan dialog's choices (spec section 4, "Plan dialog"): checkouts open in this tab. */
export function usePlanDialogPurchase({
  hasUnlimitedPlan,
  close,
  onPurchaseComplete,
}: PlanDialogPurchaseOptions) {
  // The modal hides the rest of the page (and its toasts) from screen readers, so it repeats
  // failures itself.
  const [failure, setFailure] = useState<Notice | null>(null);
  const failed = (notice: Notice) => () => {
    // A purchase that never started leaves nothing to resume.
    clearAnalysisPending();
    setFailure(notice);
  };
  const payment = useRedirectAction({
    request: createPayment,
    target: "same-tab",
    failure: paymentFailed,
    onFailure: failed(paymentFailed),
  });
  const checkout = useRedirectAction({
    request: createCheckout,
    target: "same-tab",
    failure: checkoutFailed,
    onFailure: failed(checkoutFailed),
  });

  function chooseSingleReport() {
    setFailure(null);
    markAnalysisPending();
    payment.run();
  }

  function chooseUnlimited() {
    setFailure(null);
    markAnalysisPending();
    if (hasUnlimitedPlan) {
      close();
      onPurchaseComplete();
      return;
    }
    checkout.run();
  }

  return {
    failure,
    singleReport: { busy: payment.busy, choose: chooseSingleReport },
    unlimited: { busy: checkout.busy, choose: chooseUnlimited },
  };
}
