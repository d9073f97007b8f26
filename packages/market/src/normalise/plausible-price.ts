import { LISTED_PRICE_RANGE } from "@faircarat/contracts/limits";
import { accept, reject, type Outcome } from "./outcome";

/**
 * USD a carat outside which a listed stone's price is a typo or junk, not a price. The real feeds
 * run from $169 (lab) to $30,771 (natural) a carat, none near either end; the dearest colorless
 * stones ever sold were about $300,000 a carat, and no lab stone has listed under $10 a carat.
 */
export const PRICE_PER_CARAT_RANGE = { min: 10, max: 1_000_000 } as const;

/**
 * A listed price (cents) of a stone of `carat`, rejected when it is above what a price may be or
 * implausible for its weight.
 */
export function plausibleListedPrice(priceCents: number, carat: number): Outcome<number> {
  if (priceCents > LISTED_PRICE_RANGE.max * 100) return reject("bad_price");
  const perCarat = priceCents / 100 / carat;
  if (perCarat < PRICE_PER_CARAT_RANGE.min || perCarat > PRICE_PER_CARAT_RANGE.max)
    return reject("implausible_price_per_carat");
  return accept(priceCents);
}
