import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollarRange, formatDollars, formatPartOf } from "@faircarat/contracts/figures";
import { ReportStat } from "./report-stat";

/**
 * What the same specs list for as a natural diamond (decision 057): the natural value and range
 * with the lab stone's price as a part of it, or that the natural data are too thin, in the
 * report's own lines (the PDF and the chat say the same). Nothing on analyses stored before it.
 */
export function NaturalEquivalentSection({ analysis }: { analysis: AnalysisResult }) {
  const natural = analysis.naturalEquivalent;
  if (!natural) return null;
  const priced = natural.status === "priced" && natural.fairValue !== null;
  const title = natural.ofThisStone ? "Priced from natural listings" : "Compared to natural";
  return (
    // A group, not a region: the results card and an open history item can both show it.
    <div
      role="group"
      aria-label={title}
      className="space-y-3 rounded-control border border-line p-4"
    >
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      {priced && !natural.ofThisStone ? (
        <dl className="grid grid-cols-2 gap-3">
          <ReportStat
            label={natural.comparedAsShape ? "Natural round" : "Natural"}
            value={`${natural.mayBeFloor ? "from " : ""}${formatDollars(natural.fairValue!)}`}
            note={`80%: ${formatDollarRange(natural.low!, natural.high!)}`}
          />
          {natural.labShare !== null ? (
            <ReportStat
              label="This price"
              value={formatPartOf(natural.labShare)}
              note={natural.mayBeFloor ? "at most, of the natural value" : "of the natural value"}
              tone="savings"
            />
          ) : null}
        </dl>
      ) : null}
      <ul className="space-y-1 text-sm text-ink-muted">
        {natural.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
