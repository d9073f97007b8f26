import { describe, expect, it } from "vitest";
import type { EditionCase, EditionForward } from "./eval-edition-forward";
import { editionForwardRows } from "./published-edition-forward";

const edition = (
  retailer: string,
  actualCents: number,
  engineCents: number,
  carriedCents: number | null,
): EditionCase => ({
  edition: "2026-07-26",
  retailer,
  nominalCarat: 1,
  actualCents,
  engineCents,
  engineLowCents: Math.round(engineCents * 0.8),
  engineHighCents: Math.round(engineCents * 1.25),
  carriedCents,
  withoutIndexCents: actualCents * 2,
});

describe("editionForwardRows", () => {
  it("publishes the engine's retailer medians beside carry-forward, the engine without indexes and the market median", () => {
    const fold: EditionForward = {
      cases: [
        edition("Ritani", 29_500, 30_000, 19_200),
        edition("Blue Nile", 60_000, 66_000, 61_000),
        edition("With Clarity", 50_000, 40_000, null),
      ],
      market: [
        {
          edition: "2026-07-26",
          nominalCarat: 1,
          retailers: 3,
          actualCents: 50_000,
          engineCents: 48_000,
          fairValueCents: 47_000,
          carriedCents: null,
          withoutIndexCents: 100_000,
        },
      ],
    };
    const rows = editionForwardRows(fold);
    expect(rows.map((r) => [r.fold, r.n, r.mdape, r.coverage, r.width])).toEqual([
      // Engine errors 1.7%, 10% and 20%, each actual inside its range (With Clarity's at its top);
      // carry-forward 34.9% and 1.7% where the cell was published before; without indexes every
      // price doubled.
      ["Next index edition: each retailer", 3, 0.1, 1, 1.5625],
      ["Next index edition: last edition carried forward", 2, 0.1829, null, null],
      ["Next index edition: the engine without indexes", 3, 1, null, null],
      ["Next index edition: the market median", 1, 0.04, null, null],
    ]);
  });
});
