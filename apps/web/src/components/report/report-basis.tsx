import type { AnalysisResult } from "@faircarat/contracts";
import { basisLine } from "./basis-line";

/** What the value stands on: the listings, the data's date and, when known, what the months since mean. */
export function ReportBasis({ analysis }: { analysis: Pick<AnalysisResult, "basis" | "timeNote"> }) {
  return (
    <div className="space-y-1 text-xs text-ink-muted">
      <p>{basisLine(analysis.basis, { withDate: !analysis.timeNote })}.</p>
      {analysis.timeNote ? <p>{analysis.timeNote}</p> : null}
    </div>
  );
}
