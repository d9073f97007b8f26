import { describe, expect, it } from "vitest";
import { suggestedChatQuestions } from "@faircarat/contracts/chat";
import { detectIntent } from "./detect-intent";

/** Names as the fit knows them, with the ones that are also ordinary words. */
const retailers = [
  "Blue Nile",
  "Brilliance",
  "Brilliant Earth",
  "Clean Origin",
  "James Allen",
  "Ritani",
  "With Clarity",
  "Value",
  "Premium",
];
const kindOf = (question: string) => detectIntent(question, retailers).kind;

describe("intents for time, retailers and future worth", () => {
  it.each([
    "Should I wait for prices to drop before buying?",
    "should i wait",
    "Will prices drop?",
    "will prices go down next year",
    "Is now a good time to buy?",
    "prices going down?",
    "Are prices still falling?",
    "Is it worth waiting a few months?",
    "Buy now or wait?",
    "What is the price trend?",
    "Will the price drop at Ritani?",
  ])("reads %s as a question about timing", (question) => {
    expect(kindOf(question)).toBe("timing");
  });

  it.each([
    "What will this diamond be worth in 5 years?",
    "What is the resale value?",
    "Will it hold its value?",
    "Does it keep its value?",
    "Is it a good investment?",
    "Will it appreciate?",
    "what will it be worth in ten years",
    "Will it lose value over time?",
    suggestedChatQuestions[4],
  ])("reads %s as a question about future worth", (question) => {
    expect(kindOf(question)).toBe("investment");
  });

  it.each([
    ["Is this a good deal compared to Brilliant Earth?", "Brilliant Earth"],
    ["is ritani cheaper", "Ritani"],
    ["What would Blue Nile charge?", "Blue Nile"],
    ["How does BlueNile compare?", "Blue Nile"],
    ["is blue-nile cheaper for this?", "Blue Nile"],
    ["What about James Allen?", "James Allen"],
    ["Is With Clarity cheaper?", "With Clarity"],
    ["Is this overpriced compared to Clean Origin?", "Clean Origin"],
    ["and blue nile?", "Blue Nile"],
    ["ritani?", "Ritani"],
    ["is this cheaper than brilliance?", "Brilliance"],
    ["Is Brilliance cheaper?", "Brilliance"],
    ["what would ritani's price be?", "Ritani"],
  ])("reads %s as a question about %s", (question, retailer) => {
    expect(detectIntent(question, retailers)).toEqual({ kind: "retailer", retailer });
  });

  it.each([
    ["Is it better to go with clarity or color?", "guide"],
    ["Is a stone with clarity VS2 cheaper?", "guide"],
    ["Why the premium?", "why-overpriced"],
    ["How does the cut affect brilliance and price?", "guide"],
    ["Is the premium worth paying?", "why-overpriced"],
    ["What is it worth?", "fair-value"],
    // Issue 39: a question whether the price is good is answered yes, no or it depends.
    ["Is this good value?", "good-deal"],
  ])("does not take ordinary words for a retailer's name: %s", (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });

  it.each([
    ["Is this a good deal compared to Tiffany?", "Tiffany"],
    ["Is it cheaper than Costco's?", "Costco"],
    ["How does this compare to Kay Jewelers?", "Kay Jewelers"],
    ["Is this overpriced vs Helzberg Diamonds?", "Helzberg Diamonds"],
  ])(
    "reads a seller the fit does not know, named after a comparison, as a retailer question (%s)",
    (question, retailer) => {
      // Found reviewing issue 27: "compared to Tiffany" got the fair value repeated with no word on
      // Tiffany.
      expect(detectIntent(question, retailers)).toEqual({ kind: "retailer", retailer });
    },
  );

  it.each([
    "Is this cheaper than Excellent cut stones?",
    "Is it a better deal compared to Natural diamonds?",
    "Is it good value compared to GIA graded stones?",
    "Is this cheaper than an Oval?",
    "Is this cheaper than a Round Brilliant?",
    "Is the price fair compared to The market?",
    "Is it cheaper than VS2 stones?",
    "Is this a good deal compared to tiffany?",
  ])(
    "does not take a grade, shape, lab or ordinary word after a comparison for a seller: %s",
    (question) => {
      expect(kindOf(question)).not.toBe("retailer");
    },
  );

  it("reads no retailer when the fit knows none", () => {
    expect(detectIntent("Is this a good deal compared to Brilliant Earth?").kind).toBe("good-deal");
  });

  it.each([
    ["What would an H color cost instead?", "what-if"],
    ["what about 1.4 ct?", "what-if"],
    ["What does VS2 mean?", "guide"],
    [suggestedChatQuestions[0], "why-overpriced"],
    [suggestedChatQuestions[2], "color-choice"],
    [suggestedChatQuestions[3], "comparables"],
    ["Write me a poem about cats", "unrelated"],
  ])("keeps the earlier intents: %s", (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });

  it.each([
    ["Is a 1.05 length to width ratio good for an oval?", "proportions"],
    ["What's the L/W of this stone?", "proportions"],
    ["Is 65% depth too deep?", "proportions"],
    ["Will it show a bow tie?", "proportions"],
    ["How big does it face up?", "proportions"],
    ["What does the cut score mean?", "proportions"],
    ["Is it CVD or HPHT?", "growth"],
    ["Was it treated?", "growth"],
    ["How are lab grown diamonds made?", "growth"],
    ["GIA or IGI, which is better for lab-grown?", "lab"],
    ["What does Premium mean?", "lab"],
    ["Is GIA Standard good enough?", "lab"],
    ["How do I verify the report number?", "lab"],
  ])("reads %s as a question about the stone's %s", (question, topic) => {
    expect(detectIntent(question, retailers)).toEqual({ kind: "stone", topic });
  });

  it.each([
    ["Why the premium?", "why-overpriced"],
    ["Is the premium worth paying?", "why-overpriced"],
    ["What if it were an oval?", "what-if"],
    ["Is lab grown the same as natural?", "guide"],
  ])("leaves price and spec questions that share a word with them alone: %s", (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });
});
