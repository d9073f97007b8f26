import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aboveMarketAnalysis, fairAnalysis, overpricedAnalysis } from "@/test/analysis-fixtures";
import { AnalysisResults } from "./analysis-results";

function stat(label: string) {
  const term = screen.getByText(label, { selector: "dt" });
  return term.parentElement?.querySelector("dd")?.textContent;
}

describe("AnalysisResults", () => {
  it("shows an overpriced listing: banner, figures, premium, range, retailer, notes, 3 tips, 3 comparables, PDF link", () => {
    render(<AnalysisResults analysis={overpricedAnalysis} />);

    expect(screen.getByText("Overpriced by 23.4%")).toBeTruthy();
    expect(stat("Listed Price")).toBe("$2,450");
    expect(stat("Fair Market Value")).toBe("$1,985");
    expect(stat("Confidence")).toBe("82%");
    expect(stat("Premium Paid")).toBe("$465");
    expect(screen.queryByText("You Could Save")).toBeNull();
    expect(
      screen.getByRole("img", {
        name: /80% of similar listings sit between \$1,600 and \$2,300\./,
      }),
    ).toBeTruthy();
    expect(screen.getByText(/^James Allen: usually about/).textContent).toBe(
      "James Allen: usually about $2,210 for these specs.",
    );
    expect(
      screen.getByText("Lab-grown diamond: ethically sourced, with no mining involved."),
    ).toBeTruthy();
    expect(screen.getByText('Could not read cut "superb"; it was left out.')).toBeTruthy();
    expect(
      screen.getByText("Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026."),
    ).toBeTruthy();

    const tips = screen.getByRole("heading", { name: "Recommendations" })
      .parentElement as HTMLElement;
    expect(
      within(tips)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["First tip", "Second tip", "Third tip"]);

    const comparables = screen.getByRole("heading", { name: "Comparable listings" })
      .parentElement as HTMLElement;
    const rows = within(comparables).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain("$1,810");
    // Whole dollars, as the chat and the history write the same listing ($2,020.50 listed).
    expect(rows[2]?.textContent).toContain("$2,021");
    expect(rows[2]?.textContent).not.toContain(".50");
    const link = within(rows[0] as HTMLElement).getByRole("link", { name: /Clean Origin/ });
    expect(link.getAttribute("href")).toBe("https://www.cleanorigin.com/diamonds/round-1/");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(within(rows[1] as HTMLElement).queryByRole("link")).toBeNull();

    const pdf = screen.getByRole("link", { name: /Download Full PDF Report/ });
    expect(pdf.getAttribute("href")).toBe("/auth");
    expect(pdf.getAttribute("target")).toBe("_blank");
  });

  it("does not call a mined (natural) listing lab-grown", () => {
    render(<AnalysisResults analysis={{ ...overpricedAnalysis, isEthicallySourced: false }} />);
    expect(screen.queryByText(/Lab-grown diamond/)).toBeNull();
    expect(screen.queryByText(/no mining involved/)).toBeNull();
  });

  it("downloads the owner's stored analysis as the server's PDF", () => {
    render(
      <AnalysisResults analysis={fairAnalysis} analysisId="3f2a9c1d-0000-4000-8000-000000000001" />,
    );
    const pdf = screen.getByRole("link", { name: "Download Full PDF Report" });
    expect(pdf.getAttribute("href")).toBe(
      "/api/analyses/3f2a9c1d-0000-4000-8000-000000000001/report.pdf",
    );
    expect(pdf.hasAttribute("download")).toBe(true);
    expect(pdf.getAttribute("target")).toBeNull();
  });

  it("shows a fair listing with what the buyer saves, and where each detail came from", () => {
    render(<AnalysisResults analysis={fairAnalysis} />);

    expect(screen.getByText("Fair price: 4.1% below market")).toBeTruthy();
    expect(stat("You Could Save")).toBe("$81");
    expect(screen.queryByText("Premium Paid")).toBeNull();
    expect(screen.queryByText(/usually about/)).toBeNull();

    const analysed = screen.getByRole("heading", { name: "Diamond analyzed" })
      .parentElement as HTMLElement;
    expect(within(analysed).getByText("from the listing URL")).toBeTruthy();
    expect(within(analysed).getByText("from the listing page")).toBeTruthy();
    expect(within(analysed).getByText("assumed (typical)")).toBeTruthy();
  });

  it("shows pricing v2's evidence: the verdict, what the confidence means, retailer context, certificates, the same stone and the time note", () => {
    render(<AnalysisResults analysis={aboveMarketAnalysis} />);

    expect(screen.getByText("Above market: 13.4% over the fair value")).toBeTruthy();
    expect(screen.getByText(/19% is the chance that the typical asking price/)).toBeTruthy();
    expect(
      screen.getByText(
        /^The range is where 80% of listings of these specs sit at the retailers we track/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^James Allen: usually about/).textContent).toBe(
      "James Allen: usually about $2,780 for these specs, a premium retailer at 1.4x the market.",
    );
    expect(screen.getByText("Based on 23,984 listings from 3 retailers.")).toBeTruthy();
    expect(screen.getByText(/^Market data of Apr 23, 2026; prices at this size fell/)).toBeTruthy();

    const comparables = screen.getByRole("heading", { name: "Comparable listings" })
      .parentElement as HTMLElement;
    const rows = within(comparables).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain("cert. IGI LG612345678");
    expect(rows[1]?.textContent).not.toContain("cert.");

    const sameStone = screen.getByRole("heading", { name: "Same stone elsewhere" })
      .parentElement as HTMLElement;
    const listings = within(sameStone).getAllByRole("listitem");
    expect(listings.map((row) => row.textContent)).toEqual([
      // Valued on Nov 23, 2026: both were seen more than 60 days before.
      expect.stringMatching(
        /^Clean Origin.*seen Apr 23, 2026 · may no longer be listed · cert\. IGI LG700000001\$1,990$/,
      ),
      expect.stringMatching(
        /^James Allen.*seen Feb 24, 2026 · may no longer be listed · cert\. IGI LG700000001\$2,400$/,
      ),
    ]);
    expect(
      within(listings[0] as HTMLElement)
        .getByRole("link", { name: /Clean Origin/ })
        .getAttribute("href"),
    ).toBe("https://www.cleanorigin.com/diamonds/same-1/");
  });

  it("keeps a too-little-data verdict neutral and leaves out what an older analysis lacks", () => {
    render(
      <AnalysisResults
        analysis={{
          ...aboveMarketAnalysis,
          verdict: "too-little-data",
          sameStone: [],
          retailerContext: null,
        }}
      />,
    );

    expect(screen.getByText("Too little market data to judge this price")).toBeTruthy();
    expect(screen.queryByText(/Fair price/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Same stone elsewhere" })).toBeNull();
    // Without retailer context the retailer's usual price still shows, as on older analyses.
    expect(screen.getByText(/^James Allen: usually about/)).toBeTruthy();

    render(<AnalysisResults analysis={fairAnalysis} />);
    expect(screen.getAllByText(/is the chance that/)).toHaveLength(1);
  });

  it("puts the market trend after the PDF link and the actions: the chart loads when scrolled near and must not move them under a tap", () => {
    render(
      <AnalysisResults
        analysis={fairAnalysis}
        analysisId="analysis-1"
        actions={<button type="button">Track this diamond</button>}
      />,
    );
    const trend = screen.getByRole("heading", { name: "Market trend" });
    for (const action of [
      screen.getByRole("link", { name: "Download Full PDF Report" }),
      screen.getByRole("button", { name: "Track this diamond" }),
    ]) {
      expect(action.compareDocumentPosition(trend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});
