import type { FinishGrade } from "@faircarat/contracts";
import { optionalGrade, synonymTable } from "./outcome";

/** AGS grades polish and symmetry "Ideal" (James Allen's `ID`); that is GIA's Excellent. */
const finishSynonyms = synonymTable<FinishGrade>({
  Excellent: ["ex", "exc", "excel", "ideal", "id"],
  "Very Good": ["vg", "v good"],
  Good: ["gd", "g"],
  Fair: ["fr", "f"],
  Poor: ["pr", "p"],
});

export const normalisePolish = (raw: string | undefined) =>
  optionalGrade("polish", finishSynonyms, raw);
export const normaliseSymmetry = (raw: string | undefined) =>
  optionalGrade("symmetry", finishSynonyms, raw);
