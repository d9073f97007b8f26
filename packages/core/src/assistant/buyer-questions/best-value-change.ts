import { clarities, colors, type AnalysisResult } from "@faircarat/contracts";
import { formatCarat, formatDollars, formatShare } from "@faircarat/contracts/figures";
import { magicSizes } from "@faircarat/pricing/alternatives";
import { basisOf, describeSpecs } from "../format-figures";
import type { Specs, SpecPricer } from "../what-if-pricer";
import { noMarketData } from "../compose/compose-what-if";

type Step = { kind: "color" | "clarity" | "carat"; specs: Specs; visible: string };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The weight one step down: just under the magic size it sits above, else 5% lighter. */
export function lighterCarat(carat: number): number {
  const magic = magicSizes.find((size) => carat >= size && carat < size + 0.2);
  return magic ? round2(magic - 0.05) : round2(carat * 0.95);
}

function colorStep(s: Specs): Step | null {
  const next = colors[colors.indexOf(s.color as (typeof colors)[number]) + 1];
  if (!next || colors.indexOf(s.color as (typeof colors)[number]) < 0) return null;
  const visible =
    colors.indexOf(next) <= colors.indexOf("J")
      ? "one grade warmer: hard to see once set, more so in yellow or rose gold"
      : "one grade warmer: a tint may show in white metal, so look at it beside a whiter stone";
  return { kind: "color", specs: { ...s, color: next }, visible };
}

function clarityStep(s: Specs): Step | null {
  const at = clarities.indexOf(s.clarity as (typeof clarities)[number]);
  const next = clarities[at + 1];
  if (!next || at < 0) return null;
  const at2 = clarities.indexOf(next);
  const visible =
    at2 <= clarities.indexOf("VS2")
      ? "one grade lower: still eye-clean"
      : at2 === clarities.indexOf("SI1")
        ? "one grade lower: usually eye-clean, but ask for a photo or video"
        : "one grade lower: inclusions may show, so see the stone first";
  return { kind: "clarity", specs: { ...s, clarity: next }, visible };
}

function caratStep(s: Specs): Step {
  const lighter = lighterCarat(s.carat);
  // Width across the top goes with the cube root of weight.
  const narrower = 1 - Math.cbrt(lighter / s.carat);
  return {
    kind: "carat",
    specs: { ...s, carat: lighter },
    visible: `${formatCarat(s.carat)} to ${formatCarat(lighter)}: about ${formatShare(narrower)} less across the top, not visible side by side`,
  };
}

/** Each step priced on the chat's fit, biggest saving first; null while no market data is loaded. */
export function readBestValueChanges(a: AnalysisResult, price: SpecPricer) {
  const base = price(a.specs);
  if (!base) return null;
  const steps = [colorStep(a.specs), clarityStep(a.specs), caratStep(a.specs)].filter(
    (s): s is Step => s !== null,
  );
  const priced = steps.flatMap((step) => {
    const result = price(step.specs);
    return result
      ? [
          {
            kind: step.kind,
            specs: step.specs,
            visible: step.visible,
            fairMarketValue: Math.round(result.fairMarketValue),
            saving: Math.round(base.fairMarketValue) - Math.round(result.fairMarketValue),
          },
        ]
      : [];
  });
  // Each step changes one field: together, each step's own field.
  const combined = steps.reduce(
    (specs, step) => ({ ...specs, [step.kind]: step.specs[step.kind] }),
    a.specs,
  );
  const together = price(combined);
  return {
    fairMarketValue: Math.round(base.fairMarketValue),
    basis: base.basis,
    steps: priced.sort((x, y) => y.saving - x.saving),
    allTogether: together && {
      specs: combined,
      fairMarketValue: Math.round(together.fairMarketValue),
      saving: Math.round(base.fairMarketValue) - Math.round(together.fairMarketValue),
    },
  };
}

/**
 * "What is the best value change I could make?": one step down in color, clarity and carat, each
 * priced by the engine, biggest saving first, with what it does to the look.
 */
export function composeBestValueChange(a: AnalysisResult, price: SpecPricer): string {
  const d = readBestValueChanges(a, price);
  if (!d) return noMarketData;
  const saving = (n: number) => (n > 0 ? `saves ${formatDollars(n)}` : "saves nothing here");
  const lines = [
    `One step down in each of color, clarity and carat, priced on the same market data as your ${describeSpecs(a.specs)} (${formatDollars(d.fairMarketValue)}; ${basisOf(d.basis)}), biggest saving first:`,
    d.steps
      .map(
        (s) =>
          `- **${describeSpecs(s.specs)}**: about ${formatDollars(s.fairMarketValue)}, ${saving(s.saving)}. ${s.visible.charAt(0).toUpperCase()}${s.visible.slice(1)}.`,
      )
      .join("\n"),
  ];
  const best = d.steps[0];
  if (best && best.saving > 0)
    lines.push(
      `The best value change is the ${best.kind === "carat" ? "weight" : best.kind}: the most saved for a difference you are unlikely to see.${d.allTogether ? ` All ${d.steps.length} together, a ${describeSpecs(d.allTogether.specs)}, would be about ${formatDollars(d.allTogether.fairMarketValue)} (${saving(d.allTogether.saving)}).` : ""}`,
    );
  else lines.push("None of these steps saves money on these specs: the market prices them alike.");
  return lines.join("\n\n");
}
