import { describe, expect, it } from "vitest";
import { formatDate, formatUsd } from "@faircarat/contracts/figures";
import { answerFromReport } from "../built-in-expert";
import { createExpertMarket } from "../expert-market";
import { indexedReport } from "../testing/indexed-report";

const { analysis, ask, engine } = indexedReport();

describe("future worth and resale (investment)", () => {
  const answer = ask("What will this diamond be worth in 5 years?");
  const trend = engine().marketTrend!;

  it("says there is no public resale market data and to buy to wear, not to invest", () => {
    expect(answer).toContain("There is no public resale market data for lab-grown diamonds");
    expect(answer).toContain("Not as a financial investment");
    expect(answer).toContain("to wear");
  });

  it("gives what new-listing prices did over the years of data, from the engine's trend at this size", () => {
    expect(answer).toContain(
      `asking prices ${trend.changePerYearPercent < 0 ? "fell" : "rose"} about **${Math.abs(Math.round(trend.changePerYearPercent))}% a year**`,
    );
    for (const s of trend.series) {
      expect(answer).toContain(
        `- ${s.retailer}: ${formatUsd(s.pricePerCaratFromCents)} per carat on ${formatDate(s.from)}, ${formatUsd(s.pricePerCaratToCents)} on ${formatDate(s.to)}`,
      );
    }
  });

  it("puts this listing's price against the report's market range", () => {
    expect(answer).toContain(`this listing at ${formatUsd(300_000)} is above its market range`);
    expect(answer).toContain(formatUsd(Math.round(analysis.fairMarketValue * 100)));
  });

  it.each([
    "What is the resale value?",
    "Will it hold its value?",
    "Is it an investment?",
    "what will it be worth in 10 years",
    "Will it lose value?",
  ])("answers %s the same way", (question) => {
    expect(ask(question)).toBe(answer);
  });

  it("falls back on the report's trend line while no market data is loaded", () => {
    const offline = answerFromReport(
      "Will it hold its value?",
      analysis,
      createExpertMarket(null, analysis),
    );
    expect(offline).toContain("There is no public resale market data");
    expect(offline).toContain(analysis.marketTrend!);
  });
});
