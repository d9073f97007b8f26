import { describe, expect, it } from "vitest";
import { selectCurrent } from "./select-current";
import { syntheticListings } from "./testing/synthetic-market";

describe("selectCurrent", () => {
  const listings = syntheticListings({ perRetailer: 5 });

  it("keeps each retailer's latest snapshot as current and older rows as history", () => {
    const { current, history, snapshots } = selectCurrent(listings, {
      valuationDate: "2026-04-23",
    });
    expect(current.every((l) => l.observedOn === "2026-04-01")).toBe(true);
    expect(history.every((l) => l.observedOn === "2021-04-01")).toBe(true);
    expect([...snapshots.keys()].sort()).toEqual(["Middle", "Premium", "Value"]);
  });

  it("ignores rows after the valuation date and natural stones", () => {
    const natural = { ...listings[0]!, origin: "natural" as const, observedOn: "2021-04-01" };
    const { current, history } = selectCurrent([...listings, natural], {
      valuationDate: "2022-01-01",
    });
    expect(current.map((l) => l.retailer)).toEqual(Array(5).fill("Value"));
    expect(history).toHaveLength(0);
  });

  it("treats a retailer whose latest rows are too old as history only", () => {
    const { current } = selectCurrent(listings, { valuationDate: "2023-01-01", maxAgeDays: 365 });
    expect(current).toHaveLength(0);
  });
});
