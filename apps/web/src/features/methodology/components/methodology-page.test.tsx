import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { publishedEvaluationSchema } from "@faircarat/contracts/methodology";
import fixture from "@/test/evaluation-fixture.json";
import { MethodologyPage } from "./methodology-page";

describe("MethodologyPage", () => {
  it("renders from an evaluation as the script publishes it", () => {
    expect(publishedEvaluationSchema.safeParse(fixture).success).toBe(true);
  });

  it("says what the fair market value is", () => {
    render(<MethodologyPage evaluation={fixture} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "How FairCarat Values a Diamond" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^The fair market value is the typical asking price for a diamond's specs across retailers, each retailer counting once, on the analysis's valuation date/,
      ),
    ).toBeTruthy();
  });

  it("lists each retailer's listings with the newest day, and each published index with its editions", () => {
    render(<MethodologyPage evaluation={fixture} />);
    const table = screen.getByRole("table", { name: /Listings by retailer/ });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "RetailerListingsNewest listing",
      "Clean Origin12,408Apr 23, 2026",
      "James Allen9,120Feb 24, 2026",
    ]);
    expect(screen.getByText("rings.com/pages/lab-grown-diamond-price-index")).toBeTruthy();
    expect(
      screen.getByText(
        /^Editions of May 2026, June 2026, July 2026; the newest collected on Jul 25, 2026\. .*: Blue Nile, Ritani\.$/,
      ),
    ).toBeTruthy();
  });

  it("shows each fold's measured figures and aim, and where and when they were measured", () => {
    render(<MethodologyPage evaluation={fixture} />);
    const section = screen.getByRole("region", { name: "Measured accuracy" });
    expect(within(section).getByText("npm run pricing:eval").closest("p")?.textContent).toMatch(
      /run on Nov 28, 2026 on listings up to Apr 23, 2026, and are written into this page by it, not by hand\.$/,
    );
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const figures = (card: HTMLElement) =>
      [...card.querySelectorAll("dl > div")].map((pair) => pair.textContent);
    expect(figures(cards[0]!)).toEqual([
      "Checked30,045 listings",
      "Typical error4.0%",
      "Inside the 80% range78.5%",
      "Range width1.17x",
    ]);
    expect(within(cards[0]!).getByText("Aim: error 4% or less")).toBeTruthy();
    // A fold that checks ranges only shows no error; one without ranges shows no coverage: a new
    // fold is one more card.
    expect(figures(cards[1]!)).toEqual([
      "Checked2,195 listings",
      "Inside the 80% range83.9%",
      "Range width3.44x",
    ]);
    expect(figures(cards[2]!)).toEqual(["Checked17 retailer medians", "Typical error7.1%"]);
    expect(within(cards[2]!).getByRole("heading", { name: "Next month's index" })).toBeTruthy();
  });

  it("puts each retailer's error on its next index medians beside carrying its last one forward", () => {
    render(<MethodologyPage evaluation={fixture} />);
    const table = screen.getByRole("table", {
      name: /Typical error of each retailer's predicted median/,
    });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "RetailerMediansEngineEngine, same cellsCarried forward",
      "Blue Nile510.4%10.4%11.8% (5)",
      "Clean Origin530.1%18.4%22.0% (4)",
    ]);
  });
});
