import { predictLogPrice } from "../src/fit-hedonic";
import { clarities, colors } from "../src/grades";
import { marketView } from "../src/market-curves";
import type { PricingModel } from "../src/model";
import type { DiamondSpecs } from "../src/types";

/**
 * Checks a fitted curve on a grid of round stones: never down with carat, better grades never
 * cheaper. The FMV (whose retailer weights move with the specs, so it is not monotone by
 * construction), and each current retailer's expected price.
 */
export function monotonicityAudit(model: PricingModel): string {
  const fmv = (specs: DiamondSpecs) => marketView(model, specs).fairLogPrice;
  const lines = [auditLine(model, "FMV", fmv, 0.05)];
  for (const terms of model.coefficients.retailers) {
    if (!model.retailers.find((r) => r.retailer === terms.retailer)?.current) continue;
    lines.push(auditLine(model, `expected at ${terms.retailer}`, (specs) => predictLogPrice(model.coefficients, terms, specs, model.layout), 0.01));
  }
  return lines.join("\n");
}

function auditLine(model: PricingModel, label: string, logPrice: (specs: DiamondSpecs) => number, step: number): string {
  const seenColors = model.support.colors;
  const seenClarities = model.support.clarities;
  let checks = 0;
  let caratDrops = 0;
  let gradeDrops = 0;
  for (const color of seenColors) {
    for (const clarity of seenClarities) {
      const base: DiamondSpecs = {
        shape: "round",
        carat: 0.3,
        color,
        clarity,
        cut: "Excellent",
        polish: "Excellent",
        symmetry: "Excellent",
        fluorescence: "None",
        certificateLab: "IGI",
      };
      for (let carat = 0.3; carat < 5; carat += step) {
        const here = logPrice({ ...base, carat });
        checks++;
        if (logPrice({ ...base, carat: carat + step }) < here - 1e-9) caratDrops++;
        const betterColor = colors[colors.indexOf(color) - 1];
        const betterClarity = clarities[clarities.indexOf(clarity) - 1];
        if (betterColor && logPrice({ ...base, carat, color: betterColor }) < here - 1e-9) gradeDrops++;
        if (betterClarity && logPrice({ ...base, carat, clarity: betterClarity }) < here - 1e-9) gradeDrops++;
      }
    }
  }
  return `Monotonicity audit of ${label} (round, 0.30-5.00 ct by ${step}, colors ${seenColors.join("")}, clarities ${seenClarities.join(" ")}): ${checks} points, ${caratDrops} where it falls as carat rises, ${gradeDrops} where a better grade is cheaper.`;
}
