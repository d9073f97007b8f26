import { Lightbulb } from "lucide-react";

/** How many recommendations a report shows (spec section 9). */
export const RECOMMENDATIONS_SHOWN = 3;

export function RecommendationList({
  items,
  headingLevel: Heading = "h4",
}: {
  items: readonly string[];
  headingLevel?: "h3" | "h4" | "h5";
}) {
  const shown = items.slice(0, RECOMMENDATIONS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">Recommendations</Heading>
      <ul className="mt-2 space-y-2">
        {shown.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-ink-soft">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
