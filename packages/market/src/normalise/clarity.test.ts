import { clarities } from "@faircarat/contracts";
import { describe, expect, it } from "vitest";
import { normaliseClarity } from "./clarity";

describe("normaliseClarity", () => {
  it.each(clarities.map((clarity) => [clarity]))("accepts %s in any case", (clarity) => {
    expect(normaliseClarity(clarity.toLowerCase())).toEqual({ ok: true, value: clarity });
  });

  it.each([
    ["Flawless", "FL"],
    ["Internally Flawless", "IF"],
    ["VS 1", "VS1"],
    ["P1", "I1"],
  ])("maps %s to %s", (raw, clarity) => {
    expect(normaliseClarity(raw)).toEqual({ ok: true, value: clarity });
  });

  it("rejects blank and unknown clarities", () => {
    expect(normaliseClarity(undefined)).toEqual({ ok: false, reason: "missing_clarity" });
    expect(normaliseClarity("VS")).toEqual({ ok: false, reason: "unknown_clarity:VS" });
  });
});
