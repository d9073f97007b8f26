import type { AnalysisResult } from "@faircarat/contracts";
import { useEffect, useRef } from "react";
import type { AnalysisStatus } from "../hooks/use-analysis-run";
import { AnalysisPlaceholder } from "./analysis-placeholder";
import { AnalysisResults } from "./analysis-results";
import { AnalysisSpinner } from "./analysis-spinner";

interface ResultPanelProps {
  status: AnalysisStatus;
  result: AnalysisResult | null;
}

/** The right card: placeholder, spinner, then results. */
export function ResultPanel({ status, result }: ResultPanelProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On narrow screens the results sit below the form: bring their top into view.
    if (status !== "complete" || !panel.current) return;
    const top = panel.current.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.6) panel.current.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [status]);

  return (
    <div ref={panel} aria-live="polite" aria-busy={status === "analyzing"}>
      {status === "analyzing" ? <AnalysisSpinner /> : null}
      {status === "complete" && result ? <AnalysisResults analysis={result} /> : null}
      {status === "none" ? <AnalysisPlaceholder /> : null}
    </div>
  );
}
