import { describe, expect, it } from "vitest";
import { readCertificateNumber } from "./certificate-number";
import { analysisRequestSchema } from "./analysis";
import { UNSTORABLE_TEXT_MESSAGE } from "./text";

describe("readCertificateNumber", () => {
  it.each([
    ["LG756580087", "LG756580087"],
    ["  lg756580087 ", "LG756580087"],
    ["LG 756-580-087", "LG756580087"],
    ["2141438171", "2141438171"],
    ["12345", "12345"],
    ["A1B2C3D4E5F6G7H8I9J0", "A1B2C3D4E5F6G7H8I9J0"],
    ["LGA1B2C3D4E5F6G7H8I9J0", "LGA1B2C3D4E5F6G7H8I9J0"],
  ])("reads %j as %s", (raw, number) => {
    expect(readCertificateNumber(raw)).toBe(number);
  });

  it.each([
    ["", "blank"],
    ["1234", "too short"],
    ["1".repeat(21), "too long"],
    ["LG75658\u00000087", "a NUL inside"],
    ["LG756580087\u0007", "a control character"],
    ["LG756580087; drop table", "punctuation"],
    ["ABCDEFG", "no digit"],
    ["LG７５６５８００８７", "non-ASCII digits"],
  ])("refuses %j (%s)", (raw) => {
    expect(readCertificateNumber(raw)).toBeNull();
  });
});

describe("analysisRequestSchema: certificateNumber", () => {
  const base = { listedPrice: 1000 };

  it("is optional, and blank reads as none", () => {
    expect(analysisRequestSchema.parse(base).certificateNumber).toBeNull();
    expect(
      analysisRequestSchema.parse({ ...base, certificateNumber: "   " }).certificateNumber,
    ).toBeNull();
    expect(
      analysisRequestSchema.parse({ ...base, certificateNumber: null }).certificateNumber,
    ).toBeNull();
  });

  it("is stored as the lab prints it", () => {
    expect(
      analysisRequestSchema.parse({ ...base, certificateNumber: " lg 756580087 " })
        .certificateNumber,
    ).toBe("LG756580087");
  });

  it("refuses what is not a report number, with a message for the form", () => {
    const result = analysisRequestSchema.safeParse({ ...base, certificateNumber: "LG-75658O087!" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/certificate number/);
    // NUL is refused as every unstorable text is, before the number is read.
    expect(
      analysisRequestSchema.safeParse({ ...base, certificateNumber: "LG\u0000756580087" }).error
        ?.issues[0]?.message,
    ).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(analysisRequestSchema.safeParse({ ...base, certificateNumber: 756580087 }).success).toBe(
      false,
    );
  });
});
