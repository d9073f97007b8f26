import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnalysisResult } from "@faircarat/contracts";
import { ComparableList } from "./comparable-list";

const specs = { shape: "round", carat: 1.21, color: "F", clarity: "VS2", cut: "Excellent" };
const listing = (
  source: string,
  observedOn: string,
): AnalysisResult["comparableListings"][number] => ({
  source,
  price: 2300,
  specs,
  url: null,
  savings: 50,
  observedOn,
});
const items = [
  listing("Clean Origin", "2026-09-28"),
  listing("James Allen", "2026-09-27"),
  listing("VRAI", "2026-02-24"),
];

function details() {
  const list = screen.getByRole("heading", { name: "Comparable listings" })
    .parentElement as HTMLElement;
  return within(list)
    .getAllByRole("listitem")
    .map((row) => row.querySelector("p.text-xs")?.textContent);
}

afterEach(() => vi.useRealTimers());

describe("ComparableList", () => {
  it("dates each comparable and says one seen more than 60 days before the valuation day may no longer be listed", () => {
    render(<ComparableList items={items} valuationDate="2026-11-27" />);
    expect(details()).toEqual([
      "1.21 ct Excellent F VS2 Round · seen Sep 28, 2026",
      "1.21 ct Excellent F VS2 Round · seen Sep 27, 2026 · may no longer be listed",
      "1.21 ct Excellent F VS2 Round · seen Feb 24, 2026 · may no longer be listed",
    ]);
  });

  it("counts the age to the analysis's valuation day, not today's, so a stored report reads the same later", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2028-01-01T12:00:00Z"));
    render(<ComparableList items={items.slice(0, 1)} valuationDate="2026-10-01" />);
    expect(details()).toEqual(["1.21 ct Excellent F VS2 Round · seen Sep 28, 2026"]);
  });
});
