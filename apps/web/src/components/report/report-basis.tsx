import type { AnalysisResult } from "@faircarat/contracts";
import { paths } from "@faircarat/contracts/paths";
import { basisLine } from "./basis-line";

/**
 * What the value stands on: the listings, the data's date and, when known, what the months since
 * mean; then where the method and the engine's measured accuracy are published. That page opens in
 * a new tab, as the PDF does: leaving would lose the results card's analysis.
 */
export function ReportBasis({
  analysis,
}: {
  analysis: Pick<AnalysisResult, "basis" | "timeNote">;
}) {
  return (
    <div className="space-y-1 text-xs text-ink-muted">
      <p>{basisLine(analysis.basis, { withDate: !analysis.timeNote })}.</p>
      {analysis.timeNote ? <p>{analysis.timeNote}</p> : null}
      <p>
        <a
          href={paths.methodology}
          target="_blank"
          rel="noopener"
          className="font-medium text-primary-strong underline hover:text-primary"
        >
          How the fair value is set, and its measured accuracy
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
