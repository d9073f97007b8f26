import type { AnalysisResult } from "@faircarat/contracts";
import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import type { AnalysisStatus } from "../hooks/use-analysis-run";
import { AnalysisPlaceholder } from "./analysis-placeholder";
import { AnalysisSpinner } from "./analysis-spinner";

// The report's code loads while the analysis runs, not with the page.
const loadResults = () => import("./analysis-results");
const AnalysisResults = lazy(() => loadResults().then((m) => ({ default: m.AnalysisResults })));

interface ResultPanelProps {
  status: AnalysisStatus;
  result: AnalysisResult | null;
  /** The signed-in owner's stored analysis, for its PDF. */
  analysisId?: string | null;
  /** More controls under the report (the page adds 'Track this diamond'). */
  actions?: ReactNode;
}

/** The right card: placeholder, spinner, then results. */
export function ResultPanel({
  status,
  result,
  analysisId = null,
  actions = null,
}: ResultPanelProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status !== "none") void loadResults();
  }, [status]);

  useEffect(() => {
    // On narrow screens the results sit below the form: bring their top into view.
    if (status !== "complete" || !panel.current) return;
    const top = panel.current.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.6)
      panel.current.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [status]);

  return (
    <div ref={panel} aria-live="polite" aria-busy={status === "analyzing"}>
      {status === "analyzing" ? <AnalysisSpinner /> : null}
      <Suspense fallback={<AnalysisSpinner />}>
        {status === "complete" && result ? (
          <AnalysisResults analysis={result} analysisId={analysisId} actions={actions} />
        ) : null}
      </Suspense>
      {status === "none" ? <AnalysisPlaceholder /> : null}
    </div>
  );
}
