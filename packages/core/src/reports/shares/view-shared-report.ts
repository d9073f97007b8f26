import { eq } from "drizzle-orm";
import type { AnalysisResult, PaperSize, SharedReport } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import type { MarketPricing } from "../../analyses/market-pricing";
import { DomainError } from "../../errors";
import { marketTrendOf } from "../market-trend-of";
import { renderReportPdf } from "../pdf/render-report-pdf";
import { hashShareToken } from "./share-token";

/** The shared analysis's report fields; nothing of the owner's account, form or files is read. */
async function loadShared(db: Database, token: string) {
  const a = tables.diamondAnalyses;
  const s = tables.reportShares;
  const [row] = await db
    .select({
      analysisData: a.analysisData,
      listingUrl: a.listingUrl,
      certificateNumber: a.certificateNumber,
      createdAt: a.createdAt,
    })
    .from(s)
    .innerJoin(a, eq(a.id, s.analysisId))
    .where(eq(s.tokenHash, hashShareToken(token)))
    .limit(1);
  if (!row)
    throw new DomainError(
      "not_found",
      "This shared report does not exist or its link was revoked.",
    );
  return { ...row, analysis: (row.analysisData as { analysis: AnalysisResult }).analysis };
}

/** The report a share link opens, read-only. */
export async function viewSharedReport(db: Database, token: string): Promise<SharedReport> {
  const row = await loadShared(db, token);
  return {
    analysis: row.analysis,
    listingUrl: row.listingUrl,
    certificateNumber: row.certificateNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The same report as a PDF, for whoever holds the link; `pricing` adds the published index's
 * editions to its trend.
 */
export async function sharedReportPdf(
  db: Database,
  token: string,
  paper: PaperSize,
  pricing?: Pick<MarketPricing, "current">,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await loadShared(db, token);
  const trend = await marketTrendOf(db, row.analysis.specs, pricing);
  const pdf = await renderReportPdf(
    {
      analysis: row.analysis,
      listingUrl: row.listingUrl,
      certificateNumber: row.certificateNumber,
      createdAt: row.createdAt,
      trend,
    },
    paper,
  );
  return {
    pdf,
    fileName: `faircarat-shared-report-${row.createdAt.toISOString().slice(0, 10)}.pdf`,
  };
}
