import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createAnalysisResponseSchema,
  type AnalysisResult,
  type CreateAnalysisResponse,
} from "@faircarat/contracts/analysis";
import {
  readRetailerPage,
  type RetailerPage,
} from "@faircarat/market/listing/retailers/read-retailer-page";
import { analyzePage } from "./analyze";
import { analysisRequestOf } from "./analysis-request";

const origin = "https://faircarat.test";
const fixture = (name: string) =>
  readFileSync(
    new URL(
      `../../../../packages/market/src/listing/retailers/fixtures/${name}.html`,
      import.meta.url,
    ),
    "utf8",
  );
function page(url: string, name: string): RetailerPage {
  const read = readRetailerPage(url, fixture(name));
  if (read.kind !== "diamond") throw new Error(read.kind);
  return read.page;
}
const blueNile = page("https://www.bluenile.com/diamond-details/LD23456789", "blue-nile");

const analysis: AnalysisResult = {
  fairMarketValue: 1900,
  low: 1500,
  high: 2300,
  expectedAtRetailer: 2000,
  retailer: "Blue Nile",
  listedPrice: 2140,
  savingsAmount: -240,
  markupPercentage: 12.6,
  isOverpriced: false,
  isEthicallySourced: true,
  confidence: 0.72,
  pricePerCarat: 1408,
  specs: { shape: "oval", carat: 1.52, color: "F", clarity: "VS2", cut: "Excellent" },
  recommendations: [],
  comparableListings: [],
  verdict: "above-market",
  confidenceMeaning: "How likely the fair value is within 10% of what such a stone sells for.",
  retailerPrices: [
    {
      retailer: "Clean Origin",
      usualPrice: 1300,
      evidence: { kind: "listings", asOf: "2026-04-23", listings: 40 },
    },
  ],
  alternativeRecommendations: [],
  marketTrend: null,
  basis: {
    valuationDate: "2026-11-27",
    listings: 100,
    retailers: ["Clean Origin"],
    nearbyListings: 20,
  },
  warnings: [],
  sources: { carat: "form" },
};
const created: CreateAnalysisResponse = {
  success: true,
  analysis,
  record: {
    id: "3f1e2d4c-0000-4000-8000-000000000001",
    listing_url: blueNile.url,
    carat: 1.52,
    cut: "Excellent",
    color: "F",
    clarity: "VS2",
    certificate_number: "LG598765432",
    listed_price: 2140,
    fair_market_value: 1900,
    savings_amount: -240,
    markup_percentage: 12.6,
    is_overpriced: false,
    is_ethically_sourced: true,
    analysis_data: { formData: {}, uploadedFiles: [], analysis },
    created_at: "2026-11-27T00:00:00.000Z",
  },
};

type Call = { url: string; init: RequestInit };
function fakeFetch(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as unknown as typeof fetch;
}

