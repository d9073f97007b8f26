import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { scrollToSection } from "@/lib/scroll-to-section";

/** No analyses yet: point to the analyzer. */
export function HistoryEmpty() {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-canvas px-6 py-10 text-center">
      <History aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="mt-3 font-semibold text-ink">No analyses yet</p>
      <p className="mt-1 max-w-sm text-sm text-ink-soft">
        Every report you run is kept here, so you can compare diamonds later.
      </p>
      <Button className="mt-5" onClick={() => scrollToSection("analyzer")}>
        Analyze Your First Diamond
      </Button>
    </div>
  );
}
