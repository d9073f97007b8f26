import type { ApiTrends } from "@faircarat/contracts";
import { trendBandOf } from "@faircarat/contracts/market-trend-bands";
import {
  formatCount,
  formatDollars,
  formatEdition,
  formatMonth,
} from "@faircarat/contracts/figures";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import {
  constantQualityNote,
  constantQualityPoints,
} from "@faircarat/contracts/constant-quality-texts";
import {
  consecutiveMonthRuns,
  labelSpot,
  TREND_GAP_NOTE,
  trendRuns,
  trendScale,
  type TrendPoint,
} from "@faircarat/contracts/trend-chart";
import { palette, type ReportCanvas } from "./report-canvas";

const PLOT_HEIGHT = 120;
const AXIS_WIDTH = 46;
const MONTH_LABEL_WIDTH = 52;
/** The table keeps to the newest months; the chart shows them all. */
const TABLE_MONTHS = 12;
const ROW = 13;

/** A short note set in the room beside the trend's table (which takes the left half). */
export interface TrendAside {
  title: string;
  text: string;
}

const TABLE_WIDTH = 260;
const ASIDE_GAP = 24;
/** The published index's editions: their own color, dash and square marker, named in a legend. */
const INDEX_COLOR = palette.warning;
export const INDEX_SERIES_NAME = "Published index";

/** The editions as points of the chart's scale (the listings behind each as its count). */
export function indexPoints(trend: ApiTrends): TrendPoint[] {
  return trend.indexSeries.map((edition) => ({
    month: edition.month,
    medianPricePerCarat: edition.medianPricePerCarat,
    observations: edition.listings,
  }));
}

/** What one trend section draws: its opening line, its chart, its tables and its closing note. */
interface TrendLayout {
  intro: string;
  series: TrendPoint[];
  /** The published index's editions, drawn beside the series with a legend. */
  index: TrendPoint[];
  /** Months without data: a dashed line across (listing medians) or a break (a valued series). */
  gaps: "dashed" | "breaks";
  /** The tables' rows (each table adds a header and a gap). */
  tableRows: number;
  drawTables: () => void;
  note: string;
}

/**
 * "Market trend", with `aside` set beside its table. Where the engine values the same stone month
 * by month (the constant-quality series, decision 059) that is what the chart shows, as the web
 * report does; else the monthly median asking price per carat. False when there is no month.
 */
export function drawMarketTrend(
  canvas: ReportCanvas,
  trend: ApiTrends,
  aside?: TrendAside,
): boolean {
  const layout = trend.constantQuality?.series.length
    ? constantQualityLayout(canvas, trend.constantQuality)
    : listingMediansLayout(canvas, trend);
  if (!layout) return false;
  canvas.heading("Market trend", PLOT_HEIGHT + 60);
  canvas.text(layout.intro, { size: 9, color: palette.soft });
  canvas.doc.y += 8;
  drawChart(canvas, layout);
  const asideWidth = canvas.width - TABLE_WIDTH - ASIDE_GAP;
  const asideHeight = aside
    ? 14 + canvas.heightOf(aside.text, { size: 8.5, width: asideWidth })
    : 0;
  canvas.ensure(Math.max(ROW * layout.tableRows, asideHeight));
  const top = canvas.y;
  if (aside) {
    const x = canvas.left + TABLE_WIDTH + ASIDE_GAP;
    const below = canvas.textAt(aside.title, x, top, { size: 9, bold: true, width: asideWidth });
    canvas.doc.y = canvas.textAt(aside.text, x, below + 3, {
      size: 8.5,
      color: palette.muted,
      width: asideWidth,
    });
  }
  const asideBottom = canvas.y;
  canvas.doc.y = top;
  layout.drawTables();
  canvas.doc.y = Math.max(canvas.y, asideBottom) + 4;
  canvas.text(layout.note, { size: 8, color: palette.muted });
  return true;
}

function constantQualityLayout(
  canvas: ReportCanvas,
  constant: NonNullable<ApiTrends["constantQuality"]>,
): TrendLayout {
  const rows = constant.series.slice(-TABLE_MONTHS).reverse();
  return {
    intro: constantQualityNote(constant),
    series: constantQualityPoints(constant),
    index: [],
    gaps: "breaks",
    tableRows: rows.length + 2,
    drawTables: () =>
      drawFigureTable(
        canvas,
        ["Month", "Per carat", "Data behind it"],
        [60, 120],
        rows.map((row) => [
          formatMonth(row.month),
          formatDollars(row.pricePerCarat),
          `${formatCount(row.listings)} listings${row.source === "index" ? ", index edition" : ""}`,
        ]),
      ),
    note: constant.basis,
  };
}

