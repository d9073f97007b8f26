import { firstDollarAmount, markedTexts } from "./page-markup";
import type { PageReader } from "./retailer-reader";

/**
 * Grown Brilliance (lab-grown only): JSON-LD and a spec table; the shown price, sale included, in a
 * `product-price` element.
 */
export const grownBrilliance: PageReader = {
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "span", attribute: "class", contains: "product-price" })[0],
    ),
  }),
};
