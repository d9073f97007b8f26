import { Gem } from "lucide-react";
import { CheckList } from "@/components/check-list";

const reportContents = [
  "Fair market value from current listings",
  "How much you could save, or the premium you would pay",
  "Markup and an overpriced or fair verdict",
  "How confident the estimate is",
  "Recommendations and comparable listings",
] as const;

/** The right card before any analysis: what the visitor will get. */
export function AnalysisPlaceholder() {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-strong">
        <Gem aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">Your price report appears here</h3>
      <p className="mt-2 max-w-sm text-sm text-ink-soft">
        Add a listing link or the 4Cs with the listed price, then press Analyze Diamond. In seconds
        you will see:
      </p>
      <CheckList items={reportContents} className="mt-5 space-y-2 text-left text-sm" />
    </div>
  );
}
