// `npm run bench:web`: the built product served as `npm start` would, then for each page (default
// /, /pricing and /diamond-guide) the gzipped size of every script it loads in Debian's Chromium
// against the 150 KB budget (which `npm test` checks on the built assets:
// e2e/page-weight.e2e.test.ts), and Lighthouse's mobile scores for performance, accessibility, best
// practices and SEO, each against 95. Exits non-zero when any budget is missed.
// LIGHTHOUSE_REPORT_DIR=<dir> also writes each page's full Lighthouse result there as JSON.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROMIUM_PATH, launchBrowser } from "./support/browser";
import { startServer, withoutMarketData } from "./support/server";

const JS_BUDGET_KB = 150;
const SCORE_BUDGET = 95;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/pricing", "/diamond-guide"];
const failures: string[] = [];

const server = await startServer(withoutMarketData);
try {
  const browser = await launchBrowser();
  try {
    for (const route of pages) {
      const page = await browser.newPage();
      const scripts: { url: string; body: Promise<Buffer> }[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script")
          scripts.push({ url: response.url(), body: response.body() });
      });
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      let total = 0;
      for (const script of scripts) {
        const gzipped = gzipSync(await script.body, { level: 9 }).length;
        total += gzipped;
        console.log(
          `  ${(gzipped / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`,
        );
      }
      const kb = total / 1024;
      if (kb > JS_BUDGET_KB) failures.push(`${route}: ${kb.toFixed(1)} KB of JavaScript`);
      console.log(
        `${route}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzipped JavaScript (budget ${JS_BUDGET_KB} KB)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }

  // Lighthouse drives its own Chromium over the DevTools port; its default settings are mobile
  // (Moto G Power viewport, simulated slow 4G and 4x CPU slowdown).
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const route of pages) {
      const result = await lighthouse(server.url + route, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
        await writeFile(
          path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`),
          JSON.stringify(result.lhr, null, 1),
        );
      }
      const scores = categories.map((id) => {
        const score = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
        if (score < SCORE_BUDGET) failures.push(`${route}: ${id} ${score}`);
        return `${id} ${score}`;
      });
      console.log(
        `${route}: Lighthouse ${result.lhr.lighthouseVersion} mobile: ${scores.join(", ")} (budget ${SCORE_BUDGET} each)`,
      );
      for (const [id, audit] of Object.entries(result.lhr.audits)) {
        // What keeps a score down: failed audits that carry weight, to fix next.
        if (
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "notApplicable"
        ) {
          console.log(`    ${id}: ${audit.score} ${audit.displayValue ?? ""}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}
if (failures.length > 0) {
  console.error(`Budgets missed:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
