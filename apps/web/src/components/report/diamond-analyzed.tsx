import type { SpecRow } from "@faircarat/contracts/report-specs";
import type { ReportHeading } from "./report-heading";

/** What was analysed and where each detail came from (the form, the listing's URL or its page). */
export function DiamondAnalyzed({
  rows,
  headingLevel: Heading = "h4",
}: {
  rows: readonly SpecRow[];
  headingLevel?: ReportHeading;
}) {
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">Diamond analyzed</Heading>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs text-ink-muted">{row.label}</dt>
            <dd className="font-medium break-words text-ink">
              {row.value}
              {row.source ? (
                <span className="block text-xs font-normal text-ink-muted">{row.source}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
