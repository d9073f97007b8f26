import { describe, expect, it } from "vitest";
import { retailerPriceLine } from "@faircarat/contracts/evidence-texts";
import { formatDate, formatDollars } from "@faircarat/contracts/figures";
import { buyerReport } from "../testing/buyer-report";

const question = "What is the insurance value?";

describe("insurance and replacement value (replacement value)", () => {
  const { analysis, ask } = buyerReport();
  const answer = ask(question);

  it("gives what replacing it costs now, the report's value and range, dated", () => {
    expect(answer).toContain(
      `today would cost about **${formatDollars(analysis.fairMarketValue)}** at a typical retailer, and 80% of listings like it sit at ${formatDollars(analysis.low)} to ${formatDollars(analysis.high)} (market data of ${formatDate(analysis.basis.dataDate!)})`,
    );
  });

  it("lists the retailers' usual prices the report holds", () => {
    for (const price of analysis.retailerPrices!)
      expect(answer).toContain(retailerPriceLine(price));
  });

  it("says an insurer's appraisal uses replacement, not resale, and that prices move", () => {
    expect(answer).toContain("An insurer's appraisal states **replacement value**");
    expect(answer).toContain("not what you could sell it for");
    expect(answer).toContain(analysis.marketTrend!);
  });

  it.each([
    "Is 1.52 ct a bad size for resale or insurance?",
    "What's the replacement value?",
    "How much should I insure it for?",
    "what value should the appraisal say",
  ])("answers %s the same way", (other) => {
    expect(ask(other)).toBe(answer);
  });
});
