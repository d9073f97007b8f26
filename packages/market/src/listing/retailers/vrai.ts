import { jsonAt, scalarPairs } from "./page-markup";
import { nextPageProps } from "./next-data";
import type { PageReader } from "./retailer-reader";

const labels = {
  shape: "Shape",
  carat: "Carat",
  color: "Color",
  clarity: "Clarity",
  cut: "Cut",
  depth: "Depth %",
  table: "Table %",
  measurements: "Measurements",
};

/**
 * VRAI (lab-grown only, its own grading): a Next.js page whose `pageProps.diamond` holds the stone
 * and its price in dollars.
 */
export const vrai: PageReader = {
  read: (html) => {
    const diamond = jsonAt(nextPageProps(html), ["diamond"]);
    const price = jsonAt(diamond, ["price"]);
    return {
      pairs: scalarPairs(diamond, labels),
      price: typeof price === "number" && price > 0 ? price.toFixed(2) : undefined,
    };
  },
};
