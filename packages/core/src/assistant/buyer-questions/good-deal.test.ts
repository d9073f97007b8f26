import { describe, expect, it } from "vitest";
import { formatDollars } from "@faircarat/contracts/figures";
import { ovalRequest } from "../testing/indexed-market";
import { buyerReport } from "../testing/buyer-report";

const overpriced = buyerReport();
const fairValueCents = Math.round(overpriced.analysis.fairMarketValue * 100);
const at = (listedPriceCents: number, retailer: string | null = null) =>
  buyerReport({ ...ovalRequest, listedPriceCents, retailer });

describe("is this a good deal? (good deal)", () => {
  it("says no first on an overpriced report, then the gap, the seller and the range from the report", () => {
    const a = overpriced.analysis;
    expect(a.verdict).toBe("overpriced");
    const answer = overpriced.ask("Is this a good deal?");
    expect(answer).toMatch(/^\*\*No, not at \$3,000\.\*\*/);
    expect(answer).toContain(
      `${formatDollars(Math.round(a.listedPrice) - Math.round(a.fairMarketValue))} above its fair market value of ${formatDollars(a.fairMarketValue)}`,
    );
    expect(answer).toContain(
      `80% of listings like it sit at ${formatDollars(a.low)} to ${formatDollars(a.high)}`,
    );
    expect(answer).toContain("judged against the market only");
  });

  it("says yes first on a fair price and on a price below the market", () => {
    const fair = at(fairValueCents);
    expect(fair.analysis.verdict).toBe("fair");
    expect(fair.ask("Is this a good deal?")).toMatch(/^\*\*Yes, at a fair price\.\*\* At \$/);
    const below = at(Math.round(fairValueCents * 0.5));
    expect(below.analysis.verdict).toBe("below-market");
    expect(below.ask("Is this a good deal?")).toMatch(
      new RegExp(
        `^\\*\\*Yes\\.\\*\\* At ${formatDollars(below.analysis.listedPrice).replace("$", "\\$")} it is`,
      ),
    );
  });

  it("says it depends first when the report cannot call the price", () => {
    const thin = buyerReport(ovalRequest, (a) => ({
      ...a,
      verdict: "too-little-data",
      isOverpriced: false,
    }));
    expect(thin.ask("Is this a good deal?")).toMatch(
      /^\*\*It depends, and the data can't settle it\.\*\*/,
    );
    const above = buyerReport(ovalRequest, (a) => ({
      ...a,
      verdict: "above-market",
      isOverpriced: false,
    }));
    expect(above.ask("Is this a good deal?")).toMatch(/^\*\*It depends\.\*\* At \$3,000/);
  });

  it("puts the price against its own retailer's usual price for these specs", () => {
    const premium = at(300_000, "Premium");
    const usual =
      premium.analysis.retailerContext?.usualPrice ?? premium.analysis.expectedAtRetailer;
    expect(usual).not.toBeNull();
    const gap = Math.round(premium.analysis.listedPrice) - Math.round(usual!);
    expect(premium.ask("Is this a good deal?")).toContain(
      `Premium usually lists these specs around ${formatDollars(usual!)}; this listing asks ${formatDollars(Math.abs(gap))} ${gap > 0 ? "more" : "less"} than that.`,
    );
  });

  it.each([
    "Is it worth it?",
    "Should I buy it?",
    "Is this a good price?",
    "Is this good value?",
    "is it a fair deal",
  ])("answers %s the same way", (question) => {
    expect(overpriced.ask(question)).toBe(overpriced.ask("Is this a good deal?"));
  });
});
