import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { openPage, waitForHydration, watchConsole } from "./support/browser";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

/**
 * The home page is prerendered and its app starts later (seconds on a slow phone). These tests hold
 * the app's code back until the visitor has acted on the prerendered page, then let it start: what
 * was typed or chosen must survive hydration and be acted on.
 */
describe("acting on the prerendered page before the app starts", () => {
  let server: ServerHandle;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await siteSuite()));

  /** Opens the home page with the app's start held until `release` is called. */
  async function openHeld(page: Page, path = "/", firstField = "#analyzer-carat") {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
    await page.locator(firstField).waitFor();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    return release;
  }

  it("keeps the 4Cs typed and the shape chosen before hydration, and analyzes them", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    const release = await openHeld(page);
    await page.locator("#analyzer-carat").fill("1.52");
    await page.locator("#analyzer-cut").fill("Excellent");
    await page.locator("#analyzer-color").fill("G");
    await page.locator("#analyzer-clarity").fill("VS1");
    await page.locator("#analyzer-shape").selectOption("oval");
    await page.locator("#analyzer-listedPrice").fill("3200");
    release();
    await waitForHydration(page);
    await expect.poll(() => page.locator("#analyzer-carat").inputValue()).toBe("1.52");
    expect(await page.locator("#analyzer-clarity").inputValue()).toBe("VS1");
    expect(await page.locator("#analyzer-shape").inputValue()).toBe("oval");
    // The app acts on what was typed: a signed-out visitor is asked to sign in, not told details
    // are missing.
    await page.getByRole("button", { name: "Analyze Diamond" }).click();
    await page.getByText("Sign In Required").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("handles a certificate chosen before hydration: a signed-out visitor is told to sign in", async () => {
    const page = await openPage(browser);
    const release = await openHeld(page);
    await page.getByTestId("upload-input").setInputFiles({
      name: "report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    release();
    await waitForHydration(page);
    await page.getByText("Authentication Required").waitFor();
    await page.getByText("Please sign in to upload files.").waitFor();
    await page.context().close();
  });

  it("keeps what was typed into the contact form before hydration", async () => {
    const page = await openPage(browser);
    const release = await openHeld(page, "/contact", "#contact-firstName");
    await page.locator("#contact-firstName").fill("Ada");
    await page.locator("#contact-email").fill("ada@example.com");
    await page.locator("#contact-message").fill("Typed while the page was still loading.");
    release();
    await waitForHydration(page);
    await expect.poll(() => page.locator("#contact-firstName").inputValue()).toBe("Ada");
    expect(await page.locator("#contact-email").inputValue()).toBe("ada@example.com");
    expect(await page.locator("#contact-message").inputValue()).toBe(
      "Typed while the page was still loading.",
    );
    await page.context().close();
  });
});
