import { describe, expect, it } from "vitest";
import { formatDollars, formatPercent } from "@faircarat/contracts/figures";
import { ovalRequest } from "../testing/indexed-market";
import { buyerReport } from "../testing/buyer-report";

const question = "Why is your fair value different from the retailer's price?";

describe("why the fair value differs from the retailer's price (value vs retailer)", () => {
  const { analysis, ask } = buyerReport({ ...ovalRequest, retailer: "Premium" });
  const answer = ask(question);
  const context = analysis.retailerContext!;

  it("says what the fair value measures, with the report's retailers and listings", () => {
    expect(answer).toMatch(/^They measure different things\. The fair market value, \$/);
    expect(answer).toContain(
      `${formatDollars(analysis.fairMarketValue)}, is the typical asking price for these specs across ${analysis.basis.retailers.length} retailers, each counting once, from ${analysis.basis.listings} listings`,
    );
  });

  it("gives the retailer's usual level against the market's, from the report's retailer context", () => {
    expect(context).not.toBeNull();
    const level =
      context.ratioToMarket >= 1
        ? `${formatPercent(context.ratioToMarket - 1)} above`
        : `${formatPercent(1 - context.ratioToMarket)} below`;
    expect(answer).toContain(
      `Premium usually lists these specs around ${formatDollars(context.usualPrice)}. That is ${level} the market's level: a ${context.tier} retailer for these specs.`,
    );
  });

  it("gives the gap in dollars as the report writes its figures", () => {
    const gap = Math.round(analysis.listedPrice) - Math.round(analysis.fairMarketValue);
    expect(answer).toContain(
      `The gap: this listing asks $3,000, ${formatDollars(Math.abs(gap))} ${gap > 0 ? "above" : "below"} the fair value.`,
    );
  });

  it("says when the report does not know the seller", () => {
    expect(buyerReport().ask(question)).toContain(
      "The report does not know this seller's usual price for these specs",
    );
  });

  it.each([
    "Why is your estimate lower than the store's price?",
    "why is the fair market value different from what the retailer charges",
    "Why is the retailer's price higher?",
  ])("answers %s the same way", (other) => {
    expect(ask(other)).toBe(answer);
  });
});
