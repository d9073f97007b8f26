import { describe, expect, it } from "vitest";
import { normaliseCertificateLab } from "./certificate-lab";

describe("normaliseCertificateLab", () => {
  it.each([
    ["IGI", "IGI"],
    ["GIA", "GIA"],
    ["AGS", "AGS"],
    ["gia", "GIA"],
    ["IGI Lab Grown", "IGI"],
    ["HRD Antwerp", "HRD"],
    ["GCAL", "GCAL"],
    ["EGL", "Other"],
    ["GSI", "Other"],
  ])("maps %s to %s", (raw, lab) => {
    expect(normaliseCertificateLab(raw)).toEqual({ ok: true, value: lab });
  });

  it("treats a retailer's own grading as no lab report (null), like a blank", () => {
    expect(normaliseCertificateLab("VRAI/Diamond Foundry (no IGI/GIA in feed)")).toEqual({
      ok: true,
      value: null,
    });
    expect(normaliseCertificateLab("In-house")).toEqual({ ok: true, value: null });
    expect(normaliseCertificateLab("")).toEqual({ ok: true, value: null });
  });

  it("rejects a lab it does not know rather than guessing", () => {
    expect(normaliseCertificateLab("Acme Gem Lab")).toEqual({
      ok: false,
      reason: "unknown_certificate_lab:Acme Gem Lab",
    });
  });
});
