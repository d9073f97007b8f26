import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { pageHeads } from "@faircarat/contracts";
import { guideSections } from "../packages/core/src/assistant/guide-sections";
import { openPage, seriousAxeViolations, waitForHydration, watchConsole } from "./support/browser";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

/** Each public page's h1 and headings that carry its content (spec section 2). */
const keyContent: Record<string, { h1: string; headings: string[] }> = {
  "/": {
    h1: "Is your lab-grown diamond fairly priced?",
    headings: ["See a Sample Report First?", "Analyze a Diamond", "Simple, transparent pricing"],
  },
  "/how-it-works": {
    h1: "How FairCarat Works",
    headings: ["Three simple steps", "What your report shows"],
  },
  "/about": { h1: "About FairCarat", headings: ["Why we built FairCarat", "Who we serve"] },
  "/contact": { h1: "Contact Us", headings: ["Send us a message", "Email Support"] },
  "/diamond-guide": {
    h1: "Diamond Buying Guide",
    headings: [
      "The 4Cs of diamond quality",
      "Lab-grown vs natural",
      "GIA Premium and Standard, and IGI grades",
      "How it was grown, and treatment",
      "Proportions and spread",
    ],
  },
  "/api-access": { h1: "FairCarat API", headings: ["Developer-First", "Endpoints"] },
  "/api-docs": { h1: "API documentation", headings: ["Getting started", "Limits", "Endpoints"] },
  "/enterprise": {
    h1: "FairCarat for Business",
    headings: ["Everything your team needs", "Custom Pricing", "Use cases"],
  },
  "/pricing": {
    h1: "Simple, Transparent Pricing",
    headings: ["Single Report", "Unlimited Access"],
  },
  "/methodology": {
    h1: "How FairCarat Values a Diamond",
    headings: [
      "What the fair market value is",
      "The market data and their dates",
      "Measured accuracy",
    ],
  },
  "/extension": {
    h1: "FairCarat in Your Browser",
    headings: ["What it does", "Install it", "What it reads and sends"],
  },
  "/privacy": { h1: "Privacy Policy", headings: ["Information we collect"] },
  "/terms": { h1: "Terms of Service", headings: ["Price changes"] },
};
const publicRoutes = Object.keys(pageHeads).filter((route) => pageHeads[route]?.indexable);

/**
 * Opens a page and waits until it is all there: hydrated, and its key headings drawn (some come
 * from code loaded after the first paint, as the API documentation's do).
 */
async function openRendered(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  for (const heading of keyContent[new URL(url).pathname]?.headings ?? [])
    await page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
}

