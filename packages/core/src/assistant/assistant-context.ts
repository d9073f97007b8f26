import type { Database } from "@faircarat/db";
import type { MarketPricing } from "../analyses/market-pricing";
import type { Logger } from "../logger";
import type { LlmWriter } from "./llm/llm-writer";

export interface AssistantContext {
  db: Database;
  pricing: MarketPricing;
  logger: Logger;
  /** A configured language model writes replies; absent, the built-in expert does. */
  llm?: LlmWriter | undefined;
}
