import { useRef, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ApiTrends } from "@faircarat/contracts";
import { trendBandOf, trendCaratBands, trendShapes } from "@faircarat/contracts/market-trend-bands";
import {
  formatCount,
  formatDollars,
  formatEdition,
  formatMonth,
} from "@faircarat/contracts/figures";
import { TREND_GAP_NOTE, trendRuns } from "@faircarat/contracts/trend-chart";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { useWidth } from "@/lib/use-width";
import { marketTrendQuery } from "./market-trend-api";
import { INDEX_SERIES_NAME } from "./index-series";
import {
  constantQualityNote,
  constantQualityPoints,
  constantQualityStone,
  describeConstantQuality,
} from "@faircarat/contracts/constant-quality-texts";
import { ConstantQualityTable, constantQualityTitle } from "./constant-quality";
import { TrendChartSvg } from "./trend-chart-svg";
import { IndexTrendTable, TrendTable } from "./trend-table";

export interface MarketTrendPanelProps {
  shape: string;
  /** The stone's weight: its band is shown first (else 0.9-1.39 ct). */
  carat?: number;
  /** The guide lets the reader pick the shape; a report keeps the stone's. */
  chooseShape?: boolean;
}

const selectClass =
  "h-10 w-full rounded-control border border-line-strong bg-surface px-3 text-base text-ink sm:w-auto sm:text-sm " +
  "focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary";

function Choice({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-ink-soft">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
    </div>
  );
}

function describeListings(trend: ApiTrends, subject: string): string {
  const first = trend.series[0];
  const last = trend.series[trend.series.length - 1];
  if (!first || !last) return `${subject}: no listings in our dated market history yet.`;
  if (first === last)
    return `${subject}: ${formatDollars(last.medianPricePerCarat)} per carat in ${formatMonth(last.month)}.`;
  return `${subject}: ${formatDollars(first.medianPricePerCarat)} per carat in ${formatMonth(first.month)}, ${formatDollars(last.medianPricePerCarat)} in ${formatMonth(last.month)}, over ${trend.series.length} months with prices.`;
}

/** " Published index: $520 per carat in May 2026, $433 in July 2026, over 3 editions." */
function describeEditions(trend: ApiTrends): string {
  const first = trend.indexSeries[0];
  const last = trend.indexSeries[trend.indexSeries.length - 1];
  if (!first || !last) return "";
  if (first === last)
    return ` ${INDEX_SERIES_NAME}: ${formatDollars(last.medianPricePerCarat)} per carat in ${formatEdition(last.edition)}.`;
  return ` ${INDEX_SERIES_NAME}: ${formatDollars(first.medianPricePerCarat)} per carat in ${formatEdition(first.edition)}, ${formatDollars(last.medianPricePerCarat)} in ${formatEdition(last.edition)}, over ${trend.indexSeries.length} editions.`;
}

function describeTrend(trend: ApiTrends, subject: string): string {
  return `${describeListings(trend, subject)}${describeEditions(trend)}`;
}

/** Which mark is which, when the chart has the index's editions beside the listings. */
function Legend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-soft">
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="22" height="10" className="shrink-0">
          <line x1="1" x2="21" y1="5" y2="5" className="stroke-primary" strokeWidth={2.5} />
          <circle cx="11" cy="5" r="4" className="fill-primary" />
        </svg>
        Listings: median by month
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="22" height="10" className="shrink-0">
          <line
            x1="1"
            x2="21"
            y1="5"
            y2="5"
            className="stroke-warning"
            strokeWidth={2}
            strokeDasharray="4 3"
          />
          <rect x="7" y="1" width="8" height="8" className="fill-warning" />
        </svg>
        {INDEX_SERIES_NAME}: median of its retailers by edition
      </li>
    </ul>
  );
}

/**
 * Shape and band choices, the chart of the chosen series, what it says in a sentence and its data
 * table.
 */
