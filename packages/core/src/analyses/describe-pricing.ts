import {
  formatCount,
  formatDate,
  formatPercent,
  formatShare,
  formatUsd,
} from "@faircarat/contracts/figures";
import type {
  AlternativeRecommendation,
  DiamondSpecs,
  PriceResult,
  PricingNote,
} from "@faircarat/pricing";

/** What the confidence figure means, in one line. */
export function describeConfidence(
  result: Pick<PriceResult, "confidence" | "confidenceTolerance">,
): string {
  return `${formatPercent(result.confidence)} is the chance that the typical asking price for these specs across retailers lies within ${formatPercent(result.confidenceTolerance)} of this fair market value.`;
}

/** Whose listings the 80% range holds, in one line. */
export function describeRange(result: Pick<PriceResult, "rangeScope">): string {
  return result.rangeScope === "tracked-retailers"
    ? "The range is where 80% of listings of these specs sit at the retailers we track, each retailer counting once."
    : "The range is where 80% of listings of these specs sit at any retailer: wider than at the retailers we track, because we have no prices from this one near these specs.";
}

/** The data's date, how prices have moved, and how much of that the value carries. */
export function describeTime(time: PriceResult["time"]): string {
  const sources =
    time.indexDate && time.listingsDate
      ? ` (listings of ${formatDate(time.listingsDate)}, published index of ${formatDate(time.indexDate)})`
      : "";
  const data = `Market data of ${formatDate(time.dataDate)}${sources}`;
  if (time.valuationDate < time.dataDate)
    return `Valued for ${formatDate(time.valuationDate)}: the market's level on that day, as the listings and index editions published by then put it (the market data now run to ${formatDate(time.dataDate)}${sources}).`;
  const change = time.monthlyChange;
  if (change === null)
    return `${data}; the history is too short to say how prices are moving, so the value is at that date's prices.`;
  const direction = `prices at this size ${change < 0 ? "fell" : "rose"} about ${formatShare(Math.abs(change))} a month over the last two years`;
  if (time.monthsPastData < 0.5) return `${data}; ${direction}.`;
  if (time.monthsProjected > 0) {
    const carried =
      time.monthsProjected < time.monthsPastData - 0.05
        ? `${Math.round(time.monthsProjected)} of the ${Math.round(time.monthsPastData)} months since`
        : `the ${Math.round(time.monthsPastData)} months since`;
    return `${data}; ${direction}; the estimate for ${formatDate(time.valuationDate)} includes ${carried}, and its range is wider for it.`;
  }
  return `${data}; ${direction}, but carrying that trend forward did not improve time-forward checks, so the value stays at that date's prices (${Math.round(time.monthsPastData)} months ago).`;
}

const shapeName = (shape: string) => shape.replace(/-/g, " ");

/** One sentence per note the engine returns. */
export function describeNote(note: PricingNote): string {
  switch (note.kind) {
    case "shape-priced-as":
      return `The market data hold too few ${shapeName(note.shape)} stones to price them: valued as ${shapeName(note.pricedAs)}, the nearest cut with data, which is only a rough guide.`;
    case "few-shape-listings":
      return `Only ${formatCount(note.listings)} listings of ${shapeName(note.shape)} stones in the market data: the shape premium is uncertain.`;
    case "above-largest":
      return `${note.carat} ct is above the largest listing of this shape (${note.largest} ct): the value is extrapolated.`;
    case "below-smallest":
      return `${note.carat} ct is below the smallest listing of this shape (${note.smallest} ct): the value is extrapolated.`;
    case "color-unlisted":
      return `No listings of ${note.color} color in the market data: its effect is extrapolated.`;
    case "clarity-unlisted":
      return `No listings of ${note.clarity} clarity in the market data: its effect is extrapolated.`;
    case "natural":
      return "The model covers lab-grown diamonds only; a natural diamond of these specs costs several times more.";
    case "one-current-retailer":
      return "The market data hold one current retailer only: its prices are not a market, and the interval is that retailer's own spread.";
    case "retailer-unknown":
      return `No current listings from ${note.retailer} in the market data: judged against the market only.`;
    case "retailer-not-near":
      return `${note.retailer} lists nothing near these specs in the market data: judged against the market only.`;
    case "listed-far-below":
      return `The listed price of ${formatUsd(note.listedCents)} is under a quarter of ${formatUsd(note.lowCents)}, where the range of listings of these specs starts: check that it is the whole price in US dollars (1,450.00, not 1.450,00).`;
    case "few-nearby":
      return note.listings === 0
        ? "No current listing is close to these specs: the value rests on the model alone."
        : `Only ${formatCount(note.listings)} current ${note.listings === 1 ? "listing is" : "listings are"} close to these specs.`;
  }
}

