import { describe, expect, it } from "vitest";
import { emptyForm } from "./analysis-form";
import { decideAnalyze } from "./click-flow";
import {
  fieldProblems,
  invalidPriceMessage,
  missingPriceMessage,
  openProblems,
} from "./field-problems";

const subscriber = { signedIn: true, entitled: true };
const refused = (form: typeof emptyForm) => fieldProblems(decideAnalyze(form, subscriber), form);

describe("fieldProblems", () => {
  it("names each missing C on its field, and the price a listing URL came without", () => {
    expect(refused({ ...emptyForm, carat: "1.5", listedPrice: "900" })).toEqual([
      expect.objectContaining({ field: "cut", kind: "missing" }),
      expect.objectContaining({ field: "color", kind: "missing" }),
      expect.objectContaining({ field: "clarity", kind: "missing" }),
    ]);
    expect(refused({ ...emptyForm, listingUrl: "https://x.test/d" })).toEqual([
      { field: "listedPrice", message: missingPriceMessage, kind: "missing", value: "" },
    ]);
    expect(refused({ ...emptyForm, listingUrl: "https://x.test/d", listedPrice: "free" })).toEqual([
      { field: "listedPrice", message: invalidPriceMessage, kind: "invalid", value: "free" },
    ]);
  });

  it("puts the carat's, the certificate number's and a bad character's messages on their fields", () => {
    const url = { ...emptyForm, listingUrl: "https://x.test/d", listedPrice: "900" };
    expect(refused({ ...url, carat: "500" })[0]).toMatchObject({
      field: "carat",
      message: "Please enter a carat weight from 0.01 to 100.",
    });
    expect(refused({ ...url, certificateNumber: "nope" })[0]?.field).toBe("certificateNumber");
    expect(refused({ ...url, girdle: "thin\u0000" })[0]).toMatchObject({
      field: "girdle",
      message: "The girdle contains a character we cannot accept. Please remove it and try again.",
    });
  });

  it("names nothing when the click goes on", () => {
    const complete = { ...emptyForm, listingUrl: "https://x.test/d", listedPrice: "900" };
    expect(refused(complete)).toEqual([]);
  });
});

describe("openProblems", () => {
  it("keeps a problem until its field changes, and a missing one until the form stops needing it", () => {
    const form = { ...emptyForm, carat: "1.5", color: "F", clarity: "VS1", listedPrice: "900" };
    const problems = refused(form);
    expect(problems.map((p) => p.field)).toEqual(["cut"]);
    expect(openProblems(problems, form)).toEqual(problems);
    expect(openProblems(problems, { ...form, cut: "Ideal" })).toEqual([]);
    // An oval needs no cut: the mark goes as soon as the shape says so.
    expect(openProblems(problems, { ...form, shape: "oval" })).toEqual([]);
    const price = refused({ ...form, cut: "Ideal", listedPrice: "" });
    expect(openProblems(price, { ...form, cut: "Ideal", listedPrice: "" })).toHaveLength(1);
    expect(openProblems(price, { ...form, cut: "Ideal", listedPrice: "9" })).toEqual([]);
  });
});
