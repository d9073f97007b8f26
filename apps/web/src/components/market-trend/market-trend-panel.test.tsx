import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockApi } from "@/test/mock-api";
import MarketTrendPanel from "./market-trend-panel";
import { MarketTrendSection } from "./market-trend-section";
import { marketTrendKey } from "./market-trend-api";
import { trendCaratBands } from "@faircarat/contracts/market-trend-bands";

const basis =
  "Lab-grown asking prices first seen or changed in each month, US dollars per carat (carat band includes its lower bound, excludes its upper).";
const trend = (
  shape: string,
  caratMin: number,
  caratMax: number,
  series: Array<[string, number, number]>,
) => ({
  shape,
  caratMin,
  caratMax,
  grades: { color: null, clarity: null, cut: null },
  basis,
  series: series.map(([month, medianPricePerCarat, observations]) => ({
    month,
    medianPricePerCarat,
    observations,
  })),
  indexSeries: [] as Array<{
    edition: string;
    month: string;
    collectedOn: string;
    medianPricePerCarat: number;
    retailers: number;
    listings: number;
  }>,
  indexBasis: null as string | null,
  sources: [{ kind: "listings" as const, name: "Clean Origin", newestDate: "2026-04-23" }],
});
const indexBasis =
  "Published index: each edition's median, over the retailers it covers, of their median asking price per carat for E VS1 round Excellent-cut IGI-graded stones of 1 ct; one spec, not the listings' mix of grades.";
const editions = [
  {
    edition: "2026-05-21",
    month: "2026-05",
    collectedOn: "2026-05-18",
    medianPricePerCarat: 520,
    retailers: 6,
    listings: 5210,
  },
  {
    edition: "2026-06-29",
    month: "2026-06",
    collectedOn: "2026-06-27",
    medianPricePerCarat: 461.5,
    retailers: 6,
    listings: 4980,
  },
  {
    edition: "2026-07-26",
    month: "2026-07",
    collectedOn: "2026-07-25",
    medianPricePerCarat: 433,
    retailers: 6,
    listings: 5022,
  },
];

function renderPanel(props: Parameters<typeof MarketTrendPanel>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MarketTrendPanel {...props} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // happy-dom lays nothing out: give the chart a 600 px wide box.
  vi.stubGlobal("ResizeObserver", undefined);
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    width: 600,
  } as DOMRect);
});

const constantQuality = {
  specs: { shape: "oval", carat: 1.5, color: "G", clarity: "VS1", cut: "Excellent" },
  basis:
    "The same 1.5 ct G VS1 oval (Excellent cut, IGI) valued by our pricing engine in each month it has data of.",
  series: [
    { month: "2023-05", pricePerCarat: 1890, source: "listings" as const, listings: 19 },
    { month: "2026-03", pricePerCarat: 1010, source: "listings" as const, listings: 64 },
    { month: "2026-04", pricePerCarat: 998, source: "listings" as const, listings: 210 },
    { month: "2026-05", pricePerCarat: 960.5, source: "index" as const, listings: 5210 },
  ],
};

describe("MarketTrendPanel: the constant-quality series (issue 38)", () => {
  it("charts the same stone month by month, says so in one line, and leaves months without data as gaps", async () => {
    mockApi({
      "GET /api/market/trends?shape=oval&caratMin=1.4&caratMax=1.9": () =>
        jsonResponse(200, {
          ...trend("oval", 1.4, 1.9, [
            ["2023-05", 1876.25, 19],
            ["2026-03", 1104, 64],
          ]),
          constantQuality,
        }),
    });
    renderPanel({ shape: "oval", carat: 1.52 });
    const chart = await screen.findByRole("img", {
      name: "Price per carat of the same lab-grown 1.5 ct G VS1 oval: $1,890 in May 2023, $961 in May 2026, over 4 months with data.",
    });
    expect(
      screen.getByText(
        "Constant quality: the same 1.5 ct G VS1 oval valued in each month with data, so the line moves with the market, not with which stones were listed. Months without data are gaps.",
      ),
    ).toBeTruthy();
    expect(chart.querySelectorAll("circle")).toHaveLength(4);
    // May 2023 stands alone; March to May 2026 is one line; nothing joins them, not even dashed.
    const lines = [...chart.querySelectorAll("path")];
    expect(lines).toHaveLength(1);
    expect(lines[0]!.getAttribute("d")!.match(/[ML]/g)).toHaveLength(3);
    expect(chart.querySelectorAll("[data-gap], [data-series='index']")).toHaveLength(0);
    expect(chart.querySelector("circle title")?.textContent).toBe(
      "May 2023: $1,890 per carat (19 listings)",
    );

    const table = screen.getByRole("table", { name: /^Price per carat of the same lab-grown/ });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "MonthPrice per caratData behind it",
      "May 2026$961published index edition, 5,210 listings",
      "Apr 2026$998210 listings",
      "Mar 2026$1,01064 listings",
      "May 2023$1,89019 listings",
    ]);
    // What was listed stays in the data table, said to move with the mix.
    expect(screen.getByText(/^What was listed each month \(moves with the mix/)).toBeTruthy();
    expect(screen.getByRole("table", { name: /^Median asking price per carat/ })).toBeTruthy();
  });
});

