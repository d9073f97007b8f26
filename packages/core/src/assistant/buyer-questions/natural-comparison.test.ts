import { describe, expect, it } from "vitest";
import { formatDollars, formatPercent } from "@faircarat/contracts/figures";
import { answerFromReport } from "../built-in-expert";
import { ovalRequest } from "../testing/indexed-market";
import { buyerReport } from "../testing/buyer-report";

const question = "How does this compare to a natural diamond of the same specs?";

describe("compared to natural (natural comparison)", () => {
  const { analysis, market, ask } = buyerReport();
  const answer = ask(question);
  const natural = analysis.naturalEquivalent!;

  it("answers with the report's natural equivalent, not the lab comparables", () => {
    // Issue 39: this question listed five lab-grown comparables and nothing natural.
    expect(answer).not.toContain("market listings closest to your");
    expect(natural.status).toBe("priced");
    expect(answer).toMatch(
      new RegExp(
        `^\\*\\*This lab-grown stone costs ${formatPercent(natural.labShare!)} of what a natural one of the same specs lists for\\*\\*`,
      ),
    );
    expect(natural.labShare).toBeCloseTo(analysis.listedPrice / natural.fairValue!, 10);
    for (const line of natural.lines) expect(answer).toContain(`- ${line}`);
    expect(answer).toContain(`about ${formatDollars(natural.fairValue!)}`);
    expect(answer).toContain("James Allen, seen Feb 24, 2026");
  });

  it("names the round it compares an oval with", () => {
    expect(natural.comparedAsShape).toBe("round");
    expect(answer).toContain(
      "so this is a natural round of the same weight and grades, named as such.",
    );
  });

  it("says too thin instead of a number where the natural data are thin", () => {
    const thin = buyerReport({ ...ovalRequest, color: "D", clarity: "IF" });
    const reply = thin.ask(question);
    expect(reply).toMatch(
      /^\*\*Our natural data can't put a number on these specs\*\*, and I won't guess:/,
    );
    expect(reply).toContain("too thin to value a natural");
    expect(reply).not.toMatch(/costs \d+% of/);
  });

  it("says so on a report made before natural equivalents, without guessing", () => {
    const { naturalEquivalent: _, ...older } = analysis;
    expect(answerFromReport(question, older, market)).toMatch(/^This report was made before/);
  });

  it.each([
    "Is it cheaper than a mined diamond?",
    "lab vs natural price for this stone?",
    "How much would a natural one cost?",
  ])("answers %s the same way", (other) => {
    expect(ask(other)).toBe(answer);
  });

  it("leaves 'Is lab grown the same as natural?' to the buying guide", () => {
    expect(ask("Is lab grown the same as natural?")).not.toBe(answer);
  });
});
