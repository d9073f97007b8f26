import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { readPdf } from "@faircarat/core/reports/testing/read-pdf";
import { formatCount, formatDollars, formatMonth } from "@faircarat/contracts/figures";
import { openPage, seriousAxeViolations, waitForHydration, watchConsole } from "./support/browser";
import { analyzeSuiteStone, signInSubscribed } from "./support/market";
import type { ServerHandle } from "./support/server";
import { PRICING_SUITE_TIMEOUT_MS, pricingSuite } from "./support/suite";

/** Set E2E_SCREENSHOT_DIR to keep pictures for a person to look at. */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function picture(page: Page, name: string, selector: string) {
  if (screenshotDir)
    await page.locator(selector).screenshot({ path: `${screenshotDir}/trends-${name}.png` });
}

interface Series {
  series: Array<{ month: string; medianPricePerCarat: number; observations: number }>;
  constantQuality: {
    series: Array<{ month: string; pricePerCarat: number; source: string; listings: number }>;
  };
}

/** The constant-quality table's rows, newest first. */
const constantRowsOf = (body: Series) =>
  [...body.constantQuality.series]
    .reverse()
    .map(
      (p) =>
        `${formatMonth(p.month)}${formatDollars(p.pricePerCarat)}${p.source === "index" ? "published index edition, " : ""}${formatCount(p.listings)} listings`,
    );

/** Lines the chart draws: one through each run of consecutive months, none across a gap. */
function linesOf(body: Series): number {
  const months = body.constantQuality.series.map(
    (p) => Number(p.month.slice(0, 4)) * 12 + Number(p.month.slice(5, 7)),
  );
  const follows = (i: number) => i > 0 && months[i]! - months[i - 1]! === 1;
  return months.filter((_, i) => follows(i) && !follows(i - 1)).length;
}

/** The table's rows as the chart's figures, newest first. */
const rowsOf = (body: Series) =>
  [...body.series]
    .reverse()
    .map(
      (p) =>
        `${formatMonth(p.month)}${formatDollars(p.medianPricePerCarat)}${formatCount(p.observations)}`,
    );

describe("market trends: the guide's chart and the report's", () => {
  let server: ServerHandle;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await pricingSuite()), PRICING_SUITE_TIMEOUT_MS);

  const seriesOf = async (query: string): Promise<Series> =>
    (await (await fetch(`${server.url}/api/market/trends?${query}`)).json()) as Series;

  for (const width of [390, 1280]) {
    it(`at ${width} px the guide loads the chart when scrolled to, with its data table, and stays axe-clean`, async () => {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      const problems = watchConsole(page);
      const trendRequests: string[] = [];
      page.on(
        "request",
        (request) =>
          void (request.url().includes("/api/market/trends") && trendRequests.push(request.url())),
      );
      await page.goto(`${server.url}/diamond-guide`);
      await waitForHydration(page);
      const section = page.locator("section", {
        has: page.getByRole("heading", { name: "Market trend", exact: true }),
      });
      // Below the fold: nothing asked for until the reader gets there.
      await page.waitForTimeout(500);
      expect(trendRequests).toEqual([]);

      await section.scrollIntoViewIfNeeded();
      const round = await seriesOf("shape=round&caratMin=0.9&caratMax=1.4");
      expect(round.constantQuality.series.length).toBeGreaterThan(1);
      // The same stone valued month by month (issue 38): said in one line, gaps left as gaps.
      const chart = section.getByRole("img", {
        name: /^Price per carat of the same lab-grown 1 ct G VS1 round:/,
      });
      await chart.waitFor();
      expect(trendRequests).toHaveLength(1);
      expect(await chart.locator("circle").count()).toBe(round.constantQuality.series.length);
      expect(await chart.locator("path").count()).toBe(linesOf(round));
      await section.getByText(/^Constant quality: the same 1 ct G VS1 round valued/).waitFor();
      const box = await chart.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      expect(box!.width).toBeGreaterThan(width === 390 ? 300 : 900);

      await section.getByText("Show the data table").click();
      const constant = section.getByRole("table", { name: /^Price per carat of the same/ });
      expect(await constant.locator("tbody tr").allTextContents()).toEqual(constantRowsOf(round));
      // What was listed, below it: the listings' table; where a published index covers the band,
      // its editions have a table of their own.
      const table = section.getByRole("table", { name: /^Median asking price per carat/ });
      expect(await table.locator("tbody tr").allTextContents()).toEqual(rowsOf(round));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, `guide-round-${width}`, "section:has(> h2:text-is('Market trend'))");

      // Another shape and band: the chart and the table follow.
      await section.getByLabel("Shape").selectOption("oval");
      await section.getByLabel("Carat weight").selectOption({ label: "1.4–1.89 ct" });
      const oval = await seriesOf("shape=oval&caratMin=1.4&caratMax=1.9");
      await section
        .getByRole("img", { name: /^Price per carat of the same lab-grown 1\.5 ct G VS1 oval:/ })
        .waitFor();
      expect(
        await section
          .getByRole("table", { name: /^Median asking price per carat/ })
          .locator("tbody tr")
          .allTextContents(),
      ).toEqual(rowsOf(oval));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, `guide-oval-${width}`, "section:has(> h2:text-is('Market trend'))");
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it("shows the analysed stone's shape and band in the results card, and draws it in the owner's PDF", async () => {
    const page = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const problems = watchConsole(page);
    await signInSubscribed(page, server, "trends");
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const { report } = await analyzeSuiteStone(page);

    // Inside a report the trend is a part of it (its heading's container), not a landmark of its
    // own.
    const section = report
      .getByRole("heading", { name: "Market trend", exact: true })
      .locator("xpath=..");
    // Fetched with the report: already drawn below the fold, so scrolling there shows no loading
    // state (issue 38).
    const chart = section.getByRole("img", {
      name: /^Price per carat of the same lab-grown 1\.5 ct G VS1 round:/,
    });
    await chart.waitFor();
    await section.scrollIntoViewIfNeeded();
    expect(await section.getByText("Loading the market trend…").count()).toBe(0);
    const round = await seriesOf("shape=round&caratMin=1.4&caratMax=1.9");
    expect(await chart.locator("circle").count()).toBe(round.constantQuality.series.length);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picture(page, "results-1280", "#report");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      report.getByRole("link", { name: "Download Full PDF Report" }).click(),
    ]);
    const text = (
      await readPdf(new Uint8Array(await readFile(await download.path())))
    ).text.replace(/\s+/g, " ");
    // The PDF draws the trend the page shows: the same stone valued month by month.
    const newest = round.constantQuality.series.at(-1)!;
    expect(text).toContain(
      "Constant quality: the same 1.5 ct G VS1 round valued in each month with data",
    );
    expect(text).toContain(
      `Month Per carat Data behind it ${formatMonth(newest.month)} ${formatDollars(newest.pricePerCarat)} ${formatCount(newest.listings)} listings`,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
