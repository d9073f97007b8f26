import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars, formatPercentSize } from "@faircarat/contracts/figures";
import { basisOf, describeSpecs, valueWithRange } from "../format-figures";

/** "What is it worth?": fair value, range, price per carat and the listed price against them. */
export function composeFairValue(a: AnalysisResult): string {
  const versus =
    a.savingsAmount >= 0
      ? `${formatDollars(a.savingsAmount)} below`
      : `${formatDollars(-a.savingsAmount)} (${formatPercentSize(a.markupPercentage)}) above`;
  return [
    `The fair market value of this ${describeSpecs(a.specs)} is ${valueWithRange(a)}, ${basisOf(a.basis)}.`,
    `That is ${formatDollars(a.pricePerCarat)} per carat. The listed price of ${formatDollars(a.listedPrice)} is ${versus} it.${a.rangeMeaning ? ` ${a.rangeMeaning}` : ""}`,
  ].join("\n\n");
}
