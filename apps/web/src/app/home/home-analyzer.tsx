import { lazy, Suspense, useState } from "react";
import { paths } from "@faircarat/contracts/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAccount } from "@/features/account/use-account";
import { AnalyzerSection } from "@/features/analyzer/components/analyzer-section";
import { useAnalyzer } from "@/features/analyzer/hooks/use-analyzer";
import { useResumeAfterPayment } from "@/features/analyzer/hooks/use-resume-after-payment";
import { historyKeys } from "@/features/history/query-keys";

// Only signed-in visitors can need it: its code (and the dialog library) loads with the account.
const PlanDialog = lazy(() => import("@/features/billing/components/plan-dialog").then((m) => ({ default: m.PlanDialog })));

/** The analyzer wired to the account, the plan dialog and the history. */
export function HomeAnalyzer() {
  const account = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [planDialogOpen, setPlanDialogOpen] = useState(false);
  const signedIn = account.user !== null;

  const analyzer = useAnalyzer({
    // A paid, unused Single Report entitles just like a subscription (docs/decisions/009-analyzer.md).
    access: { signedIn, entitled: account.subscribed || account.reportCredits > 0 },
    onSignInRequired: () => void navigate(paths.auth),
    onPlanRequired: () => setPlanDialogOpen(true),
    onComplete: () => {
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      // A Single Report credit may just have been used.
      void account.checkSubscription();
    },
  });

  useResumeAfterPayment({
    signedIn,
    refreshAccess: account.checkSubscription,
    restore: analyzer.setForm,
    analyze: analyzer.analyze,
  });

  return (
    <>
      <AnalyzerSection
        form={analyzer.form}
        onFieldChange={analyzer.setField}
        onSubmit={analyzer.submit}
        status={analyzer.status}
        result={analyzer.result}
        waiting={account.loading}
      />
      <Suspense fallback={null}>
        {signedIn ? (
          <PlanDialog
            open={planDialogOpen}
            onOpenChange={setPlanDialogOpen}
            onPurchaseComplete={() => {
              setPlanDialogOpen(false);
              analyzer.analyze(analyzer.form);
            }}
            hasUnlimitedPlan={account.subscribed && account.productId !== null}
          />
        ) : null}
      </Suspense>
    </>
  );
}