describe("public pages", () => {
  let server: ServerHandle;
  let browser: Browser;
  beforeAll(async () => ({ server, browser } = await siteSuite()));

  it("covers every indexable page", () => {
    expect(Object.keys(keyContent).sort()).toEqual([...publicRoutes].sort());
  });

  it.each(Object.entries(keyContent))(
    "%s shows its heading and key sections",
    async (route, content) => {
      const page = await openPage(browser);
      await openRendered(page, server.url + route);
      expect((await page.locator("h1").innerText()).trim()).toBe(content.h1);
      for (const heading of content.headings)
        expect(
          await page.getByRole("heading", { name: heading, exact: true }).count(),
        ).toBeGreaterThan(0);
      await page.context().close();
    },
  );

  it("has the guide's sections the Diamond Expert points to", async () => {
    const page = await openPage(browser);
    await page.goto(server.url + "/diamond-guide");
    await waitForHydration(page);
    for (const id of Object.values(guideSections))
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    await page.context().close();
  });

  it("links only to pages and anchors that exist, on every page", async () => {
    const page = await openPage(browser);
    const other = await openPage(browser);
    const checked = new Map<string, number>();
    // Each page an anchor points into is rendered once: how many elements carry each id there.
    const idsOnPage = new Map<string, Map<string, number>>();
    const broken: string[] = [];
    for (const route of publicRoutes) {
      await openRendered(page, server.url + route);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== server.url) {
          expect(url.protocol, href).toBe("mailto:");
          continue;
        }
        const target = url.pathname + url.search;
        if (!checked.has(target))
          checked.set(target, (await page.request.get(server.url + target)).status());
        if (checked.get(target) !== 200)
          broken.push(`${route} -> ${target} (${checked.get(target)})`);
        if (url.hash) {
          // The anchor must exist, once, on the page it points to, once that page has rendered.
          let ids = idsOnPage.get(target);
          if (!ids) {
            await openRendered(other, server.url + target);
            const found = await other
              .locator("[id]")
              .evaluateAll((elements) => elements.map((element) => element.id));
            ids = new Map();
            for (const id of found) ids.set(id, (ids.get(id) ?? 0) + 1);
            idsOnPage.set(target, ids);
          }
          if (ids.get(decodeURIComponent(url.hash.slice(1))) !== 1)
            broken.push(`${route} -> ${target}${url.hash} (no such anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(10);
    await page.context().close();
    await other.context().close();
  }, 180_000);

  it("switches the guide's tabs and shows each tab's grade data", async () => {
    const page = await openPage(browser);
    await page.goto(server.url + "/diamond-guide");
    await waitForHydration(page);
    expect(await page.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    // The lab-grown vs natural comparison carries our own market figures, with their source and
    // date.
    const overview = page.getByRole("tabpanel");
    await overview.getByRole("heading", { name: "From our market data" }).waitFor();
    expect(
      await overview.getByText(/Median asking prices at James Allen on Feb 24, 2026/).count(),
    ).toBeGreaterThan(0);
    expect(
      await overview
        .getByRole("table", { name: /James Allen/ })
        .locator("tbody tr")
        .count(),
    ).toBe(3);
    const expectations: [string, string[]][] = [
      ["Cut", ["Excellent", "Very Good", "Budget-friendly", "Avoid"]],
      ["Color", ["D-F", "+15-25%", "G-J", "N-Z", "-25-40%"]],
      ["Clarity", ["Flawless", "Internally Flawless", "VVS1-VVS2", "SI1-SI2", "I1-I3"]],
      ["Carat", ["200 milligrams"]],
    ];
    for (const [tab, texts] of expectations) {
      await page.getByRole("tab", { name: tab }).click();
      expect(await page.getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe("true");
      const panel = page.getByRole("tabpanel");
      for (const text of texts)
        expect(
          await panel.getByText(text, { exact: false }).count(),
          `${tab}: ${text}`,
        ).toBeGreaterThan(0);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    // At 390 px every column of a grade table is on screen, none behind a sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [tab, text] of [
      ["Color", "+15-25%"],
      ["Clarity", "Extremely rare"],
    ]) {
      await page.getByRole("tab", { name: tab! }).click();
      const box = await page.getByRole("tabpanel").getByRole("cell", { name: text! }).boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= 390,
        `${tab}: ${text} at ${JSON.stringify(box)}`,
      ).toBe(true);
    }
    // The overview's lab-grown vs natural tables too: a comparison needs every column, Natural
    // included, in view.
    await page.getByRole("tab", { name: "Overview" }).click();
    for (const table of [
      "Lab-grown and natural diamonds compared",
      "Lab-grown and natural prices from our market data",
    ]) {
      const cells = page.getByRole("region", { name: table }).locator("th, td");
      expect(await cells.filter({ hasText: /^Natural$/ }).count()).toBe(1);
      for (const cell of await cells.all()) {
        const box = await cell.boundingBox();
        expect(
          box && box.x >= 0 && box.x + box.width <= 390,
          `${table}: ${await cell.textContent()} at ${JSON.stringify(box)}`,
        ).toBe(true);
      }
    }
    await page.context().close();
  });

  async function fillContact(page: Page, email: string) {
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Subject").fill("Browser test");
    await page.getByLabel("Message").fill("Is a 1.5 ct G VS1 at $8,500 a fair price?");
  }

  it("refuses an invalid email in the contact form without sending anything", async () => {
    const page = await openPage(browser);
    const posts: string[] = [];
    page.on(
      "request",
      (request) => void (request.method() === "POST" && posts.push(request.url())),
    );
    await page.goto(server.url + "/contact");
    await waitForHydration(page);
    await fillContact(page, "ada-at-example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Please enter a valid email address.").first().waitFor();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Message").inputValue()).toBe(
      "Is a 1.5 ct G VS1 at $8,500 a fair price?",
    );
    expect(posts).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("sends a valid contact message, stores it and confirms it; buttons elsewhere prefill the subject", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const problems = watchConsole(page);
    await page.goto(server.url + "/enterprise");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Schedule Demo" }).click();
    await page.waitForURL(/\/contact\?subject=/);
    expect(await page.getByLabel("Subject").inputValue()).toBe("Enterprise demo");

    await fillContact(page, "ada@example.com");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await page.getByRole("heading", { name: "Message sent" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "ada@example.com" }).count()).toBe(1);
    await page.getByText("Message Sent", { exact: true }).waitFor();
    await expect.poll(() => server.logs()).toContain(id);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("prefills a direct visit's subject after hydration without a mismatch", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await page.goto(server.url + "/contact?subject=Enterprise%20quote");
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("Subject").inputValue()).toBe("Enterprise quote");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
