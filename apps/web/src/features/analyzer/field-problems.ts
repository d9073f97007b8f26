import { invalidCertificateNumberMessage } from "@faircarat/contracts/certificate-number";
import { invalidCaratMessage } from "@faircarat/contracts/limits";
import { unacceptedCharacterMessage } from "@faircarat/contracts/storable-text";
import {
  fieldNames,
  missingFields,
  type AnalysisForm,
  type AnalysisFormField,
} from "./analysis-form";
import type { AnalyzeDecision } from "./click-flow";

/**
 * A refused field, marked on the field itself (the toast keeps the spec's words). It stays until the
 * field's text changes, or, for a missing field, until the form no longer needs it.
 */
export interface FieldProblem {
  field: AnalysisFormField;
  message: string;
  kind: "missing" | "invalid";
  /** The field's text when the click was refused. */
  value: string;
}

const missingMessages: Partial<Record<AnalysisFormField, string>> = {
  carat: "Enter the carat weight, or a listing URL.",
  cut: "Enter the cut grade (asked for round stones), or a listing URL.",
  color: "Enter the color grade, or a listing URL.",
  clarity: "Enter the clarity grade, or a listing URL.",
};

/** Said under the price when it is blank, and when it is not a price. */
export const missingPriceMessage = "Enter the price the listing asks, e.g. $8,500.";
export const invalidPriceMessage = "Enter the price as a number above 0, e.g. $8,500.";

/** What a price that did not read as one needs, on its field. */
export function priceProblem(form: AnalysisForm): FieldProblem {
  const blank = form.listedPrice.trim() === "";
  return {
    field: "listedPrice",
    message: blank ? missingPriceMessage : invalidPriceMessage,
    kind: blank ? "missing" : "invalid",
    value: form.listedPrice,
  };
}

const invalid = (form: AnalysisForm, field: AnalysisFormField, message: string): FieldProblem[] => [
  { field, message, kind: "invalid", value: form[field] },
];

/** The fields a refused click names, in the form's order (the first is focused). */
export function fieldProblems(decision: AnalyzeDecision, form: AnalysisForm): FieldProblem[] {
  switch (decision.kind) {
    case "missing-information":
      return decision.fields.map((field) => ({
        field,
        message: missingMessages[field] ?? `${fieldNames[field]} is needed.`,
        kind: "missing",
        value: form[field],
      }));
    case "invalid-price":
      return [priceProblem(form)];
    case "invalid-carat":
      return invalid(form, "carat", invalidCaratMessage);
    case "invalid-certificate-number":
      return invalid(form, "certificateNumber", invalidCertificateNumberMessage);
    case "unaccepted-character":
      return invalid(form, decision.field, unacceptedCharacterMessage(fieldNames[decision.field]));
    default:
      return [];
  }
}

/** The problems still true of the form as it is now. */
export function openProblems(
  problems: readonly FieldProblem[],
  form: AnalysisForm,
): FieldProblem[] {
  const missing = new Set(missingFields(form));
  return problems.filter(
    (problem) =>
      form[problem.field] === problem.value &&
      (problem.kind === "invalid" || problem.field === "listedPrice" || missing.has(problem.field)),
  );
}
