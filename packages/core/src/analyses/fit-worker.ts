import { parentPort, workerData } from "node:worker_threads";
import { fitPricingModel, type FitOptions, type PricingListing } from "@faircarat/pricing";

const { listings, options } = workerData as { listings: PricingListing[]; options: FitOptions };
parentPort!.postMessage(fitPricingModel(listings, options));
