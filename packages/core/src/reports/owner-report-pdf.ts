import type { PaperSize } from "@faircarat/contracts";
import type { Database } from "@faircarat/db";
import type { MarketPricing } from "../analyses/market-pricing";
import { loadOwnedRecord } from "./load-owned-record";
import { marketTrendOf } from "./market-trend-of";
import { renderReportPdf } from "./pdf/render-report-pdf";
import { reportPdfFileName } from "./report-file-names";

/**
 * The PDF report of one of the user's own analyses, and the name to save it under; `pricing` adds
 * the published index's editions to its trend.
 */
export async function ownerReportPdf(
  db: Database,
  userId: string,
  analysisId: string,
  paper: PaperSize,
  pricing?: Pick<MarketPricing, "current">,
): Promise<{ pdf: Buffer; fileName: string }> {
  const record = await loadOwnedRecord(db, userId, analysisId);
  const { analysis } = record.analysis_data;
  const trend = await marketTrendOf(db, analysis.specs, pricing);
  const pdf = await renderReportPdf(
    {
      analysis,
      listingUrl: record.listing_url,
      certificateNumber: record.certificate_number,
      createdAt: new Date(record.created_at),
      trend,
    },
    paper,
  );
  return { pdf, fileName: reportPdfFileName(record) };
}
