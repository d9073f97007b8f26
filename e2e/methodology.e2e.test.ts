import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { publishedEvaluationSchema } from "@faircarat/contracts/methodology";
import { openPage, saveScreenshot, waitForHydration, watchConsole } from "./support/browser";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

/** What the evaluation script wrote into the build: the page must show its figures, not others. */
const evaluation = publishedEvaluationSchema.parse(
  JSON.parse(
    readFileSync(
      new URL("../apps/web/src/features/methodology/evaluation.json", import.meta.url),
      "utf8",
    ),
  ),
);

describe("the methodology page", () => {
  let server: ServerHandle;
  let browser: Browser;
  beforeAll(async () => ({ server, browser } = await siteSuite()));

  // One width, the phone's: the page's axe run at 1280 px is the routes suite's.
  it.each([390])(
    "opens from the footer at %i px and shows the evaluation's figures, fitting the screen",
    async (width) => {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      const problems = watchConsole(page);
      await page.goto(server.url + "/");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Footer" })
        .getByRole("link", { name: "Methodology", exact: true })
        .click();
      await page.waitForURL(`${server.url}/methodology`);
      // The page's code loads with it: its heading replaces the home page's once it has.
      await page
        .getByRole("heading", { level: 1, name: "How FairCarat Values a Diamond" })
        .waitFor();
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.title()).toBe("Methodology and Accuracy | FairCarat");

      const first = evaluation.rows[0]!;
      const card = page
        .getByRole("region", { name: "Measured accuracy" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: first.fold, exact: true }) });
      if (first.mdape !== null)
        expect(
          await card.getByText(`${(first.mdape * 100).toFixed(1)}%`, { exact: true }).count(),
        ).toBe(1);
      if (first.coverage !== null)
        expect(
          await card.getByText(`${(first.coverage * 100).toFixed(1)}%`, { exact: true }).count(),
        ).toBe(1);
      expect(await page.getByText(evaluation.command, { exact: true }).count()).toBe(1);
      expect(
        await page
          .getByRole("table", { name: /Listings by retailer/ })
          .locator("tbody tr")
          .count(),
      ).toBe(evaluation.sources.listings.length);

      // Nothing runs off the side of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(problems).toEqual([]);
      await saveScreenshot(page, `methodology-${width}`);
      await page.context().close();
    },
  );
});
