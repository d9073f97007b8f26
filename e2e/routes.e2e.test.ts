import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { paths } from "@faircarat/contracts";
import { openPage, seriousAxeViolations, waitForHydration, watchConsole } from "./support/browser";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

const routes = Object.values(paths);

describe("every route", () => {
  let server: ServerHandle;
  let browser: Browser;
  beforeAll(async () => ({ server, browser } = await siteSuite()));

  it.each(routes)(
    "%s renders with header, footer, its own title, no console errors and no serious axe violations",
    async (route) => {
      const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      const problems = watchConsole(page);
      const response = await page.goto(server.url + route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect.poll(() => page.title()).toMatch(/FairCarat/);
      await expect.poll(() => page.locator("h1").count()).toBe(1);
      expect(await page.locator("header").first().isVisible()).toBe(true);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
      // Content starts below the fixed header, not under it.
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const h1Top = await page
        .locator("h1")
        .evaluate(
          (el) => el.getBoundingClientRect().top + el.ownerDocument.documentElement.scrollTop,
        );
      expect(h1Top).toBeGreaterThanOrEqual(headerBottom);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(["/", "/pricing", "/diamond-guide"])(
    "%s carries its heading, text and head tags with JavaScript off",
    async (route) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(server.url + route);
      expect(await page.locator("h1").count()).toBe(1);
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
        new RegExp(`${route}$`),
      );
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(
        await page.title(),
      );
      await context.close();
    },
  );

  it("gives each page a title of its own", async () => {
    const page = await openPage(browser);
    const titles = new Set<string>();
    for (const route of routes) {
      await page.goto(server.url + route);
      await expect.poll(() => page.title()).toMatch(/FairCarat/);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(routes.length);
    await page.context().close();
  });

  it("shows the not-found page for an unknown path, logs the path, and leads home", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText("Oops! Page not found").waitFor();
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser reports the document's own 404 status; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    expect(server.logs()).toMatch(/"path":"\/no-such-page".*page not found/);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.context().close();
  });

  it("navigates with the header links and the footer anchors", async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(server.url + "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, route] of [
      ["How It Works", "/how-it-works"],
      ["About", "/about"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
      ["Home", "/"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await page.waitForURL(server.url + route);
    }
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL(`${server.url}/auth`);

    await page.goto(server.url + "/privacy");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Diamond Guide" }).first().click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).hash)
      .toMatch(/^\/(#diamond-guide|diamond-guide)$/);
    await page.context().close();
  });

  it("collapses the navigation into a menu on a phone that closes when a link is clicked", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(server.url + "/");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const mobileNav = page.locator("#mobile-menu");
    await mobileNav.getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${server.url}/pricing`);
    await expect.poll(() => mobileNav.isVisible()).toBe(false);
    expect(
      await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).toBe("false");
    await page.context().close();
  });
});
