import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { createDb, type DbHandle } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a PostgreSQL server database", () => {
  it("survives the server ending an idle pooled connection and reports it", async () => {
    const onConnectionError = vi.fn();
    const handle = createDb(serverUrl as string, { onConnectionError });
    try {
      const [{ pid }] = await rowsOf<{ pid: number }>(handle, sql`select pg_backend_pid() as pid`);
      expect(pid).toBeTypeOf("number");

      await terminateBackend(pid);
      await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalledOnce());
      expect((onConnectionError.mock.calls[0]?.[0] as { code?: string }).code).toBe("57P01");

      expect(await rowsOf(handle, sql`select 42 as answer`)).toEqual([{ answer: 42 }]);
    } finally {
      await handle.close();
    }
  });
});

/**
 * node-postgres answers `execute` with a result whose rows the shared Database type leaves unknown.
 */
async function rowsOf<Row>(handle: DbHandle, query: SQL): Promise<[Row, ...Row[]]> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: [Row, ...Row[]] }).rows;
}

async function terminateBackend(pid: number) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [pid]);
  } finally {
    await admin.end();
  }
}
