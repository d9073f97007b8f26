import { fairMarketLogPrice, retailerLogPrices } from "../src/fair-market-value";
import { clarities, colors } from "../src/grades";
import type { PricingModel } from "../src/model";
import type { DiamondSpecs } from "../src/types";

/** Checks the fitted FMV on a grid of round stones: never down with carat, better grades never cheaper. */
export function monotonicityAudit(model: PricingModel): string {
  const seenColors = model.support.colors;
  const seenClarities = model.support.clarities;
  const fmv = (specs: DiamondSpecs) => fairMarketLogPrice(retailerLogPrices(model.coefficients, model.layout, specs));
  let checks = 0;
  let caratDrops = 0;
  let gradeDrops = 0;
  for (const color of seenColors) {
    for (const clarity of seenClarities) {
      const base: DiamondSpecs = { shape: "round", carat: 0.3, color, clarity, cut: "Excellent", polish: "Excellent", symmetry: "Excellent", fluorescence: "None", certificateLab: "IGI" };
      for (let carat = 0.3; carat < 5; carat += 0.01) {
        const here = fmv({ ...base, carat });
        checks++;
        if (fmv({ ...base, carat: carat + 0.01 }) < here - 1e-9) caratDrops++;
        const betterColor = colors[colors.indexOf(color) - 1];
        const betterClarity = clarities[clarities.indexOf(clarity) - 1];
        if (betterColor && fmv({ ...base, carat, color: betterColor }) < here - 1e-9) gradeDrops++;
        if (betterClarity && fmv({ ...base, carat, clarity: betterClarity }) < here - 1e-9) gradeDrops++;
      }
    }
  }
  return `Monotonicity audit (round, 0.30-5.00 ct by 0.01, colors ${seenColors.join("")}, clarities ${seenClarities.join(" ")}): ${checks} points, ${caratDrops} where FMV falls as carat rises, ${gradeDrops} where a better grade is cheaper.`;
}
