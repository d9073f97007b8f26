import { paths } from "@faircarat/contracts/paths";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";
import { fetchSharedReport } from "@/features/shared-report/api/shared-report-api";
import { SharedReportView } from "@/features/shared-report/components/shared-report-view";
import { ApiError } from "@/lib/api-client";

/** /shared/:token, the page a report's share link opens (decision 026). */
export function SharedReportRoute() {
  const token = useParams().token ?? "";
  const report = useQuery({
    queryKey: ["shared-report", token],
    queryFn: ({ signal }) => fetchSharedReport(token, signal),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.code === "not_found") && failures < 2,
  });
  const missing = report.error instanceof ApiError && report.error.code === "not_found";

  return (
    <div className="page-container max-w-4xl py-10 sm:py-14">
      <title>{pageTitle("Shared diamond price report")}</title>
      {report.isPending ? <p className="text-ink-muted">Loading the shared report...</p> : null}
      {report.data ? <SharedReportView report={report.data} token={token} /> : null}
      {report.isError ? (
        <div className="py-10 text-center">
          <h1 className="text-2xl font-semibold text-ink">
            {missing
              ? "This shared report is not available"
              : "The shared report could not be loaded"}
          </h1>
          <p className="mt-3 text-ink-soft">
            {missing
              ? "The link may have been revoked by the person who shared it, or it was copied incompletely."
              : "Please try again in a moment."}
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.home}>Return to Home</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
