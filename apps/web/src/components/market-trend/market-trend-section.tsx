import { lazy, Suspense, useContext, useEffect, useId, useRef, useState } from "react";
import { QueryClientContext } from "@tanstack/react-query";
import { shapes } from "@faircarat/contracts/grade-values";
import { trendBandOf } from "@faircarat/contracts/market-trend-bands";
import { useInView } from "@/lib/use-in-view";
import { marketTrendQuery } from "./market-trend-api";
import type MarketTrendPanel from "./market-trend-panel";
import type { MarketTrendPanelProps } from "./market-trend-panel";

// The chart, its query and zod's schema load apart from the page (decision 010's budget): on the
// guide when the section nears the screen, in a report (itself loaded apart) as soon as it shows.
type Panel = typeof MarketTrendPanel;
let loadedPanel: Panel | null = null;
const loadPanel = () =>
  import("./market-trend-panel").then((module) => (loadedPanel = module.default));
const LazyPanel = lazy(() => loadPanel().then((panel) => ({ default: panel })));

const placeholder = (
  <p className="py-24 text-center text-sm text-ink-muted">Loading the market trend…</p>
);

/**
 * "Market trend": what the same stone has cost month by month (the engine's constant-quality
 * series), for a shape and carat band. In a report its code and figures are fetched with the
 * report, so it is drawn, without a loading state, by the time it is scrolled to; once the page
 * has the figures and the code, it is drawn at once.
 */
export function MarketTrendSection({
  heading: Heading = "h4",
  ...panel
}: MarketTrendPanelProps & { heading?: "h2" | "h4" }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  // The app's client; a report drawn on its own (a component test) has none and fetches nothing.
  const queryClient = useContext(QueryClientContext);
  const band = trendBandOf(panel.carat ?? 1);
  const known = (shapes as readonly string[]).includes(panel.shape);
  // The guide waits for the reader to scroll there; a report fetches its own stone's series at once.
  const eager = !panel.chooseShape && known && queryClient !== undefined;
  const [Loaded, setLoaded] = useState<Panel | null>(() => loadedPanel);
  useEffect(() => {
    if (!eager || !queryClient) return;
    // Drawn once both are here: the figures (a re-render reads them from the cache) and the code.
    void Promise.all([
      queryClient.prefetchQuery(marketTrendQuery(panel.shape, band)),
      loadPanel(),
    ]).then(([, loaded]) => setLoaded(() => loaded));
  }, [eager, queryClient, panel.shape, band]);
  const hasFigures =
    queryClient?.getQueryData(marketTrendQuery(panel.shape, band).queryKey) !== undefined;

  // The series exists for the closed list of shapes only (an analysis may carry another name).
  if (!known) return null;
  // On the guide it is a section of the page (a region landmark); inside a report it is one part of
  // it, and a region there would repeat: the results card and an open history item both have one.
  const Container = Heading === "h2" ? "section" : "div";
  const body =
    Loaded && (hasFigures || inView) ? (
      <Loaded {...panel} />
    ) : inView ? (
      <Suspense fallback={placeholder}>
        <LazyPanel {...panel} />
      </Suspense>
    ) : (
      placeholder
    );
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
        What the same lab-grown stone has cost month by month in our market data, and what was
        listed each month.
      </p>
      <div ref={ref} className="min-h-80">
        {body}
      </div>
    </Container>
  );
}
