import { emptyForm, formFields, type AnalysisForm } from "./analysis-form";

const MAX_FIELD_LENGTH = 2048;

/**
 * The form a link asks for (`/?carat=1.1&shape=round#analyzer`, as the browser extension sends a
 * page it could not fully read); null when the link names no field. Values stay text for the
 * form to check, as if typed.
 */
export function formFromLink(search: string): AnalysisForm | null {
  const params = new URLSearchParams(search);
  const named = formFields.filter((field) => params.has(field));
  if (named.length === 0) return null;
  const form = { ...emptyForm };
  for (const field of named) form[field] = (params.get(field) ?? "").slice(0, MAX_FIELD_LENGTH);
  return form;
}

/**
 * The analyzer filled with a stored analysis's form as it was typed (`analysis_data.formData`):
 * "Change the specs and analyze again" on a report's page. Empty fields are left out.
 */
export function linkToForm(formData: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams();
  for (const field of formFields) if (formData[field]) params.set(field, formData[field]);
  const search = params.toString();
  return `/${search ? `?${search}` : ""}#analyzer`;
}

/** The address without the form's parameters, so a reload does not fill the form again. */
export function withoutFormParameters(href: string): string {
  const url = new URL(href);
  for (const field of formFields) url.searchParams.delete(field);
  return `${url.pathname}${url.search}${url.hash}`;
}
