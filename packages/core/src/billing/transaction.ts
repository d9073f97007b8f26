import type { Database } from "@faircarat/db";

/** A database transaction, as billing, analyses and the API meter share one. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
