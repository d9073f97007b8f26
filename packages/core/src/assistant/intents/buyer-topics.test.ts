import { describe, expect, it } from "vitest";
import { answerableQuestions } from "../buyer-questions/answerable-questions";
import { buyerReport } from "../testing/buyer-report";
import { detectIntent } from "./detect-intent";

const retailers = ["Blue Nile", "Brilliant Earth", "Ritani", "Premium", "Value", "Middle"];
const kindOf = (question: string) => {
  const intent = detectIntent(question, retailers);
  return intent.kind === "buyer" ? intent.topic : intent.kind;
};

/** The twelve questions of issue 39, and the intent each must reach. */
const issueQuestions: [string, string][] = [
  ["Is this a good deal?", "good-deal"],
  ["Buy now or wait until after the holidays?", "timing"],
  ["What would this cost at Blue Nile?", "retailer"],
  ["How does this compare to a natural diamond of the same specs?", "natural-comparison"],
  ["Is 1.52 ct a bad size for resale or insurance?", "replacement-value"],
  ["What is the best value change I could make?", "best-value-change"],
  ["Why is your fair value different from the retailer's price?", "value-vs-retailer"],
  ["Can you explain the confidence figure?", "confidence"],
  ["Is CVD better than HPHT?", "stone"],
  ["Will this look bigger than a 1.5 ct round?", "face-up-size"],
  ["What questions should I ask the jeweler?", "jeweler-checklist"],
  ["Three cheaper alternatives with a similar look?", "recommendations"],
];

describe("the buyer's questions of issue 39", () => {
  it.each(issueQuestions)("reads %s as %s", (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });

  it("keeps a good deal at a named retailer a question about that retailer", () => {
    expect(kindOf("Is this a good deal compared to Brilliant Earth?")).toBe("retailer");
  });

  it("keeps 'how big does it face up?' a proportions question", () => {
    expect(detectIntent("How big does it face up?")).toEqual({
      kind: "stone",
      topic: "proportions",
    });
  });

  it("gives no two intents the same paragraph", () => {
    const { ask } = buyerReport();
    const seen = new Map<string, string>();
    for (const [question, kind] of issueQuestions) {
      for (const paragraph of ask(question).split("\n\n")) {
        const owner = seen.get(paragraph);
        expect(
          owner === undefined || owner === kind,
          `"${paragraph}" in ${owner} and ${kind}`,
        ).toBe(true);
        seen.set(paragraph, kind);
      }
    }
  });

  it("says which questions it can answer when it cannot answer one, each of them answerable", () => {
    const { ask } = buyerReport();
    const reply = ask("What is the weather in Antwerp diamond district?");
    expect(reply).toMatch(/^I don't know that from this report, and I won't guess\./);
    for (const question of answerableQuestions) {
      expect(reply).toContain(`- ${question}`);
      expect(["unknown", "unrelated"]).not.toContain(detectIntent(question, retailers).kind);
    }
  });
});
