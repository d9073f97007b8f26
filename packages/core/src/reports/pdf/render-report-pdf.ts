import type { AnalysisResult, ApiTrends, PaperSize } from "@faircarat/contracts";
import { formatCount, formatDate, formatDollars, formatMoment } from "@faircarat/contracts/figures";
import { describeSpecs, reportTitle } from "@faircarat/contracts/diamond-titles";
import {
  basisSources,
  retailerContextLine,
  retailerPriceLine,
} from "@faircarat/contracts/evidence-texts";
import { chosenValuationDate } from "@faircarat/contracts/valuation-date";
import { resolveVerdict, verdictExplanation, verdictHeadline } from "../report-texts";
import { drawKeyFigures } from "./draw-key-figures";
import { drawListings } from "./draw-listings";
import { drawMarketTrend } from "./draw-market-trend";
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

export const METHOD_NOTE =
  "The fair market value is what a pricing model, fitted on dated lab-grown listings and any published price index named above, " +
  "expects these specs to be listed at on the valuation date (the day of the analysis unless the report names another). The 80% range is where 80% of listings like this one sit; " +
  "a listed price above it is flagged as overpriced. The confidence figure is the probability stated beside it. Comparables are " +
  "listings near these specs, dated by the day each was seen; same-stone matches carry the same grading-report number. This is a " +
  "market comparison of asking prices, not an appraisal, a grading report or an offer.";

