import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { certificatePdf } from "@faircarat/core/certificates/testing/certificate-files";
import { giaAssessmentSample } from "@faircarat/market/certificate/testing/sample-certificates";
import {
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import { signInSubscribed } from "./support/market";
import type { ServerHandle } from "./support/server";
import { PRICING_SUITE_TIMEOUT_MS, pricingSuite } from "./support/suite";

const verdict =
  /^(Good price: [\d.]+% below market|Fair price: (at market value|[\d.]+% (below|above) market)|Above market: [\d.]+% over the fair value|Overpriced by [\d.]+%|Too little market data to judge this price)$/;

const overlaps = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
};

/** Issue 38, item 4: nothing typed or read is lost, nothing refused without saying where. */
describe("the analyzer keeps what it is given", () => {
  let server: ServerHandle;
  let browser: Browser;
  beforeAll(async () => ({ server, browser } = await pricingSuite()), PRICING_SUITE_TIMEOUT_MS);

  for (const width of [390, 1280])
    it(`at ${width} px: marks the price a URL came without, fills a GIA Premium round from its report at once and analyses it, the toast off the verdict`, async () => {
      const page = await openPage(browser, {
        viewport: { width, height: width === 390 ? 844 : 900 },
      });
      const problems = watchConsole(page);
      await signInSubscribed(page, server, `input-${width}`);
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      const analyzer = page.locator("#analyzer");
      const analyze = analyzer.getByRole("button", { name: "Analyze Diamond" });

      // A listing URL without its price: the spec's toast, and the price field marked and focused.
      await analyzer.getByLabel("Listing URL").fill("https://www.vrai.com/diamonds/rd-152-premium");
      await analyze.click();
      await page.getByText("Please enter a valid listed price.").waitFor();
      const price = analyzer.getByLabel("Listed Price");
      expect(await price.getAttribute("aria-invalid")).toBe("true");
      expect(await price.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(
        await price.evaluate(
          (input) => document.getElementById(input.getAttribute("aria-describedby")!)?.textContent,
        ),
      ).toBe("Enter the price the listing asks, e.g. $8,500.");
      // In view, below the fixed header.
      const box = (await price.boundingBox())!;
      expect(box.y).toBeGreaterThan(64);
      expect(box.y + box.height).toBeLessThan(width === 390 ? 844 : 900);
      await saveScreenshot(page, `input-price-marked-${width}`);
      await analyzer.getByLabel("Listing URL").fill("");

      // A GIA quality assessment read on upload fills the form at once: no "Fill the form" step.
      await page.getByTestId("upload-input").setInputFiles({
        name: giaAssessmentSample.name,
        mimeType: "application/pdf",
        buffer: Buffer.from(await certificatePdf(giaAssessmentSample)),
      });
      const reading = analyzer
        .getByRole("list", { name: "Uploaded files" })
        .getByRole("listitem")
        .filter({ hasText: giaAssessmentSample.name });
      await reading
        .getByText(/^Filled in the form: carat 1\.52, shape Round, GIA assessment Premium/)
        .waitFor({ timeout: 30_000 });
      expect(await analyzer.getByLabel("Carat").inputValue()).toBe("1.52");
      expect(await analyzer.getByLabel("GIA Assessment").inputValue()).toBe("Premium");
      expect(await analyzer.getByText("Filled from the certificate.").count()).toBeGreaterThan(2);
      // GIA prints no cut grade on it: the round needs none.
      const cut = analyzer.getByLabel("Cut (optional)");
      expect(await cut.inputValue()).toBe("");
      // Undone, and filled again.
      await reading.getByRole("button", { name: "Undo the filling" }).click();
      expect(await analyzer.getByLabel("Carat").inputValue()).toBe("");
      await reading.getByRole("button", { name: "Fill the empty fields" }).click();
      expect(await analyzer.getByLabel("Carat").inputValue()).toBe("1.52");
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `input-certificate-filled-${width}`);

      await price.fill("$1,450");
      await analyze.click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Analysis Complete" });
      await toast.waitFor({ timeout: 30_000 });
      const headline = page.getByText(verdict);
      await headline.waitFor();
      // Once the report's scroll has settled, the toast must leave the verdict readable. On a phone
      // it must still be showing to be checked; on a desk, where it sits beside the report, it may
      // already have gone (sonner shows it for 4 s).
      await page.waitForTimeout(600);
      const banner = headline.locator("xpath=ancestor::div[1]");
      if (width === 390) expect(await toast.isVisible()).toBe(true);
      expect(await overlaps(toast, banner), "the toast covers the verdict").toBe(false);
      await saveScreenshot(page, `input-verdict-toast-${width}`);
      expect(problems).toEqual([]);
      await page.context().close();
    });
});
