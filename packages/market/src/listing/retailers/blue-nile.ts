import { jsonAt, scalarPairs } from "./page-markup";
import { nextPageProps } from "./next-data";
import type { PageReader } from "./retailer-reader";

const labels = {
  shape: "Shape",
  carat: "Carat",
  color: "Color",
  clarity: "Clarity",
  cut: "Cut",
  polish: "Polish",
  symmetry: "Symmetry",
  fluorescence: "Fluorescence",
  lab: "Grading Lab",
  reportNumber: "Report Number",
  depth: "Depth %",
  table: "Table %",
  measurements: "Measurements",
  lwRatio: "L/W Ratio",
};

/**
 * Blue Nile renders its diamond page from the Next.js state it embeds: `pageProps.diamond` holds
 * the stone and its price.
 */
export const blueNile: PageReader = {
  read: (html) => {
    const diamond = jsonAt(nextPageProps(html), ["diamond"]);
    const pairs = scalarPairs(diamond, labels);
    const origin = jsonAt(diamond, ["isLabDiamond"]);
    if (typeof origin === "boolean") pairs.push(["Diamond Type", origin ? "Lab Grown" : "Natural"]);
    const price = jsonAt(diamond, ["price"]);
    return { pairs, price: typeof price === "number" && price > 0 ? price.toFixed(2) : undefined };
  },
};
