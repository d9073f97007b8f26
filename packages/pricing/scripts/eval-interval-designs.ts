import type { MarketCalibration } from "../src/calibrate-market";
import { evenSample } from "../src/even-sample";
import { fitMarketCurves, logPriceAtDataDate, marketView } from "../src/market-curves";
import { mixtureCdf, mixtureQuantile, type Voter } from "../src/market-mixture";
import type { PricingModel } from "../src/model";
import type { PricingListing } from "../src/types";
import { specsOfListing } from "../src/typical-grades";

/** A listing and the market its model sees for its specs. */
interface ScoredListing {
  retailer: string;
  voters: Voter[];
  logPrice: number;
}

/** One way to draw the 80% interval from the market mixture. */
interface IntervalDesign {
  label: string;
  /**
   * Every retailer's spread widened by this much (the shipped design widens by the unseen-retailer
   * spread).
   */
  widen: number;
  /** Weight of an extra "retailer we have not seen", centred on the fair value, and its spread. */
  unseenWeight: number;
  unseenSpread: number;
  /** The mixture's share left out at each end (0.1: its 10th and 90th percentiles). */
  tail: number;
}

/**
 * The same interval cannot serve listings of retailers the model knows and of a retailer it has
 * never seen (hence two scopes, decision 030): prints, for a few designs on the raw mixture, the
 * coverage and width of each population (each retailer weighing the same). Held out: the
 * leave-one-retailer-out listings of the fit's own calibration; known: 600 recent listings per
 * retailer against the full model (in sample).
 */
export function intervalDesigns(
  model: PricingModel,
  calibration: MarketCalibration,
  rows: readonly PricingListing[],
  current: readonly PricingListing[],
): string {
  const curves = fitMarketCurves(rows, model.layout);
  const known: ScoredListing[] = [...new Set(current.map((l) => l.retailer))].flatMap((retailer) =>
    evenSample(
      current.filter((l) => l.retailer === retailer),
      600,
    ).map((l) => ({
      retailer,
      voters: marketView(curves, specsOfListing(l)).voters,
      logPrice: logPriceAtDataDate(curves, l),
    })),
  );
  const { unseenRetailerSpread: unseen, trackedTail } = model.interval;
  const percentile = (share: number) => `${Math.round(share * 100)}th`;
  const designs: IntervalDesign[] = [
    {
      label: `shipped, any retailer: widened by ${unseen.toFixed(2)}`,
      widen: unseen,
      unseenWeight: 0,
      unseenSpread: 0,
      tail: 0.1,
    },
    {
      label: `shipped, tracked: ${percentile(trackedTail)}-${percentile(1 - trackedTail)} percentiles`,
      widen: 0,
      unseenWeight: 0,
      unseenSpread: 0,
      tail: trackedTail,
    },
    {
      label: "the known retailers' mixture, 10th-90th",
      widen: 0,
      unseenWeight: 0,
      unseenSpread: 0,
      tail: 0.1,
    },
    { label: "widened by 0.20", widen: 0.2, unseenWeight: 0, unseenSpread: 0, tail: 0.1 },
    {
      label: "plus an unseen retailer (weight 0.35, spread 0.80)",
      widen: 0,
      unseenWeight: 0.35,
      unseenSpread: 0.8,
      tail: 0.1,
    },
    {
      label: "plus an unseen retailer (weight 0.65, spread 0.80)",
      widen: 0,
      unseenWeight: 0.65,
      unseenSpread: 0.8,
      tail: 0.1,
    },
  ];
  const lines = [
    `${"interval design".padEnd(52)}  held-out retailer: cover  width | known retailers: cover  width`,
  ];
  for (const design of designs) {
    const heldOut = measure(calibration.listings, design);
    const own = measure(known, design);
    lines.push(
      `${design.label.padEnd(52)}  ${pct(heldOut.coverage).padStart(24)}  ${heldOut.width.toFixed(2)}x | ${pct(own.coverage).padStart(22)}  ${own.width.toFixed(2)}x`,
    );
  }
  return lines.join("\n");
}

function marketOf(voters: readonly Voter[], design: IntervalDesign): Voter[] {
  const total = voters.reduce((s, v) => s + v.weight, 0);
  const widened = voters.map((v) => ({
    ...v,
    weight: (v.weight / total) * (1 - design.unseenWeight),
    spread: Math.hypot(v.spread, design.widen),
  }));
  if (design.unseenWeight === 0) return widened;
  return [
    ...widened,
    {
      retailer: "unseen",
      logPrice: mixtureQuantile(voters, 0.5),
      weight: design.unseenWeight,
      spread: design.unseenSpread,
    },
  ];
}

function measure(
  listings: readonly ScoredListing[],
  design: IntervalDesign,
): { coverage: number; width: number } {
  const byRetailer = new Map<string, { covered: number; n: number }>();
  const widths: number[] = [];
  listings.forEach((l, i) => {
    const market = marketOf(l.voters, design);
    const position = mixtureCdf(market, l.logPrice);
    const tally = byRetailer.get(l.retailer) ?? { covered: 0, n: 0 };
    tally.n++;
    if (position >= design.tail && position <= 1 - design.tail) tally.covered++;
    byRetailer.set(l.retailer, tally);
    if (i % 10 === 0)
      widths.push(
        Math.exp(mixtureQuantile(market, 1 - design.tail) - mixtureQuantile(market, design.tail)),
      );
  });
  const shares = [...byRetailer.values()].map((t) => t.covered / t.n);
  widths.sort((a, b) => a - b);
  return {
    coverage: shares.reduce((a, b) => a + b, 0) / shares.length,
    width: widths[widths.length >> 1] ?? 0,
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