function drawHeader(canvas: ReportCanvas, subject: ReportSubject): void {
  const top = canvas.y;
  canvas.textAt("FairCarat", canvas.left, top, {
    size: 14,
    bold: true,
    color: palette.primary,
    width: 200,
  });
  canvas.textAt("Lab-grown diamond price report", canvas.left + canvas.width - 250, top + 3, {
    size: 9,
    color: palette.muted,
    width: 250,
    align: "right",
  });
  canvas.doc.y = top + 24;
  canvas.rule(palette.ink);
  canvas.doc.y += 10;
  canvas.text(reportTitle(subject.analysis), { size: 20, bold: true });
  canvas.doc.y += 2;
  // A day the user chose to value for is named beside the analysis's own date.
  const valuedFor = chosenValuationDate(subject.analysis.basis, subject.createdAt);
  canvas.text(
    `Analysis of ${formatMoment(subject.createdAt)}${valuedFor ? ` · valued for ${formatDate(valuedFor)}` : ""}`,
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

function drawVerdict(canvas: ReportCanvas, analysis: AnalysisResult): void {
  const [background, color] = bannerColors[resolveVerdict(analysis)];
  const headline = verdictHeadline(analysis);
  const explanation = verdictExplanation(analysis);
  const inner = canvas.width - 24;
  const height =
    20 +
    canvas.heightOf(headline, { size: 13, bold: true, width: inner }) +
    canvas.heightOf(explanation, { size: 9.5, width: inner });
  canvas.ensure(height + 10);
  const top = canvas.y;
  canvas.doc
    .roundedRect(canvas.left, top, canvas.width, height, 6)
    .lineWidth(1)
    .fillAndStroke(background, color);
  canvas.doc.y = top + 9;
  canvas.text(headline, { size: 13, bold: true, color, x: canvas.left + 12, width: inner });
  canvas.doc.y += 1;
  canvas.text(explanation, { size: 9.5, color: palette.ink, x: canvas.left + 12, width: inner });
  canvas.doc.y = top + height + 12;
}

function drawRetailerContext(canvas: ReportCanvas, analysis: AnalysisResult): void {
  const line = retailerContextLine(analysis);
  if (!line) return;
  canvas.heading("Retailer context", 20);
  canvas.text(line, { size: 10, color: palette.soft });
}

/**
 * Each retailer's usual price for these specs and what it rests on (the web report's list under the
 * comparables).
 */
function drawRetailerPrices(canvas: ReportCanvas, analysis: AnalysisResult): void {
  const prices = analysis.retailerPrices ?? [];
  if (prices.length === 0) return;
  canvas.heading("Usual price at each retailer", 30);
  canvas.bullets(
    prices.map((price) => retailerPriceLine(price)),
    { size: 9.5, color: palette.soft },
  );
}

function drawAlternatives(canvas: ReportCanvas, analysis: AnalysisResult): void {
  if (analysis.alternativeRecommendations.length === 0) return;
  canvas.heading("Alternatives to consider");
  canvas.bullets(
    analysis.alternativeRecommendations.map(
      (a) =>
        `${describeSpecs(a.specs)}: about ${formatDollars(a.estimatedPrice)}, ${formatDollars(a.savings)} less. ${a.reason}`,
    ),
    { size: 9.5, color: palette.soft },
  );
}

function drawBasis(canvas: ReportCanvas, analysis: AnalysisResult): void {
  const { basis } = analysis;
  canvas.heading("Market data", 50);
  // With an index, the retailers are not all the listings' own ("of them" would count Ritani's).
  const nearby = `${formatCount(basis.nearbyListings)} of ${basis.indexDate ? "the listings" : "them"} close to these specs`;
  const lines = [`Based on ${basisSources(basis)} (${basis.retailers.join(", ")}), ${nearby}.`];
  // The time note opens with the data's date; older analyses only have the date.
  lines.push(
    analysis.timeNote ?? `Market data of ${formatDate(basis.dataDate ?? basis.valuationDate)}.`,
  );
  // The engine's trend sentence, when the analysis has one; the chart section follows from the
  // history.
  if (analysis.marketTrend) lines.push(analysis.marketTrend);
  for (const line of lines) canvas.text(line, { size: 9.5, color: palette.soft });
}

/**
 * The full report of one analysis as a PDF (1-3 pages on A4 or US Letter), fonts embedded, nothing
 * fetched.
 */
export function renderReportPdf(subject: ReportSubject, paper: PaperSize): Promise<Buffer> {
  const { analysis } = subject;
  const title = `FairCarat report: ${reportTitle(analysis)}`;
  const canvas = new ReportCanvas(paper, { title, createdAt: subject.createdAt });
  drawHeader(canvas, subject);
  drawVerdict(canvas, analysis);
  drawKeyFigures(canvas, analysis);
  drawRangeBar(canvas, analysis);
  drawRetailerContext(canvas, analysis);
  if (analysis.isEthicallySourced) {
    canvas.doc.y += 4;
    canvas.text("Lab-grown diamond: ethically sourced, with no mining involved.", {
      size: 9.5,
      color: palette.soft,
    });
  }
  drawSpecs(canvas, { ...analysis, certificateNumber: subject.certificateNumber });
  const facts = stoneFactLines(analysis);
  if (facts.length > 0) {
    canvas.heading("About this stone");
    canvas.bullets(facts, { size: 9.5, color: palette.soft });
  }
  if (analysis.warnings.length > 0) {
    canvas.heading("Notes");
    canvas.bullets(analysis.warnings, { size: 9.5, color: palette.warning });
  }
  if (analysis.recommendations.length > 0) {
    canvas.heading("Recommendations");
    canvas.bullets(analysis.recommendations, { size: 10 });
  }
  drawAlternatives(canvas, analysis);
  const { valuationDate } = analysis.basis;
  drawListings(canvas, "Comparable listings", analysis.comparableListings, {
    showSpecs: true,
    valuationDate,
  });
  drawRetailerPrices(canvas, analysis);
  drawListings(canvas, "Same stone elsewhere", analysis.sameStone ?? [], {
    showSpecs: false,
    valuationDate,
  });
  drawBasis(canvas, analysis);
  const method = { title: "How this report is made", text: METHOD_NOTE };
  // Beside the trend's table, where the page has room; a third page held only this note.
  if (!subject.trend || !drawMarketTrend(canvas, subject.trend, method)) {
    // The note is short: kept whole with its heading rather than split over a page.
    canvas.heading(method.title, canvas.heightOf(method.text, { size: 8.5 }));
    canvas.text(method.text, { size: 8.5, color: palette.muted });
  }
  canvas.footers(
    `FairCarat price report · ${reportTitle(analysis)} · analysis of ${formatMoment(subject.createdAt)}`,
  );
  return canvas.toBuffer();
}
