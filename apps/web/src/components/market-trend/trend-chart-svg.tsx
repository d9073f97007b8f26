import type { ApiTrends } from "@faircarat/contracts";
import {
  formatCount,
  formatDollars,
  formatEdition,
  formatMonth,
} from "@faircarat/contracts/figures";
import {
  consecutiveMonthRuns,
  labelSpot,
  trendRuns,
  trendScale,
  type TrendPoint,
} from "@faircarat/contracts/trend-chart";
import { INDEX_SERIES_NAME, indexPoints } from "./index-series";

const HEIGHT = 240;
const MARGIN = { top: 22, right: 22, bottom: 30, left: 58 };
const MONTH_LABEL_WIDTH = 70;
/** About half a label's width at 12 px ("May 2023", "n=12,345"). */
const HALF_LABEL = 32;
/** An 11 px count's box: a digit is about 6.3 px wide. */
const COUNT_CHAR_WIDTH = 6.3;
const COUNT_HEIGHT = 11;

/** An edition's square marker: half its side. */
const SQUARE = 4.5;

interface TrendChartProps {
  /** The main series, a point a month, oldest first. */
  series: readonly TrendPoint[];
  /** The published index's editions as a second series (beside the listings' medians only). */
  indexSeries?: ApiTrends["indexSeries"];
  /**
   * How months without data show: a dashed piece across them, or a gap in the line (a lone month
   * is a dot).
   */
  gaps: "dashed" | "breaks";
  /** A point's tooltip. */
  pointTitle: (point: TrendPoint) => string;
  width: number;
  label: string;
}

/**
 * The series as a line with a point per month, drawn at the width it is given so its text stays
 * 12 px at any screen size. Counts label the points whose month is named (elsewhere they would
 * overlap), placed off the line; every point's figures are in its tooltip and in the data table.
 * The published index's editions may share the axes as a second series: dashed, in another color,
 * with square markers.
 */
export function TrendChartSvg({
  series,
  indexSeries = [],
  gaps,
  pointTitle,
  width,
  label,
}: TrendChartProps) {
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 40);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const editions = indexPoints({ indexSeries });
  const scale = trendScale(series, plotWidth, plotHeight, MONTH_LABEL_WIDTH, editions);
  const point = (p: TrendPoint) => ({
    x: MARGIN.left + scale.x(p.month),
    y: MARGIN.top + scale.y(p.medianPricePerCarat),
  });
  // Labels at the plot's ends grow inwards, so none runs over the price axis or off the picture.
  const anchor = (x: number) =>
    x - HALF_LABEL < MARGIN.left ? "start" : x + HALF_LABEL > width ? "end" : "middle";
  const points = series.map(point);
  const labelArea = { left: MARGIN.left, right: width, top: 0, bottom: MARGIN.top + plotHeight };
  /** The count's text where it crosses neither the line nor the plot's edges. */
  const count = (p: TrendPoint) => {
    const index = series.indexOf(p);
    const { x, y } = points[index]!;
    const text = `n=${formatCount(p.observations)}`;
    const spot = labelSpot(points, index, text.length * COUNT_CHAR_WIDTH, COUNT_HEIGHT, labelArea);
    const dx = spot.anchor === "start" ? 4 : spot.anchor === "end" ? -4 : 0;
    return { text, x: x + dx, y: spot.above ? y - 6 : y + 13, anchor: spot.anchor };
  };
  const editionPoints = editions.map(point);
  const editionLine = editionPoints
    .map((p, k) => `${k === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(" ");
  const runs = (
    gaps === "dashed"
      ? trendRuns(series)
      : consecutiveMonthRuns(series).map((indices) => ({ indices, dashed: false }))
  ).map((run) => ({
    dashed: run.dashed,
    d: run.indices
      .map((i, k) => `${k === 0 ? "M" : "L"}${points[i]!.x.toFixed(1)},${points[i]!.y.toFixed(1)}`)
      .join(" "),
  }));
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className="block max-w-full overflow-visible"
      fontSize={12}
    >
      {scale.ticks.map((tick) => {
        const y = MARGIN.top + scale.y(tick);
        return (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotWidth}
              y1={y}
              y2={y}
              className="stroke-line"
              strokeWidth={1}
            />
            <text x={MARGIN.left - 8} y={y} dy="0.32em" textAnchor="end" className="fill-ink-muted">
              {formatDollars(tick)}
            </text>
          </g>
        );
      })}
      {runs.map((run) =>
        run.dashed ? (
          <path
            key={run.d}
            d={run.d}
            fill="none"
            className="stroke-primary"
            strokeWidth={1.5}
            strokeDasharray="4 5"
            strokeOpacity={0.6}
            data-gap=""
          />
        ) : (
          <path
            key={run.d}
            d={run.d}
            fill="none"
            className="stroke-primary"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        ),
      )}
      {series.map((p) => {
        const { x, y } = point(p);
        return (
          <circle
            key={p.month}
            cx={x}
            cy={y}
            r={4.5}
            className="fill-primary stroke-surface"
            strokeWidth={2}
          >
            <title>{pointTitle(p)}</title>
          </circle>
        );
      })}
      {editions.length > 1 ? (
        <path
          d={editionLine}
          fill="none"
          className="stroke-warning"
          strokeWidth={2}
          strokeDasharray="7 4"
          data-series="index"
        />
      ) : null}
      {indexSeries.map((edition, i) => {
        const { x, y } = editionPoints[i]!;
        return (
          <rect
            key={edition.edition}
            x={x - SQUARE}
            y={y - SQUARE}
            width={SQUARE * 2}
            height={SQUARE * 2}
            className="fill-warning stroke-surface"
            strokeWidth={2}
            data-series="index"
          >
            <title>{`${INDEX_SERIES_NAME}, ${formatEdition(edition.edition)}: ${formatDollars(edition.medianPricePerCarat)} per carat, the median of ${edition.retailers} retailers (${formatCount(edition.listings)} listings)`}</title>
          </rect>
        );
      })}
      {scale.labelled.map((p) => {
        const { x } = point(p);
        // An edition's month is named under the axis; its figures are in its tooltip and the table.
        const label = series.includes(p) ? count(p) : null;
        return (
          <g key={p.month}>
            {label ? (
              <text
                x={label.x}
                y={label.y}
                textAnchor={label.anchor}
                className="fill-ink-muted"
                fontSize={11}
              >
                {label.text}
              </text>
            ) : null}
            <text
              x={x}
              y={MARGIN.top + plotHeight + 20}
              textAnchor={anchor(x)}
              className="fill-ink-soft"
            >
              {formatMonth(p.month)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
