import { describe, expect, it } from "vitest";
import { detectMediaType } from "./detect-media-type";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

describe("detectMediaType", () => {
  it("recognises the four accepted types by their magic bytes", () => {
    expect(detectMediaType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(detectMediaType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectMediaType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
    expect(detectMediaType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(detectMediaType(bytes("MZ", 0x90, 0))).toBeNull(); // Windows executable
    expect(detectMediaType(bytes(0x7f, "ELF", 2, 1))).toBeNull();
    expect(detectMediaType(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(detectMediaType(bytes("GIF89a"))).toBeNull();
    expect(detectMediaType(bytes("<svg"))).toBeNull();
    expect(detectMediaType(new Uint8Array())).toBeNull();
    expect(detectMediaType(bytes(" %PDF-1.4"))).toBeNull();
  });
});
