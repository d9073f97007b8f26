import { describe, expect, it } from "vitest";
import { RecentSubscribers } from "./recent-subscribers";

describe("recent subscribers", () => {
  it("remembers a user for the time given, then forgets", () => {
    const recent = new RecentSubscribers(1000);
    recent.add("ada", 0);
    expect(recent.has("ada", 999)).toBe(true);
    expect(recent.has("ada", 1000)).toBe(false);
    expect(recent.has("grace", 0)).toBe(false);
  });

  it("forgets a user at once when told", () => {
    const recent = new RecentSubscribers();
    recent.add("ada");
    recent.delete("ada");
    expect(recent.has("ada")).toBe(false);
  });

  it("keeps at most the given number of users, dropping the least recently added", () => {
    const recent = new RecentSubscribers(1000, 2);
    recent.add("ada", 0);
    recent.add("grace", 1);
    recent.add("ada", 2);
    recent.add("linus", 3);
    expect(["ada", "grace", "linus"].filter((user) => recent.has(user, 4))).toEqual([
      "ada",
      "linus",
    ]);
  });
});
