import type { AnalysisResult } from "@faircarat/contracts";
import { dataDateOf } from "../format-figures";
import { formatCount, formatPercent } from "@faircarat/contracts/figures";

/** "How sure are you?": the confidence figure and what lowers it. */
export function composeConfidence(a: AnalysisResult): string {
  const pct = formatPercent(a.confidence);
  const lines = [
    `The report's confidence is **${pct}**. ${a.confidenceMeaning ?? ""} It is measured, not guessed: on retailers left out of the model, the typical price landed that close about as often as the figure says. It is higher where more retailers list stones like this and agree on their price (${formatCount(a.basis.nearbyListings)} listings close to these specs, out of ${formatCount(a.basis.listings)} with market data of ${dataDateOf(a.basis)}), and lower outside the data, for a shape priced from a similar cut, or when the market data is months old.`.replace(
      "  ",
      " ",
    ),
  ];
  if (a.warnings.length > 0)
    lines.push(["What lowers it for this stone:", ...a.warnings.map((w) => `- ${w}`)].join("\n"));
  else
    lines.push(
      "Nothing in the data weakens this estimate beyond the usual spread of market prices.",
    );
  return lines.join("\n\n");
}
