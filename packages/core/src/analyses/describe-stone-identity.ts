import type { GrowthMethod, StoneIdentity, Treatment } from "@faircarat/contracts";
import { growthMethodMeaning, treatmentMeaning } from "@faircarat/contracts/stone-knowledge";
import { verifyUrl } from "@faircarat/market/certificate/certificate-lab";
import type { FlagEffect, FlagEffects, LabPremium } from "@faircarat/pricing";
import {
  formatCount,
  formatDate,
  formatPercent,
  formatSignedPercent,
} from "@faircarat/contracts/figures";

type ReadableLab = "IGI" | "GIA" | "GCAL" | "HRD";

/** IGI numbers its lab-grown reports "LG" + digits; GIA's report numbers are ten digits. */
export function labOfReportNumber(reportNumber: string | null): ReadableLab | null {
  if (!reportNumber) return null;
  if (/^LG\d{6,}$/i.test(reportNumber)) return "IGI";
  if (/^\d{10}$/.test(reportNumber)) return "GIA";
  return null;
}

/** A price effect, a share of the price: -0.012 -> "-1.2%". */
const percent = (effect: number) => formatSignedPercent(effect * 100);

/**
 * Whether the feeds show the flag moving the price, with its n; where the interval holds 0, the
 * data cannot tell.
 */
export function flagEffectLine(
  effect: FlagEffect | undefined,
  overlapWith: string,
  observedTo: string | null,
): string {
  if (!effect || effect.effect === null)
    return `The market data hold no listings of the same specs at the same retailer with both ${effect?.group ?? "values"} and ${effect?.against ?? "others"}, so whether this moves the price cannot be measured; the value does not assume it does.`;
  const interval =
    effect.low === null || effect.high === null
      ? ""
      : ` (95% interval ${percent(effect.low)} to ${percent(effect.high)})`;
  const basis = `${formatCount(effect.listings)} against ${formatCount(effect.againstListings)} listings in ${effect.cells} groups of the same retailer and specs${observedTo ? `, listings to ${formatDate(observedTo)}` : ""}`;
  const tells = effect.low !== null && effect.high !== null && (effect.low > 0 || effect.high < 0);
  const verdict = tells
    ? "a difference the data show"
    : "so the data cannot tell whether it moves the price, and the value does not assume it does";
  const overlap =
    effect.overlap !== null && effect.overlap >= 0.9
      ? ` In those listings ${formatPercent(effect.overlap)} of ${effect.group} stones are also ${overlapWith}, so the two cannot be told apart.`
      : "";
  return `Price: ${effect.group} stones were listed ${percent(effect.effect)} against ${effect.against} ones${interval}, from ${basis}: ${verdict}.${overlap}`;
}

/** A retailer's own GIA/IGI figure is shown where it rests on this many matched groups. */
const retailerLabCells = 10;

const intervalOf = (effect: FlagEffect) =>
  effect.low === null || effect.high === null
    ? ""
    : `95% interval ${percent(effect.low)} to ${percent(effect.high)}; `;
const countsOf = (effect: FlagEffect) =>
  `${formatCount(effect.listings)} GIA and ${formatCount(effect.againstListings)} IGI listings in ${effect.cells} groups`;

/**
 * What the market data say about a GIA report against an IGI one for the same stone (decision 048):
 * the stone's own retailer's figure where it has enough matched groups, and whether the value
 * applies it.
 */
export function labPremiumLine(
  premium: LabPremium | undefined,
  retailer: string | null,
): string | null {
  if (!premium || premium.effect === null) return null;
  const own = retailer
    ? premium.byRetailer.find(
        (r) => r.retailer.toLowerCase() === retailer.toLowerCase() && r.cells >= retailerLabCells,
      )
    : undefined;
  const where = own
    ? `At ${own.retailer}, GIA-graded stones were listed ${percent(own.effect!)} against IGI ones of the same specs (${intervalOf(own)}${countsOf(own)}); across retailers `
    : "GIA-graded stones were listed ";
  const overall = `${percent(premium.effect)} against IGI ones at the same retailer and specs (${intervalOf(premium)}${countsOf(premium)})`;
  const applied = premium.holds
    ? `it held on cells it was not measured on, so the value applies ${percent(Math.expm1(premium.appliedLog))} to a GIA report.`
    : "the data do not show a difference that holds, so the value treats GIA and IGI reports alike.";
  return `Lab: ${where}${overall}: ${applied}`;
}

/**
 * The report behind the stone and what it says about its making, or null when nothing of it is
 * known.
 */
export function describeStoneIdentity(input: {
  reportNumber: string | null;
  lab: string | null;
  growthMethod: GrowthMethod | null;
  treatment: Treatment | null;
  flagEffects: FlagEffects | undefined;
  labPremium?: LabPremium | undefined;
  retailer?: string | null;
}): StoneIdentity | null {
  const lab = input.lab ?? labOfReportNumber(input.reportNumber);
  if (!input.reportNumber && !input.growthMethod && !input.treatment && !lab) return null;
  const readable =
    lab === "IGI" || lab === "GIA" || lab === "GCAL" || lab === "HRD" ? lab : undefined;
  const url = verifyUrl(readable, input.reportNumber ?? undefined) ?? null;
  const facts: string[] = [];
  if (input.reportNumber) {
    const kind = /^LG/i.test(input.reportNumber)
      ? ' (IGI\'s "LG" numbers are its laboratory-grown reports)'
      : "";
    facts.push(
      `${lab ?? "Grading"} report ${input.reportNumber}${kind}${url ? `: check it on the lab's own site before buying, the stone's inscription should match.` : "."}`,
    );
  } else if (lab) {
    // A lab known without its number (a GIA assessment chosen in the form): say what would make the
    // report checkable.
    facts.push(
      `No report number given: with it the report can be checked on ${lab}'s own site before buying, and the stone's inscription should match.`,
    );
  }
  if (lab === "GIA" || lab === "IGI") {
    const line = labPremiumLine(input.labPremium, input.retailer ?? null);
    if (line) facts.push(line);
  }
  if (input.growthMethod) {
    facts.push(growthMethodMeaning[input.growthMethod]);
    facts.push(
      flagEffectLine(
        input.flagEffects?.growth,
        "noted as possibly treated",
        input.flagEffects?.observedTo ?? null,
      ),
    );
  }
  if (input.treatment) {
    facts.push(treatmentMeaning[input.treatment]);
    if (!input.growthMethod)
      facts.push(
        flagEffectLine(
          input.flagEffects?.treatment,
          "CVD-grown",
          input.flagEffects?.observedTo ?? null,
        ),
      );
  }
  return {
    lab,
    reportNumber: input.reportNumber,
    verifyUrl: url,
    growthMethod: input.growthMethod,
    treatment: input.treatment,
    facts,
  };
}
