import { describe, expect, it } from "vitest";
import { createStoppedFiles } from "./stopped-files";

describe("stopped files", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it("remembers why a file was stopped, by its content, for a while", async () => {
    let now = 0;
    const stopped = createStoppedFiles({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    expect(await stopped.reasonFor(bytes("bomb"))).toBeUndefined();
    await stopped.remember(bytes("bomb"), "too large");
    expect(await stopped.reasonFor(bytes("bomb"))).toBe("too large");
    expect(await stopped.reasonFor(bytes("a report"))).toBeUndefined();
    now = 1_001;
    expect(await stopped.reasonFor(bytes("bomb"))).toBeUndefined();
  });

  it("forgets the oldest file past its size", async () => {
    const stopped = createStoppedFiles({ ttlMs: 60_000, maxEntries: 2 });
    await stopped.remember(bytes("1"), "one");
    await stopped.remember(bytes("2"), "two");
    await stopped.remember(bytes("3"), "three");
    expect([
      await stopped.reasonFor(bytes("1")),
      await stopped.reasonFor(bytes("2")),
      await stopped.reasonFor(bytes("3")),
    ]).toEqual([undefined, "two", "three"]);
  });
});
