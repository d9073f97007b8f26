import type { AnalysisResult, ApiTrends, PaperSize } from "@faircarat/contracts";
import { isNaturalStone } from "@faircarat/contracts/natural-equivalent";
import { formatDate, formatDollars, formatMoment } from "@faircarat/contracts/figures";
import { toReportModel, type ReportModel } from "@faircarat/contracts/report-model";
import { chosenValuationDate } from "@faircarat/contracts/valuation-date";
import { resolveVerdict } from "@faircarat/contracts/verdict-texts";
import { drawKeyFigures } from "./draw-key-figures";
import { drawListings } from "./draw-listings";
import { drawMarketTrend } from "./draw-market-trend";
import { drawNaturalEquivalent } from "./draw-natural-equivalent";
import { drawRangeBar } from "./draw-range-bar";
import { drawSpecs } from "./draw-specs";
import { palette, ReportCanvas } from "./report-canvas";
import { stoneFactLines } from "../stone-fact-lines";

/** What a report is drawn from: the stored analysis and the few record fields outside it. */
export interface ReportSubject {
  analysis: AnalysisResult;
  listingUrl: string | null;
  certificateNumber: string | null;
  createdAt: Date;
  /**
   * The market's monthly series for the stone's shape and carat band, read when the PDF is drawn;
   * no section without points.
   */
  trend?: ApiTrends | null;
}

const bannerColors = {
  overpriced: [palette.dangerSoft, palette.danger],
  "above-market": [palette.warningSoft, palette.warning],
  "too-little-data": [palette.canvas, palette.soft],
  fair: [palette.savingsSoft, palette.savings],
  "below-market": [palette.savingsSoft, palette.savings],
} as const;

/** A natural stone's note: what values it, and what it is not. */
export const NATURAL_METHOD_NOTE =
  "The fair market value of a natural (mined) diamond is the typical asking price of natural listings of its shape and grades near its weight, " +
  "each moved to this weight by its price per carat; never the lab-grown model. The 80% range is where 80% of those listings sit; the confidence figure is the share of them " +
  "that land within 10% of the value of the others when each is held out. Comparables are those listings, dated by the day each was seen. This is a " +
  "market comparison of asking prices, not an appraisal, a grading report or an offer.";

export const METHOD_NOTE =
  "The fair market value is what a pricing model, fitted on dated lab-grown listings and any published price index named above, " +
  "expects these specs to be listed at on the valuation date (the day of the analysis unless the report names another). The 80% range is where 80% of listings like this one sit; " +
  "a listed price above it is flagged as overpriced. The confidence figure is the probability stated beside it. Comparables are " +
  "listings near these specs, dated by the day each was seen; same-stone matches carry the same grading-report number. This is a " +
  "market comparison of asking prices, not an appraisal, a grading report or an offer.";

function drawHeader(canvas: ReportCanvas, subject: ReportSubject, report: ReportModel): void {
  const top = canvas.y;
  canvas.textAt("FairCarat", canvas.left, top, {
    size: 14,
    bold: true,
    color: palette.primary,
    width: 200,
  });
  const kind = isNaturalStone(subject.analysis) ? "Natural" : "Lab-grown";
  canvas.textAt(`${kind} diamond price report`, canvas.left + canvas.width - 250, top + 3, {
    size: 9,
    color: palette.muted,
    width: 250,
    align: "right",
  });
  canvas.doc.y = top + 24;
  canvas.rule(palette.ink);
  canvas.doc.y += 10;
  canvas.text(report.title, { size: 20, bold: true });
  canvas.doc.y += 2;
  // A day the user chose to value for is named beside the analysis's own date.
  const valuedFor = chosenValuationDate(subject.analysis.basis, subject.createdAt);
  canvas.text(
    `${report.source} · analysis of ${formatMoment(subject.createdAt)}${valuedFor ? ` · valued for ${formatDate(valuedFor)}` : ""}`,
    { size: 9, color: palette.muted },
  );
  if (subject.listingUrl)
    canvas.text(subject.listingUrl, {
      size: 8.5,
      color: palette.primary,
      link: subject.listingUrl,
    });
  canvas.doc.y += 8;
}

