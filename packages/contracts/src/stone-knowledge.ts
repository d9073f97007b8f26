import { formatStatedPercentRange } from "./figures";
import type { growthMethods, shapes, treatments } from "./grade-values";
import type { CuletSize, GirdleTerm } from "./girdle-and-culet";

/**
 * What a buyer should know about the stone beyond its price, said once for the cut and spread
 * check, the report's facts, the Diamond Expert and the guide page, so none of them disagree.
 * Zod-free and data only: the prerendered guide page imports it. Sources: decisions 043 and 044.
 */

type Shape = (typeof shapes)[number];
export type Band = readonly [number, number];

/** "an oval", "a round": the shape with its article, as findings name it. */
export const aShape = (shape: string) => `${/^[aeiou]/i.test(shape) ? "an" : "a"} ${shape}`;

/** "1.3-1.5", "58-63": a band as the report's findings write it. */
export const formatBand = ([low, high]: Band) => `${low}-${high}`;

/** A band of percents as the report states them: [56, 63] -> "56-63%". */
export const formatPercentBand = ([low, high]: Band) => formatStatedPercentRange(low, high);

/**
 * Usual total depth and table (percent) and the length-to-width range buyers prefer, per shape
 * (round: GIA Excellent / AGS Ideal ranges as commonly published; fancy shapes: trade guides'
 * ranges).
 */
export const shapeProportions = {
  round: { depth: [59, 62.9], table: [53, 60], ratio: [1, 1.02] },
  oval: { depth: [58, 63], table: [53, 63], ratio: [1.3, 1.5] },
  cushion: { depth: [61, 68], table: [58, 69], ratio: [1, 1.1] },
  princess: { depth: [64, 75], table: [64, 75], ratio: [1, 1.05] },
  emerald: { depth: [61, 68], table: [61, 69], ratio: [1.3, 1.5] },
  pear: { depth: [58, 64], table: [53, 63], ratio: [1.45, 1.75] },
  marquise: { depth: [58, 62], table: [53, 63], ratio: [1.85, 2.1] },
  radiant: { depth: [61, 67], table: [61, 69], ratio: [1.2, 1.35] },
  asscher: { depth: [61, 68], table: [61, 68], ratio: [1, 1.05] },
  heart: { depth: [56, 62], table: [53, 63], ratio: [0.9, 1.1] },
} as const satisfies Partial<Record<Shape, { depth: Band; table: Band; ratio: Band }>>;

export type ProportionedShape = keyof typeof shapeProportions;

/** The bands of a shape; a shape without its own (trillion, kite, ...) is checked as a round. */
export function proportionsOf(shape: string): (typeof shapeProportions)[ProportionedShape] {
  return shape in shapeProportions
    ? shapeProportions[shape as ProportionedShape]
    : shapeProportions.round;
}

/** Round-only angle bands in degrees (GIA Excellent / AGS Ideal ranges as commonly published). */
export const roundAngles = {
  crown: [33.5, 35.5],
  pavilion: [40.6, 41.2],
} as const satisfies Record<string, Band>;

/**
 * Girdle and culet limits of a top cut on a round (GIA's cut grading: the estimator's defaults for
 * its Excellent tables are girdle Thin to Slightly Thick and culet None to Small; a very thick or
 * extremely thin girdle and a large culet limit the grade). Fancy shapes' girdles vary along the
 * outline, so there they are said in words but not scored.
 */
export const roundGirdleBand = { thinnest: "Thin", thickest: "Slightly Thick" } as const satisfies {
  thinnest: GirdleTerm;
  thickest: GirdleTerm;
};
export const roundCuletLargest: CuletSize = "Small";

/** Elongated brilliants show a dark bow-tie more often when cut deeper or shallower than these. */
export const bowTieShapes: readonly Shape[] = ["oval", "pear", "marquise", "heart"];
export const bowTieDepth = { shallowerThan: 57, deeperThan: 63.5 } as const;

/**
 * The guide's and the chat's example of spread; a pricing test holds it to the check's own figure.
 */
export const spreadExample = {
  carat: 1,
  shape: "round",
  depthPct: 65.8,
  facesUpLike: 0.93,
} as const;

/**
 * What to look for when no proportions were given, and where the report prints them (the results
 * card says it too).
 */
export const proportionsToLookFor =
  "No proportions were given: on the report, look for total depth and table (percent) and the measurements (mm) under Proportions; for a round, also the crown and pavilion angles. Depth far from the shape's usual range makes a stone face up smaller or look glassy.";

/**
 * The day GIA's lab-grown reports stopped carrying color and clarity grades (its quality assessment
 * since).
 */
export const giaAssessmentSince = "2025-10-01";

/** GIA's published criteria for each tier of its Laboratory-Grown Diamond Quality Assessment. */
export const giaAssessmentTiers = [
  {
    tier: "Premium",
    grades: "color D, clarity VVS or better (FL-VVS2)",
    finish: "polish and symmetry Excellent; cut Excellent on rounds",
  },
  {
    tier: "Standard",
    grades:
      "color E-J and clarity VS, or a mix of Premium and Standard criteria (D-J and FL-VS2 in all)",
    finish: "polish Very Good, symmetry Very Good (Good on fancy shapes); cut Very Good on rounds",
  },
] as const;

export const belowGiaStandard = "Below Standard, GIA gives no assessment.";

/** Why an IGI report still says more about the grades than a GIA assessment does. */
export const igiKeepsGrades =
  "IGI keeps full 4C grades (color, clarity, carat, and cut on rounds), so its report says exactly where the stone sits; it also states the growth method (CVD or HPHT) and whether the stone is as grown or was treated after growth.";

/** One line per growth method on what it means for a buyer. */
export const growthMethodMeaning: Record<(typeof growthMethods)[number], string> = {
  CVD: "Grown by CVD (chemical vapor deposition): built up layer by layer from a carbon-rich gas; many CVD stones are heat-treated after growth to improve their color. Neither method makes a better diamond: the grades say how it looks.",
  HPHT: "Grown by HPHT (high pressure, high temperature), the conditions natural diamonds form in; HPHT stones seldom need treatment for color. Neither method makes a better diamond: the grades say how it looks.",
};

/** One line per treatment statement on what it means for a buyer. */
export const treatmentMeaning: Record<(typeof treatments)[number], string> = {
  "as grown": "As grown: the report found no sign of post-growth treatment.",
  "may be treated":
    "The report says the stone may have been treated after growth (usually a heat treatment for color); it is permanent and the grades describe the stone as it is now.",
  treated:
    "The report notes post-growth treatment (usually a heat treatment for color); it is permanent and the grades describe the stone as it is now.",
};
