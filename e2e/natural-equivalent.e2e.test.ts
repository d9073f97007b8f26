import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { formatDollars } from "@faircarat/contracts/figures";
import {
  fitsPhone,
  openPage,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import { signInSubscribed } from "./support/market";
import type { ServerHandle } from "./support/server";
import { PRICING_SUITE_TIMEOUT_MS, pricingSuite } from "./support/suite";

interface NaturalFacts {
  status: string;
  fairValue: number | null;
  retailers: string[];
  dataDate: string | null;
  lines: string[];
}

/**
 * The natural equivalent on a report, from the snapshot's natural James Allen listings (decision
 * 057): a 3.05 ct G VS2 round, which they hold enough of, and the suite's 1.5 ct G VS1, which they
 * do not.
 */
describe("the report's natural equivalent", () => {
  let server: ServerHandle;
  let browser: Browser;
  beforeAll(async () => ({ server, browser } = await pricingSuite()), PRICING_SUITE_TIMEOUT_MS);

  async function analyze(page: Page, specs: [string, string][]) {
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const analyzer = page.locator("#analyzer");
    for (const [label, value] of specs) await analyzer.getByLabel(label).fill(value);
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/analyses") && r.request().method() === "POST",
    );
    await analyzer.getByRole("button", { name: "Analyze Diamond" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    await page.getByText("Analysis Complete").waitFor({ timeout: 30_000 });
    const { analysis } = (await response.json()) as {
      analysis: { listedPrice: number; naturalEquivalent: NaturalFacts & { labShare: number } };
    };
    return { natural: analysis.naturalEquivalent };
  }

  it("shows what the same specs list for as a natural diamond, at 1280 and 390 px", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await signInSubscribed(page, server, "natural");
    const { natural } = await analyze(page, [
      ["Listed Price", "$4,000"],
      ["Carat", "3.05"],
      ["Cut", "Excellent"],
      ["Color", "G"],
      ["Clarity", "VS2"],
    ]);
    expect(natural).toMatchObject({
      status: "priced",
      retailers: ["James Allen"],
      dataDate: "2026-02-24",
    });
    const section = page.getByRole("group", { name: "Compared to natural" });
    await section.waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      expect(await section.isVisible()).toBe(true);
      const text = (await section.textContent()) ?? "";
      expect(text).toContain(formatDollars(natural.fairValue!));
      expect(text).toContain(`${Math.round(natural.labShare * 100)}%`);
      for (const line of natural.lines) expect(text).toContain(line);
      const box = (await section.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // With E2E_SCREENSHOT_DIR set, the section itself, for a person to look at.
      if (process.env.E2E_SCREENSHOT_DIR)
        await section.screenshot({
          path: `${process.env.E2E_SCREENSHOT_DIR}/natural-equivalent-${width}.png`,
        });
    }
    expect(await fitsPhone(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
    // Two widths and an axe pass over the whole results card: minutes on a busy machine.
  }, 180_000);

  it("says the natural data are too thin, with what they hold, instead of a number", async () => {
    const page = await openPage(browser);
    await signInSubscribed(page, server, "natural-thin");
    const { natural } = await analyze(page, [
      ["Listed Price", "$2,450"],
      ["Carat", "1.5"],
      ["Cut", "Excellent"],
      ["Color", "G"],
      ["Clarity", "VS1"],
    ]);
    expect(natural.status).toBe("too-thin");
    expect(natural.fairValue).toBeNull();
    const section = page.getByRole("group", { name: "Compared to natural" });
    await section.waitFor();
    const text = (await section.textContent()) ?? "";
    expect(text).toContain(
      "Our natural listings are too thin to value a natural 1.5 ct Excellent G VS1",
    );
    expect(text).toContain("What they hold at that weight:");
    await page.context().close();
  });

  it("values a stone marked natural in the form from natural listings, with no lab-grown trend (issue 39)", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const problems = watchConsole(page);
    await signInSubscribed(page, server, "natural-origin");
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const analyzer = page.locator("#analyzer");
    for (const [label, value] of [
      ["Listed Price", "$6,500"],
      ["Carat", "3.05"],
      ["Cut", "Excellent"],
      ["Color", "G"],
      ["Clarity", "VS2"],
    ] as const)
      await analyzer.getByLabel(label).fill(value);
    await analyzer.getByRole("button", { name: /^Report details/ }).click();
    await analyzer.getByLabel("Origin").selectOption("natural");
    await analyzer
      .getByText("Valued from natural listings only, never by the lab-grown model")
      .waitFor();
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/analyses") && r.request().method() === "POST",
    );
    await analyzer.getByRole("button", { name: "Analyze Diamond" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ origin: "natural" });
    const { analysis } = (await response.json()) as {
      analysis: {
        fairMarketValue: number;
        naturalEquivalent: NaturalFacts & { ofThisStone: boolean };
      };
    };
    expect(analysis.naturalEquivalent).toMatchObject({ ofThisStone: true, status: "priced" });
    const report = page.locator("#report");
    await report.getByRole("group", { name: "Priced from natural listings" }).waitFor();
    expect(await report.textContent()).toContain(formatDollars(analysis.fairMarketValue));
    expect(await report.getByText("ethically sourced").count()).toBe(0);
    expect(await report.getByRole("heading", { name: "Market trend" }).count()).toBe(0);
    expect(await fitsPhone(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
