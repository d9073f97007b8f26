import type { AnalysisRecord } from "@faircarat/contracts";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { reportSource, type ReportSubject } from "@faircarat/contracts/report-model";
import { ReportBody } from "@/components/report/report-body";
import { ReportHeader } from "@/components/report/report-header";
import { OwnerReportActions } from "./owner-report-actions";

export const subjectOf = (record: AnalysisRecord): ReportSubject => ({
  analysis: record.analysis_data.analysis,
  listingUrl: record.listing_url,
  certificateNumber: record.certificate_number,
});

/** The owner's page of one report (/reports/:id): the report and everything to do with it. */
export function OwnedReportView({ record, userId }: { record: AnalysisRecord; userId: string }) {
  const subject = subjectOf(record);
  return (
    <article
      id="report"
      aria-labelledby="report-title"
      className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <ReportHeader
        id="report-title"
        title={reportTitle(subject.analysis)}
        source={reportSource(subject)}
        createdAt={record.created_at}
      />
      <ReportBody
        subject={subject}
        headingLevel="h2"
        actions={<OwnerReportActions record={record} userId={userId} />}
      />
    </article>
  );
}
