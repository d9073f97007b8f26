import { firstDollarAmount, markedTexts } from "./page-markup";
import type { PageReader } from "./retailer-reader";

/**
 * James Allen: specs in the path and a spec list; the price sits in a `data-qa="item-price"`
 * element beside its JSON-LD offer.
 */
export const jamesAllen: PageReader = {
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "span", attribute: "data-qa", contains: "item-price" })[0],
    ),
  }),
};
