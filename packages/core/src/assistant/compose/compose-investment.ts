import type { AnalysisResult } from "@faircarat/contracts";
import { guideTopics } from "../guide-knowledge";
import { formatDollars } from "@faircarat/contracts/numbers";
import { basisOf, valueWithRange } from "../format-figures";

/** "Is this a good investment?": honest about resale, and about this price against the market. */
export function composeInvestment(a: AnalysisResult): string {
  const price = a.isOverpriced
    ? `As a purchase, this listing at ${formatDollars(a.listedPrice)} is above its market range: fair market value ${valueWithRange(a)}, ${basisOf(a.basis)}.`
    : `As a purchase, this listing at ${formatDollars(a.listedPrice)} is within or below its market range: fair market value ${valueWithRange(a)}, ${basisOf(a.basis)}.`;
  const lines = ["**Not as a financial investment.** Buy a lab-grown diamond because you love it, not to make money on it.", guideTopics.resale.text, price];
  if (a.marketTrend) lines.push(a.marketTrend);
  return lines.join("\n\n");
}
