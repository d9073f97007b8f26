/**
 * npm run bench:pricing: model fit time, and the throughput and latency of one full analysis
 * (with comparables, alternatives and trend) against the whole snapshot. Medians over repeated runs.
 */
import { availableParallelism, loadavg } from "node:os";
import { fitPricingModel } from "../src/fit-pricing-model";
import { median } from "../src/linear-algebra";
import { createMarketIndex } from "../src/market-index";
import { priceDiamond } from "../src/price-diamond";
import { seededRandom } from "../src/testing/synthetic-market";
import type { PriceRequest } from "../src/types";
import { loadMarketListings, newestObservation } from "./load-market";

const fitRuns = 3;
const latencyRuns = 5;
const analysesPerRun = 5_000;

const { listings, source } = await loadMarketListings();
const valuationDate = newestObservation(listings);
console.log(`Market feeds: ${source}: ${listings.length} listings, valuation date ${valuationDate}`);

const fitTimes: number[] = [];
let model = fitPricingModel(listings, { valuationDate });
for (let run = 0; run < fitRuns; run++) {
  const started = performance.now();
  model = fitPricingModel(listings, { valuationDate });
  fitTimes.push(performance.now() - started);
}
const indexStarted = performance.now();
const index = createMarketIndex(listings, model);
const indexTime = performance.now() - indexStarted;

/** Requests shaped like real ones: the specs of random current listings, some with a retailer and price. */
const random = seededRandom(42);
const current = listings.filter((l) => l.origin === "lab" && l.observedOn >= model.retailers[0]!.snapshotFrom);
const requests: PriceRequest[] = Array.from({ length: analysesPerRun }, () => {
  const l = current[Math.floor(random() * current.length)]!;
  return { ...l, retailer: random() < 0.5 ? l.retailer : null, listedPriceCents: random() < 0.7 ? l.priceCents : null };
});

for (const request of requests.slice(0, 1_000)) priceDiamond(model, index, request);
const rates: number[] = [];
const p50s: number[] = [];
const p99s: number[] = [];
const cpuP99s: number[] = [];
const cpuRates: number[] = [];
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (let run = 0; run < latencyRuns; run++) {
  const latencies = new Float64Array(requests.length);
  const cpuLatencies = new Float64Array(requests.length);
  const started = performance.now();
  const cpuStarted = cpuMs();
  requests.forEach((request, i) => {
    const cpu = cpuMs();
    const t = performance.now();
    priceDiamond(model, index, request);
    latencies[i] = performance.now() - t;
    cpuLatencies[i] = cpuMs() - cpu;
  });
  rates.push(requests.length / ((performance.now() - started) / 1000));
  cpuRates.push(requests.length / ((cpuMs() - cpuStarted) / 1000));
  latencies.sort();
  cpuLatencies.sort();
  p50s.push(latencies[Math.floor(latencies.length * 0.5)]!);
  p99s.push(latencies[Math.floor(latencies.length * 0.99)]!);
  cpuP99s.push(cpuLatencies[Math.floor(cpuLatencies.length * 0.99)]!);
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 3 : 0)} ms`;
console.log(`fit (incl. leave-one-retailer-out calibration, trend): median ${ms(median(fitTimes))} over ${fitRuns} runs`);
console.log(`index build: ${ms(indexTime)}`);
console.log(`analyses/s (one core, with 6 comparables): median ${Math.round(median(rates))} over ${latencyRuns} runs of ${analysesPerRun}`);
console.log(`latency of one analysis: p50 ${ms(median(p50s))}, p99 ${ms(median(p99s))} wall clock (medians over runs)`);
// On a shared machine the wall clock also counts time the OS gave other processes; CPU time does not.
console.log(`CPU time: ${Math.round(median(cpuRates))} analyses per CPU-second, p99 ${ms(median(cpuP99s))} per analysis (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
