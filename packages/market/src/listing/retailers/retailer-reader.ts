import type { Origin } from "@faircarat/contracts";
import type { RetailerName } from "@faircarat/contracts/retailers";

/**
 * What a retailer's own markup adds to the shared readers: more name/value pairs and the price it
 * shows.
 */
export interface RetailerMarkup {
  pairs: [string, string][];
  /** The price as the page shows it ("1,234.50"), US dollars. */
  price?: string;
}

/** How one retailer's own markup is read: its page reader. */
export interface PageReader {
  read: (html: string) => RetailerMarkup;
}

/**
 * One supported retailer: the registry's facts (@faircarat/contracts/retailers) with its page
 * reader.
 */
export interface RetailerReader extends PageReader {
  retailer: RetailerName;
  /** The hosts the retailer serves its diamond pages from. */
  hosts: readonly string[];
  /**
   * Match patterns of its diamond pages, for the extension's manifest (the page test below is the
   * exact rule).
   */
  matches: readonly string[];
  /** Whether a URL on its host is one diamond's page. */
  isDiamondPage: (url: URL) => boolean;
  /** Set for shops that sell lab-grown diamonds only. */
  origin?: Origin;
}
