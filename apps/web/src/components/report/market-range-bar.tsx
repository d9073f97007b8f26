import { formatDollarRange, formatDollars } from "@faircarat/contracts/figures";
import { cn } from "@/lib/cn";

interface MarketRangeBarProps {
  low: number;
  high: number;
  fairMarketValue: number;
  listedPrice: number;
  isOverpriced: boolean;
  /** Whose listings the range holds (absent on analyses stored before it was stated). */
  rangeMeaning?: string;
}

/**
 * Where a price sits on a scale that shows the range, fair value and listed price with some room.
 */
function scale(values: number[]) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.08 || max * 0.1 || 1;
  const from = Math.max(0, min - pad);
  const to = max + pad;
  return (value: number) => ((value - from) / (to - from)) * 100;
}

/** The 80% market range as a bar, with the fair market value and the listed price marked. */
export function MarketRangeBar({
  low,
  high,
  fairMarketValue,
  listedPrice,
  isOverpriced,
  rangeMeaning,
}: MarketRangeBarProps) {
  const at = scale([low, high, fairMarketValue, listedPrice]);
  const range = formatDollarRange(low, high);
  const description = `80% of similar listings sit between ${formatDollars(low)} and ${formatDollars(high)}. Fair market value ${formatDollars(fairMarketValue)}; listed price ${formatDollars(listedPrice)}.`;
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-semibold text-ink">Market range</figcaption>
      <div
        role="img"
        aria-label={description}
        className="relative h-4 rounded-full bg-canvas ring-1 ring-line"
      >
        <div
          className="absolute inset-y-0 rounded-full bg-primary-soft ring-1 ring-primary/40"
          style={{ left: `${at(low)}%`, width: `${at(high) - at(low)}%` }}
        />
        <div
          className="absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded bg-navy"
          style={{ left: `${at(fairMarketValue)}%` }}
        />
        <div
          className={cn(
            "absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface shadow",
            isOverpriced ? "bg-danger" : "bg-savings",
          )}
          style={{ left: `${at(listedPrice)}%` }}
        />
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
        <li className="flex items-center gap-1.5">
          <span className="h-2.5 w-4 rounded-full bg-primary-soft ring-1 ring-primary/40" />
          80% of listings: {range}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-0.5 rounded bg-navy" />
          Fair value {formatDollars(fairMarketValue)}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className={cn("size-2.5 rounded-full", isOverpriced ? "bg-danger" : "bg-savings")}
          />
          Listed {formatDollars(listedPrice)}
        </li>
      </ul>
      {rangeMeaning ? <p className="text-xs text-ink-muted">{rangeMeaning}</p> : null}
    </figure>
  );
}
