import { colors, type AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { basisOf, describeSpecs } from "../format-figures";
import { guideTopics } from "../guide-knowledge";
import type { SpecPricer } from "../what-if-pricer";
import { noMarketData } from "./compose-what-if";

/**
 * "Should I buy a different color grade?": the neighbouring grades priced by the engine, then the
 * guide.
 */
export function composeColorChoice(a: AnalysisResult, price: SpecPricer): string {
  const at = colors.indexOf(a.specs.color as (typeof colors)[number]);
  const neighbours = [colors[at - 1], colors[at + 1]].filter(
    (c): c is (typeof colors)[number] => c !== undefined && at >= 0,
  );
  const base = price(a.specs);
  if (!base) return noMarketData;
  const priced = neighbours.map((color) => ({ color, result: price({ ...a.specs, color }) }));
  const lines = priced.flatMap(({ color, result }) => {
    if (!result) return [];
    const diff = result.fairMarketValue - base.fairMarketValue;
    const change = diff >= 0 ? `${formatDollars(diff)} more` : `${formatDollars(-diff)} less`;
    return [
      `- **${color}** (${color < a.specs.color ? "one grade whiter" : "one grade warmer"}): about ${formatDollars(result.fairMarketValue)}, ${change}`,
    ];
  });
  const verdict =
    "G-J near-colorless stones are the usual sweet spot: the color is hard to see once set. Going whiter mostly buys a grade on paper; going one grade warmer saves money with little visible change, more so in smaller stones and yellow or rose gold settings.";
  return [
    `Your ${describeSpecs(a.specs)} is color **${a.specs.color}**, with a fair market value of ${formatDollars(base.fairMarketValue)}. Priced by the same model (${basisOf(base.basis)}):`,
    lines.join("\n"),
    verdict,
    guideTopics.color.text,
  ].join("\n\n");
}
