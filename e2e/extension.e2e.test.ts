import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import {
  clickPanelButton,
  launchWithExtension,
  panelBox,
  panelInputAttributes,
  panelLink,
  panelText,
  priceFallbackPages,
  retailerPages,
  setFaircaratOrigin,
  startRetailerSite,
  typeInPanel,
  waitForPanel,
  type RetailerSite,
} from "./support/extension";
import { retailerReaders } from "@faircarat/market/listing/retailers/retailer-readers";
import { signInSubscribed, startServerWithMarket } from "./support/market";
import type { RunningServer } from "./support/server";
import { PRICING_SUITE_TIMEOUT_MS } from "./support/suite";

/**
 * The /extension page's picture of the panel, made from the James Allen fixture (run with
 * EXTENSION_SCREENSHOT=1).
 */
async function savePanelScreenshot(page: Page) {
  const box = await panelBox(page);
  const png = await page.screenshot({
    clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
  });
  const { default: sharp } = await import("sharp");
  await sharp(png)
    .webp({ quality: 80 })
    .toFile(new URL("../apps/web/public/extension-panel.webp", import.meta.url).pathname);
}

const verdict =
  /(Good price: [\d.]+% below market|Fair price: (at market value|[\d.]+% (below|above) market)|Above market: [\d.]+% over the fair value|Overpriced by [\d.]+%|Too little market data to judge this price)/;

