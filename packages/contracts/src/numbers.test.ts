import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUsd, groupThousands } from "./numbers";

const intlUsd = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });

describe("groupThousands", () => {
  it("groups digits by three with commas", () => {
    expect([0, 999, 1000, 41_556, 1_234_567].map(groupThousands)).toEqual(["0", "999", "1,000", "41,556", "1,234,567"]);
  });
});

describe("formatUsd", () => {
  it("writes whole dollars without cents and other amounts with two", () => {
    expect(formatUsd(2900)).toBe("$29");
    expect(formatUsd(2950)).toBe("$29.50");
    expect(formatUsd(850_000)).toBe("$8,500");
    expect(formatUsd(123_456_789)).toBe("$1,234,567.89");
    expect(formatUsd(-5)).toBe("-$0.05");
    expect(formatUsd(0)).toBe("$0");
  });

  it("writes any whole number of cents exactly as Intl's en-US currency format does", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => formatUsd(cents) === intlUsd(cents)));
  });
});
