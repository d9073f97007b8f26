import { Worker } from "node:worker_threads";
import type { FitOptions, PricingListing, PricingModel } from "@faircarat/pricing";

/**
 * Fits the pricing model on a worker thread: the fit takes seconds of CPU, and on the thread that
 * serves requests it would stall every request, health checks included. The worker runs the
 * TypeScript source through the same tsx loader the server runs with.
 */
export function fitInWorker(listings: readonly PricingListing[], options: FitOptions): Promise<PricingModel> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./fit-worker-entry.mjs", import.meta.url), { workerData: { listings, options } });
    let settled = false;
    worker.once("message", (model: PricingModel) => {
      settled = true;
      resolve(model);
      void worker.terminate();
    });
    worker.once("error", (error) => {
      settled = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`pricing fit worker stopped with code ${code} before answering`));
    });
  });
}
