import { firstDollarAmount, markedTexts } from "./page-markup";
import type { RetailerReader } from "./retailer-reader";

/**
 * Grown Brilliance (lab-grown only): JSON-LD and a spec table; the shown price, sale included, in a
 * `product-price` element.
 */
export const grownBrilliance: RetailerReader = {
  retailer: "Grown Brilliance",
  hosts: ["www.grownbrilliance.com", "grownbrilliance.com"],
  matches: [
    "https://www.grownbrilliance.com/diamond-details/*",
    "https://grownbrilliance.com/diamond-details/*",
  ],
  isDiamondPage: (url) => /^\/diamond-details\/[a-z0-9-]+\/?$/.test(url.pathname.toLowerCase()),
  origin: "lab",
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "span", attribute: "class", contains: "product-price" })[0],
    ),
  }),
};