function listingMediansLayout(canvas: ReportCanvas, trend: ApiTrends): TrendLayout | null {
  const { series } = trend;
  if (series.length === 0) return null;
  const rows = series.slice(-TABLE_MONTHS).reverse();
  const editions = [...trend.indexSeries].reverse();
  const gapNote = trendRuns(series).some((run) => run.dashed) ? ` ${TREND_GAP_NOTE}` : "";
  return {
    intro: `Median asking price per carat of lab-grown ${shapeLabel(trend.shape).toLowerCase()} diamonds of ${trendBandOf(trend.caratMin).label}, by month, with the number of prices behind each.`,
    series,
    index: indexPoints(trend),
    gaps: "dashed",
    tableRows: rows.length + 2 + (editions.length > 0 ? editions.length + 2 : 0),
    drawTables: () => {
      drawTable(canvas, rows);
      if (editions.length === 0) return;
      canvas.doc.y += 6;
      drawIndexTable(canvas, editions);
    },
    note: `${trend.basis}${gapNote}${trend.indexBasis ? ` ${trend.indexBasis}` : ""}`,
  };
}

/** The runs of the line: solid where months follow each other, dashed or broken across a gap. */
function lineRuns(layout: TrendLayout) {
  return layout.gaps === "dashed"
    ? trendRuns(layout.series)
    : consecutiveMonthRuns(layout.series).map((indices) => ({ indices, dashed: false }));
}

function drawChart(canvas: ReportCanvas, layout: TrendLayout): void {
  const { doc } = canvas;
  const { series, index } = layout;
  const plotLeft = canvas.left + AXIS_WIDTH;
  // Room on the right for the newest point's label.
  const plotWidth = canvas.width - AXIS_WIDTH - 24;
  const top = canvas.y + 6;
  const scale = trendScale(series, plotWidth, PLOT_HEIGHT, MONTH_LABEL_WIDTH, index);
  const at = (month: string, price: number) =>
    [plotLeft + scale.x(month), top + scale.y(price)] as const;

  for (const tick of scale.ticks) {
    const y = top + scale.y(tick);
    doc
      .moveTo(plotLeft, y)
      .lineTo(plotLeft + plotWidth, y)
      .lineWidth(0.5)
      .strokeColor(palette.line)
      .stroke();
    canvas.textAt(formatDollars(tick), canvas.left, y - 4, {
      size: 7.5,
      color: palette.muted,
      width: AXIS_WIDTH - 6,
      align: "right",
    });
  }
  const points = series.map((p) => at(p.month, p.medianPricePerCarat));
  for (const run of lineRuns(layout)) {
    doc.moveTo(...points[run.indices[0]!]!);
    for (const i of run.indices.slice(1)) doc.lineTo(...points[i]!);
    if (run.dashed)
      doc.lineWidth(1).dash(3, { space: 3 }).strokeColor(palette.primary).stroke().undash();
    else doc.lineWidth(1.75).lineJoin("round").strokeColor(palette.primary).stroke();
  }
  for (const [x, y] of points)
    doc.circle(x, y, 3).lineWidth(1).fillAndStroke(palette.primary, "#ffffff");
  const indexAt = index.map((p) => at(p.month, p.medianPricePerCarat));
  if (indexAt.length > 1) {
    doc.moveTo(...indexAt[0]!);
    for (const point of indexAt.slice(1)) doc.lineTo(...point);
    doc.lineWidth(1.5).dash(5, { space: 3 }).strokeColor(INDEX_COLOR).stroke().undash();
  }
  for (const [x, y] of indexAt)
    doc
      .rect(x - 3, y - 3, 6, 6)
      .lineWidth(1)
      .fillAndStroke(INDEX_COLOR, "#ffffff");
  // Counts on the points whose month is named (they would overlap elsewhere), off the line; the
  // table has every one.
  const spots = points.map(([x, y]) => ({ x, y }));
  const area = {
    left: plotLeft,
    right: canvas.left + canvas.width,
    top: top - 14,
    bottom: top + PLOT_HEIGHT,
  };
  for (const p of scale.labelled) {
    const position = series.indexOf(p);
    // An edition's month: its figures are in the index table.
    if (position < 0) continue;
    const [x, y] = points[position]!;
    const text = `n=${formatCount(p.observations)}`;
    canvas.style({ size: 6.5 });
    const width = doc.widthOfString(text);
    const spot = labelSpot(spots, position, width, 8, area);
    const left =
      spot.anchor === "middle" ? x - width / 2 : spot.anchor === "start" ? x + 4 : x - 4 - width;
    canvas.textAt(text, left, spot.above ? y - 12 : y + 4, {
      size: 6.5,
      color: palette.muted,
      width: width + 2,
    });
  }
  const axisY = top + PLOT_HEIGHT + 5;
  for (const p of scale.labelled) {
    const x = plotLeft + scale.x(p.month);
    canvas.textAt(formatMonth(p.month), x - MONTH_LABEL_WIDTH / 2, axisY, {
      size: 7.5,
      color: palette.muted,
      width: MONTH_LABEL_WIDTH,
      align: "center",
    });
  }
  doc.y = axisY + 20;
  if (index.length > 0) drawLegend(canvas);
}

