import { lazy, Suspense, useEffect, useMemo, useState } from "react";
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

// Only signed-in visitors can need it: its code (and the dialog library) loads with the account.
// Only a signed-in owner's finished report offers it: its code loads with that report.
const TrackControl = lazy(() =>
  import("@/features/history/components/track-control").then((m) => ({ default: m.TrackControl })),
);
const PlanDialog = lazy(() =>
  import("@/features/billing/components/plan-dialog").then((m) => ({ default: m.PlanDialog })),
);

/**
 * The history item the user last opened (or null), and how many times they have opened or closed
 * one.
 */
export interface HistoryChat {
  record: AnalysisRecord | null;
  toggles: number;
}

/** The analyzer wired to the account, the plan dialog, the history and the chat. */
export function HomeAnalyzer({
  historyChat = { record: null, toggles: 0 },
}: {
  historyChat?: HistoryChat;
}) {
  const account = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [planDialogOpen, setPlanDialogOpen] = useState(false);
  const [togglesAtAnalysis, setTogglesAtAnalysis] = useState<number | null>(null);
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
    onComplete: () => {
      setTogglesAtAnalysis(historyChat.toggles);
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      // A Single Report credit may just have been used.
      void account.checkSubscription();
    },
  });

  // The chat is about whichever the user came to last: the analysis just completed, or a history
  // item opened after it. (An item left open while analysing once kept the chat on that old stone.)
  const analysed =
    analyzer.status === "complete" && analyzer.analysisId && analyzer.result
      ? { id: analyzer.analysisId, subject: reportTitle(analyzer.result) }
      : null;
  const opened = historyChat.record
    ? { id: historyChat.record.id, subject: reportTitle(historyChat.record.analysis_data.analysis) }
    : null;
  const chat =
    analysed && togglesAtAnalysis === historyChat.toggles ? analysed : (opened ?? analysed);

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
        result={analyzer.result}
        // The PDF is the owner's: once signed out, the link goes to /auth as the spec says.
        analysisId={signedIn ? analyzer.analysisId : null}
        // Until the plan is known, a subscriber's click would open the plan dialog.
        waiting={account.loading || account.planLoading}
        fileUpload={<FileUpload uploads={uploads} fills={certificateFills} />}
        reportActions={
          account.user && analyzer.analysisId ? (
            <Suspense fallback={null}>
              <TrackControl userId={account.user.id} analysisId={analyzer.analysisId} />
            </Suspense>
          ) : null
        }
      />
      {chat ? <LazyChatWidget key={chat.id} analysisId={chat.id} subject={chat.subject} /> : null}
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
