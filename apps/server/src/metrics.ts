import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { MarketDataWatch, MarketPricing, MarketSourceStatus } from "@faircarat/core";

const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : 0);

/**
 * Per-source gauges of the market data, read from the process's copy of its status (0: never, or no
 * data).
 */
const marketSourceGauges: {
  name: string;
  help: string;
  value: (source: MarketSourceStatus) => number;
}[] = [
  {
    name: "faircarat_market_source_rows",
    help: "Rows a market source holds: stones of the listing feed, cells of the index editions",
    value: (s) => s.rows,
  },
  {
    name: "faircarat_market_source_newest_date_seconds",
    help: "The newest day a market source saw (a stone's last sighting, a cell's collection day), as Unix seconds at 00:00 UTC; 0 without data",
    value: (s) => (s.newestDate ? Date.parse(`${s.newestDate}T00:00:00Z`) / 1000 : 0),
  },
  {
    name: "faircarat_market_source_last_success_timestamp_seconds",
    help: "When an import last completed the source (Unix seconds); 0 if never",
    value: (s) => seconds(s.lastSuccessAt),
  },
  {
    name: "faircarat_market_source_last_failure_timestamp_seconds",
    help: "When an import last failed on the source, e.g. a file it could not read (Unix seconds); 0 if never",
    value: (s) => seconds(s.lastFailureAt),
  },
];

/**
 * Prometheus metrics of one app: its own registry, so tests and several apps never share counts.
 */
export function createMetrics(pricing: MarketPricing, marketData?: MarketDataWatch) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "faircarat_http_request_duration_seconds",
    help: "HTTP request durations by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const analysesCreated = new Counter({
    name: "faircarat_analyses_created_total",
    help: "Diamond analyses stored",
    registers: [registry],
  });
  const marketImports = new Counter({
    name: "faircarat_market_imports_total",
    help: "Market feed imports that changed the market",
    registers: [registry],
  });
  const marketObservations = new Counter({
    name: "faircarat_market_observations_total",
    help: "Listing pages read as listings, by what became of them as market observations (stored, already_observed, host_cap_reached, or why not kept)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "faircarat_pricing_model_loaded",
    help: "1 when a fitted pricing model is in use, else 0",
    registers: [registry],
    collect() {
      this.set(pricing.current() ? 1 : 0);
    },
  });
  new Gauge({
    name: "faircarat_pricing_model_age_seconds",
    help: "Seconds since the pricing model in use was fitted (NaN without one)",
    registers: [registry],
    collect() {
      const fittedAt = pricing.current()?.fittedAt;
      this.set(fittedAt ? (Date.now() - fittedAt.getTime()) / 1000 : Number.NaN);
    },
  });
  for (const gauge of marketSourceGauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: ["source"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const source of marketData?.current()?.sources ?? [])
          this.set({ source: source.source }, gauge.value(source));
      },
    });
  }
  new Gauge({
    name: "faircarat_market_quarantined_files",
    help: "Market files refused whole (not a feed, unreadable, no valid row): the market is built without them",
    labelNames: ["source"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const quarantined = marketData?.current()?.quarantined ?? [];
      for (const source of ["listings", "index"] as const)
        this.set({ source }, quarantined.filter((file) => file.source === source).length);
    },
  });
  new Gauge({
    name: "faircarat_market_unreachable_sources",
    help: "Market sources read from a URL whose newest request got no document (the version read last stays)",
    labelNames: ["source"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const unreachable = marketData?.current()?.unreachable ?? [];
      for (const source of ["listings", "index"] as const)
        this.set({ source }, unreachable.filter((check) => check.source === source).length);
    },
  });
  return { registry, requestDuration, analysesCreated, marketImports, marketObservations };
}

export type Metrics = ReturnType<typeof createMetrics>;
