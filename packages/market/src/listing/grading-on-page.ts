import type { CertificateLab, FinishGrade, Fluorescence } from "@faircarat/contracts";
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
};

const readers: Record<GradingField, (raw: string) => Outcome<string | null>> = {
  polish: normalisePolish,
  symmetry: normaliseSymmetry,
  fluorescence: normaliseFluorescence,
  certificateLab: normaliseCertificateLab,
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
 * Polish, symmetry, fluorescence and the grading lab from the page's name/value pairs; the lab also
 * from a certificate value that names it ("IGI LG612345678"). What the normalisers cannot read is
 * left out, never guessed.
 */
export function gradingFromPairs(pairs: Iterable<readonly [string, string]>): ListingGrading {
  const grading: ListingGrading = {};
  for (const [label, value] of pairs) {
    if (value.length > 60) continue;
    const field = gradingFieldOfLabel(label) ?? (isCertificateLabel(label) && labFirst.test(value) ? "certificateLab" : undefined);
    if (!field || grading[field] !== undefined) continue;
    const raw = field === "certificateLab" ? (labFirst.exec(value)?.[1] ?? value) : value.replace(/\(.*?\)/g, " ");
    const read = readers[field](raw.trim());
    if (read.ok && read.value !== null) (grading as Record<GradingField, string>)[field] = read.value;
  }
  return grading;
}
