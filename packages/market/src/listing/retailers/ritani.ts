import { embeddedJson, jsonAt } from "./page-markup";
import type { PageReader } from "./retailer-reader";

/**
 * Ritani (a Shopify shop): the product JSON its theme embeds (`data-product-json`) states the price
 * in cents.
 */
export const ritani: PageReader = {
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
