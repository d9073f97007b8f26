import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractListing } from "@faircarat/core/listing/extract-listing";
import type { SafeFetchResult } from "@faircarat/core/listing/safe-fetch";
import { naturalValuedAsLabNote } from "@faircarat/market/listing/combine-listing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const captchaUrl =
  "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-sku-1001";
const readableUrl =
  "https://www.jamesallen.com/loose-diamonds/round-cut/1.20-carat-f-color-vs2-clarity-sku-1002";
const proportionsUrl =
  "https://www.jamesallen.com/loose-diamonds/round-cut/1.20-carat-f-color-vs2-clarity-sku-1003";
const proportionsPage = `<table><tr><th>Depth %</th><td>65.8</td></tr><tr><th>Table %</th><td>57</td></tr><tr><th>Measurements</th><td>6.60 x 6.55 x 4.33 mm</td></tr></table>`;
const productPage = `<script type="application/ld+json">${JSON.stringify({
  "@type": "Product",
  name: "1.20 Carat Round Lab Grown Diamond",
  additionalProperty: [{ name: "Cut", value: "Ideal" }],
})}</script>`;

describe("analyses from a listing URL", () => {
  let t: TestApp;
  const fetched: string[] = [];
  beforeAll(async () => {
    // Retailer pages are replaced at our boundary: the captcha fixture (read from shared data) or a
    // product page.
    const captcha = await readFile(
      path.resolve(
        import.meta.dirname,
        "../../../../../../shared/data/listing-pages/blocked-captcha-page.html",
      ),
      "utf8",
    );
    const pages: Record<string, string> = {
      [captchaUrl]: captcha,
      [readableUrl]: productPage,
      [proportionsUrl]: proportionsPage,
    };
    const fetch = async (url: string): Promise<SafeFetchResult> => {
      fetched.push(url);
      const body = pages[url];
      return body === undefined
        ? { ok: false, reason: "timeout", detail: "", url }
        : { ok: true, url, status: 200, contentType: "text/html", body };
    };
    t = await createTestApp("pglite", { extractListing: (url) => extractListing(url, { fetch }) });
  });
  afterAll(() => t.close());

  const subscriber = async () => {
    const { cookie } = await t.signedInUser();
    const { url } = await bodyOf(
      await t.request("/api/billing/create-checkout", { method: "POST", cookie }),
    );
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    return cookie;
  };
  const analyze = async (body: object) =>
    t.postJson("/api/analyses", body, { cookie: await subscriber() });

  it("prices a James Allen URL alone, with specs from the URL and the captcha explained", async () => {
    const response = await analyze({ listingUrl: captchaUrl, listedPrice: 1500 });
    expect(response.status).toBe(201);
    const { analysis, record } = await bodyOf(response);
    expect(analysis.specs).toMatchObject({
      carat: 1.01,
      color: "G",
      clarity: "VS1",
      shape: "round",
    });
    // The URL has no cut: the engine's typical one is used, and the sources say so.
    expect(analysis.sources).toEqual({
      carat: "url",
      color: "url",
      clarity: "url",
      shape: "url",
      cut: "assumed",
    });
    expect(analysis.warnings).toContain(
      "The retailer's page could not be read (it asked for a captcha); specs were taken from the URL only.",
    );
    expect(record.listing_url).toBe(captchaUrl);
    expect(fetched).toContain(captchaUrl);
  });

  it("checks the cut from the proportions the listing page shows, and the buyer's own figures win", async () => {
    const fromPage = (
      await bodyOf(await analyze({ listingUrl: proportionsUrl, listedPrice: 2000 }))
    ).analysis;
    expect(fromPage.cutCheck.score).toBeLessThan(10);
    expect(fromPage.cutCheck.findings[0]).toMatch(/^Depth 65\.8%: deep for a round/);
    expect(fromPage.cutCheck.faceUpCarat).toEqual(expect.any(Number));
    const typed = (
      await bodyOf(
        await analyze({
          listingUrl: proportionsUrl,
          listedPrice: 2000,
          proportions: { depthPct: 61.6 },
        }),
      )
    ).analysis;
    expect(typed.cutCheck.findings[0]).toMatch(/^Depth 61\.6%: within the usual/);
  });

  it("labels values read from the page", async () => {
    const { analysis } = await bodyOf(
      await analyze({ listingUrl: readableUrl, listedPrice: 2000 }),
    );
    expect(analysis.specs).toMatchObject({ carat: 1.2, color: "F", clarity: "VS2", cut: "Ideal" });
    expect(analysis.sources).toMatchObject({
      carat: "url",
      color: "url",
      clarity: "url",
      cut: "page",
    });
  });

  it("lets typed fields win over extracted ones", async () => {
    const response = await analyze({
      listingUrl: readableUrl,
      listedPrice: 2000,
      color: "h",
      carat: 1.5,
      cut: "very good",
    });
    const { analysis } = await bodyOf(response);
    expect(analysis.specs).toMatchObject({
      carat: 1.5,
      color: "H",
      clarity: "VS2",
      cut: "Very Good",
      shape: "round",
    });
    expect(analysis.sources).toMatchObject({
      carat: "form",
      color: "form",
      cut: "form",
      clarity: "url",
      shape: "url",
    });
  });

  it("asks for the four Cs when neither the URL nor the page has them", async () => {
    const response = await analyze({
      listingUrl: "https://www.bluenile.com/diamond-details/LD123",
      listedPrice: 2000,
    });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      code: "specs_incomplete",
      message:
        "Please enter the diamond's carat, color and clarity. We could not find them in the listing either.",
    });
  });

  it("values a natural listing as lab-grown only when asked, saying so", async () => {
    const response = await analyze({
      listingUrl: "https://www.brilliantearth.com/loose-diamonds/view_detail/9/",
      listedPrice: 3000,
      carat: 1,
      color: "G",
      clarity: "VS1",
      origin: "lab",
    });
    expect(response.status).toBe(201);
    const { analysis, record } = await bodyOf(response);
    expect(analysis.warnings).toContain(naturalValuedAsLabNote);
    // A mined stone is not 'ethically sourced, with no mining involved', in the analysis or the
    // stored record.
    expect(analysis.isEthicallySourced).toBe(false);
    expect(record.is_ethically_sourced).toBe(false);
  });
});
