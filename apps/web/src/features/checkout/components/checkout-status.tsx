import type { UseQueryResult } from "@tanstack/react-query";
import type { CheckoutSession } from "@faircarat/contracts";
import { ApiError } from "@/lib/api-client";
import { PurchaseSummary } from "./purchase-summary";

/**
 * What the success page's session_id bought, once the lookup answers. An id that is no purchase
 * of this account (mistyped, another account's, made up) says so instead of leaving the page's
 * thanks to stand alone.
 */
export function CheckoutStatus({ checkout }: { checkout: UseQueryResult<CheckoutSession> }) {
  if (checkout.data) return <PurchaseSummary checkout={checkout.data} />;
  if (checkout.error instanceof ApiError && checkout.error.status === 404) {
    return (
      <p role="status" className="mt-6 rounded-control border border-warning/40 bg-warning-soft p-4 text-left text-sm text-ink">
        This transaction ID matches no purchase on your account. If you paid, sign in with the account you paid from; your plan and credits are on the pricing page.
      </p>
    );
  }
  return null;
}
