import type { PanelAnalysis } from "./answer-schema";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";

/**
 * The content script asks the service worker to analyse the page it read (one message per click).
 */
export interface AnalyzeMessage {
  type: "faircarat:analyze";
  /** One per click: the server charges and stores a click once, however often it is retried. */
  clickId: string;
  page: RetailerPage;
}

/**
 * What the service worker answers: the analysis, or why there is none and what the buyer can do.
 */
export type AnalyzeOutcome =
  | { kind: "analysis"; analysis: PanelAnalysis; reportUrl: string }
  | { kind: "signed-out"; signInUrl: string }
  | { kind: "no-plan"; pricingUrl: string }
  | { kind: "refused"; message: string; formUrl: string }
  | { kind: "unreachable"; origin: string };
