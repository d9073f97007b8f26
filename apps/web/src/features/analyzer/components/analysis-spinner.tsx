import { LoaderCircle } from "lucide-react";

/** The right card while the analysis runs. */
export function AnalysisSpinner() {
  return (
    <div role="status" className="flex flex-col items-center justify-center py-16 text-center">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-primary" />
      <p className="mt-4 font-semibold text-ink">Analyzing diamond pricing...</p>
      <p className="mt-1 text-sm text-ink-muted">Comparing it with current market listings.</p>
    </div>
  );
}
