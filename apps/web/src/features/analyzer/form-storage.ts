import { storageKeys } from "@/config/storage-keys";
import { emptyForm, formFields, type AnalysisForm } from "./analysis-form";

/** Storage can be blocked or full; the analyzer works without it, only the auto-resume is lost. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch (error) {
    console.warn("Browser storage is unavailable", error);
    return fallback;
  }
}

/** Saves the form as diamondFormData (JSON of its text fields). */
export function saveFormData(form: AnalysisForm): void {
  attempt(() => localStorage.setItem(storageKeys.diamondFormData, JSON.stringify(form)), undefined);
}

function parseForm(raw: string): AnalysisForm | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const saved = parsed as Record<string, unknown>;
    const form = { ...emptyForm };
    for (const field of formFields) {
      const value = saved[field];
      if (typeof value === "string") form[field] = value;
    }
    return form;
  } catch {
    return null;
  }
}

/** The saved form, or null when there is none (or it is not ours). */
export function loadFormData(): AnalysisForm | null {
  const raw = attempt(() => localStorage.getItem(storageKeys.diamondFormData), null);
  return raw === null ? null : parseForm(raw);
}

let snapshot: { raw: string | null; form: AnalysisForm | null } = { raw: null, form: null };

/** The saved form for useSyncExternalStore: the same object until the stored text changes. */
export function savedFormSnapshot(): AnalysisForm | null {
  const raw = attempt(() => localStorage.getItem(storageKeys.diamondFormData), null);
  if (raw !== snapshot.raw) snapshot = { raw, form: raw === null ? null : parseForm(raw) };
  return snapshot.form;
}

/** Another tab saving or clearing the form. */
export function subscribeToSavedForm(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.diamondFormData) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

export function clearFormData(): void {
  attempt(() => localStorage.removeItem(storageKeys.diamondFormData), undefined);
}

/**
 * Set by the plan dialog before it leaves for checkout: 'true' while an analysis waits for payment.
 */
export function isAnalysisPending(): boolean {
  return attempt(() => localStorage.getItem(storageKeys.pendingAnalysis), null) === "true";
}

export function clearAnalysisPending(): void {
  attempt(() => localStorage.removeItem(storageKeys.pendingAnalysis), undefined);
}
