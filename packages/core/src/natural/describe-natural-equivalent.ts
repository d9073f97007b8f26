import type { NaturalEquivalentFacts } from "@faircarat/contracts";
import { describeSpecs, shapeLabel } from "@faircarat/contracts/diamond-titles";
import {
  formatCount,
  formatDate,
  formatDollarRange,
  formatPartOf,
  formatUsd,
} from "@faircarat/contracts/figures";
import { MIN_NATURAL_LISTINGS, type NaturalAsk, type NaturalEquivalent } from "@faircarat/pricing";

const dollars = (cents: number) => Math.round(cents) / 100;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** "between 1.5 and 1.6 ct": the weights a natural figure stands on. */
export function caratWindowWords(r: { caratFrom: number; caratTo: number }): string {
  return `between ${r.caratFrom} and ${r.caratTo} ct`;
}

function sellers(r: { retailers: string[]; dataDate: string }): string {
  return `${r.retailers.join(", ")}, seen ${formatDate(r.dataDate)}`;
}

/** "Our natural listings hold no ovals, so this is a natural round of the same weight and grades: ". */
function standIn(r: { comparedAsShape: string | null }, asked: NaturalAsk): string {
  return r.comparedAsShape
    ? `Our natural listings hold no ${shapeLabel(asked.shape).toLowerCase()} stones, so this is a natural ${shapeLabel(r.comparedAsShape).toLowerCase()} of the same weight and grades, named as such. `
    : "";
}

function pricedLines(
  r: Extract<NaturalEquivalent, { status: "priced" }>,
  asked: NaturalAsk,
  listedCents: number,
  ofThisStone: boolean,
): string[] {
  const window = caratWindowWords(r);
  const range = formatDollarRange(dollars(r.lowCents), dollars(r.highCents));
  const lines = ofThisStone
    ? [
        `This natural ${describeSpecs(r.specs)} is valued from natural listings only, never the lab-grown model: about ${formatUsd(r.valueCents)}, the median of ${plural(r.listings, "natural listing")} of the same grades ${window}, 80% of them at ${range} (${sellers(r)}).`,
      ]
    : [
        `${standIn(r, asked)}A natural ${describeSpecs(r.specs)} lists for about ${formatUsd(r.valueCents)}: 80% of the ${plural(r.listings, "natural listing")} of these grades ${window} list for ${range} (${sellers(r)}).`,
        `This lab-grown stone's price of ${formatUsd(listedCents)} is ${formatPartOf(r.labShare ?? listedCents / r.valueCents)} of that.`,
      ];
  if (r.mayBeFloor)
    lines.push(
      `The dearest natural listing near this weight in our data is ${formatUsd(r.windowHighestCents)}, close to the top of these grades' prices: dearer stones of these grades may be missing from the data, so read ${formatUsd(r.valueCents)} as a floor.`,
    );
  lines.push(
    `${r.retailers.length === 1 ? "One retailer's" : `${formatCount(r.retailers.length)} retailers'`} asking prices on one day, not a whole market: other retailers and later months may differ.`,
  );
  return lines;
}

function thinLines(
  r: Extract<NaturalEquivalent, { status: "too-thin" }>,
  asked: NaturalAsk,
): string[] {
  const window = caratWindowWords(r);
  const shape = shapeLabel(r.specs.shape).toLowerCase();
  const found = r.listings === 0 ? "none" : `only ${formatCount(r.listings)}`;
  const lines = [
    `${standIn(r, asked)}Our natural listings are too thin to value a natural ${describeSpecs(r.specs)}: ${found} of these grades ${window}, and we need at least ${MIN_NATURAL_LISTINGS}.`,
  ];
  const w = r.window;
  lines.push(
    w
      ? `What they hold at that weight: ${plural(r.nearbyListings, `natural ${shape}`)}, colors ${w.colors[0]} to ${w.colors.at(-1)}, clarities ${w.clarities[0]} to ${w.clarities.at(-1)}, listed ${formatDollarRange(dollars(w.lowestCents), dollars(w.highestCents))} (${sellers(r)}).`
      : `They hold no natural ${shape} between ${r.caratFrom} and ${r.caratTo} ct.`,
  );
  return lines;
}

const noData =
  "Our market data hold no natural listings, so we cannot say what a natural diamond of these specs costs.";

/**
 * The natural equivalent as the report carries it (web, PDF, share, API): figures in dollars and
 * the lines every surface says.
 */
export function naturalEquivalentFacts(
  r: NaturalEquivalent,
  asked: NaturalAsk,
  listedCents: number,
  ofThisStone = false,
): NaturalEquivalentFacts {
  if (r.status === "no-data")
    return {
      status: "no-data",
      ofThisStone,
      specs: asked,
      comparedAsShape: null,
      fairValue: null,
      low: null,
      high: null,
      labShare: null,
      listings: 0,
      nearbyListings: 0,
      caratFrom: null,
      caratTo: null,
      retailers: [],
      dataDate: null,
      mayBeFloor: false,
      lines: [noData],
    };
  const common = {
    ofThisStone,
    specs: r.specs,
    comparedAsShape: r.comparedAsShape,
    listings: r.listings,
    nearbyListings: r.nearbyListings,
    caratFrom: r.caratFrom,
    caratTo: r.caratTo,
    retailers: r.retailers,
    dataDate: r.dataDate,
  };
  if (r.status === "too-thin")
    return {
      ...common,
      status: "too-thin",
      fairValue: null,
      low: null,
      high: null,
      labShare: null,
      mayBeFloor: false,
      lines: thinLines(r, asked),
    };
  return {
    ...common,
    status: "priced",
    fairValue: dollars(r.valueCents),
    low: dollars(r.lowCents),
    high: dollars(r.highCents),
    labShare: ofThisStone ? null : listedCents / r.valueCents,
    mayBeFloor: r.mayBeFloor,
    lines: pricedLines(r, asked, listedCents, ofThisStone),
  };
}
