import { describe, expect, it } from "vitest";
import { contentDigestOf, seenKeyOf, SeenStones } from "./seen-stones";

describe("the stones an import has seen (decision 041)", () => {
  it("answers each key's latest digest and day, and nothing for a key never set", () => {
    const seen = new SeenStones();
    const digest = contentDigestOf('{"carat":1.01}');
    seen.set(seenKeyOf("id:Shop|A1"), { digest, observedOn: "2026-04-23" });
    expect(seen.get(seenKeyOf("id:Shop|A1"))).toEqual({ digest, observedOn: "2026-04-23" });
    expect(seen.get(seenKeyOf("id:Shop|A2"))).toBeUndefined();
    seen.set(seenKeyOf("id:Shop|A1"), {
      digest: contentDigestOf("other"),
      observedOn: "2026-05-01",
    });
    expect(seen.get(seenKeyOf("id:Shop|A1"))).toEqual({
      digest: contentDigestOf("other"),
      observedOn: "2026-05-01",
    });
    expect(seen.size).toBe(1);
  });

  it("keeps 200,000 keys past its first capacity, each with its own day", () => {
    const seen = new SeenStones();
    for (let i = 0; i < 200_000; i++)
      seen.set(seenKeyOf(`url:Shop|https://shop.example/${i}`), {
        digest: i,
        observedOn: i % 2 ? "2026-04-23" : "2021-02-12",
      });
    expect(seen.size).toBe(200_000);
    expect(seen.get(seenKeyOf("url:Shop|https://shop.example/199999"))).toEqual({
      digest: 199_999,
      observedOn: "2026-04-23",
    });
    expect(seen.get(seenKeyOf("url:Shop|https://shop.example/0"))).toEqual({
      digest: 0,
      observedOn: "2021-02-12",
    });
  });

  it("tells contents apart by digest", () => {
    expect(contentDigestOf("a")).not.toBe(contentDigestOf("b"));
    expect(Number.isSafeInteger(contentDigestOf("a"))).toBe(true);
  });
});
