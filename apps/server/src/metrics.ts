import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { MarketPricing } from "@faircarat/core";

/** Prometheus metrics of one app: its own registry, so tests and several apps never share counts. */
export function createMetrics(pricing: MarketPricing) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "faircarat_http_request_duration_seconds",
    help: "HTTP request durations by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const analysesCreated = new Counter({ name: "faircarat_analyses_created_total", help: "Diamond analyses stored", registers: [registry] });
  const marketImports = new Counter({ name: "faircarat_market_imports_total", help: "Market feed imports that changed the market", registers: [registry] });
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
  return { registry, requestDuration, analysesCreated, marketImports, marketObservations };
}

export type Metrics = ReturnType<typeof createMetrics>;
