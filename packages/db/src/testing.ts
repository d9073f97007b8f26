import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDb, migrationsFolder, type DbHandle } from "./client";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * For a test whose outcome depends on the database (its queries, constraints, locks and leases,
 * requests that race, two processes, a server that restarts): PGlite always, and the PostgreSQL
 * server too when TEST_DATABASE_URL names one (CI does). PGlite runs one statement at a time, so
 * only the server shows a race.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * For a test of routes or jobs that only pass through the database: PGlite alone. The database
 * code they call is tested on both where it is written, and their races on both (decision 054).
 */
export function oneTestDatabase(): TestDatabaseKind[] {
  return ["pglite"];
}

export async function createTestDb(kind: TestDatabaseKind): Promise<DbHandle & { url: string }> {
  if (kind === "pglite") {
    const handle = createDb("memory://", { startFrom: await migratedSnapshot() });
    await handle.migrate();
    return { ...handle, url: "memory://" };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `faircarat_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(
    serverUrl,
    `create database ${name} template ${await migratedTemplate(serverUrl)}`,
  );
  const url = databaseUrl(serverUrl, name);
  const handle = createDb(url);
  await handle.migrate();
  return {
    ...handle,
    /** For processes of their own (a cluster test) to reach the same database. */
    url,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL's codes for a name taken and for a database another session is connected to. */
const DUPLICATE_DATABASE = "42P04";
const OBJECT_IN_USE = "55006";

async function adminQuery(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  // A session that has just closed its connection may still be leaving the server for a moment;
  // renaming or copying a database waits for it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQueryOnce(serverUrl, statement);
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function adminQueryOnce(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  // A server restart while this short-lived connection is open must fail the call, not the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | undefined;

/**
 * The name of an empty database on the server with every migration applied, which each test
 * database is copied from (`create database ... template`): made once per set of migrations and
 * kept on the server for every test file and run after it, like the PGlite snapshot below. A copy
 * takes a fraction of a second; migrating a new database took 2-3 s on a busy machine, one file at
 * a time (the migrations' advisory lock). The migrations still run for real: here, and in
 * `migrate()` above (a no-op on the copy). No session may connect to it: a copy needs it idle.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= makeTemplate(serverUrl).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function makeTemplate(serverUrl: string): Promise<string> {
  const name = `faircarat_template_${await migrationsHash()}`;
  const found = await adminQuery(serverUrl, `select 1 from pg_database where datname = '${name}'`);
  if (found.rowCount) return name;
  // Made under a name of its own and renamed once migrated, so another file never copies half of it.
  const partial = `${name}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${partial}`);
  try {
    const handle = createDb(databaseUrl(serverUrl, partial));
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await adminQuery(serverUrl, `alter database ${partial} with allow_connections false`);
    await adminQuery(serverUrl, `alter database ${partial} rename to ${name}`);
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${partial} with (force)`);
    // Another process made it first: use theirs.
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  }
  return name;
}

/**
 * An empty PGlite data directory with every migration applied, made once per set of migrations
 * and kept in the temp folder for every test file after it. A PGlite started from it is ready in
 * about 0.5 s; an empty one takes 1.5 s to initialise and 0.7 s more to migrate, once per file.
 * The migrations still run for real: here, and in `migrate()` above (a no-op on the snapshot).
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `faircarat-test-db-${await migrationsHash()}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const handle = createDb("memory://");
  try {
    await handle.migrate();
    const snapshot = await handle.dumpDataDir!();
    // Written aside and renamed, so a test file reading it at the same time never sees half of it.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  } finally {
    await handle.close();
  }
}

/**
 * PGlite's version and every migration file's name and contents: a change to either makes a new
 * snapshot.
 */
async function migrationsHash(): Promise<string> {
  const pglitePackage = fileURLToPath(
    new URL("../package.json", import.meta.resolve("@electric-sql/pglite")),
  );
  const hash = createHash("sha256").update(await readFile(pglitePackage));
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile(),
  );
  for (const name of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash
      .update(path.relative(migrationsFolder, name))
      .update("\0")
      .update(await readFile(name));
  }
  return hash.digest("hex").slice(0, 16);
}
