import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDollars, formatUsd, groupThousands } from "./numbers";

// Intl writes an amount that rounds to zero from below as "-$0"; nobody owes minus nothing.
const intlWholeDollars = (dollars: number) => dollars.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).replace(/^-\$0$/, "$0");

describe("groupThousands", () => {
  it("groups digits by three with commas", () => {
    expect([0, 999, 1000, 41_556, 1_234_567].map(groupThousands)).toEqual(["0", "999", "1,000", "41,556", "1,234,567"]);
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
    fc.assert(fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), (dollars) => formatDollars(dollars) === intlWholeDollars(dollars)));
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
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => formatUsd(cents) === formatDollars(cents / 100)));
  });
});
