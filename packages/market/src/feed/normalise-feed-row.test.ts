import { describe, expect, it } from "vitest";
import { sampleCells } from "../testing/feed-fixture";
import { normaliseFeedRow } from "./normalise-feed-row";

describe("normaliseFeedRow", () => {
  it("normalises every column of a row", () => {
    const outcome = normaliseFeedRow({
      ...sampleCells,
      cert_number: "LG 123",
      extra_column: "ignored",
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: { retailer: "James Allen", certificateNumber: "LG123", priceCents: 123450 },
    });
  });

  it("keeps the optional extra columns a newer feed carries", () => {
    const cells = {
      ...sampleCells,
      length_mm: "6.43",
      width_mm: "6.48",
      depth_mm: "4.01",
      growth_method: "HPHT",
      treatment: "as grown",
      crown_angle: "34.5",
      pavilion_angle: "40.8",
      crown_height_pct: "15.5",
      pavilion_depth_pct: "43",
      girdle_pct: "3.5",
      culet: "Pointed",
    };
    expect(normaliseFeedRow(cells)).toMatchObject({
      ok: true,
      value: {
        lengthMm: 6.43,
        widthMm: 6.48,
        depthMm: 4.01,
        growthMethod: "HPHT",
        treatment: "as grown",
        crownAngle: 34.5,
        pavilionAngle: 40.8,
        crownHeightPct: 15.5,
        pavilionDepthPct: 43,
        girdlePct: 3.5,
        culet: "Pointed",
      },
    });
  });

  it("reads a row of an older feed, without the extra columns, with them null", () => {
    const outcome = normaliseFeedRow(sampleCells);
    expect(outcome).toMatchObject({
      ok: true,
      value: { growthMethod: null, treatment: null, crownAngle: null, culet: null, lengthMm: null },
    });
  });

  it("accepts a row whose optional columns are blank or odd, nulling only those values", () => {
    const odd = {
      depth_pct: "620",
      table_pct: "wide",
      growth_method: "lab",
      treatment: "?",
      crown_angle: "steep",
      girdle_pct: "thin",
      culet: "42",
      length_mm: "6.4 - 6.5",
    };
    expect(normaliseFeedRow({ ...sampleCells, ...odd })).toMatchObject({
      ok: true,
      value: {
        depthPct: null,
        tablePct: null,
        growthMethod: null,
        treatment: null,
        crownAngle: null,
        girdlePct: null,
        culet: null,
        lengthMm: null,
        priceCents: 123450,
      },
    });
  });

  it.each([
    [{ retailer: "" }, "missing_retailer"],
    [{ price_usd: "" }, "missing_price"],
    [{ price_usd: "free" }, "bad_price"],
    [{ price_usd: "90000000000000" }, "bad_price"],
    [{ price_usd: "10000000.01", carat: "20" }, "bad_price"],
    [{ price_usd: "9.99", carat: "1" }, "implausible_price_per_carat"],
    [{ price_usd: "1000001", carat: "1" }, "implausible_price_per_carat"],
    [{ carat: "heavy" }, "bad_carat"],
    [{ color: "X" }, "unknown_color:X"],
    [{ clarity: "" }, "missing_clarity"],
    [{ shape: "star" }, "unknown_shape:star"],
    [{ origin: "" }, "missing_origin"],
    [{ scrape_date: "soon" }, "unknown_date:soon"],
    [{ url: "not a url" }, "bad_url"],
    [{ cert_lab: "Acme" }, "unknown_certificate_lab:Acme"],
    [{ cut: "Ideal", polish: "Poor" }, "impossible_grade_combination"],
    [{ cut: "Excellent", symmetry: "Fair" }, "impossible_grade_combination"],
    [
      { carat: "1.01", length_mm: "16.4", width_mm: "16.5", depth_mm: "10.1" },
      "measurements_contradict_carat",
    ],
    [
      { carat: "3.01", length_mm: "6.4", width_mm: "6.5", depth_mm: "4.0" },
      "measurements_contradict_carat",
    ],
  ])("rejects %o as %s", (cells, reason) => {
    expect(normaliseFeedRow({ ...sampleCells, ...cells })).toEqual({ ok: false, reason });
  });

  it("keeps what labs do issue: a Very Good cut with Good finish, and a round whose size matches its weight", () => {
    expect(
      normaliseFeedRow({ ...sampleCells, cut: "Very Good", polish: "Good", symmetry: "Fair" }),
    ).toMatchObject({ ok: true });
    expect(
      normaliseFeedRow({
        ...sampleCells,
        carat: "1.01",
        length_mm: "6.43",
        width_mm: "6.48",
        depth_mm: "4.01",
      }),
    ).toMatchObject({ ok: true });
    expect(
      normaliseFeedRow({
        ...sampleCells,
        shape: "Emerald",
        carat: "2.02",
        length_mm: "8.9",
        width_mm: "6.5",
        depth_mm: "4.3",
      }),
    ).toMatchObject({ ok: true });
  });

  it("rejects a record that is not a row of text cells", () => {
    expect(normaliseFeedRow({ ...sampleCells, carat: 1 })).toEqual({
      ok: false,
      reason: "malformed_row",
    });
    expect(normaliseFeedRow(null)).toEqual({ ok: false, reason: "malformed_row" });
  });
});
