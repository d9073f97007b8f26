import type { GradingAssessment } from "@faircarat/contracts";

/**
 * GIA's laboratory-grown quality assessment as people and pages write it: "Premium", "GIA
 * Standard", "Lab-Grown Premium", "premium quality". Null for anything else (a color grade,
 * "Excellent").
 */
export function readAssessment(raw: string | null | undefined): GradingAssessment | null {
  const match =
    /^\s*(?:GIA\s*)?(?:lab(?:oratory)?[\s-]*grown\s*)?(premium|standard)(?:\s*(?:quality|assessment|tier))?\s*$/i.exec(
      raw ?? "",
    );
  if (!match) return null;
  return match[1]!.toLowerCase() === "premium" ? "Premium" : "Standard";
}
