import type { MarketListing } from "@faircarat/contracts";
import { describe, expect, it } from "vitest";
import { createOrdinalCounter, fingerprintOf } from "./listing-identity";

const anonymous: MarketListing = {
  retailer: "MiaDonna",
  listingId: null,
  url: null,
  observedOn: "2021-02-01",
  origin: "lab",
  shape: "round",
  carat: 1.01,
  color: "E",
  clarity: "VS1",
  cut: "Ideal",
  polish: "Excellent",
  symmetry: "Excellent",
  fluorescence: "None",
  certificateLab: null,
  certificateNumber: null,
  depthPct: 61.8,
  tablePct: 57,
  priceCents: 123450,
};

describe("fingerprintOf", () => {
  // The value the importer stored before feeds had proportion columns: a changed hash would turn
  // every stored history stone into a new one on the next import.
  const storedBeforeProportions = "loi4oJlTKTL9mQXNO7-GOt#1";

  it("keeps the fingerprint stones were stored under before the proportion columns existed", () => {
    expect(fingerprintOf(anonymous, createOrdinalCounter())).toBe(storedBeforeProportions);
  });

  it("is not changed by the proportion, growth and treatment columns", () => {
    const withProportions: MarketListing = {
      ...anonymous,
      growthMethod: "CVD",
      treatment: "as grown",
      lengthMm: 6.4,
      crownAngle: 34.5,
      culet: "Pointed",
    };
    const blankProportions: MarketListing = {
      ...anonymous,
      growthMethod: null,
      treatment: null,
      lengthMm: null,
      crownAngle: null,
      culet: null,
    };
    expect(fingerprintOf(withProportions, createOrdinalCounter())).toBe(storedBeforeProportions);
    expect(fingerprintOf(blankProportions, createOrdinalCounter())).toBe(storedBeforeProportions);
  });

  it("is null for a listing with an identity of its own", () => {
    expect(fingerprintOf({ ...anonymous, listingId: "A1" }, createOrdinalCounter())).toBeNull();
  });
});
