import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { indexCsv, sampleIndexCells } from "@faircarat/market/testing/index-fixture";
import { silentLogger } from "../logger";
import { importMarketFeed } from "./import-market-feed";

describe.each(testDatabaseKinds())(
  "text a database cannot store, in market files on %s",
  (kind) => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await createTestDb(kind);
    });
    afterAll(async () => handle.close());

    // A lone surrogate cannot survive a UTF-8 file (it is read back as U+FFFD, which PostgreSQL
    // stores); a NUL byte can.
    it("rejects a listing row or an index cell holding a NUL byte as unstorable_text, and imports the rest (it failed the whole import, on every retry)", async () => {
      const feed = await writeFeedFolder({
        "feed.csv": feedCsv([
          sampleCells,
          { ...sampleCells, listing_id: "nul", retailer: "James\u0000Allen" },
          { ...sampleCells, listing_id: "nul-url", url: "https://www.jamesallen.com/x\u0000" },
        ]),
      });
      const indexes = await writeFeedFolder({
        "index.csv": indexCsv([
          sampleIndexCells,
          { ...sampleIndexCells, retailer: "Rit\u0000ani" },
          { ...sampleIndexCells, source: "index\u0000" },
        ]),
      });
      const result = await importMarketFeed({ db: handle.db, logger: silentLogger }, feed, {
        indexes,
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.summary).toMatchObject({
        imported: 1,
        rejectedByReason: { unstorable_text: 2 },
      });
      expect(result.summary.index).toMatchObject({ imported: 1, rejected: 2 });
      expect(
        result.summary.index?.rejectedRecords.map((r) => [path.basename(r.file), r.line]),
      ).toEqual([
        ["index.csv", 3],
        ["index.csv", 4],
      ]);
      expect(await handle.db.select().from(tables.marketIndexCells)).toHaveLength(1);
    });
  },
);
