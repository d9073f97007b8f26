import { describe, expect, it } from "vitest";
import { emptyForm } from "./analysis-form";
import { decideAnalyze } from "./click-flow";

const complete = {
  ...emptyForm,
  carat: "1.5",
  cut: "Excellent",
  color: "G",
  clarity: "VS1",
  listedPrice: "$8,500",
};
const subscriber = { signedIn: true, entitled: true };

describe("decideAnalyze (spec section 4, 'Analyze click flow')", () => {
  it("1. stops with missing information before looking at the price", () => {
    expect(decideAnalyze({ ...complete, clarity: "", listedPrice: "" }, subscriber)).toEqual({
      kind: "missing-information",
      fields: ["clarity"],
    });
  });

  it("2. stops with an invalid price", () => {
    expect(decideAnalyze({ ...complete, listedPrice: "free" }, subscriber)).toEqual({
      kind: "invalid-price",
    });
  });

  it("stops at a typed carat the engine cannot value, before anything is sent; a blank one is fine beside a listing URL", () => {
    for (const carat of ["0", "-1", "abc", "500", "1e308"])
      expect(decideAnalyze({ ...complete, carat }, subscriber), carat).toEqual({
        kind: "invalid-carat",
      });
    for (const carat of ["0.01", "1,5", "100"])
      expect(decideAnalyze({ ...complete, carat }, subscriber).kind, carat).toBe("analyze");
    expect(
      decideAnalyze({ ...emptyForm, listingUrl: "https://x.test", listedPrice: "950" }, subscriber)
        .kind,
    ).toBe("analyze");
  });

  it("stops at a certificate number that is not one, before anything else happens", () => {
    expect(decideAnalyze({ ...complete, certificateNumber: "LG\u0000123456" }, subscriber)).toEqual(
      { kind: "invalid-certificate-number" },
    );
    expect(decideAnalyze({ ...complete, certificateNumber: "LG756580087" }, subscriber)).toEqual({
      kind: "analyze",
      listedPrice: 8500,
    });
  });

  it("stops at a field holding a character the server cannot store (a pasted NUL, half an emoji), naming the field", () => {
    expect(decideAnalyze({ ...complete, listingUrl: "https://x.test/\u0000" }, subscriber)).toEqual(
      { kind: "unaccepted-character", field: "listingUrl" },
    );
    expect(decideAnalyze({ ...complete, cut: "Excellent\ud83d" }, subscriber)).toEqual({
      kind: "unaccepted-character",
      field: "cut",
    });
    expect(decideAnalyze({ ...complete, cut: "Excellent 💎" }, subscriber).kind).toBe("analyze");
  });

  it("4. analyses for a subscriber or a credit holder", () => {
    expect(decideAnalyze(complete, subscriber)).toEqual({ kind: "analyze", listedPrice: 8500 });
    expect(
      decideAnalyze({ ...emptyForm, listingUrl: "https://x.test", listedPrice: "950" }, subscriber),
    ).toEqual({ kind: "analyze", listedPrice: 950 });
  });

  it("5. sends an anonymous visitor to sign in", () => {
    expect(decideAnalyze(complete, { signedIn: false, entitled: false })).toEqual({
      kind: "sign-in",
    });
  });

  it("6. offers the plans to a signed-in user without one", () => {
    expect(decideAnalyze(complete, { signedIn: true, entitled: false })).toEqual({
      kind: "choose-plan",
    });
  });
});
