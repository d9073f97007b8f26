import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast, Toaster } from "sonner";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  aboveMarketAnalysis,
  analysisRecord,
  assumedCutAnalysis,
  fairAnalysis,
} from "@/test/analysis-fixtures";
import { callsTo, errorResponse, jsonResponse, mockApi } from "@/test/mock-api";
import { reportFileName } from "../export-report";
import { HistorySection } from "./history-section";

function renderHistory() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HistorySection userId="user_1" />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const first = analysisRecord();
const second = analysisRecord(
  {
    id: "9b8c7d6e-1111-4000-8000-000000000002",
    listing_url: null,
    created_at: "2026-11-20T08:00:00.000Z",
  },
  fairAnalysis,
);

afterEach(() => toast.dismiss());

describe("HistorySection", () => {
  it("lists analyses with date, specs, listed vs fair value and markup with one decimal", async () => {
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: [first, second] }) });
    renderHistory();

    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    // Each row names where the stone was listed: its retailer, or that the specs were typed.
    expect(items[0]?.textContent).toContain("Nov 22, 2026 · James Allen");
    // The fixture's shape has no source: nobody stated it, so the title does not name it.
    const title = within(items[0]!).getByRole("heading", { level: 3 });
    expect(title.textContent).toBe("1.5 ct Excellent G VS1");
    // The title opens the report's own page.
    expect(within(title).getByRole("link").getAttribute("href")).toBe(`/reports/${first.id}`);
    expect(items[0]?.textContent).toContain("Listed $2,450 vs fair value $1,985");
    expect(items[0]?.textContent).toContain("+23.4%");
    expect(items[1]?.textContent).toContain("Nov 20, 2026 · Specs you entered");
    expect(items[1]?.textContent).toContain("-4.1%");
  });

  it("titles each analysis with the specs stated only (reportTitle), as the PDF, share page and tracked diamonds do", async () => {
    const assumedCut = analysisRecord({ cut: null }, assumedCutAnalysis);
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: [assumedCut] }) });
    renderHistory();
    const [item] = (await screen.findAllByRole("listitem")) as [HTMLElement];
    expect(within(item).getByRole("heading", { level: 3 }).textContent).toBe("1.5 ct G VS1 Round");
  });

  it("links to the original listing only when what was typed is a web address", async () => {
    const typed = ["just some text", "javascript:alert(document.domain)"].map((listing_url, i) =>
      analysisRecord({ id: `9b8c7d6e-1111-4000-8000-00000000001${i}`, listing_url }, fairAnalysis),
    );
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: typed }) });
    renderHistory();
    for (const item of await screen.findAllByRole("listitem")) {
      fireEvent.click(within(item).getByRole("button", { name: "View Details" }));
      expect(within(item).getByRole("button", { name: "Show Less" })).toBeTruthy();
      expect(within(item).queryByRole("link", { name: /View Original Listing/ })).toBeNull();
    }
  });

  it("expands one item at a time and collapses it when clicked again", async () => {
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: [first, second] }) });
    renderHistory();
    const [one, two] = (await screen.findAllByRole("listitem")) as [HTMLElement, HTMLElement];

    fireEvent.click(within(one).getByRole("button", { name: "View Details" }));
    expect(
      within(one).getByRole("button", { name: "Show Less" }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(within(one).getByText("Third tip")).toBeTruthy();
    expect(within(one).queryByText("Fourth tip")).toBeNull();
    expect(
      within(one)
        .getByRole("link", { name: /View Original Listing/ })
        .getAttribute("href"),
    ).toBe(first.listing_url);

    fireEvent.click(within(two).getByRole("button", { name: "View Details" }));
    expect(within(one).getByRole("button", { name: "View Details" })).toBeTruthy();
    expect(within(two).getByRole("button", { name: "Show Less" })).toBeTruthy();
    expect(within(two).queryByRole("link", { name: /View Original Listing/ })).toBeNull();

    fireEvent.click(within(two).getByRole("button", { name: "Show Less" }));
    expect(screen.queryByRole("button", { name: "Show Less" })).toBeNull();
  });

  it("badges each analysis by its verdict and shows the evidence in its details: confidence meaning, all comparables, the same stone, the time note", async () => {
    const current = analysisRecord(
      { id: "5d4c3b2a-2222-4000-8000-000000000003" },
      aboveMarketAnalysis,
    );
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: [current, second] }) });
    renderHistory();
    const [item, older] = (await screen.findAllByRole("listitem")) as [HTMLElement, HTMLElement];
    expect(within(item).getByText("Above market")).toBeTruthy();
    expect(within(older).getByText("Fair price")).toBeTruthy();

    fireEvent.click(within(item).getByRole("button", { name: "View Details" }));
    expect(within(item).getByText(/19% is the chance that the typical asking price/)).toBeTruthy();
    expect(
      within(item).getByText(
        /^The range is where 80% of listings of these specs sit at the retailers we track/,
      ),
    ).toBeTruthy();
    expect(
      within(item).getByText(
        "$2,250 is 19% below James Allen's usual price for these specs (about $2,780); across the market they list for about $1,985.",
      ),
    ).toBeTruthy();
    const comparables = within(item).getByRole("heading", { name: "Comparable listings" })
      .parentElement as HTMLElement;
    expect(within(comparables).getAllByRole("listitem")).toHaveLength(4);
    const sameStone = within(item).getByRole("heading", { name: "Same stone elsewhere" })
      .parentElement as HTMLElement;
    expect(within(sameStone).getAllByRole("listitem")).toHaveLength(2);
    expect(
      within(item).getByText(
        "Based on 23,984 listings from 3 retailers (Clean Origin, James Allen, VRAI), 2,094 of them close to these specs.",
      ),
    ).toBeTruthy();
    expect(within(item).getByText(/includes 6 of the 7 months since/)).toBeTruthy();
  });

  it("offers the PDF and an export menu of PDF, the whole history as CSV, and JSON", async () => {
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: [first] }) });
    renderHistory();
    const [item] = (await screen.findAllByRole("listitem")) as [HTMLElement];
    fireEvent.click(within(item).getByRole("button", { name: "View Details" }));

    const pdf = within(item).getByRole("link", { name: "Download Full PDF Report" });
    expect(pdf.getAttribute("href")).toBe(`/api/analyses/${first.id}/report.pdf`);
    expect(pdf.hasAttribute("download")).toBe(true);
    const menuButton = within(item).getByRole("button", { name: "Export Report" });
    // The chart loads when scrolled near: it comes last, so the actions never move under a tap.
    expect(
      menuButton.compareDocumentPosition(
        within(item).getByRole("heading", { name: "Market trend" }),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    const menu = within(item).getByRole("list", { name: "Export formats" });
    expect(within(menu).getByRole("link", { name: "PDF report" }).getAttribute("href")).toBe(
      `/api/analyses/${first.id}/report.pdf`,
    );
    const csv = within(menu).getByRole("link", { name: "CSV of all your analyses" });
    expect(csv.getAttribute("href")).toBe("/api/analyses/export.csv");
    expect(csv.hasAttribute("download")).toBe(true);
    expect(within(menu).getByRole("button", { name: "JSON data" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(within(item).queryByRole("list", { name: "Export formats" })).toBeNull();
  });

  it("creates a share link, shows it once, lists it and revokes it", async () => {
    const share = { id: "share_1", createdAt: "2026-11-24T16:05:00.000Z" };
    let shares: object[] = [];
    const fetchMock = mockApi({
      "GET /api/analyses": () => jsonResponse(200, { analyses: [first] }),
      [`GET /api/analyses/${first.id}/shares`]: () => jsonResponse(200, { shares }),
      [`POST /api/analyses/${first.id}/shares`]: () => {
        shares = [share];
        return jsonResponse(201, {
          share: { ...share, url: `http://localhost/shared/${"t".repeat(43)}` },
        });
      },
      [`DELETE /api/analyses/${first.id}/shares/share_1`]: () => {
        shares = [];
        return new Response(null, { status: 204 });
      },
    });
    renderHistory();
    const [item] = (await screen.findAllByRole("listitem")) as [HTMLElement];
    fireEvent.click(within(item).getByRole("button", { name: "View Details" }));
    await within(item).findByText("No share links yet.");

    fireEvent.click(within(item).getByRole("button", { name: "Create Share Link" }));
    const field = await within(item).findByLabelText<HTMLInputElement>(/New link/);
    expect(field.value).toBe(`http://localhost/shared/${"t".repeat(43)}`);
    expect(field.readOnly).toBe(true);
    await within(item).findByText(/^Link created /);

    fireEvent.click(within(item).getByRole("button", { name: /^Revoke/ }));
    await waitFor(() => expect(within(item).queryByText(/^Link created /)).toBeNull());
    expect(callsTo(fetchMock, `DELETE /api/analyses/${first.id}/shares/share_1`)).toHaveLength(1);
  });

  it("exports an analysis as a JSON file named after its date and id", async () => {
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: [first] }) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:report";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderHistory();
    const [item] = (await screen.findAllByRole("listitem")) as [HTMLElement];

    fireEvent.click(within(item).getByRole("button", { name: "View Details" }));
    fireEvent.click(within(item).getByRole("button", { name: "Export Report" }));
    fireEvent.click(within(item).getByRole("button", { name: "JSON data" }));

    expect(clicked[0]?.download).toBe("faircarat-report-2026-11-22-3f2a9c1d.json");
    expect(clicked[0]?.getAttribute("href")).toBe("blob:report");
    expect(blobs[0]?.type).toBe("application/json");
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(first);
  });

  it("offers 'Analyze Your First Diamond' when there is nothing yet", async () => {
    mockApi({ "GET /api/analyses": () => jsonResponse(200, { analyses: [] }) });
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    const analyzer = document.createElement("section");
    analyzer.id = "analyzer";
    document.body.append(analyzer);
    renderHistory();

    fireEvent.click(await screen.findByRole("button", { name: "Analyze Your First Diamond" }));

    expect(scroll.mock.contexts[0]).toBe(analyzer);
    analyzer.remove();
  });

  it("says 'Error loading history' when loading fails, and loads again on Refresh", async () => {
    let fail = true;
    const fetchMock = mockApi({
      "GET /api/analyses": () =>
        fail ? errorResponse(500, "internal", "boom") : jsonResponse(200, { analyses: [first] }),
    });
    renderHistory();

    expect(await screen.findByText("Error loading history")).toBeTruthy();
    expect(screen.getByText("Failed to load your analysis history.")).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));

    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(callsTo(fetchMock, "GET /api/analyses")).toHaveLength(2);
  });
});

describe("reportFileName", () => {
  it("uses the record's day and the first 8 characters of its id", () => {
    expect(
      reportFileName({ id: "abc-def-0123456789", created_at: "2026-01-02T03:04:05.000Z" }),
    ).toBe("faircarat-report-2026-01-02-abcdef01.json");
  });
});
