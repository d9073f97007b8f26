import { describe, expect, it } from "vitest";
import { normalisePriceCents } from "./price";

describe("normalisePriceCents", () => {
  it.each([
    ["281.25", 28125],
    ["1133.0", 113300],
    ["200", 20000],
    ["0.29", 29],
    ["$1,234.5", 123450],
    ["USD 980", 98000],
    ["10.005", 1001],
  ])("reads %s as %i cents", (raw, cents) => {
    expect(normalisePriceCents(raw)).toEqual({ ok: true, value: cents });
  });

  it("rejects a missing price", () => {
    expect(normalisePriceCents(" ")).toEqual({ ok: false, reason: "missing_price" });
  });

  it.each(["0", "0.00", "-5", "abc", "12.3.4", "1e6", "99999999999999999999"])(
    "rejects %s as bad_price",
    (raw) => {
      expect(normalisePriceCents(raw)).toEqual({ ok: false, reason: "bad_price" });
    },
  );
});
