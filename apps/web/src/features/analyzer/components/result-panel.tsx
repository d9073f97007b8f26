import { ownedReportPath } from "@faircarat/contracts/report-paths";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { AnalysisStatus } from "../hooks/use-analysis-run";
import { AnalysisPlaceholder } from "./analysis-placeholder";
import { AnalysisSpinner } from "./analysis-spinner";

interface ResultPanelProps {
  status: AnalysisStatus;
  /** The stored analysis, whose report page the analyzer opens once it is ready. */
  analysisId?: string | null;
}

/**
 * The right card: placeholder, spinner, then the way to the report. A finished report opens on its
 * own page (decision 058); should the page not open, the card links to it.
 */
export function ResultPanel({ status, analysisId = null }: ResultPanelProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On narrow screens the card sits below the form: bring the spinner into view.
    if (status !== "analyzing" || !panel.current) return;
    const top = panel.current.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.6)
      panel.current.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [status]);

  return (
    <div ref={panel} aria-live="polite" aria-busy={status === "analyzing"}>
      {status === "analyzing" ? <AnalysisSpinner /> : null}
      {status === "complete" && analysisId ? (
        <p className="py-10 text-center text-ink-soft">
          Your report is ready:{" "}
          <Link
            to={ownedReportPath(analysisId)}
            className="font-medium text-primary-strong underline hover:text-primary"
          >
            open it
          </Link>
          .
        </p>
      ) : null}
      {status === "none" ? <AnalysisPlaceholder /> : null}
    </div>
  );
}
