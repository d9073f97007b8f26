import { firstDollarAmount, markedTexts } from "./page-markup";
import type { RetailerReader } from "./retailer-reader";

/**
 * James Allen: specs in the path and a spec list; the price sits in a `data-qa="item-price"`
 * element beside its JSON-LD offer.
 */
export const jamesAllen: RetailerReader = {
  retailer: "James Allen",
  hosts: ["www.jamesallen.com", "jamesallen.com"],
  matches: [
    "https://www.jamesallen.com/loose-diamonds/*",
    "https://jamesallen.com/loose-diamonds/*",
  ],
  isDiamondPage: (url) =>
    /^\/loose-diamonds\/[a-z-]+-(?:cut|shaped)\/[^/]+-sku-\d+\/?$/.test(url.pathname.toLowerCase()),
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "span", attribute: "data-qa", contains: "item-price" })[0],
    ),
  }),
};
