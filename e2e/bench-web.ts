// `npm run bench:web`: the built product served as `npm start` would, the home page loaded in
// Debian's Chromium, and the gzipped size of every script it loads against the 150 KB budget.
import { gzipSync } from "node:zlib";
import { launchBrowser } from "./support/browser";
import { startServer, withoutMarketData } from "./support/server";

const BUDGET_KB = 150;
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];

const server = await startServer(withoutMarketData);
const browser = await launchBrowser();
let overBudget = false;
try {
  for (const route of pages) {
    const page = await browser.newPage();
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: response.body() });
    });
    await page.goto(server.url + route, { waitUntil: "networkidle" });
    let total = 0;
    for (const script of scripts) {
      const gzipped = gzipSync(await script.body, { level: 9 }).length;
      total += gzipped;
      console.log(`  ${(gzipped / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
    }
    const kb = total / 1024;
    overBudget ||= kb > BUDGET_KB;
    console.log(`${route}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzipped JavaScript (budget ${BUDGET_KB} KB)`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget) {
  console.error("JavaScript budget exceeded");
  process.exitCode = 1;
}
