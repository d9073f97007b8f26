import { describe, expect, it } from "vitest";
import { suggestedChatQuestions } from "@faircarat/contracts/chat";
import { priceDiamond } from "@faircarat/pricing";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";
import { toAnalysisResult } from "../analyses/to-analysis-result";
import { answerFromReport } from "./built-in-expert";
import { createExpertMarket } from "./expert-market";
import { formatDate } from "@faircarat/contracts/figures";

const fixture = fittedFixture();
const snapshot = { model: fixture.model, index: fixture.index, fittedAt: new Date() };
const usd = (dollars: number) => `$${Math.round(dollars).toLocaleString("en-US")}`;

function analysisFor(listedPrice: number) {
  const request = {
    carat: 1.2,
    color: "G",
    clarity: "VS1",
    cut: "Excellent",
    shape: "round",
    listedPriceCents: listedPrice * 100,
  } as const;
  return toAnalysisResult(
    priceDiamond(fixture.model, fixture.index, request, { comparables: 5 }),
    listedPrice * 100,
    {},
  );
}

describe("built-in Diamond Expert", () => {
  const overpriced = analysisFor(20_000);
  const fair = analysisFor(Math.round(analysisFor(1).fairMarketValue));
  const ask = (question: string, analysis = overpriced) =>
    answerFromReport(question, analysis, createExpertMarket(snapshot, analysis));

  it("answers why overpriced with the report's price, fair value, range, markup and basis", () => {
    expect(overpriced.isOverpriced).toBe(true);
    const answer = ask(suggestedChatQuestions[0]);
    for (const figure of [
      overpriced.listedPrice,
      overpriced.fairMarketValue,
      overpriced.low,
      overpriced.high,
    ])
      expect(answer).toContain(usd(figure));
    expect(answer).toContain(`${Math.abs(overpriced.markupPercentage).toFixed(1)}%`);
    expect(answer).toContain(formatDate(overpriced.basis.valuationDate));
    expect(answer).toContain(
      `${overpriced.basis.listings.toLocaleString("en-US")} market listings`,
    );
    // Five comparables, of which the results card shows three: the count is not the card's.
    expect(overpriced.comparableListings).toHaveLength(5);
    expect(answer).toContain(
      "All 5 comparable listings we found cost less than this one (the results card shows the first 3)",
    );
  });

  it("does not say an overpriced stone is above the range when the range still reaches its price", () => {
    const withinRange = { ...overpriced, listedPrice: Math.round(overpriced.high) - 1 };
    const answer = ask(suggestedChatQuestions[0], withinRange);
    expect(answer).not.toContain("above the top of its market range");
    expect(answer).toContain("25% or more above its fair value");
    expect(answer).toContain("the dearest similar listings ask as much");
    expect(ask(suggestedChatQuestions[0])).toContain("above the top of its market range");
  });

  it("greets with the report's title: the cut and shape nobody stated are not named", () => {
    expect(overpriced.sources).toMatchObject({ cut: "assumed", shape: "assumed" });
    expect(ask("Hello")).toContain("Ask me anything about your 1.2 ct G VS1 report.");
  });

  it("says plainly when a fairly priced stone is not overpriced", () => {
    expect(ask(suggestedChatQuestions[0], fair)).toMatch(/not (flagged as )?overpriced/);
  });

  it("explains the clarity grades and names this stone's grade", () => {
    const answer = ask(suggestedChatQuestions[1]);
    expect(answer).toContain("VVS1-VVS2");
    expect(answer).toContain("Your stone is **VS1**");
  });

  it("prices the neighbouring color grades with the engine", () => {
    const answer = ask(suggestedChatQuestions[2]);
    for (const color of ["F", "H"] as const) {
      const priced = priceDiamond(fixture.model, fixture.index, {
        carat: 1.2,
        color,
        clarity: "VS1",
        cut: "Excellent",
        shape: "round",
      });
      expect(answer).toContain(usd(priced.fairMarketValueCents / 100));
    }
    expect(answer).toContain(usd(overpriced.fairMarketValue));
  });

  it("lists the report's comparable listings with source, price and date", () => {
    const answer = ask(suggestedChatQuestions[3]);
    expect(overpriced.comparableListings.length).toBeGreaterThan(0);
    for (const c of overpriced.comparableListings) {
      expect(answer).toContain(`**${c.source}**`);
      expect(answer).toContain(usd(c.price));
      expect(answer).toContain(`seen ${formatDate(c.observedOn)}`);
    }
  });

  it("writes dates as the report does (Apr 23, 2026), not as ISO days", () => {
    const dataDate = formatDate(overpriced.basis.dataDate ?? overpriced.basis.valuationDate);
    for (const question of [
      suggestedChatQuestions[0],
      suggestedChatQuestions[3],
      "How confident are you?",
    ]) {
      const answer = ask(question);
      expect(answer).toContain(`market data of ${dataDate}`);
      expect(answer).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });

  it("is honest about investment and resale, with the report's figures", () => {
    const answer = ask(suggestedChatQuestions[4]);
    expect(answer).toMatch(/Not as a financial investment/);
    expect(answer).toMatch(/resale/i);
    expect(answer).toContain(usd(overpriced.fairMarketValue));
    expect(answer).toContain(formatDate(overpriced.basis.valuationDate));
  });

  it.each([
    ["What would an H color cost instead?", { color: "H" }],
    ["what about 1.4 ct?", { carat: 1.4 }],
    ["How much would an SI1 be?", { clarity: "SI1" }],
    ["What if it were a very good cut oval?", { cut: "Very Good", shape: "oval" }],
  ])("answers %s with the engine's own figures for the changed specs", (question, changes) => {
    const answer = ask(question);
    const priced = priceDiamond(fixture.model, fixture.index, {
      carat: 1.2,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
      shape: "round",
      ...changes,
    } as never);
    expect(answer).toContain(usd(priced.fairMarketValueCents / 100));
    expect(answer).toContain(usd(priced.lowCents / 100));
    expect(answer).toContain(usd(priced.highCents / 100));
    expect(answer).toContain(formatDate(priced.basis.valuationDate));
  });

  it("builds a what-if follow-up starting with 'and' on the previous what-if", () => {
    const answer = answerFromReport(
      "And in H color?",
      overpriced,
      createExpertMarket(snapshot, overpriced),
      ["What about 1.4 ct?", "How confident are you?"],
    );
    const priced = priceDiamond(fixture.model, fixture.index, {
      carat: 1.4,
      color: "H",
      clarity: "VS1",
      cut: "Excellent",
      shape: "round",
    });
    expect(answer).toContain("**1.4 ct Excellent H VS1 round**");
    expect(answer).toContain(usd(priced.fairMarketValueCents / 100));
    expect(ask("What about H color?")).toContain("**1.2 ct Excellent H VS1 round**");
  });

  it("says so when a what-if names the stone's own specs", () => {
    const answer = ask("What would a G color cost instead?");
    expect(answer).toContain("already is a **1.2 ct Excellent G VS1 round**");
    expect(answer).toContain(usd(overpriced.fairMarketValue));
  });

  it("answers follow-ups on fair value, confidence and recommendations from the report", () => {
    expect(ask("What is it worth?")).toContain(usd(overpriced.pricePerCarat));
    expect(ask("What is it worth?")).toContain(
      "at the retailers we track, each retailer counting once",
    );
    expect(ask("How confident are you?")).toContain(`${Math.round(overpriced.confidence * 100)}%`);
    expect(ask("What do you recommend?")).toContain(overpriced.recommendations[0]);
  });

  it.each([
    ["What is CVD?", /chemical vapor deposition/],
    ["Is lab grown the same as natural?", /50-70% less/],
    ["Should it have an IGI certificate?", /IGI/],
    ["Does the cut matter?", /Very Good/],
  ])("answers the guide question %s", (question, expected) => {
    expect(ask(question)).toMatch(expected);
  });

  it.each([
    ["What does VS2 mean?", /VVS1-VVS2/],
    ["What is VS2?", /VVS1-VVS2/],
    ["what does SI1 stand for", /VVS1-VVS2/],
    ["What does G color mean?", /D-F/],
    ["What's an Excellent cut?", /Fair\/Poor/],
  ])(
    "explains a named grade when asked what it means (%s), not a what-if of it",
    (question, expected) => {
      const answer = ask(question);
      expect(answer).toMatch(expected);
      expect(answer).not.toContain("already is");
    },
  );

  it("says it does not know rather than guessing, and declines unrelated requests", () => {
    expect(ask("Which ring setting suits this diamond best?")).toMatch(/I don't know/);
    expect(ask("Write me a poem about cats")).toMatch(/Sorry, I can only help with this diamond/);
  });

  it.each([
    "why?",
    "Why",
    "How so?",
    "how do you know?",
    "Tell me more",
    "where does that come from?",
    "Are you sure?",
  ])("answers the follow-up %s with where the report's figures come from", (question) => {
    const answer = answerFromReport(
      question,
      overpriced,
      createExpertMarket(snapshot, overpriced),
      [suggestedChatQuestions[0]],
    );
    for (const figure of [overpriced.fairMarketValue, overpriced.low, overpriced.high])
      expect(answer).toContain(usd(figure));
    expect(answer).toContain(`${overpriced.basis.listings.toLocaleString("en-US")} listings`);
    expect(answer).toContain(formatDate(overpriced.basis.valuationDate));
    expect(answer).toContain(`${Math.round(overpriced.confidence * 100)}%`);
  });

  it("answers a follow-up after a guide answer with the guide, not the report's method", () => {
    const answer = answerFromReport(
      "tell me more",
      overpriced,
      createExpertMarket(snapshot, overpriced),
      ["What is CVD?"],
    );
    expect(answer).toContain("/diamond-guide");
  });

  it("says so when no market data is loaded for a what-if", () => {
    expect(
      answerFromReport("What about 1.4 ct?", overpriced, createExpertMarket(null, overpriced)),
    ).toMatch(/market data is still loading/);
  });
});
