import type { EvaluationRow, PublishedEvaluation } from "@faircarat/contracts/methodology";
import { formatCount, formatDate, formatShare } from "@faircarat/contracts/figures";
import { RetailerForecastTable } from "./retailer-forecast-table";

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  );
}

function FoldCard({ row }: { row: EvaluationRow }) {
  return (
    <li className="rounded-card border border-line bg-surface p-4">
      <h3 className="font-semibold text-ink">{row.fold}</h3>
      <p className="mt-1 text-sm text-ink-soft">{row.method}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure term="Checked" value={`${formatCount(row.n)} ${row.unit}`} />
        {row.mdape !== null ? <Figure term="Typical error" value={formatShare(row.mdape)} /> : null}
        {row.coverage !== null ? (
          <Figure term="Inside the 80% range" value={formatShare(row.coverage)} />
        ) : null}
        {row.width !== null ? (
          <Figure term="Range width" value={`${row.width.toFixed(2)}x`} />
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">Aim: {row.aim}</p>
    </li>
  );
}

/**
 * The engine's measured errors and range coverage, as the newest evaluation wrote them into the
 * build.
 */
export function AccuracySection({ evaluation }: { evaluation: PublishedEvaluation }) {
  return (
    <section aria-labelledby="accuracy-title" className="space-y-4">
      <h2 id="accuracy-title" className="text-xl font-semibold text-ink">
        Measured accuracy
      </h2>
      <p className="leading-relaxed text-ink-soft">
        The engine is tested on prices it was not fitted on: each test leaves some listings out,
        fits again, and compares what it predicts with what those listings ask. These figures come
        from the evaluation script (
        <code className="rounded bg-canvas px-1 text-sm">{evaluation.command}</code>), run on{" "}
        {formatDate(evaluation.evaluatedOn)} on listings up to {formatDate(evaluation.dataDate)},
        and are written into this page by it, not by hand.
      </p>
      <p className="text-sm text-ink-muted">
        Typical error: half of the predictions were closer to the actual price than this (the median
        absolute percentage error). Inside the 80% range: the share of actual prices within the
        range stated for them. Range width: the top of that range over its bottom, for the typical
        prediction.
      </p>
      <ul className="space-y-4">
        {evaluation.rows.map((row) => (
          <FoldCard key={row.fold} row={row} />
        ))}
      </ul>
      {evaluation.retailerForecasts ? (
        <RetailerForecastTable forecasts={evaluation.retailerForecasts} />
      ) : null}
    </section>
  );
}
