/**
 * Grade vocabularies, best first: contracts' own (one vocabulary for feeds, forms, certificates and
 * the engine), from its zod-free module, so the engine still loads no validation library.
 */
import {
  certificateLabs,
  clarities,
  colors,
  cutGrades,
  finishGrades,
  fluorescences,
  origins,
  shapes,
} from "@faircarat/contracts/grade-values";

export {
  certificateLabs,
  clarities,
  colors,
  cutGrades,
  finishGrades,
  fluorescences,
  origins,
  shapes,
};

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
export function shiftGrade<T extends string>(
  scale: readonly T[],
  grade: T,
  steps: number,
): T | null {
  return scale[scale.indexOf(grade) + steps] ?? null;
}
