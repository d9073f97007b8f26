import type { CertificateFields } from "@faircarat/contracts";
import { readAssessment } from "../normalise/assessment";
import { labelledValue } from "./labelled-value";

const LAB_GROWN =
  /laborator(?:y|ies)[\s-]*grown|lab[\s-]*grown|lab[\s-]*created|\bLG\s?\d{8,10}\b|created by (?:CVD|HPHT|chemical vapou?r|high pressure)|\bsynthetic\b/i;
/** A natural report's own title or origin line; checked only when nothing says lab-grown. */
const NATURAL =
  /\bnatural diamond\b|\bDIAMOND (?:GRADING )?(?:REPORT|DOSSIER)\b|\bDiamond Origin Report\b|\bmined\b/i;

/**
 * Lab-grown or natural, as the report says it. IGI's lab-grown numbers start "LG"; GIA's and IGI's
 * lab-grown reports say "laboratory-grown" in the title and the inscription. A grading report that
 * says neither, and calls itself a diamond report, is of a natural stone.
 */
export function detectOrigin(text: string): CertificateFields["origin"] {
  if (LAB_GROWN.test(text)) return "lab";
  return NATURAL.test(text) ? "natural" : undefined;
}

/**
 * GIA's laboratory-grown quality assessment (`LabGrownQualityAssessmentResults.assessment_result`):
 * "Assessment Result: Premium", or the report's title with the tier on its own line.
 */
export function detectAssessment(lines: string[], text: string): CertificateFields["assessment"] {
  const labelled = readAssessment(labelledValue(lines, /Assessment Result/i));
  if (labelled) return labelled;
  if (!/quality assessment/i.test(text)) return undefined;
  // The tier printed on its own, or as a line's last word after a label the text extraction
  // garbled.
  for (const line of lines) {
    const tier =
      readAssessment(line) ?? readAssessment(/(?:^|[\s.:])(premium|standard)\s*$/i.exec(line)?.[1]);
    if (tier) return tier;
  }
  return undefined;
}
