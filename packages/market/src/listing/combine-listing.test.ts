import { describe, expect, it } from "vitest";
import { combineListing } from "./combine-listing";
import type { ListingFacts } from "./listing-facts";

const facts = (over: Partial<ListingFacts>): ListingFacts => ({
  retailer: null,
  origin: null,
  specs: {},
  notes: [],
  ...over,
});

describe("combineListing", () => {
  it("keeps the URL's values, fills gaps from the page and labels each source", () => {
    const combined = combineListing(
      facts({ retailer: "James Allen", specs: { carat: 1.01, color: "G", shape: "round" } }),
      facts({
        retailer: "JA",
        origin: "lab",
        specs: { color: "G", clarity: "VS1", cut: "Ideal" },
        priceCents: 150000,
      }),
    );
    expect(combined).toEqual({
      retailer: "James Allen",
      origin: "lab",
      specs: { carat: 1.01, color: "G", shape: "round", clarity: "VS1", cut: "Ideal" },
      sources: {
        carat: "url",
        color: "url",
        shape: "url",
        clarity: "page",
        cut: "page",
        origin: "page",
        price: "page",
      },
      priceCents: 150000,
      notes: [],
    });
  });

  it("tells when the page disagrees with the URL", () => {
    const combined = combineListing(
      facts({ specs: { color: "G" } }),
      facts({ specs: { color: "H" } }),
    );
    expect(combined.specs.color).toBe("G");
    expect(combined.notes).toEqual([
      "The page gives color H but the URL says G; the URL's value was used.",
    ]);
  });

  it("reads a natural diamond's origin and where it came from (the analysis then prices it as natural)", () => {
    const combined = combineListing(
      facts({ retailer: "Brilliant Earth", origin: "natural" }),
      null,
    );
    expect(combined).toMatchObject({ origin: "natural", sources: { origin: "url" } });
    expect(combined.notes).toEqual([]);
  });
});
