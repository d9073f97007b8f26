import { parseListedPrice, toCents } from "@faircarat/contracts/numbers";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";

/** Said under the panel's price field when what was typed is not a price. */
export const typedPriceProblem = "Enter the price this page shows, in US dollars, e.g. $1,450.";

/** A page whose only missing fact is its price: the panel asks for it in place. */
export const onlyPriceMissing = (page: RetailerPage): boolean =>
  page.missing.length === 1 && page.missing[0] === "price";

/**
 * The page with the price the buyer typed in the panel (read as the site's form reads it), or what
 * is wrong with it. The server stores a typed price as the buyer's, never as the page's.
 */
export function withTypedPrice(
  page: RetailerPage,
  typed: string,
): { page: RetailerPage } | { problem: string } {
  const dollars = parseListedPrice(typed);
  if (dollars === null) return { problem: typedPriceProblem };
  return {
    page: {
      ...page,
      priceCents: toCents(dollars),
      missing: page.missing.filter((field) => field !== "price"),
    },
  };
}
