import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatCarat,
  formatCount,
  formatDate,
  formatDollarRange,
  formatDollars,
  formatEdition,
  formatMoment,
  formatMonth,
  formatPercent,
  formatPercentSize,
  formatShare,
  formatSignedPercent,
  formatStatedPercent,
  formatStatedPercentRange,
  formatUsd,
} from "./figures";

// Intl writes an amount that rounds to zero from below as "-$0"; nobody owes minus nothing.
const intlWholeDollars = (dollars: number) =>
  dollars
    .toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })
    .replace(/^-\$0$/, "$0");

describe("formatCount", () => {
  it("groups digits by three with commas", () => {
    expect([0, 999, 1000, 41_556, 1_234_567].map(formatCount)).toEqual([
      "0",
      "999",
      "1,000",
      "41,556",
      "1,234,567",
    ]);
  });
});

describe("formatDollars", () => {
  it("writes whole dollars, rounding half away from zero", () => {
    expect(formatDollars(8500)).toBe("$8,500");
    expect(formatDollars(581.25)).toBe("$581");
    expect(formatDollars(581.5)).toBe("$582");
    expect(formatDollars(1111.3)).toBe("$1,111");
    expect(formatDollars(-42.5)).toBe("-$43");
    expect(formatDollars(-0.4)).toBe("$0");
  });

  it("writes any amount as Intl's en-US whole-dollar currency format does", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e10, max: 1e10, noNaN: true }),
        (dollars) => formatDollars(dollars) === intlWholeDollars(dollars),
      ),
    );
  });
});

describe("formatUsd", () => {
  it("writes integer cents in the same whole dollars", () => {
    expect(formatUsd(2900)).toBe("$29");
    expect(formatUsd(9900)).toBe("$99");
    expect(formatUsd(2950)).toBe("$30");
    expect(formatUsd(123_456_789)).toBe("$1,234,568");
    expect(formatUsd(-5)).toBe("$0");
    expect(formatUsd(0)).toBe("$0");
  });

  it("agrees with formatDollars for any whole number of cents", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (cents) => formatUsd(cents) === formatDollars(cents / 100),
      ),
    );
  });
});

describe("formatDollarRange", () => {
  it("writes both ends in whole dollars", () => {
    expect(formatDollarRange(3700.4, 4600)).toBe("$3,700 to $4,600");
  });
});

describe("percents", () => {
  it("writes a confidence or a share as a rounded percent", () => {
    expect([0.824, 0.945, 0, 1].map(formatPercent)).toEqual(["82%", "95%", "0%", "100%"]);
  });

  it("writes a measured share with one decimal", () => {
    expect([0.7851, 0.04].map(formatShare)).toEqual(["78.5%", "4.0%"]);
  });

  it("writes a change with its sign and one decimal, and its size without", () => {
    expect([23.44, -4.1, 0, 1.05].map(formatSignedPercent)).toEqual([
      "+23.4%",
      "-4.1%",
      "0.0%",
      "+1.1%",
    ]);
    expect([-2.44, 2.44, 0].map(formatPercentSize)).toEqual(["2.4%", "2.4%", "0.0%"]);
  });

  it("writes a stated percent as stated", () => {
    expect([57.5, 62, 100].map(formatStatedPercent)).toEqual(["57.5%", "62%", "100%"]);
    expect(formatStatedPercentRange(40, 62)).toBe("40-62%");
  });
});

describe("carats", () => {
  it("writes a weight as stated", () => {
    expect([1.2, 0.5, 2.01].map(formatCarat)).toEqual(["1.2 ct", "0.5 ct", "2.01 ct"]);
  });
});

describe("dates", () => {
  it("writes a day as 'Nov 22, 2026', a date-only string as that calendar day", () => {
    expect(formatDate("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe("Nov 22, 2026");
    expect(formatDate("2026-01-05")).toBe("Jan 5, 2026");
    expect(formatDate(new Date(2026, 11, 31).toISOString())).toBe("Dec 31, 2026");
  });

  it("writes a moment in UTC, the same for every reader", () => {
    expect(formatMoment(new Date("2026-11-24T16:05:59Z"))).toBe("Nov 24, 2026, 16:05 UTC");
    expect(formatMoment("2026-01-02T00:00:00.000Z")).toBe("Jan 2, 2026, 00:00 UTC");
  });

  it("writes a series month short and an index edition in full", () => {
    expect(["2026-02", "2025-12", "2026-04-23"].map(formatMonth)).toEqual([
      "Feb 2026",
      "Dec 2025",
      "Apr 2026",
    ]);
    expect(["2026-07-26", "2026-09"].map(formatEdition)).toEqual(["July 2026", "September 2026"]);
  });
});
