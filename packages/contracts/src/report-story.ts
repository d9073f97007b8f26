import type { AnalysisResult } from "./analysis";
import { formatDollars, formatPercentSize, formatStatedPercent } from "./figures";

/*
 * The report's one story, told the same on the web, the share page and the PDF: the price against
 * the market and, when the retailer is known, against that retailer's usual price; then, where the
 * figures differ on purpose, why. Type imports only: the report's pages load no zod (decision 010).
 */

type StoryInput = Pick<
  AnalysisResult,
  "listedPrice" | "fairMarketValue" | "markupPercentage" | "retailer" | "expectedAtRetailer"
> & {
  retailerContext?: Pick<
    NonNullable<AnalysisResult["retailerContext"]>,
    "retailer" | "usualPrice"
  > | null;
  retailerPrices?: readonly { retailer: string; usualPrice: number }[];
  comparableListings: readonly { source: string }[];
};

/** Within this share of a reference, a price "is close to" it rather than a percent off it. */
const CLOSE = 0.03;
/** A retailer whose usual price is this far from the market is named in the "why" sentence. */
const APART = 0.15;

function usualAtListingRetailer(input: StoryInput): { retailer: string; usual: number } | null {
  if (input.retailerContext)
    return { retailer: input.retailerContext.retailer, usual: input.retailerContext.usualPrice };
  if (input.retailer && input.expectedAtRetailer !== null)
    return { retailer: input.retailer, usual: input.expectedAtRetailer };
  return null;
}

/**
 * The cheapest other retailer whose usual price for these specs is below the market's, among those
 * the report shows listings of: the story names only a retailer the buyer can see evidence for,
 * as the savings advice does.
 */
function cheapestOtherRetailer(
  input: Pick<StoryInput, "retailer" | "retailerPrices" | "fairMarketValue" | "comparableListings">,
): { retailer: string; usualPrice: number } | null {
  const shown = new Set(input.comparableListings.map((listing) => listing.source));
  const others = (input.retailerPrices ?? []).filter(
    (price) =>
      price.retailer !== input.retailer &&
      shown.has(price.retailer) &&
      price.usualPrice < input.fairMarketValue,
  );
  return others.reduce<(typeof others)[number] | null>(
    (cheapest, price) => (cheapest && cheapest.usualPrice <= price.usualPrice ? cheapest : price),
    null,
  );
}

/** "close to", "12% above" or "135.8% below" a reference price, the percent as given. */
function against(price: number, reference: number, percent: string): string {
  if (Math.abs(price - reference) <= reference * CLOSE) return "close to";
  return `${percent} ${price > reference ? "above" : "below"}`;
}

/**
 * The headline's sentence: "$1,450 is close to VRAI's usual price for these specs (about $1,484);
 * across the market they list for about $615, from about $267 at Loose Grown Diamond." Without a
 * known retailer: "$620 is close to what these specs list for across the market (about $615);
 * Loose Grown Diamond usually asks about $267 for them."
 */
export function reportStory(input: StoryInput): string {
  const listed = formatDollars(input.listedPrice);
  const market = formatDollars(input.fairMarketValue);
  const cheapest = cheapestOtherRetailer(input);
  const own = usualAtListingRetailer(input);
  if (own) {
    const percent = Math.round((Math.abs(input.listedPrice - own.usual) / own.usual) * 100);
    const relation = against(input.listedPrice, own.usual, formatStatedPercent(percent));
    const from = cheapest
      ? `, from about ${formatDollars(cheapest.usualPrice)} at ${cheapest.retailer}`
      : "";
    return `${listed} is ${relation} ${own.retailer}'s usual price for these specs (about ${formatDollars(own.usual)}); across the market they list for about ${market}${from}.`;
  }
  // The verdict's own percent, so the headline and the sentence under it say the same figure.
  const relation = against(
    input.listedPrice,
    input.fairMarketValue,
    formatPercentSize(input.markupPercentage),
  );
  const elsewhere = cheapest
    ? `; ${cheapest.retailer} usually asks about ${formatDollars(cheapest.usualPrice)} for them`
    : "";
  return `${listed} is ${relation} what these specs list for across the market (about ${market})${elsewhere}.`;
}

const times = (ratio: number) => `${ratio.toFixed(1)}x`;

/**
 * Why the figures differ, in one sentence, when the report shows a retailer's usual price far from
 * the market's: "Retailers price the same specs differently, so the fair value is the typical
 * asking price across them, each counting once: VRAI usually asks 2.4x it and Loose Grown Diamond
 * 0.4x." Null when every figure shown is near the market's.
 */
export function whyFiguresDiffer(input: StoryInput): string | null {
  const fair = input.fairMarketValue;
  const own = usualAtListingRetailer(input);
  const cheapest = cheapestOtherRetailer(input);
  const named = [own && { retailer: own.retailer, usualPrice: own.usual }, cheapest].filter(
    (price): price is { retailer: string; usualPrice: number } =>
      price !== null && Math.abs(price.usualPrice / fair - 1) > APART,
  );
  if (named.length === 0) return null;
  const [first, second] = named;
  const ratios = [
    `${first!.retailer} usually asks ${times(first!.usualPrice / fair)} it`,
    ...(second ? [`${second.retailer} ${times(second.usualPrice / fair)}`] : []),
  ];
  return `Retailers price the same specs differently, so the fair value is the typical asking price across them, each counting once: ${ratios.join(" and ")}.`;
}
