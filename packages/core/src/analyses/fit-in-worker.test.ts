import { describe, expect, it } from "vitest";
import { fitPricingModel } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { indexListingsOf, unpackIndexListings } from "../pricing-models/index-listings";
import { fitInWorker } from "./fit-in-worker";

describe("fitInWorker", () => {
  it("fits on a worker thread the same model as in process, with its index listings packed, while this thread stays free", async () => {
    const listings = syntheticListings();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const fitted = await fitInWorker(listings, { valuationDate: "2026-04-23" });
    clearInterval(timer);
    const model = fitPricingModel(listings, { valuationDate: "2026-04-23" });
    expect(fitted.model).toEqual(model);
    const stated = indexListingsOf(model, listings).map((l) => ({ ...l, certificateNumber: l.certificateNumber ?? null }));
    expect(await unpackIndexListings(fitted.indexListings)).toEqual(stated);
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it("rejects, without taking the process down, when the fit fails on the worker", async () => {
    await expect(fitInWorker([], { valuationDate: "2026-04-23" })).rejects.toThrow(/no lab listings/);
  }, 60_000);

  it("stops the worker and rejects when aborted (shutdown)", async () => {
    const controller = new AbortController();
    const fitting = fitInWorker(syntheticListings(), { valuationDate: "2026-04-23" }, controller.signal);
    controller.abort(new Error("shutting down"));
    await expect(fitting).rejects.toThrow("shutting down");
  }, 60_000);
});
