import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const serverUrl = process.env.TEST_DATABASE_URL;
const oneCarat = { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 };

describe.skipIf(!serverUrl)("analyses when PostgreSQL drops the connections", () => {
  let t: TestApp;
  let databaseName: string;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    const result: unknown = await t.db.execute(sql`select current_database() as name`);
    databaseName = (result as { rows: [{ name: string }] }).rows[0].name;
  });
  afterAll(() => t.close());

  const credits = async (cookie: string) =>
    (await bodyOf(await t.request("/api/subscription", { cookie }))).report_credits as number;

  it("answers a request whose connection is terminated with a 503 envelope at once, charges nothing, and serves the next one", async () => {
    const { cookie } = await t.signedInUser();
    const { url } = await bodyOf(
      await t.request("/api/billing/create-payment", { method: "POST", cookie }),
    );
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });

    // Hold the analysis in the database (its rate-limit write waits on a lock), then end every
    // connection the app has, as a PostgreSQL restart does.
    const holder = await connect(databaseName);
    await holder.query("begin");
    await holder.query("lock table rate_limit_buckets in access exclusive mode");
    const answer = t.postJson("/api/analyses", oneCarat, { cookie });
    await waitForLockWaiter(holder, databaseName);
    const terminatedAt = Date.now();
    await holder.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [databaseName],
    );
    const response = await answer;
    const answeredInMs = Date.now() - terminatedAt;
    await holder.query("rollback");
    await holder.end();

    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(await errorOf(response)).toMatchObject({
      code: "database_unavailable",
      message: "FairCarat is briefly unavailable. Please try again in a few seconds.",
    });
    expect(answeredInMs).toBeLessThan(1_000);

    expect(await credits(cookie)).toBe(1);
    expect((await t.postJson("/api/analyses", oneCarat, { cookie })).status).toBe(201);
    expect(await credits(cookie)).toBe(0);
  });
});

async function connect(database: string) {
  const url = new URL(serverUrl as string);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

async function waitForLockWaiter(client: pg.Client, database: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await client.query(
      "select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
      [database],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the analysis never waited on the lock");
}
