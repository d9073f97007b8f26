import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { describeSpecs } from "@faircarat/contracts/diamond-titles";

type Alternative = AnalysisResult["alternativeRecommendations"][number];

/** Nearby specs that cost less, with the engine's reason for each. */
export function AlternativeList({ items }: { items: readonly Alternative[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">Alternatives worth a look</h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.reason} className="rounded-control border border-line p-3 text-sm">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold text-ink">{describeSpecs(item.specs)}</span>
              <span className="shrink-0 tabular-nums text-ink">
                {formatDollars(item.estimatedPrice)}
              </span>
            </p>
            <p className="mt-1 text-savings">Saves about {formatDollars(item.savings)}</p>
            <p className="mt-1 text-ink-soft">{item.reason}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
