import type { AnalysisRecord } from "@faircarat/contracts";
import { webLinkOf } from "@faircarat/contracts/web-link";
import { ExternalLink } from "lucide-react";
import { ReportPdfLink } from "@/components/report/report-pdf-link";
import { buttonVariants } from "@/components/ui/button";
import { ExportMenu } from "./export-menu";
import { ShareLinks } from "./share-links";
import { TrackControl } from "./track-control";

/**
 * What the owner can do with a report, wherever it is shown (its page, an open history item): the
 * PDF, the export menu (PDF, CSV of all, JSON), the original listing, tracking and share links.
 */
export function OwnerReportActions({ record, userId }: { record: AnalysisRecord; userId: string }) {
  const listingLink = webLinkOf(record.listing_url);
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <ReportPdfLink analysisId={record.id} size="sm" />
        <ExportMenu record={record} />
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
      <TrackControl userId={userId} analysisId={record.id} />
      <ShareLinks analysisId={record.id} />
    </>
  );
}
