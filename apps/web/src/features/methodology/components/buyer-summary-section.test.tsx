import { render, screen, within } from "@testing-library/react";
import type { PublishedEvaluation } from "@faircarat/contracts/methodology";
import { describe, expect, it } from "vitest";
import fixture from "@/test/evaluation-fixture.json";
import shipped from "../evaluation.json";
import { buyerSummary, summaryFolds } from "../buyer-summary";
import { MethodologyPage } from "./methodology-page";

const evaluation: PublishedEvaluation = {
  ...fixture,
  rows: [
    ...fixture.rows,
    {
      fold: summaryFolds.fairValueGap,
      method: "Cells listed by three or more retailers, left out five at a time.",
      n: 125,
      unit: "cells",
      mdape: 0.0443,
      coverage: null,
      width: null,
      aim: "error 5% or less",
    },
    {
      fold: summaryFolds.unseenRetailer,
      method: "Each current retailer left out in turn.",
      n: 3943,
      unit: "listings",
      mdape: 0.5788,
      coverage: 0.8281,
      width: 7.03,
      aim: "75-85% inside the range",
    },
  ],
};

describe("the methodology page's summary for a buyer", () => {
  it("opens the page, before the detail, answering four questions with the evaluation's figures", () => {
    render(<MethodologyPage evaluation={evaluation} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe("In a minute");
    expect(headings.indexOf("Measured accuracy")).toBeGreaterThan(0);

    const summary = screen.getByRole("region", { name: "In a minute" });
    const answer = (term: string) =>
      within(summary).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    expect(answer("How close the fair value is to what the market lists")).toBe(
      "Typically within 4.4% of the typical asking price across retailers, on 125 cells of stones that three or more retailers list, each priced without them. One retailer's own price can be much further off: at a retailer whose prices the engine had never seen, a listing was typically 57.9% from the fair value.",
    );
    expect(answer("How often the range holds")).toMatch(
      /^83\.9% of 2,195 real listings fell inside the 80% range a report states for them\./,
    );
    expect(answer("What the confidence on your report means")).toMatch(
      /^It is the chance that the typical asking price for your stone's specs across retailers lies within 10% of the fair value your report states\./,
    );
    expect(answer("How old the data is")).toMatch(
      /^Listings up to Apr 23, 2026 and published index prices up to Jul 25, 2026; these figures were measured on Nov 28, 2026\./,
    );
  });

  it("leaves the summary out rather than show figures the evaluation lacks", () => {
    render(<MethodologyPage evaluation={fixture} />);
    expect(screen.queryByRole("region", { name: "In a minute" })).toBeNull();
  });

  it("has its figures in the evaluation the build ships", () => {
    expect(buyerSummary(shipped)).toMatchObject({
      fairValueGap: { mdape: expect.any(Number) },
      rangeHolds: { coverage: expect.any(Number) },
      unseenRetailer: { mdape: expect.any(Number) },
    });
  });
});
