import type { AnalysisResult } from "@faircarat/contracts";
import { growthMethodMeaning, treatmentMeaning } from "@faircarat/contracts/stone-knowledge";
import { flagEffectLine } from "../../analyses/describe-stone-identity";
import type { ExpertMarket } from "../expert-market";

const general = [
  "Lab-grown diamonds are grown by one of two methods, and both make real diamonds:",
  "- **CVD** (chemical vapor deposition): carbon from a gas is deposited layer by layer on a diamond seed plate. Many CVD stones are heat-treated after growth to improve their color.",
  "- **HPHT** (high pressure, high temperature): a seed is grown in a press under the conditions natural diamonds form in; HPHT stones seldom need treatment for color.",
  'A post-growth treatment is permanent and the grades describe the stone as it is now. IGI reports state the method and either "As Grown" or that the stone was treated after growth. Grade for grade the two look the same: judge the stone on its report, not on the method.',
].join("\n");

const notStated =
  'Your report, as entered, does not state how the stone was grown or whether it was treated: an IGI report prints both (Growth method: CVD or HPHT, and "As Grown" or a post-growth treatment comment). Upload the report or enter them under the form\'s report details to see them here.';

/**
 * "Is it CVD or HPHT?", "Is it treated?", "Does CVD cost less?": the general fact, then what this
 * stone's report states, each flag with its line for a buyer and what the data show of its price
 * (measured on the feeds, with its n), or that the report did not state it.
 */
export function composeGrowth(a: AnalysisResult, market: ExpertMarket): string {
  const stone = a.stone;
  const stated: string[] = [];
  if (stone?.growthMethod) stated.push(growthMethodMeaning[stone.growthMethod]);
  if (stone?.treatment) stated.push(treatmentMeaning[stone.treatment]);
  if (stated.length > 0) {
    // The report's own price line for the flags: the facts after the report and flag lines.
    const priceLines = stone!.facts.filter(
      (fact) => fact.startsWith("Price:") || fact.startsWith("The market data hold"),
    );
    const missing =
      stone!.growthMethod && !stone!.treatment
        ? ["The report as entered does not say whether it was treated after growth."]
        : !stone!.growthMethod
          ? ["The report as entered does not state the growth method."]
          : [];
    return [
      general,
      [
        "Your stone's report:",
        ...[...stated, ...missing, ...priceLines].map((line) => `- ${line}`),
      ].join("\n"),
    ].join("\n\n");
  }
  const model = market.quote()?.model;
  const measured = model?.flagEffects
    ? [
        flagEffectLine(
          model.flagEffects.growth,
          "noted as possibly treated",
          model.flagEffects.observedTo ?? null,
        ),
      ]
    : [];
  return [general, notStated, ...measured].join("\n\n");
}
