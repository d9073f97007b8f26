/**
 * npm run guide:market-figures — the diamond guide's lab-grown vs natural prices, from our market
 * feed: median asking prices of matched round stones at the one retailer whose feed lists both
 * origins on the same day. Writes only aggregates (counts and medians), never listing rows, to
 * apps/web/src/features/guide/lab-vs-natural-market.json
 * (docs/decisions/013-contact-and-public-pages.md).
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readFeedListings } from "../src/index";

const repoRoot = resolve(import.meta.dirname, "../../..");
const feeds = resolve(repoRoot, process.env.MARKET_FEEDS ?? "../shared/data/market");
const out = resolve(repoRoot, "apps/web/src/features/guide/lab-vs-natural-market.json");

const retailer = "James Allen";
const colors = new Set(["D", "E", "F", "G", "H"]);
const clarities = new Set(["VVS1", "VVS2", "VS1", "VS2"]);
/** Carat bands with at least MIN_COUNT stones of each origin in this feed. */
const bands = [
  { from: 0.7, to: 0.8 },
  { from: 2.0, to: 2.1 },
  { from: 3.0, to: 3.1 },
];
const MIN_COUNT = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const { listings } = await readFeedListings(feeds);
const matched = listings.filter(
  (l) =>
    l.retailer === retailer &&
    l.shape === "round" &&
    colors.has(l.color) &&
    clarities.has(l.clarity),
);
const dates = new Set(matched.map((l) => l.observedOn));
if (dates.size !== 1)
  throw new Error(`Expected one observation date for ${retailer}, found ${[...dates].join(", ")}`);

const rows = bands.map(({ from, to }) => {
  const inBand = matched.filter((l) => l.carat >= from && l.carat < to);
  const prices = (origin: "lab" | "natural") =>
    inBand.filter((l) => l.origin === origin).map((l) => l.priceCents);
  const lab = prices("lab");
  const natural = prices("natural");
  if (lab.length < MIN_COUNT || natural.length < MIN_COUNT)
    throw new Error(
      `Too few stones at ${from}-${to} ct: ${lab.length} lab, ${natural.length} natural`,
    );
  const labCents = median(lab);
  const naturalCents = median(natural);
  return {
    carat: `${from.toFixed(2)}-${(to - 0.01).toFixed(2)} ct`,
    labMedianCents: labCents,
    labCount: lab.length,
    naturalMedianCents: naturalCents,
    naturalCount: natural.length,
    labSavingsPercent: Math.round((1 - labCents / naturalCents) * 100),
  };
});

const figures = {
  retailer,
  observedOn: [...dates][0],
  shape: "round",
  colors: "D-H",
  clarities: "VS2-VVS1",
  rows,
};
await writeFile(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(JSON.stringify(figures, null, 2));
