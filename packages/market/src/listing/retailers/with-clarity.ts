import { firstDollarAmount, markedTexts } from "./page-markup";
import type { PageReader } from "./retailer-reader";

/**
 * With Clarity: one page for every diamond, chosen by `?sku=`; specs in a label/value grid, the
 * price in a `diamond-price` element.
 */
export const withClarity: PageReader = {
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "p", attribute: "class", contains: "diamond-price" })[0],
    ),
  }),
};
