import { parentPort, workerData } from "node:worker_threads";
import type { FitOptions } from "@faircarat/pricing";
import { fitMarketModel } from "./fit-market-model";
import type { ListingColumns } from "./listing-columns";

const { columns, options } = workerData as { columns: ListingColumns; options: FitOptions };
const fitted = fitMarketModel(columns, options);
parentPort!.postMessage(fitted, [fitted.indexListings.buffer as ArrayBuffer]);
