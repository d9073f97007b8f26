import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { ownedReportPath } from "@faircarat/contracts/report-paths";
import type { AnalysisRecord, UploadedFile } from "@faircarat/contracts";
import { paths } from "@faircarat/contracts/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAccount } from "@/features/account/use-account";
import {
  describeFill,
  fieldsStillFilled,
  type CertificateFill,
} from "@/features/analyzer/certificate-fill";
import { formFromLink, withoutFormParameters } from "@/features/analyzer/form-from-link";
import { AnalyzerSection } from "@/features/analyzer/components/analyzer-section";
import { useAnalyzer } from "@/features/analyzer/hooks/use-analyzer";
import { useResumeAfterPayment } from "@/features/analyzer/hooks/use-resume-after-payment";
import { LazyChatWidget } from "@/features/chat/lazy-chat-widget";
import { historyKeys } from "@/features/history/query-keys";
import { FileUpload, type CertificateFills } from "@/features/uploads/components/file-upload";
import { useUploads } from "@/features/uploads/hooks/use-uploads";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { resolveVerdict } from "@faircarat/contracts/verdict-texts";

// Only signed-in visitors can need it: its code (and the dialog library) loads with the account.
const PlanDialog = lazy(() =>
  import("@/features/billing/components/plan-dialog").then((m) => ({ default: m.PlanDialog })),
);

/** The analyzer wired to the account, the plan dialog, the history and the chat. */
export function HomeAnalyzer({
  openedRecord = null,
}: {
  /** The history item the user opened last, whose chat the page offers. */
  openedRecord?: AnalysisRecord | null;
}) {
  const account = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [planDialogOpen, setPlanDialogOpen] = useState(false);
  const signedIn = account.user !== null;
  // What each read certificate filled, by file id: shown beside it and undone from there.
  const [fills, setFills] = useState<Record<string, CertificateFill>>({});
  const fillFromCertificate = (file: UploadedFile) => {
    if (file.certificate?.status !== "read") return;
    const filled = analyzer.fillEmpty(file.certificate.fields);
    setFills((current) => ({ ...current, [file.id]: filled }));
  };
  const uploads = useUploads({
    userId: account.user?.id ?? null,
    loading: account.loading,
    // A certificate read fills the empty fields at once: no step between reading and analysing.
    onUploaded: fillFromCertificate,
  });
  const uploadedFiles = useMemo(
    () => uploads.files.map(({ name, path }) => ({ name, path })),
    [uploads.files],
  );

  const analyzer = useAnalyzer({
    uploadedFiles,
    // A paid, unused Single Report entitles just like a subscription
    // (docs/decisions/009-analyzer.md).
    access: { signedIn, entitled: account.subscribed || account.reportCredits > 0 },
    onSignInRequired: () => void navigate(paths.auth),
    onPlanRequired: () => setPlanDialogOpen(true),
    onComplete: ({ record }) => {
      // The report opens on its own page at once, from the record the answer carries.
      queryClient.setQueryData(historyKeys.report(record.id), record);
      if (account.user)
        void queryClient.invalidateQueries({ queryKey: historyKeys.list(account.user.id) });
      // A Single Report credit may just have been used.
      void account.checkSubscription();
      void navigate(ownedReportPath(record.id));
    },
  });

  // A finished analysis opens its report's page, which has its chat; here the chat is about the
  // history item opened.
  const chat = openedRecord
    ? {
        id: openedRecord.id,
        subject: reportTitle(openedRecord.analysis_data.analysis),
        verdict: resolveVerdict(openedRecord.analysis_data.analysis),
      }
    : null;

  useResumeAfterPayment({
    signedIn,
    refreshAccess: account.checkSubscription,
    restore: analyzer.setForm,
    analyze: analyzer.analyze,
  });

  // A link that names form fields (the browser extension's "Open the form") fills the form once.
  const { setForm } = analyzer;
  useEffect(() => {
    const form = formFromLink(window.location.search);
    if (!form) return;
    setForm(form);
    window.history.replaceState(
      window.history.state,
      "",
      withoutFormParameters(window.location.href),
    );
  }, [setForm]);

  const certificateFills: CertificateFills = {
    of: (file) => {
      const fill = fills[file.id];
      return fill ? { filled: describeFill(fill) } : null;
    },
    fill: fillFromCertificate,
    undo: (file) => {
      const fill = fills[file.id];
      if (fill) analyzer.undoFill(fill);
      setFills(({ [file.id]: _undone, ...kept }) => kept);
    },
  };

  return (
    <>
      <AnalyzerSection
        form={analyzer.form}
        onFieldChange={analyzer.setField}
        onSubmit={analyzer.submit}
        problems={analyzer.problems}
        refusals={analyzer.refusals}
        filledFields={fieldsStillFilled(Object.values(fills), analyzer.form)}
        status={analyzer.status}
        analysisId={signedIn ? analyzer.analysisId : null}
        // Until the plan is known, a subscriber's click would open the plan dialog.
        waiting={account.loading || account.planLoading}
        fileUpload={<FileUpload uploads={uploads} fills={certificateFills} />}
      />
      {chat ? (
        <LazyChatWidget
          key={chat.id}
          analysisId={chat.id}
          subject={chat.subject}
          verdict={chat.verdict}
        />
      ) : null}
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
