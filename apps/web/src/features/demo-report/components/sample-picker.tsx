import type { SampleReport } from "@faircarat/contracts/sample-reports";
import { cn } from "@/lib/cn";

interface SamplePickerProps {
  samples: readonly SampleReport[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** The sample reports to switch between, once "View More Samples" has been pressed. */
export function SamplePicker({ samples, selectedId, onSelect }: SamplePickerProps) {
  return (
    <nav aria-label="Sample reports" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {samples.map((sample) => (
          <li key={sample.id}>
            <button
              type="button"
              aria-pressed={sample.id === selectedId}
              onClick={() => onSelect(sample.id)}
              className={cn(
                "rounded-full border px-4 py-2 text-sm font-medium transition-colors",
                sample.id === selectedId
                  ? "border-primary bg-primary text-on-primary"
                  : "border-line-strong bg-surface text-ink hover:border-primary hover:text-primary",
              )}
            >
              {sample.title} · {sample.listing.retailer}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
