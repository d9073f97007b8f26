import { describe, expect, it } from "vitest";
import { normaliseOrigin } from "./origin";

describe("normaliseOrigin", () => {
  it.each([
    ["lab", "lab"],
    ["Lab-Grown", "lab"],
    ["LGD", "lab"],
    ["natural", "natural"],
    ["Earth-mined", "natural"],
  ])("maps %s to %s", (raw, origin) => {
    expect(normaliseOrigin(raw)).toEqual({ ok: true, value: origin });
  });

  it("rejects a blank or unknown origin", () => {
    expect(normaliseOrigin("")).toEqual({ ok: false, reason: "missing_origin" });
    expect(normaliseOrigin("simulant")).toEqual({ ok: false, reason: "unknown_origin:simulant" });
  });
});
