import type { AnalysisResult } from "@faircarat/contracts";
import type { TierPricing } from "@faircarat/pricing";
import { formatCount, formatPercent } from "@faircarat/contracts/figures";

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * "D" or "D-J"; "FL-VVS2". Scales are best first, so the first and last admitted grades bound the
 * range.
 */
function span(values: readonly string[]): string {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? distinct[0]! : `${distinct[0]}-${distinct[distinct.length - 1]}`;
}

const countedOverWords: Record<TierPricing["countedOver"], string> = {
  "shape-near-carat": "near its carat",
  "shape-wider-carat": "of its shape within 35% of its carat",
  "all-shapes-near-carat": "of round stones near its carat (too few of its shape)",
  none: "",
};

/**
 * One line: what the tier covers, which grades the market lists in it, and how the value and range
 * were made.
 */
export function describeAssessment(tier: TierPricing): string {
  const colors = span(tier.grades.map((g) => g.color));
  const clarities = span(
    [...tier.grades]
      .sort((a, b) => clarityRank(a.clarity) - clarityRank(b.clarity))
      .map((g) => g.clarity),
  );
  const top = [...tier.grades]
    .sort((a, b) => b.share - a.share)
    .slice(0, 3)
    .filter((g) => g.share > 0);
  const covers = `GIA ${tier.tier} is a laboratory-grown quality assessment given instead of color and clarity grades; it covers color ${colors} and clarity ${clarities}.`;
  if (tier.listings === 0)
    return `${covers} The market data list too few stones of these grades near it, so every grade counts the same; the range spans their values.`;
  const mix = top.map((g) => `${g.color} ${g.clarity} ${formatPercent(g.share)}`).join(", ");
  return `${covers} Valued over the grades the market lists in it ${countedOverWords[tier.countedOver]} (${formatCount(tier.listings)} listings: ${mix}); the range runs from the lowest to the highest of those grades' ranges.`;
}

const clarityOrder = ["FL", "IF", "VVS1", "VVS2", "VS1", "VS2"];
const clarityRank = (clarity: string) => clarityOrder.indexOf(clarity);

/**
 * The report of a stone graded Premium or Standard: which grades it covers, in its specs and its
 * own section.
 */
export function withAssessment(analysis: AnalysisResult, tier: TierPricing | null): AnalysisResult {
  if (!tier) return analysis;
  const note = describeAssessment(tier);
  const source = analysis.sources.assessment ?? "form";
  return {
    ...analysis,
    specs: {
      ...analysis.specs,
      color: span(tier.grades.map((g) => g.color)),
      clarity: span(
        tier.grades.map((g) => g.clarity).sort((a, b) => clarityRank(a) - clarityRank(b)),
      ),
    },
    sources: { ...analysis.sources, color: source, clarity: source },
    assessment: {
      lab: "GIA",
      result: tier.tier,
      grades: tier.grades.map((g) => ({
        color: g.color,
        clarity: g.clarity,
        share: Math.round(g.share * 1000) / 1000,
        fairMarketValue: dollars(g.fairMarketValueCents),
      })),
      listings: tier.listings,
      note,
    },
  };
}
