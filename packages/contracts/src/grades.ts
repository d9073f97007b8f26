import { z } from "zod";
// The vocabularies live in a zod-free module, so the web app's eager bundle can read them without
// zod.
import {
  shapes,
  colors,
  clarities,
  cutGrades,
  finishGrades,
  fluorescences,
  certificateLabs,
  origins,
  growthMethods,
  treatments,
  gradingAssessments,
} from "./grade-values";

export {
  shapes,
  colors,
  clarities,
  cutGrades,
  finishGrades,
  fluorescences,
  certificateLabs,
  origins,
  growthMethods,
  treatments,
  gradingAssessments,
};

export const shapeSchema = z.enum(shapes);
export const colorSchema = z.enum(colors);
export const claritySchema = z.enum(clarities);
export const cutGradeSchema = z.enum(cutGrades);
export const finishGradeSchema = z.enum(finishGrades);
export const fluorescenceSchema = z.enum(fluorescences);
export const certificateLabSchema = z.enum(certificateLabs);
export const originSchema = z.enum(origins);
export const growthMethodSchema = z.enum(growthMethods);
export const treatmentSchema = z.enum(treatments);

export type Shape = z.infer<typeof shapeSchema>;
export type Color = z.infer<typeof colorSchema>;
export type Clarity = z.infer<typeof claritySchema>;
export type CutGrade = z.infer<typeof cutGradeSchema>;
export type FinishGrade = z.infer<typeof finishGradeSchema>;
export type Fluorescence = z.infer<typeof fluorescenceSchema>;
export type CertificateLab = z.infer<typeof certificateLabSchema>;
export type Origin = z.infer<typeof originSchema>;
export type GrowthMethod = z.infer<typeof growthMethodSchema>;
export type Treatment = z.infer<typeof treatmentSchema>;
export const gradingAssessmentSchema = z.enum(gradingAssessments);
export type GradingAssessment = z.infer<typeof gradingAssessmentSchema>;
