import type { TrackedDiamond } from "@faircarat/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, mockApi, sentJson } from "@/test/mock-api";
import { TrackControl } from "./track-control";
import { TrackedDiamonds } from "./tracked-diamonds";

const analysisId = "1f2e3d4c-0000-4000-8000-000000000001";
const specs = { shape: "round", carat: 1.5, color: "G", clarity: "VS1", cut: "Excellent" };
const tracked: TrackedDiamond = {
  id: "7a6b5c4d-0000-4000-8000-000000000009",
  analysisId,
  createdAt: "2026-11-20T08:00:00.000Z",
  listingUrl: "https://www.jamesallen.com/x",
  specs,
  sources: { carat: "form", color: "form", clarity: "form", cut: "form", shape: "form" },
  alerts: { fairValueMovePercent: 5, listedPriceChange: true, comparableBelow: null },
  emailsOn: true,
  lastListingCheckAt: null,
  purchaseDate: null,
  purchaseValue: null,
  purchaseValueNote: null,
  points: [
    {
      observedAt: "2026-11-20T08:00:00.000Z",
      source: "analysis",
      fairValue: 2000,
      low: 1600,
      high: 2300,
      listedPrice: 2450,
      cheapestComparable: 1810,
    },
    {
      observedAt: "2026-11-21T08:00:00.000Z",
      source: "reprice",
      fairValue: 2100,
      low: 1700,
      high: 2400,
      listedPrice: 2450,
      cheapestComparable: 1810,
    },
    {
      observedAt: "2026-11-22T08:00:00.000Z",
      source: "listing",
      fairValue: 2100,
      low: 1700,
      high: 2400,
      listedPrice: 2300,
      cheapestComparable: 1810,
    },
  ],
};