describe("MarketTrendSection in a report", () => {
  it("draws at once, with no loading state, when the page already has the figures", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const band = trendCaratBands[2]!;
    client.setQueryData(marketTrendKey("oval", band), {
      ...trend("oval", 1.4, 1.9, [["2026-03", 1104, 64]]),
      constantQuality,
    });
    // The panel's code, as a report that has shown one before holds it.
    await import("./market-trend-panel");
    const first = render(
      <QueryClientProvider client={client}>
        <MarketTrendSection shape="oval" carat={1.52} />
      </QueryClientProvider>,
    );
    await screen.findByRole("img", { name: /^Price per carat of the same lab-grown/ });
    first.unmount();

    // Another report of the same band: drawn on its first render, never "Loading".
    render(
      <QueryClientProvider client={client}>
        <MarketTrendSection shape="oval" carat={1.6} />
      </QueryClientProvider>,
    );
    expect(screen.queryByText("Loading the market trend…")).toBeNull();
    expect(
      screen.getByRole("img", { name: /^Price per carat of the same lab-grown/ }),
    ).toBeTruthy();
  });
});

describe("MarketTrendPanel", () => {
  it("charts the stone's band for its shape, with counts, a sentence and the data table newest first", async () => {
    const fetchMock = mockApi({
      "GET /api/market/trends?shape=oval&caratMin=1.4&caratMax=1.9": () =>
        jsonResponse(
          200,
          trend("oval", 1.4, 1.9, [
            ["2024-02", 1876.25, 38],
            ["2026-02", 1104, 1406],
            ["2026-04", 1012.4, 2318],
          ]),
        ),
    });
    renderPanel({ shape: "oval", carat: 1.52 });
    const chart = await screen.findByRole("img", {
      name: /Median asking price per carat, lab-grown oval diamonds of 1\.4–1\.89 ct: \$1,876 per carat in Feb 2024, \$1,012 in Apr 2026/,
    });
    expect(chart.querySelectorAll("circle")).toHaveLength(3);
    // 2024-02 to 2026-02 is no measured slope: dashed, and said so; the two 2026 months are a line.
    expect(chart.querySelectorAll("path[data-gap]")).toHaveLength(1);
    expect(chart.querySelectorAll("path:not([data-gap])")).toHaveLength(1);
    expect(chart.textContent).toContain("n=2,318");
    expect(chart.textContent).toContain("Apr 2026");
    expect(screen.queryByLabelText("Shape")).toBeNull();
    expect(
      screen.getByLabelText<HTMLSelectElement>("Carat weight").selectedOptions[0]?.textContent,
    ).toBe("1.4–1.89 ct");

    const table = screen.getByRole("table", { name: /lab-grown oval diamonds of 1\.4–1\.89 ct/ });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "MonthMedian price per caratPrices counted",
      "Apr 2026$1,0122,318",
      "Feb 2026$1,1041,406",
      "Feb 2024$1,87638",
    ]);
    expect(screen.getByText("Show the data table").closest("details")).toBeTruthy();
    expect(screen.getByText(`${basis} A dashed line crosses months with no prices.`)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("draws the published index's editions as their own series: dashed squares, a legend, a sentence, a table and what they are", async () => {
    mockApi({
      "GET /api/market/trends?shape=round&caratMin=0.9&caratMax=1.4": () =>
        jsonResponse(200, {
          ...trend("round", 0.9, 1.4, [
            ["2026-03", 1450, 900],
            ["2026-04", 1400, 1200],
          ]),
          indexSeries: editions,
          indexBasis,
          sources: [
            { kind: "listings", name: "Clean Origin", newestDate: "2026-04-23" },
            {
              kind: "index",
              name: "https://rings.com/pages/lab-grown-diamond-price-index",
              newestDate: "2026-07-25",
            },
          ],
        }),
    });
    renderPanel({ shape: "round", carat: 1.21 });
    const chart = await screen.findByRole("img", {
      name: /Published index: \$520 per carat in May 2026, \$433 in July 2026, over 3 editions\.$/,
    });
    // Listings: circles on a solid line; editions: squares on a dashed line of their own.
    expect(chart.querySelectorAll("circle")).toHaveLength(2);
    const squares = chart.querySelectorAll("rect[data-series='index']");
    expect(squares).toHaveLength(3);
    expect(squares[2]?.querySelector("title")?.textContent).toBe(
      "Published index, July 2026: $433 per carat, the median of 6 retailers (5,022 listings)",
    );
    expect(chart.querySelector("path[data-series='index']")?.getAttribute("stroke-dasharray")).toBe(
      "7 4",
    );
    // The editions sit after the listings, on the same axes: the newest month named is July's.
    const lastListingX = Number(chart.querySelectorAll("circle")[1]?.getAttribute("cx"));
    expect(Number(squares[0]?.getAttribute("x"))).toBeGreaterThan(lastListingX);
    expect(chart.textContent).toContain("Jul 2026");
    expect(screen.getByText("Listings: median by month")).toBeTruthy();
    expect(screen.getByText("Published index: median of its retailers by edition")).toBeTruthy();

    const table = screen.getByRole("table", {
      name: /^Published index: median price per carat by edition/,
    });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Published index editionMedian price per caratListings behind it",
      "July 2026$4335,022 at 6 retailers",
      "June 2026$4624,980 at 6 retailers",
      "May 2026$5205,210 at 6 retailers",
    ]);
    expect(
      screen.getByText(new RegExp(`${indexBasis.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)),
    ).toBeTruthy();
  });

  it("lets the guide's reader pick the shape and the band, and says when a series is empty", async () => {
    mockApi({
      "GET /api/market/trends?shape=round&caratMin=0.9&caratMax=1.4": () =>
        jsonResponse(200, trend("round", 0.9, 1.4, [["2026-04", 1450, 900]])),
      "GET /api/market/trends?shape=heart&caratMin=0.9&caratMax=1.4": () =>
        jsonResponse(200, trend("heart", 0.9, 1.4, [["2026-04", 990, 4]])),
      "GET /api/market/trends?shape=heart&caratMin=2.9&caratMax=100": () =>
        jsonResponse(200, trend("heart", 2.9, 100, [])),
    });
    renderPanel({ shape: "round", chooseShape: true });
    expect(
      await screen.findByRole("img", {
        name: /round diamonds of 0\.9–1\.39 ct: \$1,450 per carat in Apr 2026\./,
      }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Shape"), { target: { value: "heart" } });
    expect(
      await screen.findByRole("img", { name: /heart diamonds of 0\.9–1\.39 ct: \$990/ }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Carat weight"), { target: { value: "4" } });
    expect(
      await screen.findByText(
        "No asking prices of lab-grown heart diamonds of 2.9 ct and over in our dated market history yet.",
      ),
    ).toBeTruthy();
  });

  it("shows the API's message and a retry when the series cannot be read", async () => {
    mockApi({
      "GET /api/market/trends?shape=round&caratMin=0.9&caratMax=1.4": () =>
        errorResponse(429, "rate_limited", "Too many requests. Try again in a minute."),
    });
    renderPanel({ shape: "round" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "Could not load the market trend. Too many requests. Try again in a minute.",
    );
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
