import type {
  CertificateLab,
  FinishGrade,
  Fluorescence,
  GradingAssessment,
  GrowthMethod,
  Treatment,
} from "@faircarat/contracts";
import { detectGrowthMethod } from "../normalise/growth-and-treatment";
import { readAssessment } from "../normalise/assessment";
import { normaliseCertificateLab } from "../normalise/certificate-lab";
import { normalisePolish, normaliseSymmetry } from "../normalise/finish";
import { normaliseFluorescence } from "../normalise/fluorescence";
import type { Outcome } from "../normalise/outcome";
import { isCertificateLabel } from "./certificate-on-page";

/** The grades beyond the four Cs and shape that a listing page states, when it states them. */
export interface ListingGrading {
  polish?: FinishGrade;
  symmetry?: FinishGrade;
  fluorescence?: Fluorescence;
  certificateLab?: CertificateLab;
  /** GIA's lab-grown quality assessment (from October 2025), shown instead of color and clarity. */
  assessment?: GradingAssessment;
  growthMethod?: GrowthMethod;
  treatment?: Treatment;
}

type GradingField = keyof ListingGrading;

const labels: Record<string, GradingField> = {
  polish: "polish",
  "polish grade": "polish",
  symmetry: "symmetry",
  "symmetry grade": "symmetry",
  fluorescence: "fluorescence",
  "fluorescence intensity": "fluorescence",
  fluor: "fluorescence",
  lab: "certificateLab",
  "grading lab": "certificateLab",
  "certificate lab": "certificateLab",
  "certified by": "certificateLab",
  "graded by": "certificateLab",
  "grading laboratory": "certificateLab",
  laboratory: "certificateLab",
  assessment: "assessment",
  "gia assessment": "assessment",
  "quality assessment": "assessment",
  "assessment result": "assessment",
  "gia quality assessment": "assessment",
  "growth method": "growthMethod",
  "growth process": "growthMethod",
  "growth type": "growthMethod",
  "creation method": "growthMethod",
  treatment: "treatment",
  "post growth treatment": "treatment",
  "post-growth treatment": "treatment",
  treated: "treatment",
};

const ok = <T>(value: T | null | undefined): Outcome<T | null> => ({
  ok: true,
  value: value ?? null,
});

/**
 * "As Grown", "No indication of post-growth treatment", "None" -> as grown; "HPHT treated", "Yes"
 * -> treated.
 */
function readTreatment(raw: string): Outcome<Treatment | null> {
  if (/as[\s-]*grown|\bno(?:ne)?\b|untreated|not treated/i.test(raw))
    return ok<Treatment>("as grown");
  if (/may (?:be|include)|possibly/i.test(raw)) return ok<Treatment>("may be treated");
  if (/treat|yes|indications? of/i.test(raw)) return ok<Treatment>("treated");
  return ok<Treatment>(null);
}

const readers: Record<GradingField, (raw: string) => Outcome<string | null>> = {
  polish: normalisePolish,
  symmetry: normaliseSymmetry,
  fluorescence: normaliseFluorescence,
  certificateLab: normaliseCertificateLab,
  assessment: (raw) => ok(readAssessment(raw)),
  growthMethod: (raw) => ok(detectGrowthMethod(raw)),
  treatment: readTreatment,
};

/** "Polish:", "Diamond Fluorescence" -> the grade it labels, if it labels one. */
export function gradingFieldOfLabel(label: string): GradingField | undefined {
  if (label.length > 40) return undefined;
  const key = label
    .toLowerCase()
    .replace(/\(.*?\)|[:*]/g, " ")
    .replace(/^\s*(diamond|stone)\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
  return labels[key];
}

const labFirst = /^\s*(IGI|GIA|HRD|GCAL|AGS)\b/i;

/**
 * "Color", "Clarity Grade": since October 2025 a GIA lab-grown stone's page may show its Premium or
 * Standard assessment where the grade would be ("Color: Premium"), so such a value is the
 * assessment.
 */
const gradeLabel = /^\s*(?:diamond\s+|stone\s+)?(?:colou?r|clarity)(?:\s+grade)?\s*[:*]?\s*$/i;

/**
 * Polish, symmetry, fluorescence, the grading lab, GIA's Premium/Standard, the growth method and
 * post-growth treatment from the page's name/value pairs; the lab also
 * from a certificate value that names it ("IGI LG612345678"). What the normalisers cannot read is
 * left out, never guessed.
 */
export function gradingFromPairs(pairs: Iterable<readonly [string, string]>): ListingGrading {
  const grading: ListingGrading = {};
  for (const [label, value] of pairs) {
    if (value.length > 60) continue;
    const field =
      gradingFieldOfLabel(label) ??
      (isCertificateLabel(label) && labFirst.test(value) ? "certificateLab" : undefined) ??
      (gradeLabel.test(label) && readAssessment(value.replace(/\(.*?\)/g, " ").trim())
        ? "assessment"
        : undefined);
    if (!field || grading[field] !== undefined) continue;
    const raw =
      field === "certificateLab"
        ? (labFirst.exec(value)?.[1] ?? value)
        : value.replace(/\(.*?\)/g, " ");
    const read = readers[field](raw.trim());
    if (read.ok && read.value !== null)
      (grading as Record<GradingField, string>)[field] = read.value;
  }
  return grading;
}
