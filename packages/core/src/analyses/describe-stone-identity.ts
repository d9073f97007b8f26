import type { GrowthMethod, StoneIdentity, Treatment } from "@faircarat/contracts";
import { growthMethodMeaning, treatmentMeaning } from "@faircarat/contracts/stone-knowledge";
import { describeDay } from "./describe-pricing";
import { verifyUrl } from "@faircarat/market/certificate/certificate-lab";
import type { FlagEffect, FlagEffects } from "@faircarat/pricing";

type ReadableLab = "IGI" | "GIA" | "GCAL" | "HRD";

/** IGI numbers its lab-grown reports "LG" + digits; GIA's report numbers are ten digits. */
export function labOfReportNumber(reportNumber: string | null): ReadableLab | null {
  if (!reportNumber) return null;
  if (/^LG\d{6,}$/i.test(reportNumber)) return "IGI";
  if (/^\d{10}$/.test(reportNumber)) return "GIA";
  return null;
}

const percent = (value: number) => `${value > 0 ? "+" : ""}${(value * 100).toFixed(1)}%`;

/** Whether the feeds show the flag moving the price, with its n; where the interval holds 0, the data cannot tell. */
export function flagEffectLine(effect: FlagEffect | undefined, overlapWith: string, observedTo: string | null): string {
  if (!effect || effect.effect === null)
    return `The market data hold no listings of the same specs at the same retailer with both ${effect?.group ?? "values"} and ${effect?.against ?? "others"}, so whether this moves the price cannot be measured; the value does not assume it does.`;
  const interval = effect.low === null || effect.high === null ? "" : ` (95% interval ${percent(effect.low)} to ${percent(effect.high)})`;
  const basis = `${effect.listings.toLocaleString("en-US")} against ${effect.againstListings.toLocaleString("en-US")} listings in ${effect.cells} groups of the same retailer and specs${observedTo ? `, listings to ${describeDay(observedTo)}` : ""}`;
  const tells = effect.low !== null && effect.high !== null && (effect.low > 0 || effect.high < 0);
  const verdict = tells ? "a difference the data show" : "so the data cannot tell whether it moves the price, and the value does not assume it does";
  const overlap =
    effect.overlap !== null && effect.overlap >= 0.9
      ? ` In those listings ${Math.round(effect.overlap * 100)}% of ${effect.group} stones are also ${overlapWith}, so the two cannot be told apart.`
      : "";
  return `Price: ${effect.group} stones were listed ${percent(effect.effect)} against ${effect.against} ones${interval}, from ${basis}: ${verdict}.${overlap}`;
}

/** The report behind the stone and what it says about its making, or null when nothing of it is known. */
export function describeStoneIdentity(input: {
  reportNumber: string | null;
  lab: string | null;
  growthMethod: GrowthMethod | null;
  treatment: Treatment | null;
  flagEffects: FlagEffects | undefined;
}): StoneIdentity | null {
  const lab = input.lab ?? labOfReportNumber(input.reportNumber);
  if (!input.reportNumber && !input.growthMethod && !input.treatment && !lab) return null;
  const readable = lab === "IGI" || lab === "GIA" || lab === "GCAL" || lab === "HRD" ? lab : undefined;
  const url = verifyUrl(readable, input.reportNumber ?? undefined) ?? null;
  const facts: string[] = [];
  if (input.reportNumber) {
    const kind = /^LG/i.test(input.reportNumber) ? ' (IGI\'s "LG" numbers are its laboratory-grown reports)' : "";
    facts.push(`${lab ?? "Grading"} report ${input.reportNumber}${kind}${url ? `: check it on the lab's own site before buying, the stone's inscription should match.` : "."}`);
  } else if (lab) {
    // A lab known without its number (a GIA assessment chosen in the form): say what would make the report checkable.
    facts.push(`No report number given: with it the report can be checked on ${lab}'s own site before buying, and the stone's inscription should match.`);
  }
  if (input.growthMethod) {
    facts.push(growthMethodMeaning[input.growthMethod]);
    facts.push(flagEffectLine(input.flagEffects?.growth, "noted as possibly treated", input.flagEffects?.observedTo ?? null));
  }
  if (input.treatment) {
    facts.push(treatmentMeaning[input.treatment]);
    if (!input.growthMethod) facts.push(flagEffectLine(input.flagEffects?.treatment, "CVD-grown", input.flagEffects?.observedTo ?? null));
  }
  return { lab, reportNumber: input.reportNumber, verifyUrl: url, growthMethod: input.growthMethod, treatment: input.treatment, facts };
}
