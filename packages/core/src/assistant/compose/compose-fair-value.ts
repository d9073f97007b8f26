import type { AnalysisResult } from "@faircarat/contracts";
import { basisOf, describeSpecs, money, percent, valueWithRange } from "../format-figures";

/** "What is it worth?": fair value, range, price per carat and the listed price against them. */
export function composeFairValue(a: AnalysisResult): string {
  const versus = a.savingsAmount >= 0 ? `${money(a.savingsAmount)} below` : `${money(-a.savingsAmount)} (${percent(a.markupPercentage)}) above`;
  return [
    `The fair market value of this ${describeSpecs(a.specs)} is ${valueWithRange(a)}, ${basisOf(a.basis)}.`,
    `That is ${money(a.pricePerCarat)} per carat. The listed price of ${money(a.listedPrice)} is ${versus} it.`,
  ].join("\n\n");
}
