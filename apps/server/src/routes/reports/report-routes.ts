import { Hono, type Context } from "hono";
import { reportPdfQuerySchema, rowIdSchema } from "@faircarat/contracts";
import {
  choosePaper,
  createReportShare,
  DomainError,
  enforceRateLimits,
  exportHistoryCsv,
  historyCsvFileName,
  listReportShares,
  loadOwnedRecord,
  ownerReportPdf,
  revokeReportShare,
} from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/require-user";
import { idParam } from "../id-param";

const MINUTE = 60_000;
/** A report takes a few hundred ms of CPU to draw: enough for any reader, not for a loop. */
const PDFS_PER_MINUTE = 20;
/** An export reads the whole history: a few a minute serve any reader, not a loop. */
const EXPORTS_PER_MINUTE = 6;
const analysisId = (c: Context) => idParam(c, rowIdSchema, "Analysis not found.");

/** The paper from ?paper=a4|letter, else from the reader's language. */
export function paperOf(c: Context) {
  const query = reportPdfQuerySchema.safeParse(c.req.query());
  if (!query.success) throw new DomainError("validation_failed", "paper must be a4 or letter.");
  return choosePaper(query.data.paper, c.req.header("accept-language"));
}

export function attachment(c: Context, fileName: string, type: string) {
  c.header("Content-Type", type);
  c.header("Content-Disposition", `attachment; filename="${fileName}"`);
  c.header("Cache-Control", "no-store");
}

/**
 * The owner's report (the record its page at /reports/:id shows), its exports (PDF of one, CSV of
 * all) and the read-only share links of one report. Another user's analysis id is a plain 404.
 */
export function reportRoutes(deps: AppDeps) {
  const { accounts, db, config } = deps;
  return new Hono<AppEnv>()
    .get("/export.csv", async (c) => {
      const user = await requireUser(accounts, c);
      await enforceRateLimits(db, [
        { key: `history-csv:user:${user.id}`, limit: EXPORTS_PER_MINUTE, windowMs: MINUTE },
      ]);
      const csv = await exportHistoryCsv(db, user.id);
      attachment(c, historyCsvFileName(new Date()), "text/csv; charset=utf-8");
      return c.body(csv);
    })
    .get("/:id", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json({ record: await loadOwnedRecord(db, user.id, analysisId(c)) });
    })
    .get("/:id/report.pdf", async (c) => {
      const user = await requireUser(accounts, c);
      const paper = paperOf(c);
      await enforceRateLimits(db, [
        { key: `report-pdf:user:${user.id}`, limit: PDFS_PER_MINUTE, windowMs: MINUTE },
      ]);
      const { pdf, fileName } = await ownerReportPdf(
        db,
        user.id,
        analysisId(c),
        paper,
        deps.analyses.pricing,
      );
      attachment(c, fileName, "application/pdf");
      return c.body(new Uint8Array(pdf));
    })
    .get("/:id/shares", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json({ shares: await listReportShares(db, user.id, analysisId(c)) });
    })
    .post("/:id/shares", async (c) => {
      const user = await requireUser(accounts, c);
      const share = await createReportShare(db, user.id, analysisId(c), config.publicUrl);
      return c.json({ share }, 201);
    })
    .delete("/:id/shares/:shareId", async (c) => {
      const user = await requireUser(accounts, c);
      await revokeReportShare(
        db,
        user.id,
        analysisId(c),
        idParam(c, rowIdSchema, "Share link not found.", "shareId"),
      );
      return c.body(null, 204);
    });
}
