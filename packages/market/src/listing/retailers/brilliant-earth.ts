import { firstDollarAmount, markedTexts } from "./page-markup";
import type { PageReader } from "./retailer-reader";

/**
 * Brilliant Earth: a definition list of specs (read by the shared readers) and the price in a
 * `detail-price` element, no JSON-LD offer.
 */
export const brilliantEarth: PageReader = {
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "span", attribute: "class", contains: "detail-price" })[0],
    ),
  }),
};
