import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { describeSpecs, dataDateOf } from "../format-figures";

/** "What do you recommend?": the report's recommendations and priced alternatives. */
export function composeRecommendations(a: AnalysisResult): string {
  const lines: string[] = [];
  if (a.recommendations.length > 0)
    lines.push(["The report recommends:", ...a.recommendations.map((r) => `- ${r}`)].join("\n"));
  if (a.alternativeRecommendations.length > 0) {
    lines.push(
      [
        `Alternatives priced by the same model (market data of ${dataDateOf(a.basis)}):`,
        ...a.alternativeRecommendations.map(
          (alt) =>
            `- ${describeSpecs(alt.specs)}: about ${formatDollars(alt.estimatedPrice)}${alt.savings > 0 ? `, ${formatDollars(alt.savings)} less` : ""}. ${alt.reason}`,
        ),
      ].join("\n"),
    );
  }
  if (lines.length === 0)
    return "The report has no specific recommendations for this stone: its price sits where the market expects.";
  return lines.join("\n\n");
}
