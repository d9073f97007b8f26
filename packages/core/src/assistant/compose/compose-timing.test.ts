import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatUsd } from "@faircarat/contracts/figures";
import { answerFromReport } from "../built-in-expert";
import { createExpertMarket } from "../expert-market";
import { indexedReport } from "../testing/indexed-report";

const { model, analysis, ask, engine } = indexedReport();
const onePlace = (fraction: number) => `${Math.abs(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
const signed = (fraction: number) => `${fraction < 0 ? "-" : "+"}${onePlace(fraction)}`;
const daysPerMonth = 365.25 / 12;

describe("should I wait? (timing)", () => {
  const answer = ask("Should I wait for prices to drop before buying?");
  const priced = engine();
  const steps = model.index.layer!.steps;

  it("says past moves are not a forecast, instead of declining the question", () => {
    expect(answer).toContain("past moves are not a forecast");
    expect(answer).not.toMatch(/Sorry|I don't know/);
  });

  it("gives the engine's recent monthly change at this size, and the listings' and the index's dates", () => {
    expect(priced.time.monthlyChange).not.toBeNull();
    expect(answer).toContain(
      `asking prices at 1.52 ct ${priced.time.monthlyChange! < 0 ? "fell" : "rose"} about **${onePlace(priced.time.monthlyChange!)} a month**`,
    );
    expect(answer).toContain(`listings to ${formatDate(priced.time.listingsDate)}`);
    expect(answer).toContain(`newest prices collected ${formatDate(priced.time.indexDate!)}`);
  });

  it("lists every market move of the index layer, with the engine's dates and changes, and the editions of its source", () => {
    expect(steps.length).toBe(3);
    for (const step of steps) {
      expect(answer).toContain(
        `${formatDate(step.from)} to ${formatDate(step.to)}: ${step.retailers > 0 ? "**" : ""}${signed(Math.expm1(step.logChange))}`,
      );
      if (step.retailers > 0)
        expect(answer).toContain(`the median move of ${step.retailers} retailers' index prices`);
    }
    for (const edition of model.index.sources[0]!.editions)
      expect(answer).toContain(formatDate(edition));
    expect(answer).toContain(model.index.sources[0]!.source);
  });

  it("says the moves since the listings are the market's, not this size's trend carried on", () => {
    // Found reviewing issue 27 on a 3.2 ct report: "asking prices at 3.2 ct fell about 3.2% a
    // month", then "Apr 23 to May 18: -1.7% (the listings' trend, carried to the first index
    // edition)": the layer's first step is the market's move, not this size's trend.
    const first = steps.find((step) => step.retailers === 0)!;
    expect(answer).toContain(
      "What the published index editions show since, for the market as a whole (",
    );
    expect(answer).toContain(
      `${formatDate(first.from)} to ${formatDate(first.to)}: ${signed(Math.expm1(first.logChange))} (the market's trend in our listings, carried to the first index edition)`,
    );
    expect(answer).not.toContain("the listings' trend, carried");
  });

  it("gives the range of monthly moves between editions", () => {
    const monthly = steps
      .filter((s) => s.retailers > 0)
      .map(
        (s) =>
          Math.round(
            Math.expm1(
              s.logChange / ((Date.parse(s.to) - Date.parse(s.from)) / 86_400_000 / daysPerMonth),
            ) * 1000,
          ) / 10,
      );
    expect(answer).toContain(
      `between ${signed(Math.min(...monthly) / 100)} and ${signed(Math.max(...monthly) / 100)} a month`,
    );
  });

  it("says the fair value already includes the months of trend the engine carried", () => {
    expect(priced.time.monthsProjected).toBeGreaterThan(0);
    expect(formatUsd(priced.fairMarketValueCents)).toBe(
      formatUsd(Math.round(analysis.fairMarketValue * 100)),
    );
    expect(answer).toContain(
      `fair value of **${formatUsd(priced.fairMarketValueCents)}** is for ${formatDate(priced.time.valuationDate)}`,
    );
    expect(answer).toContain(
      `already includes the trend for the ${Math.round(priced.time.monthsPastData)} months since the newest data (${formatDate(priced.time.dataDate)})`,
    );
    const gap = 3000 - Math.round(priced.fairMarketValueCents / 100);
    expect(answer).toContain(
      `this listing at ${formatUsd(300_000)} is ${formatUsd(gap * 100)} above that fair value and flagged as overpriced`,
    );
    expect(answer).toContain(`from ${formatCount(priced.basis.listings)} listings`);
  });

  it.each([
    "will prices drop?",
    "Is now a good time to buy?",
    "prices going down?",
    "Should I buy now or wait?",
    "Will the price drop after the holidays?",
    "Are lab diamond prices still falling?",
  ])("answers %s the same way", (question) => {
    expect(ask(question)).toBe(answer);
  });

  it("says so while no market data is loaded", () => {
    expect(
      answerFromReport("Should I wait?", analysis, createExpertMarket(null, analysis)),
    ).toMatch(/still loading/);
  });
});
