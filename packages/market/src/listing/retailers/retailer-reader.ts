import type { Origin } from "@faircarat/contracts";

/**
 * What a retailer's own markup adds to the shared readers: more name/value pairs and the price it
 * shows.
 */
export interface RetailerMarkup {
  pairs: [string, string][];
  /** The price as the page shows it ("1,234.50"), US dollars. */
  price?: string;
}

/** One supported retailer: which of its pages show one diamond, and how its own markup is read. */
export interface RetailerReader {
  retailer: string;
  /** The hosts the retailer serves its diamond pages from. */
  hosts: readonly string[];
  /**
   * Match patterns of its diamond pages, for the extension's manifest (the page test below is the
   * exact rule).
   */
  matches: readonly string[];
  /** Whether a URL on its host is one diamond's page (path and query, lower case). */
  isDiamondPage: (url: URL) => boolean;
  /** Set for shops that sell lab-grown diamonds only. */
  origin?: Origin;
  read: (html: string) => RetailerMarkup;
}
