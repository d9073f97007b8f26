import { Lightbulb } from "lucide-react";
import type { ReportHeading } from "./report-heading";

/** The report's advice (the model keeps the spec's first three). */
export function RecommendationList({
  items,
  headingLevel: Heading = "h4",
}: {
  items: readonly string[];
  headingLevel?: ReportHeading;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">Recommendations</Heading>
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-ink-soft">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
