import { blueNile } from "./blue-nile";
import { brilliantEarth } from "./brilliant-earth";
import { cleanOrigin } from "./clean-origin";
import { grownBrilliance } from "./grown-brilliance";
import { jamesAllen } from "./james-allen";
import type { RetailerReader } from "./retailer-reader";
import { ritani } from "./ritani";
import { vrai } from "./vrai";
import { withClarity } from "./with-clarity";

/** The retailers whose diamond pages the extension reads (issue 31). */
export const retailerReaders: readonly RetailerReader[] = [
  jamesAllen,
  blueNile,
  brilliantEarth,
  cleanOrigin,
  vrai,
  ritani,
  withClarity,
  grownBrilliance,
];

/** The reader for a supported retailer's diamond page, or null for any other address. */
export function readerForUrl(url: URL): RetailerReader | null {
  if (url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  const reader = retailerReaders.find((r) => r.hosts.includes(host));
  return reader && reader.isDiamondPage(url) ? reader : null;
}
