import { colors } from "@faircarat/contracts";
import { describe, expect, it } from "vitest";
import { normaliseColor } from "./color";

describe("normaliseColor", () => {
  it.each(colors.map((color) => [color]))("accepts %s, also lower case and padded", (color) => {
    expect(normaliseColor(` ${color.toLowerCase()} `)).toEqual({ ok: true, value: color });
  });

  it("accepts a trailing 'color' word", () => {
    expect(normaliseColor("G Color")).toEqual({ ok: true, value: "G" });
  });

  it.each(["G-H", "Fancy Yellow", "O", "Z"])("rejects %s as unknown_color", (raw) => {
    expect(normaliseColor(raw)).toEqual({ ok: false, reason: `unknown_color:${raw}` });
  });

  it("rejects a blank color as missing_color", () => {
    expect(normaliseColor("")).toEqual({ ok: false, reason: "missing_color" });
  });
});
