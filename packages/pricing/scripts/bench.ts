/**
 * npm run bench:pricing [-- scales]: model fit time and the latency of one full analysis (with
 * comparables, alternatives and trend) on the whole feed, then on the feed replicated N times with
 * jittered prices (default scales 1 and 10), printing how fit time and memory grow.
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fitPricingModel } from "../src/fit-pricing-model";
import { median } from "../src/linear-algebra";
import { createMarketIndex } from "../src/market-index";
import { priceDiamond } from "../src/price-diamond";
import { seededRandom } from "../src/testing/synthetic-market";
import type { PriceRequest, PricingListing } from "../src/types";
import { loadIndexCells, loadMarketListings, newestObservation } from "./load-market";

const analysesPerRun = 5_000;
const scales = (process.argv[2] ?? "1,10")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);

const { listings, source } = await loadMarketListings();
const indexCells = await loadIndexCells();
const valuationDate = newestObservation(listings, indexCells);
console.log(
  `Market feeds: ${source}: ${listings.length} listings, data date ${valuationDate}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`,
);

/**
 * The feed N times over, each copy's prices moved by up to +-3% (seeded), so the fit sees N times
 * the rows.
 */
function replicate(rows: readonly PricingListing[], times: number): PricingListing[] {
  if (times === 1) return [...rows];
  const random = seededRandom(times);
  const out: PricingListing[] = [];
  for (let copy = 0; copy < times; copy++)
    for (const l of rows)
      out.push(
        copy === 0
          ? l
          : { ...l, priceCents: Math.max(1, Math.round(l.priceCents * (0.97 + 0.06 * random()))) },
      );
  return out;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 3 : 0)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/**
 * The process's peak resident memory so far (what `/usr/bin/time -f %M` reports at exit), where
 * Linux says it.
 */
function processPeakBytes(): number | null {
  try {
    const kb = readFileSync("/proc/self/status", "utf8").match(/VmHWM:\s+(\d+) kB/)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

const growth: {
  scale: number;
  rows: number;
  fitMs: number;
  fitCpuMs: number;
  rss: number;
  p99: number;
}[] = [];
for (const scale of scales) {
  const feed = replicate(listings, scale);
  const fitRuns = scale === 1 ? 3 : 1;
  const fitTimes: number[] = [];
  const fitCpu: number[] = [];
  let model = null as ReturnType<typeof fitPricingModel> | null;
  let peakRss = process.memoryUsage().rss;
  for (let run = 0; run < fitRuns; run++) {
    const started = performance.now();
    const cpu = cpuMs();
    model = fitPricingModel(feed, { valuationDate, indexCells });
    fitTimes.push(performance.now() - started);
    fitCpu.push(cpuMs() - cpu);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const indexStarted = performance.now();
  const index = createMarketIndex(feed, model!);
  const indexTime = performance.now() - indexStarted;

  // Requests shaped like real ones: the specs of random current listings, some with a retailer and
  // price.
  const random = seededRandom(42);
  const current = feed.filter(
    (l) =>
      l.origin === "lab" &&
      model!.retailers.some(
        (r) => r.current && r.retailer === l.retailer && l.observedOn >= r.snapshotFrom,
      ),
  );
  const requests: PriceRequest[] = Array.from({ length: analysesPerRun }, () => {
    const l = current[Math.floor(random() * current.length)]!;
    return {
      ...l,
      retailer: random() < 0.5 ? l.retailer : null,
      listedPriceCents: random() < 0.7 ? l.priceCents : null,
    };
  });
  for (const request of requests.slice(0, 500)) priceDiamond(model!, index, request);
  const latencies = new Float64Array(requests.length);
  const cpuLatencies = new Float64Array(requests.length);
  const started = performance.now();
  requests.forEach((request, i) => {
    const cpu = cpuMs();
    const t = performance.now();
    priceDiamond(model!, index, request);
    latencies[i] = performance.now() - t;
    cpuLatencies[i] = cpuMs() - cpu;
  });
  const rate = requests.length / ((performance.now() - started) / 1000);
  latencies.sort();
  cpuLatencies.sort();
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
  console.log(`x${scale}: ${feed.length} listings`);
  console.log(
    `  fit (curves, time check, leave-one-retailer-out calibration, trend): median ${ms(median(fitTimes))} wall, ${ms(median(fitCpu))} CPU over ${fitRuns} run(s); index build ${ms(indexTime)}`,
  );
  console.log(
    `  one analysis with 5 comparables: ${Math.round(rate)}/s; p50 ${ms(latencies[latencies.length >> 1]!)}, p99 ${ms(p99)} wall; p99 ${ms(cpuLatencies[Math.floor(cpuLatencies.length * 0.99)]!)} CPU`,
  );
  const processPeak = processPeakBytes();
  console.log(
    `  resident memory: ${mb(peakRss)} peak seen; process peak so far (VmHWM) ${processPeak === null ? "not available" : mb(processPeak)}`,
  );
  growth.push({
    scale,
    rows: feed.length,
    fitMs: median(fitTimes),
    fitCpuMs: median(fitCpu),
    rss: peakRss,
    p99,
  });
}

if (growth.length > 1) {
  const base = growth[0]!;
  console.log("\nGrowth against the first scale:");
  for (const g of growth.slice(1)) {
    console.log(
      `  x${g.scale}: rows x${(g.rows / base.rows).toFixed(1)}, fit time x${(g.fitMs / base.fitMs).toFixed(1)} (CPU x${(g.fitCpuMs / base.fitCpuMs).toFixed(1)}), memory x${(g.rss / base.rss).toFixed(1)}, p99 x${(g.p99 / base.p99).toFixed(1)}`,
    );
  }
}