describe("analyzePage", () => {
  it("posts what the page showed to FairCarat's origin only, with the buyer's cookie and one key per click", async () => {
    expect(createAnalysisResponseSchema.safeParse(created).success).toBe(true);
    const calls: Call[] = [];
    const outcome = await analyzePage(
      fakeFetch(201, created, calls),
      origin,
      blueNile,
      "ext-click-0001",
    );
    expect(outcome).toEqual({
      kind: "analysis",
      analysis: expect.objectContaining({ fairMarketValue: 1900, verdict: "above-market" }),
      reportUrl: `${origin}/reports/${created.record.id}`,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${origin}/api/analyses`);
    expect(calls[0]?.init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Idempotency-Key": "ext-click-0001" },
    });
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      listingUrl: blueNile.url,
      listingPageRead: true,
      carat: 1.52,
      color: "F",
      clarity: "VS2",
      cut: "Excellent",
      shape: "oval",
      polish: "Excellent",
      symmetry: "Very Good",
      assessment: null,
      growthMethod: null,
      treatment: null,
      certificateNumber: "LG598765432",
      proportions: { depthPct: 62.4, tablePct: 58, lengthMm: 9.85, widthMm: 6.71 },
      listedPrice: 2140,
    });
  });

  it("sends a GIA Premium page's assessment in place of color and clarity", async () => {
    const html = fixture("james-allen")
      .replaceAll("1.01 Carat G-VS1 Excellent Cut", "1.01 Carat Excellent Cut")
      .replace(
        "<li><span>Color</span><span>G</span></li>",
        "<li><span>GIA Assessment</span><span>Premium</span></li>",
      )
      .replace("<li><span>Clarity</span><span>VS1</span></li>", "");
    const read = readRetailerPage(
      "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-excellent-cut-sku-12345678",
      html,
    );
    if (read.kind !== "diamond") throw new Error(read.kind);
    const calls: Call[] = [];
    await analyzePage(fakeFetch(201, created, calls), origin, read.page, "ext-click-0009");
    expect(JSON.parse(calls[0]?.init.body as string)).toMatchObject({
      carat: 1.01,
      color: null,
      clarity: null,
      assessment: "Premium",
      proportions: { depthPct: 61.8, tablePct: 57, lengthMm: 6.45, widthMm: 6.42 },
    });
  });

  it("sends GIA's Premium in place of color and clarity when the page shows it there", () => {
    const html = fixture("brilliant-earth")
      .replace("<dd>E</dd>", "<dd>Premium</dd>")
      .replace("<dd>VVS2</dd>", "<dd>Premium</dd>");
    const read = readRetailerPage(
      "https://www.brilliantearth.com/lab-diamonds-search/view_detail/15554321/",
      html,
    );
    if (read.kind !== "diamond") throw new Error(read.kind);
    expect(analysisRequestOf(read.page)).toMatchObject({
      color: null,
      clarity: null,
      assessment: "Premium",
      carat: 1.2,
      listedPrice: 1390,
    });
  });

  it("asks for a mined stone to be valued as natural, and a lab one as lab-grown (issue 39)", () => {
    const html = fixture("brilliant-earth");
    const lab = readRetailerPage(
      "https://www.brilliantearth.com/lab-diamonds-search/view_detail/15554321/",
      html,
    );
    const mined = readRetailerPage(
      "https://www.brilliantearth.com/loose-diamonds/view_detail/15554321/",
      html,
    );
    if (lab.kind !== "diamond" || mined.kind !== "diamond") throw new Error("not read");
    expect(analysisRequestOf(lab.page)).not.toHaveProperty("origin");
    expect(mined.page.origin).toBe("natural");
    expect(analysisRequestOf(mined.page)).toMatchObject({ origin: "natural" });
  });

  it("turns the site's refusals into what the buyer can do", async () => {
    expect(
      await analyzePage(
        fakeFetch(401, { error: { code: "unauthenticated", message: "Please sign in." } }),
        origin,
        blueNile,
        "ext-click-0002",
      ),
    ).toEqual({
      kind: "signed-out",
      signInUrl: `${origin}/auth`,
    });
    expect(
      await analyzePage(
        fakeFetch(402, { error: { code: "payment_required", message: "x" } }),
        origin,
        blueNile,
        "ext-click-0003",
      ),
    ).toEqual({
      kind: "no-plan",
      pricingUrl: `${origin}/pricing`,
    });
    const limited = await analyzePage(
      fakeFetch(429, {
        error: { code: "rate_limited", message: "Too many analyses. Please wait a minute." },
      }),
      origin,
      blueNile,
      "ext-click-0004",
    );
    expect(limited).toMatchObject({
      kind: "refused",
      message: "Too many analyses. Please wait a minute.",
    });
    expect(
      await analyzePage(
        fakeFetch(502, "<html>bad gateway</html>"),
        origin,
        blueNile,
        "ext-click-0005",
      ),
    ).toEqual({ kind: "unreachable", origin });
    const offline = (async () =>
      Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch;
    expect(await analyzePage(offline, origin, blueNile, "ext-click-0006")).toEqual({
      kind: "unreachable",
      origin,
    });
  });

  it("sends nothing for a page that lacks what an analysis needs, and offers the prefilled form", async () => {
    const calls: Call[] = [];
    const unreadable = page(
      "https://www.withclarity.com/products/diamonds?sku=LG-RD-00001",
      "unreadable",
    );
    const outcome = await analyzePage(
      fakeFetch(201, created, calls),
      origin,
      unreadable,
      "ext-click-0007",
    );
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({
      kind: "refused",
      formUrl: `${origin}/?listingUrl=${encodeURIComponent(unreadable.url)}&carat=1.1&shape=round#analyzer`,
    });
  });
});