function drawVerdict(canvas: ReportCanvas, analysis: AnalysisResult, report: ReportModel): void {
  const [background, color] = bannerColors[resolveVerdict(analysis)];
  const { headline, story, why } = report.verdict;
  const lines = [story, ...(why ? [why] : [])];
  const inner = canvas.width - 24;
  const height =
    20 +
    canvas.heightOf(headline, { size: 13, bold: true, width: inner }) +
    lines.reduce((sum, line) => sum + canvas.heightOf(line, { size: 9.5, width: inner }) + 2, 0);
  canvas.ensure(height + 10);
  const top = canvas.y;
  canvas.doc
    .roundedRect(canvas.left, top, canvas.width, height, 6)
    .lineWidth(1)
    .fillAndStroke(background, color);
  canvas.doc.y = top + 9;
  canvas.text(headline, { size: 13, bold: true, color, x: canvas.left + 12, width: inner });
  for (const line of lines) {
    canvas.doc.y += 2;
    canvas.text(line, { size: 9.5, color: palette.ink, x: canvas.left + 12, width: inner });
  }
  canvas.doc.y = top + height + 12;
}

/**
 * Each retailer's usual price for these specs and what it rests on, the listing's own retailer
 * marked (the web report's list under the alternatives).
 */
function drawRetailerPrices(canvas: ReportCanvas, report: ReportModel): void {
  if (report.retailerPrices.length === 0) return;
  canvas.heading("Usual price at each retailer", 30);
  canvas.bullets(
    report.retailerPrices.map(
      (price) =>
        `${price.retailer}${price.isListingRetailer ? " (this listing's retailer)" : ""}: usually about ${formatDollars(price.usualPrice)} for these specs${price.evidence ? ` (${price.evidence})` : ""}`,
    ),
    { size: 9.5, color: palette.soft },
  );
}

function drawAlternatives(canvas: ReportCanvas, report: ReportModel): void {
  if (report.alternatives.length === 0) return;
  canvas.heading("Alternatives to consider");
  canvas.bullets(
    report.alternatives.map(
      (a) =>
        `${a.specs}: about ${formatDollars(a.estimatedPrice)}, saves about ${formatDollars(a.savings)}. ${a.reason}`,
    ),
    { size: 9.5, color: palette.soft },
  );
}

/**
 * The full report of one analysis as a PDF (1-3 pages on A4 or US Letter), fonts embedded, nothing
 * fetched.
 */
export function renderReportPdf(subject: ReportSubject, paper: PaperSize): Promise<Buffer> {
  const { analysis } = subject;
  // The one report model the web report is drawn from: the same sections in the same words.
  const report = toReportModel(subject);
  const title = `FairCarat report: ${report.title}`;
  const canvas = new ReportCanvas(paper, { title, createdAt: subject.createdAt });
  drawHeader(canvas, subject, report);
  drawVerdict(canvas, analysis, report);
  drawKeyFigures(canvas, analysis);
  drawRangeBar(canvas, analysis);
  if (analysis.isEthicallySourced) {
    canvas.doc.y += 4;
    canvas.text("Lab-grown diamond: ethically sourced, with no mining involved.", {
      size: 9.5,
      color: palette.soft,
    });
  }
  if (report.warnings.length > 0) {
    canvas.heading("Notes");
    canvas.bullets(report.warnings, { size: 9.5, color: palette.warning });
  }
  drawSpecs(canvas, report.specs);
  const facts = stoneFactLines(analysis);
  if (facts.length > 0) {
    canvas.heading("About this stone");
    canvas.bullets(facts, { size: 9.5, color: palette.soft });
  }
  drawNaturalEquivalent(canvas, analysis);
  if (report.recommendations.length > 0) {
    canvas.heading("Recommendations");
    canvas.bullets(report.recommendations, { size: 10 });
  }
  drawListings(canvas, "Comparable listings", report.comparables);
  drawAlternatives(canvas, report);
  drawRetailerPrices(canvas, report);
  drawListings(canvas, "Same stone elsewhere", report.sameStone);
  canvas.heading("Market data", 50);
  for (const line of report.basis) canvas.text(line, { size: 9.5, color: palette.soft });
  const natural = isNaturalStone(analysis);
  const method = {
    title: "How this report is made",
    text: natural ? NATURAL_METHOD_NOTE : METHOD_NOTE,
  };
  // The trend is the lab-grown market's: a natural stone's report has none (no natural history).
  const trend = natural ? null : subject.trend;
  // Beside the trend's table, where the page has room; a third page held only this note.
  if (!trend || !drawMarketTrend(canvas, trend, method)) {
    // The note is short: kept whole with its heading rather than split over a page.
    canvas.heading(method.title, canvas.heightOf(method.text, { size: 8.5 }));
    canvas.text(method.text, { size: 8.5, color: palette.muted });
  }
  canvas.footers(
    `FairCarat price report · ${report.title} · analysis of ${formatMoment(subject.createdAt)}`,
  );
  return canvas.toBuffer();
}
