import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { formatDate } from "@faircarat/contracts/figures";
import { readPdf } from "@faircarat/core/reports/testing/read-pdf";
import { tables } from "@faircarat/db";
import { oneTestDatabase } from "@faircarat/db/testing";
import { analysedUser } from "../../testing/analysed-user";
import { keyedGet, subscriberWithKey } from "../../testing/api-keys";
import { openApiValidator } from "../../testing/openapi-validator";
import { bodyOf, createTestApp, type TestApp } from "../../testing/test-app";

const round = "carat=1.2&cut=excellent&color=g&clarity=vs1&shape=round&listedPrice=4200";
/** The synthetic market's first snapshot and its data date (the pricing package's fixture). */
const FIRST_DAY = "2021-04-01";
const DATA_DATE = "2026-04-01";
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const month = () => new Date().toISOString().slice(0, 7);
const jamesAllen = (sku: number) =>
  `https://www.jamesallen.com/loose-diamonds/round-cut/1.20-carat-g-color-vs1-clarity-sku-${sku}`;

/**
 * Issue 37 item 4: any day can be valued at every boundary (the API's query and batch lines, the
 * app's analyses), and a day before the data or after today is refused in plain words.
 */
describe.each(oneTestDatabase())("a valuation date on %s", (kind) => {
  let t: TestApp;
  let secret: string;
  let keyId: string;
  let validator: Awaited<ReturnType<typeof openApiValidator>>;
  const today = () => new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ secret, keyId } = await subscriberWithKey(t));
    validator = await openApiValidator(t);
  });
  afterAll(() => t.close());

  const analyze = async (query: string) => {
    const response = await keyedGet(t, `/api/v1/diamonds/analyze?${query}`, secret);
    const body = await bodyOf(response);
    validator.check("get", "/diamonds/analyze", response, body);
    return { response, body };
  };
  const callsOf = async () => {
    const [row] = await t.db
      .select({ calls: tables.apiUsage.calls })
      .from(tables.apiUsage)
      .where(and(eq(tables.apiUsage.keyId, keyId), eq(tables.apiUsage.month, month())));
    return row?.calls ?? 0;
  };

  it("values a past day at that day's market, says so in the time note and basis, and shows no listing seen after it", async () => {
    const now = await analyze(round);
    const then = await analyze(`${round}&valuationDate=2025-01-15`);
    expect(then.response.status).toBe(200);
    expect(now.body.analysis.basis.valuationDate).toBe(today());
    expect(then.body.analysis.basis.valuationDate).toBe("2025-01-15");
    // Lab-grown prices fell in the synthetic market: the stone was worth more then.
    expect(then.body.analysis.fairMarketValue).toBeGreaterThan(
      now.body.analysis.fairMarketValue * 1.1,
    );
    expect(then.body.analysis.timeNote).toBe(
      `Valued for Jan 15, 2025: the market's level on that day, as the listings and index editions published by then put it (the market data now run to ${formatDate(DATA_DATE)}).`,
    );
    expect(now.body.analysis.timeNote).not.toMatch(/^Valued for/);
    // Every listing of the synthetic market was seen on its data date, after Jan 15, 2025.
    expect(now.body.analysis.comparableListings.length).toBeGreaterThan(0);
    expect(then.body.analysis.comparableListings).toEqual([]);
    // The first day of the data and today itself can be valued.
    expect((await analyze(`${round}&valuationDate=${FIRST_DAY}`)).response.status).toBe(200);
    const onToday = await analyze(`${round}&valuationDate=${today()}`);
    expect(onToday.body.analysis.fairMarketValue).toBe(now.body.analysis.fairMarketValue);
  });

  it("refuses a day before the market data begin or after today with 422, naming the days that can be valued, and bills neither", async () => {
    const before = await callsOf();
    const early = await analyze(`${round}&valuationDate=2020-06-01`);
    expect(early.response.status).toBe(422);
    expect(early.body.error).toEqual({
      code: "valuation_date_out_of_range",
      message: `The valuation date Jun 1, 2020 is before our market data begin (Apr 1, 2021): we can value a diamond for any day from Apr 1, 2021 to today.`,
      requestId: expect.any(String),
    });
    const tomorrow = dayAfter(today());
    const late = await analyze(`${round}&valuationDate=${tomorrow}`);
    expect(late.response.status).toBe(422);
    expect(late.body.error).toMatchObject({
      code: "valuation_date_out_of_range",
      message: `The valuation date ${formatDate(tomorrow)} is after today (${formatDate(today())}): we can value a diamond for any day from Apr 1, 2021 to today.`,
    });
    // Not a day at all: a parameter error, as any other.
    const notADay = await analyze(`${round}&valuationDate=2025-02-30`);
    expect(notADay.response.status).toBe(400);
    expect(notADay.body.error).toMatchObject({
      code: "validation_failed",
      message: "valuationDate must be a day written yyyy-mm-dd, e.g. 2024-03-15.",
    });
    expect(await callsOf()).toBe(before);
  });

  it("values each batch line for its own day, refusing an out-of-range day on its line only", async () => {
    const line = (valuationDate?: string) =>
      JSON.stringify({
        carat: 1.2,
        cut: "Excellent",
        color: "G",
        clarity: "VS1",
        listedPrice: 4200,
        valuationDate,
      });
    const before = await callsOf();
    const response = await t.request("/api/v1/diamonds/analyze/batch", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/x-ndjson" },
      body: [line("2025-01-15"), line("2019-12-31"), line()].join("\n"),
    });
    const body = await bodyOf(response);
    validator.check("post", "/diamonds/analyze/batch", response, body);
    expect(body).toMatchObject({ lines: 3, succeeded: 2, failed: 1 });
    expect(body.results[0].analysis.basis.valuationDate).toBe("2025-01-15");
    expect(body.results[1]).toEqual({
      line: 2,
      error: {
        code: "valuation_date_out_of_range",
        message: expect.stringContaining("Dec 31, 2019 is before our market data begin"),
      },
    });
    expect(body.results[2].analysis.basis.valuationDate).toBe(today());
    expect(await callsOf()).toBe(before + 2);

    const csv = await t.request("/api/v1/diamonds/analyze/batch", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "text/csv" },
      body: "carat,cut,color,clarity,listedPrice,valuationDate\n1.2,Excellent,G,VS1,4200,2024-03-15\n",
    });
    expect((await bodyOf(csv)).results[0].analysis.basis.valuationDate).toBe("2024-03-15");
  });

  it("documents the parameter, its refusal and the value on the day it was bought", () => {
    const { document } = validator as unknown as { document: Record<string, any> };
    const operation = document.paths["/diamonds/analyze"].get;
    const parameter = operation.parameters.find(
      (p: { name: string }) => p.name === "valuationDate",
    );
    expect(parameter.description).toMatch(/yyyy-mm-dd.*valuation_date_out_of_range/);
    expect(operation.description).toContain("The value on the day it was bought");
    expect(operation.responses["422"].description).toContain("valuation_date_out_of_range");
    expect(document.components.schemas.Error.properties.error.properties.code.enum).toContain(
      "valuation_date_out_of_range",
    );
  });

  it("prices the app's analysis for the day asked, and refuses one out of range storing nothing", async () => {
    const buyer = await analysedUser(t, [
      {
        carat: 1.2,
        cut: "excellent",
        color: "g",
        clarity: "vs1",
        listedPrice: 4200,
        valuationDate: "2025-01-15",
      },
    ]);
    const record = buyer.records[0]!;
    expect(record.analysis_data.analysis.basis.valuationDate).toBe("2025-01-15");
    expect(record.analysis_data.analysis.timeNote).toMatch(/^Valued for Jan 15, 2025:/);
    const refused = await t.postJson(
      "/api/analyses",
      {
        carat: 1.2,
        cut: "excellent",
        color: "g",
        clarity: "vs1",
        listedPrice: 4200,
        valuationDate: "2020-01-01",
      },
      { cookie: buyer.cookie },
    );
    expect(refused.status).toBe(422);
    expect((await bodyOf(refused)).error).toMatchObject({
      code: "valuation_date_out_of_range",
      message: expect.stringContaining("Jan 1, 2020 is before our market data begin (Apr 1, 2021)"),
    });
    const stored = await t.db
      .select({ id: tables.diamondAnalyses.id })
      .from(tables.diamondAnalyses)
      .where(eq(tables.diamondAnalyses.userId, buyer.userId));
    expect(stored).toHaveLength(1);
    // The PDF's date line and the history's CSV name the day valued.
    const pdf = await t.request(`/api/analyses/${record.id}/report.pdf`, { cookie: buyer.cookie });
    expect(pdf.status).toBe(200);
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, " ");
    expect(text).toMatch(
      / · analysis of \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC · valued for Jan 15, 2025/,
    );
    expect(text).toContain("Valued for Jan 15, 2025: the market's level on that day");
    const csv = await (
      await t.request("/api/analyses/export.csv", { cookie: buyer.cookie })
    ).text();
    expect(csv.split("\r\n")[0]).toContain("market_data_date,valuation_date,analysis_id");
    expect(csv.split("\r\n")[1]).toContain(`,${DATA_DATE},2025-01-15,${record.id}`);
  });

  it("shows no observed listing seen after the valuation day (issue 37 item 4)", async () => {
    const observation = (
      sku: number,
      observedOn: string,
    ): typeof tables.marketObservations.$inferInsert => ({
      observedOn,
      host: "jamesallen.com",
      retailer: "James Allen",
      url: jamesAllen(sku),
      shape: "round",
      carat: 1.2,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
      polish: "Excellent",
      symmetry: "Excellent",
      fluorescence: "None",
      certificateLab: "IGI",
      certificateNumber: null,
      certificateKey: null,
      priceCents: 100_000,
    });
    await t.db
      .insert(tables.marketObservations)
      .values([observation(9001, "2026-05-01"), observation(9002, "2026-07-01")]);
    const urls = (body: { analysis: { comparableListings: { url: string | null }[] } }) =>
      body.analysis.comparableListings.map((c) => c.url);
    const june = await analyze(`${round}&valuationDate=2026-06-01`);
    expect(urls(june.body)).toContain(jamesAllen(9001));
    expect(urls(june.body)).not.toContain(jamesAllen(9002));
    const now = await analyze(round);
    expect(urls(now.body)).toContain(jamesAllen(9002));
  });
});
