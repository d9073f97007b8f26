import { markedAttribute } from "./page-markup";
import type { RetailerReader } from "./retailer-reader";

/**
 * Clean Origin (a Magento shop, lab-grown only): the final price is the `data-price-amount` of its
 * price wrapper.
 */
export const cleanOrigin: RetailerReader = {
  retailer: "Clean Origin",
  hosts: ["www.cleanorigin.com", "cleanorigin.com"],
  matches: ["https://www.cleanorigin.com/diamonds/*", "https://cleanorigin.com/diamonds/*"],
  isDiamondPage: (url) =>
    /^\/diamonds\/[a-z-]+-diamond-[a-z0-9]+\/?$/.test(url.pathname.toLowerCase()),
  origin: "lab",
  read: (html) => ({
    pairs: [],
    price: markedAttribute(
      html,
      { tag: "span", attribute: "data-price-type", contains: "finalPrice" },
      "data-price-amount",
    ),
  }),
};
