import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { openPage, seriousAxeViolations, waitForHydration, watchConsole } from "./support/browser";
import { startServer, withoutMarketData, type RunningServer } from "./support/server";
import { ownServerSuite, stopOwnServer } from "./support/suite";

/**
 * PAYMENTS=test: the free test checkout, announced on every page by a banner that hides nothing.
 */
describe("the test-mode banner", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(
    async () =>
      ({ server, browser } = await ownServerSuite(() =>
        startServer({ ...withoutMarketData, PAYMENTS: "test" }),
      )),
  );
  afterAll(() => stopOwnServer(server));

  it.each(["/", "/pricing", "/no-such-page"])(
    "shows on %s at 390 px above the header, covering nothing",
    async (route) => {
      const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const problems = watchConsole(page);
      await page.goto(server.url + route);
      await waitForHydration(page);
      const banner = page.getByRole("complementary", { name: "Test mode" });
      await expect(banner.innerText()).resolves.toBe("Test mode: no real payments are taken");
      const box = (locator: ReturnType<typeof page.locator>) =>
        locator.boundingBox().then((found) => found ?? { x: 0, y: 0, width: 0, height: 0 });
      const bannerBox = await box(banner);
      const headerBox = await box(page.locator("header").first());
      const h1Box = await box(page.locator("h1").first());
      expect(bannerBox.y).toBe(0);
      expect(bannerBox.width).toBe(390);
      expect(bannerBox.height).toBeGreaterThan(20);
      // The whole sentence fits on one line (not cut off by the ellipsis).
      expect(await banner.locator("p").evaluate((p) => p.scrollWidth <= p.clientWidth)).toBe(true);
      expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 0.5);
      expect(h1Box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 0.5);
      // The banner is the same on every page: one axe run covers it (each page's own is the
      // routes suite's).
      if (route === "/") expect(await seriousAxeViolations(page)).toEqual([]);
      // The not-found page's own 404 status is the one error the browser reports.
      expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
      await page.context().close();
    },
  );
});
