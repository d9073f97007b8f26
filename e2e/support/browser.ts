import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/** A page in a context of its own (axe needs one); close it with `page.context().close()`. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  // Reduced motion: axe must not measure a toast's contrast halfway through its fade-in.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: "reduce",
    ...options,
  });
  return context.newPage();
}

/** Collects console errors and uncaught page errors so a test can require none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Axe on the page and its same-origin frames in one run (`axe.run`). The builder's default runs axe
 * in each frame and then again in a blank page it opens to merge the frames' results: about 40%
 * longer for the same rules on the same page (decision 054). Only a frame from another origin
 * needs the default, and a page with one is refused here rather than checked in part.
 */
function axe(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  if (foreign.length > 0)
    throw new Error(`frames from another origin need axe's default mode: ${foreign.join(", ")}`);
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Axe violations of serious or critical impact, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(describeViolation);
}

/** Violations of the named axe rules, whatever their impact. */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  const results = await axe(page).withRules(rules).analyze();
  return results.violations.map(describeViolation);
}

const describeViolation = (violation: {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}) =>
  `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`;

/**
 * Whether the page, put at a phone's 390 px, has nothing running off the side of the screen; the
 * viewport is put back after. A journey run at one width checks each screen it reaches with this.
 */
export async function fitsPhone(page: Page): Promise<boolean> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 390);
  if (viewport) await page.setViewportSize(viewport);
  return fits;
}

/** Prerendered pages show their content before React hydrates; input before then is not seen. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** With E2E_SCREENSHOT_DIR set, keeps a full-page picture for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: true });
}
