import { describe, expect, it } from "vitest";
import {
  FIRST_RETRY_MS,
  RETRY_CAP_WITHOUT_SCHEDULE_MS,
  retryCapMs,
  retryDelayMs,
} from "./retry-delay";

describe("the market refresh's retry backoff", () => {
  const seconds = (everyMinutes: number, failures: number) =>
    Array.from(
      { length: failures },
      (_, i) => retryDelayMs(i + 1, retryCapMs(everyMinutes)) / 1000,
    );

  it("retries first within 30 s, then doubles up to the refresh interval", () => {
    expect(FIRST_RETRY_MS).toBeLessThanOrEqual(30_000);
    expect(seconds(15, 9)).toEqual([15, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(seconds(1, 4)).toEqual([15, 30, 60, 60]);
  });

  it("keeps retrying, 15 minutes apart at most, when refreshes run on start only (MARKET_REFRESH_MINUTES=0)", () => {
    expect(retryCapMs(0)).toBe(RETRY_CAP_WITHOUT_SCHEDULE_MS);
    expect(seconds(0, 8)).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);
  });

  it("never overflows however long the failures go on", () => {
    expect(retryDelayMs(5000, 60_000)).toBe(60_000);
    expect(retryDelayMs(0, 60_000)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(3, 10_000, 1_000)).toBe(4_000);
  });
});
