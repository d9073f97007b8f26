import { describe, expect, it } from "vitest";
import { formatDollars } from "@faircarat/contracts/figures";
import { readPdf } from "../testing/read-pdf";
import {
  sampleAnalysis,
  sampleSubject,
  sampleTrend,
  sampleTrendConstantQuality,
  sampleTrendWithIndex,
} from "../testing/sample-report";
import { METHOD_NOTE, renderReportPdf } from "./render-report-pdf";

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("renderReportPdf", () => {
  it.each([
    ["a4", 595.28, 841.89],
    ["letter", 612, 792],
  ] as const)(
    "lays the full report out on %s in 1-3 pages with its own fonts embedded",
    async (paper, width, height) => {
      const bytes = await renderReportPdf(sampleSubject, paper);
      const pdf = await readPdf(bytes);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(3);
      for (const size of pdf.sizes) expect(size).toEqual({ width, height });
      expect(pdf.fonts.every((font) => /^[A-Z]{6}\+LiberationSans(-Bold)?$/.test(font))).toBe(true);
      expect(Buffer.from(bytes).toString("latin1")).toContain("/FontFile2");
      expect(pdf.pageTexts.at(-1)).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    },
  );

  it("states every figure and sentence of the analysis, and links each listing", async () => {
    const pdf = await readPdf(await renderReportPdf(sampleSubject, "a4"));
    const text = flat(pdf.text);
    const a = sampleAnalysis;
    for (const figure of [
      a.listedPrice,
      a.fairMarketValue,
      a.low,
      a.high,
      -a.savingsAmount,
      a.pricePerCarat,
    ])
      expect(text).toContain(formatDollars(figure));
    expect(text).toContain("Premium Paid");
    expect(text).toContain("Overpriced by 44.3%");
    expect(text).toContain("Markup +44.3%");
    expect(text).toContain("Confidence 67%");
    expect(text).toContain(flat(a.confidenceMeaning ?? "missing"));
    expect(text).toContain(flat(a.rangeMeaning ?? "missing"));
    expect(text).toContain(
      `80% of similar listings: ${formatDollars(a.low)} to ${formatDollars(a.high)}`,
    );
    // One story: the price against its retailer's usual price and the market, and why they differ.
    expect(text).toContain(
      "$3,150 is 8% above James Allen's usual price for these specs (about $2,920); across the market they list for about $2,183.",
    );
    expect(text).toContain(
      "Retailers price the same specs differently, so the fair value is the typical asking price across them, each counting once: James Allen usually asks 1.3x it.",
    );
    expect(text).toContain("Color F from the listing URL");
    expect(text).toContain("Clarity VS1 from the listing page");
    expect(text).toContain("Carat 1.52 ct you entered");
    expect(text).toContain("Certificate LG700000001 from the listing page");
    // The first three recommendations, as every screen shows them (spec section 9).
    for (const line of [...a.recommendations.slice(0, 3), ...a.warnings, a.timeNote ?? "missing"])
      expect(text).toContain(flat(line));
    expect(a.recommendations.length).toBeGreaterThan(3);
    expect(text).not.toContain(flat(a.recommendations[3]!));
    for (const listing of [...a.comparableListings, ...(a.sameStone ?? [])]) {
      expect(text).toContain(formatDollars(listing.price));
      if (listing.url) expect(pdf.links).toContain(listing.url);
    }
    expect(pdf.links).toContain(sampleSubject.listingUrl);
    expect(text).toContain("James Allen · analysis of Nov 24, 2026, 16:05 UTC");
    expect(text).toContain("Based on 23,984 listings from 6 retailers");
    expect(text).toContain("How this report is made");
    expect(text).not.toContain("Market trend");
  });

  it("says what a GIA Premium/Standard stone's tier covers, under 'About this stone'", async () => {
    const assessment = {
      lab: "GIA" as const,
      result: "Standard" as const,
      grades: [
        { color: "G", clarity: "VS1", share: 0.4, fairMarketValue: 1800 },
        { color: "H", clarity: "VS2", share: 0.6, fairMarketValue: 1500 },
      ],
      listings: 120,
      note: "GIA Standard is a laboratory-grown quality assessment given instead of color and clarity grades; it covers color G-H and clarity VS1-VS2.",
    };
    const text = flat(
      (
        await readPdf(
          await renderReportPdf(
            { ...sampleSubject, analysis: { ...sampleAnalysis, assessment } },
            "a4",
          ),
        )
      ).text,
    );
    expect(text).toContain("About this stone");
    // A line may break after a range's hyphen ("G-" / "H"): read the range whole again.
    expect(text.replace(/(\w)- (\w)/g, "$1-$2")).toContain(
      `${assessment.note} Grades listed: H VS2 60%, G VS1 40%.`,
    );
    expect(flat((await readPdf(await renderReportPdf(sampleSubject, "a4"))).text)).not.toContain(
      "About this stone",
    );
  });

  it("dates each listing and says one seen more than 60 days before the valuation day may no longer be listed", async () => {
    const comparableListings = [
      { ...sampleAnalysis.comparableListings[0]!, observedOn: "2026-11-20" },
      { ...sampleAnalysis.comparableListings[1]!, observedOn: "2026-09-24" },
    ];
    const analysis = { ...sampleAnalysis, comparableListings, sameStone: [] };
    const text = flat(
      (await readPdf(await renderReportPdf({ ...sampleSubject, analysis }, "a4"))).text,
    );
    expect(text).toContain("seen Nov 20, 2026 · cert. IGI LG612345678");
    expect(text).toContain("seen Sep 24, 2026 · may no longer be listed");
    expect(text.match(/may no longer be listed/g)).toHaveLength(1);
  });

  it("says what each retailer's usual price rests on: its listings' day or the published index's edition", async () => {
    const analysis = {
      ...sampleAnalysis,
      retailerContext: {
        ...sampleAnalysis.retailerContext!,
        evidence: { kind: "listings" as const, asOf: "2026-04-23", listings: 812 },
      },
      retailerPrices: [
        {
          retailer: "James Allen",
          usualPrice: 2920,
          evidence: { kind: "listings" as const, asOf: "2026-04-23", listings: 812 },
        },
        {
          retailer: "Ritani",
          usualPrice: 1240,
          evidence: {
            kind: "index" as const,
            source: "https://rings.com/pages/lab-grown-diamond-price-index",
            edition: "2026-07-26",
            collectedOn: "2026-07-23",
            listings: 1506,
          },
        },
      ],
    };
    const text = flat(
      (await readPdf(await renderReportPdf({ ...sampleSubject, analysis }, "a4"))).text,
    );
    const list = text.slice(text.indexOf("Usual price at each retailer"));
    expect(list).toContain(
      "James Allen (this listing's retailer): usually about $2,920 for these specs (listings of Apr 23, 2026)",
    );
    expect(list).toContain(
      "Ritani: usually about $1,240 for these specs (published index, July 2026, 1,506 listings)",
    );
  });

  it("names the published index beside the listings, and says comparables are dated, not current, in its method note", async () => {
    // Found reviewing issue 27 on an exported report: "Based on 42,760 listings from 11 retailers
    // (Blue Nile, ..., Ritani, ...)", four of them known from the index alone, and a method note
    // calling every comparable a current listing beside "may no longer be listed".
    const analysis = {
      ...sampleAnalysis,
      basis: {
        ...sampleAnalysis.basis,
        dataDate: "2026-07-25",
        listingsDate: "2026-04-23",
        indexDate: "2026-07-25",
      },
    };
    const text = flat(
      (
        await readPdf(
          await renderReportPdf({ ...sampleSubject, analysis, trend: sampleTrendWithIndex }, "a4"),
        )
      ).text,
    );
    expect(text).toContain(
      `Based on 23,984 listings and a published price index, covering 6 retailers (${analysis.basis.retailers.join(", ")}), 2,094 of the listings close to these specs.`,
    );
    expect(text).toContain(flat(METHOD_NOTE));
    expect(METHOD_NOTE).not.toContain("current listings");
    expect(METHOD_NOTE).toContain("published price index");
    expect(METHOD_NOTE).toContain("dated by the day each was seen");
  });

  it("draws the published index's editions as their own series, with a legend, a table and what they are", async () => {
    const text = flat(
      (
        await readPdf(
          await renderReportPdf({ ...sampleSubject, trend: sampleTrendWithIndex }, "a4"),
        )
      ).text,
    );
    const section = text.slice(text.indexOf("Market trend"));
    expect(section).toContain("Listings: median per carat by month");
    expect(section).toContain("Published index: median of the retailers' medians by edition");
    expect(section).toContain(
      "Published index edition Median per carat Listings July 2026 $433 5,022 June 2026 $462 4,980 May 2026 $520 5,210",
    );
    expect(section).toContain("Jul 2026");
    expect(section).toContain(flat(sampleTrendWithIndex.indexBasis!));
  });

  it("titles the report with the specs stated only (reportTitle): a cut the engine assumed is named only as assumed", async () => {
    const analysis = {
      ...sampleAnalysis,
      sources: { ...sampleAnalysis.sources, cut: "assumed" as const, shape: "url" as const },
    };
    const text = flat(
      (await readPdf(await renderReportPdf({ ...sampleSubject, analysis }, "a4"))).text,
    );
    expect(text).toContain(
      "Lab-grown diamond price report 1.52 ct F VS1 Oval James Allen · analysis of Nov 24, 2026",
    );
    expect(text).toContain("FairCarat price report · 1.52 ct F VS1 Oval · analysis of");
    expect(text).toContain("Cut Excellent assumed (typical)");
    expect(text).not.toContain("1.52 ct Excellent F VS1 Oval ·");
  });

  it("prints a listing address that is not a web link as text, never as a link", async () => {
    for (const listingUrl of [
      "javascript:alert(document.domain)",
      "file:///etc/passwd",
      "\\\\host\\share",
      "not a url at all",
    ]) {
      const pdf = await readPdf(await renderReportPdf({ ...sampleSubject, listingUrl }, "a4"));
      expect(pdf.text).toContain(listingUrl.slice(0, 10));
      expect(pdf.links).not.toContain(listingUrl);
      expect(pdf.links.every((link) => /^https?:\/\//.test(link))).toBe(true);
    }
  });

  it("draws the market trend after the market data: each month's median per carat and count, in 1-3 pages", async () => {
    for (const paper of ["a4", "letter"] as const) {
      const pdf = await readPdf(
        await renderReportPdf({ ...sampleSubject, trend: sampleTrend }, paper),
      );
      expect(pdf.pages).toBeLessThanOrEqual(3);
      const text = flat(pdf.text);
      const section = text.slice(text.indexOf("Market trend"));
      expect(text.indexOf("Market trend")).toBeGreaterThan(
        text.indexOf("Based on 23,984 listings"),
      );
      expect(section).toContain(
        "Median asking price per carat of lab-grown oval diamonds of 1.4–1.89 ct, by month",
      );
      expect(section).toContain("Month Median per carat Prices");
      // The table, newest first, and the counts of the points the chart names.
      expect(section).toContain(
        "Apr 2026 $1,012 2,318 Mar 2026 $1,062 97 Feb 2026 $1,104 1,406 Feb 2024 $1,876 38 Feb 2021 $3,413 212",
      );
      for (const count of ["n=212", "n=38", "n=2,318"]) expect(section).toContain(count);
      // The price axis and the months under it.
      for (const label of ["$1,000", "$2,000", "$3,000", "Feb 2021", "Apr 2026"])
        expect(section).toContain(label);
      expect(section).toContain(
        `${sampleTrend.basis} A dashed line crosses months with no prices.`,
      );
      expect(section.indexOf("How this report is made")).toBeGreaterThan(0);
    }
  });

  it("draws the same stone valued month by month where the engine has it, as the web report does (issue 38)", async () => {
    for (const paper of ["a4", "letter"] as const) {
      const pdf = await readPdf(
        await renderReportPdf({ ...sampleSubject, trend: sampleTrendConstantQuality }, paper),
      );
      expect(pdf.pages).toBeLessThanOrEqual(3);
      const section = flat(pdf.text).slice(flat(pdf.text).indexOf("Market trend"));
      expect(section).toContain(
        "Constant quality: the same 1.5 ct G VS1 oval valued in each month with data, so the line moves with the market, not with which stones were listed. Months without data are gaps.",
      );
      // Its figures, newest first, with what each month rests on; not the listings' medians.
      expect(section).toContain(
        "Month Per carat Data behind it Jul 2026 $771 101 listings, index edition Jun 2026 $802 96 listings, index edition Mar 2026 $880 97 listings Feb 2026 $906 1,406 listings Feb 2024 $1,650 38 listings",
      );
      expect(section).not.toContain("Median asking price per carat");
      expect(section).not.toContain("$3,413");
      expect(section).not.toContain("A dashed line crosses months with no prices.");
      expect(section).toContain(sampleTrendConstantQuality.constantQuality!.basis);
    }
  });

  it("sets the method note beside the trend's table instead of on a page of its own", async () => {
    // Three comparables, no same stone and no natural block: on Letter the note alone went over to
    // a third page.
    const analysis = {
      ...sampleAnalysis,
      comparableListings: sampleAnalysis.comparableListings.slice(0, 3),
      sameStone: [],
      naturalEquivalent: undefined,
    };
    for (const paper of ["a4", "letter"] as const) {
      const pdf = await readPdf(
        await renderReportPdf({ ...sampleSubject, analysis, trend: sampleTrend }, paper),
      );
      expect(flat(pdf.text)).toContain(flat(METHOD_NOTE));
      // The note's page also holds the trend's table: it is set beside it, never alone.
      const fromNote = pdf.text.slice(pdf.text.indexOf("How this report is made"));
      expect(fromNote.slice(0, fromNote.search(/Page \d of \d/))).toContain("Median per carat");
    }
  });

  it("has no trend section when the history has no month for the stone", async () => {
    const text = flat(
      (
        await readPdf(
          await renderReportPdf({ ...sampleSubject, trend: { ...sampleTrend, series: [] } }, "a4"),
        )
      ).text,
    );
    expect(text).not.toContain("Market trend");
  });

  it("reads an analysis stored before pricing v2: no verdict, meaning, time note, retailer context or same stone", async () => {
    const {
      verdict,
      confidenceMeaning,
      rangeMeaning,
      timeNote,
      retailerContext,
      sameStone,
      ...older
    } = sampleAnalysis;
    void [verdict, confidenceMeaning, rangeMeaning, timeNote, retailerContext, sameStone];
    const analysis = {
      ...older,
      basis: {
        valuationDate: "2026-04-23",
        listings: 100,
        retailers: ["VRAI"],
        nearbyListings: 12,
      },
      marketTrend: "Prices of similar stones falling about 20% a year (12 months of listings).",
    };
    const text = flat(
      (
        await readPdf(
          await renderReportPdf(
            { ...sampleSubject, analysis, listingUrl: null, certificateNumber: null },
            "letter",
          ),
        )
      ).text,
    );
    expect(text).toContain("Overpriced by 44.3%");
    expect(text).toContain(
      "$3,150 is 8% above James Allen's usual price for these specs (about $2,920);",
    );
    expect(text).toContain(
      "Based on 100 listings from 1 retailer (VRAI), 12 of them close to these specs.",
    );
    expect(text).toContain("Market data of Apr 23, 2026.");
    expect(text).toContain(analysis.marketTrend);
    expect(text).not.toContain("Same stone elsewhere");
    expect(text).not.toContain("Certificate");
  });
});
