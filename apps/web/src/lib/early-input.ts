type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Map<string, string>();

/** What a field held when the page arrived: its default value, or its default option. */
function initialValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

/**
 * Keeps what a visitor typed or chose in the prerendered page's fields before the app took it
 * over: hydration gives a controlled field the app's state, which would wipe it. Read once, just
 * before hydrating; each form shows it from its first render after hydration (`earlyInputsOf`).
 * File inputs keep their files through hydration, so their owners read them directly.
 */
export function keepEarlyInput(container: HTMLElement): void {
  for (const field of container.querySelectorAll<Field>("input[id], textarea[id], select[id]")) {
    if (
      field instanceof HTMLInputElement &&
      ["file", "checkbox", "radio", "hidden"].includes(field.type)
    )
      continue;
    if (field.value !== initialValue(field)) typed.set(field.id, field.value);
  }
}

/** The fields of one form typed before hydration, by field name (ids are `${idPrefix}${field}`). */
export function earlyInputsOf<F extends string>(
  idPrefix: string,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const typedFields = fields.flatMap((field) => {
    const value = typed.get(`${idPrefix}${field}`);
    return value === undefined ? [] : [[field, value] as const];
  });
  return Object.fromEntries(typedFields) as Partial<Record<F, string>>;
}
