import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "@faircarat/contracts";
import { aboveMarketAnalysis, fairAnalysis, overpricedAnalysis } from "@/test/analysis-fixtures";
import { ReportBody } from "./report-body";

const subject = (analysis: AnalysisResult, certificateNumber: string | null = null) => ({
  analysis,
  listingUrl: null,
  certificateNumber,
});

function stat(label: string) {
  const term = screen.getByText(label, { selector: "dt" });
  return term.parentElement?.querySelector("dd")?.textContent;
}

const itemsUnder = (heading: string) =>
  within(screen.getByRole("heading", { name: heading }).parentElement as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("ReportBody", () => {
  it("tells one story under the verdict: the price against its retailer's usual price and the market", () => {
    render(<ReportBody subject={subject(overpricedAnalysis)} />);
    expect(screen.getByText("Overpriced by 23.4%")).toBeTruthy();
    expect(
      screen.getByText(
        "$2,450 is 11% above James Allen's usual price for these specs (about $2,210); across the market they list for about $1,985.",
      ),
    ).toBeTruthy();
    expect(stat("Listed Price")).toBe("$2,450");
    expect(stat("Fair Market Value")).toBe("$1,985");
    expect(stat("Confidence")).toBe("82%");
    expect(stat("Premium Paid")).toBe("$465");
    expect(
      screen.getByText("Lab-grown diamond: ethically sourced, with no mining involved."),
    ).toBeTruthy();
    expect(screen.getByText('Could not read cut "superb"; it was left out.')).toBeTruthy();
    // The spec's first three recommendations.
    expect(itemsUnder("Recommendations")).toEqual(["First tip", "Second tip", "Third tip"]);
  });

  it("shows every comparable the analysis holds, each saying how it differs and when it was seen, linked when known", () => {
    render(<ReportBody subject={subject(aboveMarketAnalysis)} />);
    const rows = itemsUnder("Comparable listings");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(
      "Clean Origin(opens in a new tab)1.5 ct Excellent G VS1 Round · same carat, color and clarity · seen Apr 23, 2026 · may no longer be listed · cert. IGI LG612345678$1,810",
    );
    // Whole dollars, as the chat and the PDF write the same listing ($2,020.50 listed).
    expect(rows[2]).toContain("$2,021");
    const [link] = screen.getAllByRole("link", { name: /Clean Origin/ });
    expect(link?.getAttribute("href")).toBe("https://www.cleanorigin.com/diamonds/round-1/");
    expect(link?.getAttribute("rel")).toContain("noopener");

    expect(itemsUnder("Same stone elsewhere")).toEqual([
      expect.stringMatching(
        /^Clean Origin.*seen Apr 23, 2026 · may no longer be listed · cert\. IGI LG700000001\$1,990$/,
      ),
      expect.stringMatching(/^James Allen.*seen Feb 24, 2026.*\$2,400$/),
    ]);
    expect(
      screen.getByText(
        "Based on 23,984 listings from 3 retailers (Clean Origin, James Allen, VRAI), 2,094 of them close to these specs.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Market data of Apr 23, 2026; prices at this size fell/)).toBeTruthy();
  });

  it("lists the alternatives and each retailer's usual price, marking the listing's own retailer", () => {
    const analysis: AnalysisResult = {
      ...fairAnalysis,
      retailer: "VRAI",
      retailerPrices: [
        {
          retailer: "Clean Origin",
          usualPrice: 1610.2,
          evidence: { kind: "listings", asOf: "2026-04-23", listings: 812 },
        },
        {
          retailer: "VRAI",
          usualPrice: 2900,
          evidence: {
            kind: "index",
            source: "https://rings.com/pages/lab-grown-diamond-price-index",
            edition: "2026-07-26",
            collectedOn: "2026-07-23",
            listings: 1506,
          },
        },
      ],
      alternativeRecommendations: [
        {
          specs: { ...fairAnalysis.specs, color: "H" },
          estimatedPrice: 1700,
          savings: 285,
          reason: "One color grade lower (G to H) is hard to see once set and saves about $285.",
        },
      ],
    };
    render(<ReportBody subject={subject(analysis)} headingLevel="h2" />);
    expect(itemsUnder("Usual price at each retailer")).toEqual([
      "Clean Origin: usually about $1,610 for these specs (listings of Apr 23, 2026)",
      "VRAI (this listing's retailer): usually about $2,900 for these specs (published index, July 2026, 1,506 listings)",
    ]);
    expect(itemsUnder("Alternatives to consider")).toEqual([
      "1.5 ct Excellent H VS1 Round$1,700Saves about $285One color grade lower (G to H) is hard to see once set and saves about $285.",
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Comparable listings" })).toBeTruthy();
  });

  it("says a fancy shape's cut is not graded and shows no retailer's cut label on its comparables", () => {
    const oval = { shape: "oval", carat: 1.52, color: "F", clarity: "VS1", cut: null };
    const analysis: AnalysisResult = {
      ...fairAnalysis,
      specs: oval,
      sources: { shape: "form", carat: "form", color: "form", clarity: "form" },
      comparableListings: [
        {
          source: "Brilliance",
          price: 990,
          // Stored before comparables dropped it: the feed's "Ideal" on an oval.
          specs: { ...oval, cut: "Ideal" },
          url: null,
          savings: null,
          observedOn: "2026-03-19",
        },
      ],
    };
    render(<ReportBody subject={subject(analysis, "LG123456789")} />);
    const analysed = screen.getByRole("heading", { name: "Diamond analyzed" })
      .parentElement as HTMLElement;
    expect(within(analysed).getByText("Not graded (fancy shape)")).toBeTruthy();
    expect(within(analysed).getByText("LG123456789")).toBeTruthy();
    expect(itemsUnder("Comparable listings")[0]).toMatch(/^Brilliance1\.52 ct F VS1 Oval · /);
    expect(screen.queryByText(/Ideal/)).toBeNull();
  });

  it("mounts a section about the stone where it is given, and puts the actions before the market trend", () => {
    render(
      <ReportBody
        subject={subject(fairAnalysis)}
        actions={<button type="button">Track this diamond</button>}
      >
        <p>A section about the stone</p>
      </ReportBody>,
    );
    const section = screen.getByText("A section about the stone");
    const recommendations = screen.getByRole("heading", { name: "Recommendations" });
    expect(
      section.compareDocumentPosition(recommendations) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const trend = screen.getByRole("heading", { name: "Market trend" });
    const action = screen.getByRole("button", { name: "Track this diamond" });
    expect(action.compareDocumentPosition(trend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("does not call a mined (natural) listing lab-grown", () => {
    render(<ReportBody subject={subject({ ...overpricedAnalysis, isEthicallySourced: false })} />);
    expect(screen.queryByText(/no mining involved/)).toBeNull();
  });
});
