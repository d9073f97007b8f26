import type { Shape } from "./grades";

/**
 * Shapes grouped by how they are cut and priced: a retailer's listings of one member tell more
 * about another member than listings of an unrelated shape do.
 */
export const shapeFamilies = {
  round: ["round", "old-european"],
  elongatedBrilliant: ["oval", "pear", "marquise"],
  squareBrilliant: ["cushion", "princess", "radiant", "old-mine"],
  step: ["emerald", "asscher", "octagon", "baguette", "hexagon"],
  novelty: ["heart", "trillion", "half-moon", "kite", "shield", "rose"],
} as const satisfies Record<string, readonly Shape[]>;

export type ShapeFamily = keyof typeof shapeFamilies;

const familyOfShape = new Map<Shape, ShapeFamily>(
  (Object.entries(shapeFamilies) as [ShapeFamily, readonly Shape[]][]).flatMap(
    ([family, members]) => members.map((shape) => [shape, family] as const),
  ),
);

export function shapeFamily(shape: Shape): ShapeFamily {
  return familyOfShape.get(shape) ?? "novelty";
}

/**
 * Where to borrow a price from when the data hold (almost) no listings of a shape: the closest
 * cuts first, round last.
 */
const standIns: Record<Shape, readonly Shape[]> = {
  round: [],
  oval: ["pear", "marquise", "cushion"],
  pear: ["oval", "marquise"],
  marquise: ["pear", "oval"],
  cushion: ["radiant", "princess", "oval"],
  princess: ["radiant", "cushion", "asscher"],
  radiant: ["cushion", "princess", "emerald"],
  "old-mine": ["cushion", "radiant"],
  emerald: ["asscher", "radiant"],
  asscher: ["emerald", "princess"],
  octagon: ["emerald", "asscher"],
  baguette: ["emerald", "asscher"],
  hexagon: ["emerald", "asscher"],
  heart: ["pear", "oval"],
  trillion: ["heart", "pear"],
  "half-moon": ["heart", "emerald"],
  kite: ["pear", "heart"],
  shield: ["heart", "pear"],
  rose: ["round"],
  "old-european": ["round"],
};

/**
 * The shape to price as: the shape itself when the data know it, else its nearest stand-in that
 * they know, else round.
 */
export function pricedShape(shape: Shape, isKnown: (shape: Shape) => boolean): Shape {
  if (isKnown(shape)) return shape;
  return standIns[shape].find(isKnown) ?? "round";
}
