import { paths } from "@faircarat/contracts";
import { ShieldCheck } from "lucide-react";
import { PageIntro } from "@/components/page-intro";
import { plans } from "@/config/plans";
import { pageTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { PlanCard } from "@/features/pricing/components/plan-card";

export function PricingRoute() {
  const { user } = useAccount();
  // Checkout arrives with billing; until then signed-in buyers go straight to the analyzer.
  const ctaTo = user ? "/#analyzer" : paths.auth;

  return (
    <>
      <title>{pageTitle("Pricing")}</title>
      <PageIntro eyebrow="Pricing" title="Simple, Transparent Pricing">
        <p>Pay for one report or analyze as many diamonds as you like. Most customers save $1,000-$5,000.</p>
      </PageIntro>
      <div className="page-container py-12 sm:py-16">
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} ctaTo={ctaTo} />
          ))}
        </div>
        <p className="mx-auto mt-10 flex max-w-2xl items-center justify-center gap-2 text-center text-sm text-ink-soft">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-savings" />
          Both plans include a money-back guarantee.
        </p>
      </div>
    </>
  );
}
