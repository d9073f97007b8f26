import { storageKeys } from "@/config/storage-keys";

/**
 * Marks that a purchase is under way to run the saved analysis; the home page resumes it on return.
 */
export function markAnalysisPending(): void {
  try {
    localStorage.setItem(storageKeys.pendingAnalysis, "true");
  } catch (error) {
    // Storage can be full or blocked; the purchase still goes ahead, only the auto-resume is lost.
    console.warn("Could not save the pending analysis flag", error);
  }
}

export function clearAnalysisPending(): void {
  try {
    localStorage.removeItem(storageKeys.pendingAnalysis);
  } catch {
    // Nothing to undo if storage is unavailable.
  }
}
