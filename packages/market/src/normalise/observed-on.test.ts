import { describe, expect, it } from "vitest";
import { normaliseObservedOn } from "./observed-on";

describe("normaliseObservedOn", () => {
  it.each([
    ["2026-04-23", "2026-04-23"],
    ["2026-04-23T10:15:00Z", "2026-04-23"],
    ["2021-02 (commit 2021-02-12)", "2021-02-01"],
    ["2023-05 (commit 2023-05-20)", "2023-05-01"],
    ["2021-02", "2021-02-01"],
  ])("reads %s as %s", (raw, day) => {
    expect(normaliseObservedOn(raw)).toEqual({ ok: true, value: day });
  });

  it("rejects a missing date", () => {
    expect(normaliseObservedOn("")).toEqual({ ok: false, reason: "missing_date" });
  });

  it.each(["2026-02-30", "2026-13", "23/04/2026", "last week", "1999-01-01"])(
    "rejects %s",
    (raw) => {
      expect(normaliseObservedOn(raw)).toEqual({ ok: false, reason: `unknown_date:${raw}` });
    },
  );
});