function renderWith(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

describe("TrackControl", () => {
  it("tracks a diamond with the alerts chosen, after checking the numbers", async () => {
    let list: TrackedDiamond[] = [];
    const api = mockApi({
      "GET /api/tracked": () => jsonResponse(200, { tracked: list }),
      "POST /api/tracked": () => {
        list = [tracked];
        return jsonResponse(201, { tracked });
      },
    });
    renderWith(<TrackControl userId="user_1" analysisId={analysisId} />);
    const button = await screen.findByRole("button", { name: "Track this diamond" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");

    const move = screen.getByLabelText("Fair value moves by at least (%)");
    expect((move as HTMLInputElement).value).toBe("5");
    fireEvent.change(move, { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("A comparable stone is listed below ($)"), {
      target: { value: "$3,500" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Start tracking" }));
    expect(screen.getByText("Please enter a move from 1% to 100%.")).toBeTruthy();
    expect(move.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(api, "POST /api/tracked")).toHaveLength(0);

    fireEvent.change(move, { target: { value: "7.5" } });
    expect(screen.queryByText("Please enter a move from 1% to 100%.")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "The listed price changes" }));
    fireEvent.change(screen.getByLabelText("Bought on (optional)"), {
      target: { value: "2025-01-15" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Start tracking" }));
    await screen.findByText("Tracked since Nov 20, 2026");
    expect(sentJson(callsTo(api, "POST /api/tracked")[0]?.[1])).toEqual({
      analysisId,
      alerts: { fairValueMovePercent: 7.5, listedPriceChange: false, comparableBelow: 3500 },
      purchaseDate: "2025-01-15",
    });
    expect(screen.getByText("Alerts: fair value moves 5%, listed price changes.")).toBeTruthy();
  });

  it("changes the alerts of a tracked diamond and stops tracking it", async () => {
    let list = [tracked];
    const api = mockApi({
      "GET /api/tracked": () => jsonResponse(200, { tracked: list }),
      [`PATCH /api/tracked/${tracked.id}`]: () =>
        jsonResponse(200, {
          tracked: {
            ...tracked,
            alerts: { fairValueMovePercent: null, listedPriceChange: true, comparableBelow: 1900 },
          },
        }),
      [`DELETE /api/tracked/${tracked.id}`]: () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWith(<TrackControl userId="user_1" analysisId={analysisId} />);
    fireEvent.click(await screen.findByRole("button", { name: "Change alerts" }));
    fireEvent.change(screen.getByLabelText("Fair value moves by at least (%)"), {
      target: { value: "" },
    });
    fireEvent.change(screen.getByLabelText("A comparable stone is listed below ($)"), {
      target: { value: "1900" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save alerts" }));
    await waitFor(() => expect(callsTo(api, `PATCH /api/tracked/${tracked.id}`)).toHaveLength(1));
    expect(sentJson(callsTo(api, `PATCH /api/tracked/${tracked.id}`)[0]?.[1])).toEqual({
      alerts: { fairValueMovePercent: null, listedPriceChange: true, comparableBelow: 1900 },
    });

    fireEvent.click(await screen.findByRole("button", { name: "Stop tracking" }));
    await screen.findByRole("button", { name: "Track this diamond" });
    expect(callsTo(api, `DELETE /api/tracked/${tracked.id}`)).toHaveLength(1);
  });
});

describe("TrackedDiamonds", () => {
  it("titles a tracked diamond as its report: a cut the engine assumed is not named", async () => {
    const assumedCut: TrackedDiamond = {
      ...tracked,
      sources: { carat: "url", color: "url", clarity: "url", shape: "url", cut: "assumed" },
    };
    mockApi({ "GET /api/tracked": () => jsonResponse(200, { tracked: [assumedCut] }) });
    renderWith(<TrackedDiamonds userId="user_1" />);
    const list = await screen.findByRole("list", { name: "Tracked diamonds" });
    expect(within(list).getByRole("heading", { level: 4 }).textContent).toBe("1.5 ct G VS1 Round");
  });

  it("shows each tracked diamond's price path as a sparkline and a table", async () => {
    mockApi({
      "GET /api/tracked": () => jsonResponse(200, { tracked: [{ ...tracked, emailsOn: false }] }),
    });
    renderWith(<TrackedDiamonds userId="user_1" />);
    const list = await screen.findByRole("list", { name: "Tracked diamonds" });
    const [item] = within(list).getAllByRole("listitem") as [HTMLElement];
    expect(
      within(item).getByRole("heading", { name: "1.5 ct Excellent G VS1 Round" }),
    ).toBeTruthy();
    expect(item.textContent).toContain("Fair value $2,100 (+5.0% since tracked), listed $2,300");
    expect(item.textContent).toContain("Alert emails are off");
    expect(within(item).getByRole("img").getAttribute("aria-label")).toBe(
      "Fair value from $2,000 to $2,100, listed price $2,300, over 3 points.",
    );
    const rows = within(item).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "DateFromFair value80% rangeListed",
      "Nov 20, 2026Your analysis$2,000$1,600 to $2,300$2,450",
      "Nov 21, 2026Market update$2,100$1,700 to $2,400$2,450",
      "Nov 22, 2026Listing page$2,100$1,700 to $2,400$2,300",
    ]);
  });

  it("shows the value on the day it was bought beside today's, and sets the day", async () => {
    const bought: TrackedDiamond = {
      ...tracked,
      purchaseDate: "2025-01-15",
      purchaseValue: {
        fairValue: 2640,
        low: 2200,
        high: 3000,
        timeNote: "Valued for Jan 15, 2025: the market's level on that day, ...",
      },
    };
    const api = mockApi({
      "GET /api/tracked": () => jsonResponse(200, { tracked: [bought] }),
      [`PATCH /api/tracked/${tracked.id}`]: () =>
        jsonResponse(200, { tracked: { ...bought, purchaseDate: "2024-03-15" } }),
    });
    renderWith(<TrackedDiamonds userId="user_1" />);
    const list = await screen.findByRole("list", { name: "Tracked diamonds" });
    const [item] = within(list).getAllByRole("listitem") as [HTMLElement];
    expect(item.textContent).toContain(
      "Bought Jan 15, 2025: value on the day it was bought $2,640 (80% range $2,200 to $3,000), today $2,100.",
    );
    fireEvent.click(within(item).getByRole("button", { name: "Change purchase date" }));
    fireEvent.change(within(item).getByLabelText("Bought on (optional)"), {
      target: { value: "2024-03-15" },
    });
    fireEvent.click(within(item).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(api, `PATCH /api/tracked/${tracked.id}`)).toHaveLength(1));
    expect(sentJson(callsTo(api, `PATCH /api/tracked/${tracked.id}`)[0]?.[1])).toEqual({
      purchaseDate: "2024-03-15",
    });
  });

  it("says why a purchase day has no value, and offers to add one where none is set", async () => {
    mockApi({
      "GET /api/tracked": () =>
        jsonResponse(200, {
          tracked: [
            {
              ...tracked,
              purchaseDate: "2020-05-01",
              purchaseValueNote: "The purchase date May 1, 2020 is before our market data begin.",
            },
            { ...tracked, id: "7a6b5c4d-0000-4000-8000-000000000010" },
          ],
        }),
    });
    renderWith(<TrackedDiamonds userId="user_1" />);
    const list = await screen.findByRole("list", { name: "Tracked diamonds" });
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain(
      "Bought May 1, 2020. The purchase date May 1, 2020 is before our market data begin.",
    );
    expect(within(second).getByRole("button", { name: "Add the day you bought it" })).toBeTruthy();
  });

  it("says how to start when nothing is tracked", async () => {
    mockApi({ "GET /api/tracked": () => jsonResponse(200, { tracked: [] }) });
    renderWith(<TrackedDiamonds userId="user_1" />);
    expect(await screen.findByText(/Track a diamond from its report/)).toBeTruthy();
  });
});
