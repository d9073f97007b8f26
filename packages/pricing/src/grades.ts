/**
 * Grade vocabularies, best first. Copied from the contracts on purpose: the engine imports nothing
 * of ours, and its inputs stay structurally compatible with `MarketListing`.
 */
export const shapes = [
  "round",
  "oval",
  "cushion",
  "princess",
  "emerald",
  "pear",
  "marquise",
  "radiant",
  "asscher",
  "heart",
  "octagon",
  "trillion",
  "old-mine",
  "old-european",
  "rose",
  "baguette",
  "half-moon",
  "kite",
  "shield",
  "hexagon",
] as const;
export const colors = ["D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N"] as const;
export const clarities = ["FL", "IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2", "SI3", "I1", "I2", "I3"] as const;
export const cutGrades = ["Ideal", "Excellent", "Very Good", "Good", "Fair", "Poor"] as const;
export const finishGrades = ["Excellent", "Very Good", "Good", "Fair", "Poor"] as const;
export const fluorescences = ["None", "Faint", "Medium", "Strong", "Very Strong"] as const;
export const certificateLabs = ["GIA", "IGI", "GCAL", "HRD", "AGS", "Other"] as const;
export const origins = ["lab", "natural"] as const;

export type Shape = (typeof shapes)[number];
export type Color = (typeof colors)[number];
export type Clarity = (typeof clarities)[number];
export type CutGrade = (typeof cutGrades)[number];
export type FinishGrade = (typeof finishGrades)[number];
export type Fluorescence = (typeof fluorescences)[number];
export type CertificateLab = (typeof certificateLabs)[number];
export type Origin = (typeof origins)[number];

/** Position of a grade in its best-first scale; -1 when unknown. */
export function gradeRank<T extends string>(scale: readonly T[], grade: T): number {
  return scale.indexOf(grade);
}

/** The grade `steps` positions away (positive = worse), or null past either end. */
export function shiftGrade<T extends string>(scale: readonly T[], grade: T, steps: number): T | null {
  return scale[scale.indexOf(grade) + steps] ?? null;
}
