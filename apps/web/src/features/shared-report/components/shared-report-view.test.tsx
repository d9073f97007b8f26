import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { assumedCutAnalysis, overpricedAnalysis } from "@/test/analysis-fixtures";
import { SharedReportView } from "./shared-report-view";

const token = "a".repeat(43);
const shared = (analysis = overpricedAnalysis) => ({
  analysis,
  listingUrl: null,
  certificateNumber: null,
  createdAt: "2026-11-22T10:15:00.000Z",
});

describe("SharedReportView", () => {
  it("titles the report with the specs stated only (reportTitle): a cut the engine assumed is not named", () => {
    render(<SharedReportView report={shared(assumedCutAnalysis)} token={token} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("1.5 ct G VS1 Round");
  });
});
