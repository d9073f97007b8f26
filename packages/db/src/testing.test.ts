import { describe, expect, it } from "vitest";
import { createDb } from "./client";
import { rateLimitBuckets } from "./schema/index";
import { createTestDb, testDatabaseKinds } from "./testing";

// PGlite's start from a migrated snapshot, the server's are copies of a migrated template database.
describe.each(testDatabaseKinds())("test databases on %s, started from a migrated copy", (kind) => {
  it("have the schema a freshly migrated database has", async () => {
    const fresh = createDb("memory://");
    await fresh.migrate();
    const fromSnapshot = await createTestDb(kind);
    try {
      expect(await schemaOf(fromSnapshot)).toEqual(await schemaOf(fresh));
      expect(await schemaOf(fromSnapshot)).toContain("rate_limit_buckets.window_start");
    } finally {
      await Promise.all([fresh.close(), fromSnapshot.close()]);
    }
  });

  it("are each a database of their own", async () => {
    const [first, second] = await Promise.all([createTestDb(kind), createTestDb(kind)]);
    try {
      await first.db
        .insert(rateLimitBuckets)
        .values({ key: "only-in-first", windowStart: new Date(), count: 1 });
      expect(await first.db.select().from(rateLimitBuckets)).toHaveLength(1);
      expect(await second.db.select().from(rateLimitBuckets)).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

async function schemaOf(handle: {
  db: { execute: (query: string) => Promise<unknown> };
}): Promise<string[]> {
  const result = (await handle.db.execute(
    "select table_name || '.' || column_name as name from information_schema.columns where table_schema in ('public', 'drizzle') order by 1",
  )) as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}
