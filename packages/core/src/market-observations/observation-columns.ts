import { tables } from "@faircarat/db";

const observations = tables.marketObservations;

/**
 * A stored observation as a listing: what the retailer's page stated on the day it was read. The
 * fit (`loadObservedListings`) and the report's comparables (`observed-comparables.ts`) select it.
 */
export const observationListingColumns = {
  retailer: observations.retailer,
  url: observations.url,
  observedOn: observations.observedOn,
  shape: observations.shape,
  carat: observations.carat,
  color: observations.color,
  clarity: observations.clarity,
  cut: observations.cut,
  polish: observations.polish,
  symmetry: observations.symmetry,
  fluorescence: observations.fluorescence,
  certificateLab: observations.certificateLab,
  certificateNumber: observations.certificateNumber,
  priceCents: observations.priceCents,
};
