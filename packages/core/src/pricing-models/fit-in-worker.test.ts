import { describe, expect, it } from "vitest";
import { fitPricingModel, type PricingIndexCell } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { indexListingsOf, unpackIndexListings } from "./index-listings";
import { fitInWorker } from "./fit-in-worker";

/** A published 1 ct cell of a made-up index edition (test data). */
const cell = (collectedOn: string, indexPriceCents: number): PricingIndexCell => ({
  source: "https://index.example/lab-grown (test edition)",
  edition: collectedOn,
  collectedOn,
  retailer: "Index Only",
  shape: "round",
  color: "E",
  clarity: "VS1",
  cut: "Excellent",
  certificateLab: "IGI",
  caratFrom: 0.95,
  caratTo: 1.05,
  nominalCarat: 1,
  medianPricePerCaratCents: indexPriceCents,
  indexPriceCents,
  listings: 120,
});

describe("fitInWorker", () => {
  it("fits on a worker thread the same model as in process, with its index listings packed, while this thread stays free", async () => {
    const listings = syntheticListings();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const fitted = await fitInWorker(listings, { valuationDate: "2026-04-23" });
    clearInterval(timer);
    const model = fitPricingModel(listings, { valuationDate: "2026-04-23" });
    expect(fitted.model).toEqual(model);
    const stated = indexListingsOf(model, listings).map((l) => ({
      ...l,
      certificateNumber: l.certificateNumber ?? null,
      depthPct: l.depthPct ?? null,
      tablePct: l.tablePct ?? null,
      lengthMm: null,
      widthMm: null,
    }));
    expect(await unpackIndexListings(fitted.indexListings)).toEqual(stated);
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it("passes the published index cells through to the fit on the worker", async () => {
    const listings = syntheticListings({ perRetailer: 60 });
    const indexCells = [
      cell("2026-05-18", 52_000),
      cell("2026-06-27", 50_000),
      {
        ...cell("2026-06-27", 0),
        retailer: "Small Shop",
        indexPriceCents: null,
        medianPricePerCaratCents: null,
        listings: 12,
      },
    ];
    const options = { valuationDate: "2026-06-27", indexCells };
    const fitted = await fitInWorker(listings, options);
    expect(fitted.model).toEqual(fitPricingModel(listings, options));
    expect(fitted.model.index.cells.map((c) => c.collectedOn)).toEqual([
      "2026-05-18",
      "2026-06-27",
    ]);
    expect(fitted.model.index.sources).toEqual([
      expect.objectContaining({
        source: "https://index.example/lab-grown",
        newestCollectedOn: "2026-06-27",
        cells: 2,
      }),
    ]);
  }, 60_000);

  it("rejects, without taking the process down, when the fit fails on the worker", async () => {
    await expect(fitInWorker([], { valuationDate: "2026-04-23" })).rejects.toThrow(
      /no lab listings/,
    );
  }, 60_000);

  it("stops the worker and rejects when aborted (shutdown)", async () => {
    const controller = new AbortController();
    const fitting = fitInWorker(
      syntheticListings(),
      { valuationDate: "2026-04-23" },
      controller.signal,
    );
    controller.abort(new Error("shutting down"));
    await expect(fitting).rejects.toThrow("shutting down");
  }, 60_000);
});
