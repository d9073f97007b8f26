import {
  diamondPageMatches,
  RETAILERS,
  retailerHosts,
  type RetailerName,
} from "@faircarat/contracts/retailers";
import { blueNile } from "./blue-nile";
import { brilliantEarth } from "./brilliant-earth";
import { cleanOrigin } from "./clean-origin";
import { grownBrilliance } from "./grown-brilliance";
import { jamesAllen } from "./james-allen";
import type { PageReader, RetailerReader } from "./retailer-reader";
import { ritani } from "./ritani";
import { vrai } from "./vrai";
import { withClarity } from "./with-clarity";

/** Each registered retailer's page reader: a retailer without one does not compile. */
const pageReaders: Record<RetailerName, PageReader> = {
  "James Allen": jamesAllen,
  "Blue Nile": blueNile,
  "Brilliant Earth": brilliantEarth,
  "Clean Origin": cleanOrigin,
  VRAI: vrai,
  Ritani: ritani,
  "With Clarity": withClarity,
  "Grown Brilliance": grownBrilliance,
};

/** The retailers whose diamond pages the extension reads (issue 31), in the registry's order. */
export const retailerReaders: readonly RetailerReader[] = RETAILERS.map((retailer) => ({
  retailer: retailer.name,
  hosts: retailerHosts(retailer),
  matches: diamondPageMatches(retailer),
  isDiamondPage: retailer.isDiamondPage,
  ...("origin" in retailer ? { origin: retailer.origin } : {}),
  read: pageReaders[retailer.name].read,
}));

/** The reader for a supported retailer's diamond page, or null for any other address. */
export function readerForUrl(url: URL): RetailerReader | null {
  if (url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  const reader = retailerReaders.find((r) => r.hosts.includes(host));
  return reader && reader.isDiamondPage(url) ? reader : null;
}
