import { once } from "node:events";
import net from "node:net";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";
import { createServerPool, defaultDbTimeouts } from "./server-pool";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the PostgreSQL pool", () => {
  it("survives the server ending a connection in use, and does not keep it", async () => {
    const pool = createServerPool(serverUrl as string, defaultDbTimeouts, () => undefined);
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      const dead = once(client, "error");
      await terminateBackend(rows[0]!.pid);
      const [error] = (await dead) as [Error];
      expect(isDatabaseUnavailable(error)).toBe(true);

      // Handed back as broken at once, so a caller that never releases it cannot drain the pool.
      await vi.waitFor(() => expect(pool.totalCount).toBe(0));
      expect(() => client.release()).not.toThrow();
      await expect(client.query("select 1")).rejects.toSatisfy(isDatabaseUnavailable);
      expect((await pool.query<{ answer: number }>("select 42 as answer")).rows).toEqual([
        { answer: 42 },
      ]);
    } finally {
      await pool.end();
    }
  });

  it("cancels a statement that runs past the statement timeout", async () => {
    const pool = createServerPool(
      serverUrl as string,
      { ...defaultDbTimeouts, statementMs: 200 },
      () => undefined,
    );
    try {
      const started = Date.now();
      const error = await pool.query("select pg_sleep(3)").catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect((error as { code?: string }).code).toBe("57014");
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((await pool.query<{ answer: number }>("select 42 as answer")).rows).toEqual([
        { answer: 42 },
      ]);
    } finally {
      await pool.end();
    }
  });
});

describe("the PostgreSQL pool against a server that never answers", () => {
  it("gives up after the connection timeout with an error read as 'unavailable'", async () => {
    const silent = net.createServer(() => undefined);
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as net.AddressInfo;
    const pool = createServerPool(
      `postgres://nobody@127.0.0.1:${port}/none`,
      { ...defaultDbTimeouts, connectMs: 300 },
      () => undefined,
    );
    try {
      const started = Date.now();
      const error = await pool.query("select 1").catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end();
      silent.close();
    }
  });
});

async function terminateBackend(pid: number) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [pid]);
  } finally {
    await admin.end();
  }
}
