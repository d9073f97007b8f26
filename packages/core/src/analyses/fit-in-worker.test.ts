import { describe, expect, it } from "vitest";
import { fitPricingModel } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { fitInWorker } from "./fit-in-worker";

describe("fitInWorker", () => {
  it("fits on a worker thread the same model as in process, while this thread stays free", async () => {
    const listings = syntheticListings();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const model = await fitInWorker(listings, { valuationDate: "2026-04-23" });
    clearInterval(timer);
    expect(model).toEqual(fitPricingModel(listings, { valuationDate: "2026-04-23" }));
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it("rejects, without taking the process down, when the fit fails on the worker", async () => {
    await expect(fitInWorker([], { valuationDate: "2026-04-23" })).rejects.toThrow(/no lab listings/);
  }, 60_000);
});
