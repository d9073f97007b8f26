import { firstDollarAmount, markedTexts } from "./page-markup";
import type { RetailerReader } from "./retailer-reader";

/**
 * With Clarity: one page for every diamond, chosen by `?sku=`; specs in a label/value grid, the
 * price in a `diamond-price` element.
 */
export const withClarity: RetailerReader = {
  retailer: "With Clarity",
  hosts: ["www.withclarity.com", "withclarity.com"],
  matches: [
    "https://www.withclarity.com/products/diamonds*",
    "https://withclarity.com/products/diamonds*",
  ],
  isDiamondPage: (url) =>
    /^\/products\/diamonds\/?$/.test(url.pathname.toLowerCase()) &&
    /^[a-z0-9-]{3,40}$/i.test(url.searchParams.get("sku") ?? ""),
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "p", attribute: "class", contains: "diamond-price" })[0],
    ),
  }),
};
