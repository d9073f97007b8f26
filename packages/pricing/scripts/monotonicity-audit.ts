import { fairMarketLogPrice, retailerLogPrices } from "../src/fair-market-value";
import { clarities, colors } from "../src/grades";
import type { PricingModel } from "../src/model";
import type { DiamondSpecs } from "../src/types";

/**
 * Checks a fitted curve on a grid of round stones: never down with carat, better grades never
 * cheaper. The FMV, and each retailer's expected price (the robust retailer curves).
 */
export function monotonicityAudit(model: PricingModel): string {
  const fmv = (specs: DiamondSpecs) => fairMarketLogPrice(retailerLogPrices(model.coefficients, model.layout, specs));
  const lines = [auditLine(model, "FMV", fmv)];
  for (const { retailer } of model.retailerCoefficients.retailers) {
    const usual = (specs: DiamondSpecs) => retailerLogPrices(model.retailerCoefficients, model.layout, specs).find((p) => p.retailer === retailer)!.logPrice;
    lines.push(auditLine(model, `expected at ${retailer}`, usual));
  }
  return lines.join("\n");
}

function auditLine(model: PricingModel, label: string, logPrice: (specs: DiamondSpecs) => number): string {
  const seenColors = model.support.colors;
  const seenClarities = model.support.clarities;
  let checks = 0;
  let caratDrops = 0;
  let gradeDrops = 0;
  for (const color of seenColors) {
    for (const clarity of seenClarities) {
      const base: DiamondSpecs = { shape: "round", carat: 0.3, color, clarity, cut: "Excellent", polish: "Excellent", symmetry: "Excellent", fluorescence: "None", certificateLab: "IGI" };
      for (let carat = 0.3; carat < 5; carat += 0.01) {
        const here = logPrice({ ...base, carat });
        checks++;
        if (logPrice({ ...base, carat: carat + 0.01 }) < here - 1e-9) caratDrops++;
        const betterColor = colors[colors.indexOf(color) - 1];
        const betterClarity = clarities[clarities.indexOf(clarity) - 1];
        if (betterColor && logPrice({ ...base, carat, color: betterColor }) < here - 1e-9) gradeDrops++;
        if (betterClarity && logPrice({ ...base, carat, clarity: betterClarity }) < here - 1e-9) gradeDrops++;
      }
    }
  }
  return `Monotonicity audit of ${label} (round, 0.30-5.00 ct by 0.01, colors ${seenColors.join("")}, clarities ${seenClarities.join(" ")}): ${checks} points, ${caratDrops} where it falls as carat rises, ${gradeDrops} where a better grade is cheaper.`;
}
