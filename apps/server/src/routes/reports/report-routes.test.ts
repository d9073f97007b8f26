import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiTrendsSchema,
  ownedReportResponseSchema,
  type AnalysisRecord,
} from "@faircarat/contracts";
import { constantQualityNote } from "@faircarat/contracts/constant-quality-texts";
import { formatCount, formatDollars, formatMonth } from "@faircarat/contracts/figures";
import { marketTrendsPath, trendBandOf } from "@faircarat/contracts/market-trend-bands";
import { exportHistoryCsv } from "@faircarat/core";
import { readPdf } from "@faircarat/core/reports/testing/read-pdf";
import { oneTestDatabase } from "@faircarat/db/testing";
import { ovalListing, ownerAndStranger, type AnalysedUser } from "../../testing/analysed-user";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const flat = (text: string) => text.replace(/\s+/g, " ");
const today = () => new Date().toISOString().slice(0, 10);

describe.each(oneTestDatabase())("report exports API on %s", (kind) => {
  let t: TestApp;
  let owner: AnalysedUser;
  let stranger: AnalysedUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, stranger } = await ownerAndStranger(t));
  });
  afterAll(() => t.close());

  const pdfOf = (
    record: AnalysisRecord,
    cookie: string,
    query = "",
    headers: Record<string, string> = {},
  ) => t.request(`/api/analyses/${record.id}/report.pdf${query}`, { cookie, headers });

  it("renders the owner's PDF with every figure of the stored analysis", async () => {
    const record = owner.records[1] as AnalysisRecord;
    const response = await pdfOf(record, owner.cookie, "?paper=a4");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="faircarat-report-${record.created_at.slice(0, 10)}-${record.id.replace(/-/g, "").slice(0, 8)}.pdf"`,
    );
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(3);
    expect(pdf.sizes[0]).toEqual({ width: 595.28, height: 841.89 });

    const a = record.analysis_data.analysis;
    const text = flat(pdf.text);
    expect(text).toContain("1.51 ct Very Good F VS2 Oval");
    expect(text).toContain(`Listed Price ${formatDollars(record.listed_price)}`);
    expect(text).toContain(`Fair Market Value ${formatDollars(record.fair_market_value)}`);
    expect(text).toContain(`Confidence ${Math.round(a.confidence * 100)}%`);
    expect(text).toContain(
      `${a.savingsAmount >= 0 ? "You Could Save" : "Premium Paid"} ${formatDollars(Math.abs(record.savings_amount))}`,
    );
    expect(text).toContain(
      `80% of similar listings: ${formatDollars(a.low)} to ${formatDollars(a.high)}`,
    );
    expect(text).toContain(
      `Markup ${record.markup_percentage > 0 ? "+" : ""}${record.markup_percentage.toFixed(1)}%`,
    );
    for (const line of [
      a.confidenceMeaning,
      a.timeNote,
      ...a.recommendations.slice(0, 3),
      ...a.warnings,
    ])
      expect(text).toContain(flat(line ?? "missing"));
    expect(a.comparableListings.length).toBeGreaterThan(0);
    for (const listing of a.comparableListings) {
      expect(text).toContain(formatDollars(listing.price));
      if (listing.url) expect(pdf.links).toContain(listing.url);
    }
    expect(pdf.links).toContain(ovalListing.listingUrl);
    expect(text).toContain("Shape Oval (priced as Round) you entered");
    expect(text).not.toContain(owner.email);
  });

  it("prints on Letter when asked, or for a US reader", async () => {
    const record = owner.records[0] as AnalysisRecord;
    const asked = await readPdf(
      new Uint8Array(await (await pdfOf(record, owner.cookie, "?paper=letter")).arrayBuffer()),
    );
    expect(asked.sizes[0]).toEqual({ width: 612, height: 792 });
    const byLanguage = await readPdf(
      new Uint8Array(
        await (
          await pdfOf(record, owner.cookie, "", { "accept-language": "en-US,en;q=0.9" })
        ).arrayBuffer(),
      ),
    );
    expect(byLanguage.sizes[0]).toEqual({ width: 612, height: 792 });
    const response = await pdfOf(record, owner.cookie, "?paper=tabloid");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("validation_failed");
  });

  it("gives a PDF to its owner only: signed out is 401, another user's or an unknown id is 404", async () => {
    const theirs = stranger.records[0] as AnalysisRecord;
    expect((await t.request(`/api/analyses/${theirs.id}/report.pdf`)).status).toBe(401);
    const response = await pdfOf(theirs, owner.cookie);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found");
    expect(
      (await t.request("/api/analyses/no-such-id/report.pdf", { cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it("opens the owner's report by its id (the page /reports/:id shows it): signed out is 401, another user's or an unknown id is 404", async () => {
    const mine = owner.records[1] as AnalysisRecord;
    const response = await t.request(`/api/analyses/${mine.id}`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(ownedReportResponseSchema.parse(await response.json()).record).toEqual(mine);

    const theirs = stranger.records[0] as AnalysisRecord;
    expect((await t.request(`/api/analyses/${theirs.id}`)).status).toBe(401);
    const other = await t.request(`/api/analyses/${theirs.id}`, { cookie: owner.cookie });
    expect(other.status).toBe(404);
    expect((await errorOf(other)).code).toBe("not_found");
    expect((await t.request("/api/analyses/no-such-id", { cookie: owner.cookie })).status).toBe(
      404,
    );
  });

  it("exports the whole history as CSV, one row per own analysis, named with the day", async () => {
    expect((await t.request("/api/analyses/export.csv")).status).toBe(401);
    const response = await t.request("/api/analyses/export.csv", { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="faircarat-history-${today()}.csv"`,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + owner.records.length);
    expect(lines[0]?.split(",").slice(0, 4)).toEqual([
      "created_at",
      "title",
      "listing_url",
      "shape",
    ]);
    const newest = owner.records[1] as AnalysisRecord;
    const oldest = owner.records[0] as AnalysisRecord;
    expect(lines[1]).toContain(
      `${newest.listing_url},oval,1.51,Very Good,F,VS2,,2950.00,${newest.fair_market_value.toFixed(2)},`,
    );
    expect(lines[1]?.endsWith(newest.id)).toBe(true);
    // Each report's title (reportTitle): the shape of the older one was not stated, so it is not
    // named.
    expect([lines[1], lines[2]].map((line) => line?.split(",")[1])).toEqual([
      "1.51 ct Very Good F VS2 Oval",
      "1.2 ct Excellent G VS1",
    ]);
    expect(lines[2]).toContain(
      `,,round,1.2,Excellent,G,VS1,,4200.00,${oldest.fair_market_value.toFixed(2)},`,
    );
    expect(lines.join("\n")).not.toContain(stranger.records[0]?.id);
    // Read a page at a time, the same rows come out in the same order.
    expect(await exportHistoryCsv(t.db, owner.userId, { pageSize: 1 })).toBe(
      lines.join("\r\n") + "\r\n",
    );
  });

  it("limits CSV exports per user, each reading the whole history (found in an attack review: unlimited, each loading every analysis at once; test failed before)", async () => {
    const user = await t.signedInUser();
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push((await t.request("/api/analyses/export.csv", { cookie: user.cookie })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Another user is not held back by this one.
    expect((await t.request("/api/analyses/export.csv", { cookie: owner.cookie })).status).toBe(
      200,
    );
  });

  it("draws the trend the report's page shows: the same stone valued month by month (issue 38)", async () => {
    const record = owner.records[1] as AnalysisRecord;
    const pdf = await readPdf(
      new Uint8Array(await (await pdfOf(record, owner.cookie, "?paper=a4")).arrayBuffer()),
    );
    const text = flat(pdf.text);
    const { specs } = record.analysis_data.analysis;
    const trend = apiTrendsSchema.parse(
      await bodyOf(await t.request(marketTrendsPath(specs.shape, trendBandOf(specs.carat)))),
    );
    const constant = trend.constantQuality!;
    expect(constant.series.length).toBeGreaterThan(1);
    const section = text.slice(text.indexOf("Market trend"));
    expect(section).toContain(constantQualityNote(constant));
    // Its table, newest month first, each with the listings it rests on.
    const rows = [...constant.series.slice(-12)]
      .reverse()
      .map(
        (p) =>
          `${formatMonth(p.month)} ${formatDollars(p.pricePerCarat)} ${formatCount(p.listings)} listings`,
      );
    expect(section).toContain(`Month Per carat Data behind it ${rows.join(" ")}`);
    // Not the listings' monthly medians, which move with the mix of stones listed.
    expect(section).not.toContain("Median asking price per carat");
  });
});
