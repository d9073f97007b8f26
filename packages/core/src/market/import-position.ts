import type { MarketSourceKind } from "./market-import-summary";

/** Where an import is reading, so a failure names the source and file it stopped in. */
export interface ImportPosition {
  source: MarketSourceKind;
  file: string | null;
}
