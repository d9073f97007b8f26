import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SafeFetchResult } from "@faircarat/core/listing/safe-fetch";
import { extractListing } from "@faircarat/core/listing/extract-listing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const extension = "chrome-extension://oophedeoodlmaagafblbakggabgbnmii";
const otherExtension = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
const listingUrl = "https://www.bluenile.com/diamond-details/LD23456789";
// What the extension sends: the specs and price the buyer's page shows, and that it read the page.
const fromPage = {
  listingUrl,
  listingPageRead: true,
  carat: 1.52,
  color: "F",
  clarity: "VS2",
  cut: "Excellent",
  shape: "oval",
  certificateNumber: "LG598765432",
  listedPrice: 2140,
};

describe("analyses posted by FairCarat's browser extension (decision 042)", () => {
  let t: TestApp;
  const fetched: string[] = [];
  beforeAll(async () => {
    const fetch = async (url: string): Promise<SafeFetchResult> => {
      fetched.push(url);
      return { ok: false, reason: "timeout", detail: "", url };
    };
    t = await createTestApp("pglite", {
      extensionOrigins: [extension],
      extractListing: (url) => extractListing(url, { fetch }),
    });
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
  const post = (path: string, origin: string, cookie?: string, body: object = fromPage) =>
    t.request(path, {
      method: "POST",
      cookie,
      headers: {
        origin,
        "content-type": "application/json",
        "idempotency-key": `click-${crypto.randomUUID()}`,
      },
      body: JSON.stringify(body),
    });

  it("accepts the configured extension's analysis, prices what the page showed without fetching it and keeps it in the history", async () => {
    const cookie = await subscriber();
    const response = await post("/api/analyses", extension, cookie);
    expect(response.status).toBe(201);
    const { analysis, record } = await bodyOf(response);
    expect(fetched).toEqual([]);
    expect(analysis.specs).toMatchObject({
      carat: 1.52,
      color: "F",
      clarity: "VS2",
      shape: "oval",
    });
    expect(record.listing_url).toBe(listingUrl);
    const history = await bodyOf(await t.request("/api/analyses", { cookie }));
    expect(history.analyses.map((a: { id: string }) => a.id)).toEqual([record.id]);
  });

  it("gives the extension the site's answers: signed out 401, no plan 402, nothing stored", async () => {
    expect((await errorOf(await post("/api/analyses", extension))).code).toBe("unauthenticated");
    const { cookie } = await t.signedInUser();
    expect((await errorOf(await post("/api/analyses", extension, cookie))).code).toBe(
      "payment_required",
    );
    expect((await bodyOf(await t.request("/api/analyses", { cookie }))).analyses).toEqual([]);
  });

  it("refuses another extension's origin, and the extension's origin anywhere but the analysis post", async () => {
    const cookie = await subscriber();
    expect((await post("/api/analyses", otherExtension, cookie)).status).toBe(403);
    expect((await post("/api/auth/sign-out", extension, cookie, {})).status).toBe(403);
    expect((await post("/api/billing/create-checkout", extension, cookie, {})).status).toBe(403);
  });

  it("still reads the page itself when the page was not read in the browser", async () => {
    const cookie = await subscriber();
    const { listingPageRead: _, ...typed } = fromPage;
    expect((await post("/api/analyses", extension, cookie, typed)).status).toBe(201);
    expect(fetched).toEqual([listingUrl]);
  });
});
