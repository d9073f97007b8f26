export { createDb, type Database, type DbHandle, type Schema } from "./client";
export { isDatabaseUnavailable } from "./database-unavailable";
export {
  currentGeneration,
  currentGenerationSql,
  inCurrentCells,
  inCurrentListings,
} from "./market-generation";
export { preparedPerDatabase } from "./prepared-per-database";
export { defaultDbTimeouts, type DbTimeouts } from "./server-pool";
export * as tables from "./schema/index";
export type {
  IndexImportRecord,
  MarketImportProblem,
  MarketSourceKind,
  RejectedRecord,
} from "./schema/market-imports";
