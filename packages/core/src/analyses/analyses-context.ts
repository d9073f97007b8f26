import type { GrowthMethod, Origin, Treatment } from "@faircarat/contracts";
import type { ListingUrlFacts } from "@faircarat/market/listing/parse-listing-url";
import type { AnalysisProportions } from "@faircarat/market/listing/retailers/proportions";
import type { BillingContext } from "../billing/billing-context";
import type { ListingPageRead } from "../market-observations/observation-of-read";
import type { ObservedComparables } from "../market-observations/observed-comparables";
import type { NaturalMarket } from "../natural/natural-market";
import type { MarketPricing } from "./market-pricing";
import type { TypedSpecs } from "./parse-specs";
import type { RecentSubscribers } from "./recent-subscribers";

export interface AnalysesContext {
  billing: BillingContext;
  pricing: MarketPricing;
  /** The day of the analysis (yyyy-mm-dd, UTC): the value is asked for that day. */
  today: () => string;
  /**
   * Subscribers whose next analyses are priced before admission (see `admitAndStoreQuickly`);
   * absent, none are.
   */
  recentSubscribers?: RecentSubscribers;
  /** Reads specs from a listing URL (and its page); absent, URLs are only stored. */
  extractListing?: (url: string) => Promise<ExtractedListing>;
  /**
   * Market observations newer than the model, merged into the comparables; absent, the model's
   * only.
   */
  observedComparables?: ObservedComparables;
  /** The natural listings a natural equivalent and a natural stone are valued from; absent, none. */
  naturalMarket?: NaturalMarket;
}

export interface ExtractedListing {
  /** The pasted URL as the reader parsed it (null when it is not one): read once per request. */
  url?: ListingUrlFacts | null;
  specs: Partial<TypedSpecs> & { retailer?: string | null };
  /** Which fields came from the URL itself and which from the fetched page. */
  sources: Record<string, "url" | "page">;
  notes: string[];
  /** Lab-grown or natural (mined), when the URL or page says; null when neither does. */
  origin?: Origin | null;
  /** The price the page states, in US cents. */
  priceCents?: number | null;
  /** The grading-report number the page shows, as the lab prints it. */
  certificateNumber?: string | null;
  /** Growth method and post-growth treatment, where the page states them. */
  growthMethod?: GrowthMethod | null;
  treatment?: Treatment | null;
  /**
   * Depth %, table % and outline measurements the page shows: the cut and spread check's input
   * where the buyer gave none.
   */
  proportions?: AnalysisProportions | null;
  /** The page was a captcha or bot block, so only the URL was used. */
  blocked?: boolean;
  /**
   * URL and page facts apart, when the page was read as a listing: what a market observation is
   * made of.
   */
  pageRead?: ListingPageRead;
}
