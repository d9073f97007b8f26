import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { plans } from "@/config/plans";
import { pageTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { SuccessPanel } from "@/features/checkout/components/success-panel";

const premiumFeatures = plans.find((plan) => plan.id === "unlimited")?.features ?? [];

export function SubscriptionSuccessRoute() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const { checkSubscription } = useAccount();

  useEffect(() => {
    if (!sessionId) return;
    // Refresh the subscription status first, then confirm; the id keeps the toast single.
    void checkSubscription().then(() => {
      toast.success("Subscription Activated!", {
        id: `subscription-${sessionId}`,
        description: "Unlimited Access is now active on your account.",
      });
    });
  }, [sessionId, checkSubscription]);

  return (
    <>
      <title>{pageTitle("Subscription Activated")}</title>
      <SuccessPanel
        title="Subscription Activated!"
        lead="Welcome to Unlimited Access. You can now analyze as many diamonds as you like."
        listTitle="Your premium features"
        items={premiumFeatures}
        sessionId={sessionId}
      />
    </>
  );
}
