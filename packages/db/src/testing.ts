import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type DbHandle } from "./client";

export type TestDatabaseKind = "pglite" | "postgres";

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one (CI does). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A migrated database of its own for one test file: an in-memory PGlite, or a fresh database on
 * the server that is dropped again on close().
 */
export async function createTestDb(kind: TestDatabaseKind): Promise<DbHandle & { url: string }> {
  if (kind === "pglite") {
    const handle = createDb("memory://");
    await handle.migrate();
    return { ...handle, url: "memory://" };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `faircarat_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDb(url.toString());
  await handle.migrate();
  return {
    ...handle,
    /** For processes of their own (a cluster test) to reach the same database. */
    url: url.toString(),
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  // A server restart while this short-lived connection is open must fail the call, not the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
