import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { extractListing } from "./extract-listing";
import { safeFetch, type SafeFetchResult } from "./safe-fetch";
import { startLocalPageServer, type LocalPageServer } from "./testing/local-page-server";

const jamesAllen =
  "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-sku-12345678";
const page =
  (body: string) =>
  async (url: string): Promise<SafeFetchResult> => ({
    ok: true,
    url,
    status: 200,
    contentType: "text/html",
    body,
  });
const refused =
  (reason: "timeout" | "http_status", status?: number) =>
  async (url: string): Promise<SafeFetchResult> => ({ ok: false, reason, detail: "", url, status });
// Read at test time from the shared reference data, never copied into the repo.
const captchaPage = () =>
  readFile(
    path.resolve(
      import.meta.dirname,
      "../../../../../shared/data/listing-pages/blocked-captcha-page.html",
    ),
    "utf8",
  );

describe("extractListing", () => {
  it("takes specs from the URL first and fills the rest from the page, saying where each came from", async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      "@type": "Product",
      name: "1.01 Carat Round Lab Grown Diamond",
      additionalProperty: [{ name: "Cut", value: "Ideal" }],
      offers: { price: 1480, priceCurrency: "USD" },
    })}</script>`;
    const listing = await extractListing(jamesAllen, { fetch: page(html) });
    expect(listing).toEqual({
      // The URL as parsed, once: the analysis reuses it (its comparables leave this listing out).
      url: expect.objectContaining({ url: jamesAllen, retailer: "James Allen" }),
      specs: {
        retailer: "James Allen",
        shape: "round",
        carat: 1.01,
        color: "G",
        clarity: "VS1",
        cut: "Ideal",
      },
      sources: {
        shape: "url",
        carat: "url",
        color: "url",
        clarity: "url",
        cut: "page",
        origin: "page",
        price: "page",
      },
      notes: [],
      origin: "lab",
      priceCents: 148000,
      certificateNumber: null,
      blocked: false,
      // URL and page apart, for a market observation.
      pageRead: {
        requestedUrl: jamesAllen,
        fetchedUrl: jamesAllen,
        fromUrl: expect.objectContaining({
          specs: { shape: "round", carat: 1.01, color: "G", clarity: "VS1" },
        }),
        page: expect.objectContaining({
          origin: "lab",
          specs: { carat: 1.01, shape: "round", cut: "Ideal" },
          priceCents: 148000,
        }),
      },
    });
  });

  it("reads the proportions a retailer's page shows, from its spec list or its own app state, for the cut and spread check", async () => {
    const fixture = (name: string) =>
      readFile(
        path.resolve(
          import.meta.dirname,
          `../../../market/src/listing/retailers/fixtures/${name}.html`,
        ),
        "utf8",
      );
    const jamesAllenPage = await extractListing(
      `${jamesAllen.replace("sku-12345678", "excellent-cut-sku-12345678")}`,
      { fetch: page(await fixture("james-allen")) },
    );
    expect(jamesAllenPage.proportions).toEqual({
      depthPct: 61.8,
      tablePct: 57,
      lengthMm: 6.45,
      widthMm: 6.42,
    });
    const blueNile = await extractListing("https://www.bluenile.com/diamond-details/LD23456789", {
      fetch: page(await fixture("blue-nile")),
    });
    expect(blueNile.proportions).toEqual({
      depthPct: 62.4,
      tablePct: 58,
      lengthMm: 9.85,
      widthMm: 6.71,
    });
    // Measurements without a depth percentage give it (4.35 over the width 6.30: 69.0%).
    const withClarity = await extractListing(
      "https://www.withclarity.com/products/diamonds?sku=LG-CU-15121",
      { fetch: page(await fixture("with-clarity")) },
    );
    expect(withClarity.proportions).toEqual({ depthPct: 69, lengthMm: 6.91, widthMm: 6.3 });
    const none = await extractListing(jamesAllen, {
      fetch: page("<title>1.01 Carat G VS1 Round Lab Grown Diamond</title>"),
    });
    expect(none.proportions).toBeUndefined();
  });

  it("takes the certificate number the page shows, for an octagon from a James Allen URL", async () => {
    const html = `<table><tr><th>Certificate #</th><td>IGI LG612345678</td></tr></table>`;
    const listing = await extractListing(
      "https://www.jamesallen.com/loose-diamonds/octagon-shaped/1.20-carat-f-color-vs2-clarity-sku-42",
      { fetch: page(html) },
    );
    expect(listing).toMatchObject({
      specs: { shape: "octagon", carat: 1.2 },
      certificateNumber: "LG612345678",
      sources: { shape: "url", certificateNumber: "page" },
    });
  });

  it("falls back to the URL when the page is a captcha", async () => {
    const listing = await extractListing(jamesAllen, { fetch: page(await captchaPage()) });
    expect(listing).toMatchObject({
      blocked: true,
      specs: { carat: 1.01, color: "G", clarity: "VS1", shape: "round" },
    });
    expect(Object.values(listing.sources)).toEqual(["url", "url", "url", "url"]);
    expect(listing.notes).toEqual([
      "The retailer's page could not be read (it asked for a captcha); specs were taken from the URL only.",
    ]);
  });

  it.each([
    [refused("timeout"), "it did not answer within 5 seconds"],
    [refused("http_status", 403), "the site answered with status 403"],
    [async () => Promise.reject(new Error("boom")), "the connection failed"],
  ])("explains a failed fetch (%#) and keeps the URL's specs", async (fetch, why) => {
    const listing = await extractListing(jamesAllen, { fetch });
    expect(listing.specs).toMatchObject({ carat: 1.01, color: "G" });
    expect(listing.notes).toEqual([
      `The retailer's page could not be read (${why}); specs were taken from the URL only.`,
    ]);
  });

  it("says so when neither the URL nor the page gives specs", async () => {
    const listing = await extractListing("https://www.bluenile.com/diamond-details/LD123", {
      fetch: page(await captchaPage()),
    });
    expect(listing.specs).toEqual({ retailer: "Blue Nile" });
    expect(listing.notes).toEqual([
      "The retailer's page could not be read (it asked for a captcha); its URL does not state the specs either.",
    ]);
  });

  it("reads a natural (mined) listing's origin, which the analysis then values as natural", async () => {
    const listing = await extractListing(
      "https://www.brilliantearth.com/loose-diamonds/view_detail/123/",
      { fetch: refused("timeout") },
    );
    expect(listing.origin).toBe("natural");
    expect(listing.notes.join(" ")).not.toContain("natural");
  });

  it("does not fetch a URL it cannot read", async () => {
    const fetch = vi.fn(page(""));
    const listing = await extractListing("javascript:alert(1)", { fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(listing).toEqual({
      url: null,
      specs: {},
      sources: {},
      notes: ["The listing URL could not be read, so no specs were taken from it."],
    });
  });
});

describe("extractListing with safeFetch", () => {
  let server: LocalPageServer;
  beforeAll(async () => {
    server = await startLocalPageServer();
  });
  afterAll(() => server.close());

  it("reads a page served over HTTP", async () => {
    const fetch = (url: string) =>
      safeFetch(url, { policy: server.policy, transport: server.transport });
    const listing = await extractListing(server.url("/page"), { fetch });
    expect(listing).toMatchObject({
      origin: "lab",
      specs: { carat: 1.01, color: "G", clarity: "VS1", shape: "round" },
      sources: { carat: "page" },
    });
  });
});
