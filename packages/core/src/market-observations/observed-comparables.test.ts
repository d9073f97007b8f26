import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { priceDiamond } from "@faircarat/pricing";
import { parseListingUrl } from "@faircarat/market/listing/parse-listing-url";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";
import type { ListingObservation } from "./observation-of-read";
import { createObservedComparables, withObservedComparables } from "./observed-comparables";
import { recordMarketObservation } from "./record-market-observation";

/** The pasted URL as the request parses it once. */
function parsed(pasted: string) {
  const outcome = parseListingUrl(pasted);
  if (!outcome.ok) throw new Error(`not a listing URL: ${pasted}`);
  return outcome.value;
}

const fixture = fittedFixture();
const request = {
  carat: 1.2,
  color: "G",
  clarity: "VS1",
  cut: "Excellent",
  shape: "round",
  listedPriceCents: 300000,
  valuationDate: "2026-11-27",
} as const;
const observation = (i: number, over: Partial<ListingObservation> = {}): ListingObservation => ({
  host: "ritani.com",
  retailer: "Ritani",
  url: `https://ritani.com/products/lab-${i}`,
  shape: "round",
  carat: 1.2,
  color: "G",
  clarity: "VS1",
  cut: "Excellent",
  polish: null,
  symmetry: null,
  fluorescence: null,
  certificateLab: null,
  certificateNumber: null,
  certificateKey: null,
  priceCents: 180000 + i,
  ...over,
});

describe.each(testDatabaseKinds())("withObservedComparables on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  it("merges the newest observation of each near listing since the model's data, never the stone itself, and marks what was observed", async () => {
    const db = handle.db;
    const engine = priceDiamond(fixture.model, fixture.index, request, { comparables: 5 });
    // As if the model's nearest comparable had come from an observation (it entered the fit).
    const fromModel = {
      ...engine.comparableListings[0]!,
      url: "https://www.bluenile.com/diamond-details/LD1",
    };
    const priced = {
      ...engine,
      comparableListings: [fromModel, ...engine.comparableListings.slice(1)],
    };
    await recordMarketObservation(
      db,
      observation(7, {
        host: "bluenile.com",
        retailer: fromModel.source,
        url: fromModel.url,
        priceCents: fromModel.priceCents,
      }),
      fromModel.observedOn,
    );
    await recordMarketObservation(db, observation(1), "2026-11-20");
    await recordMarketObservation(db, observation(1, { priceCents: 170000 }), "2026-11-25");
    await recordMarketObservation(db, observation(2), "2026-04-20"); // before `since`
    await recordMarketObservation(db, observation(3, { shape: "oval" }), "2026-11-20");
    await recordMarketObservation(db, observation(4, { carat: 1.5 }), "2026-11-20");
    await recordMarketObservation(db, observation(5), "2026-11-20"); // the listing analysed
    await recordMarketObservation(
      db,
      observation(6, { certificateNumber: "LG612345678", certificateKey: "612345678" }),
      "2026-11-20",
    ); // its certificate

    const merged = await withObservedComparables(priced, createObservedComparables(db), {
      since: "2026-04-23",
      until: "2026-11-27",
      listing: parsed("ritani.com/products/lab-5?utm_source=mail"),
      certificateNumber: "lg 612345678",
      comparables: 5,
    });
    const observed = merged.comparableListings.filter(
      (c) => "observed" in c && c.url !== fromModel.url,
    );
    expect(
      observed.map((c) => [c.source, c.url, c.observedOn, c.priceCents, c.savingsCents]),
    ).toEqual([["Ritani", "https://ritani.com/products/lab-1", "2026-11-25", 170000, 130000]]);
    expect(merged.comparableListings).toHaveLength(5);
    expect(merged.comparableListings).toContainEqual({ ...fromModel, observed: true });
  });
});
