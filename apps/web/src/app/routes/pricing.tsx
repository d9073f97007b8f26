import { ShieldCheck } from "lucide-react";
import { PageIntro } from "@/components/page-intro";
import { singleReportPlan, unlimitedPlan } from "@/config/plans";
import { pageTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { useCheckoutCancelledNotice } from "@/features/billing/hooks/use-checkout-cancelled-notice";
import { usePricingPurchases } from "@/features/billing/hooks/use-pricing-purchases";
import { ReportCreditsNote } from "@/features/checkout/components/report-credits-note";
import { PlanCard } from "@/features/pricing/components/plan-card";
import { clearAnalysisPending } from "@/features/analyzer/form-storage";

export function PricingRoute() {
  const { user, loading, subscribed, productId, reportCredits, checkSubscription } = useAccount();
  const hasUnlimitedPlan = subscribed && productId !== null;
  const { buySingleReport, startSubscription, manageSubscription } = usePricingPurchases({
    signedIn: user !== null,
    refreshSubscription: checkSubscription,
  });
  const unlimitedAction = hasUnlimitedPlan ? manageSubscription : startSubscription;
  // The analysis waiting for this purchase must not run (or reopen the plans) on a later visit
  // home.
  useCheckoutCancelledNotice(clearAnalysisPending);

  return (
    <>
      <title>{pageTitle("Pricing")}</title>
      <PageIntro eyebrow="Pricing" title="Simple, Transparent Pricing">
        <p>
          Pay for one report or analyze as many diamonds as you like. Most customers save
          $1,000-$5,000.
        </p>
      </PageIntro>
      <div className="page-container py-12 sm:py-16">
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          <PlanCard
            plan={singleReportPlan}
            actionLabel={singleReportPlan.cta}
            busy={buySingleReport.busy}
            disabled={loading}
            onAction={buySingleReport.run}
          >
            {/* The success pages send buyers here to see their credits. */}
            {user ? <ReportCreditsNote credits={reportCredits} /> : null}
          </PlanCard>
          <PlanCard
            plan={unlimitedPlan}
            current={hasUnlimitedPlan}
            actionLabel={hasUnlimitedPlan ? "Manage Subscription" : unlimitedPlan.cta}
            busy={unlimitedAction.busy}
            disabled={loading}
            onAction={unlimitedAction.run}
          />
        </div>
        <p className="mx-auto mt-10 flex max-w-2xl items-center justify-center gap-2 text-center text-sm text-ink-soft">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-savings" />
          Both plans include a money-back guarantee.
        </p>
      </div>
    </>
  );
}
