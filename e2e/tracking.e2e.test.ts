import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { unsubscribeUrl } from "@faircarat/core/tracking/unsubscribe-link";
import type { Browser, Page } from "playwright-core";
import {
  fitsPhone,
  openPage,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import { analyzeSuiteStone, signInSubscribed } from "./support/market";
import type { ServerHandle } from "./support/server";
import { PRICING_SUITE_TIMEOUT_MS, pricingSuite } from "./support/suite";

/** Set E2E_SCREENSHOT_DIR to keep pictures for a person to look at. */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function picture(page: Page, name: string, selector?: string) {
  if (!screenshotDir) return;
  const path = `${screenshotDir}/tracking-${name}.png`;
  if (selector) await page.locator(selector).screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

describe("tracked diamonds: track from the report, see the price path in the history", () => {
  let server: ServerHandle;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await pricingSuite()), PRICING_SUITE_TIMEOUT_MS);

  // One width for the journey; each screen's fit on a phone is checked on the way.
  for (const width of [1280]) {
    it(`at ${width} px, fitting 390 px too: tracks the diamond just analysed with chosen alerts, lists it under Tracked diamonds, changes its alerts and stops`, async () => {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      const problems = watchConsole(page);
      await signInSubscribed(page, server, `tracking-${width}`);
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      const history = page.locator("#history");
      await history.getByText("No analyses yet").waitFor();
      await history.getByText(/Track a diamond from its report/).waitFor();

      const { report, fairValue } = await analyzeSuiteStone(page);

      // The report's page: 'Track this diamond' opens the alert form; a bad number is refused in
      // place.
      await report.getByRole("button", { name: "Track this diamond" }).click();
      const move = report.getByLabel("Fair value moves by at least (%)");
      await move.fill("250");
      await report.getByRole("button", { name: "Start tracking" }).click();
      await report.getByText("Please enter a move from 1% to 100%.").waitFor();
      await move.fill("3");
      await report.getByLabel("A comparable stone is listed below ($)").fill("2,000");
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, `alert-form-${width}`, "#report");
      await report.getByRole("button", { name: "Start tracking" }).click();
      await report.getByText(/^Tracked since /).waitFor();
      await report
        .getByText("Alerts: fair value moves 3%, listed price changes, a comparable below $2,000.")
        .waitFor();
      await picture(page, `tracked-card-${width}`, "#report");

      // The history's Tracked diamonds list: the stone, its fair value, a sparkline and the price
      // path's table.
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      const tracked = history.getByRole("list", { name: "Tracked diamonds" });
      const item = tracked.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: "1.5 ct Excellent G VS1", exact: true }),
      });
      await item.waitFor();
      expect(await item.textContent()).toContain(`Fair value ${fairValue}`);
      expect(await item.getByRole("img").getAttribute("aria-label")).toBe(
        `Fair value from ${fairValue} to ${fairValue}, listed price $2,450, over 1 point.`,
      );
      await item.getByText("Price path (1 point)").click();
      const rows = item.getByRole("row");
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(1).textContent()).toContain(`Your analysis${fairValue}`);
      await item.getByRole("region", { name: /Price path of/ }).scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, `tracked-list-${width}`, "#history");
      expect(await fitsPhone(page)).toBe(true);

      // The history item knows it is tracked; its alerts change there.
      // Only the analyses' items say "Markup" (the tracked list's do not).
      const analysisItem = history.getByRole("listitem").filter({ hasText: "Markup" });
      await analysisItem.getByRole("button", { name: "View Details" }).click();
      await analysisItem.getByText(/^Tracked since /).waitFor();
      await analysisItem.getByRole("button", { name: "Change alerts" }).click();
      await analysisItem.getByLabel("Fair value moves by at least (%)").fill("");
      await analysisItem.getByRole("button", { name: "Save alerts" }).click();
      await item.getByText(/^Alerts: listed price changes, a comparable below \$2,000\./).waitFor();
      await picture(page, `history-item-${width}`, "#history");

      // The digest's unsubscribe link, opened from a mail client: no session. GET asks, POST
      // applies.
      const secret = (await readFile(path.join(server.dataDir, "auth-secret"), "utf8")).trim();
      const session = (await (await page.request.get(`${server.url}/api/auth/session`)).json()) as {
        user: { id: string };
      };
      const mail = await openPage(browser, { viewport: { width, height: 900 } });
      const unsubscribe = await mail.goto(unsubscribeUrl(server.url, secret, session.user.id));
      expect(unsubscribe?.status()).toBe(200);
      await mail.getByRole("heading", { name: "Stop alert emails?" }).waitFor();
      expect(await seriousAxeViolations(mail)).toEqual([]);
      await picture(mail, `unsubscribe-${width}`);
      await mail.getByRole("button", { name: "Unsubscribe" }).click();
      await mail.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
      expect(await seriousAxeViolations(mail)).toEqual([]);
      expect(await fitsPhone(mail)).toBe(true);
      await picture(mail, `unsubscribed-${width}`);
      await mail.context().close();

      await page.reload();
      await waitForHydration(page);
      await item.getByText(/Alert emails are off/).waitFor();
      await picture(page, `emails-off-${width}`, "#history");

      await item.getByRole("button", { name: /^Stop tracking/ }).click();
      await history.getByText(/Track a diamond from its report/).waitFor();
      // The page was reloaded, so the report lives on in the history item, which offers tracking
      // again.
      await analysisItem.getByRole("button", { name: "View Details" }).click();
      await analysisItem.getByRole("button", { name: "Track this diamond" }).waitFor();

      expect(problems).toEqual([]);
      await page.context().close();
    }, 300_000);
  }

  it("values a stone as of a past day from the analyzer's Report details, and tracks it with its purchase day beside today's value", async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await signInSubscribed(page, server, "valuation-date");
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const analyzer = page.locator("#analyzer");
    await analyzer.getByLabel("Listed Price").fill("$2,450");
    await analyzer.getByLabel("Carat").fill("1.5");
    await analyzer.getByLabel("Cut").fill("Excellent");
    await analyzer.getByLabel("Color").fill("G");
    await analyzer.getByLabel("Clarity").fill("VS1");
    // Out of a buyer's way: the date waits in the folded Report details.
    await expect(analyzer.getByLabel("Value as of (optional)").count()).resolves.toBe(0);
    await analyzer.getByRole("button", { name: /^Report details/ }).click();
    await analyzer.getByLabel("Value as of (optional)").fill("2024-03-15");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await analyzer.getByRole("button", { name: "Analyze Diamond" }).click();
    await page.getByText("Analysis Complete").waitFor({ timeout: 30_000 });
    // The report opens on its own page (decision 058), naming the day it values.
    const report = page.locator("#report");
    await report.getByText(/^Valued for Mar 15, 2024: the market's level on that day/).waitFor();
    await picture(page, "valued-as-of", "#report");

    await report.getByRole("button", { name: "Track this diamond" }).click();
    await report.getByLabel("Bought on (optional)").fill("2024-03-15");
    await report.getByRole("button", { name: "Start tracking" }).click();
    await report.getByText(/^Tracked since /).waitFor();
    await page.goto(`${server.url}/#history`);
    await waitForHydration(page);
    const item = page
      .locator("#history")
      .getByRole("list", { name: "Tracked diamonds" })
      .getByRole("listitem")
      .first();
    await item.getByText(/^Bought Mar 15, 2024: value on the day it was bought \$[\d,]+/).waitFor();
    expect(await item.textContent()).toMatch(/, today \$[\d,]+\./);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picture(page, "purchase-value", "#history");
    expect(problems).toEqual([]);
    await page.context().close();
  }, 300_000);
});
