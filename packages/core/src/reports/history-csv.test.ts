import { describe, expect, it } from "vitest";
import type { AnalysisRecord } from "@faircarat/contracts";
import { csvCell, historyCsv } from "./history-csv";
import { sampleAnalysis } from "./testing/sample-report";

const record: AnalysisRecord = {
  id: "3f2a9c1d-0000-4000-8000-000000000001",
  listing_url: "https://www.jamesallen.com/x?a=1,b=2",
  carat: 1.52,
  cut: "Excellent",
  color: "F",
  clarity: "VS1",
  certificate_number: "LG700000001",
  listed_price: 3150,
  fair_market_value: 2183.42,
  savings_amount: -966.58,
  markup_percentage: 44.3,
  is_overpriced: true,
  is_ethically_sourced: true,
  analysis_data: { formData: {}, uploadedFiles: [], analysis: sampleAnalysis },
  created_at: "2026-11-24T16:05:00.000Z",
};

describe("historyCsv", () => {
  it("writes a header and one row per analysis, money with cents", () => {
    const lines = historyCsv([
      record,
      { ...record, id: "second", listing_url: null, certificate_number: null },
    ]).split("\r\n");
    expect(lines[0]).toBe(
      "created_at,title,listing_url,shape,carat,cut,color,clarity,certificate_number,listed_price_usd,fair_market_value_usd,range_80_low_usd,range_80_high_usd,savings_amount_usd,markup_percentage,verdict,confidence_percent,retailer,market_data_date,valuation_date,analysis_id",
    );
    expect(lines[1]).toBe(
      '2026-11-24T16:05:00.000Z,1.52 ct Excellent F VS1,"https://www.jamesallen.com/x?a=1,b=2",oval,1.52,Excellent,F,VS1,LG700000001,3150.00,2183.42,1711.50,2790.25,-966.58,44.3,Overpriced,67,James Allen,2026-04-23,2026-11-24,3f2a9c1d-0000-4000-8000-000000000001',
    );
    expect(lines[2]).toMatch(/^2026-11-24T16:05:00.000Z,1.52 ct Excellent F VS1,,oval,/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
  });

  it("titles each row as every report is titled (reportTitle): the specs stated only, so an assumed cut is not named", () => {
    const assumedCut = {
      ...sampleAnalysis,
      sources: { ...sampleAnalysis.sources, cut: "assumed" as const, shape: "url" as const },
    };
    const [, row] = historyCsv([
      { ...record, cut: null, analysis_data: { ...record.analysis_data, analysis: assumedCut } },
    ]).split("\r\n");
    expect(row).toMatch(/^2026-11-24T16:05:00.000Z,1.52 ct F VS1 Oval,/);
  });

  it("quotes separators and keeps spreadsheet formulas from running", () => {
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-966.58")).toBe("-966.58");
    expect(csvCell(null)).toBe("");
  });
});
