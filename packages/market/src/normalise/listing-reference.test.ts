import { describe, expect, it } from "vitest";
import {
  normaliseCertificateNumber,
  normaliseListingId,
  normaliseListingUrl,
} from "./listing-reference";

describe("listing references", () => {
  it("keeps absolute http(s) URLs and rejects anything else", () => {
    expect(normaliseListingUrl("https://www.vrai.com/diamonds/F661094")).toEqual({
      ok: true,
      value: "https://www.vrai.com/diamonds/F661094",
    });
    expect(normaliseListingUrl("")).toEqual({ ok: true, value: null });
    expect(normaliseListingUrl("/diamonds/F661094")).toEqual({ ok: false, reason: "bad_url" });
    expect(normaliseListingUrl("javascript:alert(1)")).toEqual({ ok: false, reason: "bad_url" });
  });

  it("trims listing ids and compacts certificate numbers", () => {
    expect(normaliseListingId(" 27689597 ")).toBe("27689597");
    expect(normaliseListingId("")).toBeNull();
    expect(normaliseCertificateNumber("lg 612-345 678")).toBe("LG612345678");
    expect(normaliseCertificateNumber(" ")).toBeNull();
  });
});
