import { parentPort, workerData } from "node:worker_threads";
import type { FitOptions, PricingListing } from "@faircarat/pricing";
import { fitMarketModel } from "../pricing-models/fit-market-model";

const { listings, options } = workerData as { listings: PricingListing[]; options: FitOptions };
const fitted = fitMarketModel(listings, options);
parentPort!.postMessage(fitted, [fitted.indexListings.buffer as ArrayBuffer]);
