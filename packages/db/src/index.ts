export { createDb, type Database, type DbHandle, type Schema } from "./client";
export * as tables from "./schema/index";
