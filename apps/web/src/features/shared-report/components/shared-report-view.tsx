import type { SharedReport } from "@faircarat/contracts";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { reportSource } from "@faircarat/contracts/report-model";
import { sharedReportApiPath } from "@faircarat/contracts/report-paths";
import { webLinkOf } from "@faircarat/contracts/web-link";
import { ExternalLink, FileDown } from "lucide-react";
import { ReportBody } from "@/components/report/report-body";
import { ReportHeader } from "@/components/report/report-header";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";

/** A report someone shared: the whole analysis, read-only, with nothing of its owner. */
export function SharedReportView({ report, token }: { report: SharedReport; token: string }) {
  const subject = {
    analysis: report.analysis,
    listingUrl: report.listingUrl,
    certificateNumber: report.certificateNumber,
  };
  const listingLink = webLinkOf(report.listingUrl);
  return (
    <article
      aria-labelledby="shared-report-title"
      className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <ReportHeader
        id="shared-report-title"
        title={reportTitle(report.analysis)}
        source={reportSource(subject)}
        createdAt={report.createdAt}
        badge={<Badge tone="primary">Shared report - read only</Badge>}
      />
      <ReportBody
        subject={subject}
        headingLevel="h2"
        actions={
          <div className="flex flex-wrap gap-3">
            <a
              href={`${sharedReportApiPath(token)}/report.pdf`}
              download
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              <FileDown aria-hidden="true" />
              Download PDF
            </a>
            {listingLink ? (
              <a
                href={listingLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "secondary", size: "sm" })}
              >
                <ExternalLink aria-hidden="true" />
                View Original Listing
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        }
      />
    </article>
  );
}
