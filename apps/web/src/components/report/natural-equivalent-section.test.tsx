import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AnalysisResult, NaturalEquivalentFacts } from "@faircarat/contracts";
import { NaturalEquivalentSection } from "./natural-equivalent-section";

const priced: NaturalEquivalentFacts = {
  status: "priced",
  ofThisStone: false,
  specs: { shape: "round", carat: 1.52, color: "F", clarity: "VS1", cut: null },
  comparedAsShape: "round",
  fairValue: 11784,
  low: 11182,
  high: 12545,
  labShare: 0.123,
  listings: 12,
  nearbyListings: 30,
  caratFrom: 1.5,
  caratTo: 1.6,
  retailers: ["James Allen"],
  dataDate: "2026-02-24",
  mayBeFloor: false,
  lines: ["A natural line.", "Another line."],
};
const report = (naturalEquivalent?: NaturalEquivalentFacts) =>
  ({ naturalEquivalent }) as AnalysisResult;

describe("NaturalEquivalentSection", () => {
  it("shows the natural value, its range, the lab price's part of it and the report's lines", () => {
    render(<NaturalEquivalentSection analysis={report(priced)} />);
    const section = screen.getByRole("group", { name: "Compared to natural" });
    expect(within(section).getByText("Natural round").nextSibling?.textContent).toBe("$11,784");
    expect(within(section).getByText("80%: $11,182 to $12,545")).toBeTruthy();
    expect(within(section).getByText("12%")).toBeTruthy();
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(priced.lines);
  });

  it("says a possible floor is one, and the part at most", () => {
    render(<NaturalEquivalentSection analysis={report({ ...priced, mayBeFloor: true })} />);
    expect(screen.getByText("from $11,784")).toBeTruthy();
    expect(screen.getByText("at most, of the natural value")).toBeTruthy();
  });

  it("shows only the lines when the natural data are too thin", () => {
    const thin = {
      ...priced,
      status: "too-thin",
      fairValue: null,
      low: null,
      high: null,
      labShare: null,
    } as const;
    render(<NaturalEquivalentSection analysis={report(thin)} />);
    const section = screen.getByRole("group", { name: "Compared to natural" });
    expect(within(section).queryByText(/\$/)).toBeNull();
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
  });

  it("names a natural stone's own report as priced from natural listings", () => {
    render(
      <NaturalEquivalentSection
        analysis={report({ ...priced, ofThisStone: true, labShare: null })}
      />,
    );
    expect(screen.getByRole("group", { name: "Priced from natural listings" })).toBeTruthy();
    expect(screen.queryByText("This price")).toBeNull();
  });

  it("renders nothing for an analysis stored before it", () => {
    const { container } = render(<NaturalEquivalentSection analysis={report()} />);
    expect(container.innerHTML).toBe("");
  });
});
