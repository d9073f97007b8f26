import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The home page card 'See a Sample Report First?'. */
export function SampleReportPrompt({
  onView,
  revealed,
}: {
  onView: () => void;
  revealed: boolean;
}) {
  return (
    <section aria-labelledby="sample-report-title" className="page-container py-10">
      <div className="flex flex-col gap-4 rounded-card border border-primary/30 bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-surface text-primary-strong">
            <FileText aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="sample-report-title" className="text-xl font-bold text-ink">
              See a Sample Report First?
            </h2>
            <p className="mt-1 text-ink-soft">
              Look through a complete price report for a real-world diamond before you run your own.
            </p>
          </div>
        </div>
        <Button
          size="lg"
          variant="secondary"
          onClick={onView}
          aria-expanded={revealed}
          aria-controls={revealed ? "demo-report" : undefined}
        >
          View Sample Report
        </Button>
      </div>
    </section>
  );
}