/** Which mark is which: a circle for the listings' months, a square for the index's editions. */
function drawLegend(canvas: ReportCanvas): void {
  const { doc } = canvas;
  const y = canvas.y - 6;
  let x = canvas.left + AXIS_WIDTH;
  doc
    .circle(x + 3, y + 4, 3)
    .lineWidth(1)
    .fillAndStroke(palette.primary, "#ffffff");
  canvas.textAt("Listings: median per carat by month", x + 10, y, {
    size: 7.5,
    color: palette.muted,
    width: 170,
  });
  x += 180;
  doc
    .rect(x, y + 1, 6, 6)
    .lineWidth(1)
    .fillAndStroke(INDEX_COLOR, "#ffffff");
  canvas.textAt(`${INDEX_SERIES_NAME}: median of the retailers' medians by edition`, x + 10, y, {
    size: 7.5,
    color: palette.muted,
    width: 260,
  });
  doc.y = y + 16;
}

/** The editions' figures, newest first. */
function drawIndexTable(canvas: ReportCanvas, editions: ApiTrends["indexSeries"]): void {
  drawFigureTable(
    canvas,
    [`${INDEX_SERIES_NAME} edition`, "Median per carat", "Listings"],
    [110, 190],
    editions.map((edition) => [
      formatEdition(edition.edition),
      formatDollars(edition.medianPricePerCarat),
      formatCount(edition.listings),
    ]),
  );
}

function drawTable(canvas: ReportCanvas, rows: ApiTrends["series"]): void {
  drawFigureTable(
    canvas,
    ["Month", "Median per carat", "Prices"],
    [90, 190],
    rows.map((row) => [
      formatMonth(row.month),
      formatDollars(row.medianPricePerCarat),
      formatCount(row.observations),
    ]),
  );
}

/**
 * A three-column table: a label `labelWidth` wide, then two figures ending at `figureEnd` and at
 * the table's width.
 */
function drawFigureTable(
  canvas: ReportCanvas,
  titles: readonly [string, string, string],
  [labelWidth, figureEnd]: readonly [number, number],
  rows: readonly (readonly string[])[],
): void {
  const columns = [
    { title: titles[0], x: canvas.left, width: labelWidth, align: "left" as const },
    {
      title: titles[1],
      x: canvas.left + labelWidth,
      width: figureEnd - labelWidth,
      align: "right" as const,
    },
    {
      title: titles[2],
      x: canvas.left + figureEnd,
      width: TABLE_WIDTH - figureEnd,
      align: "right" as const,
    },
  ];
  const header = canvas.y;
  for (const column of columns)
    canvas.textAt(column.title, column.x, header, {
      size: 8,
      bold: true,
      color: palette.ink,
      width: column.width,
      align: column.align,
    });
  canvas.doc.y = header + ROW - 3;
  canvas.doc
    .moveTo(canvas.left, canvas.y)
    .lineTo(canvas.left + TABLE_WIDTH, canvas.y)
    .lineWidth(0.5)
    .strokeColor(palette.line)
    .stroke();
  canvas.doc.y += 3;
  for (const cells of rows) {
    const y = canvas.y;
    columns.forEach((column, i) =>
      canvas.textAt(cells[i]!, column.x, y, {
        size: 8,
        color: palette.soft,
        width: column.width,
        align: column.align,
      }),
    );
    canvas.doc.y = y + ROW;
  }
}
