import { describe, expect, it } from "vitest";
import { sampleCells } from "../testing/feed-fixture";
import { normaliseFeedRow } from "./normalise-feed-row";

describe("normaliseFeedRow", () => {
  it("normalises every column of a row", () => {
    const outcome = normaliseFeedRow({ ...sampleCells, cert_number: "LG 123", extra_column: "ignored" });
    expect(outcome).toMatchObject({ ok: true, value: { retailer: "James Allen", certificateNumber: "LG123", priceCents: 123450 } });
  });

  it.each([
    [{ retailer: "" }, "missing_retailer"],
    [{ price_usd: "" }, "missing_price"],
    [{ price_usd: "free" }, "bad_price"],
    [{ carat: "heavy" }, "bad_carat"],
    [{ color: "X" }, "unknown_color:X"],
    [{ clarity: "" }, "missing_clarity"],
    [{ shape: "star" }, "unknown_shape:star"],
    [{ origin: "" }, "missing_origin"],
    [{ scrape_date: "soon" }, "unknown_date:soon"],
    [{ url: "not a url" }, "bad_url"],
    [{ cert_lab: "Acme" }, "unknown_certificate_lab:Acme"],
  ])("rejects %o as %s", (cells, reason) => {
    expect(normaliseFeedRow({ ...sampleCells, ...cells })).toEqual({ ok: false, reason });
  });

  it("rejects a record that is not a row of text cells", () => {
    expect(normaliseFeedRow({ ...sampleCells, carat: 1 })).toEqual({ ok: false, reason: "malformed_row" });
    expect(normaliseFeedRow(null)).toEqual({ ok: false, reason: "malformed_row" });
  });
});
