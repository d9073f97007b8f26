import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { pageTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { CheckoutStatus, signInToUse } from "@/features/checkout/components/checkout-status";
import { ReportCreditsNote } from "@/features/checkout/components/report-credits-note";
import { SuccessPanel } from "@/features/checkout/components/success-panel";
import { useCheckoutSession } from "@/features/checkout/use-checkout-session";

const nextSteps = [
  "Go to the analyzer and enter your diamond's listing URL or its carat, cut, color and clarity.",
  "Get the fair market value, markup and your potential savings in seconds.",
  "Download your full PDF report and compare it with other listings.",
  "Use the recommendations when you talk to your jeweler.",
] as const;

export function PaymentSuccessRoute() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const { user, loading, reportCredits, checkSubscription } = useAccount();
  const checkout = useCheckoutSession({
    sessionId,
    userId: user?.id ?? null,
    onConfirmed: () => void checkSubscription(),
  });

  const signedIn = user !== null;
  useEffect(() => {
    // Once we know who is signed in: the purchase is only theirs to use when they are.
    if (!sessionId || loading) return;
    // The id makes the toast show once, even when the effect runs twice.
    toast.success("Payment Successful!", {
      id: `payment-${sessionId}`,
      description: signedIn ? "Your diamond analysis report is ready." : signInToUse,
    });
  }, [sessionId, loading, signedIn]);

  return (
    <>
      <title>{pageTitle("Payment Successful")}</title>
      <SuccessPanel
        title="Payment Successful!"
        lead="Thank you for your purchase. Your diamond analysis report is ready to run."
        listTitle="What's next?"
        items={nextSteps}
        sessionId={sessionId}
      >
        {user ? <ReportCreditsNote credits={reportCredits} /> : null}
        <CheckoutStatus checkout={checkout} signedOut={!loading && !user} />
      </SuccessPanel>
    </>
  );
}
