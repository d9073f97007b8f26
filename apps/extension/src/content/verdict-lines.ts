import {
  formatDollarRange,
  formatDollars,
  formatPercent,
  formatSignedPercent,
  formatStatedPercent,
} from "@faircarat/contracts/figures";
import {
  resolveVerdict,
  verdictExplanation,
  verdictHeadline,
} from "@faircarat/contracts/verdict-texts";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";
import type { PanelAnalysis } from "../shared/answer-schema";

/** The verdict in the report's words (contracts' verdict texts), as plain lines for the panel. */
export interface VerdictLines {
  headline: string;
  tone: "good" | "fair" | "high" | "over" | "unsure";
  explanation: string;
  facts: [string, string][];
  confidenceMeaning?: string;
  cheapest?: string;
}

const tones = {
  "below-market": "good",
  fair: "fair",
  "above-market": "high",
  overpriced: "over",
  "too-little-data": "unsure",
} as const;

export function verdictLines(analysis: PanelAnalysis): VerdictLines {
  const markup = analysis.markupPercentage;
  const lines: VerdictLines = {
    headline: verdictHeadline(analysis),
    tone: tones[resolveVerdict(analysis)],
    explanation: verdictExplanation(analysis),
    facts: [
      [
        "Fair value",
        `${formatDollars(analysis.fairMarketValue)} (${formatDollarRange(analysis.low, analysis.high)})`,
      ],
      ["Listed", formatDollars(analysis.listedPrice)],
      ["Markup", formatSignedPercent(markup)],
      ["Confidence", formatPercent(analysis.confidence)],
    ],
  };
  if (analysis.confidenceMeaning) lines.confidenceMeaning = analysis.confidenceMeaning;
  const cheapest = cheapestElsewhere(analysis);
  if (cheapest) lines.cheapest = cheapest;
  return lines;
}

/**
 * The same certificate cheaper elsewhere, else the retailer we know to ask least for these specs
 * (not this one).
 */
function cheapestElsewhere(analysis: PanelAnalysis): string | undefined {
  const sameStone = (analysis.sameStone ?? [])
    .filter((listing) => listing.source !== analysis.retailer)
    .sort((a, b) => a.price - b.price)[0];
  if (sameStone)
    return `Same certificate at ${sameStone.source}: ${formatDollars(sameStone.price)}`;
  const retailer = (analysis.retailerPrices ?? [])
    .filter((r) => r.retailer !== analysis.retailer)
    .sort((a, b) => a.usualPrice - b.usualPrice)[0];
  return retailer
    ? `Cheapest retailer we know for these specs: ${retailer.retailer}, usually ${formatDollars(retailer.usualPrice)}`
    : undefined;
}

const fieldNames = {
  carat: "carat weight",
  color: "color",
  clarity: "clarity",
  price: "price",
} as const;

/** "1.01 ct, G, VS1, Excellent, round": what the panel read, before anything is sent. */
export function readSummary(page: RetailerPage): string {
  const { carat, color, clarity, cut, shape } = page.specs;
  const parts = [
    carat === undefined ? undefined : `${carat} ct`,
    color,
    clarity,
    page.grading.assessment ? `GIA ${page.grading.assessment}` : undefined,
    cut,
    shape,
    page.grading.certificateLab && page.certificateNumber
      ? `${page.grading.certificateLab} ${page.certificateNumber}`
      : page.certificateNumber,
  ];
  if (page.priceCents !== undefined) parts.push(formatDollars(page.priceCents / 100));
  return parts.filter((part) => part !== undefined).join(", ");
}

export function proportionsSummary(page: RetailerPage): string | undefined {
  const { depthPct, tablePct, lengthMm, widthMm, depthMm } = page.proportions;
  const parts = [
    depthPct === undefined ? undefined : `depth ${formatStatedPercent(depthPct)}`,
    tablePct === undefined ? undefined : `table ${formatStatedPercent(tablePct)}`,
    lengthMm && widthMm && depthMm ? `${lengthMm} x ${widthMm} x ${depthMm} mm` : undefined,
  ];
  const shown = parts.filter((part) => part !== undefined);
  return shown.length > 0 ? `Proportions: ${shown.join(", ")}` : undefined;
}

/** "Could not find the color and price on this page." */
export function missingSentence(page: RetailerPage): string {
  const names = page.missing.map((field) => fieldNames[field]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `Could not find the ${list} on this page.`;
}
