import type { Clarity, Color, CutGrade, Shape } from "./grades";

/**
 * Why an answer is weaker than usual, or what was assumed, as data: the words are composed at the
 * edge (packages/core/src/analyses/describe-pricing.ts), so every figure in them is the engine's.
 */
export type PricingNote =
  | { kind: "shape-priced-as"; shape: Shape; pricedAs: Shape }
  | { kind: "few-shape-listings"; shape: Shape; listings: number }
  | { kind: "above-largest"; carat: number; largest: number }
  | { kind: "below-smallest"; carat: number; smallest: number }
  | { kind: "color-unlisted"; color: Color }
  | { kind: "clarity-unlisted"; clarity: Clarity }
  | { kind: "natural" }
  | { kind: "one-current-retailer" }
  | { kind: "retailer-unknown"; retailer: string }
  | { kind: "retailer-not-near"; retailer: string }
  | { kind: "few-nearby"; listings: number }
  /**
   * Under a quarter of the interval's low end: more likely a typing slip (1.450,00 read as 1.45)
   * than a bargain.
   */
  | { kind: "listed-far-below"; listedCents: number; lowCents: number };

/** What the engine assumed where the request said nothing. */
export type PricingAssumption = { kind: "cut"; assumed: CutGrade };
