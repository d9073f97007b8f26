import { paths } from "@faircarat/contracts/paths";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { linkToForm } from "@/features/analyzer/form-from-link";
import { LazyChatWidget } from "@/features/chat/lazy-chat-widget";
import { OwnedReportView } from "@/features/history/components/owned-report-view";
import { useOwnedReport } from "@/features/history/hooks/use-owned-report";
import { ApiError } from "@/lib/api-client";

function Notice({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <div className="py-10 text-center">
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-3 text-ink-soft">{text}</p>
      <div className="mt-8">{action}</div>
    </div>
  );
}

/**
 * /reports/:id, the owner's page of one analysis (decision 058): the analyzer opens it once a
 * report is ready and each history item links to it. Anyone else's id is "not available".
 */
export function OwnedReportRoute() {
  const id = useParams().id ?? "";
  const account = useAccount();
  const userId = account.user?.id ?? null;
  const report = useOwnedReport(id, userId !== null);
  const missing = report.error instanceof ApiError && report.error.code === "not_found";

  return (
    <div className="page-container max-w-4xl py-10 sm:py-14">
      <title>{pageTitle("Your diamond price report")}</title>
      {account.loading || (userId && report.isPending) ? (
        <p className="text-ink-muted">Loading your report...</p>
      ) : null}
      {!account.loading && !userId ? (
        <Notice
          title="Sign in to see this report"
          text="A report's page is its owner's. Sign in with the account that made it."
          action={
            <Button asChild size="lg">
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          }
        />
      ) : null}
      {userId && report.data ? (
        <>
          <OwnedReportView record={report.data} userId={userId} />
          <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {/* A full load, so the analyzer reads the link's fields as a fresh page does. */}
            <a
              href={linkToForm(report.data.analysis_data.formData)}
              className="font-medium text-primary-strong underline hover:text-primary"
            >
              Change the specs and analyze again
            </a>
            <Link
              to={`${paths.home}#analyzer`}
              className="font-medium text-primary-strong underline hover:text-primary"
            >
              Analyze another diamond
            </Link>
          </p>
          <LazyChatWidget
            key={report.data.id}
            analysisId={report.data.id}
            subject={reportTitle(report.data.analysis_data.analysis)}
          />
        </>
      ) : null}
      {userId && report.isError && !report.data ? (
        <Notice
          title={missing ? "This report is not available" : "The report could not be loaded"}
          text={
            missing
              ? "It may belong to another account, or the link was copied incompletely."
              : "Please try again in a moment."
          }
          action={
            <Button asChild size="lg">
              <Link to={paths.home}>Return to Home</Link>
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
