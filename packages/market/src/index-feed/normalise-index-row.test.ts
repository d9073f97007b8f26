import { marketIndexCellSchema } from "@faircarat/contracts";
import { describe, expect, it } from "vitest";
import { sampleIndexCells, unpublishedIndexCells } from "../testing/index-fixture";
import { normaliseIndexRow } from "./normalise-index-row";

describe("normaliseIndexRow", () => {
  it("normalises a published cell, prices in cents, as the contract has it", () => {
    const outcome = normaliseIndexRow(sampleIndexCells);
    expect(outcome).toEqual({
      ok: true,
      value: {
        source: "https://index.example/lab-grown (May 2026 edition)",
        edition: "2026-05-21",
        collectedOn: "2026-05-18",
        retailer: "Example Jeweller",
        shape: "round",
        color: "E",
        clarity: "VS1",
        cut: "Excellent",
        certificateLab: "IGI",
        caratFrom: 0.95,
        caratTo: 1.05,
        nominalCarat: 1,
        medianPricePerCaratCents: 40000,
        indexPriceCents: 40000,
        listings: 120,
      },
    });
    if (outcome.ok) expect(marketIndexCellSchema.parse(outcome.value)).toEqual(outcome.value);
  });

  it("reads grades in other spellings, thousands separators in the count, and derives what may be left out", () => {
    const cells = {
      ...sampleIndexCells,
      shape: "Round Brilliant",
      color: "e",
      clarity: "vs 1",
      cut: "EX",
      listings: "1,506",
      carat_from: "1.45",
      carat_to: "1.55",
      nominal_carat: "",
      median_price_per_carat_usd: "261.33",
      index_price_usd: "",
      source: "",
    };
    expect(normaliseIndexRow(cells)).toMatchObject({
      ok: true,
      value: {
        shape: "round",
        clarity: "VS1",
        cut: "Excellent",
        listings: 1506,
        nominalCarat: 1.5,
        medianPricePerCaratCents: 26133,
        indexPriceCents: 39200,
        source: "unnamed index",
      },
    });
  });

  it("keeps a cell the index did not publish, with no prices and its listing count", () => {
    expect(normaliseIndexRow(unpublishedIndexCells)).toMatchObject({
      ok: true,
      value: { medianPricePerCaratCents: null, indexPriceCents: null, listings: 12 },
    });
    expect(normaliseIndexRow({ ...unpublishedIndexCells, listings: "0" })).toMatchObject({
      ok: true,
      value: { listings: 0, indexPriceCents: null },
    });
  });

  it("refuses an index price that disagrees with the median per carat times the nominal carat", () => {
    expect(normaliseIndexRow({ ...sampleIndexCells, index_price_usd: "440" })).toEqual({
      ok: false,
      reason: "index_price_disagrees_with_median",
    });
    // Rounding to whole dollars stays within the tolerance.
    expect(
      normaliseIndexRow({
        ...sampleIndexCells,
        carat_from: "1.45",
        carat_to: "1.55",
        nominal_carat: "1.5",
        median_price_per_carat_usd: "261.33",
        index_price_usd: "392",
      }),
    ).toMatchObject({ ok: true });
  });

  it("refuses a nominal carat outside the cell's window, and a window that is empty", () => {
    expect(normaliseIndexRow({ ...sampleIndexCells, nominal_carat: "1.5" })).toEqual({
      ok: false,
      reason: "nominal_carat_outside_window",
    });
    expect(
      normaliseIndexRow({ ...sampleIndexCells, carat_from: "1.05", carat_to: "0.95" }),
    ).toEqual({ ok: false, reason: "bad_carat_window" });
  });

  it.each([
    [{ retailer: " " }, "missing_retailer"],
    [{ listings: "" }, "missing_listings"],
    [{ listings: "many" }, "bad_listings"],
    [{ listings: "0" }, "published_without_listings"],
    [{ median_price_per_carat_usd: "" }, "missing_price"],
    [{ median_price_per_carat_usd: "free" }, "bad_price"],
    [{ collected_on: "2026-05-25" }, "collected_after_edition"],
    [{ edition: "May 2026" }, "unknown_date:May 2026"],
    [{ color: "Fancy Pink" }, "unknown_color:Fancy Pink"],
    [{ ...unpublishedIndexCells, index_price_usd: "290" }, "price_on_unpublished_cell"],
  ])("refuses %o as %s", (override, reason) => {
    expect(normaliseIndexRow({ ...sampleIndexCells, ...override })).toEqual({ ok: false, reason });
  });

  it("refuses a record that is not a row of strings", () => {
    expect(normaliseIndexRow({ ...sampleIndexCells, listings: 12 })).toEqual({
      ok: false,
      reason: "malformed_row",
    });
    expect(normaliseIndexRow(null)).toEqual({ ok: false, reason: "malformed_row" });
  });
});
