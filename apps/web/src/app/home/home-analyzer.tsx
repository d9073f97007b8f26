import { useMemo, useState } from "react";
import { paths, type CertificateFields } from "@faircarat/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAccount } from "@/features/account/use-account";
import { AnalyzerSection } from "@/features/analyzer/components/analyzer-section";
import { useAnalyzer } from "@/features/analyzer/hooks/use-analyzer";
import { useResumeAfterPayment } from "@/features/analyzer/hooks/use-resume-after-payment";
import { PlanDialog } from "@/features/billing/components/plan-dialog";
import { historyKeys } from "@/features/history/query-keys";
import { FileUpload } from "@/features/uploads/components/file-upload";
import { useUploads } from "@/features/uploads/hooks/use-uploads";

/** The analyzer wired to the account, the plan dialog and the history. */
export function HomeAnalyzer() {
  const account = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [planDialogOpen, setPlanDialogOpen] = useState(false);
  const signedIn = account.user !== null;
  const uploads = useUploads(account.user?.id ?? null);
  const uploadedFiles = useMemo(() => uploads.files.map(({ name, path }) => ({ name, path })), [uploads.files]);

  const analyzer = useAnalyzer({
    uploadedFiles,
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

  /** A certificate fills only the fields still empty: what the user typed wins. */
  const fillFromCertificate = (fields: CertificateFields) => {
    const values = { carat: fields.carat?.toString(), cut: fields.cut, color: fields.color, clarity: fields.clarity };
    for (const [field, value] of Object.entries(values) as [keyof typeof values, string | undefined][]) {
      if (value && analyzer.form[field].trim() === "") analyzer.setField(field, value);
    }
  };

  return (
    <>
      <AnalyzerSection
        form={analyzer.form}
        onFieldChange={analyzer.setField}
        onSubmit={analyzer.submit}
        status={analyzer.status}
        result={analyzer.result}
        waiting={account.loading}
        fileUpload={<FileUpload uploads={uploads} onFill={fillFromCertificate} />}
      />
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
    </>
  );
}
