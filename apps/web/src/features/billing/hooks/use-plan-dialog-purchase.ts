import { createCheckout, createPayment } from "../api/billing-api";
import { checkoutFailed, paymentFailed } from "../billing-messages";
import { clearAnalysisPending, markAnalysisPending } from "../pending-analysis";
import { useRedirectAction } from "./use-redirect-action";

interface PlanDialogPurchaseOptions {
  hasUnlimitedPlan: boolean;
  close: () => void;
  onPurchaseComplete: () => void;
}

/** The plan dialog's choices (spec section 4, "Plan dialog"): checkouts open in this tab. */
export function usePlanDialogPurchase({ hasUnlimitedPlan, close, onPurchaseComplete }: PlanDialogPurchaseOptions) {
  // A purchase that never started leaves nothing to resume.
  const payment = useRedirectAction({
    request: createPayment,
    target: "same-tab",
    failure: paymentFailed,
    onFailure: clearAnalysisPending,
  });
  const checkout = useRedirectAction({
    request: createCheckout,
    target: "same-tab",
    failure: checkoutFailed,
    onFailure: clearAnalysisPending,
  });

  function chooseSingleReport() {
    markAnalysisPending();
    void payment.run();
  }

  function chooseUnlimited() {
    markAnalysisPending();
    if (hasUnlimitedPlan) {
      close();
      onPurchaseComplete();
      return;
    }
    void checkout.run();
  }

  return {
    singleReport: { busy: payment.busy, choose: chooseSingleReport },
    unlimited: { busy: checkout.busy, choose: chooseUnlimited },
  };
}
