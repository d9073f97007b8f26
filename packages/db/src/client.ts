import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";
import { createServerPool, defaultDbTimeouts, type DbTimeouts } from "./server-pool";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data directory as a tarball, to start another database from
   * (`startFrom`).
   */
  dumpDataDir?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
/** Any number that is ours alone: serialises migrations across processes on one server. */
const MIGRATION_LOCK_ID = 7_334_201;

export interface DbOptions {
  /**
   * Told when the server ends an idle pooled connection (a restart, an administrator). The pool
   * has already dropped that connection and opens a new one when needed; without a listener the
   * error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only; PGlite runs in this process and needs none. */
  timeouts?: DbTimeouts;
  /**
   * PGlite in memory only: a data directory (`dumpDataDir`) to start from instead of an empty one.
   */
  startFrom?: Blob;
}

/**
 * A `postgres://` or `postgresql://` URL selects a PostgreSQL server; anything else is an
 * embedded PGlite data folder (`memory://` keeps it in memory, for tests).
 */
export function createDb(location: string, options: DbOptions = {}): DbHandle {
  return /^postgres(ql)?:\/\//.test(location)
    ? createServerDb(location, options)
    : createEmbeddedDb(location, options.startFrom);
}

function createServerDb(
  url: string,
  { onConnectionError = () => undefined, timeouts = defaultDbTimeouts }: DbOptions,
): DbHandle {
  const pool = createServerPool(url, timeouts, onConnectionError);
  const options = { schema, casing: "snake_case" } as const;
  return {
    db: drizzlePg(pool, options),
    kind: "postgres",
    async migrate() {
      // A connection of its own, without the statement timeouts: waiting for another process's
      // migrations (the advisory lock) may take longer than any request should.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      client.on("error", onConnectionError);
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, options), { migrationsFolder });
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

function createEmbeddedDb(location: string, startFrom: Blob | undefined): DbHandle {
  const inMemory = location === "memory://";
  if (!inMemory) mkdirSync(location, { recursive: true });
  if (startFrom && !inMemory) throw new Error("startFrom is for an in-memory database only");
  const client = inMemory ? new PGlite({ loadDataDir: startFrom }) : new PGlite(location);
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}
