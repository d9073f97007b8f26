import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RetailerContext } from "./retailer-context";

const index = {
  kind: "index",
  source: "https://rings.com/pages/lab-grown-diamond-price-index",
  edition: "2026-07-26",
  collectedOn: "2026-07-23",
  listings: 1506,
} as const;
const listings = { kind: "listings", asOf: "2026-04-23", listings: 812 } as const;

describe("RetailerContext", () => {
  it("appends what the retailer's usual price rests on: a published index's edition and listings", () => {
    const retailerContext = {
      retailer: "Ritani",
      usualPrice: 1240,
      ratioToMarket: 0.62,
      tier: "value" as const,
      evidence: index,
    };
    render(
      <RetailerContext
        analysis={{ retailer: "Ritani", expectedAtRetailer: 1240, retailerContext }}
      />,
    );
    expect(screen.getByText(/^Ritani:/).textContent).toBe(
      "Ritani: usually about $1,240 for these specs (published index, July 2026, 1,506 listings), a value retailer at 0.6x the market.",
    );
  });

  it("appends the day of the retailer's listings", () => {
    const retailerContext = {
      retailer: "James Allen",
      usualPrice: 2780,
      ratioToMarket: 1.4,
      tier: "premium" as const,
      evidence: listings,
    };
    render(
      <RetailerContext
        analysis={{ retailer: "James Allen", expectedAtRetailer: 2780, retailerContext }}
      />,
    );
    expect(screen.getByText(/^James Allen:/).textContent).toBe(
      "James Allen: usually about $2,780 for these specs (listings of Apr 23, 2026), a premium retailer at 1.4x the market.",
    );
  });
});
