import { earlyInputsOf } from "@/lib/early-input";
import { formFields, type AnalysisForm } from "./analysis-form";

let snapshot: Partial<AnalysisForm> | null | undefined;

/**
 * The analyzer fields typed before hydration (one stable object, as useSyncExternalStore needs), or
 * null.
 */
export function earlyFormSnapshot(): Partial<AnalysisForm> | null {
  if (snapshot === undefined) {
    const typed = earlyInputsOf("analyzer-", formFields);
    snapshot = Object.keys(typed).length > 0 ? typed : null;
  }
  return snapshot;
}

/** What was typed before hydration is read once and never changes. */
export const neverChanges = () => () => undefined;
