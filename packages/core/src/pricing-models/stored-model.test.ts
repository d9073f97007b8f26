import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { withOutage } from "@faircarat/db/testing-outage";
import { feedCsv, listingCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import {
  indexCsv,
  sampleIndexCells,
  unpublishedIndexCells,
} from "@faircarat/market/testing/index-fixture";
import { createMarketIndex, priceDiamond, type FitOptions } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { createMarketPricing } from "../analyses/market-pricing";
import { checkServingModel } from "../analyses/serving-model-check";
import { readMarketDataStatus } from "../market/market-data-status";
import { silentLogger } from "../logger";
import { importMarketFeed } from "../market/import-market-feed";
import { refreshMarketFeed } from "../market/refresh-market-feed";
import { fitMarketModel } from "./fit-market-model";
import { fitStoredModelIfDue } from "./fit-stored-model";
import { unpackIndexListings } from "./index-listings";
import { loadPricingIndexCells } from "./load-pricing-index-cells";
import { loadPricingListings } from "./load-pricing-listings";
import { marketValuationDate } from "./market-valuation-date";
import { isListingColumns, listingsOf, type MarketListings } from "./listing-columns";
import { releaseHeldBackModel } from "./release-model";
import { modelMoveReport } from "./model-move-report";

/** The synthetic three-retailer market as a feed (test data), prices scaled by `priceFactor`. */
/** The synthetic market at a price factor; `retailerFactors` moves single retailers on top. */
const syntheticFeed = (priceFactor = 1, retailerFactors: Record<string, number> = {}) =>
  writeFeedFolder({
    "feed.csv": feedCsv(
      syntheticListings({ perRetailer: 80 }).map((l, i) => ({
        ...listingCells(l, i, priceFactor * (retailerFactors[l.retailer] ?? 1)),
        polish: "EX",
        symmetry: "EX",
      })),
    ),
  });

/** An index cell as the engine reads it (test data). */
const loadedCell = {
  source: "https://index.example/lab-grown",
  edition: "2026-07-26",
  collectedOn: "2026-07-23",
  retailer: "Example Jeweller",
  shape: "round",
  color: "E",
  clarity: "VS1",
  cut: "Excellent",
  certificateLab: "IGI",
  caratFrom: 0.95,
  caratTo: 1.05,
  nominalCarat: 1,
  medianPricePerCaratCents: 40000,
  indexPriceCents: 40000,
  listings: 120,
} as const;

const oneCarat = {
  carat: 1.2,
  color: "G",
  clarity: "VS1",
  cut: "Excellent",
  valuationDate: "2026-04-23",
} as const;

describe.each(testDatabaseKinds())("stored pricing models on %s", (kind) => {
  let handle: DbHandle;
  let feed: string;
  let dearerFeed: string;
  const fit = vi.fn(async (listings: MarketListings, options: FitOptions) =>
    fitMarketModel(listings, options),
  );
  const ctx = () => ({ db: handle.db, logger: silentLogger, fit });
  /** What a freshly started process would price with. */
  const freshProcessValue = async () => {
    const snapshot = await createMarketPricing(handle.db, silentLogger).reload();
    return snapshot
      ? priceDiamond(snapshot.model, snapshot.index, oneCarat, { comparables: 5 })
          .fairMarketValueCents
      : null;
  };

  beforeAll(async () => {
    handle = await createTestDb(kind);
    [feed, dearerFeed] = await Promise.all([syntheticFeed(), syntheticFeed(1.3)]);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    fit.mockClear();
    await clearMarket(handle.db);
  });

  it("fits once for a completed import, and a process loads that model without fitting", async () => {
    const imported = await importMarketFeed(ctx(), feed);
    if (!imported.ok) throw new Error(imported.reason);
    const first = await fitStoredModelIfDue(ctx());
    expect(first).toMatchObject({
      fitted: true,
      importId: imported.summary.importId,
      listings: 320,
    });
    expect(await fitStoredModelIfDue(ctx())).toEqual({ fitted: false, reason: "model_current" });
    expect(fit).toHaveBeenCalledTimes(1);

    const fitted = await (fit.mock.results[0]!.value as Promise<ReturnType<typeof fitMarketModel>>);
    const [row] = await handle.db.select().from(tables.pricingModels);
    expect(row).toMatchObject({
      importId: imported.summary.importId,
      listingsRead: 320,
      model: fitted.model,
    });

    // The loaded model and index price exactly as the ones just fitted do.
    const direct = priceDiamond(
      fitted.model,
      createMarketIndex(await unpackIndexListings(fitted.indexListings), fitted.model),
      oneCarat,
      { comparables: 5 },
    );
    const pricing = createMarketPricing(handle.db, silentLogger);
    const loaded = await pricing.reload();
    expect(priceDiamond(loaded!.model, loaded!.index, oneCarat, { comparables: 5 })).toEqual(
      direct,
    );
    expect(await pricing.reload()).toBe(loaded);
  });

  it("prices as a model fitted on every listing does, though only the index's listings are stored", async () => {
    await importMarketFeed(ctx(), feed);
    await fitStoredModelIfDue(ctx());
    const everything = await loadPricingListings(handle.db);
    const model = fitMarketModel(everything, { valuationDate: "2026-04-01" }).model;
    const snapshot = await createMarketPricing(handle.db, silentLogger).reload();
    for (const specs of [
      oneCarat,
      { ...oneCarat, carat: 2.1, color: "E", clarity: "VVS2" },
      { ...oneCarat, carat: 0.7, color: "H", clarity: "SI1" },
    ] as const) {
      expect(priceDiamond(snapshot!.model, snapshot!.index, specs, { comparables: 5 })).toEqual(
        priceDiamond(model, createMarketIndex(everything, model), specs, { comparables: 5 }),
      );
    }
  });

  it("never lets a killed import change what pricing sees, and fits once the next run completes it", async () => {
    await importMarketFeed(ctx(), feed);
    await fitStoredModelIfDue(ctx());
    const before = await freshProcessValue();
    expect(before).toBeGreaterThan(0);

    // An import of dearer prices, stopped after its first 100 rows and left as kill -9 leaves it:
    // `running`, with a heartbeat that stopped, and a part of its rows written.
    const controller = new AbortController();
    await importMarketFeed(ctx(), dearerFeed, {
      batchSize: 100,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    const [killed] = await handle.db
      .update(tables.marketImports)
      .set({
        status: "running",
        finishedAt: null,
        error: null,
        heartbeatAt: sql`now() - interval '10 minutes'`,
      })
      .where(eq(tables.marketImports.status, "failed"))
      .returning();
    expect(killed?.imported).toBe(100);

    expect(await fitStoredModelIfDue(ctx())).toEqual({
      fitted: false,
      reason: "import_unfinished",
    });
    expect(await freshProcessValue()).toBe(before);

    // The next refresh takes the stale run over and completes the feed; only then is a model
    // fitted.
    expect(await refreshMarketFeed(ctx(), dearerFeed)).toMatchObject({ ok: true });
    expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true });
    const after = await freshProcessValue();
    expect(after! / before!).toBeCloseTo(1.3, 1);
  });

  it("fits nothing while the newest import failed, keeping the model in use", async () => {
    await importMarketFeed(ctx(), feed);
    await fitStoredModelIfDue(ctx());
    await handle.db
      .insert(tables.marketImports)
      .values({ source: feed, sourceSignature: "x", status: "failed", updated: 10 });
    expect(await fitStoredModelIfDue(ctx())).toEqual({
      fitted: false,
      reason: "import_unfinished",
    });
    expect(fit).toHaveBeenCalledTimes(1);
  });

  it("fits on the index cells read in the listings' snapshot, valued on the newest of a lab listing and an edition", async () => {
    const indexes = await writeFeedFolder({
      "2026-05.csv": indexCsv([
        sampleIndexCells,
        { ...unpublishedIndexCells, retailer: "Small Shop", collected_on: "2026-05-20" },
      ]),
    });
    const imported = await importMarketFeed(ctx(), feed, { indexes });
    if (!imported.ok) throw new Error(imported.reason);
    expect(await fitStoredModelIfDue(ctx())).toMatchObject({
      fitted: true,
      listings: 320,
      indexCells: 2,
    });
    const [listings, options] = fit.mock.calls[0]!;
    // The synthetic listings end on 2026-04-01; the edition's published cell was collected on
    // 2026-05-18.
    expect(options).toEqual({
      valuationDate: "2026-05-18",
      indexCells: await loadPricingIndexCells(handle.db),
    });
    expect(options.indexCells).toEqual([
      expect.objectContaining({
        retailer: "Example Jeweller",
        collectedOn: "2026-05-18",
        indexPriceCents: 40000,
        source: "https://index.example/lab-grown (May 2026 edition)",
      }),
      expect.objectContaining({ retailer: "Small Shop", indexPriceCents: null }),
    ]);
    expect(listings).toHaveLength(320);
    const [row] = await handle.db.select().from(tables.pricingModels);
    const model = row!.model as ReturnType<typeof fitMarketModel>["model"];
    expect(model.index.cells).toHaveLength(1);
    expect(model.index.sources).toEqual([
      expect.objectContaining({
        source: "https://index.example/lab-grown",
        newestCollectedOn: "2026-05-18",
      }),
    ]);
  });

  it("values the market on its newest lab listing, or a later published index cell", () => {
    const listings = [
      { ...syntheticListings({ perRetailer: 1 })[0]!, observedOn: "2026-04-23" },
      {
        ...syntheticListings({ perRetailer: 1 })[0]!,
        observedOn: "2026-05-01",
        origin: "natural" as const,
      },
    ];
    const cell = { ...loadedCell, collectedOn: "2026-07-23" };
    const today = "2026-11-27";
    expect(marketValuationDate(listings, [], today)).toBe("2026-04-23");
    expect(marketValuationDate(listings, [cell], today)).toBe("2026-07-23");
    expect(
      marketValuationDate(
        listings,
        [{ ...cell, indexPriceCents: null, medianPricePerCaratCents: null }],
        today,
      ),
    ).toBe("2026-04-23");
    expect(marketValuationDate(listings, [{ ...cell, collectedOn: "2026-03-01" }], today)).toBe(
      "2026-04-23",
    );
    expect(marketValuationDate([], [cell], today)).toBe("");
    // A row dated after today (a typo such as 2099-01-01) is not the market's date.
    expect(
      marketValuationDate(
        [...listings, { ...listings[0]!, observedOn: "2099-01-01" }],
        [{ ...cell, collectedOn: "2099-01-01" }],
        today,
      ),
    ).toBe("2026-04-23");
  });

  describe("sanity probe", () => {
    /**
     * A fitter whose model is valued in 2099, as one feed row dated 2099-01-01 once made every
     * model.
     */
    const brokenFit = async (market: MarketListings, options: FitOptions) => {
      const listings = isListingColumns(market) ? listingsOf(market) : market;
      return fitMarketModel([...listings, { ...listings[0]!, observedOn: "2099-01-01" }], {
        ...options,
        valuationDate: "2099-01-01",
      });
    };

    it("holds back a model whose probe values moved more than the bound: stored, not served, reported, and the serving one never pruned", async () => {
      await importMarketFeed(ctx(), feed);
      const first = await fitStoredModelIfDue(ctx());
      const before = await freshProcessValue();
      for (let refit = 0; refit < 4; refit += 1) {
        expect(
          await refreshMarketFeed(
            ctx(),
            refit % 2 === 0 ? await syntheticFeed(3) : await syntheticFeed(3.1),
          ),
        ).toMatchObject({ ok: true });
        expect(await fitStoredModelIfDue(ctx())).toMatchObject({
          fitted: true,
          heldBack: expect.stringMatching(
            /^typical probe value moved \d+% \(bound 50%\) since the last released model \(#\d+\)$/,
          ),
        });
      }
      expect(await freshProcessValue()).toBe(before);
      const status = await readMarketDataStatus(handle.db);
      expect(status.heldBackModel).toMatchObject({
        reason: expect.stringContaining("typical probe value moved"),
      });
      expect(
        (await handle.db.select({ id: tables.pricingModels.id }).from(tables.pricingModels)).map(
          (row) => row.id,
        ),
      ).toContain(first.fitted ? first.modelId : -1);

      // The operator checks the market and releases the newest: it serves, at about three times the
      // value.
      expect(await releaseHeldBackModel(handle.db, status.heldBackModel!.modelId)).toMatchObject({
        released: true,
      });
      expect((await freshProcessValue())! / before!).toBeCloseTo(3.1, 0);
      expect((await readMarketDataStatus(handle.db)).heldBackModel).toBeNull();
      expect(await releaseHeldBackModel(handle.db, status.heldBackModel!.modelId)).toEqual({
        released: false,
        reason: "not_held_back",
      });
      expect(await releaseHeldBackModel(handle.db, 999_999)).toEqual({
        released: false,
        reason: "not_found",
      });
    });

    it("holds back a refit that a database restart interrupted between the fit and its store, once the database is back", async () => {
      await importMarketFeed(ctx(), feed);
      await fitStoredModelIfDue(ctx());
      const before = await freshProcessValue();
      expect(await refreshMarketFeed(ctx(), await syntheticFeed(3))).toMatchObject({ ok: true });

      // PostgreSQL restarts while the worker fits: the fit's result finds the database gone.
      const outage = withOutage(handle.db);
      const fitThenRestart = async (listings: MarketListings, options: FitOptions) => {
        const fitted = fitMarketModel(listings, options);
        outage.down();
        return fitted;
      };
      await expect(
        fitStoredModelIfDue({ db: outage.db, logger: silentLogger, fit: fitThenRestart }),
      ).rejects.toMatchObject({ code: "57P01" });
      outage.up();
      expect(await freshProcessValue()).toBe(before);
      expect((await readMarketDataStatus(handle.db)).heldBackModel).toBeNull();

      // The same process's next sync fits again (it releases the lease it could not) and holds it
      // back.
      expect(await fitStoredModelIfDue({ ...ctx(), db: outage.db })).toMatchObject({
        fitted: true,
        heldBack: expect.stringContaining("typical probe value moved"),
      });
      expect(await freshProcessValue()).toBe(before);
      expect((await readMarketDataStatus(handle.db)).heldBackModel).not.toBeNull();
    });

    it("holds a walk of small corrections at the step that crosses the bound since the last release, and serves again once the bad data is gone, without SQL", async () => {
      await importMarketFeed(ctx(), feed);
      const first = await fitStoredModelIfDue(ctx());
      const before = (await freshProcessValue())!;
      // Each step within the bound of the one before (0.8x, then 0.69x of it, then 0.69x again).
      await refreshMarketFeed(ctx(), await syntheticFeed(0.8));
      expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true, heldBack: null });
      expect((await freshProcessValue())! / before).toBeCloseTo(0.8, 1);
      for (const step of [0.55, 0.38]) {
        await refreshMarketFeed(ctx(), await syntheticFeed(step));
        expect(await fitStoredModelIfDue(ctx())).toMatchObject({
          fitted: true,
          heldBack: expect.stringContaining(
            `since the last released model (#${first.fitted ? first.modelId : -1})`,
          ),
        });
        expect((await freshProcessValue())! / before).toBeCloseTo(0.8, 1);
      }
      // What the operator sees before deciding: the move since the release, and its sources.
      const report = await modelMoveReport(handle.db);
      expect(report).toMatchObject({
        heldBack: expect.stringContaining("typical probe value moved"),
        baselineId: first.fitted ? first.modelId : -1,
      });
      expect(report!.move!.median).toBeGreaterThan(0.5);
      expect(report!.probes[1]!.afterCents / report!.probes[1]!.beforeCents).toBeCloseTo(0.38, 1);
      expect(report!.sources.map((source) => source.change).sort()).toEqual(["added", "removed"]);
      // The operator removes the drift: the next refit is within the bound of the release, and
      // serves.
      await refreshMarketFeed(ctx(), feed);
      expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true, heldBack: null });
      expect((await freshProcessValue())! / before).toBeCloseTo(1, 1);
      expect((await readMarketDataStatus(handle.db)).heldBackModel).toBeNull();
    });

    it("holds back a model in which one retailer's usual price moved past its bound, though the market's did not", async () => {
      await importMarketFeed(ctx(), feed);
      await fitStoredModelIfDue(ctx());
      await refreshMarketFeed(ctx(), await syntheticFeed(1, { Value: 0.2 }));
      expect(await fitStoredModelIfDue(ctx())).toMatchObject({
        fitted: true,
        heldBack: expect.stringMatching(
          /^Value's usual price moved \d+% \(bound 100%\) since the last released model/,
        ),
      });
    });

    it("holds later models to the model an operator released, not to the first", async () => {
      await importMarketFeed(ctx(), feed);
      await fitStoredModelIfDue(ctx());
      await refreshMarketFeed(ctx(), await syntheticFeed(3));
      const held = await fitStoredModelIfDue(ctx());
      if (!held.fitted || !held.heldBack) throw new Error("expected a held-back model");
      await releaseHeldBackModel(handle.db, held.modelId);
      await refreshMarketFeed(ctx(), await syntheticFeed(3.2));
      expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true, heldBack: null });
      await refreshMarketFeed(ctx(), feed);
      expect(await fitStoredModelIfDue(ctx())).toMatchObject({
        fitted: true,
        heldBack: expect.stringContaining(`since the last released model (#${held.modelId})`),
      });
    });

    it("lets a move within the bound through", async () => {
      await importMarketFeed(ctx(), feed);
      await fitStoredModelIfDue(ctx());
      await refreshMarketFeed(ctx(), await syntheticFeed(0.85));
      expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true, heldBack: null });
    });

    it("holds back a first model that cannot value the probe stones sanely: nothing serves and readiness says why", async () => {
      await importMarketFeed(ctx(), feed);
      const outcome = await fitStoredModelIfDue({ ...ctx(), fit: brokenFit });
      expect(outcome).toMatchObject({
        fitted: true,
        heldBack: expect.stringMatching(/^fails its sanity probe \(\d+ of 12: /),
      });
      const pricing = createMarketPricing(handle.db, silentLogger);
      expect(await pricing.reload()).toBeNull();
      expect(checkServingModel(pricing, "2026-11-27")).toBe("missing");
      expect((await readMarketDataStatus(handle.db)).heldBackModel).toMatchObject({
        reason: expect.stringContaining("sanity probe"),
      });
    });

    it("refuses to serve a stored model that fails its probe where it would serve (another version stored it), keeping the one in use", async () => {
      await importMarketFeed(ctx(), feed);
      await fitStoredModelIfDue(ctx());
      const pricing = createMarketPricing(handle.db, silentLogger);
      const good = await pricing.reload();
      expect(checkServingModel(pricing, "2026-11-27")).toBe("ok");

      const broken = await brokenFit(await loadPricingListings(handle.db), {
        valuationDate: "2026-04-01",
      });
      const [importRow] = await handle.db
        .select({ id: tables.marketImports.id })
        .from(tables.marketImports);
      const values = {
        importId: importRow!.id,
        observationId: 1,
        format: (await handle.db.select().from(tables.pricingModels))[0]!.format,
        model: broken.model,
        listingsRead: 1,
        fitMs: 1,
        fittedBy: "older version",
      };
      const [stored] = await handle.db
        .insert(tables.pricingModels)
        .values({ ...values, indexListings: Buffer.from(broken.indexListings) })
        .returning({ id: tables.pricingModels.id });
      expect(await pricing.reload()).toBe(good);
      expect(pricing.refused?.()).toEqual({
        modelId: stored!.id,
        reason: expect.stringContaining("fails its sanity probe"),
      });

      // A fresh process with nothing to fall back on is not ready.
      const fresh = createMarketPricing(handle.db, silentLogger);
      expect(await fresh.reload()).toBeNull();
      expect(checkServingModel(fresh, "2026-11-27")).toBe("failed_probe");
    });

    it("fails readiness's check when the serving model cannot value stones at today's date", async () => {
      await importMarketFeed(ctx(), feed);
      await fitStoredModelIfDue(ctx());
      const pricing = createMarketPricing(handle.db, silentLogger);
      await pricing.reload();
      expect(checkServingModel(pricing, "2026-11-27")).toBe("ok");
      expect(checkServingModel(pricing, "9999-01-01")).toBe("failed_probe");
    });
  });

  it("has nothing to fit or load before the first import", async () => {
    expect(await fitStoredModelIfDue(ctx())).toEqual({ fitted: false, reason: "no_import" });
    expect(await createMarketPricing(handle.db, silentLogger).reload()).toBeNull();
  });
});
