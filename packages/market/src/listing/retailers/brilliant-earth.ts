import { firstDollarAmount, markedTexts } from "./page-markup";
import type { RetailerReader } from "./retailer-reader";

/**
 * Brilliant Earth: a definition list of specs (read by the shared readers) and the price in a
 * `detail-price` element, no JSON-LD offer.
 */
export const brilliantEarth: RetailerReader = {
  retailer: "Brilliant Earth",
  hosts: ["www.brilliantearth.com", "brilliantearth.com"],
  matches: [
    "https://www.brilliantearth.com/lab-diamonds-search/view_detail/*",
    "https://www.brilliantearth.com/loose-diamonds/view_detail/*",
    "https://brilliantearth.com/lab-diamonds-search/view_detail/*",
    "https://brilliantearth.com/loose-diamonds/view_detail/*",
  ],
  isDiamondPage: (url) =>
    /^\/(?:lab-diamonds-search|loose-diamonds)\/view_detail\/\d+\/?$/.test(
      url.pathname.toLowerCase(),
    ),
  read: (html) => ({
    pairs: [],
    price: firstDollarAmount(
      markedTexts(html, { tag: "span", attribute: "class", contains: "detail-price" })[0],
    ),
  }),
};
