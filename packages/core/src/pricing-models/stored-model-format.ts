import type { PricingModel } from "@faircarat/pricing";

/**
 * Fails to compile when the engine's model version moves on, so the stored format is bumped with
 * it.
 */
const engineVersion: PricingModel["version"] = 8;

/**
 * What a stored model row holds: the engine's model version and the packing of its index listings.
 * A process loads only rows of the format it writes; after an upgrade the new code fits its own.
 */
export const STORED_MODEL_FORMAT = `pricing-v${engineVersion}+index-listings-v2`;

/** Rows kept per format: the newest, and a few before it for an operator to compare. */
export const STORED_MODELS_KEPT = 3;
