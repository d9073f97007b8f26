import { useEffect, useEffectEvent } from "react";
import { scrollToSection } from "@/lib/scroll-to-section";
import type { AnalysisForm } from "../analysis-form";
import { isAnalysisPending, loadFormData } from "../form-storage";

/** The spec's wait between coming back from checkout and starting the analysis. */
export const RESUME_DELAY_MS = 1000;

interface ResumeOptions {
  signedIn: boolean;
  /** Re-reads the subscription status (a purchase has just been made). */
  refreshAccess: () => Promise<void>;
  restore: (form: AnalysisForm) => void;
  analyze: (form: AnalysisForm) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back on the home page after paying (spec section 4): with pendingAnalysis set, a saved form and
 * a signed-in user, restore the form, refresh the subscription, wait a second and analyse. The
 * flag is cleared when the analysis starts, so an interrupted resume is tried again next time.
 */
export function useResumeAfterPayment({
  signedIn,
  refreshAccess,
  restore,
  analyze,
}: ResumeOptions) {
  const resume = useEffectEvent(async (saved: AnalysisForm, isCancelled: () => boolean) => {
    restore(saved);
    await refreshAccess();
    await wait(RESUME_DELAY_MS);
    if (isCancelled()) return;
    scrollToSection("analyzer");
    analyze(saved);
  });

  useEffect(() => {
    if (!signedIn || !isAnalysisPending()) return;
    const saved = loadFormData();
    if (!saved) return;
    let cancelled = false;
    void resume(saved, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [signedIn]);
}
