import { getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tables, type DbHandle } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { extractListing } from "../listing/extract-listing";
import type { SafeFetchResult } from "../listing/safe-fetch";
import { silentLogger } from "../logger";
import type { ListingObservation } from "./observation-of-read";
import { observeListingReads } from "./observe-listing-reads";
import { recordMarketObservation } from "./record-market-observation";

const observation = (over: Partial<ListingObservation> = {}): ListingObservation => ({
  host: "jamesallen.com",
  retailer: "James Allen",
  url: "https://www.jamesallen.com/loose-diamonds/round-cut/1.20-carat-f-color-vs2-clarity-sku-1",
  shape: "round",
  carat: 1.2,
  color: "F",
  clarity: "VS2",
  cut: null,
  polish: null,
  symmetry: null,
  fluorescence: null,
  certificateLab: null,
  certificateNumber: null,
  certificateKey: null,
  priceCents: 210000,
  ...over,
});
const numbered = (i: number, host = "jamesallen.com") =>
  observation({ host, url: `https://www.${host}/p/${i}` });

describe("the observations' columns", () => {
  it("have no place for who read the page", () => {
    const columns = Object.keys(getTableColumns(tables.marketObservations)).join(" ");
    expect(columns).not.toMatch(/user|analysis|session|email|account|key_id|ip/i);
  });
});

describe.each(testDatabaseKinds())("recordMarketObservation on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(tables.marketObservations);
    await handle.db.delete(tables.marketObservationQuotas);
  });
  const stored = () => handle.db.select().from(tables.marketObservations);

  it("keeps one observation per URL and day: the first read of the day stands", async () => {
    expect(await recordMarketObservation(handle.db, observation(), "2026-11-27")).toMatchObject({
      kind: "stored",
    });
    expect(
      await recordMarketObservation(handle.db, observation({ priceCents: 199900 }), "2026-11-27"),
    ).toEqual({ kind: "already_observed" });
    expect(
      await recordMarketObservation(handle.db, observation({ priceCents: 199900 }), "2026-11-28"),
    ).toMatchObject({ kind: "stored" });
    expect((await stored()).map((r) => [r.observedOn, r.priceCents])).toEqual([
      ["2026-11-27", 210000],
      ["2026-11-28", 199900],
    ]);
  });

  it("keeps one observation per certificate and day, whatever URL it was read at", async () => {
    const certified = { certificateNumber: "LG612345678", certificateKey: "612345678" };
    expect(
      await recordMarketObservation(
        handle.db,
        observation({ ...certified, url: "https://www.jamesallen.com/a" }),
        "2026-11-27",
      ),
    ).toMatchObject({ kind: "stored" });
    expect(
      await recordMarketObservation(
        handle.db,
        observation({ ...certified, url: "https://www.jamesallen.com/b" }),
        "2026-11-27",
      ),
    ).toEqual({ kind: "already_observed" });
    expect(await stored()).toHaveLength(1);
  });

  it("stores at most the daily cap per host, counts the refused, and leaves other hosts and days alone", async () => {
    for (let i = 0; i < 3; i++)
      expect(await recordMarketObservation(handle.db, numbered(i), "2026-11-27", 3)).toMatchObject({
        kind: "stored",
      });
    // A repeat is not stored and uses none of the cap.
    expect(await recordMarketObservation(handle.db, numbered(0), "2026-11-27", 3)).toEqual({
      kind: "already_observed",
    });
    expect(await recordMarketObservation(handle.db, numbered(3), "2026-11-27", 3)).toEqual({
      kind: "host_cap_reached",
      refused: 1,
    });
    expect(await recordMarketObservation(handle.db, numbered(4), "2026-11-27", 3)).toEqual({
      kind: "host_cap_reached",
      refused: 2,
    });
    expect(
      await recordMarketObservation(handle.db, numbered(0, "bluenile.com"), "2026-11-27", 3),
    ).toMatchObject({ kind: "stored" });
    expect(await recordMarketObservation(handle.db, numbered(3), "2026-11-28", 3)).toMatchObject({
      kind: "stored",
    });
    expect(await stored()).toHaveLength(5);
    expect(
      await handle.db
        .select()
        .from(tables.marketObservationQuotas)
        .orderBy(tables.marketObservationQuotas.host, tables.marketObservationQuotas.observedOn),
    ).toEqual([
      { host: "bluenile.com", observedOn: "2026-11-27", stored: 1, refused: 0 },
      { host: "jamesallen.com", observedOn: "2026-11-27", stored: 3, refused: 2 },
      { host: "jamesallen.com", observedOn: "2026-11-28", stored: 1, refused: 0 },
    ]);
  });

  it("holds the cap under concurrent reads", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordMarketObservation(handle.db, numbered(i), "2026-11-27", 5),
      ),
    );
    expect(outcomes.filter((o) => o.kind === "stored")).toHaveLength(5);
    expect(await stored()).toHaveLength(5);
  });
});

describe("observeListingReads", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb("pglite");
  });
  afterAll(() => handle.close());

  const url =
    "https://www.jamesallen.com/loose-diamonds/round-cut/1.20-carat-f-color-vs2-clarity-sku-1002";
  const page = `<title>1.20 Carat F VS2 Round Lab Grown Diamond</title><meta property="product:price:amount" content="2100"><meta property="product:price:currency" content="USD">`;
  const fetch = async (at: string): Promise<SafeFetchResult> => ({
    ok: true,
    url: at,
    status: 200,
    contentType: "text/html",
    body: page,
  });

  it("returns the listing as read and stores what the page states, once; a failing database only logs", async () => {
    const outcomes: string[] = [];
    const read = observeListingReads((at) => extractListing(at, { fetch }), {
      db: handle.db,
      logger: silentLogger,
      today: () => "2026-11-27",
      onOutcome: (o) => outcomes.push(o),
    });
    const listing = await read(url);
    expect(listing).toMatchObject({ priceCents: 210000, specs: { carat: 1.2, color: "F" } });
    await read(url);
    await read("https://www.example-diamonds.com/loose/1.20-carat-f-vs2-round");
    expect(outcomes).toEqual(["stored", "already_observed", "host_not_allowed"]);
    expect(
      await handle.db
        .select({
          url: tables.marketObservations.url,
          priceCents: tables.marketObservations.priceCents,
        })
        .from(tables.marketObservations),
    ).toEqual([{ url, priceCents: 210000 }]);

    const warn = vi.fn();
    const broken = {
      ...handle.db,
      transaction: () => Promise.reject(new Error("connection lost")),
    } as unknown as typeof handle.db;
    const failing = observeListingReads((at) => extractListing(at, { fetch }), {
      db: broken,
      logger: { ...silentLogger, warn },
      today: () => "2026-11-28",
    });
    expect(await failing(url)).toMatchObject({ priceCents: 210000 });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "market observation not stored",
    );
  });
});