export default function MarketTrendPanel({
  shape: initialShape,
  carat,
  chooseShape = false,
}: MarketTrendPanelProps) {
  const [shape, setShape] = useState(initialShape);
  const [bandIndex, setBandIndex] = useState(() =>
    trendCaratBands.indexOf(trendBandOf(carat ?? 1)),
  );
  const band = trendCaratBands[bandIndex]!;
  // Kept open across shapes and bands once the reader has opened it.
  const [tableOpen, setTableOpen] = useState(false);
  const chartRef = useRef<HTMLDivElement>(null);
  const width = useWidth(chartRef);
  const query = useQuery(marketTrendQuery(shape, band));
  const subject = `Median asking price per carat, lab-grown ${shapeLabel(shape).toLowerCase()} diamonds of ${band.label}`;
  const idPrefix = `trend-${chooseShape ? "guide" : "report"}`;

  let body: ReactNode;
  if (query.isPending)
    body = <p className="py-24 text-center text-sm text-ink-muted">Loading the market trend…</p>;
  else if (query.isError)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 py-20 text-center text-sm text-ink-soft"
      >
        <p>Could not load the market trend. {errorMessage(query.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (
    query.data.series.length === 0 &&
    query.data.indexSeries.length === 0 &&
    !query.data.constantQuality?.series.length
  )
    body = (
      <p className="py-24 text-center text-sm text-ink-soft">
        No asking prices of lab-grown {shapeLabel(shape).toLowerCase()} diamonds of {band.label} in
        our dated market history yet.
      </p>
    );
  else {
    const trend = query.data;
    const constant = trend.constantQuality?.series.length ? trend.constantQuality : null;
    const listed = (
      <>
        {trend.series.length > 0 ? <TrendTable trend={trend} caption={subject} /> : null}
        {trend.indexSeries.length > 0 ? (
          <IndexTrendTable
            trend={trend}
            caption={`${INDEX_SERIES_NAME}: median price per carat by edition, lab-grown ${shapeLabel(shape).toLowerCase()} diamonds of ${band.label}`}
          />
        ) : null}
      </>
    );
    body = constant ? (
      <>
        <p className="mb-3 text-sm font-medium text-ink">{constantQualityNote(constant)}</p>
        {width > 0 ? (
          <TrendChartSvg
            series={constantQualityPoints(constant)}
            gaps="breaks"
            pointTitle={constantQualityTitle(constant)}
            width={width}
            label={describeConstantQuality(constant)}
          />
        ) : (
          <div className="h-60" />
        )}
        <p className="mt-2 text-sm text-ink-soft">{describeConstantQuality(constant)}</p>
        <details
          open={tableOpen}
          onToggle={(event) => setTableOpen(event.currentTarget.open)}
          className="mt-3 rounded-card border border-line"
        >
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-primary-strong">
            Show the data table
          </summary>
          <div className="overflow-x-auto border-t border-line">
            <ConstantQualityTable
              trend={constant}
              caption={`Price per carat of the same lab-grown ${constantQualityStone(constant)}, by month`}
            />
            <p className="border-t border-line px-3 pt-3 text-xs font-semibold text-ink">
              What was listed each month (moves with the mix of stones and retailers, not only the
              market)
            </p>
            {listed}
          </div>
        </details>
        <p className="mt-2 text-xs text-ink-muted">{constant.basis}</p>
      </>
    ) : (
      <>
        {width > 0 ? (
          <TrendChartSvg
            series={trend.series}
            indexSeries={trend.indexSeries}
            gaps="dashed"
            pointTitle={(p) =>
              `${formatMonth(p.month)}: ${formatDollars(p.medianPricePerCarat)} per carat, ${formatCount(p.observations)} prices`
            }
            width={width}
            label={describeTrend(trend, subject)}
          />
        ) : (
          <div className="h-60" />
        )}
        {trend.indexSeries.length > 0 ? <Legend /> : null}
        <p className="mt-2 text-sm text-ink-soft">{describeTrend(trend, subject)}</p>
        <details
          open={tableOpen}
          onToggle={(event) => setTableOpen(event.currentTarget.open)}
          className="mt-3 rounded-card border border-line"
        >
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-primary-strong">
            Show the data table
          </summary>
          <div className="overflow-x-auto border-t border-line">{listed}</div>
        </details>
        <p className="mt-2 text-xs text-ink-muted">
          {trend.basis}
          {trendRuns(trend.series).some((run) => run.dashed) ? ` ${TREND_GAP_NOTE}` : null}
          {trend.indexBasis ? ` ${trend.indexBasis}` : null}
        </p>
      </>
    );
  }

  return (
    <div aria-busy={query.isFetching}>
      <div className="flex flex-col gap-3 sm:flex-row">
        {chooseShape ? (
          <Choice id={`${idPrefix}-shape`} label="Shape" value={shape} onChange={setShape}>
            {trendShapes.map((s) => (
              <option key={s} value={s}>
                {shapeLabel(s)}
              </option>
            ))}
          </Choice>
        ) : null}
        <Choice
          id={`${idPrefix}-band`}
          label="Carat weight"
          value={String(bandIndex)}
          onChange={(value) => setBandIndex(Number(value))}
        >
          {trendCaratBands.map((b, index) => (
            <option key={b.label} value={index}>
              {b.label}
            </option>
          ))}
        </Choice>
      </div>
      <div ref={chartRef} className="mt-4">
        {body}
      </div>
    </div>
  );
}
