import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { unlimitedPlan } from "@/config/plans";
import { pageTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { CheckoutStatus, signInToUse } from "@/features/checkout/components/checkout-status";
import { SuccessPanel } from "@/features/checkout/components/success-panel";
import { useCheckoutSession } from "@/features/checkout/use-checkout-session";

export function SubscriptionSuccessRoute() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const { user, loading, checkSubscription } = useAccount();
  const signedIn = user !== null;
  const checkout = useCheckoutSession({
    sessionId,
    userId: user?.id ?? null,
    onConfirmed: () => void checkSubscription(),
  });

  useEffect(() => {
    // Once we know who is signed in, refresh their subscription status first, then confirm.
    if (!sessionId || loading) return;
    // The id keeps the toast single when the effect runs again.
    void checkSubscription().then(() => {
      toast.success("Subscription Activated!", {
        id: `subscription-${sessionId}`,
        description: signedIn ? "Unlimited Access is now active on your account." : signInToUse,
      });
    });
  }, [sessionId, loading, signedIn, checkSubscription]);

  return (
    <>
      <title>{pageTitle("Subscription Activated")}</title>
      <SuccessPanel
        title="Subscription Activated!"
        lead="Welcome to Unlimited Access. You can now analyze as many diamonds as you like."
        listTitle="Your premium features"
        items={unlimitedPlan.features}
        sessionId={sessionId}
      >
        <CheckoutStatus checkout={checkout} signedOut={!loading && !user} />
      </SuccessPanel>
    </>
  );
}