describe("the browser extension on retailers' diamond pages", () => {
  let server: RunningServer;
  let site: RetailerSite;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  // A server and a browser of its own: it asserts what the server has not logged, and its Chromium
  // carries the extension.
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startServerWithMarket({
        AUTH_RATE_LIMIT_PER_MINUTE: "1000",
        ANALYSIS_RATE_LIMIT_PER_MINUTE: "1000",
      }),
      startRetailerSite(),
    ]);
    browser = await launchWithExtension(site);
    await setFaircaratOrigin(browser.context, server.url);
  }, PRICING_SUITE_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (server) expect(await server.stop()).toBe(0);
  });

  const open = async (url: string): Promise<Page> => {
    const page = await browser.context.newPage();
    await page.goto(url);
    return page;
  };
  const history = async (page: Page) =>
    (await (await page.request.get(`${server.url}/api/analyses`)).json()) as {
      analyses: { id: string; listing_url: string }[];
    };
  const signOut = (page: Page) =>
    page.request.post(`${server.url}/api/auth/sign-out`, { headers: { Origin: server.url } });

  it("shows what it read and sends nothing before the click; signed out, the click says how to sign in", async () => {
    const page = await open(retailerPages.jamesAllen);
    const ready = await waitForPanel(page, /Check this price/);
    expect(ready).toContain(
      "Read on this page: 1.01 ct, G, VS1, Excellent, round, IGI LG612345678, $1,230",
    );
    expect(ready).toContain("Proportions: depth 61.8%, table 57%, 6.45 x 6.42 x 3.98 mm");
    expect(ready).toContain("Nothing is sent to FairCarat until you click.");
    expect(server.logs()).not.toMatch(/"route":"\/api\/analyses"/);

    await clickPanelButton(page, "Check this price");
    await waitForPanel(page, /Sign in to FairCarat in this browser/);
    expect(await panelLink(page, "Sign in to FairCarat")).toBe(`${server.url}/auth`);
    await page.close();
  });

  it("does not cover the retailer's price or buttons", async () => {
    const page = await open(retailerPages.jamesAllen);
    await waitForPanel(page, /Check this price/);
    const panel = await panelBox(page);
    for (const locator of [
      page.locator("[data-qa=item-price]"),
      page.getByRole("button", { name: "Select this diamond" }),
      page.getByRole("button", { name: "Add to cart" }),
    ]) {
      const box = (await locator.boundingBox())!;
      const overlaps =
        box.x < panel.x + panel.width &&
        panel.x < box.x + box.width &&
        box.y < panel.y + panel.height &&
        panel.y < box.y + box.height;
      expect(overlaps, `${await locator.textContent()} under the panel`).toBe(false);
    }
    await page.close();
  });

  it("without a plan says what the plans give, and stores nothing", async () => {
    const page = await open(retailerPages.blueNile);
    const email = `ext-noplan-${Date.now()}@example.com`;
    const headers = { Origin: server.url };
    expect(
      (
        await page.request.post(`${server.url}/api/auth/sign-up`, {
          headers,
          data: { email, password: "diamond-pw", fullName: "No Plan" },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.post(`${server.url}/api/auth/sign-in`, {
          headers,
          data: { email, password: "diamond-pw" },
        })
      ).ok(),
    ).toBe(true);
    await waitForPanel(page, /Check this price/);
    await clickPanelButton(page, "Check this price");
    const text = await waitForPanel(page, /no report left/);
    expect(text).toContain("Single Report ($29 one-time)");
    expect(text).toContain("Unlimited Access ($99 per month)");
    expect(await panelLink(page, "See the plans")).toBe(`${server.url}/pricing`);
    expect((await history(page)).analyses).toEqual([]);
    await signOut(page);
    await page.close();
  });

  it("gives a subscriber the verdict in place on each of the eight retailers, saved in the history and opened on the site", async () => {
    const first = await open(retailerPages.jamesAllen);
    await signInSubscribed(first, server, "ext-sub");
    const stored: string[] = [];
    for (const [name, url] of Object.entries(retailerPages).filter(
      ([name]) => !["unreadable", "hostile", "notADiamond"].includes(name),
    )) {
      const page = name === "jamesAllen" ? first : await open(url);
      await waitForPanel(page, /Check this price/);
      await clickPanelButton(page, "Check this price");
      const text = await waitForPanel(page, /Open the full report/, 30_000);
      expect(text, name).toMatch(verdict);
      expect(text, name).toMatch(/Fair value \$[\d,]+ \(\$[\d,]+ to \$[\d,]+\)/);
      expect(text, name).toMatch(/Markup [+-]?[\d.]+%/);
      expect(text, name).toMatch(/Confidence \d+%/);
      const report = await panelLink(page, "Open the full report");
      expect(report, name).toMatch(new RegExp(`^${server.url}/reports/[0-9a-f-]{36}$`));
      stored.push(new URL(report).pathname.split("/").at(-1) ?? "");
      if (name === "jamesAllen" && process.env.EXTENSION_SCREENSHOT)
        await savePanelScreenshot(page);
      if (name === "blueNile")
        expect(text).toMatch(
          /Cheapest retailer we know for these specs: [A-Za-z ]+, usually \$[\d,]+|Same certificate at/,
        );
      if (page !== first) await page.close();
    }
    const saved = (await history(first)).analyses;
    expect(saved.map((a) => a.id).sort()).toEqual([...stored].sort());
    expect(saved.map((a) => a.listing_url)).toContain(retailerPages.blueNile);

    // "Open the full report" opens that analysis's own page on the site.
    const report = await first.context().newPage();
    await report.goto(await panelLink(first, "Open the full report"));
    await report.locator("article#report").waitFor();
    expect(new URL(report.url()).pathname).toBe(`/reports/${stored[0]}`);
    // A link an earlier extension made (/?analysis=<id>#history) still opens that analysis, alone.
    await report.goto(`${server.url}/?analysis=${stored[0]}#history`);
    await report.locator("#history [aria-expanded=true]").waitFor();
    expect(await report.locator("#history [aria-expanded=true]").count()).toBe(1);
    await report.close();
    await first.close();
  });

  // Issue 38, item 7: shops write their price in microdata, in meta tags or as plain text beside
  // the title; where none is there, the panel asks for it in place. At a phone's width and a desk's.
  for (const width of [390, 1280])
    it(`reads the price shops show without their own markup, and asks for it in place where there is none, at ${width} px`, async () => {
      const first = await open(priceFallbackPages.microdata);
      await first.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signInSubscribed(first, server, `ext-price-${width}`);
      for (const [name, url, read] of [
        ["microdata", priceFallbackPages.microdata, "1.52 ct, F, VS1, oval, $1,450"],
        ["metaTags", priceFallbackPages.metaTags, "1.51 ct, E, VVS2, oval, $1,620"],
        ["besideTitle", priceFallbackPages.besideTitle, "1.52 ct, F, VS1, oval, $1,450"],
      ] as const) {
        const page = name === "microdata" ? first : await open(url);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        expect(await waitForPanel(page, /Check this price/), name).toContain(
          `Read on this page: ${read}`,
        );
        if (page !== first) await page.close();
      }

      const page = await open(priceFallbackPages.noPrice);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const asked = await waitForPanel(page, /Listed price \(US dollars\)/);
      expect(asked).toContain("Read on this page: 1.5 ct, G, VS2, oval");
      expect(asked).toContain(
        "Could not find the price on this page. Type the price it shows to check it here.",
      );
      // Not a price: said on the field, which keeps the focus; nothing is sent.
      const before = (await history(page)).analyses.length;
      await typeInPanel(page, "call us");
      await page.keyboard.press("Enter");
      const refused = await waitForPanel(page, /Enter the price this page shows/);
      expect(refused).toContain("Enter the price this page shows, in US dollars, e.g. $1,450.");
      expect(await panelInputAttributes(page)).toMatchObject({
        "aria-invalid": "true",
        "aria-describedby": "faircarat-price-problem",
      });
      expect((await history(page)).analyses).toHaveLength(before);
      if (process.env.E2E_SCREENSHOT_DIR)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOT_DIR}/extension-price-asked-${width}.png`,
        });
      await typeInPanel(page, "$1,390");
      await clickPanelButton(page, "Check this price");
      const text = await waitForPanel(page, /Open the full report/, 30_000);
      expect(text).toMatch(verdict);
      expect(text).toContain("Listed $1,390");
      if (process.env.E2E_SCREENSHOT_DIR)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOT_DIR}/extension-price-verdict-${width}.png`,
        });
      const saved = (await history(page)).analyses;
      expect(saved).toHaveLength(before + 1);
      expect(saved.map((a) => a.listing_url)).toContain(priceFallbackPages.noPrice);
      // The panel stays inside a phone's width.
      const box = await panelBox(page);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await signOut(page);
      await page.close();
      await first.close();
    });

  it("says what an unreadable page lacks and offers the site's form prefilled, sending nothing", async () => {
    const page = await open(retailerPages.unreadable);
    const text = await waitForPanel(page, /Could not find/);
    expect(text).toContain("Could not find the color, clarity and price on this page.");
    const form = new URL(
      await panelLink(page, "Open the form on FairCarat, filled with what was read"),
    );
    expect(form.origin).toBe(server.url);
    expect(form.hash).toBe("#analyzer");
    expect(Object.fromEntries(form.searchParams)).toEqual({
      listingUrl: retailerPages.unreadable,
      carat: "1.1",
      shape: "round",
    });
    await page.close();
  });

  it("has its page on the site: in the footer and the sitemap, naming the same retailers, with the panel's picture and the download", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/`);
    expect(
      await page
        .locator("footer")
        .getByRole("link", { name: "Browser Extension" })
        .getAttribute("href"),
    ).toBe("/extension");
    await page.goto(`${server.url}/extension`);
    await page.getByRole("heading", { level: 1, name: "FairCarat in Your Browser" }).waitFor();
    const text = (await page.locator("main").textContent()) ?? "";
    for (const reader of retailerReaders) expect(text).toContain(reader.retailer);
    const picture = page.getByRole("img", {
      name: /The FairCarat panel on a James Allen diamond page/,
    });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const download = await page.request.get(
      `${server.url}${await page.getByRole("link", { name: "Download the extension" }).getAttribute("href")}`,
    );
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 2).toString()).toBe("PK");
    expect(await (await page.request.get(`${server.url}/sitemap.xml`)).text()).toContain(
      "/extension</loc>",
    );
    await page.close();
  });

  it("stays off pages that are not one diamond", async () => {
    const page = await open(retailerPages.notADiamond);
    await page.waitForTimeout(1500);
    expect(await panelText(page)).toBeNull();
    await page.close();
  });

  it("on a hostile page: runs none of its text, cannot be reached or clicked by the page, and ignores its fake panel", async () => {
    const page = await open(retailerPages.hostile);
    const errors: string[] = [];
    page.on(
      "dialog",
      (dialog) => void dialog.dismiss().then(() => errors.push(`dialog: ${dialog.message()}`)),
    );
    const text = await waitForPanel(page, /Check this price/);
    expect(text).toContain("Read on this page: 1.01 ct, G, VS1, Excellent, round, $1,230");
    expect(text).not.toMatch(/<|onerror|script/i);
    const fromPage = await page.evaluate(() => {
      const host = document.querySelector("faircarat-panel");
      // The page clicks wherever the panel is and looks for a way in.
      const aside = document.elementFromPoint(40, window.innerHeight - 40);
      (aside as HTMLElement | null)?.click();
      return {
        host: host !== null,
        shadow: host?.shadowRoot ?? null,
        pwned: (window as { __pwned?: number }).__pwned ?? null,
        pageRan: (window as { __pageRan?: number }).__pageRan ?? null,
      };
    });
    // The page's own scripts ran (it is hostile), but nothing it wrote as text ever ran through the
    // panel.
    expect(fromPage).toEqual({ host: true, shadow: null, pwned: null, pageRan: 1 });
    await page.waitForTimeout(500);
    // Its synthetic click did not start a check; the fake panel is still only the page's own.
    expect(await panelText(page)).toContain("Check this price");
    expect(await page.locator("#faircarat-panel .verdict").textContent()).toBe(
      "Good price: 90.0% below market",
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
