import { TriangleAlert } from "lucide-react";

/** What the analysis could not read or had to assume, e.g. a shape valued as a similar cut. */
export function ReportWarnings({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-1 rounded-control bg-warning-soft p-3 text-sm text-warning">
      {items.map((warning) => (
        <li key={warning} className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}
