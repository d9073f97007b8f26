import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { basisOf, describeSpecs, valueWithRange, dataDateOf } from "../format-figures";
import type { SpecChanges } from "../intents/what-if-changes";
import type { SpecPricer } from "../what-if-pricer";

export const noMarketData =
  "I can't price other specs right now: the market data is still loading. Please ask again in a minute.";

/**
 * "What would a G color cost instead?": both stones priced by the engine on the same market data.
 */
export function composeWhatIf(a: AnalysisResult, changes: SpecChanges, price: SpecPricer): string {
  const wanted = { ...a.specs, ...changes };
  const same = Object.entries(changes).every(
    ([field, value]) => a.specs[field as keyof SpecChanges] === value,
  );
  if (same) {
    return `Your diamond already is a **${describeSpecs(a.specs)}**: its fair market value is ${valueWithRange(a)}, ${basisOf(a.basis)}. Ask about other specs, for example "What about ${a.specs.carat >= 1.5 ? 1.2 : 1.5} ct?"`;
  }
  const changed = price(wanted);
  // The base is re-priced too, so a refreshed market never compares figures from two dates.
  const base = price(a.specs);
  if (!changed || !base) return noMarketData;
  const difference = changed.fairMarketValue - base.fairMarketValue;
  const direction =
    Math.round(difference) === 0
      ? "about the same as"
      : difference > 0
        ? `${formatDollars(difference)} more than`
        : `${formatDollars(-difference)} less than`;
  const lines = [
    `A **${describeSpecs(wanted)}** would have a fair market value of ${valueWithRange(changed)}, ${basisOf(changed.basis)}.`,
    `That is ${direction} your ${describeSpecs(a.specs)} at ${formatDollars(base.fairMarketValue)} on the same data, and ${changed.fairMarketValue <= a.listedPrice ? `${formatDollars(a.listedPrice - changed.fairMarketValue)} below` : `${formatDollars(changed.fairMarketValue - a.listedPrice)} above`} the ${formatDollars(a.listedPrice)} you were quoted.`,
  ];
  if (base.basis.valuationDate !== a.basis.valuationDate) {
    lines.push(
      `The market data has been refreshed since your report (with market data of ${dataDateOf(a.basis)}), so both figures here use the newer data.`,
    );
  }
  if (changed.warnings.length > 0) lines.push(`Note: ${changed.warnings[0]}`);
  return lines.join("\n\n");
}
