import { markedAttribute } from "./page-markup";
import type { PageReader } from "./retailer-reader";

/**
 * Clean Origin (a Magento shop, lab-grown only): the final price is the `data-price-amount` of its
 * price wrapper.
 */
export const cleanOrigin: PageReader = {
  read: (html) => ({
    pairs: [],
    price: markedAttribute(
      html,
      { tag: "span", attribute: "data-price-type", contains: "finalPrice" },
      "data-price-amount",
    ),
  }),
};
