import type { AnalysisResult } from "@faircarat/contracts";

/** "How sure are you?": the confidence figure and what lowers it. */
export function composeConfidence(a: AnalysisResult): string {
  const pct = `${Math.round(a.confidence * 100)}%`;
  const lines = [
    `The report's confidence is **${pct}**. It rises with the number of current listings close to these specs (${a.basis.nearbyListings.toLocaleString("en-US")} here, out of ${a.basis.listings.toLocaleString("en-US")} valued as of ${a.basis.valuationDate}), the number of retailers among them (${a.basis.retailers.length} retailers in the data), how fresh they are, and whether the specs sit inside the range the model was fitted on.`,
  ];
  if (a.warnings.length > 0) lines.push(["What lowers it for this stone:", ...a.warnings.map((w) => `- ${w}`)].join("\n"));
  else lines.push("Nothing in the data weakens this estimate beyond the usual spread of market prices.");
  return lines.join("\n\n");
}
