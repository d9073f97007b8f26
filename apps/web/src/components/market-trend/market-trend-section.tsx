import { lazy, Suspense, useId, useRef } from "react";
import { shapes } from "@faircarat/contracts/grade-values";
import { useInView } from "@/lib/use-in-view";
import type { MarketTrendPanelProps } from "./market-trend-panel";

// The chart, its query and zod's schema load only when the section nears the screen (decision 010's
// budget).
const MarketTrendPanel = lazy(() => import("./market-trend-panel"));

const placeholder = (
  <p className="py-24 text-center text-sm text-ink-muted">Loading the market trend…</p>
);

/**
 * "Market trend": how the median asking price per carat has moved by month, for a shape and carat
 * band.
 */
export function MarketTrendSection({
  heading: Heading = "h4",
  ...panel
}: MarketTrendPanelProps & { heading?: "h2" | "h4" }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  // The series exists for the closed list of shapes only (an analysis may carry another name).
  if (!(shapes as readonly string[]).includes(panel.shape)) return null;
  // On the guide it is a section of the page (a region landmark); inside a report it is one part of
  // it, and a region there would repeat: the results card and an open history item both have one.
  const Container = Heading === "h2" ? "section" : "div";
  return (
    <Container aria-labelledby={Heading === "h2" ? id : undefined} className="space-y-2">
      <Heading
        id={id}
        className={
          Heading === "h2" ? "text-2xl font-bold text-ink" : "text-sm font-semibold text-ink"
        }
      >
        Market trend
      </Heading>
      <p className="max-w-2xl text-sm text-ink-soft">
        The median asking price per carat of lab-grown stones by month, from the dated listings in
        our market data.
      </p>
      <div ref={ref} className="min-h-80">
        {inView ? (
          <Suspense fallback={placeholder}>
            <MarketTrendPanel {...panel} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </Container>
  );
}
