import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Download, Page } from "playwright-core";
import { formatDollars } from "@faircarat/contracts/figures";
import { readPdf } from "@faircarat/core/reports/testing/read-pdf";
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

const day = /\d{4}-\d{2}-\d{2}/.source;

/**
 * Set E2E_SCREENSHOT_DIR to keep pictures (and the PDF's pages, when pdftoppm is installed) for
 * a person to look at.
 */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function picture(page: Page, name: string, selector?: string) {
  if (!screenshotDir) return;
  const path = `${screenshotDir}/reports-${name}.png`;
  if (selector) await page.locator(selector).screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}
function pdfPictures(file: string, name: string) {
  if (!screenshotDir) return;
  try {
    execFileSync("pdftoppm", ["-png", "-r", "60", file, `${screenshotDir}/reports-${name}`]);
  } catch {
    // No poppler here: the PDF's text is still checked below.
  }
}

const downloadBy = async (page: Page, click: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return download;
};

describe("reports: the report's own page, the PDF, the export menu and share links", () => {
  let server: ServerHandle;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await pricingSuite()), PRICING_SUITE_TIMEOUT_MS);

  // One width for the journey; each screen's fit on a phone is checked on the way.
  for (const width of [1280]) {
    it(`at ${width} px, fitting 390 px too: the report opens on its own page with PDF, CSV, share and track; the owner downloads and exports, then shares it with a stranger who sees the same report, and revokes it`, async () => {
      const page = await openPage(browser, {
        viewport: { width, height: 900 },
        acceptDownloads: true,
        locale: "en-US",
      });
      const problems = watchConsole(page);
      const email = await signInSubscribed(page, server, `reports-${width}`);
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await page.locator("#history").getByText("No analyses yet").waitFor();

      const { report, fairValue } = await analyzeSuiteStone(page);
      const reportUrl = page.url();

      // The owner's page of the report: one story under the verdict, the comparables bracketing
      // the fair value, and everything to do with the report on it.
      await report
        .getByText(
          / is (close to|\d+(\.\d)?% (above|below)) what these specs list for across the market \(about \$[\d,]+\)/,
        )
        .waitFor();
      const comparableRows = (where: typeof report) =>
        where
          .getByRole("heading", { name: "Comparable listings" })
          .locator("..")
          .getByRole("listitem")
          .allTextContents();
      const comparables = await comparableRows(report);
      expect(comparables.length).toBeGreaterThan(1);
      const prices = comparables.map((row) =>
        Number(/\$([\d,]+)$/.exec(row)![1]!.replace(/,/g, "")),
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const fair = Number(fairValue.replace(/[$,]/g, ""));
      expect(prices.some((price) => price < fair) && prices.some((price) => price >= fair)).toBe(
        true,
      );
      for (const row of comparables) expect(row).toMatch(/ · seen \w{3} \d{1,2}, \d{4}/);
      for (const control of ["Export Report", "Track this diamond", "Create Share Link"])
        await report.getByRole("button", { name: control }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, `report-page-${width}`);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await picture(page, "report-page-390");
      await page.setViewportSize({ width, height: 900 });

      // The report page's PDF: the server's, named with the day, with the figures the page shows.
      const resultsPdf = await downloadBy(page, () =>
        report.getByRole("link", { name: "Download Full PDF Report" }).click(),
      );
      expect(resultsPdf.suggestedFilename()).toMatch(
        new RegExp(`^faircarat-report-${day}-[A-Za-z0-9]{8}\\.pdf$`),
      );
      const pdfPath = await resultsPdf.path();
      const pdf = await readPdf(new Uint8Array(await readFile(pdfPath)));
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(3);
      // Letter for the en-US browser: the paper follows the reader's language (A4 is the default;
      // choose-paper.test.ts and report-routes.test.ts hold the languages' papers).
      expect(pdf.sizes[0]).toEqual({ width: 612, height: 792 });
      const text = pdf.text.replace(/\s+/g, " ");
      expect(text).toContain(`Fair Market Value ${fairValue}`);
      expect(text).toContain("Listed Price $2,450");
      // Titled with the specs stated only (reportTitle): the shape nobody gave is not named.
      expect(text).toContain("1.5 ct Excellent G VS1 Specs you entered · analysis of");
      // The same comparables as the page, each with its price.
      for (const price of prices) expect(text).toContain(formatDollars(price));
      expect(text).not.toContain(email);
      pdfPictures(pdfPath, `pdf-${width}`);
      await picture(page, `results-${width}`, "#report");

      // The history item: its own PDF link, and the export menu of PDF, CSV (all analyses) and
      // JSON.
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      const item = page
        .locator("#history")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "1.5 ct Excellent G VS1", exact: true }) })
        .first();
      await item.getByRole("button", { name: "View Details" }).click();
      expect(
        await item.getByRole("link", { name: "Download Full PDF Report" }).getAttribute("href"),
      ).toMatch(/^\/api\/analyses\/[^/]+\/report\.pdf$/);
      await item.getByRole("button", { name: "Export Report" }).click();
      const menu = item.getByRole("list", { name: "Export formats" });
      await menu.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, `export-menu-${width}`, "#history");
      const menuPdf = await downloadBy(page, () =>
        menu.getByRole("link", { name: "PDF report" }).click(),
      );
      expect(menuPdf.suggestedFilename()).toBe(resultsPdf.suggestedFilename());

      await item.getByRole("button", { name: "Export Report" }).click();
      const csv = await downloadBy(page, () =>
        menu.getByRole("link", { name: "CSV of all your analyses" }).click(),
      );
      expect(csv.suggestedFilename()).toMatch(new RegExp(`^faircarat-history-${day}\\.csv$`));
      const rows = (await readFile(await csv.path(), "utf8")).trimEnd().split("\r\n");
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain(",round,1.5,Excellent,G,VS1,,2450.00,");
      // Titled as the PDF, the history and the share page title it (reportTitle).
      expect(rows[1]?.split(",")[1]).toBe("1.5 ct Excellent G VS1");

      await item.getByRole("button", { name: "Export Report" }).click();
      const json = await downloadBy(page, () =>
        menu.getByRole("button", { name: "JSON data" }).click(),
      );
      expect(json.suggestedFilename()).toMatch(
        new RegExp(`^faircarat-report-${day}-[A-Za-z0-9]{8}\\.json$`),
      );

      // A share link, opened by someone else: a fresh browser with no account.
      await item.getByRole("button", { name: "Create Share Link" }).click();
      const linkField = item.getByLabel(/New link/);
      await linkField.waitFor();
      const shareUrl = await linkField.inputValue();
      expect(shareUrl).toMatch(new RegExp(`^${server.url}/shared/[A-Za-z0-9_-]{43}$`));
      await item.getByText(/^Link created /).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, `share-links-${width}`, "#history");

      const stranger = await openPage(browser, { viewport: { width, height: 900 } });
      const strangerProblems = watchConsole(stranger);
      const response = await stranger.goto(shareUrl);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await stranger.getByText("Shared report - read only").waitFor();
      await stranger
        .getByRole("heading", { name: "1.5 ct Excellent G VS1", exact: true })
        .waitFor();
      expect(await stranger.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      // The same report: the same comparables, in the same words.
      expect(await comparableRows(stranger.locator("main"))).toEqual(comparables);
      const shared = await stranger.locator("main").textContent();
      expect(shared).toContain(fairValue);
      expect(shared).not.toContain(email);
      expect(shared).not.toContain("Your Analysis History");
      expect(await seriousAxeViolations(stranger)).toEqual([]);
      await picture(stranger, `shared-${width}`);
      expect(await fitsPhone(stranger)).toBe(true);
      expect(await fitsPhone(page)).toBe(true);

      // The owner's page is the owner's: signed out, it asks to sign in (another account's is the
      // API's 404, report-routes.test.ts).
      await stranger.goto(reportUrl);
      await stranger.getByRole("heading", { name: "Sign in to see this report" }).waitFor();

      // Revoked, the same link opens nothing.
      await item.getByRole("button", { name: /^Revoke/ }).click();
      await item
        .getByText("No share links yet.")
        .or(item.getByLabel(/New link/))
        .first()
        .waitFor();
      await item.getByText(/^Link created /).waitFor({ state: "detached" });
      await stranger.goto(shareUrl);
      await stranger
        .getByRole("heading", { name: "This shared report is not available" })
        .waitFor();
      await picture(stranger, `revoked-${width}`);

      expect(problems).toEqual([]);
      // The revoked link's 404 is the one error the stranger's console may show.
      expect(strangerProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
      await stranger.context().close();
      await page.context().close();
    }, 300_000);
  }
});
