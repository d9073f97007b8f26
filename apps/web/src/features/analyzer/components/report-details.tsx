import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { cn } from "@/lib/cn";
import { filledReportDetails } from "../analysis-form";
import type { ReportDetailFieldsProps } from "./report-detail-fields";

const loadFields = () => import("./report-detail-fields");
const ReportDetailFields = lazy(loadFields);
const preloadFields = () => void loadFields();

interface ReportDetailsProps extends ReportDetailFieldsProps {
  /** A refused click named one of these fields: shown open, whatever the buyer chose. */
  hasProblem?: boolean;
}

/**
 * "Report details": GIA's assessment, finish, proportions, growth and treatment, folded away until
 * asked for. Details filled by a certificate, a listing or a restored form open it, so nothing that
 * moves the price is hidden unless the buyer folds it, and then the toggle says how many are
 * filled.
 */
export function ReportDetails({ form, bind, hasProblem = false }: ReportDetailsProps) {
  const [choice, setChoice] = useState<"open" | "closed" | null>(null);
  const filled = filledReportDetails(form);
  const open = hasProblem || choice === "open" || (choice === null && filled > 0);
  const panelId = useId();
  return (
    <div className="border-t border-line pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setChoice(open ? "closed" : "open")}
        // Fetched as the buyer reaches for the toggle, so opening seldom waits for them; never on
        // a visit that does not (the page's first load stays within its budget).
        onPointerEnter={preloadFields}
        onFocus={preloadFields}
        className="flex w-full items-center justify-between gap-2 rounded-control py-1 text-left text-sm font-semibold text-ink hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span>
          Report details{" "}
          <span className="font-normal text-ink-muted">
            {filled > 0 ? `(${filled} filled)` : "(optional)"}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
        />
      </button>
      <p className="mt-1 text-xs text-ink-muted">
        Origin, GIA Premium or Standard, polish, symmetry, proportions, girdle, culet, growth and
        treatment; a past day to value for.
      </p>
      {open ? (
        <div id={panelId} className="mt-4">
          <Suspense fallback={<p className="text-sm text-ink-muted">Loading the details...</p>}>
            <ReportDetailFields form={form} bind={bind} focusProblemOnMount={hasProblem} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
