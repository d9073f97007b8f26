import type { AnalysisResult } from "@faircarat/contracts";
import { dataDateOf } from "../format-figures";
import { formatCount, formatDollars } from "@faircarat/contracts/figures";
import { guideTopics } from "../guide-knowledge";

/** "What do the clarity grades mean?": the guide's grades, then where this stone sits. */
export function composeClarity(a: AnalysisResult): string {
  const lines: string[] = [guideTopics.clarity.text, `Your stone is **${a.specs.clarity}**.`];
  const lower = a.alternativeRecommendations.find(
    (alt) =>
      alt.specs.clarity !== a.specs.clarity &&
      alt.specs.color === a.specs.color &&
      alt.specs.carat === a.specs.carat,
  );
  if (lower) {
    lines[1] += ` One grade lower, ${lower.specs.clarity}, would be about ${formatDollars(lower.estimatedPrice)} (market data of ${dataDateOf(a.basis)}, ${formatCount(a.basis.listings)} listings): ${formatDollars(lower.savings)} less than this stone's fair value.`;
  }
  return lines.join("\n\n");
}
