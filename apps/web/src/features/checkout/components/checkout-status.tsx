import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "@faircarat/contracts/paths";
import type { CheckoutSession } from "@faircarat/contracts";
import { ApiError } from "@/lib/api-client";
import { PurchaseSummary } from "./purchase-summary";

/**
 * What the success page's session_id bought, once the lookup answers. An id that is no purchase
 * of this account (mistyped, another account's, made up) says so instead of leaving the page's
 * thanks to stand alone.
 */
/** The success toast's words for a signed-out visitor: nothing can say the purchase is theirs. */
export const signInToUse = "Sign in with the account you paid from to use it.";

export function CheckoutStatus({
  checkout,
  signedOut,
}: {
  checkout: UseQueryResult<CheckoutSession>;
  signedOut: boolean;
}) {
  if (checkout.data) return <PurchaseSummary checkout={checkout.data} />;
  // Signed out, nothing can be looked up: the page's thanks alone would claim a purchase for
  // anyone.
  if (signedOut) {
    return (
      <Notice>
        To see this purchase, <Link to={paths.auth}>sign in</Link> with the account you paid from;
        your plan and credits are on the pricing page.
      </Notice>
    );
  }
  if (checkout.error instanceof ApiError && checkout.error.status === 404) {
    return (
      <Notice>
        This transaction ID matches no purchase on your account. If you paid, sign in with the
        account you paid from; your plan and credits are on the pricing page.
      </Notice>
    );
  }
  return null;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-6 rounded-control border border-warning/40 bg-warning-soft p-4 text-left text-sm text-ink [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline"
    >
      {children}
    </p>
  );
}
