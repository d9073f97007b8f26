import { describe, expect, it } from "vitest";
import { choosePaper } from "./choose-paper";

describe("choosePaper", () => {
  it("takes the paper asked for, else Letter for US-style regions and A4 elsewhere", () => {
    expect(choosePaper("a4", "en-US")).toBe("a4");
    expect(choosePaper("letter", "de-DE")).toBe("letter");
    expect(choosePaper(undefined, "en-US,en;q=0.9")).toBe("letter");
    expect(choosePaper(undefined, "es-MX")).toBe("letter");
    expect(choosePaper(undefined, "en-GB,en;q=0.8")).toBe("a4");
    expect(choosePaper(undefined, "en")).toBe("a4");
    expect(choosePaper(undefined, undefined)).toBe("a4");
  });
});
