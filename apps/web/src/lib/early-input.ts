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
 * before hydrating; each field's owner shows it from its first render after hydration (`earlyInput`).
 * File inputs keep their files through hydration, so their owners read them directly.
 */
export function keepEarlyInput(container: HTMLElement): void {
  for (const field of container.querySelectorAll<Field>("input[id], textarea[id], select[id]")) {
    if (field instanceof HTMLInputElement && ["file", "checkbox", "radio", "hidden"].includes(field.type)) continue;
    if (field.value !== initialValue(field)) typed.set(field.id, field.value);
  }
}

/** The value typed into the field with this id before hydration; undefined when none was. */
export function earlyInput(id: string): string | undefined {
  return typed.get(id);
}
