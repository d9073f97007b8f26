import { embeddedJson, jsonAt } from "./page-markup";
import type { RetailerReader } from "./retailer-reader";

/**
 * Ritani (a Shopify shop): the product JSON its theme embeds (`data-product-json`) states the price
 * in cents.
 */
export const ritani: RetailerReader = {
  retailer: "Ritani",
  hosts: ["www.ritani.com", "ritani.com"],
  matches: ["https://www.ritani.com/products/*", "https://ritani.com/products/*"],
  // Rings share /products/; a loose stone's handle names a carat weight and "diamond".
  isDiamondPage: (url) =>
    /^\/products\/[a-z0-9-]*\d+-\d+-carat[a-z0-9-]*-diamond[a-z0-9-]*\/?$/.test(
      url.pathname.toLowerCase(),
    ),
  read: (html) => {
    const product = embeddedJson(html, (attributes) => /\bdata-product-json\b/i.test(attributes));
    const cents = jsonAt(product, ["price"]);
    const title = jsonAt(product, ["title"]);
    const pairs: [string, string][] = [];
    if (typeof title === "string") pairs.push(["Title", title]);
    return {
      pairs,
      price:
        typeof cents === "number" && Number.isInteger(cents) && cents > 0
          ? (cents / 100).toFixed(2)
          : undefined,
    };
  },
};
