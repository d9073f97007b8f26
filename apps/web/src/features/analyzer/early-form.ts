import { earlyInput } from "@/lib/early-input";
import { formFields, type AnalysisForm } from "./analysis-form";

let snapshot: Partial<AnalysisForm> | null | undefined;

/** The analyzer fields typed before hydration (one stable object, as useSyncExternalStore needs), or null. */
export function earlyFormSnapshot(): Partial<AnalysisForm> | null {
  snapshot ??= (() => {
    const typed = formFields.flatMap((field) => {
      const value = earlyInput(`analyzer-${field}`);
      return value === undefined ? [] : [[field, value] as const];
    });
    return typed.length > 0 ? Object.fromEntries(typed) : null;
  })();
  return snapshot;
}

/** What was typed before hydration is read once and never changes. */
export const neverChanges = () => () => undefined;
