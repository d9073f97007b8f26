import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { fieldNames, type AnalysisFormField } from "./analysis-form";

/** The fields a read certificate filled, and the text each was given. */
export type CertificateFill = [AnalysisFormField, string][];

/** "carat 1.52", "shape Oval": each filled field as the certificate's panel lists it. */
export function describeFill(fill: CertificateFill): string[] {
  return fill.map(([field, value]) => {
    const name = fieldNames[field].replace(/^The /, "");
    return `${name} ${field === "shape" ? shapeLabel(value) : value}`;
  });
}

/** The fields whose text is still what a certificate put there. */
export function fieldsStillFilled(
  fills: readonly CertificateFill[],
  form: Record<AnalysisFormField, string>,
): Set<AnalysisFormField> {
  return new Set(
    fills.flatMap((fill) => fill.filter(([field, value]) => form[field] === value)).map(([f]) => f),
  );
}