/** Why an alternative saves money, in one sentence. */
export function describeAlternative(
  alternative: AlternativeRecommendation,
  specs: DiamondSpecs,
): string {
  const saves = formatUsd(alternative.savingsCents);
  switch (alternative.kind) {
    case "color":
      return `One color grade lower (${specs.color} to ${alternative.specs.color}) is hard to see once set and saves about ${saves}.`;
    case "clarity":
      return `One clarity grade lower (${specs.clarity} to ${alternative.specs.clarity}) is usually eye-clean at this size and saves about ${saves}.`;
    case "size":
      return `Prices jump at ${alternative.magicSize} ct; a ${alternative.specs.carat} ct stone looks almost the same and saves about ${saves}.`;
    case "retailer":
      return `${alternative.retailer} usually lists these specs for about ${formatUsd(alternative.estimatedPriceCents)}, ${saves} under ${alternative.savingsAgainst === "listed-price" ? "this listing's price" : "the market value"}.`;
  }
}

function describeChange(alternative: AlternativeRecommendation): string {
  switch (alternative.kind) {
    case "color":
      return `Dropping one color grade to ${alternative.specs.color}`;
    case "clarity":
      return `Dropping one clarity grade to ${alternative.specs.clarity}`;
    case "size":
      return `Choosing ${alternative.specs.carat} ct instead`;
    case "retailer":
      return `Buying the same specs at ${alternative.retailer} (usually about ${formatUsd(alternative.estimatedPriceCents)})`;
  }
}

/** A listed price within this share of its retailer's usual price is that retailer's usual price. */
const AT_USUAL_PRICE = 0.03;

/**
 * Plain-English advice, most decisive first; every figure comes from the engine's result. Where
 * the price stands against the market and its retailer is the report's headline (contracts'
 * report-story), so the advice does not say it again: it says what to do.
 */
export function recommendationsFor(
  result: Pick<
    PriceResult,
    | "fairMarketValueCents"
    | "lowCents"
    | "highCents"
    | "listedPriceCents"
    | "verdict"
    | "retailerContext"
    | "alternativeRecommendations"
  >,
): string[] {
  const out: string[] = [];
  const { listedPriceCents: listed } = result;
  if (listed !== null) {
    const context = result.retailerContext;
    const atUsualPrice =
      context !== null &&
      Math.abs(listed - context.usualCents) <= context.usualCents * AT_USUAL_PRICE;
    const aboveMarket = result.verdict === "overpriced" || result.verdict === "above-market";
    if (atUsualPrice && aboveMarket)
      out.push(
        `This is ${context.retailer}'s usual price for these specs: the premium is the retailer's, not this stone's, so asking ${context.retailer} for less rarely works; the same specs cost less at the retailers in the listings below.`,
      );
    else if (result.verdict === "overpriced")
      out.push(
        "The price is well above what the market asks for these specs: ask for a better price or compare the listings below.",
      );
    else if (result.verdict === "too-little-data")
      out.push(
        "The market data near these specs are too thin to call this price fair or not: compare the listings below before deciding.",
      );
    else if (listed < result.lowCents)
      out.push(
        "The price is below where 9 in 10 listings of these specs sit: check the certificate and the return policy before buying.",
      );
  }
  for (const alternative of [...result.alternativeRecommendations].sort(
    (a, b) => b.savingsCents - a.savingsCents,
  )) {
    const basis =
      alternative.nearbyListings > 0
        ? ` (${formatCount(alternative.nearbyListings)} listings near those specs)`
        : "";
    const against = alternative.savingsAgainst === "listed-price" ? " against this listing" : "";
    out.push(
      `${describeChange(alternative)} would save about ${formatUsd(alternative.savingsCents)}${against}${basis}.`,
    );
  }
  return out;
}
