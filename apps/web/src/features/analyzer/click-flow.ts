import {
  fieldWithUnacceptedCharacter,
  hasValidCarat,
  hasValidCertificateNumber,
  missingFields,
  parseListedPrice,
  type AnalysisForm,
  type AnalysisFormField,
} from "./analysis-form";

/** Who is asking, as far as analysing goes. */
export interface AnalyzerAccess {
  signedIn: boolean;
  /** Subscribed, or holding an unused Single Report credit (see docs/decisions/009-analyzer.md). */
  entitled: boolean;
}

export type AnalyzeDecision =
  /** The fields to fill, in the form's order: the first is focused. */
  | { kind: "missing-information"; fields: AnalysisFormField[] }
  | { kind: "invalid-price" }
  | { kind: "invalid-carat" }
  | { kind: "invalid-certificate-number" }
  | { kind: "unaccepted-character"; field: AnalysisFormField }
  | { kind: "analyze"; listedPrice: number }
  | { kind: "sign-in" }
  | { kind: "choose-plan" };

/**
 * The spec's "Analyze click flow" (section 4), as a decision; the caller saves the form unless it
 * stops early.
 */
export function decideAnalyze(form: AnalysisForm, access: AnalyzerAccess): AnalyzeDecision {
  const missing = missingFields(form);
  if (missing.length > 0) return { kind: "missing-information", fields: missing };
  const listedPrice = parseListedPrice(form.listedPrice);
  if (listedPrice === null) return { kind: "invalid-price" };
  if (!hasValidCarat(form)) return { kind: "invalid-carat" };
  if (!hasValidCertificateNumber(form)) return { kind: "invalid-certificate-number" };
  const unaccepted = fieldWithUnacceptedCharacter(form);
  if (unaccepted) return { kind: "unaccepted-character", field: unaccepted };
  if (!access.signedIn) return { kind: "sign-in" };
  if (access.entitled) return { kind: "analyze", listedPrice };
  return { kind: "choose-plan" };
}
