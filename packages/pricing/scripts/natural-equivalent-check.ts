/**
 * node --import tsx packages/pricing/scripts/natural-equivalent-check.ts: the natural equivalent on the feed's natural listings for a few
 * specs: what it gives, and how often a value is too thin. Prints figures only, never rows.
 */
import { resolve } from "node:path";
import { readFeedListings } from "@faircarat/market";
import { naturalEquivalent, type NaturalAsk } from "../src/natural/natural-equivalent";
import type { PricingListing } from "../src/types";

const repoRoot = resolve(import.meta.dirname, "../../..");
const feeds = resolve(repoRoot, process.env.MARKET_FEEDS ?? "../shared/data/market");
const { listings } = await readFeedListings(feeds);
const natural = listings.filter((l) => l.origin === "natural") as PricingListing[];
console.log(`${natural.length} natural listings`);
const asks: NaturalAsk[] = [
  { shape: "round", carat: 1.01, color: "G", clarity: "VS1", cut: "Excellent" },
  { shape: "oval", carat: 1.52, color: "F", clarity: "VS1", cut: null },
  { shape: "round", carat: 1.02, color: "K", clarity: "SI2", cut: "Excellent" },
  { shape: "round", carat: 1.51, color: "J", clarity: "SI1", cut: "Excellent" },
  { shape: "round", carat: 2.01, color: "H", clarity: "SI1", cut: "Very Good" },
  { shape: "round", carat: 3.05, color: "G", clarity: "VS2", cut: "Excellent" },
  { shape: "round", carat: 0.31, color: "H", clarity: "SI1", cut: "Excellent" },
  { shape: "round", carat: 0.72, color: "I", clarity: "VS2", cut: "Excellent" },
];
for (const ask of asks)
  console.log(JSON.stringify(ask), JSON.stringify(naturalEquivalent(natural, ask, 100_000)));
// Coverage: every listed grade pair at the feed's carat bands, priced or too thin.
let priced = 0;
let thin = 0;
const within: number[] = [];
for (const carat of [0.31, 0.72, 1.01, 1.51, 2.01, 3.01, 4.01])
  for (const color of ["D", "E", "F", "G", "H", "I", "J", "K"] as const)
    for (const clarity of ["IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2", "I1"] as const) {
      const r = naturalEquivalent(natural, { shape: "round", carat, color, clarity, cut: null });
      if (r.status === "priced") {
        priced++;
        within.push(r.heldOutWithin);
      } else thin++;
    }
within.sort((a, b) => a - b);
console.log({
  priced,
  thin,
  heldOutWithinMedian: within[within.length >> 1],
  min: within[0],
  max: within.at(-1),
});
// What it costs an analysis: the natural listings are scanned once per call.
const started = performance.now();
for (let i = 0; i < 200; i++)
  naturalEquivalent(natural, {
    shape: "round",
    carat: 1.01,
    color: "K",
    clarity: "SI2",
    cut: null,
  });
console.log(`${((performance.now() - started) / 200).toFixed(2)} ms a call`);
