import type { TrackedPricePoint } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";

const WIDTH = 160;
const HEIGHT = 44;
const PAD = 3;

/**
 * The fair value (solid) and the listed price (dashed) over time; the table beside it carries the
 * figures.
 */
export function PriceSparkline({ points }: { points: TrackedPricePoint[] }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const values = points.flatMap((p) => [p.fairValue, p.listedPrice]);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const times = points.map((p) => Date.parse(p.observedAt));
  const start = Math.min(...times);
  const span = Math.max(...times) - start || 1;
  const x = (i: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + ((times[i]! - start) / span) * (WIDTH - 2 * PAD);
  const y = (value: number) =>
    max === min ? HEIGHT / 2 : PAD + (1 - (value - min) / (max - min)) * (HEIGHT - 2 * PAD);
  const line = (pick: (p: TrackedPricePoint) => number) =>
    points.map((p, i) => `${x(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(" ");
  const label = `Fair value from ${formatDollars(first.fairValue)} to ${formatDollars(last.fairValue)}, listed price ${formatDollars(last.listedPrice)}, over ${points.length} ${points.length === 1 ? "point" : "points"}.`;
  return (
    <div className="flex shrink-0 items-center gap-3">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="overflow-visible rounded-sm bg-canvas"
      >
        <polyline
          points={line((p) => p.listedPrice)}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="4 3"
          className="text-ink-muted"
        />
        <polyline
          points={line((p) => p.fairValue)}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="text-primary"
        />
        {points.length === 1 ? (
          <>
            <circle
              cx={x(0)}
              cy={y(first.listedPrice)}
              r="3"
              fill="currentColor"
              className="text-ink-muted"
            />
            <circle
              cx={x(0)}
              cy={y(first.fairValue)}
              r="3"
              fill="currentColor"
              className="text-primary"
            />
          </>
        ) : null}
      </svg>
      <p aria-hidden="true" className="space-y-1 text-xs text-ink-muted">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-primary" />
          Fair value
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2 border-dashed border-ink-muted" />
          Listed
        </span>
      </p>
    </div>
  );
}
