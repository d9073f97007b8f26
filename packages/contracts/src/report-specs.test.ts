import { describe, expect, it } from "vitest";
import { specRows } from "./report-specs";

describe("the report's 'Diamond analyzed' rows", () => {
  it("say a fancy shape's cut is not graded, on the web and in the PDF alike", () => {
    const rows = specRows({
      specs: { shape: "oval", carat: 1.52, color: "F", clarity: "VS1", cut: null },
      sources: { shape: "form", carat: "form", color: "form", clarity: "form" },
      pricedAsShape: null,
      certificateNumber: "LG123456789",
    });
    expect(rows.map((r) => [r.label, r.value, r.source])).toEqual([
      ["Shape", "Oval", "you entered"],
      ["Carat", "1.52 ct", "you entered"],
      ["Cut", "Not graded (fancy shape)", null],
      ["Color", "F", "you entered"],
      ["Clarity", "VS1", "you entered"],
      ["Certificate", "LG123456789", null],
    ]);
  });

  it("call a round's missing cut not stated, and an unsourced shape assumed", () => {
    const rows = specRows({
      specs: { shape: "round", carat: 1, color: "G", clarity: "VS2", cut: null },
      sources: { carat: "page", color: "page", clarity: "page" },
      pricedAsShape: null,
    });
    expect(rows[0]).toEqual({ label: "Shape", value: "Round", source: "assumed (typical)" });
    expect(rows[2]).toEqual({ label: "Cut", value: "Not stated", source: null });
    expect(rows[1]?.source).toBe("from the listing page");
  });
});
