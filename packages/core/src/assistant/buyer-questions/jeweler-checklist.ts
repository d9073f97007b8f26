import type { AnalysisResult } from "@faircarat/contracts";
import { retailerPriceLine } from "@faircarat/contracts/evidence-texts";
import { formatDollarRange, formatDollars } from "@faircarat/contracts/figures";
import { describeSpecs } from "../format-figures";

const labChecks =
  "IGI at https://www.igi.org/verify-your-report/, GIA at https://www.gia.edu/report-check";

function certificate(a: AnalysisResult): string {
  const stone = a.stone;
  if (stone?.reportNumber && stone.verifyUrl)
    return `**The report.** Check ${stone.lab ?? "the"} report ${stone.reportNumber} at ${stone.verifyUrl}: it must say laboratory-grown and ${describeSpecs(a.specs)}, and the number should be inscribed on the girdle. Ask to see the inscription.`;
  return `**The report.** Ask for the grading report's number and check it on the lab's own site (${labChecks}): it must say laboratory-grown and ${describeSpecs(a.specs)}. Ask whether the number is inscribed on the girdle.`;
}

function growth(a: AnalysisResult): string {
  const method = a.stone?.growthMethod;
  const treatment = a.stone?.treatment;
  if (method && treatment)
    return `**Growth and treatment.** The report as entered says ${method}, ${treatment === "as grown" ? "as grown" : "treated after growth"}: ask them to confirm it in writing on the invoice.`;
  return `**Growth and treatment.** Ask whether it was grown by CVD or HPHT and whether it was treated after growth${method ? ` (the report as entered says ${method}, and nothing on treatment)` : ""}: an IGI report states both. Neither changes the grades, but you should know what you buy.`;
}

function proportions(a: AnalysisResult): string {
  const check = a.cutCheck;
  if (check && check.score !== null)
    return `**Proportions and size.** This stone's cut and spread check scores ${check.score} / 10${check.faceUpCarat !== null ? ` and it faces up like a ${check.faceUpCarat.toFixed(2)} ct stone` : ""}. Ask for any of depth %, table % and the length and width in mm that you have not seen: a deep stone hides weight below the girdle and faces up smaller than its carat says.`;
  return "**Proportions and size.** Ask for the depth %, table % and the length and width in mm: a deep stone hides weight below the girdle and faces up smaller than its carat says. The report prints all of them.";
}

const returns =
  "**Returns.** Ask how many days you have to return it, whether that is a full refund or store credit, who pays the insured shipping back, and whether a resize or setting voids it.";

function price(a: AnalysisResult): string {
  const named = [...(a.retailerPrices ?? [])].sort((x, y) => x.usualPrice - y.usualPrice);
  const market = `its fair market value is ${formatDollars(a.fairMarketValue)}, with 80% of listings like it at ${formatDollarRange(a.low, a.high)}`;
  if (named.length === 0)
    return `**The price.** Ask why it is ${formatDollars(a.listedPrice)} when ${market}.`;
  return [
    `**The price.** Ask why it is ${formatDollars(a.listedPrice)} when ${market}, and the same specs usually list at:`,
    ...named.map((p) => `  - ${retailerPriceLine(p)}`),
  ].join("\n");
}

/** The checklist's items, from this report: the LLM tool returns the same. */
export function readJewelerChecklist(a: AnalysisResult): string[] {
  return [certificate(a), growth(a), proportions(a), returns, price(a)];
}

/** "What should I ask the jeweler?": a checklist built from this report. */
export function composeJewelerChecklist(a: AnalysisResult): string {
  return [
    `Five things to ask about this ${describeSpecs(a.specs)} before you pay:`,
    readJewelerChecklist(a)
      .map((item, i) => `${i + 1}. ${item}`)
      .join("\n"),
  ].join("\n\n");
}
