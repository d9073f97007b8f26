import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@faircarat/db";
import { createTestDb } from "@faircarat/db/testing";
import { feedCsv, listingCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import type { FitOptions } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { silentLogger } from "../logger";
import { importMarketFeed } from "../market/import-market-feed";
import { fitMarketModel } from "./fit-market-model";
import { fitStoredModelIfDue } from "./fit-stored-model";
import { packIndexListings, unpackIndexColumns, unpackIndexListings } from "./index-listings";
import {
  columnsOf,
  isListingColumns,
  listingsOf,
  selectRows,
  type MarketListings,
} from "./listing-columns";
import { appendPricingListings, loadPricingListings } from "./load-pricing-listings";
import { ListingColumnsBuilder } from "./listing-columns";

const rows = () =>
  syntheticListings({ perRetailer: 40 }).map((l, i) => ({
    ...l,
    url: `https://shop.example/${i}`,
    certificateNumber: i % 3 ? null : `LG${i}`,
    depthPct: i % 2 ? 61.8 : null,
    tablePct: i % 4 ? 57 : null,
    lengthMm: i % 5 ? 6.45 : null,
    widthMm: i % 5 ? 6.42 : null,
  }));

describe("the market as columns (decision 041)", () => {
  it("holds numbers in typed arrays and each text value once, and gives back the same rows", () => {
    const listings = rows();
    const columns = columnsOf(listings);
    expect(columns.length).toBe(listings.length);
    expect(columns.carat).toBeInstanceOf(Float64Array);
    expect(columns.priceCents).toBeInstanceOf(Float64Array);
    expect(columns.text.retailer.codes).toBeInstanceOf(Uint16Array);
    expect(columns.text.retailer.values).toEqual([...new Set(listings.map((l) => l.retailer))]);
    expect(columns.text.color.values.length).toBeLessThanOrEqual(10);
    expect(listingsOf(columns)).toEqual(listings);
    expect(listingsOf(selectRows(columns, [2, 0]))).toEqual([listings[2], listings[0]]);
  });

  it("grows past its first capacity without losing a row", () => {
    const listings = rows();
    const builder = new ListingColumnsBuilder(4);
    for (const listing of listings) builder.push(listing);
    expect(listingsOf(builder.build())).toEqual(listings);
  });

  it("stores index listings as packed columns and reads them back", async () => {
    const columns = columnsOf(rows());
    const unpacked = await unpackIndexColumns(packIndexListings(columns));
    expect(unpacked.carat).toBeInstanceOf(Float64Array);
    // The outline only fits the model's typical face-up sizes: index listings read it as unknown.
    const withoutOutline = listingsOf(columns).map((l) => ({
      ...l,
      lengthMm: null,
      widthMm: null,
    }));
    expect(listingsOf(unpacked)).toEqual(withoutOutline);
    expect(await unpackIndexListings(packIndexListings(columns))).toEqual(withoutOutline);
  });

  it("reads index listings packed before depth and table were kept as stones of unknown proportions", async () => {
    const columns = columnsOf(rows());
    const { depthPct: _depth, tablePct: _table, ...before } = columns;
    const packed = packIndexListings({
      ...before,
      depthPct: new Float64Array(0),
      tablePct: new Float64Array(0),
    });
    const { gunzipSync, gzipSync } = await import("node:zlib");
    const json = JSON.parse(gunzipSync(packed).toString("utf8")) as Record<string, unknown>;
    delete json.depthPct;
    delete json.tablePct;
    const listings = await unpackIndexListings(gzipSync(JSON.stringify(json)));
    expect(listings).toHaveLength(columns.length);
    expect(listings.every((l) => l.depthPct === null && l.tablePct === null)).toBe(true);
  });
});

describe("reading the market for a fit", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb("pglite");
    const feed = await writeFeedFolder({
      "feed.csv": feedCsv(
        syntheticListings({ perRetailer: 30 }).map((l, i) => ({
          ...listingCells(l, i),
          polish: "EX",
          symmetry: "EX",
        })),
      ),
    });
    const imported = await importMarketFeed({ db: handle.db, logger: silentLogger }, feed);
    if (!imported.ok) throw new Error(imported.reason);
  });
  afterAll(() => handle.close());

  it.each([1, 7, 10_000])(
    "reads every stone in id order, %i rows per statement",
    async (batchSize) => {
      const builder = new ListingColumnsBuilder();
      const read = await appendPricingListings(handle.db, builder, batchSize);
      const everything = await loadPricingListings(handle.db);
      expect(read).toBe(everything.length);
      expect(listingsOf(builder.build())).toEqual(
        everything.map((l) => ({ ...l, certificateNumber: l.certificateNumber ?? null })),
      );
    },
  );

  it("hands the fit the market as typed-array columns, not row objects (test failed before: the fit got 120 row objects read in one statement)", async () => {
    const fit = vi.fn(async (listings: MarketListings, options: FitOptions) =>
      fitMarketModel(listings, options),
    );
    expect(await fitStoredModelIfDue({ db: handle.db, logger: silentLogger, fit })).toMatchObject({
      fitted: true,
      listings: 120,
    });
    const [given] = fit.mock.calls[0]!;
    expect(isListingColumns(given)).toBe(true);
    expect(isListingColumns(given) && given.carat).toBeInstanceOf(Float64Array);
  });
});
