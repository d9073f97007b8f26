import { predictLogPrice } from "../src/fit-hedonic";
import { clarities, colors, type Shape } from "../src/grades";
import type { PricingModel } from "../src/model";
import { monotoneFairLogPrice } from "../src/monotone-fair-value";
import { knownShapeListings } from "../src/price-diamond";
import type { DiamondSpecs } from "../src/types";

/**
 * Checks a fitted curve on a grid of stones: never down with carat, better grades never cheaper.
 * The FMV of every shape the data know (as shipped: the isotonic fair value), and each current
 * retailer's expected price for rounds.
 */
export function monotonicityAudit(model: PricingModel): string {
  const fmv = (specs: DiamondSpecs) => monotoneFairLogPrice(model, specs, model.dataDate);
  const shapes = Object.keys(model.support.byShape).filter(
    (shape) => (model.support.byShape[shape as Shape]?.listings ?? 0) >= knownShapeListings,
  ) as Shape[];
  const lines = shapes.map((shape) => auditLine(model, "FMV", fmv, shape, 0.01));
  for (const terms of model.coefficients.retailers) {
    if (!model.retailers.find((r) => r.retailer === terms.retailer)?.current) continue;
    lines.push(
      auditLine(
        model,
        `expected at ${terms.retailer}`,
        (specs) => predictLogPrice(model.coefficients, terms, specs, model.layout),
        "round",
        0.01,
      ),
    );
  }
  return lines.join("\n");
}

function auditLine(
  model: PricingModel,
  label: string,
  logPrice: (specs: DiamondSpecs) => number,
  shape: Shape,
  step: number,
): string {
  const seenColors = model.support.colors;
  const seenClarities = model.support.clarities;
  let checks = 0;
  let caratDrops = 0;
  let gradeDrops = 0;
  for (const color of seenColors) {
    for (const clarity of seenClarities) {
      const base: DiamondSpecs = {
        shape,
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
        if (betterColor && logPrice({ ...base, carat, color: betterColor }) < here - 1e-9)
          gradeDrops++;
        if (betterClarity && logPrice({ ...base, carat, clarity: betterClarity }) < here - 1e-9)
          gradeDrops++;
      }
    }
  }
  return `Monotonicity audit of ${label} (${shape}, 0.30-5.00 ct by ${step}, colors ${seenColors.join("")}, clarities ${seenClarities.join(" ")}): ${checks} points, ${caratDrops} where it falls as carat rises, ${gradeDrops} where a better grade is cheaper.`;
}
