import { Worker } from "node:worker_threads";
import type { FitOptions } from "@faircarat/pricing";
import type { FittedMarketModel } from "./fit-market-model";
import { columnsOf, isListingColumns, transferables, type MarketListings } from "./listing-columns";

/**
 * Fits the pricing model and packs its index listings on a worker thread: the fit takes seconds of
 * CPU, and on the thread that serves requests it would stall every request, health checks
 * included. The worker runs the TypeScript source through the same tsx loader the server runs with.
 * The listings go as columns whose typed arrays are transferred, not copied: columns passed in
 * cannot be read here after (decision 041).
 */
export function fitInWorker(
  listings: MarketListings,
  options: FitOptions,
  signal?: AbortSignal,
): Promise<FittedMarketModel> {
  const aborted = () =>
    signal?.reason instanceof Error ? signal.reason : new Error("pricing fit aborted");
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const columns = isListingColumns(listings) ? listings : columnsOf(listings);
    const worker = new Worker(new URL("./fit-worker-entry.mjs", import.meta.url), {
      workerData: { columns, options },
      transferList: transferables(columns),
    });
    let settled = false;
    // Shutdown does not wait seconds for a fit nobody will use: the next process fits again.
    const abort = () => {
      settled = true;
      reject(aborted());
      void worker.terminate();
    };
    signal?.addEventListener("abort", abort, { once: true });
    worker.once("exit", () => signal?.removeEventListener("abort", abort));
    worker.once("message", (fitted: FittedMarketModel) => {
      settled = true;
      resolve(fitted);
      void worker.terminate();
    });
    worker.once("error", (error) => {
      settled = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!settled)
        reject(new Error(`pricing fit worker stopped with code ${code} before answering`));
    });
  });
}
