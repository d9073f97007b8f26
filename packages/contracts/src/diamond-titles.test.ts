import { describe, expect, it } from "vitest";
import { describeSpecs, reportTitle, shapeLabel } from "./diamond-titles";

const specs = { shape: "oval", carat: 1.5, color: "G", clarity: "VS1", cut: "Excellent" };

describe("reportTitle", () => {
  it("names the specs someone stated, whether typed, in the listing URL or on its page", () => {
    expect(
      reportTitle({
        specs,
        sources: { carat: "form", cut: "form", color: "form", clarity: "form", shape: "form" },
      }),
    ).toBe("1.5 ct Excellent G VS1 Oval");
    expect(
      reportTitle({
        specs,
        sources: { carat: "url", cut: "page", color: "url", clarity: "url", shape: "url" },
      }),
    ).toBe("1.5 ct Excellent G VS1 Oval");
  });

  it("leaves out a cut or shape the engine assumed, as the sources mark it", () => {
    expect(
      reportTitle({
        specs,
        sources: { carat: "url", color: "url", clarity: "url", shape: "url", cut: "assumed" },
      }),
    ).toBe("1.5 ct G VS1 Oval");
    expect(
      reportTitle({
        specs,
        sources: { carat: "form", cut: "form", color: "form", clarity: "form", shape: "assumed" },
      }),
    ).toBe("1.5 ct Excellent G VS1");
  });

  it("leaves out a cut or shape without a source, as analyses stored before 'assumed' have them", () => {
    expect(reportTitle({ specs, sources: { carat: "form", color: "form", clarity: "form" } })).toBe(
      "1.5 ct G VS1",
    );
  });
});

describe("describeSpecs", () => {
  it("writes specs in the jeweler's order, leaving out a missing cut or shape", () => {
    expect(
      describeSpecs({ carat: 1.5, cut: "Excellent", color: "G", clarity: "VS1", shape: "round" }),
    ).toBe("1.5 ct Excellent G VS1 Round");
    expect(describeSpecs({ carat: 1, cut: null, color: "E", clarity: "VVS2" })).toBe("1 ct E VVS2");
    expect(
      describeSpecs({ carat: 0.8, cut: null, color: "F", clarity: "VS2", shape: "old-mine" }),
    ).toBe("0.8 ct F VS2 Old Mine");
  });
});

describe("shapeLabel", () => {
  it("writes every contract shape id as words", () => {
    expect(["round", "old-mine", "old-european", "half-moon", "trillion"].map(shapeLabel)).toEqual([
      "Round",
      "Old Mine",
      "Old European",
      "Half Moon",
      "Trillion",
    ]);
  });
});
