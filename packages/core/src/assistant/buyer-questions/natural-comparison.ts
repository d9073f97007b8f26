import type { AnalysisResult } from "@faircarat/contracts";
import { formatPartOf } from "@faircarat/contracts/figures";

const olderReport =
  "This report was made before reports carried a natural equivalent, so I have no natural figures for it, and I won't guess. Analyze the stone again and the new report shows what the same specs list for as a natural diamond.";

/** The natural equivalent's figures, as the report carries them; null on an older report. */
export function readNaturalComparison(a: AnalysisResult) {
  return a.naturalEquivalent ?? null;
}

/** "How does this compare to a natural diamond?": the report's natural equivalent, first in one line. */
export function composeNaturalComparison(a: AnalysisResult): string {
  const n = readNaturalComparison(a);
  if (!n) return olderReport;
  const first = n.ofThisStone
    ? n.status === "priced"
      ? "**This stone is natural**, so its report already is the natural comparison:"
      : "**This stone is natural**, and our natural data are too thin for it:"
    : n.status === "priced" && n.labShare !== null
      ? `**This lab-grown stone costs ${formatPartOf(n.labShare)} of what a natural one of the same specs lists for**${n.mayBeFloor ? " (at most: the natural figure may be a floor)" : ""}:`
      : n.status === "too-thin"
        ? "**Our natural data can't put a number on these specs**, and I won't guess:"
        : "**Our market data hold no natural listings**, so I can't compare, and I won't guess.";
  if (n.status === "no-data") return first;
  return [first, n.lines.map((line) => `- ${line}`).join("\n")].join("\n\n");
}
